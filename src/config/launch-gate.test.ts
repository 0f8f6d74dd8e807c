import { describe, expect, it } from "vitest";
import { parseAnalyticsEnv } from "./env-analytics";
import { parseSiteEnv, type RawEnv } from "./env-schema";
import { launchProblems, launchReport, type LaunchInput } from "./launch-gate";
import { LAUNCH_VARIABLES } from "../test/launch-variables";

const OWNER: RawEnv = {
  VITE_SITE_NAME: "Dança & Melodia Produções",
  VITE_SITE_URL: "https://www.dancaemelodia.com.br",
  VITE_CONTACT_EMAIL: "ola@dancaemelodia.com.br",
  VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1",
  VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/B2",
  VITE_COMPANY_LEGAL_NAME: "Dança & Melodia Produções Artísticas Ltda.",
  VITE_COMPANY_CNPJ: "11.222.333/0001-81",
  VITE_COMPANY_ADDRESS: "Rua Augusta, 1000, São Paulo (SP)",
  VITE_SITE_NAME_ARTICLE: "a",
  VITE_LEGAL_LAST_UPDATED: "02/10/2026",
  VITE_ENGAGEMENT_CLAIM_METRIC: "curtidas e comentários por vídeo",
  VITE_ENGAGEMENT_CLAIM_COMPARED_WITH: "vídeos das mesmas clientes com outras músicas",
  VITE_ENGAGEMENT_CLAIM_PERIOD: "de janeiro a junho de 2026",
  VITE_ENGAGEMENT_CLAIM_SAMPLE: "40 clientes",
  VITE_POPULAR_PLAN_BASIS: "o pacote mais vendido de janeiro a junho de 2026",
  VITE_DPO_MODE: "pequeno-porte",
  VITE_AI_TRAINING: "nao",
  VITE_EMAIL_PROVIDER: "Brevo",
  VITE_EMAIL_PROVIDER_COUNTRY: "França",
  VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
  VITE_HOSTING_PROVIDER: "Netlify",
  VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
  VITE_HOSTING_LOG_RETENTION_DAYS: "180",
  VITE_AI_PROVIDER: "Suno",
  VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_AI_PROVIDER_TRANSFER_BASIS: "contrato",
  VITE_LICENCE_PUBLIC_KEY: "EwAHAv_BOlrP8B5GJv06XtK5JOuhFyLk3J5i5W-b5S8",
};

/** The problems of the owner's configuration with `changes` applied: one line each. */
const problemsWith = (changes: RawEnv) =>
  launchProblems(input({ ...OWNER, ...changes })).map((item) => `${item.problem} → ${item.fix}`);

function input(raw: RawEnv, content: Partial<LaunchInput> = {}): LaunchInput {
  return {
    raw,
    config: parseSiteEnv(raw),
    analytics: parseAnalyticsEnv(raw),
    testimonials: [{ name: "Ana", example: false }],
    tracks: [{ title: "Noite no Cairo", demo: false }],
    ...content,
  };
}

