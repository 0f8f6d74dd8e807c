#!/usr/bin/env node
// @ts-check
// Generates the decorative SVG:
//   src/assets/ornaments/star-tile.svg — seamless repeating tile of the 8-point
//     star pattern (Hankin "polygons in contact" on the 4.8.8 tiling), thin
//     low-contrast gold lines on a transparent background; the background
//     texture of the dark sections (the `star-texture` utility), inlined into
//     the stylesheet by the build.
//
// Run by hand: node tools/demo-assets/images/generate-ornaments.mjs

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PALETTE, star8Path } from "../../../src/lib/brand/geometry.mjs";
import { segmentsToPath, starPatternSegments } from "../../../src/lib/brand/star-pattern.mjs";
import { minifySvg } from "./svg.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/**
 * @param {string} dir
 * @param {string} name
 * @param {string} svg
 * @param {string} dims
 * @param {number} limit
 */
function write(dir, name, svg, dims, limit) {
  const text = minifySvg(svg) + "\n";
  const size = Buffer.byteLength(text);
  if (size > limit) throw new Error(`${name}: ${size} bytes > ${limit}`);
  mkdirSync(join(ROOT, dir), { recursive: true });
  writeFileSync(join(ROOT, dir, name), text);
  console.log(`wrote ${dir}/${name}  ${dims}  ${size} bytes`);
}

// ---- star-tile.svg -----------------------------------------------------------------
{
  const L = 96; // period of the pattern = tile size (integer → rounding stays seamless)
  const segs = starPatternSegments({ L, x0: 0, y0: 0, x1: L, y1: L });
  const d = segmentsToPath(segs, { p: 1, box: [0, 0, L, L] });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${L}" height="${L}" viewBox="0 0 ${L} ${L}">` +
    `<path d="${d}" fill="none" stroke="${PALETTE.gold}" stroke-opacity=".16" stroke-width="1" stroke-linecap="round"/>` +
    // a tiny solid star in every octagon centre for a bit of rhythm
    `<path d="${star8Path(L / 2, L / 2, 6, { p: 1 })}" fill="${PALETTE.gold}" fill-opacity=".12"/>` +
    `</svg>`;
  write("src/assets/ornaments", "star-tile.svg", svg, `${L}×${L}`, 3 * 1024);
}
