// @ts-check
/**
 * Writes each sample of a build again in parts, with their index, for Cloudflare's Pages
 * Function (deploy/audio-parts.mjs says why). Run by the build (integrations/host-files.ts) and
 * by scripts/measure-audio-parts.mjs, which cuts the same build in parts of other sizes.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { AUDIO_PART_BYTES, AUDIO_PARTS_INDEX, partPath } from "./audio-parts.mjs";

/** The samples' extensions: what the site plays (src/content/tracks.ts lists one of each). */
const SAMPLE = /\.(opus|ogg|mp3|m4a)$/;

/**
 * Writes the parts of every sample in `dist/audio/` and their index (`AUDIO_PARTS_INDEX`),
 * replacing any parts written before, and returns the index.
 * @param {string} dist
 * @param {number} [partBytes]
 * @returns {import("./audio-parts.mjs").AudioPartsIndex}
 */
export function writeAudioParts(dist, partBytes = AUDIO_PART_BYTES) {
  const folder = join(dist, "audio");
  /** @type {import("./audio-parts.mjs").AudioPartsIndex} */
  const index = {};
  if (!existsSync(folder)) return index;
  rmSync(join(dist, dirname(AUDIO_PARTS_INDEX)), { recursive: true, force: true });
  for (const name of readdirSync(folder).filter((file) => SAMPLE.test(file))) {
    const file = `/audio/${name}`;
    const bytes = readFileSync(join(folder, name));
    /** @type {string[]} */
    const parts = [];
    for (let start = 0; start < bytes.length; start += partBytes) {
      const path = partPath(file, parts.length);
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), bytes.subarray(start, start + partBytes));
      parts.push(path);
    }
    const digest = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
    index[file] = { size: bytes.length, etag: `"${digest}"`, partBytes, parts };
  }
  mkdirSync(dirname(join(dist, AUDIO_PARTS_INDEX)), { recursive: true });
  writeFileSync(join(dist, AUDIO_PARTS_INDEX), `${JSON.stringify(index)}\n`);
  return index;
}
