#!/usr/bin/env node
// @ts-check
// Generates public/payments/{visa,mastercard,elo,hipercard,amex,pix,boleto}.svg
//
// Card logos come from react-svg-credit-card-payment-icons (Apache License 2.0
// per its LICENSE file; package.json says MIT), Pix and Boleto from
// react-pay-icons (MIT per package.json). The React components are rendered to
// static markup with react-dom/server, the artwork's bounding box is measured
// by rasterising it with sharp, and each logo is centred on a uniform white
// rounded "card" of CARD_W × CARD_H so the logos form an even row on a dark
// footer. The logos are trademarks of their owners.
//
// Run by hand: node tools/demo-assets/images/generate-payment-logos.mjs

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import {
  VisaLogoIcon,
  MastercardLogoIcon,
  EloLogoIcon,
  HipercardFlatRoundedIcon,
  AmericanExpressLogoIcon,
} from "react-svg-credit-card-payment-icons";
import Pix from "react-pay-icons/Pix";
import Boleto from "react-pay-icons/Boleto";
import { brandFont } from "../../../src/lib/brand/brand-fonts.mjs";
import { minifySvg, roundPaths } from "./svg.mjs";
import { fmt } from "../../../src/lib/brand/geometry.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const OUT = join(ROOT, "public", "payments");

export const CARD_W = 64;
export const CARD_H = 40;
const RADIUS = 6;

/**
 * name → { component, clean(inner) → inner, box: [padX, padY] content padding,
 * precision: decimals kept in path data (in the logo's own viewBox units) }
 */
const CARD_SRC = "react-svg-credit-card-payment-icons (Apache License 2.0)";
const PAY_SRC = "react-pay-icons by Tommy Ljungberg (MIT)";
/**
 * @typedef {object} LogoSpec
 * @property {import("react").ComponentType} component
 * @property {string} source
 * @property {[number, number]} pad  horizontal and vertical room on the card
 * @property {number} precision  decimals kept in the path data
 * @property {(inner: string) => string} [clean]  drops what the card does not show
 */

/** @type {Record<string, LogoSpec>} */
const LOGOS = {
  visa: { component: VisaLogoIcon, source: CARD_SRC, pad: [9, 12], precision: 1 },
  mastercard: { component: MastercardLogoIcon, source: CARD_SRC, pad: [13, 7], precision: 1 },
  elo: { component: EloLogoIcon, source: CARD_SRC, pad: [11, 10], precision: 1 },
  hipercard: {
    component: HipercardFlatRoundedIcon,
    source: CARD_SRC,
    // drop the package's own white rounded card (first path, fill #fff): we draw our own
    clean: (/** @type {string} */ inner) =>
      inner.replace(/^<path d="[^"]*" fill="#fff"><\/path>/, ""),
    pad: [7, 10],
    precision: 0,
  },
  amex: { component: AmericanExpressLogoIcon, source: CARD_SRC, pad: [8, 9], precision: 1 },
  pix: { component: Pix, source: PAY_SRC, pad: [9, 10], precision: 2 },
  boleto: {
    component: Boleto,
    source: PAY_SRC,
    // drop the grey background rect; outline the "BOLETO" caption (font
    // "Rubik" would otherwise fall back to whatever font the viewer has)
    clean: (/** @type {string} */ inner) => {
      const caption = brandFont("inter-500").textPath("BOLETO", {
        x: 49.5,
        y: 45,
        size: 12.5,
        letterSpacing: 1.6,
        anchor: "middle",
        precision: 2,
      });
      return inner
        .replace(/<rect[^>]*fill="#F5F5F5"[^>]*><\/rect>/, "")
        .replace(/<text[\s\S]*?<\/text>/, `<path d="${caption.d}"></path>`);
    },
    pad: [10, 7],
    precision: 2,
  },
};

/** @typedef {[x: number, y: number, width: number, height: number]} Box */

/** @param {string} markup */
function splitSvg(markup) {
  const m = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!m) throw new Error("unexpected markup");
  const attributes = /** @type {string} */ (m[1]);
  const viewBox = /** @type {Box} */ (
    /** @type {string} */ (/** @type {RegExpExecArray} */ (/viewBox="([^"]+)"/.exec(attributes))[1])
      .split(/[\s,]+/)
      .map(Number)
  );
  const fillNone = /fill="none"/.test(attributes);
  return { viewBox, inner: /** @type {string} */ (m[2]), fillNone };
}

/**
 * Bounding box of the painted artwork, in viewBox units (measured by rasterising).
 * @param {Box} viewBox
 * @param {string} inner
 * @param {boolean} fillNone
 * @returns {Promise<Box>}
 */
async function artworkBox(viewBox, inner, fillNone) {
  const [vx, vy, vw, vh] = viewBox;
  const S = 4; // raster pixels per unit, high enough for a precise box
  const scale = Math.max(S, 2000 / vw);
  const W = Math.round(vw * scale),
    H = Math.round(vh * scale);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${viewBox.join(" ")}"${fillNone ? ' fill="none"' : ""}>${inner}</svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 0 })
    .toBuffer({ resolveWithObject: true });
  // sharp reports the trim offsets whenever it trims, as here
  const x = vx + -(info.trimOffsetLeft ?? 0) / scale;
  const y = vy + -(info.trimOffsetTop ?? 0) / scale;
  return [x, y, info.width / scale, info.height / scale];
}

mkdirSync(OUT, { recursive: true });
const report = [];
for (const [name, spec] of Object.entries(LOGOS)) {
  const markup = renderToStaticMarkup(React.createElement(spec.component));
  let { viewBox, inner, fillNone } = splitSvg(markup);
  if (spec.clean) inner = spec.clean(inner);
  inner = roundPaths(inner, spec.precision);
  const [bx, by, bw, bh] = await artworkBox(viewBox, inner, fillNone);
  const [px, py] = spec.pad;
  const aw = CARD_W - 2 * px,
    ah = CARD_H - 2 * py;
  const s = Math.min(aw / bw, ah / bh);
  const tx = CARD_W / 2 - (bx + bw / 2) * s;
  const ty = CARD_H / 2 - (by + bh / 2) * s;
  const notice =
    `<!-- Logo artwork from ${spec.source}, modified by tools/demo-assets/images/generate-payment-logos.mjs ` +
    `(placed on a ${CARD_W}x${CARD_H} card, coordinates rounded${name === "boleto" ? ", caption outlined in Inter" : ""}). ` +
    `The logo is a trademark of its owner. See docs/assets.md. -->`;
  const svg = minifySvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_W}" height="${CARD_H}" viewBox="0 0 ${CARD_W} ${CARD_H}">` +
      `<rect width="${CARD_W}" height="${CARD_H}" rx="${RADIUS}" fill="#fff"/>` +
      `<g transform="matrix(${fmt(s, 5)} 0 0 ${fmt(s, 5)} ${fmt(tx, 3)} ${fmt(ty, 3)})"${fillNone ? ' fill="none"' : ""}>${inner}</g>` +
      `</svg>`,
  ).replace(/^(<svg[^>]*>)/, `$1${notice}`);
  if (/<script|on\w+=/i.test(svg)) throw new Error(`${name}: unexpected script content`);
  const file = join(OUT, `${name}.svg`);
  writeFileSync(file, svg + "\n");
  const size = Buffer.byteLength(svg) + 1;
  if (size > 8 * 1024) throw new Error(`${name}.svg is ${size} bytes (> 8 KB)`);
  report.push({ name, size });
  console.log(`wrote public/payments/${name}.svg  ${CARD_W}×${CARD_H}  ${size} bytes`);
}
