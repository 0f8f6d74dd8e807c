// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../src/config/site";
import fontverter from "fontverter";
import {
  HEADING_FONT_CHARACTERS,
  HEADING_FONT_FAMILY,
  HEADING_FONT_SUBSET,
  unicodeRange,
} from "./heading-font.mjs";
import { fontNames } from "./rename-font.mjs";
import { subsetHeadingFont } from "./subset-heading-font.mjs";

const contentModules = import.meta.glob<Record<string, unknown>>(
  ["../../src/content/*.ts", "!../../src/content/*.test.ts"],
  { eager: true },
);

/** Every string reachable from a value: the copy of the content modules. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the heading font subset", () => {
  it("holds every character of the site's copy", () => {
    // `{siteName}`-style placeholders are filled in before the text is shown.
    const copy = [...strings(Object.values(contentModules)), ...strings(siteConfig)]
      .join("")
      .replace(/\{\w+\}/g, "");
    const shown = [...new Set(copy)].filter((character) => !/[\t\n\r]/.test(character));
    expect(shown.filter((character) => !HEADING_FONT_CHARACTERS.includes(character))).toEqual([]);
  });

  it("is the committed file (run `npm run fonts` after changing the list)", async () => {
    const expected = await subsetHeadingFont();
    expect(Buffer.compare(expected, readFileSync(HEADING_FONT_SUBSET))).toBe(0);
    expect(expected.length).toBeLessThanOrEqual(13 * 1024);
  });

  it("does not carry the Reserved Font Name, and keeps the copyright and the licence", async () => {
    const font = await fontverter.convert(readFileSync(HEADING_FONT_SUBSET), "sfnt", "woff2");
    const names = fontNames(font);
    for (const id of [1, 3, 4, 6]) expect(names.get(id)).not.toContain("Playfair");
    expect(names.get(1)).toBe(HEADING_FONT_FAMILY);
    expect(names.get(0)).toContain("Copyright 2017 The Playfair Display Project Authors");
    expect(names.get(13)).toContain("SIL Open Font License, Version 1.1");
    expect(names.get(14)).toBe("http://scripts.sil.org/OFL");
  });

  it("describes its characters as a merged unicode-range", () => {
    expect(unicodeRange("cab d")).toBe("U+20, U+61-64");
    expect(unicodeRange("ãá")).toBe("U+E1, U+E3");
  });
});
