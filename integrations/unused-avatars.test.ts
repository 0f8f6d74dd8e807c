// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTestimonials } from "../src/content/collections";
import { astroBuild } from "../src/test/astro-build";
import { shownAvatarFiles, unusedAvatars } from "./unused-avatars";

describe("unusedAvatars", () => {
  it("lists the drawings no testimonial shows", () => {
    const files = ["avatars/luana.svg", "avatars/carla.svg", "avatars/bia.svg"];
    expect(unusedAvatars(files, ["avatars/bia.svg", "avatars/carla.svg"])).toEqual([
      "avatars/luana.svg",
    ]);
    expect(unusedAvatars(files, [])).toEqual(files);
  });

  it("lists a photo's original, beside the small copies the build made of it", () => {
    const files = [
      "avatars/luana.svg",
      "avatars/bia.jpg",
      "avatars/bia.56.webp",
      "avatars/bia.112.webp",
    ];
    const publicDir = mkdtempSync(join(tmpdir(), "unused-avatars-"));
    mkdirSync(join(publicDir, "avatars"));
    writeFileSync(join(publicDir, "avatars/bia.jpg"), "");
    const shown = shownAvatarFiles([{ avatar: "bia" }], publicDir);
    expect(shown).toEqual(["avatars/bia.56.webp", "avatars/bia.112.webp"]);
    expect(unusedAvatars(files, shown)).toEqual(["avatars/luana.svg", "avatars/bia.jpg"]);
  });
});

describe("npm run build, with testimonials that use one of the demo's drawings", () => {
  it("ships that drawing and none of the others", () => {
    const dir = "node_modules/.cache/unused-avatars-test";
    mkdirSync(dir, { recursive: true });
    const [first] = readTestimonials();
    writeFileSync(`${dir}/testimonials.json`, JSON.stringify([first]));
    const result = astroBuild({ TESTIMONIALS_FILE: `${dir}/testimonials.json` }, [], `${dir}/dist`);
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(`${dir}/dist/avatars`)).toEqual([`${first?.avatar}.svg`]);
    expect(existsSync(`${dir}/dist/index.html`)).toBe(true);
  }, 120_000);
});
