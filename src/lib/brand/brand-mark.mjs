// @ts-check
// The brand mark: a gold 8-point star (rub el hizb: two overlapping squares)
// with a night-blue medallion holding a gold eighth note, optionally on a
// night-blue rounded tile. The name beside or under it is drawn by the build
// from the configuration (src/lib/brand/brand-images.ts).

import { PALETTE, star8Path, polygonPath, circlePath, musicNotePath, fmt } from "./geometry.mjs";

/**
 * @typedef {object} MarkOptions
 * @property {"rounded" | "square" | "none"} [background]
 * @property {number} [scale] star radius as a fraction of size/2 (default .92)
 * @property {boolean} [detail] engrave the two squares inside the star (for 64 px and more)
 * @property {number} [p] decimals in the path data
 */

/**
 * SVG elements (no <svg> wrapper) of the mark in a `size`×`size` box at (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {MarkOptions} [o]
 */
export function markElements(x, y, size, o = {}) {
  const { background = "rounded", scale = 0.92, detail = size >= 64, p = 2 } = o;
  const c = size / 2;
  const cx = x + c,
    cy = y + c;
  const R = c * scale;
  let s = "";
  if (background === "rounded") {
    s += `<rect x="${fmt(x, p)}" y="${fmt(y, p)}" width="${fmt(size, p)}" height="${fmt(size, p)}" rx="${fmt(size * 0.22, p)}" fill="${PALETTE.night}"/>`;
  } else if (background === "square") {
    s += `<rect x="${fmt(x, p)}" y="${fmt(y, p)}" width="${fmt(size, p)}" height="${fmt(size, p)}" fill="${PALETTE.night}"/>`;
  }
  s += `<path d="${star8Path(cx, cy, R, { p })}" fill="${PALETTE.gold}"/>`;
  if (detail) {
    // the two squares of the rub el hizb, engraved as thin night lines
    const inner = R * 0.8;
    const squares =
      polygonPath(cx, cy, inner, 4, { rot: -Math.PI / 2, p }) +
      polygonPath(cx, cy, inner, 4, { rot: -Math.PI / 4, p });
    s += `<path d="${squares}" fill="none" stroke="${PALETTE.night}" stroke-width="${fmt(R * 0.035, p)}"/>`;
  }
  s += `<path d="${circlePath(cx, cy, R * 0.5, p)}" fill="${PALETTE.night}"/>`;
  s += `<path d="${musicNotePath(cx - R * 0.02, cy - R * 0.065, R * 0.74, p)}" fill="${PALETTE.goldLight}"/>`;
  return s;
}

export { PALETTE };
