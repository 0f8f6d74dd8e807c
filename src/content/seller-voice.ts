/**
 * How the sales copy speaks of the seller (VITE_SELLER_VOICE, config/env-offer.ts): "nós" as on
 * the demo ("enviamos", "Quais estilos de música vocês fazem?"), or "eu", for a business of one
 * ("envio", "Quais estilos de música você faz?"). Each sentence that speaks of her gives both
 * forms, side by side, where it is written. The Terms of Use and the Privacy Policy keep their
 * "nós", which their § 1 defines as the brand and the person or company behind it, and so do the
 * texts they repeat word for word (docs/decisions/0025-offer-terms-she-sets.md).
 */
import { siteConfig } from "../config/site";
import { inVoice } from "./offer-words";

/**
 * `plural` ("enviamos") on the demo and for a "nós" business, `singular` ("envio") for "eu".
 * Free of side effects (offer-words.ts says why it is marked so).
 */
/* @__NO_SIDE_EFFECTS__ */
export function we(plural: string, singular: string): string {
  return inVoice(siteConfig.offer.voice, plural, singular);
}
