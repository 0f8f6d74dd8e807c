// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { astroBuild } from "../../test/astro-build";
import { readTestimonials } from "../../content/collections";
import { avatarPhoto } from "../avatars/avatar-photo";
import { drawingFile, PHOTO_DENSITIES, photoFile } from "../avatars/avatar-image";
import {
  avatarSource,
  findAvatarProblems,
  MAX_AVATAR_BYTES,
  readPublicFile,
  resolveAvatar,
  shownAvatar,
  type PublicFolder,
} from "./avatar-files";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"></svg>';
const bytes = (text: string) => new TextEncoder().encode(text);
/** A public/ folder made of a few files. */
const fakePublic = (files: Record<string, Uint8Array | string>): PublicFolder => ({
  list: (folder) =>
    Object.keys(files)
      .filter((path) => path.startsWith(`${folder}/`))
      .map((path) => path.slice(folder.length + 1)),
  read: (path) => {
    const file = files[path];
    return file === undefined ? null : typeof file === "string" ? bytes(file) : file;
  },
});
/** A photo of `width` × `height` pixels. */
const jpeg = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#c98f7a" } })
      .jpeg()
      .toBuffer(),
  );

describe("avatarSource", () => {
  it("finds the drawing or the photo named like the avatar, whatever the ending's case", () => {
    const files = ["luana.svg", "bia.JPG", "ana.jpeg", "rita.png", "eva.webp", "bia-2.svg"];
    expect(avatarSource("luana", files)).toEqual({ kind: "drawing", file: "avatars/luana.svg" });
    expect(avatarSource("bia", files)).toEqual({ kind: "photo", file: "avatars/bia.JPG" });
    for (const name of ["ana", "rita", "eva"]) {
      expect(avatarSource(name, files)).toMatchObject({ kind: "photo" });
    }
  });

  it("says which files it looked for, and refuses two files for one avatar", () => {
    expect(avatarSource("bia", ["bia-2.svg", "bia", "bia.56.webp"])).toEqual({
      problem:
        "não há public/avatars/bia.svg (um desenho) nem bia.jpg, bia.png ou bia.webp (uma foto)",
    });
    expect(avatarSource("bia", ["bia.svg", "bia.jpg"])).toEqual({
      problem: 'há 2 arquivos de "bia" em public/avatars/ (bia.svg, bia.jpg): deixe só um',
    });
  });

  it("sends an iPhone's HEIC, or any other format, back with the way to a JPEG", () => {
    expect(avatarSource("bia", ["bia.HEIC"])).toEqual({
      problem: expect.stringMatching(
        /^public\/avatars\/bia\.HEIC está no formato HEIC do iPhone, que o site não lê: .*JPEG/,
      ),
    });
    expect(avatarSource("bia", ["bia.gif"])).toEqual({
      problem:
        "public/avatars/bia.gif não é um formato que o site mostre: use um desenho .svg ou uma foto .jpg, .jpeg, .png, .webp",
    });
  });
});

