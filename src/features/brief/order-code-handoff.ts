/**
 * The thank-you address is the checkout's: besides the plan it may carry the order code
 * (VITE_ORDER_CODE_PARAMS) and, on several Brazilian platforms, the buyer's e-mail, name or phone,
 * and campaign parameters. A script of the page (src/pages/obrigado.astro) reads the order code
 * into the brief's field, then leaves in the address only what the page needs (the plan), before
 * the page paints and long before any measurement script runs: no tag reads her data in the
 * address, and no later page gets it as the referrer.
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

/** The JSON block that names the order code's parameters and those the page keeps. */
export const THANKS_ADDRESS_ATTRIBUTE = "data-thanks-address";

/** What the JSON block holds (src/pages/obrigado.astro writes it). */
export interface ThanksAddressRules {
  /** The checkout's order-code parameters, read into the brief's field. */
  readonly orderCode: readonly string[];
  /** The only parameters the address keeps: the plan. */
  readonly keep: readonly string[];
}

/** The brief's order-code field, as the server renders it (brief-form.tsx, `orderCode`). */
const ORDER_CODE_INPUT = 'input[name="orderCode"]';

/**
 * The address (path and query) with only the `keep` parameters, and no fragment, or null when
 * it holds nothing else.
 */
export function keepingOnly(href: string, keep: readonly string[]): string | null {
  const url = new URL(href);
  const kept = new URLSearchParams(
    [...url.searchParams].filter(([name]) => keep.includes(name)),
  ).toString();
  const clean = `${url.pathname}${kept ? `?${kept}` : ""}`;
  return clean === `${url.pathname}${url.search}${url.hash}` ? null : clean;
}

const strings = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((name) => typeof name === "string") : [];

function addressRules(doc: Document): ThanksAddressRules | null {
  try {
    const parsed: unknown = JSON.parse(
      doc.querySelector(`script[${THANKS_ADDRESS_ATTRIBUTE}]`)?.textContent ?? "null",
    );
    if (typeof parsed !== "object" || parsed === null) return null;
    const rules = parsed as Record<string, unknown>;
    return { orderCode: strings(rules.orderCode), keep: strings(rules.keep) };
  } catch {
    return null;
  }
}

/**
 * Fills the order-code field from the address, unless she has typed one, and leaves only the plan
 * in the address bar. The brief reads the field when it wakes up (typed-before-hydration.ts), as
 * it reads anything typed before it.
 */
export function handOffOrderCode(doc: Document = document): void {
  const view = doc.defaultView;
  // Without the page's rules (a built page always has them), the address keeps nothing: her
  // data leaves it all the same, and only the plan's preselection is lost.
  const rules = addressRules(doc) ?? { orderCode: [], keep: [] };
  if (!view) return;
  const clean = keepingOnly(view.location.href, rules.keep);
  if (clean === null) return;
  const code = orderCodeFromSearch(view.location.search, rules.orderCode);
  const field = doc.querySelector<HTMLInputElement>(ORDER_CODE_INPUT);
  if (code !== null && field && field.value === "") field.value = code;
  view.history.replaceState(view.history.state, "", clean);
}
