#!/usr/bin/env node
// @ts-check
// Generates the testimonial avatars public/avatars/{luana,carla,juliana}.svg
// with DiceBear (@dicebear/core, MIT) and its "lorelei" style
// (@dicebear/collection; design by Lisa Wischofsky, CC0 1.0 — see
// node_modules/@dicebear/lorelei/LICENSE). Deterministic: same seed → same SVG.
//
// Run by hand: node tools/demo-assets/images/generate-avatars.mjs

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAvatar } from "@dicebear/core";
import { lorelei } from "@dicebear/collection";
import { minifySvg } from "./svg.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const OUT = join(ROOT, "public", "avatars");
const SIZE = 96;

// Shared look: no beards/glasses, gold earrings, dark hair. Hair and smile are
// pinned per avatar (long / curly styles, smiling mouths); the seed picks the rest.
const common = {
  size: SIZE,
  beardProbability: 0,
  glassesProbability: 0,
  frecklesProbability: 0,
  earringsProbability: 100,
  earringsColor: ["d8a945"], // brand gold
  hairColor: ["2a1a22"], // brand ink
  eyebrowsColor: ["2a1a22"],
};

/** @type {({ file: string; seed: string } & import("@dicebear/core").StyleOptions<import("@dicebear/collection").lorelei.Options>)[]} */
const AVATARS = [
  // backgrounds: gold-light, cream, soft rose (a tint of the brand burgundy)
  {
    file: "luana",
    seed: "Luana Ferreira",
    backgroundColor: ["ecc97a"],
    skinColor: ["f3d2b3"],
    hair: ["variant35"],
    mouth: ["happy05"],
  },
  {
    file: "carla",
    seed: "Carla Mendes",
    backgroundColor: ["fbf5ea"],
    skinColor: ["c98e64"],
    hair: ["variant24"],
    mouth: ["happy01"],
  },
  {
    file: "juliana",
    seed: "Juliana Rocha",
    backgroundColor: ["f2cfd6"],
    skinColor: ["e6b48f"],
    hair: ["variant16"],
    mouth: ["happy06"],
  },
];

mkdirSync(OUT, { recursive: true });
for (const { file, seed, ...opts } of AVATARS) {
  const raw = createAvatar(lorelei, { ...common, ...opts, seed }).toString();
  // svgo drops the RDF/metadata block (the licence is in docs/assets.md) and rounds coordinates
  const svg = minifySvg(raw, { pathPrecision: 1 });
  writeFileSync(join(OUT, `${file}.svg`), svg + "\n");
  console.log(
    `wrote public/avatars/${file}.svg  ${SIZE}×${SIZE}  ${Buffer.byteLength(svg) + 1} bytes (raw ${raw.length})`,
  );
}
