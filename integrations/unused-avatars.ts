/**
 * Leaves out of the build the avatars' files no testimonial shows: public/ is copied whole, and the
 * demo's drawings (public/avatars/) would otherwise ship in every owner's site (issue 47), and her
 * photos' originals, megabytes each, beside the small copies the build made of them
 * (src/pages/avatars/[photo].ts). A drawing her testimonials use stays, the demo's included.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { readTestimonials } from "../src/content/collections.ts";
import { AVATAR_FOLDER, shippedAvatarFiles } from "../src/lib/avatars/avatar-image.ts";
import { resolveAvatar } from "../src/lib/collections/avatar-files.ts";

/** The files of the build's avatars/ folder (such as "avatars/luana.svg") that `shown` leaves out. */
export function unusedAvatars(files: readonly string[], shown: readonly string[]): string[] {
  const used = new Set(shown);
  return files.filter((file) => !used.has(file));
}

/** The files of the build that show the testimonials' avatars, found in `publicDir`. */
export const shownAvatarFiles = (
  testimonials: readonly { readonly avatar: string }[],
  publicDir?: string,
) =>
  testimonials.flatMap(({ avatar }) =>
    shippedAvatarFiles(avatar, resolveAvatar(avatar, publicDir).kind),
  );

export function unusedAvatarsIntegration(): AstroIntegration {
  return {
    name: "unused-avatars",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const dist = fileURLToPath(dir);
        let files: string[];
        try {
          files = readdirSync(join(dist, AVATAR_FOLDER)).map((file) => `${AVATAR_FOLDER}/${file}`);
        } catch {
          return; // no avatars at all
        }
        for (const file of unusedAvatars(files, shownAvatarFiles(readTestimonials()))) {
          rmSync(join(dist, file));
        }
      },
    },
  };
}
