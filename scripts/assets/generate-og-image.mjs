#!/usr/bin/env node
// Generates public/og-image.jpg (1200×630) — the social-sharing preview
// (Open Graph / WhatsApp / Twitter card). Built from the brand only: night-blue
// background, gold 8-point star pattern fading towards the centre, the brand
// mark + wordmark, the headline and the sub-line. All text is outlined from the
// brand fonts shipped by @fontsource (Playfair Display 700, Inter 400/500 —
// SIL OFL 1.1) with lib/font-outline.mjs, so the result does not depend on the
// fonts installed on the machine and accents (á, ú, ç, é) always render.
//
// Run by hand: node scripts/assets/generate-og-image.mjs

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  PALETTE,
  starPatternSegments,
  segmentsToPath,
  star8Path,
  polygonPath,
  circlePath,
  fmt,
} from "./lib/geometry.mjs";
import { brandFont } from "./lib/font-outline.mjs";
import { markElements } from "./lib/brand-mark.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const FILE = join(ROOT, "public", "og-image.jpg");
const W = 1200,
  H = 630;
const MAX_BYTES = 150 * 1024;

export const HEADLINE = "Músicas Árabes com seu Nome";
export const SUBLINE =
  "Músicas exclusivas para a sua dança do ventre • Entrega em até 24 horas úteis";

const playfair = brandFont("playfair-700");
const inter = brandFont("inter-400");
const interMedium = brandFont("inter-500");
const C = PALETTE;
const cx = W / 2;

// --- background pattern -----------------------------------------------------------
const L = 120;
const pattern = segmentsToPath(starPatternSegments({ L, x0: 0, y0: 0, x1: W, y1: H }), {
  p: 1,
  box: [0, 0, W, H],
});
// pattern offset so that an octagon (8-point star) sits exactly behind the centre
const patOffX = fmt(cx - L / 2 - Math.floor(cx / L) * L);
const patOffY = fmt(H / 2 - L / 2 - Math.floor(H / 2 / L) * L);

// --- brand line: mark + wordmark --------------------------------------------------
const markSize = 64;
const wmSize = 40;
const wm = playfair.textPath("Raqs Music", { size: wmSize, letterSpacing: 1, precision: 1 });
const brandW = markSize + 18 + wm.width;
const brandX = cx - brandW / 2;
const brandY = 62;
const wmBaseline =
  brandY + markSize / 2 + ((playfair.capHeight / playfair.unitsPerEm) * wmSize) / 2;
const wordmark = playfair.textPath("Raqs Music", {
  x: brandX + markSize + 18,
  y: wmBaseline,
  size: wmSize,
  letterSpacing: 1,
  precision: 1,
});

// --- headline: two stacked lines so it also survives a centred square crop ----------
// (WhatsApp and some chat apps show a square thumbnail cut from the middle)
const [head1, head2] = ["Músicas Árabes", "com seu Nome"];
if (`${head1} ${head2}` !== HEADLINE) throw new Error("headline split out of date");
const hSize = 84;
const h1 = playfair.textPath(head1, { x: cx, y: 250, size: hSize, anchor: "middle", precision: 1 });
const h2 = playfair.textPath(head2, { x: cx, y: 338, size: hSize, anchor: "middle", precision: 1 });
const headline = { d: h1.d + h2.d, width: Math.max(h1.width, h2.width) };

// --- divider under the headline ---------------------------------------------------------
const dy = 388;
const dividerEls = (() => {
  const R = 11,
    g = C.gold;
  const l = cx - R - 10,
    r = cx + R + 10;
  const diamond = (x, s) => polygonPath(x, dy, s, 4, { p: 1 });
  return (
    `<path d="M${fmt(cx - 230)} ${dy}H${fmt(l - 14)}" stroke="url(#fadeL)" stroke-width="1.5"/>` +
    `<path d="M${fmt(r + 14)} ${dy}H${fmt(cx + 230)}" stroke="url(#fadeR)" stroke-width="1.5"/>` +
    `<path d="${diamond(l - 6, 4.5)}${diamond(r + 6, 4.5)}" fill="${g}"/>` +
    `<path d="${star8Path(cx, dy, R, { p: 1 })}" fill="none" stroke="${g}" stroke-width="1.6"/>` +
    `<path d="${star8Path(cx, dy, R * 0.55, { p: 1 })}" fill="${g}"/>`
  );
})();

