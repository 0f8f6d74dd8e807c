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
import { claimsConfig, claimsFields } from "./env-claims.ts";
import { isValidEmail, PROFESSIONAL_PACK_SONGS, SiteEnvError, type RawEnv } from "./env-common.ts";
import { legalConfig, legalFields } from "./env-legal.ts";
import {
  httpsUrl,
  matching,
  oneOf,
  optional,
  parseEnv,
  refuser,
  rule,
  text,
  withDefault,
} from "./env-rules.ts";
import { salesConfig, salesFields } from "./env-sales.ts";

export { isValidCnpj, isValidEmail, PROFESSIONAL_PACK_SONGS, SiteEnvError, type RawEnv };

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
} as const;

const defaulted = <T>(name: keyof typeof ENV_DEFAULTS, read: z.ZodType<T, string>) =>
  withDefault(read, ENV_DEFAULTS[name]);

/** A real date written dd/mm/aaaa. */
function realDate(value: string): string | null {
  const [day = 0, month = 0, year = 0] = (/^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) ?? [])
    .slice(1)
    .map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return day !== 0 && date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? value : null;
}

const checkoutUrl = rule((value) => httpsUrl(value)?.href ?? null, "an absolute https:// URL");
const price = rule((written) => {
  const cents = parseBrl(written);
  return cents === null ? null : { written, cents };
}, "a price in reais such as 149 or 149,90");

const siteFields = {
  VITE_SITE_NAME: defaulted("VITE_SITE_NAME", text),
  /** Drives "da/do", "à/ao", "pela/pelo" before the brand (content/brand-words.ts). */
  VITE_SITE_NAME_ARTICLE: defaulted(
    "VITE_SITE_NAME_ARTICLE",
    oneOf(
      ["a", "o"] as const,
      '"a" (a marca: "da Raqs Music", "à Raqs Music") or "o" ("do Estúdio Layla", "ao Estúdio Layla")',
    ),
  ),
  VITE_SITE_DESCRIPTION: defaulted("VITE_SITE_DESCRIPTION", text),
  /** Public origin of the site, without a trailing slash, e.g. `https://raqsmusic.com.br`. */
  VITE_SITE_URL: defaulted(
    "VITE_SITE_URL",
    rule((value) => {
      const url = httpsUrl(value, { local: true });
      return url && !url.search && !url.hash ? url.href.replace(/\/+$/, "") : null;
    }, "an absolute https:// URL without query or fragment (http:// only for localhost)"),
  ),
  VITE_CONTACT_EMAIL: defaulted(
    "VITE_CONTACT_EMAIL",
    matching(/./, "").refine(isValidEmail, "an e-mail address such as nome@dominio.com.br"),
  ),
  VITE_CHECKOUT_URL_SINGLE: defaulted("VITE_CHECKOUT_URL_SINGLE", checkoutUrl),
  VITE_CHECKOUT_URL_PROFESSIONAL: defaulted("VITE_CHECKOUT_URL_PROFESSIONAL", checkoutUrl),
  /** Date of the last revision of the legal pages, as shown to visitors (dd/mm/aaaa). */
  VITE_LEGAL_LAST_UPDATED: defaulted(
    "VITE_LEGAL_LAST_UPDATED",
    rule(realDate, "a real date written dd/mm/aaaa"),
  ),
  VITE_COMPANY_LEGAL_NAME: optional(text),
  VITE_COMPANY_CNPJ: optional(
    rule((value) => (isValidCnpj(value) ? value : null), "a valid CNPJ such as 12.345.678/0001-95"),
  ),
  VITE_COMPANY_ADDRESS: optional(text),
  VITE_PRICE_SINGLE: defaulted("VITE_PRICE_SINGLE", price),
  VITE_PRICE_PROFESSIONAL: defaulted("VITE_PRICE_PROFESSIONAL", price),
};

const siteSchema = z
  // The site's own fields first: a build names the first variable refused, in this order.
  .object({ ...siteFields, ...claimsFields, ...salesFields, ...legalFields })
  .extend({ VITE_COMPANY_CNPJ: siteFields.VITE_COMPANY_CNPJ })
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
    };
  });

export type SiteConfig = z.output<typeof siteSchema>;
export type BrandArticle = SiteConfig["siteNameArticle"];
export type CompanyDetails = SiteConfig["company"];

/** Reads and validates the site configuration; throws `SiteEnvError` naming the bad variable. */
export const parseSiteEnv = (raw: RawEnv): SiteConfig => parseEnv(siteSchema, raw);
