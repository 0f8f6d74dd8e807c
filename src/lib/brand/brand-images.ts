/**
 * The brand files that carry the site's name, drawn as SVG from the brand mark and the name
 * outlined in Playfair Display 700 (from @fontsource, never a font installed on the machine),
 * then rasterised with sharp:
 *
 * - `og-image.jpg`: 1200×630 social card (mark, name, headline, sub-lines on the star pattern);
 * - `brand/logo-512.png`: square logo named in the structured data (mark over the name).
 *
 * Every text is fitted with `fitText`: a long name is scaled down or wrapped onto two lines. The
 * pages' endpoints (src/pages/og-image.jpg.ts, brand/logo-512.png.ts) serve them, from the
 * configuration, at every build and in `astro dev`.
 */
import sharp from "sharp";
import { socialImageContent } from "../../content/social-image.ts";
import { markElements } from "./brand-mark.mjs";
import { brandFont } from "./brand-fonts.mjs";
import { circlePath, fmt, PALETTE, polygonPath, star8Path } from "./geometry.mjs";
import { segmentsToPath, starPatternSegments } from "./star-pattern.mjs";
import {
  fitText,
  linesText,
  TextDoesNotFitError,
  type FitTextOptions,
  type FittedText,
} from "./fit-text.ts";

export { PALETTE };

type Font = ReturnType<typeof brandFont>;

/** A brand text the fonts cannot draw, or that cannot fit: the build reports it. */
export class BrandTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BrandTextError";
  }
}

/**
 * For the endpoints: a name that cannot be drawn stops the build with the variable to change
 * (the error's message names it), not with a stack to read.
 */
export function brandFailure(error: unknown): never {
  if (error instanceof BrandTextError) {
    console.error(
      `\n✖ ${error.message}. Change it in the environment or .env (see .env.example).\n`,
    );
    process.exit(1);
  }
  throw error;
}

export interface BrandText {
  readonly siteName: string;
  readonly headline: string;
  readonly sublines: readonly [string, string];
}

