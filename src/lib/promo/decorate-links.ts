import { syncAttribution } from "./attribution-store";
import { decorateWithAttribution } from "./attribution";
import { decorateCheckoutUrl } from "./promo-code";
import { syncPromoCode } from "./promo-store";

/** Selector of the buy links; each keeps its plain checkout URL in `data-checkout-url`. */
export const CHECKOUT_LINK_SELECTOR = "a[data-checkout-url]";

/**
 * Stores a promo code (60-day cookie) and the campaign attribution (this visit) from the
 * address, then adds both to every buy link.
 */
export function decorateCheckoutLinks(root: Document = document): void {
  const view = root.defaultView;
  if (!view) return;
  const code = syncPromoCode({ location: view.location, document: root });
  const attribution = syncAttribution({
    location: view.location,
    storage: () => view.sessionStorage,
  });
  for (const link of root.querySelectorAll<HTMLAnchorElement>(CHECKOUT_LINK_SELECTOR)) {
    const plain = link.dataset.checkoutUrl;
    if (plain) link.href = decorateWithAttribution(decorateCheckoutUrl(plain, code), attribution);
  }
}
