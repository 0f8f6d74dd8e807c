#!/usr/bin/env node
// Generates the decorative SVGs:
//   src/assets/ornaments/star-tile.svg — seamless repeating tile of the 8-point
//     star pattern (Hankin "polygons in contact" on the 4.8.8 tiling), thin
//     low-contrast gold lines on a transparent background; the background
//     texture of the dark sections (the `star-texture` utility), inlined into
//     the stylesheet by the build;
//   public/ornaments/divider.svg — horizontal ornamental divider (240×24)
//     with a central 8-point star, gold, lines fading out at the ends.
//
// Run by hand: node scripts/assets/generate-ornaments.mjs

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  PALETTE,
  starPatternSegments,
  segmentsToPath,
  star8Path,
  polygonPath,
  circlePath,
  fmt,
} from "./lib/geometry.mjs";
import { minifySvg } from "./lib/svg-min.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

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

// ---- divider.svg ------------------------------------------------------------------------
{
  const W = 240,
    H = 24,
    cx = W / 2,
    cy = H / 2;
  const g = PALETTE.gold;
  const R = 10;
  const left = cx - R - 6; // where the lines stop near the star
  const right = cx + R + 6;
  const diamond = (/** @type {number} */ x, /** @type {number} */ r) =>
    polygonPath(x, cy, r, 4, { p: 2 });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="${g}" stop-opacity="0"/><stop offset="1" stop-color="${g}"/></linearGradient>` +
    `<linearGradient id="r" x1="0" x2="1"><stop offset="0" stop-color="${g}"/><stop offset="1" stop-color="${g}" stop-opacity="0"/></linearGradient></defs>` +
    // double rules, fading out towards the ends
    `<path d="M4 ${fmt(cy - 2)}H${fmt(left - 14)}M4 ${fmt(cy + 2)}H${fmt(left - 14)}" stroke="url(#l)" stroke-width="1"/>` +
    `<path d="M${fmt(right + 14)} ${fmt(cy - 2)}H${W - 4}M${fmt(right + 14)} ${fmt(cy + 2)}H${W - 4}" stroke="url(#r)" stroke-width="1"/>` +
    // small diamonds and dots leading to the star
    `<path d="${diamond(left - 8, 4)}${diamond(right + 8, 4)}${circlePath(left - 0.5, cy, 1.3)}${circlePath(right + 0.5, cy, 1.3)}" fill="${g}"/>` +
    // central 8-point star: outline + inner solid star
    `<path d="${star8Path(cx, cy, R, { p: 2 })}" fill="none" stroke="${g}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${star8Path(cx, cy, R * 0.55, { p: 2 })}" fill="${g}"/>` +
    `</svg>`;
  write("public/ornaments", "divider.svg", svg, `${W}×${H}`, 2 * 1024);
}
