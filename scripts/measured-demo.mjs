// @ts-check
/**
 * The demo with its three measurement providers on, as an owner would set them: the browser
 * tests' second build (e2e/measured.ts) and `BENCH_MEASURED=1 npm run bench` use it.
 */
export const MEASURED_DEMO_ENV = /** @type {const} */ ({
  VITE_PLAUSIBLE_DOMAIN: "raqsmusic.com.br",
  VITE_PLAUSIBLE_COUNTRY: "Alemanha",
  VITE_PLAUSIBLE_TRANSFER_BASIS: "adequacao",
  VITE_GA4_MEASUREMENT_ID: "G-DEMO2026AB",
  VITE_GA4_COUNTRY: "Estados Unidos",
  // The bases their facts support (config/transfer-rule.ts): the banner names the country.
  VITE_GA4_TRANSFER_BASIS: "consentimento",
  VITE_META_PIXEL_ID: "100200300400500",
  VITE_META_PIXEL_COUNTRY: "Estados Unidos",
  VITE_META_PIXEL_TRANSFER_BASIS: "consentimento",
  // The checkout's order code in the thank-you address, which no tag may read.
  VITE_ORDER_CODE_PARAMS: "transaction",
});

/**
 * What measurement adds to every page's JavaScript budget where the site measures: its loader,
 * in the page (about 0.3 KB gzipped), and its script, a file asked for once the page has painted
 * (about 3.2 KB). The providers' own scripts, loaded after consent, are theirs.
 */
export const MEASUREMENT_SCRIPT_KB = 4;
