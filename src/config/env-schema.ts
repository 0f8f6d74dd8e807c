/**
 * The site's build-time configuration, declared once as a schema (astro/zod, env-rules.ts): every
 * `VITE_*` variable with its rule and the message naming what it expects, and the object the
 * site reads, typed by what the schema gives. Used by integrations/site-config.ts (to stop a bad
 * build early) and by every test and script that needs the owner's values.
 * Why zod and not `astro:env`: docs/decisions/0013-astro-all-the-way.md.
 */
import { z } from "astro/zod";
import { isValidCnpj } from "../lib/br/documents.ts";
import { parseBrl } from "../lib/price/brl.ts";
import { isValidEmail, PROFESSIONAL_PACK_SONGS, SiteEnvError, type RawEnv } from "./env-common.ts";
import { legalConfig, legalFields } from "./env-legal.ts";
import { licenceConfig, licenceFields } from "./env-licence.ts";
import { orderConfig, orderFields } from "./env-orders.ts";
import { offerConfig, offerFields } from "./env-offer.ts";
import {
  httpsUrl,
  matching,
  oneOf,
  optional,
  parseEnv,
  refuser,
  rule,
  text,
  withDefaults,
  type Refuse,
} from "./env-rules.ts";
import { salesConfig, salesFields } from "./env-sales.ts";
import { PAYMENT_METHODS, type PaymentMethodId } from "../content/providers.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";

export { isValidEmail, PROFESSIONAL_PACK_SONGS, SiteEnvError, type RawEnv };

/** The demo's values: `npm start` works from a fresh clone, and a launch build refuses them. */
export const ENV_DEFAULTS = {
  VITE_SITE_NAME: "Raqs Music",
  VITE_SITE_NAME_ARTICLE: "a",
  VITE_SITE_DESCRIPTION:
    "Músicas árabes personalizadas com o seu nome, criadas com IA para bailarinas de dança do ventre, com licença para uso comercial.",
  VITE_SITE_URL: "https://raqsmusic.com.br",
  VITE_CONTACT_EMAIL: "contato@raqsmusic.com.br",
  VITE_CHECKOUT_URL_SINGLE: "https://checkout.raqsmusic.com.br/musica-unica",
  VITE_CHECKOUT_URL_PROFESSIONAL: "https://checkout.raqsmusic.com.br/pacote-profissional",
  VITE_PRICE_SINGLE: "149",
  VITE_PRICE_PROFESSIONAL: "299",
  // The demo's key: its private half signs the tests' certificates (e2e/licence-fixture/).
  VITE_LICENCE_PUBLIC_KEY: "76rDJPkOEYVGHCeuvJVO-oxwSOrmWtw5cmMAbDEHAKk",
} as const;

/*
 * The advertising claims the specification puts on the page, and what backs them: "10x mais
 * engajamento" and the "Mais Popular" badge. A claim needs a source the seller holds (CDC
 * art. 36, sole paragraph) and must not read as a promised result (CDC arts. 30 and 37): the page
 * shows each claim beside its basis, and leaves it out where the owner has none (a seller with no
 * sales yet has none, and must never have to invent one). Only the demo shows them bare, as the
 * specification's page.
 */

/**
 * What makes a source of "10x mais engajamento": what was measured ("curtidas e comentários por
 * vídeo"), against what, on whom and over which period. Each part is one phrase the owner
 * writes, with what it asks for; the page joins them.
 */
export const ENGAGEMENT_SOURCE_VARIABLES = {
  metric: ["VITE_ENGAGEMENT_CLAIM_METRIC", "o que foi medido"],
  comparedWith: ["VITE_ENGAGEMENT_CLAIM_COMPARED_WITH", "com o que foi comparado"],
  period: ["VITE_ENGAGEMENT_CLAIM_PERIOD", "o período"],
  sample: ["VITE_ENGAGEMENT_CLAIM_SAMPLE", "em quem (a amostra)"],
} as const;

/** A phrase shown on the page: plain words, no markup or placeholders. */
const phrase = (what: string) =>
  optional(matching(/^[^<>{}\n]{3,160}$/, `${what}, em 3 a 160 caracteres, sem < > { }`));

const source = ENGAGEMENT_SOURCE_VARIABLES;
export const claimsFields = {
  ...Object.fromEntries(Object.values(source).map(([name, what]) => [name, phrase(what)])),
  VITE_POPULAR_PLAN_BASIS: phrase(
    `no que se baseia o selo "Mais Popular", como "${ENV_EXAMPLES.VITE_POPULAR_PLAN_BASIS}"`,
  ),
  // Replaced by the four parts above: refused, with what replaces it.
  VITE_ENGAGEMENT_CLAIM_SOURCE: optional(z.string()),
};

/**
 * The claims' settings from the schema's fields. `demo`: the demo's own page (no brand set),
 * which shows the specification's claims as they are.
 */
