// @ts-check
// Cover art of the samples: a geometric Arabic star pattern with a medallion, no text, drawn by
// our own code (src/lib/brand/star-pattern.mjs) and rasterised with sharp to a 640×640 WebP.
// Used by generate-covers.mjs (the two demo covers) and by `npm run samples -- add`.
//
// Romântica leans to burgundy + gold, Pop to night blue + gold; an owner's other styles take
// them in turn (coverLook). Variant 0 of each style is the demo cover; further variants change
// the medallion, the grid and the star angle, so that two samples of the same style do not share
// a cover.

import fs from "node:fs";
import sharp from "sharp";
import { PALETTE } from "../../src/lib/brand/geometry.mjs";
import { starPatternSvg } from "../../src/lib/brand/star-pattern.mjs";

export const COVER_SIZE = 640;
const QUALITY = 75;
const MIN_QUALITY = 55;
/** Covers above this size fail: budgets.spec.ts allows 150 KB per image, we keep far below. */
export const MAX_COVER_BYTES = 60 * 1024;

const {
  night: NIGHT,
  night2: NIGHT_2,
  burgundy: BURGUNDY,
  gold: GOLD,
  goldLight: GOLD_LIGHT,
  cream: CREAM,
} = PALETTE;

/**
 * @typedef {"romantica" | "pop"} CoverStyle
 * @typedef {import("../../src/lib/brand/star-pattern.mjs").StarPatternOptions} StarPatternOptions
 */

/**
 * Each style's colours, and the background's name as the cover's alt text says it (pt-BR).
 * @type {Record<CoverStyle, { colourName: string, options: StarPatternOptions }>}
 */
export const COVER_PALETTES = {
  romantica: {
    colourName: "bordô",
    options: {
      background: BURGUNDY,
      stroke: GOLD,
      accent: NIGHT,
      starOpacity: 0.3,
      accent2: GOLD_LIGHT,
      crossOpacity: 0.22,
      highlight: CREAM,
    },
  },
  pop: {
    colourName: "azul-noite",
    options: {
      background: NIGHT,
      background2: NIGHT_2,
      stroke: GOLD,
      accent: BURGUNDY,
      starOpacity: 0.55,
      accent2: GOLD_LIGHT,
      crossOpacity: 0.18,
      highlight: CREAM,
    },
  },
};

/**
 * The look of a style's covers: its own, for the demo's two, or, for another of the site's
 * styles (VITE_SONG_STYLES), burgundy and night blue in turn, by its place in her list.
 * @param {string} style the style's id
 * @param {readonly string[]} styles the ids of the site's styles, in her order
 * @returns {CoverStyle}
 */
export function coverLook(style, styles) {
  if (style === "romantica" || style === "pop") return style;
  return Math.max(styles.indexOf(style), 0) % 2 === 0 ? "romantica" : "pop";
}

// The two layouts: a 4×4 grid with strapwork around a flower, and a finer 5×5 grid of single
// lines (lighter, for the file size) around an interlaced star.
/** @type {StarPatternOptions} */
const FLOWER_LAYOUT = {
  density: 4,
  lineOpacity: 0.85,
  medallion: { radius: 190, style: "flower", fill: NIGHT, accent: BURGUNDY },
  vignette: 0.6,
};
/** @type {StarPatternOptions} */
const STAR_LAYOUT = {
  density: 5,
  strap: false,
  strokeWidth: 3,
  lineOpacity: 0.7,
  medallion: { radius: 180, style: "star", fill: NIGHT, accent: BURGUNDY },
  vignette: 0.5,
};
/** Hankin contact angles, in degrees: 67.5° gives the classic {8/3} stars. */
const ANGLES = [67.5, 72];

/**
 * SVG of a cover. `id` prefixes the SVG's internal ids; `variant` 0 is the style's demo cover.
 * @param {{ id: string, style: CoverStyle, variant?: number }} options
 * @returns {string}
 */
export function coverSvg({ id, style, variant = 0 }) {
  const palette = COVER_PALETTES[style];
  const own = style === "romantica" ? FLOWER_LAYOUT : STAR_LAYOUT;
  const other = style === "romantica" ? STAR_LAYOUT : FLOWER_LAYOUT;
  const layout = variant % 2 === 0 ? own : other;
  const angle = ANGLES[Math.floor(variant / 2) % ANGLES.length];
  return starPatternSvg({
    id,
    size: COVER_SIZE,
    ...palette.options,
    ...layout,
    ...(angle === ANGLES[0] ? {} : { angle }),
    frame: true,
  });
}

/**
 * Rasterises a cover SVG to WebP at `out` and reports what was written: quality 75, or lower
 * in steps of 5 (down to 55) while the file is over MAX_COVER_BYTES.
 * @param {string} svg
 * @param {string} out
 * @returns {Promise<{ bytes: number, width: number, height: number, quality: number, ok: boolean }>}
 */
export async function writeCover(svg, out) {
  let quality = QUALITY;
  for (;;) {
    await sharp(Buffer.from(svg), { density: 72 })
      .resize(COVER_SIZE, COVER_SIZE)
      .webp({ quality, effort: 6 })
      .toFile(out);
    if (fs.statSync(out).size <= MAX_COVER_BYTES || quality <= MIN_QUALITY) break;
    quality -= 5;
  }
  const bytes = fs.statSync(out).size;
  const { width = 0, height = 0 } = await sharp(out).metadata();
  const ok = bytes <= MAX_COVER_BYTES && width === COVER_SIZE && height === COVER_SIZE;
  return { bytes, width, height, quality, ok };
}
