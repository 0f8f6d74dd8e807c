/**
 * The site's build-time configuration, declared once as a schema (astro/zod, env-rules.ts): every
 * `VITE_*` variable with its rule and the message naming what it expects, and the object the
 * site reads, typed by what the schema gives. Used by integrations/site-config.ts (to stop a bad
 * build early) and by every test and script that needs the owner's values.
 * Why zod and not `astro:env`: docs/decisions/0013-astro-all-the-way.md.
 */
import { z } from "astro/zod";
import { realDate } from "../lib/br/date.ts";
import { isValidCnpj } from "../lib/br/documents.ts";
import { parseBrl } from "../lib/price/brl.ts";
import { isValidEmail, PROFESSIONAL_PACK_SONGS, SiteEnvError, type RawEnv } from "./env-common.ts";
import { legalConfig, legalFields } from "./env-legal.ts";
import { licenceConfig, licenceFields } from "./env-licence.ts";
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
  VITE_LEGAL_LAST_UPDATED: "13/04/2025",
  VITE_PRICE_SINGLE: "149",
  VITE_PRICE_PROFESSIONAL: "299",
  // The demo's key: its private half signs the tests' certificates (e2e/licence-fixture/).
  VITE_LICENCE_PUBLIC_KEY: "76rDJPkOEYVGHCeuvJVO-oxwSOrmWtw5cmMAbDEHAKk",
} as const;

/*
 * The advertising claims the specification puts on the page, and what backs them: "10x mais
 * engajamento" and the "Mais Popular" badge. A claim needs a source the seller holds (CDC
 * art. 36, sole paragraph) and must not read as a promised result (CDC arts. 30 and 37): the page
 * shows each claim beside its basis, and a launch build refuses one without it (launch-gate.ts).
 */

/**
 * What makes a source of "10x mais engajamento": what was measured ("curtidas e comentários por
 * vídeo"), against what, on whom and over which period. Each part is one phrase the owner
 * writes, with what it asks for; the page joins them.
 */
export const ENGAGEMENT_SOURCE_VARIABLES = {
  metric: ["VITE_ENGAGEMENT_CLAIM_METRIC", "what was measured"],
  comparedWith: ["VITE_ENGAGEMENT_CLAIM_COMPARED_WITH", "what it was compared with"],
  period: ["VITE_ENGAGEMENT_CLAIM_PERIOD", "the period"],
  sample: ["VITE_ENGAGEMENT_CLAIM_SAMPLE", "on whom (the sample)"],
} as const;

/** A phrase shown on the page: plain words, no markup or placeholders. */
const phrase = (what: string) =>
  optional(matching(/^[^<>{}\n]{3,160}$/, `${what}, in 3 to 160 characters, without < > { }`));

const source = ENGAGEMENT_SOURCE_VARIABLES;
export const claimsFields = {
  ...Object.fromEntries(Object.values(source).map(([name, what]) => [name, phrase(what)])),
  VITE_POPULAR_PLAN_BASIS: phrase(
    'what "Mais Popular" rests on, such as "o pacote mais vendido de janeiro a junho de 2026"',
  ),
  // Replaced by the four parts above: refused, with what replaces it.
  VITE_ENGAGEMENT_CLAIM_SOURCE: optional(z.string()),
};

/** The claims' settings from the schema's fields. */
export function claimsConfig(raw: Readonly<Record<string, unknown>>, refuse: Refuse) {
  const text = (name: string) => (raw[name] ?? null) as string | null;
  const parts = Object.values(source).map(([name]) => name);
  const old = text("VITE_ENGAGEMENT_CLAIM_SOURCE");
  if (old !== null) {
    refuse(
      "VITE_ENGAGEMENT_CLAIM_SOURCE",
      old,
      `it to be empty: a source is now said in four parts, ${parts.join(", ")} (see .env.example)`,
    );
  }
  const [metric, comparedWith, period, sample] = parts.map(text);
  return {
    /** Null until every part is set; a launch refuses that. */
    engagementSource:
      metric && comparedWith && period && sample ? { metric, comparedWith, period, sample } : null,
    /** What "Mais Popular" rests on ("o pacote mais vendido de janeiro a junho de 2026"). */
    popularPlanBasis: text("VITE_POPULAR_PLAN_BASIS"),
  };
}

type EngagementClaimSource = NonNullable<ReturnType<typeof claimsConfig>["engagementSource"]>;

/** "Fonte: curtidas e comentários por vídeo, comparados com …; 40 clientes, de janeiro a junho de 2026." */
export function engagementSourceText(claim: EngagementClaimSource): string {
  return `Fonte: ${claim.metric}, em comparação com ${claim.comparedWith}; ${claim.sample}, ${claim.period}.`;
}

