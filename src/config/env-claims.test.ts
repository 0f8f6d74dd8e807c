import { describe, expect, it } from "vitest";
import { engagementSourceText, parseClaimsEnv } from "./env-claims";

const SOURCE = {
  VITE_ENGAGEMENT_CLAIM_METRIC: "curtidas e comentários por vídeo",
  VITE_ENGAGEMENT_CLAIM_COMPARED_WITH: "vídeos das mesmas clientes com outras músicas",
  VITE_ENGAGEMENT_CLAIM_PERIOD: "de janeiro a junho de 2026",
  VITE_ENGAGEMENT_CLAIM_SAMPLE: "40 clientes",
};

describe("parseClaimsEnv", () => {
  it("has no source until every part of it is set", () => {
    expect(parseClaimsEnv({}).engagementSource).toBeNull();
    expect(
      parseClaimsEnv({ ...SOURCE, VITE_ENGAGEMENT_CLAIM_SAMPLE: "" }).engagementSource,
    ).toBeNull();
    expect(parseClaimsEnv(SOURCE).engagementSource).toEqual({
      metric: SOURCE.VITE_ENGAGEMENT_CLAIM_METRIC,
      comparedWith: SOURCE.VITE_ENGAGEMENT_CLAIM_COMPARED_WITH,
      period: SOURCE.VITE_ENGAGEMENT_CLAIM_PERIOD,
      sample: SOURCE.VITE_ENGAGEMENT_CLAIM_SAMPLE,
    });
  });

  it("says the source in one sentence, every part of it", () => {
    const text = engagementSourceText(parseClaimsEnv(SOURCE).engagementSource!);
    expect(text).toBe(
      "Fonte: curtidas e comentários por vídeo, em comparação com vídeos das mesmas clientes com outras músicas; 40 clientes, de janeiro a junho de 2026.",
    );
  });

  it("refuses the old one-line source, naming the four variables that replace it", () => {
    expect(() => parseClaimsEnv({ VITE_ENGAGEMENT_CLAIM_SOURCE: "pesquisa interna" })).toThrow(
      /VITE_ENGAGEMENT_CLAIM_METRIC, VITE_ENGAGEMENT_CLAIM_COMPARED_WITH, VITE_ENGAGEMENT_CLAIM_PERIOD, VITE_ENGAGEMENT_CLAIM_SAMPLE/,
    );
  });

  it("refuses markup or placeholders in a phrase the page shows", () => {
    expect(() => parseClaimsEnv({ VITE_POPULAR_PLAN_BASIS: "<b>o mais vendido</b>" })).toThrow(
      "Invalid VITE_POPULAR_PLAN_BASIS",
    );
    expect(parseClaimsEnv({ VITE_POPULAR_PLAN_BASIS: " o mais vendido em 2026 " })).toMatchObject({
      popularPlanBasis: "o mais vendido em 2026",
    });
  });
});
