// @ts-check
// The headers every response carries, apart from http-headers.mjs (which imports Node's MIME
// table) so that the Pages Functions under functions/ send them too: the `_headers` file does not
// reach a function's own responses.

/**
 * The header's Content-Security-Policy: what a `<meta>` policy cannot say (framing), plus the
 * directives that hold for every response. It names no script or default source: a response
 * must pass both policies, and only the page's meta policy knows its script's hash.
 */
export const CONTENT_SECURITY_POLICY = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join("; ");

/**
 * HTTPS only, for a year, on every subdomain too: a browser that has seen the site once never
 * asks for it over plain HTTP, where a coupon or a checkout link could be changed on the way.
 * Browsers ignore it over HTTP (`npm start` on localhost). Not `preload`: docs/deploying.md says what
 * that would commit the owner to.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Sent with every response. */
export const SECURITY_HEADERS = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
};
