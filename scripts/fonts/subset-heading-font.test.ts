// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HEADING_FONT_CHARACTERS, HEADING_FONT_SUBSET, unicodeRange } from "./characters.mjs";
import { FONTS_CSS, stylesheetRange, subsetHeadingFont } from "./subset-heading-font.mjs";

describe("npm run fonts", () => {
  it("makes the committed subset from the character list (run it after changing the list)", async () => {
    const expected = await subsetHeadingFont();
    expect(Buffer.compare(expected, readFileSync(HEADING_FONT_SUBSET))).toBe(0);
    expect(expected.length).toBeLessThanOrEqual(13 * 1024);
  });

  it("names the list's characters in the stylesheet's unicode-range (run it after changing the list)", () => {
    expect(stylesheetRange(readFileSync(FONTS_CSS, "utf8"))).toBe(
      unicodeRange(HEADING_FONT_CHARACTERS),
    );
  });
});
