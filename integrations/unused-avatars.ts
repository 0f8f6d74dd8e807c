/**
 * Leaves out of the build the avatars no testimonial names: public/ is copied whole, and the
 * demo's drawings (public/avatars/) would otherwise ship in every owner's site (issue 47). A
 * drawing her testimonials use stays, the demo's included.
 */
import { readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { readTestimonials } from "../src/content/collections.ts";
import { avatarFile } from "../src/lib/collections/avatar-files.ts";

/** The files of `folder` (relative to the build, such as "avatars") that no testimonial names. */
export function unusedAvatars(
  files: readonly string[],
  testimonials: readonly { readonly avatar: string }[],
): string[] {
  const used = new Set(testimonials.map(({ avatar }) => avatarFile(avatar)));
  return files.filter((file) => !used.has(file));
}

export function unusedAvatarsIntegration(): AstroIntegration {
  return {
    name: "unused-avatars",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const dist = fileURLToPath(dir);
        const folder = dirname(avatarFile("x"));
        let files: string[];
        try {
          files = readdirSync(join(dist, folder)).map((file) => `${folder}/${file}`);
        } catch {
          return; // no avatars at all
        }
        for (const file of unusedAvatars(files, readTestimonials())) {
          rmSync(join(dist, file));
        }
      },
    },
  };
}