// --- sub-line: the two halves of SUBLINE on two lines for legibility at preview size -----
const [sub1, sub2] = SUBLINE.split(" • ");
const subSize = 31;
const s1 = inter.textPath(sub1, { x: cx, y: 456, size: subSize, anchor: "middle", precision: 1 });
const s2 = interMedium.textPath(sub2, {
  x: cx,
  y: 504,
  size: subSize,
  anchor: "middle",
  precision: 1,
});
const bulletGap = 22;
const bullets =
  star8Path(cx - s2.width / 2 - bulletGap, 504 - 11, 7, { p: 1 }) +
  star8Path(cx + s2.width / 2 + bulletGap, 504 - 11, 7, { p: 1 });

// --- frame ------------------------------------------------------------------------------
const inset = 22;
const frame = `<rect x="${inset}" y="${inset}" width="${W - 2 * inset}" height="${H - 2 * inset}" rx="6" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="1.5"/><rect x="${inset + 7}" y="${inset + 7}" width="${W - 2 * inset - 14}" height="${H - 2 * inset - 14}" rx="3" fill="none" stroke="${C.gold}" stroke-opacity=".25" stroke-width="1"/>`;
const corner = (x, y) =>
  `<path d="${star8Path(x, y, 9, { p: 1 })}" fill="${C.gold}"/><path d="${circlePath(x, y, 2.6, 1)}" fill="${C.night}"/>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${C.night2}"/><stop offset="1" stop-color="${C.night}"/></radialGradient>
  <radialGradient id="fadeMask" cx="50%" cy="50%" r="62%"><stop offset=".25" stop-color="#000"/><stop offset=".55" stop-color="#555"/><stop offset="1" stop-color="#fff"/></radialGradient>
  <mask id="m"><rect width="${W}" height="${H}" fill="url(#fadeMask)"/></mask>
  <radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${C.burgundy}" stop-opacity=".45"/><stop offset="1" stop-color="${C.burgundy}" stop-opacity="0"/></radialGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.goldLight}"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
  <linearGradient id="fadeL" gradientUnits="userSpaceOnUse" x1="${cx - 230}" y1="0" x2="${cx - 35}" y2="0"><stop offset="0" stop-color="${C.gold}" stop-opacity="0"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
  <linearGradient id="fadeR" gradientUnits="userSpaceOnUse" x1="${cx + 35}" y1="0" x2="${cx + 230}" y2="0"><stop offset="0" stop-color="${C.gold}"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${cx}" cy="330" rx="560" ry="260" fill="url(#glow)"/>
<g mask="url(#m)"><path transform="translate(${patOffX} ${patOffY})" d="${pattern}" fill="none" stroke="${C.gold}" stroke-opacity=".42" stroke-width="1.4"/></g>
${frame}
${corner(inset, inset)}${corner(W - inset, inset)}${corner(inset, H - inset)}${corner(W - inset, H - inset)}
${markElements(brandX, brandY, markSize, { detail: true })}
<path d="${wordmark.d}" fill="${C.goldLight}"/>
<path d="${headline.d}" fill="${C.cream}"/>
${dividerEls}
<path d="${s1.d}" fill="${C.cream}" fill-opacity=".92"/>
<path d="${s2.d}" fill="url(#gold)"/>
<path d="${bullets}" fill="${C.gold}"/>
</svg>`;

let quality = 86;
let buf;
for (;;) {
  buf = await sharp(Buffer.from(svg), { density: 72 })
    .resize(W, H)
    .flatten({ background: C.night })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:4:4", progressive: true })
    .toBuffer();
  if (buf.length <= MAX_BYTES || quality <= 60) break;
  quality -= 4;
}
writeFileSync(FILE, buf);
const meta = await sharp(buf).metadata();
console.log(
  `wrote public/og-image.jpg  ${meta.width}×${meta.height}  ${buf.length} bytes (JPEG q${quality}, headline ${hSize}px, ${Math.round(headline.width)}px wide)`,
);
if (meta.width !== W || meta.height !== H) throw new Error("unexpected og-image dimensions");
if (buf.length > 300 * 1024) throw new Error("og-image.jpg is over 300 KB");
