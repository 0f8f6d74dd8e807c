// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
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

// That a build ships the drawings its testimonials show and none of the others is checked on a
// real one, once: the owner pass's launch build, whose testimonials use one of the demo's drawings
// (scripts/test-owner-config.mjs, step 5).
