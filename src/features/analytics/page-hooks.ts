/**
 * What this script reads of the page the page script (lib/enhance-page.ts) prepares. Written
 * here, not imported: the page script travels inline in the page, and a module both import would
 * become a shared chunk it cannot load. page-hooks.test.ts keeps these equal to their sources.
 */

/** The buy links (lib/promo/decorate-links.ts, CHECKOUT_LINK_SELECTOR). */
export const CHECKOUT_LINKS = "a[data-checkout-url]";

/** The heading of the brief's ready panel on /obrigado (features/brief/send-panel.tsx). */
export const BRIEF_READY_HEADING_ID = "mensagem-pronta";

/** The brief's package choice (features/brief/typed-before-hydration.ts, CHOICE_NAMES.plan). */
export const BRIEF_PLAN_INPUT = "pacote";

/**
 * Runs `callback` once the page has loaded and gone idle (measurement's script arrives after the
 * first paint): the providers' scripts then never compete with what the visitor first sees (at
 * most 2 s of waiting for idle time).
 */
export function afterPageSettles(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