export function claimsConfig(
  raw: Readonly<Record<string, unknown>>,
  refuse: Refuse,
  demo: boolean,
) {
  const text = (name: string) => (raw[name] ?? null) as string | null;
  const parts = Object.values(source).map(([name]) => name);
  const old = text("VITE_ENGAGEMENT_CLAIM_SOURCE");
  if (old !== null) {
    refuse(
      "VITE_ENGAGEMENT_CLAIM_SOURCE",
      old,
      `vazio: a fonte agora vai em quatro partes, ${parts.join(", ")} (veja o .env.example)`,
    );
  }
  const [metric, comparedWith, period, sample] = parts.map(text);
  const engagementSource =
    metric && comparedWith && period && sample ? { metric, comparedWith, period, sample } : null;
  const popularPlanBasis = text("VITE_POPULAR_PLAN_BASIS");
  return {
    /** "10x mais engajamento": shown with its source, or bare on the demo; otherwise left out. */
    engagement: { shown: demo || engagementSource !== null, source: engagementSource },
    /** "Mais Popular": shown with what it rests on, or bare on the demo; otherwise left out. */
    popularPlan: { shown: demo || popularPlanBasis !== null, basis: popularPlanBasis },
  };
}

export type EngagementClaimSource = NonNullable<
  ReturnType<typeof claimsConfig>["engagement"]["source"]
>;

/**
 * "Fonte: curtidas e comentários por vídeo, em comparação com …; 40 clientes, de janeiro a junho
 * de 2026. É a média observada nessa amostra, não uma promessa de resultado."
 */
export function engagementSourceText(claim: EngagementClaimSource): string {
  return `Fonte: ${claim.metric}, em comparação com ${claim.comparedWith}; ${claim.sample}, ${claim.period}. É a média observada nessa amostra, não uma promessa de resultado.`;
}

const checkoutUrl = rule(
  (value) => httpsUrl(value)?.href ?? null,
  `um endereço completo que comece com https://, como ${ENV_EXAMPLES.VITE_CHECKOUT_URL_SINGLE}`,
);
const price = rule((written) => {
  const cents = parseBrl(written);
  return cents === null ? null : { written, cents };
}, "um preço em reais, como 149 ou 149,90");

// Those of ENV_DEFAULTS but the brand are never unset: parseSiteEnv gives them the demo's value.
const siteFields = {
  // Unset: the demo (see `demo` below), named with the demo's brand.
  VITE_SITE_NAME: optional(text),
  /** Drives "da/do", "à/ao", "pela/pelo" before the brand (content/brand-words.ts). */
  VITE_SITE_NAME_ARTICLE: oneOf(
    ["a", "o"] as const,
    '"a" (a marca: "da Raqs Music", "à Raqs Music") ou "o" ("do Estúdio Layla", "ao Estúdio Layla")',
  ),
  VITE_SITE_DESCRIPTION: text,
  /** Public origin of the site, without a trailing slash, e.g. `https://raqsmusic.com.br`. */
  VITE_SITE_URL: rule((value) => {
    const url = httpsUrl(value, { local: true });
    return url && !url.search && !url.hash ? url.href.replace(/\/+$/, "") : null;
  }, `o endereço do site começando com https://, sem nada depois de ? ou #, como ${ENV_EXAMPLES.VITE_SITE_URL}`),
  VITE_CONTACT_EMAIL: text.refine(
    isValidEmail,
    `um e-mail como ${ENV_EXAMPLES.VITE_CONTACT_EMAIL}`,
  ),
  VITE_CHECKOUT_URL_SINGLE: checkoutUrl,
  VITE_CHECKOUT_URL_PROFESSIONAL: checkoutUrl,
  // Retired: each version of the Terms and of the policy is dated by the day the site first
  // publishes it (content/terms-versions.ts). Refused, saying so.
  VITE_LEGAL_LAST_UPDATED: optional(z.string()),
  VITE_COMPANY_LEGAL_NAME: optional(text),
  VITE_COMPANY_CNPJ: optional(
    text.refine(
      isValidCnpj,
      `um CNPJ válido (os dígitos verificadores conferem), como ${ENV_EXAMPLES.VITE_COMPANY_CNPJ}`,
    ),
  ),
  VITE_COMPANY_ADDRESS: optional(text),
  VITE_PRICE_SINGLE: price,
  VITE_PRICE_PROFESSIONAL: price,
};

/**
 * Installments are paid by card and the Pix discount by Pix: neither may be promised where the
 * owner's list of ways to pay leaves its method out.
 */
