/**
 * Whether each testimonial's avatar is in public/: part of the testimonials collection's schema
 * (src/content.config.ts), so a build or `astro dev` stops on a missing or unreadable drawing with
 * the collection, the entry and the field named, as it does for the samples' files. Node only.
 * How an owner adds one: docs/depoimentos.md.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { testimonialsContent } from "../../content/testimonials.ts";

/** The avatar's file, relative to public/, as the section shows it. */
export const avatarFile = (avatar: string) =>
  testimonialsContent([]).avatar(avatar).src.replace(/^\//, "");

/** The largest drawing the check lets through: the demo's are 5–6 KB, the page's budget 150 KB. */
export const MAX_AVATAR_BYTES = 50_000;

/** What the check needs of a file under public/: its text, or null when it is missing. */
export type ReadPublicFile = (publicPath: string) => { text: string; bytes: number } | null;

/** Reads files under `publicDir`. */
export function readPublicFile(publicDir: string): ReadPublicFile {
  return (publicPath) => {
    const path = join(publicDir, publicPath);
    if (!existsSync(path)) return null;
    const buffer = readFileSync(path);
    return { text: buffer.toString("utf8"), bytes: buffer.byteLength };
  };
}

/** Every problem of one testimonial's avatar: missing, not an SVG drawing, or too heavy. */
export function findAvatarProblems(avatar: string, read: ReadPublicFile): string[] {
  const file = avatarFile(avatar);
  const found = read(file);
  if (!found) return [`public/${file} não existe`];
  if (!/<svg[\s>]/.test(found.text)) return [`public/${file} não é um desenho SVG`];
  if (found.bytes > MAX_AVATAR_BYTES) {
    return [
      `public/${file} tem ${Math.ceil(found.bytes / 1000)} KB, mais que ${MAX_AVATAR_BYTES / 1000} KB`,
    ];
  }
  return [];
}

/** What to do about an avatar, said after its problem. */
export const AVATAR_FILES_FIX =
  'ponha o desenho em public/avatars/<nome>.svg e escreva "avatar": "<nome>" no depoimento, ou use um dos desenhos que já estão lá (docs/depoimentos.md)';
