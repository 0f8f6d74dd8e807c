#!/usr/bin/env node
// @ts-check
// Generates the favicon / app-icon set from the brand mark (gold 8-point star with a music
// note on night blue, see lib/brand-mark.mjs):
//
//   src/assets/brand/favicon.svg (inlined into each page's <head> by the build),
//   public/favicon.ico (16, 32, 48 — PNG-in-ICO),
//   public/apple-touch-icon.png (180, opaque), public/icon-192.png,
//   public/icon-512.png, public/icon-maskable-512.png.
//
// The icons carry no letters, so they do not depend on the site's configuration and stay
// committed. Everything that shows the name (the manifest, the logos, the social image) is made
// by the build from the configuration: src/pages/og-image.jpg.ts and its sibling endpoints.
//
// Run by hand: node tools/demo-assets/images/generate-icons.mjs

import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { markElements, PALETTE } from "../../../src/lib/brand/brand-mark.mjs";
import { fmt } from "../../../src/lib/brand/geometry.mjs";
import { minifySvg } from "./svg.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const PUB = join(ROOT, "public");

const svgDoc = (
  /** @type {number} */ w,
  /** @type {number} */ h,
  /** @type {string} */ body,
  extra = "",
) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w)}" height="${fmt(h)}" viewBox="0 0 ${fmt(w)} ${fmt(h)}"${extra}>${body}</svg>`;

/**
 * @param {string} file
 * @param {Buffer} buf
 * @param {string} dims
 */
function log(file, buf, dims) {
  console.log(`wrote ${relative(ROOT, file)}  ${dims}  ${buf.length} bytes`);
}

/**
 * @param {string} rel
 * @param {string} text
 */
function writeText(rel, text) {
  const file = join(PUB, rel);
  const buf = Buffer.from(text);
  writeFileSync(file, buf);
  return { file, buf };
}

/**
 * Rasterise an SVG string to a PNG of exactly w×h. opaque → flatten on night blue, no alpha.
 * @param {string} svg
 * @param {number} w
 * @param {number} h
 */
async function png(svg, w, h, { opaque = false } = {}) {
  let img = sharp(Buffer.from(svg), { density: 72 * 4 }).resize(w, h);
  if (opaque) img = img.flatten({ background: PALETTE.night }).removeAlpha();
  // Palette PNGs (libimagequant): flat brand colours quantise without visible loss, at half the
  // bytes; the manifest icon is fetched by the browser alongside the first page.
  return img
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: true, quality: 100, effort: 10 })
    .toBuffer();
}

/**
 * @param {string} rel
 * @param {string} svg
 * @param {number} w
 * @param {number} h
 * @param {{ opaque?: boolean }} [opts]
 */
async function writePng(rel, svg, w, h, opts) {
  const file = join(PUB, rel);
  const buf = await png(svg, w, h, opts);
  writeFileSync(file, buf);
  const meta = await sharp(buf).metadata();
  log(file, buf, `${meta.width}×${meta.height}${meta.hasAlpha ? " (alpha)" : " (opaque)"}`);
  return buf;
}

/**
 * Wrap PNG images in an ICO container (PNG-compressed entries, Vista+ / all browsers).
 * @param {{ size: number; data: Buffer }[]} images
 */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const dir = Buffer.alloc(16 * images.length);
  let offset = 6 + dir.length;
  images.forEach(({ size, data }, i) => {
    const p = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, p);
    dir.writeUInt8(size >= 256 ? 0 : size, p + 1);
    dir.writeUInt8(0, p + 2); // palette colours
    dir.writeUInt8(0, p + 3); // reserved
    dir.writeUInt16LE(1, p + 4); // colour planes
    dir.writeUInt16LE(32, p + 6); // bits per pixel
    dir.writeUInt32LE(data.length, p + 8);
    dir.writeUInt32LE(offset, p + 12);
    offset += data.length;
  });
  return Buffer.concat([header, dir, ...images.map((im) => im.data)]);
}

// ---- favicon.svg (tuned for 16–32 px: no engraved squares) -------------------
{
  const svg = minifySvg(svgDoc(32, 32, markElements(0, 0, 32, { detail: false, p: 2 })));
  const { file, buf } = writeText("../src/assets/brand/favicon.svg", svg + "\n");
  log(file, buf, "32×32 (vector)");
}

// ---- favicon.ico ---------------------------------------------------------------
{
  const images = [];
  for (const size of [16, 32, 48]) {
    const svg = svgDoc(size, size, markElements(0, 0, size, { detail: false }));
    images.push({ size, data: await png(svg, size, size) });
  }
  const buf = ico(images);
  const file = join(PUB, "favicon.ico");
  writeFileSync(file, buf);
  log(file, buf, "16×16 + 32×32 + 48×48");
}

// ---- app icons -------------------------------------------------------------------
/**
 * Each square PNG icon: its size and how the mark sits in it. The opaque ones are for
 * platforms that would otherwise put the transparent corners on their own background; the
 * maskable one keeps the star inside the 80 % safe circle (radius 204.8 px) with a full-bleed
 * background.
 * @type {{ file: string, size: number, mark?: import("../../../src/lib/brand/brand-mark.mjs").MarkOptions, opaque?: boolean }[]}
 */
const APP_ICONS = [
  {
    file: "apple-touch-icon.png",
    size: 180,
    mark: { background: "square", scale: 0.8 },
    opaque: true,
  },
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  {
    file: "icon-maskable-512.png",
    size: 512,
    mark: { background: "square", scale: 0.7 },
    opaque: true,
  },
];
for (const { file, size, mark, opaque } of APP_ICONS) {
  const svg = svgDoc(size, size, markElements(0, 0, size, mark));
  await writePng(file, svg, size, size, opaque ? { opaque } : {});
}
