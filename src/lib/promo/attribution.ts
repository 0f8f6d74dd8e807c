/**
 * Campaign attribution, in one place: the UTM parameters and the payment platforms' own
 * tracking parameters (Hotmart and Kiwify read `src` and `sck` into their sales reports) that
 * arrive on a page address travel into every checkout link, for the visit only. Pure functions;
 * the browser glue (sessionStorage) lives in `attribution-store.ts`.
 */

/**
 * Control, format and direction characters (C0, C1, the line and paragraph separators, and
 * `\p{Cf}`: zero-width and bidirectional controls). Campaign values are never shown to the
 * visitor, but the platform's sales report shows them to the owner.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/u;

/** The parameters carried into the checkout; anything else in the address is left alone. */
export const ATTRIBUTION_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "src",
  "sck",
] as const;

export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];
export type Attribution = Readonly<Partial<Record<AttributionParam, string>>>;

/** Longer values are not campaign names: they are ignored rather than truncated. */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 150;

/** The value to keep, or null when it is missing, empty, too long or holds control characters. */
export function parseAttributionValue(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "" || [...trimmed].length > ATTRIBUTION_VALUE_MAX_LENGTH) return null;
  return CONTROL_CHARACTERS.test(trimmed) ? null : trimmed;
}

/** Keeps the allowed parameters whose values are valid; null when none is. */
export function parseAttribution(source: Iterable<[string, unknown]>): Attribution | null {
  const allowed = new Set<string>(ATTRIBUTION_PARAMS);
  const result: Partial<Record<AttributionParam, string>> = {};
  for (const [name, raw] of source) {
    if (!allowed.has(name) || name in result) continue;
    const value = parseAttributionValue(typeof raw === "string" ? raw : null);
    if (value !== null) result[name as AttributionParam] = value;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** The attribution a page address carries (`location.search`), or null. */
export function attributionFromSearch(search: string): Attribution | null {
  return parseAttribution(new URLSearchParams(search));
}

/** Reads back what `serializeAttribution` wrote; anything else (tampered, old) is null. */
export function parseStoredAttribution(stored: string | null): Attribution | null {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    return parseAttribution(Object.entries(value));
  } catch {
    return null;
  }
}

export function serializeAttribution(attribution: Attribution): string {
  return JSON.stringify(attribution);
}

/**
 * The checkout URL with each attribution parameter set (replacing one already there); origin,
 * path, the other parameters and the fragment are kept. Null leaves the URL unchanged.
 */
export function decorateWithAttribution(checkoutUrl: string, attribution: Attribution | null) {
  if (attribution === null) return checkoutUrl;
  const url = new URL(checkoutUrl);
  for (const name of ATTRIBUTION_PARAMS) {
    const value = attribution[name];
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}