describe("launchProblems", () => {
  it("refuses a configured tag whose processor's country is not stated", () => {
    expect(
      problemsWith({
        VITE_META_PIXEL_ID: "123456789012345",
        VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF",
      }),
    ).toEqual([
      expect.stringMatching(/Google LLC.*VITE_GA4_COUNTRY/),
      expect.stringMatching(/Meta Platforms.*VITE_META_PIXEL_COUNTRY/),
    ]);
    expect(
      problemsWith({
        VITE_PLAUSIBLE_DOMAIN: "dancaemelodia.com.br",
        VITE_PLAUSIBLE_COUNTRY: "Alemanha",
        VITE_PLAUSIBLE_TRANSFER_BASIS: "clausulas-padrao",
      }),
    ).toEqual([]);
  });

  it("finds nothing in a complete owner configuration", () => {
    expect(launchProblems(input(OWNER))).toEqual([]);
  });

  it("lists every demo value of the defaults, each with the variable or file to change", () => {
    const problems = launchProblems(
      input(
        {},
        {
          testimonials: [{ name: "Luana", example: true }],
          tracks: [{ title: "Yasmin", demo: true }],
        },
      ),
    );
    const fixes = problems.map((item) => item.fix).join("\n");
    for (const where of [...LAUNCH_VARIABLES, "src/content/testimonials.json", "npm run samples"]) {
      expect(fixes, where).toContain(where);
    }
    expect(problems).toHaveLength(20);
  });

  it("refuses a claim source that lacks a part, naming each missing part", () => {
    expect(
      problemsWith({ VITE_ENGAGEMENT_CLAIM_PERIOD: "", VITE_ENGAGEMENT_CLAIM_SAMPLE: "" }),
    ).toEqual([
      'the "10x mais engajamento" claim has no complete source (the period, on whom (the sample)): an advertised result needs the data that backs it, shown beside it (CDC arts. 30, 36 and 37) → set VITE_ENGAGEMENT_CLAIM_PERIOD, VITE_ENGAGEMENT_CLAIM_SAMPLE, once you hold that data (see .env.example)',
    ]);
  });

  it('refuses "Mais Popular" without what it rests on', () => {
    expect(problemsWith({ VITE_POPULAR_PLAN_BASIS: "" })).toEqual([
      '"Mais Popular" says nothing of what it rests on (CDC art. 37) → set VITE_POPULAR_PLAN_BASIS to what makes the pack the most popular, such as "o pacote mais vendido de janeiro a junho de 2026"',
    ]);
  });

  it("refuses the demo's revision date of the legal pages", () => {
    expect(problemsWith({ VITE_LEGAL_LAST_UPDATED: "" })).toEqual([
      "the legal pages show the demo's revision date (13/04/2025) → set VITE_LEGAL_LAST_UPDATED to the date (dd/mm/aaaa) a lawyer last reviewed your Terms and Privacy Policy",
    ]);
  });

  it("refuses access logs kept less than the Marco Civil's 6 months, or for an unknown time", () => {
    expect(problemsWith({ VITE_HOSTING_LOG_RETENTION_DAYS: "30" })).toEqual([
      "access logs are kept 30 days, less than the 6 months (180 days) of the Marco Civil da Internet, art. 15 → keep them 180 days or more (your host's log retention, or an export of the logs), and set VITE_HOSTING_LOG_RETENTION_DAYS to that number",
    ]);
    expect(problemsWith({ VITE_HOSTING_LOG_RETENTION_DAYS: "" })[0]).toContain(
      "does not say how long the site's access logs are kept",
    );
  });

  it("refuses an e-mail, hosting or AI provider that is not named, or whose country is not said", () => {
    expect(
      problemsWith({
        VITE_EMAIL_PROVIDER: "",
        VITE_EMAIL_PROVIDER_COUNTRY: "",
        VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "",
      }),
    ).toEqual([
      "the privacy policy does not name your e-mail provider (LGPD arts. 9º and 33) → set VITE_EMAIL_PROVIDER, VITE_EMAIL_PROVIDER_COUNTRY and, when that country is not Brasil, VITE_EMAIL_PROVIDER_TRANSFER_BASIS",
    ]);
    expect(
      problemsWith({ VITE_AI_PROVIDER_COUNTRY: "", VITE_AI_PROVIDER_TRANSFER_BASIS: "" }),
    ).toEqual([
      "the privacy policy does not say where your AI provider, Suno, processes the data (LGPD art. 33) → set VITE_AI_PROVIDER_COUNTRY and, when that country is not Brasil, VITE_AI_PROVIDER_TRANSFER_BASIS",
    ]);
  });

  it("refuses a brand set without its article, showing what the pages would say", () => {
    expect(problemsWith({ VITE_SITE_NAME: "Estúdio Layla", VITE_SITE_NAME_ARTICLE: "" })).toEqual([
      'the brand\'s article is not set: the pages would say "à Estúdio Layla" → set VITE_SITE_NAME_ARTICLE to "a" ("à sua marca") or "o" ("ao Estúdio Layla")',
    ]);
  });

  it.each([
    ["VITE_CHECKOUT_URL_SINGLE", "https://checkout.raqsmusic.com.br/outro"],
    ["VITE_CONTACT_EMAIL", "vendas@raqsmusic.com.br"],
    ["VITE_SITE_URL", "https://www.raqsmusic.com.br"],
    ["VITE_SITE_URL", "http://localhost:4173"],
  ])("refuses %s=%s, an address of the demo or of this machine", (name, value) => {
    const problems = launchProblems(input({ ...OWNER, [name]: value }));
    expect(problems.map((item) => item.fix).join()).toContain(name);
  });

  it("refuses a checkout link that already carries the site's promo parameter, with the fix", () => {
    expect(
      problemsWith({
        VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1?off=x&promocode=VELHO",
      }),
    ).toEqual([
      'the checkout of "Música Única" already carries a coupon (promocode=VELHO): the site\'s own promo code would be added beside it, and "Remover cupom" could not remove it → remove promocode=… from VITE_CHECKOUT_URL_SINGLE; create the coupon on your payment platform and share your site\'s address with ?promocode=CODE (README, promo codes)',
    ]);
    expect(
      problemsWith({ VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/B2?PromoCode=X" }),
    ).toEqual([expect.stringContaining("VITE_CHECKOUT_URL_PROFESSIONAL")]);
    // Other parameters of the platform's own (an offer, a checkout mode) are the owner's to keep.
    expect(problemsWith({ VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1?off=x" })).toEqual(
      [],
    );
  });

  it("refuses any testimonial still marked as an example, naming it", () => {
    const [problem] = launchProblems(
      input(OWNER, {
        testimonials: [
          { name: "Ana", example: false },
          { name: "Luana Ferreira", example: true },
        ],
      }),
    );
    expect(problem?.problem).toContain("Luana Ferreira");
  });

  it("accepts a CPF in place of the CNPJ for a seller who is a person", () => {
    const person = { ...OWNER, VITE_COMPANY_CNPJ: "", VITE_COMPANY_CPF: "529.982.247-25" };
    expect(launchProblems(input(person))).toEqual([]);
  });
});

describe("launchReport", () => {
  it("numbers every problem with its fix and says where variables are set", () => {
    const report = launchReport(launchProblems(input({ ...OWNER, VITE_COMPANY_CNPJ: "" })));
    expect(report).toContain("1 demo or placeholder value(s) remain");
    expect(report).toContain("1. the seller's CNPJ (or, for a person, CPF) is empty");
    expect(report).toContain("→ set VITE_COMPANY_CNPJ");
    expect(report).toContain("a .env file is not deployed");
  });
});
