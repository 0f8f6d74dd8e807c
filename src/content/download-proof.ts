/**
 * Who records the events that end the satisfaction guarantee and the licence, and what each side
 * can see of them (the Terms' § 8 "comprovado" and the platform's refunds, the FAQ): made from the
 * register of what the site keeps (config/data-register.ts), so that they name the datum the store
 * or her download service keeps, in the register's words. Apart from order-terms.ts, which the
 * islands import: the register stays in the pages' HTML.
 */
import { siteConfig } from "../config/site";
import type { SellerVoice } from "../config/env-offer";
import { entryAt } from "../config/data-register";
import { siteRegister as register } from "../config/site-register";
import { inVoice } from "./offer-words";
import { capitalize } from "./legal-wording";

/** The sentence, in `voice`, for this configuration's delivery (VITE_ORDER_PAGE). */
export function downloadProofIn(voice: SellerVoice): string {
  const say = (plural: string, singular: string) => inVoice(voice, plural, singular);
  if (siteConfig.orders.page) {
    const confirmed = entryAt(register, "d1:songs.first_download_at");
    return `${capitalize(confirmed.dado)} ficam registradas ${say("no nosso site", "no meu site")} e aparecem na página do seu pedido, para você e ${say("para nós", "para mim")}. Abrir a página ou ouvir as prévias não conta: só a confirmação de download, que a página pede antes de baixar.`;
  }
  const access = entryAt(register, "log:servico-do-link");
  const service = access.destinatarios[0]?.nome ?? "o serviço onde fica o arquivo";
  return `${capitalize(service)} registra ${access.dado}, ${say("na nossa conta", "na minha conta")}, ${access.prazo.texto}. ${say("Enviamos", "Envio")} uma cópia desse registro a você sempre que pedir.`;
}

/** In the seller's voice (VITE_SELLER_VOICE). */
export const downloadProof = downloadProofIn(siteConfig.offer.voice);
/** As the Terms say it: their "nós" is defined in their § 1. */
export const termsDownloadProof = downloadProofIn("plural");

/**
 * What follows a refund the payment platform makes by its own rules (Terms § 8), as the Terms say
 * it: with orders on, the date the store keeps on each song (d1:songs.refunded_at), which her
 * order page shows; with delivery by her own link the site keeps no order, so the sentence says
 * only what happens to the licence (its cancellation is published on the certificate's page,
 * § 9).
 */
export function termsPlatformRefund(platform: { readonly the: string }): string {
  if (!siteConfig.orders.page) {
    return `Quando ${platform.the} devolve o valor, a licença de cada música do pedido deixa de valer (seção 9), mesmo que a música já tenha sido baixada.`;
  }
  const refunded = entryAt(register, "d1:songs.refunded_at");
  return `Quando ${platform.the} devolve o valor, ${refunded.dado} fica registrada em cada música do pedido, no nosso site e na página do seu pedido, mesmo que a música já tenha sido baixada, e a licença de cada uma deixa de valer (seção 9).`;
}