function refuseTermsTheCheckoutLacks(
  sales: ReturnType<typeof salesConfig>,
  methods: readonly PaymentMethodId[] | null,
  refuse: Refuse,
) {
  if (methods === null) return;
  const takes = (kind: string) =>
    PAYMENT_METHODS.some((method) => method.kind === kind && methods.includes(method.id));
  if (sales.installments && !takes("card")) {
    refuse(
      "VITE_INSTALLMENTS_MAX",
      String(sales.installments.max),
      "vazio, ou um cartão em VITE_PAYMENT_METHODS (o parcelamento é no cartão)",
    );
  }
  if (sales.pixDiscountPercent !== null && !takes("pix")) {
    refuse(
      "VITE_PIX_DISCOUNT_PERCENT",
      String(sales.pixDiscountPercent),
      "vazio, ou pix em VITE_PAYMENT_METHODS (o desconto é no Pix)",
    );
  }
}

/**
 * Every variable's own rule, before the checks between variables: the site's fields first, since
 * a build names the first variable refused, in this order. `npm run setup` reads a saved choice
 * with its rule ("não", "Pequeno porte").
 */
export const siteEnvFields = {
  ...siteFields,
  ...claimsFields,
  ...salesFields,
  ...legalFields,
  ...licenceFields,
  ...orderFields,
  ...offerFields,
};

const siteSchema = z
  // One object: the checks between variables see every value.
  .object(siteEnvFields)
  .transform((raw, ctx) => {
    const refuse = refuser(ctx);
    if (raw.VITE_LEGAL_LAST_UPDATED !== null) {
      refuse(
        "VITE_LEGAL_LAST_UPDATED",
        raw.VITE_LEGAL_LAST_UPDATED,
        "vazio: a data de cada versão dos Termos e da Política de Privacidade agora é a do dia em que o site a publica pela primeira vez, e o próprio site a grava (apague esta linha do .env)",
      );
    }
    const [single, professional] = [raw.VITE_PRICE_SINGLE, raw.VITE_PRICE_PROFESSIONAL];
    if (professional.cents >= single.cents * PROFESSIONAL_PACK_SONGS) {
      refuse(
        "VITE_PRICE_PROFESSIONAL",
        professional.written,
        `menos que ${PROFESSIONAL_PACK_SONGS} × VITE_PRICE_SINGLE (${single.written}): senão o pacote não economiza nada`,
      );
    }
    // The demo: no brand of an owner's. Its page is the specification's, claims and all.
    const demo = raw.VITE_SITE_NAME === null;
    const sales = salesConfig(raw, refuse);
    const legal = legalConfig(raw, refuse, demo);
    refuseTermsTheCheckoutLacks(sales, legal.paymentMethods, refuse);
    return {
      /** The demo's own page (no VITE_SITE_NAME): a launch build never is (launch-gate.ts). */
      demo,
      siteName: raw.VITE_SITE_NAME ?? ENV_DEFAULTS.VITE_SITE_NAME,
      siteNameArticle: raw.VITE_SITE_NAME_ARTICLE,
      siteDescription: raw.VITE_SITE_DESCRIPTION,
      siteUrl: raw.VITE_SITE_URL,
      contactEmail: raw.VITE_CONTACT_EMAIL,
      checkoutUrls: {
        single: raw.VITE_CHECKOUT_URL_SINGLE,
        professional: raw.VITE_CHECKOUT_URL_PROFESSIONAL,
      },
      company: {
        legalName: raw.VITE_COMPANY_LEGAL_NAME,
        cnpj: raw.VITE_COMPANY_CNPJ,
        address: raw.VITE_COMPANY_ADDRESS,
      },
      /** Prices in centavos; every price text on the site and in the Terms derives from these. */
      prices: { singleCents: single.cents, professionalCents: professional.cents },
      /** What backs the specification's claims ("10x mais engajamento", "Mais Popular"). */
      claims: claimsConfig(raw, refuse, demo),
      /** WhatsApp, Instagram, installments, Pix discount, order code, lyrics' language. */
      sales,
      /** Payment platform, seller CPF, LGPD contact and processors (env-legal.ts). */
      legal,
      /** The public keys /licenca checks certificates with; null: no certificates (env-licence.ts). */
      licence: licenceConfig(raw),
      /** Orders on the site's own page (npm run pedido), and the guarantee's days (env-orders.ts). */
      orders: orderConfig(raw),
      /**
       * The delivery time, the styles and their beta, the rounds of changes and the seller's voice
       * (env-offer.ts): what the copy promises of the offer, the specification's when unset.
       */
      offer: offerConfig(raw),
    };
  });

export type SiteConfig = z.output<typeof siteSchema>;
export type BrandArticle = SiteConfig["siteNameArticle"];

/** The defaults filled in before parsing: all but the brand, whose absence makes the demo. */
const FILLED_DEFAULTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENV_DEFAULTS).filter(([name]) => name !== "VITE_SITE_NAME"),
);

/** Reads and validates the site configuration; throws `SiteEnvError` naming the bad variable. */
export const parseSiteEnv = (raw: RawEnv): SiteConfig =>
  parseEnv(siteSchema, withDefaults(raw, FILLED_DEFAULTS));
