#!/usr/bin/env node
// Generates the cover art of the two demo tracks:
//   public/covers/<slug>.webp — 640×640, geometric Arabic star pattern + medallion, no text.
// Romântica leans to burgundy + gold (jasmine-like flower medallion);
// Pop leans to night blue + gold (interlaced 8-point star medallion).
//
// Artwork: drawn entirely by our own code (scripts/lib/star-pattern.mjs — Hankin
// star tessellation, medallion, petals); no third-party images, fonts or text.
// Rasterised with sharp (librsvg inside sharp) to WebP quality 75; fails if a
// file exceeds 60 KB.
//
// Usage: node scripts/covers/generate-covers.mjs

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { starPatternSvg } from "../lib/star-pattern.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = path.join(ROOT, "public/covers");
const SIZE = 640;
const QUALITY = 75;
const MAX_BYTES = 60 * 1024;

// Brand palette
const NIGHT = "#12132b";
const NIGHT_2 = "#1b1d3f";
const BURGUNDY = "#7a1f3d";
const GOLD = "#d8a945";
const GOLD_LIGHT = "#ecc97a";
const CREAM = "#fbf5ea";

const COVERS = [
  {
    slug: "yasmin-flor-do-deserto",
    style: "Romântica",
    svg: () =>
      starPatternSvg({
        id: "yasmin",
        size: SIZE,
        background: BURGUNDY,
        stroke: GOLD,
        accent: NIGHT,
        starOpacity: 0.3,
        accent2: GOLD_LIGHT,
        crossOpacity: 0.22,
        highlight: CREAM,
        density: 4,
        lineOpacity: 0.85,
        medallion: { radius: 190, style: "flower", fill: NIGHT, accent: BURGUNDY },
        frame: true,
        vignette: 0.6,
      }),
  },
  {
    slug: "samira-no-ritmo",
    style: "Pop",
    svg: () =>
      starPatternSvg({
        id: "samira",
        size: SIZE,
        background: NIGHT,
        background2: NIGHT_2,
        stroke: GOLD,
        accent: BURGUNDY,
        starOpacity: 0.55,
        accent2: GOLD_LIGHT,
        crossOpacity: 0.18,
        highlight: CREAM,
        density: 5,
        strap: false, // single lines keep the finer 5×5 grid light (file size)
        strokeWidth: 3,
        lineOpacity: 0.7,
        medallion: { radius: 180, style: "star", fill: NIGHT, accent: BURGUNDY },
        frame: true,
        vignette: 0.5,
      }),
  },
];

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  let failed = false;
  for (const cover of COVERS) {
    const out = path.join(OUT_DIR, `${cover.slug}.webp`);
    await sharp(Buffer.from(cover.svg()), { density: 72 })
      .resize(SIZE, SIZE)
      .webp({ quality: QUALITY, effort: 6 })
      .toFile(out);
    const bytes = fs.statSync(out).size;
    const { width, height } = await sharp(out).metadata();
    const ok = bytes <= MAX_BYTES && width === SIZE && height === SIZE;
    failed ||= !ok;
    console.log(
      `${ok ? "✓" : "✗"} ${path.relative(ROOT, out)} (${cover.style}) ${width}×${height}, ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  if (failed) {
    console.error(`cover larger than ${MAX_BYTES / 1024} KB or wrong size`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
