// @ts-check
// The heading font, cut down to the characters Brazilian-Portuguese copy uses.
//
// Playfair Display 700 is the only web font the site loads. @fontsource's "latin" file carries
// ~250 characters and every OpenType feature of the family (23 KB); the subset keeps the
// letters, digits and punctuation of Portuguese text and only the features browsers apply by
// default, which brings it to about half that. Characters outside the subset still render in
// Playfair Display: the stylesheet declares the full latin file behind it, and browsers fetch
// that file only for a page that needs it.
//
// Cut down, the font is a Modified Version under the SIL Open Font License, which may not carry
// the Reserved Font Name: it is renamed "Site Display" (inside the file and in the stylesheet),
// with the original copyright and the licence kept in its name table.
//
// Used by the font subsetter (subset-heading-font.mjs: writes the file and the stylesheet's
// unicode-range; its test keeps both in step) and characters.test.ts (keeps the list and the
// site's copy in step).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const PORTUGUESE = "ÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç";
const PUNCTUATION = " \u00a0.,:;!?'\"()-/%$@&+#_=*–—‘’“”…·§ºª©";

/** The family name of the subset and of the stylesheet's faces (see the licence note above). */
export const HEADING_FONT_FAMILY = "Site Display";

/** The name records the subset gets (nameID → text); the others are the original's. */
export const HEADING_FONT_NAMES = {
  1: HEADING_FONT_FAMILY,
  3: "RaqsDisplay-Bold;subset",
  4: `${HEADING_FONT_FAMILY} Bold`,
  6: "RaqsDisplay-Bold",
  13: "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
};

/** Every character the subset holds. */
export const HEADING_FONT_CHARACTERS = LETTERS + DIGITS + PORTUGUESE + PUNCTUATION;

/** The OpenType features a browser applies to plain text; the rest (small caps, swashes…) go. */
export const HEADING_FONT_FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
];

export const HEADING_FONT_SOURCE = createRequire(import.meta.url).resolve(
  "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2",
);

export const HEADING_FONT_SUBSET = join(here, "../../src/assets/fonts/site-display-700.woff2");

/**
 * A CSS unicode-range covering exactly these characters, with runs merged: "U+20-22, U+24-29, …".
 * @param {string} characters
 * @returns {string}
 */
export function unicodeRange(characters) {
  const codes = [
    ...new Set([...characters].map((character) => character.codePointAt(0) ?? 0)),
  ].sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const runs = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase();
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}
