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

/**
 * Stores a code found in the address and returns the code now stored. What counts is the
 * cookie as read back: when cookies are blocked (or `document.cookie` throws) there is no
 * stored code, and checkout links stay plain.
 */
export function syncPromoCode({ location, document }: PromoEnvironment): string | null {
  try {
    const fromAddress = promoCodeFromSearch(location.search);
    if (fromAddress !== null) {
      document.cookie = serializePromoCookie(fromAddress, {
        secure: location.protocol === "https:",
      });
    }
    return promoCodeFromCookies(document.cookie);
  } catch {
    return null;
  }
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
