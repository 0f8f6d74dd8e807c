/**
 * Writes the heading font subset's `unicode-range` into the stylesheet (fonts.css's
 * `__HEADING_FONT_UNICODE_RANGE__`) from the character list the subset is made of
 * (characters.mjs), so the two cannot disagree. A custom property cannot do this: an
 * @font-face descriptor takes no `var()`.
 *
 * Tailwind reads fonts.css itself, through global.css's `@import`, so the placeholder reaches
 * Vite inside the stylesheet that imports it, never as a module of its own: every stylesheet
 * that holds it is rewritten, after Tailwind and before Vite turns CSS into a module. The browser
 * tests check the pages' range (e2e/budgets.spec.ts).
 */
import type { Plugin } from "vite";
import { HEADING_FONT_CHARACTERS, unicodeRange } from "./characters.mjs";

export const UNICODE_RANGE_PLACEHOLDER = "__HEADING_FONT_UNICODE_RANGE__";

export function headingFontRange(): Plugin {
  return {
    name: "heading-font-range",
    transform(code, id) {
      if (!(id.split("?")[0] ?? "").endsWith(".css") || !code.includes(UNICODE_RANGE_PLACEHOLDER)) {
        return null;
      }
      return code.replaceAll(UNICODE_RANGE_PLACEHOLDER, () =>
        unicodeRange(HEADING_FONT_CHARACTERS),
      );
    },
  };
}
