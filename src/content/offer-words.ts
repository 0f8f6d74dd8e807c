/**
 * The offer's words that the owner's commands load too (content/order-page.ts, sent by `npm run
 * pedido`), outside a build: pure, no configuration read, relative imports with their extension.
 * The site's texts take them through order-terms.ts and seller-voice.ts.
 */
import type { SellerVoice } from "../config/env-offer.ts";

/** "24 horas úteis". */
export const businessHours = (count: number) => `${count} horas úteis`;

/** "em até 24 horas úteis": the delivery's promise, and each new version's after a change. */
export const withinBusinessHours = (count: number) => `em até ${businessHours(count)}`;

/** `plural` ("enviamos") for a "nós" business, `singular` ("envio") for one that says "eu". */
export const inVoice = (voice: SellerVoice, plural: string, singular: string) =>
  voice === "singular" ? singular : plural;
