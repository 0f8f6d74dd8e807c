#!/usr/bin/env node
// @ts-check
// Makes the owner pass's testimonial photo, e2e/owner-fixture/avatars/helena.jpg: a portrait a
// phone could have taken (a selfie, 3:4, 900×1200, JPEG with camera-like grain), drawn here from
// shapes and gradients — a woman's head and shoulders before a warm, blurred background — so that
// no one's real photo is in the repository. The grain is seeded: the same file every run.
//
// Run by hand: node tools/demo-assets/images/generate-test-photo.mjs

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const OUT = join(ROOT, "e2e", "owner-fixture", "avatars", "helena.jpg");
const WIDTH = 900;
const HEIGHT = 1200;

/** The scene: the face's middle about 38 % down, as in a phone portrait. */
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 900 1200">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="#e9c9a3"/><stop offset="0.55" stop-color="#c98f7a"/><stop offset="1" stop-color="#7d4b52"/>
    </linearGradient>
    <radialGradient id="skin" cx="0.42" cy="0.38" r="0.7">
      <stop offset="0" stop-color="#e8b894"/><stop offset="0.7" stop-color="#c98c68"/><stop offset="1" stop-color="#a86d4f"/>
    </radialGradient>
    <linearGradient id="dress" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b4a78"/><stop offset="1" stop-color="#14263f"/>
    </linearGradient>
    <filter id="far"><feGaussianBlur stdDeviation="28"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="2.2"/></filter>
  </defs>
  <rect width="900" height="1200" fill="url(#wall)"/>
  <g filter="url(#far)" opacity="0.7">
    <circle cx="140" cy="210" r="70" fill="#fff1c9"/><circle cx="760" cy="160" r="95" fill="#ffe0a8"/>
    <circle cx="820" cy="520" r="60" fill="#f6c28b"/><circle cx="90" cy="640" r="85" fill="#f3b58c"/>
  </g>
  <g filter="url(#soft)" transform="translate(450 470) scale(1.45) translate(-450 -470)">
    <path d="M90 1200 C110 900 250 800 450 800 S790 900 810 1200 Z" fill="url(#dress)"/>
    <path d="M404 590 L496 590 L512 790 Q450 840 388 790 Z" fill="#b97c5c"/>
    <path d="M300 470 C270 250 380 170 455 170 C560 170 640 260 610 470 C640 600 660 760 620 860 C560 820 560 700 560 600 L340 600 C340 700 330 820 270 860 C240 760 270 600 300 470 Z" fill="#3a2119"/>
    <ellipse cx="450" cy="455" rx="140" ry="180" fill="url(#skin)"/>
    <path d="M318 420 C320 300 390 250 460 255 C540 260 590 320 586 420 C560 350 520 320 450 318 C390 318 340 350 318 420 Z" fill="#3a2119"/>
    <ellipse cx="400" cy="450" rx="17" ry="10" fill="#2a1a14"/><ellipse cx="505" cy="450" rx="17" ry="10" fill="#2a1a14"/>
    <path d="M370 420 Q400 405 428 418" stroke="#3a2119" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M478 418 Q506 405 535 420" stroke="#3a2119" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M452 470 Q444 512 456 526" stroke="#9c6247" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M405 565 Q452 598 500 565 Q452 580 405 565 Z" fill="#a2434b"/>
    <circle cx="312" cy="520" r="13" fill="#d4a43c"/><circle cx="590" cy="520" r="13" fill="#d4a43c"/>
  </g>
</svg>`;

/** A small seeded generator (mulberry32), so that the grain is the same every run. */
function random(seed = 53) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const { data, info } = await sharp(Buffer.from(scene)).removeAlpha().raw().toBuffer({
  resolveWithObject: true,
});
const next = random();
for (let index = 0; index < data.length; index += info.channels) {
  const grain = (next() + next() + next() - 1.5) * 14;
  for (let channel = 0; channel < info.channels; channel += 1) {
    data[index + channel] = Math.max(0, Math.min(255, (data[index + channel] ?? 0) + grain));
  }
}
const jpeg = await sharp(data, { raw: info }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, jpeg);
console.log(`${relative(ROOT, OUT)}  ${WIDTH}×${HEIGHT}  ${(jpeg.length / 1024).toFixed(1)} KB`);
