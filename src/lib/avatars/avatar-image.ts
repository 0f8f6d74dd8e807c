/**
 * How a testimonial's avatar is shown and which files carry it: a drawing (SVG) as it is, or the
 * owner's photo cropped square and made small at build (src/pages/avatars/[photo].ts). Pure: the
 * section, the build's endpoint, its clean-up (integrations/unused-avatars.ts) and the checks
 * (lib/collections/avatar-files.ts) read it alike. How an owner adds one: docs/depoimentos.md.
 */

/** Where avatars are, under public/ and on the site. */
export const AVATAR_FOLDER = "avatars";

/** The circle's side in CSS pixels: the section's <img> width and height. */
export const AVATAR_DISPLAY_PX = 56;

/** The screens a photo is made for: 1x, and 2x for phones and other high-density screens. */
export const PHOTO_DENSITIES = [1, 2] as const;
export type PhotoDensity = (typeof PHOTO_DENSITIES)[number];

/** The largest photo made: a smaller original would be enlarged, and look blurred. */
export const MIN_PHOTO_PX = AVATAR_DISPLAY_PX * Math.max(...PHOTO_DENSITIES);

export const DRAWING_EXTENSION = "svg";
/** A photo's file endings, in any case: a camera names its files "IMG_1234.JPG". */
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

export type AvatarKind = "drawing" | "photo";

/** What the section's <img> needs; width and height hold its place before it loads. */
export interface AvatarImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly width: number;
  readonly height: number;
}

/** A drawing's file, relative to public/ and to the build. */
export const drawingFile = (avatar: string) => `${AVATAR_FOLDER}/${avatar}.${DRAWING_EXTENSION}`;

/**
 * The photo made for one density, relative to the build. The dot before the size keeps it apart
 * from any file an owner names: an avatar's name has none.
 */
export const photoFile = (avatar: string, density: PhotoDensity) =>
  `${AVATAR_FOLDER}/${avatar}.${AVATAR_DISPLAY_PX * density}.webp`;

/** The files of the build that show an avatar; everything else in its folder is left out. */
export const shippedAvatarFiles = (avatar: string, kind: AvatarKind): string[] =>
  kind === "drawing"
    ? [drawingFile(avatar)]
    : PHOTO_DENSITIES.map((density) => photoFile(avatar, density));

export function avatarImage(avatar: string, kind: AvatarKind): AvatarImage {
  const size = { width: AVATAR_DISPLAY_PX, height: AVATAR_DISPLAY_PX };
  if (kind === "drawing") return { src: `/${drawingFile(avatar)}`, ...size };
  return {
    src: `/${photoFile(avatar, 1)}`,
    srcSet: PHOTO_DENSITIES.map((density) => `/${photoFile(avatar, density)} ${density}x`).join(
      ", ",
    ),
    ...size,
  };
}

/**
 * How far down a photo its subject's face usually is: in a portrait the eyes sit about a third of
 * the way down (the photographers' rule of thirds), the face's middle a little below them.
 */
const FACE_HEIGHT = 0.4;

/**
 * The square cut from a photo (in its upright pixels): as large as it can be, centred across, and
 * in a portrait centred on where a face usually is, not on the middle, which in a tall photo is
 * nearer the chest.
 */
export function squareCrop(width: number, height: number) {
  const size = Math.min(width, height);
  const top = Math.round(Math.min(Math.max(height * FACE_HEIGHT - size / 2, 0), height - size));
  return { left: Math.round((width - size) / 2), top, size };
}
