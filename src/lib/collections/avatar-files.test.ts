// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { astroBuild } from "../../test/astro-build";
import { readTestimonials } from "../../content/collections";
import {
  avatarFile,
  findAvatarProblems,
  MAX_AVATAR_BYTES,
  readPublicFile,
  type ReadPublicFile,
} from "./avatar-files";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"></svg>';
/** A public/ folder made of a few files. */
const fakePublic =
  (files: Record<string, string>): ReadPublicFile =>
  (path) =>
    path in files ? { text: files[path] ?? "", bytes: (files[path] ?? "").length } : null;

describe("findAvatarProblems", () => {
  it("finds nothing when the drawing is there", () => {
    expect(findAvatarProblems("bia", fakePublic({ "avatars/bia.svg": SVG }))).toEqual([]);
  });

  it("names a missing file, a file that is not an SVG and one too heavy", () => {
    expect(findAvatarProblems("bia", fakePublic({}))).toEqual([
      "public/avatars/bia.svg não existe",
    ]);
    expect(findAvatarProblems("bia", fakePublic({ "avatars/bia.svg": "\x89PNG…" }))).toEqual([
      "public/avatars/bia.svg não é um desenho SVG",
    ]);
    const heavy = SVG.replace("</svg>", `<!-- ${"x".repeat(MAX_AVATAR_BYTES)} --></svg>`);
    expect(findAvatarProblems("bia", fakePublic({ "avatars/bia.svg": heavy }))).toEqual([
      "public/avatars/bia.svg tem 51 KB, mais que 50 KB",
    ]);
  });

  it("finds the committed testimonials' drawings in public/", () => {
    for (const { avatar } of readTestimonials()) {
      expect(avatarFile(avatar)).toBe(`avatars/${avatar}.svg`);
      expect(findAvatarProblems(avatar, readPublicFile("public"))).toEqual([]);
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
    expect(result.stderr).toContain("avatar: public/avatars/nao-existe.svg não existe");
    expect(result.stderr).toContain("docs/depoimentos.md");
  }, 120_000);
});
