import { siteConfig } from "../config/site";
import { we } from "./seller-voice";

const { whatsapp, instagramUrl, installments, pixDiscountPercent } = siteConfig.sales;

/** The link that opens a WhatsApp chat with the seller, with the configured message typed in. */
export function whatsappUrl(digits: string, message: string | null): string {
  const url = new URL(`https://wa.me/${digits}`);
  if (message !== null) url.searchParams.set("text", message);
  return url.href;
}

/** Contact channels beyond e-mail; each is null when its variable is unset. */
export const contactChannels = {
  whatsapp: whatsapp && {
    href: whatsappUrl(whatsapp.digits, whatsapp.message),
    footerLabel: we("Fale conosco no WhatsApp", "Fale comigo no WhatsApp"),
    floatingLabel: "Conversar no WhatsApp (abre em nova aba)",
    regionLabel: "Atendimento pelo WhatsApp",
  },
  instagram: instagramUrl && {
    href: instagramUrl,
    label: `${siteConfig.siteName} no Instagram`,
  },
} as const;

/**
 * "ou em até 12x sem juros no cartão"; a count only, never a computed installment value. With
 * interest, the line says so and where the installment and the total are shown: the price
 * must be said completely (Decreto 5.903/2006, art. 3º; CDC art. 52).
 */
export function installmentsLine(terms: { max: number; interestFree: boolean }): string {
  return terms.interestFree
    ? `ou em até ${terms.max}x sem juros no cartão`
    : `ou em até ${terms.max}x no cartão, com juros; valor das parcelas e total na página de pagamento`;
}

/** "5% de desconto no Pix", "7,5% de desconto no Pix". */
export function pixDiscountLine(percent: number): string {
  return `${percent.toLocaleString("pt-BR", { maximumFractionDigits: 1 })}% de desconto no Pix`;
}

/** The payment lines under each price, as the checkout offers them; empty when none is set. */
export const paymentTermLines: readonly string[] = [
  ...(installments ? [installmentsLine(installments)] : []),
  ...(pixDiscountPercent !== null ? [pixDiscountLine(pixDiscountPercent)] : []),
];

/** The stored promo code, shown in the pricing section (filled in by the browser, as text). */
export const couponContent = {
  before: "Cupom",
  after: "aplicado — o desconto aparece na página de pagamento",
  /** When the browser keeps no cookie: the code in the address applies to this visit only. */
  afterThisVisitOnly:
    "aplicado só nesta visita (este navegador não guarda cookies) — o desconto aparece na página de pagamento",
  remove: "Remover cupom",
  removed: "Cupom removido. Os links de compra voltaram ao preço normal.",
} as const;
