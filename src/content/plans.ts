import { siteConfig } from "../config/site";
import { PLAN_NAMES } from "./plan-names";
import { priceTexts } from "./plan-prices";
import { delivery, fullVersion, orderPolicy, stylesBeta } from "./order-terms";
import { METHODS_ON_PAYMENT_PAGE, paymentMethods } from "./payment-methods";
import type { Plan } from "./types";

const { singleCents, professionalCents } = siteConfig.prices;

export const pricingContent = {
  eyebrow: "Compra única, sem mensalidade",
  title: "Escolha seu pacote",
  lead: paymentMethods
    ? `Pague com ${paymentMethods.short}. A página de pagamento abre em uma nova aba.`
    : `A página de pagamento abre em uma nova aba; ${METHODS_ON_PAYMENT_PAGE}.`,
  /**
   * The pack's badge: "Mais Popular" where the owner says what it rests on (and on the demo's
   * page), otherwise what is true by arithmetic, the saving (config/env-schema.ts, claims).
   */
  badge: siteConfig.claims.popularPlan.shown ? "Mais Popular" : `Economize ${priceTexts.savings}`,
  /** What "Mais Popular" rests on (VITE_POPULAR_PLAN_BASIS), under the badge. */
  popularBasis:
    siteConfig.claims.popularPlan.basis &&
    `“Mais Popular”: ${siteConfig.claims.popularPlan.basis}.`,
  /** Under the plans: when the delivery's hours of their lists count. */
  deliveryNote: delivery.note,
  /** Under each buy button: the whole contract summary, after the plans. */
  summaryLink: { label: "Leia o resumo do contrato", href: "#resumo-do-contrato" },
  /** The phone's overview of both plans, before their cards. */
  overviewLabel: "Os dois pacotes",
  oneSong: "1 música",
  newTabNote: "(abre em nova aba)",
} as const;

/** What each plan includes where the owner issues signed certificates (VITE_LICENCE_PUBLIC_KEY). */
const licenceFeature = siteConfig.licence ? ["Certificado de licença verificável"] : [];

export const plans = [
  {
    id: "single",
    name: PLAN_NAMES.single,
    description: "Uma música exclusiva com o seu nome, para o seu solo ou o seu próximo vídeo.",
    price: priceTexts.single,
    amountCents: singleCents,
    features: [
      "1 música personalizada com o seu nome",
      `Estilo: ${stylesBeta.choice}`,
      `Letra cantada em ${orderPolicy.lyricsLanguage}`,
      "Até 3 minutos de duração",
      "Revisão da letra incluída",
      "Duas prévias curtas para avaliar",
      `Entrega ${delivery.promise}, ${fullVersion.channel}`,
      "100% licenciada para uso comercial e revenda",
      ...licenceFeature,
    ],
    popular: false,
    buttonText: `Comprar ${PLAN_NAMES.single}`,
    checkoutUrl: siteConfig.checkoutUrls.single,
  },
  {
    id: "triple",
    name: PLAN_NAMES.triple,
    description: "Três músicas exclusivas para montar o repertório dos seus shows e aulas.",
    price: priceTexts.professional,
    amountCents: professionalCents,
    pricePerUnit: `${priceTexts.perSong} por música`,
    savings: `Economize ${priceTexts.savings}`,
    features: [
      "3 músicas personalizadas",
      `Escolha o estilo de cada música: ${stylesBeta.choice}`,
      `Letras cantadas em ${orderPolicy.lyricsLanguage}`,
      "Até 3 minutos cada",
      "Revisão da letra em todas as músicas",
      "Duas prévias curtas de cada música",
      `Entrega ${delivery.promise}, ${fullVersion.channel}`,
      "100% licenciadas para uso comercial e revenda",
      ...licenceFeature,
    ],
    /** "Mais Popular", only where it rests on something (or on the demo's page). */
    popular: siteConfig.claims.popularPlan.shown,
    buttonText: `Comprar ${PLAN_NAMES.triple}`,
    checkoutUrl: siteConfig.checkoutUrls.professional,
  },
] as const satisfies readonly Plan[];
