/**
 * Build-time site configuration: the raw `VITE_*` variables are read once, checked and
 * turned into a typed object. Used by integrations/site-config.ts (to stop a bad build early)
 * and by `site.ts` (to give the app its values). Pure: no access to `import.meta.env` here.
 */

import { parseBrl } from "../lib/price/brl.ts";
import { parseClaimsEnv, type ClaimsConfig } from "./env-claims.ts";
import { isValidEmail, SiteEnvError, type RawEnv } from "./env-common.ts";
import { parseLegalEnv, type LegalConfig } from "./env-legal.ts";
import { parseSalesEnv, type SalesConfig } from "./env-sales.ts";

export { isValidEmail, SiteEnvError, type RawEnv };

export interface CompanyDetails {
  readonly legalName: string | null;
  readonly cnpj: string | null;
  readonly address: string | null;
}

/** The article the brand takes in a sentence: "a Raqs Music", "o Estúdio Layla". */
export type BrandArticle = "a" | "o";

export interface SiteConfig {
  readonly siteName: string;
  /** Drives "da/do", "à/ao", "pela/pelo" before the brand (content/brand-words.ts). */
  readonly siteNameArticle: BrandArticle;
  readonly siteDescription: string;
  /** Public origin of the site, without a trailing slash, e.g. `https://raqsmusic.com.br`. */
  readonly siteUrl: string;
  readonly contactEmail: string;
  readonly checkoutUrls: { readonly single: string; readonly professional: string };
  /** Date of the last revision of the legal pages, as shown to visitors (dd/mm/aaaa). */
  readonly legalLastUpdated: string;
  readonly company: CompanyDetails;
  /** Prices in centavos; every price text on the site and in the Terms derives from these. */
  readonly prices: { readonly singleCents: number; readonly professionalCents: number };
  /** What backs the specification's claims ("10x mais engajamento", "Mais Popular"). */
  readonly claims: ClaimsConfig;
  /** WhatsApp, Instagram, installments and Pix discount: optional, off when unset. */
  readonly sales: SalesConfig;
  /** Payment platform, seller CPF, LGPD contact and processors (env-legal.ts). */
  readonly legal: LegalConfig;
}

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

/** How many songs the professional pack holds (the specification's "3 songs"). */
export const PROFESSIONAL_PACK_SONGS = 3;

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function read(raw: RawEnv, name: keyof typeof ENV_DEFAULTS): string {
  const value = raw[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : ENV_DEFAULTS[name];
}

function readOptional(raw: RawEnv, name: string): string | null {
  const value = raw[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function checkoutUrl(raw: RawEnv, name: keyof typeof ENV_DEFAULTS): string {
  const value = read(raw, name);
  const url = parseUrl(value);
  if (!url || url.protocol !== "https:" || url.username || url.password) {
    throw new SiteEnvError(name, value, "an absolute https:// URL");
  }
  return url.href;
}

function siteUrl(raw: RawEnv): string {
  const value = read(raw, "VITE_SITE_URL");
  const url = parseUrl(value);
  const local = url?.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
  if (!url || (url.protocol !== "https:" && !local) || url.search || url.hash) {
    throw new SiteEnvError(
      "VITE_SITE_URL",
      value,
      "an absolute https:// URL without query or fragment (http:// only for localhost)",
    );
  }
  return url.href.replace(/\/+$/, "");
}

function email(raw: RawEnv): string {
  const value = read(raw, "VITE_CONTACT_EMAIL");
  if (!isValidEmail(value)) {
    throw new SiteEnvError(
      "VITE_CONTACT_EMAIL",
      value,
      "an e-mail address such as nome@dominio.com.br",
    );
  }
  return value;
}

function legalDate(raw: RawEnv): string {
  const value = read(raw, "VITE_LEGAL_LAST_UPDATED");
  const [day = 0, month = 0, year = 0] = (DATE_PATTERN.exec(value) ?? []).slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day === 0 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) {
    throw new SiteEnvError("VITE_LEGAL_LAST_UPDATED", value, "a real date written dd/mm/aaaa");
  }
  return value;
}

function brandArticle(raw: RawEnv): BrandArticle {
  const value = read(raw, "VITE_SITE_NAME_ARTICLE").toLowerCase();
  if (value !== "a" && value !== "o") {
    throw new SiteEnvError(
      "VITE_SITE_NAME_ARTICLE",
      value,
      '"a" (a marca: "da Raqs Music", "à Raqs Music") or "o" ("do Estúdio Layla", "ao Estúdio Layla")',
    );
  }
  return value;
}

/**
 * CNPJ check digits (Receita Federal, also valid for the alphanumeric CNPJ in use since
 * July 2026): each character counts as its char code minus 48.
 */
export function isValidCnpj(value: string): boolean {
  const compact = value.toUpperCase().replace(/[./-]/g, "");
  if (!/^[0-9A-Z]{12}\d{2}$/.test(compact) || /^(\d)\1{13}$/.test(compact)) return false;
  const values = [...compact].map((char) => char.charCodeAt(0) - 48);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) {
      const weight = ((length - 1 - i) % 8) + 2;
      sum += (values[i] ?? 0) * weight;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

function company(raw: RawEnv): CompanyDetails {
  const cnpj = readOptional(raw, "VITE_COMPANY_CNPJ");
  if (cnpj !== null && !isValidCnpj(cnpj)) {
    throw new SiteEnvError("VITE_COMPANY_CNPJ", cnpj, "a valid CNPJ such as 12.345.678/0001-95");
  }
  return {
    legalName: readOptional(raw, "VITE_COMPANY_LEGAL_NAME"),
    cnpj,
    address: readOptional(raw, "VITE_COMPANY_ADDRESS"),
  };
}

function prices(raw: RawEnv): SiteConfig["prices"] {
  const amount = (name: "VITE_PRICE_SINGLE" | "VITE_PRICE_PROFESSIONAL") => {
    const value = read(raw, name);
    const cents = parseBrl(value);
    if (cents === null) {
      throw new SiteEnvError(name, value, "a price in reais such as 149 or 149,90");
    }
    return { value, cents };
  };
  const single = amount("VITE_PRICE_SINGLE");
  const professional = amount("VITE_PRICE_PROFESSIONAL");
  if (professional.cents >= single.cents * PROFESSIONAL_PACK_SONGS) {
    throw new SiteEnvError(
      "VITE_PRICE_PROFESSIONAL",
      professional.value,
      `less than ${PROFESSIONAL_PACK_SONGS} × VITE_PRICE_SINGLE (${single.value}), or the pack saves nothing`,
    );
  }
  return { singleCents: single.cents, professionalCents: professional.cents };
}

/** Reads and validates the site configuration; throws `SiteEnvError` naming the bad variable. */
export function parseSiteEnv(raw: RawEnv): SiteConfig {
  return {
    siteName: read(raw, "VITE_SITE_NAME"),
    siteNameArticle: brandArticle(raw),
    siteDescription: read(raw, "VITE_SITE_DESCRIPTION"),
    siteUrl: siteUrl(raw),
    contactEmail: email(raw),
    checkoutUrls: {
      single: checkoutUrl(raw, "VITE_CHECKOUT_URL_SINGLE"),
      professional: checkoutUrl(raw, "VITE_CHECKOUT_URL_PROFESSIONAL"),
    },
    legalLastUpdated: legalDate(raw),
    company: company(raw),
    prices: prices(raw),
    claims: parseClaimsEnv(raw),
    sales: parseSalesEnv(raw),
    legal: parseLegalEnv(raw),
  };
}
