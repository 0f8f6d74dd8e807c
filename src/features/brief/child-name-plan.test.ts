// Issue 57, 4: where the AI plan may train on what it receives (VITE_AI_TRAINING=sim), the brief
// never lets a child's name through to it: answering that the name is a child's asks for another.
// Elsewhere, the parents' agreement is asked as before (brief-logic.test.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSiteEnv } from "../../config/env-schema";

/** The brief's validation and words, for the configuration `env`. */
async function briefFor(env: Record<string, string>) {
  vi.resetModules();
  vi.doMock("../../config/site", () => ({ siteConfig: parseSiteEnv(env) }));
  const { validateBrief } = await import("./validate-brief");
  const { EMPTY_BRIEF, EMPTY_SONG } = await import("./brief");
  const { briefContent } = await import("../../content/brief");
  const brief = {
    ...EMPTY_BRIEF,
    buyerName: "Maria Silva",
    email: "maria@example.com",
    plan: "single" as const,
    songs: [
      { ...EMPTY_SONG, sungName: "Aninha", style: "Pop" as const, childName: "sim" as const },
    ],
  };
  return { errors: validateBrief(brief), words: briefContent };
}

afterEach(() => {
  vi.doUnmock("../../config/site");
});

describe("a child's name in the brief", () => {
  it("is refused, with the reason, where the AI plan may train on it", async () => {
    const { errors, words } = await briefFor({ VITE_AI_TRAINING: "sim" });
    expect(errors).toEqual([
      { field: "songs.0.childName", message: words.errors.childNameNotSung },
    ]);
    expect(words.song.childName.hint).toContain("não fazemos músicas com o nome de uma criança");
  });

  it("asks for the parents' agreement where the plan does not train on it", async () => {
    const { errors, words } = await briefFor({ VITE_AI_TRAINING: "nao" });
    expect(errors.map((error) => error.field)).toEqual(["songs.0.guardian"]);
    expect(words.song.childName.hint).toContain("pedimos a concordância");
  });
});
