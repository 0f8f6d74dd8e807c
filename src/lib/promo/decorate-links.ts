import { syncAttribution } from "./attribution-store";
import { decorateWithAttribution, type Attribution } from "./attribution";
import { decorateCheckoutUrl, withoutPromoParam } from "./promo-code";
import { clearPromoCode, syncPromoCode, type PromoState } from "./promo-store";

/** Selector of the buy links; each keeps its plain checkout URL in `data-checkout-url`. */
export const CHECKOUT_LINK_SELECTOR = "a[data-checkout-url]";

function applyToLinks(root: Document, code: string | null, attribution: Attribution | null) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(CHECKOUT_LINK_SELECTOR)) {
    const plain = link.dataset.checkoutUrl;
    if (plain) link.href = decorateWithAttribution(decorateCheckoutUrl(plain, code), attribution);
  }
}

/**
 * Fills the pricing section's coupon line (components/sections/coupon-notice.tsx) with the code,
 * as text, says whether it applies to this visit only (cookies blocked), and wires its remove
 * button.
 */
function showCoupon(root: Document, promo: PromoState, remove: () => void) {
  const status = root.querySelector<HTMLElement>("[data-coupon-status]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-coupon-template]");
  if (!status || !template) return;
  const line = template.content.cloneNode(true) as DocumentFragment;
  const codeSlot = line.querySelector<HTMLElement>("[data-coupon-code]");
  if (codeSlot) {
    codeSlot.textContent = promo.code;
    codeSlot.title = promo.code;
  }
  const after = line.querySelector<HTMLElement>("[data-coupon-after]");
  if (after && !promo.stored) after.textContent = after.dataset.visitOnlyText ?? "";
  line.querySelector("[data-coupon-remove]")?.addEventListener("click", () => {
    remove();
    status.textContent = status.dataset.removedText ?? "";
    // The button that had focus is gone: keep the visitor where they were.
    status.focus();
  });
  status.replaceChildren(line);
}

/**
 * Stores a promo code (60-day cookie) and the campaign attribution (this visit) from the
 * address, adds both to every buy link and shows the code with a way to remove it. Where the
 * browser keeps no cookie, the code in the address still applies, to this visit only.
 */
export function decorateCheckoutLinks(root: Document = document): void {
  const view = root.defaultView;
  if (!view) return;
  const promo = syncPromoCode({ location: view.location, document: root });
  const attribution = syncAttribution({
    location: view.location,
    storage: () => view.sessionStorage,
  });
  applyToLinks(root, promo?.code ?? null, attribution);
  if (promo === null) return;
  showCoupon(root, promo, () => {
    clearPromoCode(root);
    view.history.replaceState(view.history.state, "", withoutPromoParam(view.location.href));
    applyToLinks(root, null, attribution);
  });
}
