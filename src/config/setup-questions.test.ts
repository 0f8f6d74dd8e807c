// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  choicesOf,
  SETUP_QUESTIONS,
  SETUP_SECTIONS,
  isClaim,
  setupItemsNamed,
  type SetupAnswers,
} from "./setup-questions";

/**
 * The variables .env.example documents (the site's, and her product table's for the sales
 * webhook), but the one replaced by the claim's four parts.
 */
const DOCUMENTED = [
  ...readFileSync(".env.example", "utf8").matchAll(/^((?:VITE|VENDAS)_[A-Z0-9_]+)=/gm),
]
  .map((match) => match[1] ?? "")
  .filter((name) => name !== "VITE_ENGAGEMENT_CLAIM_SOURCE");

const question = (variable: string) => {
  const found = SETUP_QUESTIONS.find((item) => item.variable === variable);
  if (!found) throw new Error(`no question for ${variable}`);
  return found;
};
const asked = (variable: string, answers: SetupAnswers) =>
  question(variable).when?.(answers) ?? true;

describe("SETUP_QUESTIONS", () => {
  it("asks every variable of .env.example once, and nothing else", () => {
    const variables = SETUP_QUESTIONS.map((item) => item.variable);
    expect(new Set(variables).size).toBe(variables.length);
    expect([...variables].sort()).toEqual([...DOCUMENTED].sort());
  });

  it("says, for each, the question, what it is and where to find it, in one sentence each", () => {
    for (const item of SETUP_QUESTIONS) {
      expect(item.question, item.variable).toMatch(/^[A-ZÀ-Ú“].*[?.]$/);
      expect(item.help, item.variable).toMatch(/^[A-ZÀ-Ú“].*[.)]$/);
      expect(item.where.length, item.variable).toBeGreaterThan(10);
    }
  });

  it("lets her decline each claim, and only claims hold the claims' variables", () => {
    const claims = SETUP_SECTIONS.flatMap((section) => section.items.filter(isClaim));
    expect(claims.map((claim) => claim.questions.map((item) => item.variable))).toEqual([
      [
        "VITE_ENGAGEMENT_CLAIM_METRIC",
        "VITE_ENGAGEMENT_CLAIM_COMPARED_WITH",
        "VITE_ENGAGEMENT_CLAIM_SAMPLE",
        "VITE_ENGAGEMENT_CLAIM_PERIOD",
      ],
      ["VITE_POPULAR_PLAN_BASIS"],
    ]);
  });

  it("asks what follows from an answer only when it applies", () => {
    expect(asked("VITE_COMPANY_CPF", { VITE_COMPANY_CNPJ: "11.222.333/0001-81" })).toBe(false);
    expect(asked("VITE_COMPANY_CPF", { VITE_COMPANY_CNPJ: "" })).toBe(true);
    expect(asked("VITE_DPO_NAME", { VITE_DPO_MODE: "pequeno-porte" })).toBe(false);
    expect(asked("VITE_DPO_EMAIL", { VITE_DPO_MODE: "encarregado" })).toBe(true);
    expect(asked("VITE_EMAIL_PROVIDER_COUNTRY", {})).toBe(false);
    const google = { VITE_EMAIL_PROVIDER: "Google" };
    expect(asked("VITE_EMAIL_PROVIDER_COUNTRY", google)).toBe(true);
    for (const country of ["Brasil", " brazil ", "BR"]) {
      expect(
        asked("VITE_EMAIL_PROVIDER_TRANSFER_BASIS", {
          ...google,
          VITE_EMAIL_PROVIDER_COUNTRY: country,
        }),
      ).toBe(false);
    }
    expect(
      asked("VITE_EMAIL_PROVIDER_TRANSFER_BASIS", {
        ...google,
        VITE_EMAIL_PROVIDER_COUNTRY: "Estados Unidos",
      }),
    ).toBe(true);
    expect(asked("VITE_GA4_COUNTRY", { VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF" })).toBe(true);
    expect(asked("VITE_WHATSAPP_MESSAGE", {})).toBe(false);
    expect(asked("VITE_INSTALLMENTS_INTEREST_FREE", { VITE_INSTALLMENTS_MAX: "12" })).toBe(true);
  });
});

describe("the answers a provider's own page gives (provider-facts.ts)", () => {
  const suggested = (variable: string, answers: SetupAnswers) =>
    question(variable).suggest?.(answers);

  it("offers the country, saying the page and the day it was read", () => {
    expect(
      suggested("VITE_PAYMENT_PLATFORM_COUNTRY", { VITE_PAYMENT_PLATFORM: "Hotmart" }),
    ).toEqual({
      value: "Brasil",
      said: expect.stringContaining(
        "O que encontramos sobre Hotmart: Brasil (fonte: https://hotmart.com/en/legal/glossary, lida em 27/11/2026)",
      ),
    });
    expect(
      suggested("VITE_HOSTING_PROVIDER_COUNTRY", { VITE_HOSTING_PROVIDER: "Cloudflare" })?.value,
    ).toBe("Estados Unidos");
  });

  it("offers a basis only for the country the page names, or the ANPD's adequacy", () => {
    const workspace = { VITE_EMAIL_PROVIDER: "Google Workspace" };
    expect(
      suggested("VITE_EMAIL_PROVIDER_TRANSFER_BASIS", {
        ...workspace,
        VITE_EMAIL_PROVIDER_COUNTRY: "Estados Unidos",
      })?.value,
    ).toBe("clausulas-padrao");
    // Any provider in the European Union: the ANPD's recognition (Res. CD/ANPD nº 32/2026).
    const brevo = suggested("VITE_EMAIL_PROVIDER_TRANSFER_BASIS", {
      VITE_EMAIL_PROVIDER: "Brevo",
      VITE_EMAIL_PROVIDER_COUNTRY: "França",
    });
    expect(brevo?.value).toBe("adequacao");
    expect(brevo?.said).toContain("Resolução CD/ANPD nº 32/2026");
    expect(
      suggested("VITE_EMAIL_PROVIDER_TRANSFER_BASIS", {
        VITE_EMAIL_PROVIDER: "Outro",
        VITE_EMAIL_PROVIDER_COUNTRY: "Estados Unidos",
      }),
    ).toBeUndefined();
  });

  it("says a confirmar where the page does not say it, and offers the basis the processing allows", () => {
    const cloudflare = suggested("VITE_HOSTING_PROVIDER_TRANSFER_BASIS", {
      VITE_HOSTING_PROVIDER: "Cloudflare",
      VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
    });
    expect(cloudflare?.value).toBe("contrato");
    expect(cloudflare?.said).toContain("a base está a confirmar");
    expect(cloudflare?.said).toContain(
      "A base que cabe é então “Necessário para cumprir o contrato com a compradora”",
    );
    const ga4 = suggested("VITE_GA4_TRANSFER_BASIS", {
      VITE_GA4_MEASUREMENT_ID: "G-OWNER12345",
      VITE_GA4_COUNTRY: "Estados Unidos",
    });
    expect(ga4?.value).toBe("consentimento");
    expect(ga4?.said).toContain("o aviso diz, antes de ela aceitar, para que país os dados vão");
    const zoho = suggested("VITE_EMAIL_PROVIDER_COUNTRY", { VITE_EMAIL_PROVIDER: "Zoho Mail" });
    expect(zoho?.value).toBe("");
    expect(zoho?.said).toContain("o país está a confirmar");
  });

  it("offers only the transfer bases the rule of art. 33 lets the provider and the processing rest on", () => {
    const offered = (variable: string, answers: SetupAnswers) =>
      choicesOf(question(variable), answers)?.map((choice) => choice.value);
    expect(
      offered("VITE_HOSTING_PROVIDER_TRANSFER_BASIS", {
        VITE_HOSTING_PROVIDER: "Cloudflare",
        VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
      }),
    ).toEqual(["contrato"]);
    expect(
      offered("VITE_META_PIXEL_TRANSFER_BASIS", {
        VITE_META_PIXEL_ID: "123456789012345",
        VITE_META_PIXEL_COUNTRY: "Estados Unidos",
      }),
    ).toEqual(["consentimento"]);
    // A provider the facts do not know: its own bases at her word, never consent for e-mail.
    expect(
      offered("VITE_EMAIL_PROVIDER_TRANSFER_BASIS", {
        VITE_EMAIL_PROVIDER: "Brevo",
        VITE_EMAIL_PROVIDER_COUNTRY: "França",
      }),
    ).toEqual([
      "clausulas-padrao",
      "adequacao",
      "contrato",
      "clausulas-especificas",
      "normas-corporativas",
    ]);
  });

  it("asks whether Meta receives the buyer's contact data only with the Pixel on the checkout", () => {
    expect(asked("VITE_CHECKOUT_META_PIXEL_CONTACT", { VITE_CHECKOUT_META_PIXEL: "nao" })).toBe(
      false,
    );
    expect(asked("VITE_CHECKOUT_META_PIXEL_CONTACT", { VITE_CHECKOUT_META_PIXEL: "sim" })).toBe(
      true,
    );
  });

  it("offers the Plausible's facts for its own service only, not for her server", () => {
    const domain = { VITE_PLAUSIBLE_DOMAIN: "estudiolayla.com.br" };
    expect(suggested("VITE_PLAUSIBLE_COUNTRY", domain)?.value).toBe("Alemanha");
    expect(
      suggested("VITE_PLAUSIBLE_COUNTRY", {
        ...domain,
        VITE_PLAUSIBLE_SCRIPT_URL: "https://estatisticas.estudiolayla.com.br/js/script.js",
      }),
    ).toBeUndefined();
  });

  it("asks WhatsApp's country and basis like any provider's, once a number is set", () => {
    expect(asked("VITE_WHATSAPP_COUNTRY", {})).toBe(false);
    const number = { VITE_WHATSAPP_NUMBER: "+5531987654321" };
    expect(asked("VITE_WHATSAPP_COUNTRY", number)).toBe(true);
    expect(suggested("VITE_WHATSAPP_COUNTRY", number)?.value).toBe("Estados Unidos");
    expect(
      asked("VITE_WHATSAPP_TRANSFER_BASIS", { ...number, VITE_WHATSAPP_COUNTRY: "Estados Unidos" }),
    ).toBe(true);
  });
});

describe("what the questions tell her", () => {
  it("explains each DPO choice in one sentence: an MEI is an agente de pequeno porte", () => {
    const choices = question("VITE_DPO_MODE").choices ?? [];
    for (const choice of choices) expect(choice.means, choice.value).toMatch(/^[a-zà-ú].*\.$/);
    const small = choices.find((choice) => choice.value === "pequeno-porte")?.means;
    expect(small).toContain("um MEI");
    expect(small).toContain("Resolução CD/ANPD nº 2/2022");
  });

  it("says where her description appears, and that her address is printed on every page", () => {
    expect(question("VITE_SITE_DESCRIPTION").help).toContain("rodapé de cada página");
    expect(question("VITE_SITE_DESCRIPTION").help).toContain("compartilha o link do site");
    const address = question("VITE_COMPANY_ADDRESS").help;
    expect(address).toContain("todas as páginas");
    expect(address).toContain("Decreto 7.962/2013 (art. 2º, II)");
    expect(address).toContain("ou só com o CPF pode mostrar um endereço comercial ou fiscal");
  });

  it("makes the licence key itself rather than send her to another command", () => {
    const licence = question("VITE_LICENCE_PUBLIC_KEY");
    expect(licence.makes).toBe("licence-key");
    expect(`${licence.help} ${licence.where}`).not.toMatch(/npm run licence|outro terminal/);
  });
});

describe("setupItemsNamed", () => {
  const variables = (names: string[]) =>
    [...setupItemsNamed(names).items].flatMap((item) =>
      isClaim(item) ? item.questions.map((claimed) => claimed.variable) : [item.variable],
    );

  it("asks, for vendas, the platform and each package's products, only where a webhook reports sales", () => {
    expect(variables(["vendas"])).toEqual([
      "VITE_PAYMENT_PLATFORM",
      "VENDAS_PRODUTO_UNICA",
      "VENDAS_PRODUTO_PROFISSIONAL",
    ]);
    expect(asked("VENDAS_PRODUTO_UNICA", { VITE_PAYMENT_PLATFORM: "Hotmart" })).toBe(true);
    expect(asked("VENDAS_PRODUTO_PROFISSIONAL", { VITE_PAYMENT_PLATFORM: "Kiwify" })).toBe(true);
    expect(asked("VENDAS_PRODUTO_UNICA", { VITE_PAYMENT_PLATFORM: "Eduzz" })).toBe(false);
    const ownLink = { VITE_PAYMENT_PLATFORM: "Hotmart", VITE_ORDER_PAGE: "nao" };
    expect(asked("VENDAS_PRODUTO_UNICA", ownLink)).toBe(false);
  });

  it("reads a part by its name, whatever its accents or case, and a variable by its own", () => {
    expect(variables(["Preços"])).toEqual([
      "VITE_PRICE_SINGLE",
      "VITE_PRICE_PROFESSIONAL",
      "VITE_POPULAR_PLAN_BASIS",
      "VITE_LYRICS_LANGUAGE",
    ]);
    expect(variables(["vite_contact_email", "licença"])).toEqual([
      "VITE_CONTACT_EMAIL",
      "VITE_LICENCE_PUBLIC_KEY",
    ]);
    expect(setupItemsNamed(["preco", "VITE_NADA"]).unknown).toEqual(["preco", "VITE_NADA"]);
  });

  it("names each part with one plain word", () => {
    for (const section of SETUP_SECTIONS) expect(section.part).toMatch(/^[a-z]+$/);
  });
});
