import { describe, expect, it } from "vitest";
import { brandWordsFor } from "./brand-words";

describe("brandWordsFor", () => {
  it("contracts a feminine brand's article with each preposition", () => {
    expect(brandWordsFor("Raqs Music", "a")).toEqual({
      name: "Raqs Music",
      the: "a Raqs Music",
      The: "A Raqs Music",
      of: "da Raqs Music",
      to: "à Raqs Music",
      by: "pela Raqs Music",
      in: "na Raqs Music",
    });
  });

  it("contracts a masculine brand's article with each preposition", () => {
    expect(brandWordsFor("Estúdio Layla", "o")).toEqual({
      name: "Estúdio Layla",
      the: "o Estúdio Layla",
      The: "O Estúdio Layla",
      of: "do Estúdio Layla",
      to: "ao Estúdio Layla",
      by: "pelo Estúdio Layla",
      in: "no Estúdio Layla",
    });
  });
});
