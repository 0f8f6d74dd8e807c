// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTION_FILES, readTestimonials } from "./collections";

/** A project root holding only the testimonials' file, with `entries` in it. */
function rootWith(entries: unknown): string {
  const root = mkdtempSync(join(tmpdir(), "collections-"));
  mkdirSync(join(root, "src/content"), { recursive: true });
  writeFileSync(join(root, COLLECTION_FILES.testimonials), JSON.stringify(entries));
  return root;
}

const ENTRY = {
  id: "ana",
  example: false,
  quote: "A música chegou no dia seguinte, linda.",
  name: "Ana Souza",
  role: "Bailarina · Recife (PE)",
  avatar: "luana",
  stars: 5,
};

describe("readTestimonials", () => {
  it("reads the committed file", () => {
    expect(readTestimonials().length).toBeGreaterThan(0);
  });

  it("names the file, the entry and the field of a bad value", () => {
    expect(readTestimonials(rootWith([ENTRY]))).toEqual([ENTRY]);
    expect(() => readTestimonials(rootWith([ENTRY, { ...ENTRY, stars: 4 }]))).toThrow(
      "src/content/testimonials.json: 1.stars: 5: the specification's rating",
    );
    expect(() => readTestimonials(rootWith([{ ...ENTRY, example: "sim" }]))).toThrow(
      "src/content/testimonials.json: 0.example",
    );
  });
});
