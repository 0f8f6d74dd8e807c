#!/usr/bin/env node
// @ts-check
// Writes src/assets/fonts/site-display-700.woff2, the heading font cut down to the characters
// in scripts/fonts/characters.mjs, and their unicode-range into src/styles/fonts.css. Run by hand
// (`npm run fonts`) after changing that list (a brand name with a letter it lacks: the characters
// test says so) or upgrading @fontsource/playfair-display; subset-heading-font.test.ts fails while
// the files and the list disagree.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import fontverter from "fontverter";
import * as prettier from "prettier";
import subsetFont from "subset-font";
import {
  HEADING_FONT_NAMES,
  HEADING_FONT_CHARACTERS,
  HEADING_FONT_FEATURES,
  HEADING_FONT_SOURCE,
  HEADING_FONT_SUBSET,
  unicodeRange,
} from "./characters.mjs";
import { renameFont } from "./rename-font.mjs";

/**
 * The subset's bytes, deterministic for a given source file and character list: cut down with
 * HarfBuzz, renamed (the OFL reserves "Playfair Display" for the original), then WOFF2.
 */
export async function subsetHeadingFont() {
  const subset = await subsetFont(readFileSync(HEADING_FONT_SOURCE), HEADING_FONT_CHARACTERS, {
    targetFormat: "sfnt",
    keepFeatures: HEADING_FONT_FEATURES,
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
  return fontverter.convert(renameFont(subset, HEADING_FONT_NAMES), "woff2", "sfnt");
}

/** The stylesheet that declares the subset, whose unicode-range must name its characters. */
export const FONTS_CSS = new URL("../../src/styles/fonts.css", import.meta.url);

/** The subset's @font-face, up to its unicode-range's value (group 2). */
const SUBSET_RANGE =
  /(site-display-700\.woff2"\) format\("woff2"\);[\s\S]*?unicode-range:)([^;]*);/;

/** The unicode-range the stylesheet gives the subset, white space folded. */
export function stylesheetRange(/** @type {string} */ css) {
  return (SUBSET_RANGE.exec(css)?.[2] ?? "").replace(/\s+/g, " ").trim();
}

if (process.argv[1] === import.meta.filename) {
  const css = readFileSync(FONTS_CSS, "utf8").replace(
    SUBSET_RANGE,
    `$1 ${unicodeRange(HEADING_FONT_CHARACTERS)};`,
  );
  const options = await prettier.resolveConfig(FONTS_CSS.pathname);
  writeFileSync(FONTS_CSS, await prettier.format(css, { ...options, parser: "css" }));
  const font = await subsetHeadingFont();
  writeFileSync(HEADING_FONT_SUBSET, font);
  const from = readFileSync(HEADING_FONT_SOURCE).length;
  console.log(
    `wrote ${relative(process.cwd(), HEADING_FONT_SUBSET)}  ${font.length} bytes (from ${from})`,
  );
}
