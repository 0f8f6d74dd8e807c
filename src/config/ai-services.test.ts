// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AI_SERVICES,
  aiPlan,
  aiService,
  commercialBasis,
  readDay,
  type SourcedFact,
} from "./ai-services";

/** The AI services' table of docs/publicar.md: its rows, by "service plan", as cells. */
const DOC_ROWS = new Map(
  readFileSync("docs/publicar.md", "utf8")
    .split("\n")
    .filter((line) => line.startsWith("| "))
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim()))
    .map((cells) => [cells[0] ?? "", cells.slice(1)] as const),
);

const facts = (): SourcedFact<unknown>[] =>
  AI_SERVICES.flatMap((service) => [
    service.trainsOnInputs,
    service.keeps,
    ...service.plans.map((plan) => plan.commercial),
  ]);

describe("AI_SERVICES", () => {
  it("says each fact with its page and the day it was read, or says a confirmar", () => {
    for (const fact of facts()) {
      expect(fact.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (fact.source !== null) expect(fact.source).toMatch(/^https:\/\//);
      // A fact with no page behind it is no fact.
      if (fact.source === null) expect(fact.value).toBeNull();
      expect(fact.note, fact.note).toMatch(/^[a-zà-ú].*[^.]$/);
    }
  });

  it("covers the services an owner is likely to use, with their free plans refused", () => {
    expect(AI_SERVICES.map((service) => service.name)).toEqual(["Suno", "Udio", "ElevenLabs"]);
    for (const service of AI_SERVICES) {
      const free = service.plans.find((plan) => /free|basic/i.test(plan.name));
      expect(free?.commercial.value, service.name).toBe(false);
    }
    expect(aiPlan(aiService("suno"), "pro")?.commercial.value).toBe(true);
    expect(aiPlan(aiService("Suno AI"), "Grátis")?.name).toBe("Basic");
  });

  it("is the table docs/publicar.md shows, row by row", () => {
    const yes = (value: boolean | null) =>
      value === true ? "sim" : value === false ? "não" : "a confirmar";
    for (const service of AI_SERVICES) {
      for (const plan of service.plans) {
        const name = `${service.name} ${plan.name}`;
        const [commercial, training, note, source] = DOC_ROWS.get(name) ?? [];
        expect(commercial, `docs/publicar.md, ${name}`).toBe(yes(plan.commercial.value));
        expect(training, `docs/publicar.md, ${name}`).toBe(yes(service.trainsOnInputs.value));
        expect(note, `docs/publicar.md, ${name}`).toBe(plan.commercial.note);
        expect(source, `docs/publicar.md, ${name}`).toBe(
          plan.commercial.source
            ? `${plan.commercial.source} (lida em ${readDay(plan.commercial)})`
            : "não encontrada",
        );
      }
    }
  });
});

describe("commercialBasis", () => {
  it("rests on the plan's facts, on the terms page she read where there are none, or on nothing", () => {
    expect(commercialBasis({ service: "Suno", plan: "Pro", termsUrl: null })).toMatchObject({
      allowed: true,
      basis: "facts",
    });
    // Her page cannot make a free plan commercial: the facts say otherwise.
    expect(
      commercialBasis({ service: "Suno", plan: "Basic", termsUrl: "https://suno.com/terms" }),
    ).toMatchObject({ allowed: false, basis: "facts" });
    expect(commercialBasis({ service: "Mureka", plan: "Pro", termsUrl: null })).toMatchObject({
      allowed: null,
      basis: null,
    });
    expect(
      commercialBasis({ service: "Mureka", plan: "Pro", termsUrl: "https://www.mureka.ai/terms" }),
    ).toMatchObject({ allowed: true, basis: "owner" });
  });
});