const svgDocument = (width: number, height: number, body: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${fmt(width)} ${fmt(height)}"${attributes}>${body}</svg>`;

/** Stops on a character the font has no glyph for, instead of drawing an empty box. */
function assertDrawable(font: Font, text: string, what: string): void {
  const missing = [...new Set([...text].filter((char) => !font.hasGlyph(char)))];
  if (missing.length > 0) {
    throw new BrandTextError(
      `${what} "${text}" has characters the brand font cannot draw: ${missing.join(" ")}`,
    );
  }
}

/** The ink width of `text` at `size`, for `fitText`. */
const inkWidth =
  (font: Font, letterSpacing: (size: number) => number) => (text: string, size: number) => {
    const box = font.measure(text, { size, letterSpacing: letterSpacing(size) });
    return box.right - box.left;
  };

function fit(
  font: Font,
  text: string,
  what: string,
  where: string,
  letterSpacing: (size: number) => number,
  options: Omit<FitTextOptions, "measure">,
): FittedText {
  assertDrawable(font, text, what);
  try {
    return fitText(text, { ...options, measure: inkWidth(font, letterSpacing) });
  } catch (error) {
    if (!(error instanceof TextDoesNotFitError)) throw error;
    throw new BrandTextError(
      `${what} "${text}" is too long for ${where}: it does not fit on ${linesText(options.maxLines ?? 1)} at ${options.minSize} px or larger`,
    );
  }
}

interface DrawnLines {
  readonly d: string;
  /** The widest line's ink width. */
  readonly width: number;
}

/**
 * Path data of `lines` at `size`, the first baseline at `y`. `align: "center"` centres each
 * line's ink on `x`; `"start"` starts each line's ink at `x`.
 */
function drawLines(
  font: Font,
  lines: readonly string[],
  o: {
    size: number;
    x: number;
    y: number;
    lineGap: number;
    align: "center" | "start";
    letterSpacing: number;
    precision?: number;
  },
): DrawnLines {
  let d = "";
  let width = 0;
  lines.forEach((line, index) => {
    const box = font.measure(line, { size: o.size, letterSpacing: o.letterSpacing });
    const x = o.align === "center" ? o.x - (box.left + box.right) / 2 : o.x - box.left;
    d += font.textPath(line, {
      x,
      y: o.y + index * o.lineGap,
      size: o.size,
      letterSpacing: o.letterSpacing,
      precision: o.precision ?? 1,
    }).d;
    width = Math.max(width, box.right - box.left);
  });
  return { d, width };
}

const capHeight = (font: Font, size: number) => (font.capHeight / font.unitsPerEm) * size;

/** A fitted text's cap height, its baseline-to-baseline gap, and its height from cap to last baseline. */
function textBlock(font: Font, text: FittedText, lineHeight: number) {
  const cap = capHeight(font, text.size);
  const lineGap = text.size * lineHeight;
  return { cap, lineGap, height: cap + (text.lines.length - 1) * lineGap };
}

// ---- brand/logo-512.png ----------------------------------------------------------------------

export const LOGO_SIZE = 512;
const LOGO_TEXT_WIDTH = 432;

/** The square logo: the mark above the name (one or two lines), centred on night blue. */
export function logoSquareSvg(siteName: string): string {
  const S = LOGO_SIZE;
  const font = brandFont("playfair-700");
  const spacing = (size: number) => size * 0.01;
  const lineHeight = 1.15;
  const text = fit(font, siteName, "VITE_SITE_NAME", "the 512 px logo", spacing, {
    maxWidth: LOGO_TEXT_WIDTH,
    maxHeight: 150,
    lineHeight,
    maxSize: 64,
    minSize: 26,
    maxLines: 2,
  });
  const { cap, lineGap, height: textHeight } = textBlock(font, text, lineHeight);
  const gap = 48;
  // The mark gives way to a second line of the name; the whole block stays centred.
  const markSize = Math.max(180, Math.min(260, 400 - gap - textHeight));
  const descent = text.size * 0.2;
  const top = (S - (markSize + gap + textHeight + descent)) / 2;
  const lines = drawLines(font, text.lines, {
    size: text.size,
    x: S / 2,
    y: top + markSize + gap + cap,
    lineGap,
    align: "center",
    letterSpacing: spacing(text.size),
  });
  const body =
    `<rect width="${S}" height="${S}" fill="${PALETTE.night}"/>` +
    markElements((S - markSize) / 2, top, markSize, { background: "none", detail: true }) +
    `<path d="${lines.d}" fill="${PALETTE.cream}"/>`;
  return svgDocument(S, S, body);
}

// ---- og-image.jpg ----------------------------------------------------------------------------

export const OG_WIDTH = socialImageContent.width;
export const OG_HEIGHT = socialImageContent.height;
/**
 * Chat apps (WhatsApp among them) may show a square thumbnail cut from the middle: the name and
 * the headline stay inside that centre square.
 */
const OG_SAFE_WIDTH = 600;

export function ogImageSvg({ siteName, headline, sublines }: BrandText): string {
  const W = OG_WIDTH;
  const H = OG_HEIGHT;
  const C = PALETTE;
  const cx = W / 2;
  const playfair = brandFont("playfair-700");
  const inter = brandFont("inter-400");
  const interMedium = brandFont("inter-500");

  // background pattern, with an 8-point star exactly behind the centre
  const L = 120;
  const offX = cx - L / 2 - Math.floor(cx / L) * L;
  const offY = H / 2 - L / 2 - Math.floor(H / 2 / L) * L;
  // The pattern is drawn shifted by (offX, offY): the image is [-offX, W-offX] × [-offY, H-offY]
  // in the pattern's own coordinates.
  const seen = [-offX, -offY, W - offX, H - offY] as const;
  const segments = starPatternSegments({ L, x0: seen[0], y0: seen[1], x1: seen[2], y1: seen[3] });
  const pattern = segmentsToPath(segments, { p: 1, box: [...seen] });
  const patOffX = fmt(offX);
  const patOffY = fmt(offY);

  // brand line: mark + name (one line, or two beside the mark when the name is long)
  const markSize = 64;
  const markGap = 18;
  const brandTop = 62;
  const name = fit(playfair, siteName, "VITE_SITE_NAME", "the social image", () => 1, {
    maxWidth: OG_SAFE_WIDTH - markSize - markGap,
    maxHeight: markSize,
    lineHeight: 1.08,
    maxSize: 40,
    minSize: 22,
    maxLines: 2,
  });
  const nameBlock = textBlock(playfair, name, 1.08);
  const nameWidth = Math.max(
    ...name.lines.map((line) => inkWidth(playfair, () => 1)(line, name.size)),
  );
  const brandX = cx - (markSize + markGap + nameWidth) / 2;
  const wordmark = drawLines(playfair, name.lines, {
    size: name.size,
    x: brandX + markSize + markGap,
    y: brandTop + markSize / 2 - nameBlock.height / 2 + nameBlock.cap,
    lineGap: nameBlock.lineGap,
    align: "start",
    letterSpacing: 1,
  });

  // headline: two stacked lines so it also survives the square crop
  const lineHeight = 88 / 84;
  const head = fit(playfair, headline, "The headline", "the social image", () => 0, {
    maxWidth: OG_SAFE_WIDTH + 10,
    maxHeight: 2 * 88,
    lineHeight,
    maxSize: 84,
    minSize: 48,
    maxLines: 2,
  });
  const headBlock = textBlock(playfair, head, lineHeight);
  const headCentre = 264.5;
  const headlinePath = drawLines(playfair, head.lines, {
    size: head.size,
    x: cx,
    y: headCentre - headBlock.height / 2 + headBlock.cap,
    lineGap: headBlock.lineGap,
    align: "center",
    letterSpacing: 0,
  });

  // divider under the headline
  const dy = 388;
  const divider = (() => {
    const R = 11;
    const g = C.gold;
    const l = cx - R - 10;
    const r = cx + R + 10;
    const diamond = (x: number, s: number) => polygonPath(x, dy, s, 4, { p: 1 });
    return (
      `<path d="M${fmt(cx - 230)} ${dy}H${fmt(l - 14)}" stroke="url(#fadeL)" stroke-width="1.5"/>` +
      `<path d="M${fmt(r + 14)} ${dy}H${fmt(cx + 230)}" stroke="url(#fadeR)" stroke-width="1.5"/>` +
      `<path d="${diamond(l - 6, 4.5)}${diamond(r + 6, 4.5)}" fill="${g}"/>` +
      `<path d="${star8Path(cx, dy, R, { p: 1 })}" fill="none" stroke="${g}" stroke-width="1.6"/>` +
      `<path d="${star8Path(cx, dy, R * 0.55, { p: 1 })}" fill="${g}"/>`
    );
  })();

  // sub-lines: one size for both, the second between two small stars
  const bulletRoom = 2 * (22 + 7);
  const subOptions = { maxWidth: 1040 - bulletRoom, maxSize: 31, minSize: 20 };
  const subSize = Math.min(
    fit(inter, sublines[0], "The first sub-line", "the social image", () => 0, subOptions).size,
    fit(interMedium, sublines[1], "The second sub-line", "the social image", () => 0, subOptions)
      .size,
  );
  const sub1 = drawLines(inter, [sublines[0]], {
    size: subSize,
    x: cx,
    y: 456,
    lineGap: 0,
    align: "center",
    letterSpacing: 0,
  });
  const sub2 = drawLines(interMedium, [sublines[1]], {
    size: subSize,
    x: cx,
    y: 504,
    lineGap: 0,
    align: "center",
    letterSpacing: 0,
  });
  const bulletY = 504 - subSize * 0.355;
  const bullets =
    star8Path(cx - sub2.width / 2 - 22, bulletY, 7, { p: 1 }) +
    star8Path(cx + sub2.width / 2 + 22, bulletY, 7, { p: 1 });

  // frame
  const inset = 22;
  const frame = `<rect x="${inset}" y="${inset}" width="${W - 2 * inset}" height="${H - 2 * inset}" rx="6" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="1.5"/><rect x="${inset + 7}" y="${inset + 7}" width="${W - 2 * inset - 14}" height="${H - 2 * inset - 14}" rx="3" fill="none" stroke="${C.gold}" stroke-opacity=".25" stroke-width="1"/>`;
  const corner = (x: number, y: number) =>
    `<path d="${star8Path(x, y, 9, { p: 1 })}" fill="${C.gold}"/><path d="${circlePath(x, y, 2.6, 1)}" fill="${C.night}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
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
${markElements(brandX, brandTop, markSize, { detail: true })}
<path d="${wordmark.d}" fill="${C.goldLight}"/>
<path d="${headlinePath.d}" fill="${C.cream}"/>
${divider}
<path d="${sub1.d}" fill="${C.cream}" fill-opacity=".92"/>
<path d="${sub2.d}" fill="url(#gold)"/>
<path d="${bullets}" fill="${C.gold}"/>
</svg>`;
}

// ---- rasterising ---------------------------------------------------------------------------

/** Largest OG image: WhatsApp ignores one over 300 KB; the site's image budget is 150 KB. */
export const OG_MAX_BYTES = 150 * 1024;

/** The social card, as JPEG under OG_MAX_BYTES. */
export async function ogImageFile(text: BrandText): Promise<Uint8Array<ArrayBuffer>> {
  const svg = Buffer.from(ogImageSvg(text));
  let quality = 86;
  let og: Buffer;
  for (;;) {
    og = await sharp(svg, { density: 72 })
      .resize(OG_WIDTH, OG_HEIGHT)
      .flatten({ background: PALETTE.night })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:4:4", progressive: true })
      .toBuffer();
    if (og.length <= OG_MAX_BYTES || quality <= 60) break;
    quality -= 4;
  }
  if (og.length > OG_MAX_BYTES) {
    throw new Error(`og-image.jpg is ${og.length} bytes, over ${OG_MAX_BYTES}`);
  }
  return new Uint8Array(og);
}

/** The square logo, as a palette PNG: flat brand colours quantise without visible loss. */
export async function logoFile(siteName: string): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(logoSquareSvg(siteName)), { density: 72 * 4 })
    .resize(LOGO_SIZE, LOGO_SIZE)
    .flatten({ background: PALETTE.night })
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: true, quality: 100, effort: 10 })
    .toBuffer();
  return new Uint8Array(png);
}
