import { decorateCheckoutUrl } from "./promo-code";
import { syncPromoCode } from "./promo-store";

/** Selector of the buy links; each keeps its plain checkout URL in `data-checkout-url`. */
export const CHECKOUT_LINK_SELECTOR = "a[data-checkout-url]";

/** Stores a promo code from the address, then adds the stored code to every buy link. */
export function decorateCheckoutLinks(root: Document = document): void {
  const view = root.defaultView;
  if (!view) return;
  const code = syncPromoCode({ location: view.location, document: root });
  for (const link of root.querySelectorAll<HTMLAnchorElement>(CHECKOUT_LINK_SELECTOR)) {
    const plain = link.dataset.checkoutUrl;
    if (plain) link.href = decorateCheckoutUrl(plain, code);
  }
}
