// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HEADING_FONT_SUBSET } from "../../integrations/heading-font/characters.mjs";
import { subsetHeadingFont } from "./subset-heading-font.mjs";

describe("npm run fonts", () => {
  it("makes the committed subset from the character list (run it after changing the list)", async () => {
    const expected = await subsetHeadingFont();
    expect(Buffer.compare(expected, readFileSync(HEADING_FONT_SUBSET))).toBe(0);
    expect(expected.length).toBeLessThanOrEqual(13 * 1024);
  });
});
