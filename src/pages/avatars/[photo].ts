// The owner's testimonial photos, made small at every build and in `astro dev`: each photo in
// public/avatars/ that a testimonial names, cut square and written as WebP at 1x and 2x
// (src/lib/avatars/). The originals stay out of the build (integrations/unused-avatars.ts). Why an
// endpoint and not astro:assets: docs/decisions/0019-owner-photos.md.
import { join } from "node:path";
import type { APIRoute, GetStaticPaths } from "astro";
import { AVATAR_DISPLAY_PX, PHOTO_DENSITIES, photoFile } from "../../lib/avatars/avatar-image";
import { avatarPhoto } from "../../lib/avatars/avatar-photo";
import { AVATAR_FILES_FIX, resolveAvatar } from "../../lib/collections/avatar-files";
import { listedEntries } from "../../lib/collections/listed-entries";

export const getStaticPaths = (async () => {
  const avatars = new Set((await listedEntries("testimonials")).map(({ avatar }) => avatar));
  return [...avatars].flatMap((avatar) => {
    const { kind, file } = resolveAvatar(avatar);
    if (kind !== "photo") return [];
    return PHOTO_DENSITIES.map((density) => ({
      // "beatriz.112.webp": the file's name in avatars/.
      params: { photo: photoFile(avatar, density).split("/").at(-1) },
      props: { file, px: AVATAR_DISPLAY_PX * density },
    }));
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string; px: number }> = async ({ props: { file, px } }) => {
  const image = await avatarPhoto(join("public", file), px).catch((error: Error) => {
    throw new Error(
      `public/${file} não pôde ser lida como foto (${error.message}). Para corrigir: ${AVATAR_FILES_FIX}`,
    );
  });
  return new Response(image, { headers: { "Content-Type": "image/webp" } });
};
