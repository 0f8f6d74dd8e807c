// @vitest-environment node
import { openSync, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../src/config/site";
import { readSamples, readTestimonials } from "../../src/content/collections";
import {
  HEADING_FONT_CHARACTERS,
  HEADING_FONT_FAMILY,
  HEADING_FONT_SUBSET,
  unicodeRange,
} from "./characters.mjs";

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
  const font = openSync(HEADING_FONT_SUBSET) as Font;

  it("holds every character of the site's copy", () => {
    // `{siteName}`-style placeholders are filled in before the text is shown.
    const copy = [
      ...strings(Object.values(contentModules)),
      ...strings(siteConfig),
      ...strings(readSamples()),
      ...strings(readTestimonials()),
    ]
      .join("")
      .replace(/\{\w+\}/g, "");
    const shown = [...new Set(copy)].filter((character) => !/[\t\n\r]/.test(character));
    expect(shown.filter((character) => !HEADING_FONT_CHARACTERS.includes(character))).toEqual([]);
  });

  it("does not carry the Reserved Font Name, and keeps the copyright and the licence", () => {
    // fontkit reads the name table as records by key and language.
    const names = (
      font as unknown as { name: { records: Record<string, { en?: string } | undefined> } }
    ).name.records;
    for (const key of ["fontFamily", "uniqueSubfamily", "fullName", "postscriptName"]) {
      expect(names[key]?.en, key).not.toContain("Playfair");
    }
    expect(font.familyName).toBe(HEADING_FONT_FAMILY);
    expect(font.copyright).toContain("Copyright 2017 The Playfair Display Project Authors");
    expect(names.license?.en).toContain("SIL Open Font License, Version 1.1");
    expect(names.licenseURL?.en).toBe("http://scripts.sil.org/OFL");
  });

  it("describes its characters as a merged unicode-range", () => {
    expect(unicodeRange("cab d")).toBe("U+20, U+61-64");
    expect(unicodeRange("ãá")).toBe("U+E1, U+E3");
  });
});
