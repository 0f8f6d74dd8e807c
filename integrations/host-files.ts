/**
 * Writes the files hosts read beside the pages:
 *
 * - `_headers` (Netlify and Cloudflare Pages read the same syntax), from the one header
 *   definition, deploy/http-headers.mjs, so the hosts' headers can never disagree with
 *   `npm start`'s or vercel.json's;
 * - `audio/_parts/`: each sample again, in parts, with their index, for Cloudflare's Pages
 *   Function to answer byte ranges without reading whole files (deploy/audio-parts.mjs).
 *
 * The sitemap and robots.txt are pages of their own (src/pages/sitemap.xml.ts, robots.txt.ts):
 * they follow the routes and the configured address.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import {
  AUDIO_PART_BYTES,
  AUDIO_PARTS_INDEX,
  partPath,
  type AudioPartsIndex,
} from "../deploy/audio-parts.mjs";
import { headersFile } from "../deploy/http-headers.mjs";

/** Writes the parts of every sample in `dist/audio/` and returns their index. */
export function writeAudioParts(dist: string): AudioPartsIndex {
  const folder = join(dist, "audio");
  if (!existsSync(folder)) return {};
  const index: AudioPartsIndex = {};
  for (const name of readdirSync(folder).filter((file) => /\.(opus|ogg|mp3|m4a)$/.test(file))) {
    const file = `/audio/${name}`;
    const bytes = readFileSync(join(folder, name));
    const parts: string[] = [];
    for (let start = 0; start < bytes.length; start += AUDIO_PART_BYTES) {
      const path = partPath(file, parts.length);
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), bytes.subarray(start, start + AUDIO_PART_BYTES));
      parts.push(path);
    }
    const digest = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
    index[file] = { size: bytes.length, etag: `"${digest}"`, parts };
  }
  return index;
}

export function hostFilesIntegration(): AstroIntegration {
  return {
    name: "host-files",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const dist = fileURLToPath(dir);
        writeFileSync(join(dist, "_headers"), headersFile());
        const index = writeAudioParts(dist);
        writeFileSync(join(dist, AUDIO_PARTS_INDEX), `${JSON.stringify(index)}\n`);
      },
    },
  };
}
