/**
 * What a photo file is, from its bytes alone: its format and size in pixels, and whether it is
 * whole. The launch check runs where nothing can wait for a decoder (npm run setup's check is
 * synchronous), so this reads the headers and walks the file's structure instead; sharp decodes
 * the photo at build (avatar-photo.ts).
 */

/** The photo formats the site takes, as their files are named. */
export const PHOTO_FORMATS = ["jpeg", "png", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export type ImageHeader =
  | {
      readonly kind: "photo";
      readonly format: PhotoFormat;
      readonly width: number;
      readonly height: number;
    }
  /** An iPhone's photo (HEIF with HEVC): sharp's own build cannot decode it. */
  | { readonly kind: "heic" }
  /** A photo format, but cut short or damaged before its picture ends. */
  | { readonly kind: "broken"; readonly format: PhotoFormat }
  | { readonly kind: "unknown" };

const UNKNOWN = { kind: "unknown" } as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

/** A JPEG's start-of-frame markers (C0–CF), which carry its size; C4, C8 and CC are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * A JPEG's segments up to its picture data, which must end with the end-of-image marker: a
 * camera may append more after it (a "motion photo"), so it is looked for, not expected last.
 */
function jpeg(bytes: Uint8Array): ImageHeader {
  const broken = { kind: "broken", format: "jpeg" } as const;
  let size: { width: number; height: number } | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return broken;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return broken;
    if (isStartOfFrame(marker)) {
      size = { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    if (marker === 0xda) {
      // The picture data escapes every 0xFF it holds, so the next FF D9 is its end.
      const data = bytes.subarray(at + 2 + length);
      const ends = data.findIndex((byte, index) => byte === 0xff && data[index + 1] === 0xd9);
      if (!size || size.width === 0 || size.height === 0 || ends < 0) return broken;
      return { kind: "photo", format: "jpeg", ...size };
    }
    at += 2 + length;
  }
  return broken;
}

/** A PNG's chunks, from its header (IHDR, with the size) to its end (IEND). */
function png(bytes: Uint8Array): ImageHeader {
  const broken = { kind: "broken", format: "png" } as const;
  if (ascii(bytes, 12, 4) !== "IHDR") return broken;
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    if (at + 12 + length > bytes.length) return broken;
    if (ascii(bytes, at + 4, 4) === "IEND") {
      return width > 0 && height > 0 ? { kind: "photo", format: "png", width, height } : broken;
    }
    at += 12 + length;
  }
  return broken;
}

/** A WebP's RIFF container, whole, and its size from its first chunk (lossy, lossless or extended). */
function webp(bytes: Uint8Array): ImageHeader {
  const broken = { kind: "broken", format: "webp" } as const;
  if (u32le(bytes, 4) + 8 > bytes.length) return broken;
  const chunk = ascii(bytes, 12, 4);
  const size =
    chunk === "VP8 " && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)
      ? { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
      : chunk === "VP8L" && bytes[20] === 0x2f
        ? {
            width: 1 + (u16le(bytes, 21) & 0x3fff),
            height: 1 + ((u32le(bytes, 21) >>> 14) & 0x3fff),
          }
        : chunk === "VP8X"
          ? { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) }
          : null;
  if (!size || size.width === 0 || size.height === 0) return broken;
  return { kind: "photo", format: "webp", ...size };
}

/** The HEIF brands of an HEVC picture, as an iPhone writes them. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);

/** An ISO media file's brands (major and compatible), when it is one. */
function isHeic(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp") return false;
  const end = Math.min(u32be(bytes, 0), bytes.length);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (HEIC_BRANDS.has(ascii(bytes, at, 4))) return true;
  }
  return false;
}

/** What a file's bytes are, whatever its name says. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webp(bytes);
  if (isHeic(bytes)) return { kind: "heic" };
  return UNKNOWN;
}
