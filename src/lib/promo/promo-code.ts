/**
 * The promo-code rule, in one place: a code arrives as `?promocode=` on any page address, is
 * kept for 60 days in the `promo_code` cookie, and is added to every checkout link.
 * Pure functions only; the browser glue lives in `promo-store.ts`.
 */

export const PROMO_QUERY_PARAM = "promocode";
export const PROMO_COOKIE_NAME = "promo_code";
export const PROMO_COOKIE_MAX_AGE_DAYS = 60;
export const PROMO_COOKIE_MAX_AGE_SECONDS = PROMO_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
/** Longer values are not promo codes; they are ignored rather than truncated. */
export const PROMO_CODE_MAX_LENGTH = 64;

/**
 * What a code is: ASCII letters, digits, `-` and `_`, at most 64. The checkout platforms' coupon
 * codes are names like BLACKFRIDAY or DANCA-10 (Hotmart asks for "a simple name"; Kiwify and
 * Eduzz take letters and digits), so nothing a visitor could be shown as a fake coupon gets
 * through: no spaces, no punctuation that reads as text, no format or direction controls
 * (U+202E turns "00 %001" into "100% OFF"), no look-alike letters from other scripts.
 */
export const PROMO_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${PROMO_CODE_MAX_LENGTH}}$`);

/**
 * Returns the code to keep, or `null` when the value is missing, empty, too long or not a code.
 * Surrounding blanks (a code pasted with a space) are trimmed; anything else that is not a code
 * is refused whole, never cleaned up into something the visitor did not click.
 */
export function parsePromoCode(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  // Only ASCII blanks: String.prototype.trim would also drop U+FEFF, a format character.
  const code = value.replace(/^[ \t]+|[ \t]+$/g, "");
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/** The promo code carried by a page address's query string (`location.search`), if valid. */
export function promoCodeFromSearch(search: string): string | null {
  return parsePromoCode(new URLSearchParams(search).get(PROMO_QUERY_PARAM));
}

/** The `document.cookie` assignment that stores a code for 60 days on the whole site. */
export function serializePromoCookie(code: string, options: { secure: boolean }): string {
  const parts = [
    `${PROMO_COOKIE_NAME}=${encodeURIComponent(code)}`,
    "Path=/",
    `Max-Age=${PROMO_COOKIE_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The `document.cookie` assignment that deletes the stored code (the visitor removed it). */
export function serializePromoCookieRemoval(): string {
  return `${PROMO_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The page address without its `promocode` parameter, so a reload does not store it again. */
export function withoutPromoParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PROMO_QUERY_PARAM);
  return url.href;
}

/** The stored code in a `document.cookie` string, re-validated, or `null`. */
export function promoCodeFromCookies(cookies: string): string | null {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== PROMO_COOKIE_NAME) continue;
    try {
      return parsePromoCode(decodeURIComponent(pair.slice(separator + 1).trim()));
    } catch {
      return null; // malformed percent-encoding: treat as no code
    }
  }
  return null;
}

/**
 * The checkout URL with the code as its only `promocode` parameter; origin, path, other
 * parameters and fragment are kept. Without a code the URL is returned unchanged.
 */
export function decorateCheckoutUrl(checkoutUrl: string, code: string | null): string {
  if (code === null) return checkoutUrl;
  const url = new URL(checkoutUrl);
  url.searchParams.set(PROMO_QUERY_PARAM, code);
  return url.href;
}
