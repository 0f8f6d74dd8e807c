import {
  promoCodeFromCookies,
  promoCodeFromSearch,
  serializePromoCookie,
  serializePromoCookieRemoval,
} from "./promo-code";

export interface PromoEnvironment {
  readonly location: Pick<Location, "search" | "protocol">;
  readonly document: { cookie: string };
}

/** The code the buy links carry, and whether it is kept for later visits (the cookie). */
export interface PromoState {
  readonly code: string;
  /** False when the browser keeps no cookie: the code applies to this visit only. */
  readonly stored: boolean;
}

/**
 * Stores a code found in the address and returns the code the buy links must carry. The code
 * the visitor clicked always applies to this page: when cookies are blocked, or the write does
 * not stick (`document.cookie` throws or reads back something else), it comes from the address
 * alone and is not kept. Without a code in the address, the stored one applies.
 */
export function syncPromoCode({ location, document }: PromoEnvironment): PromoState | null {
  const fromAddress = promoCodeFromSearch(location.search);
  let stored: string | null = null;
  try {
    if (fromAddress !== null) {
      document.cookie = serializePromoCookie(fromAddress, {
        secure: location.protocol === "https:",
      });
    }
    stored = promoCodeFromCookies(document.cookie);
  } catch {
    // Cookies are blocked: only the address can carry a code.
  }
  if (stored !== null && (fromAddress === null || stored === fromAddress)) {
    return { code: stored, stored: true };
  }
  return fromAddress === null ? null : { code: fromAddress, stored: false };
}

/** Deletes the stored code; true when none is left (false only where cookies throw). */
export function clearPromoCode(document: { cookie: string }): boolean {
  try {
    document.cookie = serializePromoCookieRemoval();
    return promoCodeFromCookies(document.cookie) === null;
  } catch {
    return false;
  }
}
