/**
 * Writes the heading font subset's `unicode-range` into fonts.css (its
 * `__HEADING_FONT_UNICODE_RANGE__`) from the character list the subset is made of
 * (characters.mjs), so the two cannot disagree. A custom property cannot do this: an
 * @font-face descriptor takes no `var()`.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { HEADING_FONT_CHARACTERS, unicodeRange } from "./characters.mjs";

const STYLESHEET = fileURLToPath(new URL("../../src/styles/fonts.css", import.meta.url));
const PLACEHOLDER = "__HEADING_FONT_UNICODE_RANGE__";

export function headingFontRange(): Plugin {
  return {
    name: "heading-font-range",
    // Before Tailwind reads the stylesheet.
    enforce: "pre",
    transform(code, id) {
      if (id.split("?")[0] !== STYLESHEET) return null;
      if (!code.includes(PLACEHOLDER)) this.error(`${PLACEHOLDER} is missing from ${STYLESHEET}`);
      return code.replace(PLACEHOLDER, () => unicodeRange(HEADING_FONT_CHARACTERS));
    },
  };
}
