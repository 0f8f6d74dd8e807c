/**
 * Writes the files hosts and crawlers read: `_headers` (Netlify, Cloudflare Pages) from the
 * one header definition, and `sitemap.xml` / `robots.txt` from the routes and the site URL.
 * Emitted by the build so they can never disagree with the pages and the configuration.
 */
import type { Plugin } from "vite";
import { headersFile } from "../../deploy/http-headers.mjs";
import type { SiteConfig } from "../../src/config/env-schema.ts";
import { ROUTES } from "../../src/config/routes.ts";
import { robotsTxt, sitemapXml } from "../../src/lib/seo/crawler-files.ts";

export function hostFiles(config: SiteConfig): Plugin {
  return {
    name: "host-files",
    apply: "build",
    generateBundle() {
      const files = {
        _headers: headersFile(),
        "sitemap.xml": sitemapXml(config.siteUrl, Object.values(ROUTES)),
        "robots.txt": robotsTxt(config.siteUrl),
      };
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
