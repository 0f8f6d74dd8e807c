/**
 * The order code the checkout adds to the thank-you address (VITE_ORDER_CODE_PARAMS) is the
 * buyer's own data. A script of the page (src/pages/obrigado.astro) reads it into the brief's
 * field and takes it out of the address before the page paints, long before any measurement
 * script runs: no tag reads it in the address, and no later page gets it as the referrer.
 */
// It imports nothing: it travels inline in the page (astro.config.ts), and a module the brief's
// island also imports would become a shared file it cannot load.

/** An order code: letters, digits and `-`, `_`, `.`; anything else is not prefilled. */
export const ORDER_CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The first valid order code among the configured parameters, or null. */
export function orderCodeFromSearch(search: string, params: readonly string[]): string | null {
  const query = new URLSearchParams(search);
  for (const name of params) {
    const value = query.get(name)?.trim();
    if (value && ORDER_CODE_PATTERN.test(value)) return value;
  }
  return null;
}

/** The JSON block that names the configured parameters (src/pages/obrigado.astro). */
export const ORDER_CODE_PARAMS_ATTRIBUTE = "data-order-code-params";

/** The brief's order-code field, as the server renders it (brief-form.tsx, `orderCode`). */
const ORDER_CODE_INPUT = 'input[name="orderCode"]';

/**
 * The address (path, query and fragment) without the order-code parameters, or null when it
 * carries none. Every configured parameter goes, valid code or not: whatever it holds came from
 * the checkout with the order.
 */
export function withoutOrderCode(href: string, params: readonly string[]): string | null {
  const url = new URL(href);
  const present = params.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return null;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

function configuredParams(doc: Document): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(
      doc.querySelector(`script[${ORDER_CODE_PARAMS_ATTRIBUTE}]`)?.textContent ?? "[]",
    );
    return Array.isArray(parsed) ? parsed.filter((name) => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Fills the order-code field from the address, unless she has typed one, and removes the
 * parameters from the address bar. The brief reads the field when it wakes up
 * (typed-before-hydration.ts), as it reads anything typed before it.
 */
export function handOffOrderCode(doc: Document = document): void {
  const params = configuredParams(doc);
  const view = doc.defaultView;
  if (params.length === 0 || !view) return;
  const clean = withoutOrderCode(view.location.href, params);
  if (clean === null) return;
  const code = orderCodeFromSearch(view.location.search, params);
  const field = doc.querySelector<HTMLInputElement>(ORDER_CODE_INPUT);
  if (code !== null && field && field.value === "") field.value = code;
  view.history.replaceState(view.history.state, "", clean);
}
