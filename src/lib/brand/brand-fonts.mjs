// @ts-check
// Text as SVG outlines in the brand fonts (Playfair Display, Inter from @fontsource), so that the
// names and headlines in the generated images never depend on the fonts installed on the machine.
// fontkit reads the fonts (WOFF, cmap, glyf, GPOS kerning); this module only lays out one line of
// Latin text and writes the outlines as compact path data.
//
// Used by src/lib/brand/brand-images.ts (logos, social image) and
// tools/demo-assets/images/generate-payment-logos.mjs (the "BOLETO" caption).
//
// Why fontkit and not opentype.js: opentype.js 2.0 does not read GPOS extension lookups
// (type 9), where Playfair Display keeps its kerning, so "AV" or "Te" would lose it.

import { createRequire } from "node:module";
import { openSync } from "fontkit";
import { fmt } from "./geometry.mjs";

const require = createRequire(import.meta.url);

/**
 * Shaping features turned off: the images draw one glyph per character, as typed (no
 * ligatures or contextual forms), so a caller can find a character's pen position by its index.
 */
const NO_SUBSTITUTION = {
  ccmp: false,
  locl: false,
  rlig: false,
  calt: false,
  clig: false,
  liga: false,
  rclt: false,
};

/**
 * @typedef {object} TextOptions
 * @property {number} [size] Font size in px.
 * @property {number} [letterSpacing] Extra px between characters.
 * @property {boolean} [kern]
 */

/**
 * @typedef {object} TextBox
 * @property {number} width Advance width: what anchoring uses.
 * @property {number} left Ink bounds relative to the pen origin on the baseline, y growing downwards.
 * @property {number} right
 * @property {number} top
 * @property {number} bottom
 */

/**
 * @typedef {object} Layout
 * @property {import("fontkit").Glyph[]} glyphs
 * @property {number[]} pos Pen position of each glyph, in px.
 * @property {number} width The total advance, in px.
 * @property {number} scale px per font unit.
 */

/**
 * @typedef {TextOptions & {
 *   x?: number,
 *   y?: number,
 *   anchor?: "start" | "middle" | "end",
 *   precision?: number,
 * }} TextPathOptions
 */

/** One font file, measuring and outlining single lines of text. */
export class BrandFont {
  /** @param {string} file */
  constructor(file) {
    const opened = openSync(file);
    if (!("glyphForCodePoint" in opened)) throw new Error(`${file} is a font collection`);
    /** @readonly */
    this.font = opened;
  }

  get unitsPerEm() {
    return this.font.unitsPerEm;
  }

  get capHeight() {
    return this.font.capHeight;
  }

  /**
   * True when the font draws `char` (a missing character would come out as the empty .notdef).
   * @param {string} char
   */
  hasGlyph(char) {
    return /\s/.test(char) || this.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  }

  /**
   * Pen position of each glyph of `text` and the total advance, in px, with kerning.
   * @param {string} text
   * @param {TextOptions} [options]
   * @returns {Layout}
   */
  layout(text, { size = 16, letterSpacing = 0, kern = true } = {}) {
    const scale = size / this.font.unitsPerEm;
    const run = this.font.layout(text, { ...NO_SUBSTITUTION, kern });
    /** @type {number[]} */
    const pos = [];
    let pen = 0;
    run.positions.forEach((position, index) => {
      pos.push(pen);
      pen += position.xAdvance * scale;
      if (index + 1 < run.positions.length) pen += letterSpacing;
    });
    return { glyphs: run.glyphs, pos, width: pen, scale };
  }

  /**
   * Size of `text` as drawn: `width` is the advance (what anchoring uses); `left`/`right` and
   * `top`/`bottom` bound the ink relative to the pen origin on the baseline (y grows downwards),
   * so that a caller can fit and centre what is actually painted. The boxes are the glyphs'
   * control boxes, which hold every point of the outlines drawn by `textPath`.
   * @param {string} text
   * @param {TextOptions} [options]
   * @returns {TextBox}
   */
  measure(text, options = {}) {
    const { glyphs, pos, width, scale } = this.layout(text, options);
    let left = Infinity;
    let right = -Infinity;
    let top = Infinity;
    let bottom = -Infinity;
    glyphs.forEach((glyph, index) => {
      // A glyph without outlines (a space) has no ink; fontkit gives it the font's box.
      if (glyph.path.commands.length === 0) return;
      const box = glyph.cbox;
      const x = pos[index] ?? 0;
      left = Math.min(left, x + box.minX * scale);
      right = Math.max(right, x + box.maxX * scale);
      top = Math.min(top, -box.maxY * scale);
      bottom = Math.max(bottom, -box.minY * scale);
    });
    if (left === Infinity) return { width, left: 0, right: 0, top: 0, bottom: 0 };
    return { width, left, right, top, bottom };
  }

  /**
   * SVG path data of one line of text, its baseline at `y`, in absolute commands
   * (M, L, Q, C, Z) with `precision` decimals.
   * @param {string} text
   * @param {TextPathOptions} [options]
   * @returns {{ d: string, width: number }}
   */
  textPath(text, options = {}) {
    const { anchor = "start", precision = 2 } = options;
    const { glyphs, pos, width, scale } = this.layout(text, options);
    let x0 = options.x ?? 0;
    if (anchor === "middle") x0 -= width / 2;
    else if (anchor === "end") x0 -= width;
    const y0 = options.y ?? 0;
    let d = "";
    glyphs.forEach((glyph, index) => {
      const gx = x0 + (pos[index] ?? 0);
      /** @param {number[]} args font units, x and y alternating */
      const point = (args) =>
        args.map((v, i) => fmt(i % 2 === 0 ? gx + v * scale : y0 - v * scale, precision));
      for (const { command, args } of glyph.path.commands) {
        if (command === "closePath") d += "Z";
        else d += PATH_LETTER[command] + point(args).join(" ");
      }
    });
    return { d, width };
  }
}

/** @type {Record<string, string>} */
const PATH_LETTER = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C" };

/**
 * A file shipped in an @fontsource package, e.g. ("playfair-display", "latin", 700).
 * @param {string} pkg
 * @param {string} subset
 * @param {number} weight
 * @param {"normal" | "italic"} [style]
 */
export function fontsourceFile(pkg, subset, weight, style = "normal") {
  const pkgJson = require.resolve(`@fontsource/${pkg}/package.json`);
  return pkgJson.replace(/package\.json$/, `files/${pkg}-${subset}-${weight}-${style}.woff`);
}

const FONT_FILES = {
  "playfair-700": () => fontsourceFile("playfair-display", "latin", 700),
  "inter-400": () => fontsourceFile("inter", "latin", 400),
  "inter-500": () => fontsourceFile("inter", "latin", 500),
};

/** @typedef {keyof typeof FONT_FILES} BrandFontName */

/** @type {Map<BrandFontName, BrandFont>} */
const cache = new Map();

/**
 * One of the brand fonts, loaded once.
 * @param {BrandFontName} name
 */
export function brandFont(name) {
  let font = cache.get(name);
  if (!font) {
    font = new BrandFont(FONT_FILES[name]());
    cache.set(name, font);
  }
  return font;
}
