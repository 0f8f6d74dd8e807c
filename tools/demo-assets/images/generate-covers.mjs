#!/usr/bin/env node
// @ts-check
// Generates the cover art of the two demo tracks:
//   public/covers/<slug>.webp — 640×640, geometric Arabic star pattern + medallion, no text.
// The artwork is drawn by scripts/samples/cover-art.mjs (Romântica: burgundy + gold with a
// jasmine-like flower medallion; Pop: night blue + gold with an interlaced 8-point star),
// which `npm run samples -- add` uses for the owner's own samples too.
//
// Artwork: drawn entirely by our own code (src/lib/brand/star-pattern.mjs — Hankin
// star tessellation, medallion, petals); no third-party images, fonts or text.
// Rasterised with sharp (librsvg inside sharp) to WebP quality 75; fails if a
// file exceeds 60 KB.
//
// Usage: node tools/demo-assets/images/generate-covers.mjs

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { coverSvg, MAX_COVER_BYTES, writeCover } from "../../../scripts/samples/cover-art.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const OUT_DIR = path.join(ROOT, "public/covers");

/** @type {{ slug: string, id: string, style: import("../../../scripts/samples/cover-art.mjs").CoverStyle }[]} */
const COVERS = [
  { slug: "yasmin-flor-do-deserto", id: "yasmin", style: "romantica" },
  { slug: "samira-no-ritmo", id: "samira", style: "pop" },
];

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  let failed = false;
  for (const cover of COVERS) {
    const out = path.join(OUT_DIR, `${cover.slug}.webp`);
    const { bytes, width, height, ok } = await writeCover(coverSvg(cover), out);
    failed ||= !ok;
    console.log(
      `${ok ? "✓" : "✗"} ${path.relative(ROOT, out)} (${cover.style}) ${width}×${height}, ${(bytes / 1024).toFixed(1)} KB`,
    );
  }
  if (failed) {
    console.error(`cover larger than ${MAX_COVER_BYTES / 1024} KB or wrong size`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
