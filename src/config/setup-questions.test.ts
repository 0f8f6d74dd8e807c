// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SETUP_QUESTIONS, SETUP_SECTIONS, isClaim, type SetupAnswers } from "./setup-questions";

/** The variables .env.example documents, but the one replaced by the claim's four parts. */
const DOCUMENTED = [...readFileSync(".env.example", "utf8").matchAll(/^(VITE_[A-Z0-9_]+)=/gm)]
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