describe("findAvatarProblems", () => {
  it("finds nothing when the drawing is there", () => {
    expect(findAvatarProblems("bia", fakePublic({ "avatars/bia.svg": SVG }))).toEqual([]);
  });

  it("names a missing file, a file that is not an SVG and one too heavy", () => {
    expect(findAvatarProblems("bia", fakePublic({}))).toEqual([
      "não há public/avatars/bia.svg (um desenho) nem bia.jpg, bia.png ou bia.webp (uma foto)",
    ]);
    expect(findAvatarProblems("bia", fakePublic({ "avatars/bia.svg": "\x89PNG…" }))).toEqual([
      "public/avatars/bia.svg não é um desenho SVG",
    ]);
    const heavy = SVG.replace("</svg>", `<!-- ${"x".repeat(MAX_AVATAR_BYTES)} --></svg>`);
    expect(findAvatarProblems("bia", fakePublic({ "avatars/bia.svg": heavy }))).toEqual([
      "public/avatars/bia.svg tem 51 KB, mais que 50 KB",
    ]);
  });

  it("takes a photo whose shorter side is 112 pixels or more", async () => {
    const check = async (width: number, height: number) =>
      findAvatarProblems("bia", fakePublic({ "avatars/bia.jpg": await jpeg(width, height) }));
    expect(await check(112, 300)).toEqual([]);
    expect(await check(2000, 1500)).toEqual([]);
    expect(await check(150, 111)).toEqual([
      "public/avatars/bia.jpg tem 150 × 111 pixels: pequena demais para ficar nítida, o lado menor precisa de 112 pixels ou mais; use a foto original, não uma miniatura",
    ]);
  });

  it("refuses a photo that is not one, is cut short, or is an iPhone's HEIC renamed", async () => {
    const whole = await jpeg(400, 400);
    const heic = new Uint8Array([0, 0, 0, 16, ...bytes("ftypheic\0\0\0\0")]);
    const problems = (file: Uint8Array | string) =>
      findAvatarProblems("bia", fakePublic({ "avatars/bia.jpg": file }));
    expect(problems("<!doctype html>")).toEqual([
      "public/avatars/bia.jpg não é uma foto JPEG, PNG ou WebP, embora o nome termine em .jpg: abra-a num programa de fotos e salve de novo como JPEG",
    ]);
    expect(problems(whole.subarray(0, whole.length / 2))).toEqual([
      "public/avatars/bia.jpg não pôde ser lida até o fim: o arquivo está incompleto ou corrompido; copie a foto de novo, do original",
    ]);
    expect(problems(heic)).toEqual([expect.stringContaining("está no formato HEIC do iPhone")]);
  });

  it("finds the committed testimonials' avatars in public/", () => {
    for (const { avatar } of readTestimonials()) {
      expect(findAvatarProblems(avatar, readPublicFile("public"))).toEqual([]);
      const { kind, file } = resolveAvatar(avatar);
      if (kind === "drawing") expect(file).toBe(drawingFile(avatar));
    }
  });
});

describe("a testimonial with a JPEG photo", () => {
  // The owner pass's photo (e2e/owner-fixture/avatars/helena.jpg): 900 × 1200, 121 KB, as a phone
  // would take it.
  const publicDir = mkdtempSync(join(tmpdir(), "avatar-photo-"));
  mkdirSync(join(publicDir, "avatars"));
  copyFileSync("e2e/owner-fixture/avatars/helena.jpg", join(publicDir, "avatars/helena.jpg"));

  it("passes the check and ships as two small square WebP files, for 1x and 2x screens", async () => {
    expect(findAvatarProblems("helena", readPublicFile(publicDir))).toEqual([]);
    const source = resolveAvatar("helena", publicDir);
    expect(source).toEqual({ kind: "photo", file: "avatars/helena.jpg" });
    expect(shownAvatar("helena", publicDir)).toMatchObject({
      srcSet: "/avatars/helena.56.webp 1x, /avatars/helena.112.webp 2x",
      width: 56,
      height: 56,
    });
    for (const density of PHOTO_DENSITIES) {
      const image = await avatarPhoto(join(publicDir, source.file), 56 * density);
      const { format, width, height } = await sharp(image).metadata();
      expect({ file: photoFile("helena", density), format, width, height }).toEqual({
        file: `avatars/helena.${56 * density}.webp`,
        format: "webp",
        width: 56 * density,
        height: 56 * density,
      });
      // "A few KB": about a hundredth of the original.
      expect(image.byteLength).toBeLessThan(4 * 1024);
    }
  });
});

describe("npm run build, with a testimonial whose avatar is missing", () => {
  // One real build: the check's wiring into the collection's schema.
  it("stops, naming the collection, the entry, the field and the file", () => {
    const dir = "node_modules/.cache/avatar-check-test";
    mkdirSync(dir, { recursive: true });
    const [first, ...rest] = readTestimonials();
    writeFileSync(
      `${dir}/testimonials.json`,
      JSON.stringify([{ ...first, avatar: "nao-existe" }, ...rest]),
    );
    const result = astroBuild(
      { TESTIMONIALS_FILE: `${dir}/testimonials.json` },
      [],
      `${dir}/never-written`,
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `testimonials → ${first?.id} data does not match collection schema`,
    );
    expect(result.stderr).toContain("avatar: não há public/avatars/nao-existe.svg (um desenho)");
    expect(result.stderr).toContain("docs/depoimentos.md");
  }, 120_000);
});
