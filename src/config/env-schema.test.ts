import { describe, expect, it } from "vitest";
import {
  engagementSourceText,
  ENV_DEFAULTS,
  isValidEmail,
  parseSiteEnv,
  type RawEnv,
} from "./env-schema";

describe("parseSiteEnv", () => {
  it("uses the defaults when nothing is set", () => {
    const config = parseSiteEnv({});
    expect(config.siteName).toBe("Raqs Music");
    expect(config.checkoutUrls.single).toBe(ENV_DEFAULTS.VITE_CHECKOUT_URL_SINGLE);
    expect(config.company).toEqual({ legalName: null, cnpj: null, address: null });
    expect(config.prices).toEqual({ singleCents: 14900, professionalCents: 29900 });
    expect(config.siteNameArticle).toBe("a");
    expect(config.demo).toBe(true);
    // The demo's page is the specification's: both claims, bare.
    expect(config.claims).toEqual({
      engagement: { shown: true, source: null },
      popularPlan: { shown: true, basis: null },
    });
  });

  it("takes the brand's article, a or o, and nothing else", () => {
    expect(parseSiteEnv({ VITE_SITE_NAME_ARTICLE: "O" }).siteNameArticle).toBe("o");
    expect(() => parseSiteEnv({ VITE_SITE_NAME_ARTICLE: "os" })).toThrow(
      'VITE_SITE_NAME_ARTICLE="os" não serve',
    );
  });

  it("reads prices written the Brazilian way", () => {
    const config = parseSiteEnv({ VITE_PRICE_SINGLE: "189,90", VITE_PRICE_PROFESSIONAL: "R$ 459" });
    expect(config.prices).toEqual({ singleCents: 18990, professionalCents: 45900 });
  });

  it("stops when the pack would cost as much as its songs bought one by one", () => {
    expect(() =>
      parseSiteEnv({ VITE_PRICE_SINGLE: "100", VITE_PRICE_PROFESSIONAL: "300" }),
    ).toThrow('VITE_PRICE_PROFESSIONAL="300" não serve. Esperado: menos que 3 × VITE_PRICE_SINGLE');
  });

  it("reads every variable, trimming blanks and the site URL's trailing slash", () => {
    const config = parseSiteEnv({
      VITE_SITE_URL: "https://www.exemplo.com.br/",
      VITE_CONTACT_EMAIL: " ola@exemplo.com.br ",
      VITE_CHECKOUT_URL_SINGLE: "https://pay.exemplo.com/a?x=1",
      VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.exemplo.com/b",
      VITE_COMPANY_LEGAL_NAME: "Raqs Music Ltda.",
      VITE_COMPANY_CNPJ: "11.222.333/0001-81",
      VITE_COMPANY_ADDRESS: "Rua das Flores, 100, São Paulo (SP)",
      VITE_SITE_NAME: "  ",
    });
    expect(config.siteUrl).toBe("https://www.exemplo.com.br");
    expect(config.contactEmail).toBe("ola@exemplo.com.br");
    expect(config.checkoutUrls.single).toBe("https://pay.exemplo.com/a?x=1");
    expect(config.company.cnpj).toBe("11.222.333/0001-81");
    expect(config.siteName).toBe("Raqs Music");
  });

  it.each([
    ["VITE_CHECKOUT_URL_SINGLE", "http://pay.exemplo.com/a"],
    ["VITE_CHECKOUT_URL_PROFESSIONAL", "pay.exemplo.com/b"],
    ["VITE_CHECKOUT_URL_SINGLE", "javascript:alert(1)"],
    ["VITE_CONTACT_EMAIL", "contato@"],
    ["VITE_CONTACT_EMAIL", "contato arroba site"],
    ["VITE_SITE_URL", "ftp://exemplo.com"],
    // Retired: the site dates each version of the legal texts itself (terms-versions.ts).
    ["VITE_LEGAL_LAST_UPDATED", "02/10/2026"],
    ["VITE_COMPANY_CNPJ", "11.222.333/0001-82"],
    ["VITE_PRICE_SINGLE", "cento e quarenta"],
    ["VITE_PRICE_SINGLE", "0"],
    ["VITE_PRICE_PROFESSIONAL", "-299"],
  ])("stops on %s=%s, naming the variable and the value", (name, value) => {
    expect(() => parseSiteEnv({ [name]: value })).toThrow(
      `${name}=${JSON.stringify(value)} não serve`,
    );
  });

  it("allows an http site URL only for localhost", () => {
    expect(parseSiteEnv({ VITE_SITE_URL: "http://localhost:4173" }).siteUrl).toBe(
      "http://localhost:4173",
    );
    expect(() => parseSiteEnv({ VITE_SITE_URL: "http://exemplo.com" })).toThrow("VITE_SITE_URL");
  });
});

