/**
 * Writes `_headers` (Netlify and Cloudflare Pages read the same syntax) into the build from the
 * one header definition, deploy/http-headers.mjs, so the hosts' headers can never disagree with
 * `npm start`'s or vercel.json's. The sitemap and robots.txt are pages of their own
 * (src/pages/sitemap.xml.ts, robots.txt.ts): they follow the routes and the configured address.
 */
import { writeFileSync } from "node:fs";
import type { AstroIntegration } from "astro";
import { headersFile } from "../deploy/http-headers.mjs";

export function hostFilesIntegration(): AstroIntegration {
  return {
    name: "host-files",
    hooks: {
      "astro:build:done": ({ dir }) => {
        writeFileSync(new URL("_headers", dir), headersFile());
      },
    },
  };
}