const checkoutUrl = rule((value) => httpsUrl(value)?.href ?? null, "an absolute https:// URL");
const price = rule((written) => {
  const cents = parseBrl(written);
  return cents === null ? null : { written, cents };
}, "a price in reais such as 149 or 149,90");

// Those of ENV_DEFAULTS are never unset: parseSiteEnv gives them the demo's value.
const siteFields = {
  VITE_SITE_NAME: text,
  /** Drives "da/do", "à/ao", "pela/pelo" before the brand (content/brand-words.ts). */
  VITE_SITE_NAME_ARTICLE: oneOf(
    ["a", "o"] as const,
    '"a" (a marca: "da Raqs Music", "à Raqs Music") or "o" ("do Estúdio Layla", "ao Estúdio Layla")',
  ),
  VITE_SITE_DESCRIPTION: text,
  /** Public origin of the site, without a trailing slash, e.g. `https://raqsmusic.com.br`. */
  VITE_SITE_URL: rule((value) => {
    const url = httpsUrl(value, { local: true });
    return url && !url.search && !url.hash ? url.href.replace(/\/+$/, "") : null;
  }, "an absolute https:// URL without query or fragment (http:// only for localhost)"),
  VITE_CONTACT_EMAIL: text.refine(isValidEmail, "an e-mail address such as nome@dominio.com.br"),
  VITE_CHECKOUT_URL_SINGLE: checkoutUrl,
  VITE_CHECKOUT_URL_PROFESSIONAL: checkoutUrl,
  /** Date of the last revision of the legal pages, as shown to visitors (dd/mm/aaaa). */
  VITE_LEGAL_LAST_UPDATED: rule(realDate, "a real date written dd/mm/aaaa"),
  VITE_COMPANY_LEGAL_NAME: optional(text),
  VITE_COMPANY_CNPJ: optional(text.refine(isValidCnpj, "a valid CNPJ such as 12.345.678/0001-95")),
  VITE_COMPANY_ADDRESS: optional(text),
  VITE_PRICE_SINGLE: price,
  VITE_PRICE_PROFESSIONAL: price,
};

const siteSchema = z
  // The site's own fields first: a build names the first variable refused, in this order.
  .object({ ...siteFields, ...claimsFields, ...salesFields, ...legalFields, ...licenceFields })
  .transform((raw, ctx) => {
    const refuse = refuser(ctx);
    const [single, professional] = [raw.VITE_PRICE_SINGLE, raw.VITE_PRICE_PROFESSIONAL];
    if (professional.cents >= single.cents * PROFESSIONAL_PACK_SONGS) {
      refuse(
        "VITE_PRICE_PROFESSIONAL",
        professional.written,
        `less than ${PROFESSIONAL_PACK_SONGS} × VITE_PRICE_SINGLE (${single.written}), or the pack saves nothing`,
      );
    }
    return {
      siteName: raw.VITE_SITE_NAME,
      siteNameArticle: raw.VITE_SITE_NAME_ARTICLE,
      siteDescription: raw.VITE_SITE_DESCRIPTION,
      siteUrl: raw.VITE_SITE_URL,
      contactEmail: raw.VITE_CONTACT_EMAIL,
      checkoutUrls: {
        single: raw.VITE_CHECKOUT_URL_SINGLE,
        professional: raw.VITE_CHECKOUT_URL_PROFESSIONAL,
      },
      legalLastUpdated: raw.VITE_LEGAL_LAST_UPDATED,
      company: {
        legalName: raw.VITE_COMPANY_LEGAL_NAME,
        cnpj: raw.VITE_COMPANY_CNPJ,
        address: raw.VITE_COMPANY_ADDRESS,
      },
      /** Prices in centavos; every price text on the site and in the Terms derives from these. */
      prices: { singleCents: single.cents, professionalCents: professional.cents },
      /** What backs the specification's claims ("10x mais engajamento", "Mais Popular"). */
      claims: claimsConfig(raw, refuse),
      /** WhatsApp, Instagram, installments, Pix discount, order code, lyrics' language. */
      sales: salesConfig(raw, refuse),
      /** Payment platform, seller CPF, LGPD contact and processors (env-legal.ts). */
      legal: legalConfig(raw, refuse),
      /** The public keys /licenca checks certificates with; null: no certificates (env-licence.ts). */
      licence: licenceConfig(raw),
    };
  });

export type SiteConfig = z.output<typeof siteSchema>;
export type BrandArticle = SiteConfig["siteNameArticle"];

/** Reads and validates the site configuration; throws `SiteEnvError` naming the bad variable. */
export const parseSiteEnv = (raw: RawEnv): SiteConfig =>
  parseEnv(siteSchema, withDefaults(raw, ENV_DEFAULTS));
