/**
 * The offer's words that the owner's commands load too (content/order-page.ts, sent by `npm run
 * pedido`), outside a build: pure, no configuration read, relative imports with their extension.
 * The site's texts take them through order-terms.ts and seller-voice.ts.
 */
import type { SellerVoice } from "../config/env-offer.ts";

// Each function is marked free of side effects, for the bundlers: a content module whose strings
// call them stays as removable, where a page's script does not use it, as a plain string is.

/** "24 horas úteis". */
/* @__NO_SIDE_EFFECTS__ */
export function businessHours(count: number): string {
  return `${count} horas úteis`;
}

/** "em até 24 horas úteis": the delivery's promise, and each new version's after a change. */
/* @__NO_SIDE_EFFECTS__ */
export function withinBusinessHours(count: number): string {
  return `em até ${businessHours(count)}`;
}

/** `plural` ("enviamos") for a "nós" business, `singular` ("envio") for one that says "eu". */
/* @__NO_SIDE_EFFECTS__ */
export function inVoice(voice: SellerVoice, plural: string, singular: string): string {
  return voice === "singular" ? singular : plural;
}
