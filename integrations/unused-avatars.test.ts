// @vitest-environment node
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTestimonials } from "../src/content/collections";
import { astroBuild } from "../src/test/astro-build";
import { unusedAvatars } from "./unused-avatars";

describe("unusedAvatars", () => {
  it("lists the drawings no testimonial names", () => {
    const files = ["avatars/luana.svg", "avatars/carla.svg", "avatars/bia.svg"];
    expect(unusedAvatars(files, [{ avatar: "bia" }, { avatar: "carla" }])).toEqual([
      "avatars/luana.svg",
    ]);
    expect(unusedAvatars(files, [])).toEqual(files);
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