describe("isValidEmail", () => {
  it("accepts ordinary addresses and rejects broken ones", () => {
    expect(isValidEmail("contato@raqsmusic.com.br")).toBe(true);
    expect(isValidEmail("a.b+c@x.io")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
    expect(isValidEmail("a b@c.com")).toBe(false);
    expect(isValidEmail("<a@b.com>")).toBe(false);
  });
});

/** An owner's claims: a brand is set, so nothing is the demo's. */
const parseClaimsEnv = (raw: RawEnv) =>
  parseSiteEnv({ VITE_SITE_NAME: "Estúdio Layla", ...raw }).claims;

const SOURCE = {
  VITE_ENGAGEMENT_CLAIM_METRIC: "curtidas e comentários por vídeo",
  VITE_ENGAGEMENT_CLAIM_COMPARED_WITH: "vídeos das mesmas clientes com outras músicas",
  VITE_ENGAGEMENT_CLAIM_PERIOD: "de janeiro a junho de 2026",
  VITE_ENGAGEMENT_CLAIM_SAMPLE: "40 clientes",
};

describe("parseClaimsEnv", () => {
  it("leaves a claim out of an owner's page until its source is complete", () => {
    expect(parseClaimsEnv({})).toEqual({
      engagement: { shown: false, source: null },
      popularPlan: { shown: false, basis: null },
    });
    expect(parseClaimsEnv({ ...SOURCE, VITE_ENGAGEMENT_CLAIM_SAMPLE: "" }).engagement).toEqual({
      shown: false,
      source: null,
    });
    expect(parseClaimsEnv(SOURCE).engagement).toEqual({
      shown: true,
      source: {
        metric: SOURCE.VITE_ENGAGEMENT_CLAIM_METRIC,
        comparedWith: SOURCE.VITE_ENGAGEMENT_CLAIM_COMPARED_WITH,
        period: SOURCE.VITE_ENGAGEMENT_CLAIM_PERIOD,
        sample: SOURCE.VITE_ENGAGEMENT_CLAIM_SAMPLE,
      },
    });
    expect(
      parseClaimsEnv({ VITE_POPULAR_PLAN_BASIS: "o mais vendido em 2026" }).popularPlan,
    ).toEqual({ shown: true, basis: "o mais vendido em 2026" });
  });

  it("shows the claims bare only on the demo's page, where no brand is set", () => {
    expect(parseSiteEnv({}).claims.engagement.shown).toBe(true);
    expect(parseSiteEnv({ VITE_SITE_NAME: "Raqs Music" }).claims.engagement.shown).toBe(false);
    expect(parseSiteEnv({ VITE_SITE_NAME: "Raqs Music" }).demo).toBe(false);
  });

  it("says the source in one sentence, every part of it, and that it is no promise", () => {
    const text = engagementSourceText(parseClaimsEnv(SOURCE).engagement.source!);
    expect(text).toBe(
      "Fonte: curtidas e comentários por vídeo, em comparação com vídeos das mesmas clientes com outras músicas; 40 clientes, de janeiro a junho de 2026. É a média observada nessa amostra, não uma promessa de resultado.",
    );
  });

  it("refuses the old one-line source, naming the four variables that replace it", () => {
    expect(() => parseClaimsEnv({ VITE_ENGAGEMENT_CLAIM_SOURCE: "pesquisa interna" })).toThrow(
      /VITE_ENGAGEMENT_CLAIM_METRIC, VITE_ENGAGEMENT_CLAIM_COMPARED_WITH, VITE_ENGAGEMENT_CLAIM_PERIOD, VITE_ENGAGEMENT_CLAIM_SAMPLE/,
    );
  });

  it("refuses markup or placeholders in a phrase the page shows", () => {
    expect(() => parseClaimsEnv({ VITE_POPULAR_PLAN_BASIS: "<b>o mais vendido</b>" })).toThrow(
      'VITE_POPULAR_PLAN_BASIS="<b>o mais vendido</b>" não serve',
    );
    expect(parseClaimsEnv({ VITE_POPULAR_PLAN_BASIS: " o mais vendido em 2026 " })).toMatchObject({
      popularPlan: { basis: "o mais vendido em 2026" },
    });
  });
});
