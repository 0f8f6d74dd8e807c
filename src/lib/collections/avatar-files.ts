/**
 * Whether each testimonial's avatar is in public/avatars/, a drawing (SVG) or a photo (JPEG, PNG,
 * WebP): part of the testimonials collection's schema (src/content.config.ts), so a build or
 * `astro dev` stops on a missing, unreadable or unfit file with the collection, the entry and the
 * field named, as it does for the samples' files; `npm run setup -- --check` runs the same check.
 * Node only. How an owner adds one: docs/depoimentos.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  AVATAR_FOLDER,
  avatarImage,
  DRAWING_EXTENSION,
  MIN_PHOTO_PX,
  PHOTO_EXTENSIONS,
  type AvatarImage,
  type AvatarKind,
} from "../avatars/avatar-image.ts";
import { readImageHeader } from "../avatars/image-header.ts";

/** The largest drawing the check lets through: the demo's are 5–6 KB, the page's budget 150 KB. */
export const MAX_AVATAR_BYTES = 50_000;

/** What the check reads of public/: a folder's file names, and a file's bytes (null if missing). */
export interface PublicFolder {
  readonly list: (folder: string) => readonly string[];
  readonly read: (publicPath: string) => Uint8Array | null;
}

/** Reads the files under `publicDir`. */
export function readPublicFile(publicDir: string): PublicFolder {
  return {
    list: (folder) => {
      const path = join(publicDir, folder);
      return existsSync(path) ? readdirSync(path) : [];
    },
    read: (publicPath) => {
      const path = join(publicDir, publicPath);
      return existsSync(path) ? readFileSync(path) : null;
    },
  };
}

/** An avatar's file, relative to public/, and what it holds. */
export interface AvatarSource {
  readonly kind: AvatarKind;
  readonly file: string;
}

const nameOf = (file: string) => file.slice(0, file.lastIndexOf("."));
const endingOf = (file: string) => file.slice(file.lastIndexOf(".") + 1);

const PHOTO_ENDINGS = PHOTO_EXTENSIONS.map((extension) => `.${extension}`).join(", ");
/** The accepted files of an avatar, as the refusals list them. */
const acceptedFiles = (avatar: string) =>
  `public/${AVATAR_FOLDER}/${avatar}.${DRAWING_EXTENSION} (um desenho) nem ${avatar}.jpg, ${avatar}.png ou ${avatar}.webp (uma foto)`;

/** An iPhone's own format, which the site cannot read, and what to do instead. */
const HEIC =
  "está no formato HEIC do iPhone, que o site não lê: mande a foto para você mesma pelo WhatsApp ou por e-mail, que a transformam em JPEG, ou exporte-a como JPEG (no Mac: app Fotos, Arquivo > Exportar)";

/**
 * Which file of `files` (the names in public/avatars/) is `avatar`'s: the one named like it, with
 * a drawing's or a photo's ending; or why none is.
 */
export function avatarSource(
  avatar: string,
  files: readonly string[],
): AvatarSource | { readonly problem: string } {
  const named = files.filter((file) => file.lastIndexOf(".") > 0 && nameOf(file) === avatar);
  const [file, ...others] = named;
  if (!file) return { problem: `não há ${acceptedFiles(avatar)}` };
  const path = `${AVATAR_FOLDER}/${file}`;
  if (others.length > 0) {
    return {
      problem: `há ${named.length} arquivos de "${avatar}" em public/${AVATAR_FOLDER}/ (${named.join(", ")}): deixe só um`,
    };
  }
  const extension = endingOf(file).toLowerCase();
  if (extension === DRAWING_EXTENSION) return { kind: "drawing", file: path };
  if ((PHOTO_EXTENSIONS as readonly string[]).includes(extension))
    return { kind: "photo", file: path };
  if (extension === "heic" || extension === "heif") return { problem: `public/${path} ${HEIC}` };
  return {
    problem: `public/${path} não é um formato que o site mostre: use um desenho .svg ou uma foto ${PHOTO_ENDINGS}`,
  };
}

/** A drawing's problems: not an SVG, or too heavy. */
function drawingProblems(file: string, bytes: Uint8Array): string[] {
  if (!/<svg[\s>]/.test(new TextDecoder().decode(bytes))) {
    return [`public/${file} não é um desenho SVG`];
  }
  if (bytes.byteLength > MAX_AVATAR_BYTES) {
    return [
      `public/${file} tem ${Math.ceil(bytes.byteLength / 1000)} KB, mais que ${MAX_AVATAR_BYTES / 1000} KB`,
    ];
  }
  return [];
}

/** A photo's problems: not a photo, an iPhone's HEIC, cut short, or too small to look sharp. */
export function photoProblems(file: string, bytes: Uint8Array): string[] {
  const header = readImageHeader(bytes);
  switch (header.kind) {
    case "unknown":
      return [
        `public/${file} não é uma foto JPEG, PNG ou WebP, embora o nome termine em .${endingOf(file)}: abra-a num programa de fotos e salve de novo como JPEG`,
      ];
    case "heic":
      return [`public/${file} ${HEIC}`];
    case "broken":
      return [
        `public/${file} não pôde ser lida até o fim: o arquivo está incompleto ou corrompido; copie a foto de novo, do original`,
      ];
    case "photo": {
      const { width, height } = header;
      if (Math.min(width, height) >= MIN_PHOTO_PX) return [];
      return [
        `public/${file} tem ${width} × ${height} pixels: pequena demais para ficar nítida, o lado menor precisa de ${MIN_PHOTO_PX} pixels ou mais; use a foto original, não uma miniatura`,
      ];
    }
  }
}

/** Every problem of one testimonial's avatar: its file missing or doubled, unreadable or unfit. */
export function findAvatarProblems(avatar: string, folder: PublicFolder): string[] {
  const source = avatarSource(avatar, folder.list(AVATAR_FOLDER));
  if ("problem" in source) return [source.problem];
  const bytes = folder.read(source.file);
  if (!bytes) return [`public/${source.file} não existe`];
  return source.kind === "drawing"
    ? drawingProblems(source.file, bytes)
    : photoProblems(source.file, bytes);
}

/**
 * The avatar's file in `publicDir`, for the build, which runs after the collection's check: a
 * problem here is one the check let through.
 */
export function resolveAvatar(avatar: string, publicDir = "public"): AvatarSource {
  const source = avatarSource(avatar, readPublicFile(publicDir).list(AVATAR_FOLDER));
  if ("problem" in source) throw new Error(`${source.problem}. Para corrigir: ${AVATAR_FILES_FIX}`);
  return source;
}

/** What the section shows for the avatar named `avatar` in public/. */
export const shownAvatar = (avatar: string, publicDir?: string): AvatarImage =>
  avatarImage(avatar, resolveAvatar(avatar, publicDir).kind);

/** What to do about an avatar, said after its problem. */
export const AVATAR_FILES_FIX = `ponha a foto (JPEG, PNG ou WebP, quadrada ou não) ou o desenho (SVG) em public/${AVATAR_FOLDER}/ com o nome do avatar, como public/${AVATAR_FOLDER}/beatriz.jpg, e escreva "avatar": "beatriz" no depoimento, ou use um dos desenhos que já estão lá (docs/depoimentos.md)`;
