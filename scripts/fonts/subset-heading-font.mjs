#!/usr/bin/env node
// Writes src/assets/fonts/playfair-display-700-pt.woff2, the heading font cut down to the
// characters in scripts/fonts/heading-font.mjs. Run by hand (`npm run fonts`) after changing
// that list or upgrading @fontsource/playfair-display; a unit test fails while the committed
// file and the list disagree.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import subsetFont from "subset-font";
import {
  HEADING_FONT_CHARACTERS,
  HEADING_FONT_FEATURES,
  HEADING_FONT_SOURCE,
  HEADING_FONT_SUBSET,
} from "./heading-font.mjs";

/** The subset's bytes, deterministic for a given source file and character list. */
export function subsetHeadingFont() {
  return subsetFont(readFileSync(HEADING_FONT_SOURCE), HEADING_FONT_CHARACTERS, {
    targetFormat: "woff2",
    keepFeatures: HEADING_FONT_FEATURES,
  });
}

if (process.argv[1] === import.meta.filename) {
  const font = await subsetHeadingFont();
  writeFileSync(HEADING_FONT_SUBSET, font);
  const from = readFileSync(HEADING_FONT_SOURCE).length;
  console.log(
    `wrote ${relative(process.cwd(), HEADING_FONT_SUBSET)}  ${font.length} bytes (from ${from})`,
  );
}
