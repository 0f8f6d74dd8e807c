import { PROFESSIONAL_PACK_SONGS } from "../config/env-common";
import type { SiteConfig } from "../config/env-schema";
import { siteConfig } from "../config/site";
import { formatBrl, packPricing } from "../lib/price/brl";
import { delivery, orderPolicy, stylesBeta } from "./order-terms";
import type { Plan } from "./types";

// Every price text derives from the two configured amounts (VITE_PRICE_SINGLE and
// VITE_PRICE_PROFESSIONAL); nothing in src/content may write a price of its own.
const { singleCents, professionalCents } = siteConfig.prices;

/** The price texts of the site, the Terms' price clause included, for two amounts. */
export function priceTextsFor(prices: SiteConfig["prices"]) {
  const { singleCents: single, professionalCents: professional } = prices;
  const pack = packPricing(single, professional, PROFESSIONAL_PACK_SONGS);
  return {
    single: formatBrl(single),
    professional: formatBrl(professional),
    perSong: formatBrl(pack.perSongCents),
    savings: formatBrl(pack.savingsCents),
    /** The lowest price, for "a partir de" texts. */
    from: formatBrl(Math.min(single, professional)),
    /** Contracts write the centavos: "R$ 149,00". */
    contract: {
      single: formatBrl(single, { alwaysCents: true }),
      professional: formatBrl(professional, { alwaysCents: true }),
      perSong: formatBrl(pack.perSongCents, { alwaysCents: true }),
    },
  } as const;
}

export const priceTexts = priceTextsFor(siteConfig.prices);

export const pricingContent = {
  eyebrow: "Pagamento único, sem mensalidade",
  title: "Escolha seu pacote",
  lead: "Pague com cartão, Pix ou boleto. A página de pagamento abre em uma nova aba.",
  popularLabel: "Mais Popular",
  /** What the badge rests on (VITE_POPULAR_PLAN_BASIS), under it; a launch requires it. */
  popularBasis:
    siteConfig.claims.popularPlanBasis && `“Mais Popular”: ${siteConfig.claims.popularPlanBasis}.`,
  /** Under the plans: when the 24 hours of their lists count. */
  deliveryNote: `As 24 horas úteis são ${delivery.clarification}.`,
  /** Beside each buy button: the contract summary, before she pays. */
  summaryLink: { label: "Leia o resumo do contrato", href: "#resumo-do-contrato" },
  newTabNote: "(abre em nova aba)",
} as const;

export const plans = [
  {
    id: "single",
    name: "Música Única",
    description: "Uma música exclusiva com o seu nome, para o seu solo ou o seu próximo vídeo.",
    price: priceTexts.single,
    amountCents: singleCents,
    features: [
      "1 música personalizada com o seu nome",
      `Estilo: Romântica ou Pop (${stylesBeta.note})`,
      `Letra cantada em ${orderPolicy.lyricsLanguage}`,
      "Até 3 minutos de duração",
      "Revisão da letra incluída",
      "Duas prévias curtas para avaliar",
      `Entrega ${delivery.promise}, por e-mail`,
      "100% licenciada para uso comercial e revenda",
    ],
    popular: false,
    buttonText: "Comprar Música Única",
    checkoutUrl: siteConfig.checkoutUrls.single,
  },
  {
    id: "triple",
    name: "Pacote Profissional",
    description: "Três músicas exclusivas para montar o repertório dos seus shows e aulas.",
    price: priceTexts.professional,
    amountCents: professionalCents,
    pricePerUnit: `${priceTexts.perSong} por música`,
    savings: `Economize ${priceTexts.savings}`,
    features: [
      "3 músicas personalizadas",
      `Escolha o estilo de cada música: Romântica ou Pop (${stylesBeta.note})`,
      `Letras cantadas em ${orderPolicy.lyricsLanguage}`,
      "Até 3 minutos cada",
      "Revisão da letra em todas as músicas",
      "Duas prévias curtas de cada música",
      `Entrega ${delivery.promise}, por e-mail`,
      "100% licenciadas para uso comercial e revenda",
    ],
    popular: true,
    buttonText: "Comprar Pacote Profissional",
    checkoutUrl: siteConfig.checkoutUrls.professional,
  },
] as const satisfies readonly Plan[];
