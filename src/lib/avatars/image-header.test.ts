// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "./image-header";

/** A photo-like picture (a gradient with a disc), `width` × `height`, in `format`. */
async function picture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp",
  options: Record<string, unknown> = {},
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c98f7a"/><stop offset="1" stop-color="#2b4a78"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="40%" r="20%" fill="#e8b894"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).toFormat(format, options).toBuffer());
}

describe("readImageHeader", () => {
  it("reads the format and size of a JPEG, a PNG and a WebP", async () => {
    expect(readImageHeader(await picture(900, 1200, "jpeg"))).toEqual({
      kind: "photo",
      format: "jpeg",
      width: 900,
      height: 1200,
    });
    expect(readImageHeader(await picture(640, 480, "png"))).toEqual({
      kind: "photo",
      format: "png",
      width: 640,
      height: 480,
    });
    expect(readImageHeader(await picture(301, 199, "webp"))).toMatchObject({
      format: "webp",
      width: 301,
      height: 199,
    });
  });

  it("reads a progressive JPEG, a lossless WebP and one with transparency (VP8L, VP8X)", async () => {
    expect(readImageHeader(await picture(320, 240, "jpeg", { progressive: true }))).toMatchObject({
      kind: "photo",
      width: 320,
      height: 240,
    });
    expect(readImageHeader(await picture(257, 131, "webp", { lossless: true }))).toMatchObject({
      kind: "photo",
      width: 257,
      height: 131,
    });
    const transparent = await sharp({
      create: { width: 513, height: 129, channels: 4, background: "#ff000080" },
    })
      .webp({ quality: 80 })
      .toBuffer();
    expect(readImageHeader(new Uint8Array(transparent))).toMatchObject({
      kind: "photo",
      format: "webp",
      width: 513,
      height: 129,
    });
  });

  it("takes a JPEG with more after its picture, as a phone's motion photo carries", async () => {
    const jpeg = await picture(200, 200, "jpeg");
    const motion = new Uint8Array([...jpeg, ...new TextEncoder().encode("ftypmp42 video…")]);
    expect(readImageHeader(motion)).toMatchObject({ kind: "photo", width: 200 });
  });

  it("finds a file cut short before its picture ends", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const whole = await picture(400, 300, format);
      expect(readImageHeader(whole.subarray(0, Math.floor(whole.length * 0.6))), format).toEqual({
        kind: "broken",
        format,
      });
      expect(readImageHeader(whole.subarray(0, 40)), format).toEqual({ kind: "broken", format });
    }
  });

  it("knows an iPhone's HEIC by its brands, and a file that is no image at all", () => {
    const box = (brands: string) =>
      new Uint8Array([0, 0, 0, 8 + brands.length, ...new TextEncoder().encode(`ftyp${brands}`)]);
    expect(readImageHeader(box("heic\0\0\0\0mif1heic"))).toEqual({ kind: "heic" });
    expect(readImageHeader(box("mif1\0\0\0\0mif1heix"))).toEqual({ kind: "heic" });
    expect(readImageHeader(box("avif\0\0\0\0mif1avif"))).toEqual({ kind: "unknown" });
    expect(readImageHeader(new TextEncoder().encode("<!doctype html><title>Erro</title>"))).toEqual(
      { kind: "unknown" },
    );
    expect(readImageHeader(new Uint8Array())).toEqual({ kind: "unknown" });
  });
});
