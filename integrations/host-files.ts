/**
 * Writes the files hosts read beside the pages:
 *
 * - `_headers` (Netlify and Cloudflare Pages read the same syntax), from the one header
 *   definition, deploy/http-headers.mjs, so the hosts' headers can never disagree with
 *   `npm start`'s or vercel.json's;
 * - `audio/_parts/`: each sample again, in parts, with their index, for Cloudflare's Pages
 *   Function to answer byte ranges without reading whole files (deploy/write-audio-parts.mjs).
 *
 * The sitemap and robots.txt are pages of their own (src/pages/sitemap.xml.ts, robots.txt.ts):
 * they follow the routes and the configured address.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { headersFile } from "../deploy/http-headers.mjs";
import { writeAudioParts } from "../deploy/write-audio-parts.mjs";

export function hostFilesIntegration(): AstroIntegration {
  return {
    name: "host-files",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const dist = fileURLToPath(dir);
        writeFileSync(join(dist, "_headers"), headersFile());
        writeAudioParts(dist);
      },
    },
  };
}
