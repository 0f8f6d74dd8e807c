/**
 * An owner's photo made into an avatar at build, with sharp: turned upright as the camera recorded
 * it, cut square (avatar-image.ts's `squareCrop`), made as small as it is shown and written as
 * WebP, which every browser the site supports shows. sharp keeps no metadata by default: the
 * camera's EXIF, the place where it was taken among it, stays out of the site. Node only.
 */
import sharp from "sharp";
import { squareCrop } from "./avatar-image.ts";

/**
 * WebP's quality for a face a few dozen pixels wide: 2–5 KB for the 2x file. AVIF would save a
 * KB or two and need a <picture> with a WebP beside it (docs/decisions/0019-owner-photos.md).
 */
const WEBP_QUALITY = 80;

/** The photo at `file` (a path or its bytes) as a `px` × `px` WebP. */
export async function avatarPhoto(
  file: string | Uint8Array,
  px: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp(file, { autoOrient: true });
  const { autoOrient } = await image.metadata();
  const { left, top, size } = squareCrop(autoOrient.width, autoOrient.height);
  const webp = await image
    .extract({ left, top, width: size, height: size })
    .resize(px, px)
    .webp({ quality: WEBP_QUALITY, effort: 6 })
    .toBuffer();
  return new Uint8Array(webp);
}
