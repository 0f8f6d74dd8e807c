import { describe, expect, it } from "vitest";
import { parseSiteEnv, type RawEnv } from "./env-schema";
import { launchProblems, launchReport, type LaunchInput } from "./launch-gate";

const OWNER: RawEnv = {
  VITE_SITE_NAME: "Dança & Melodia Produções",
  VITE_SITE_URL: "https://www.dancaemelodia.com.br",
  VITE_CONTACT_EMAIL: "ola@dancaemelodia.com.br",
  VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1",
  VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/B2",
  VITE_COMPANY_LEGAL_NAME: "Dança & Melodia Produções Artísticas Ltda.",
  VITE_COMPANY_CNPJ: "11.222.333/0001-81",
  VITE_COMPANY_ADDRESS: "Rua Augusta, 1000, São Paulo (SP)",
  VITE_ENGAGEMENT_CLAIM_SOURCE: "média de curtidas de 40 clientes, jan.–jun. 2026",
  VITE_DPO_MODE: "pequeno-porte",
  VITE_AI_TRAINING: "nao",
};

function input(raw: RawEnv, content: Partial<LaunchInput> = {}): LaunchInput {
  return {
    raw,
    config: parseSiteEnv(raw),
    testimonials: [{ name: "Ana", example: false }],
    tracks: [{ title: "Noite no Cairo", demo: false }],
    ...content,
  };
}

describe("launchProblems", () => {
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
    for (const where of [
      "VITE_SITE_NAME",
      "VITE_SITE_URL",
      "VITE_CONTACT_EMAIL",
      "VITE_CHECKOUT_URL_SINGLE",
      "VITE_CHECKOUT_URL_PROFESSIONAL",
      "VITE_COMPANY_LEGAL_NAME",
      "VITE_COMPANY_CNPJ",
      "VITE_COMPANY_ADDRESS",
      "src/content/testimonials.ts",
      "npm run samples",
      "VITE_ENGAGEMENT_CLAIM_SOURCE",
      "VITE_DPO_MODE",
      "VITE_AI_TRAINING",
    ]) {
      expect(fixes, where).toContain(where);
    }
    expect(problems).toHaveLength(13);
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
