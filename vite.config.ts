import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { OutputAsset, OutputChunk } from "rolldown";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { vitePrerenderPlugin } from "vite-prerender-plugin";
import { checkLaunch, LAUNCH_MODE } from "./build/launch-check.ts";
import { brandAssets } from "./build/plugins/brand-assets.ts";
import { headingFontRange } from "./build/plugins/heading-font-range.ts";
import { documentPolicy, headersFile } from "./deploy/http-headers.mjs";
import { checkSamples } from "./scripts/samples/check-samples.ts";
import {
  parseSiteEnv,
  SiteEnvError,
  type RawEnv,
  type SiteConfig,
} from "./src/config/env-schema.ts";
import { robotsTxt, sitemapXml } from "./src/lib/seo/crawler-files.ts";
import { NOT_FOUND_DOCUMENT, ROUTES } from "./src/config/routes.ts";

/**
 * Reads and validates the VITE_* settings once, before any work; a bad value stops the build.
 * The app receives the validated object (`__SITE_CONFIG__`), never the raw variables.
 */
function validateSiteEnv(mode: string): SiteConfig {
  try {
    return parseSiteEnv(siteEnv(mode));
  } catch (error) {
    if (error instanceof SiteEnvError) {
      console.error(`\n✖ Site configuration error: ${error.message}\n  See .env.example.\n`);
      process.exit(1);
    }
    throw error;
  }
}

function siteEnv(mode: string): RawEnv {
  return { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
}

/** The browser's entry chunk, as opposed to the prerender script (which exports `prerender`). */
const isClientEntry = (output: OutputAsset | OutputChunk): output is OutputChunk =>
  output.type === "chunk" && output.isEntry && !output.exports.includes("prerender");

/**
 * After prerendering, deletes the chunks only the prerender script used (react-dom/server,
 * the static page components): browsers never load them, so they do not belong in dist/.
 * Runs once the files are written, because the prerender plugin needs them until then.
 */
function dropPrerenderOnlyChunks(): Plugin {
  return {
    name: "drop-prerender-only-chunks",
    apply: "build",
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const clientEntries = chunks.filter(isClientEntry);
      if (clientEntries.length === 0) this.error("no client entry in the bundle");
      const reachable = new Set<string>();
      const visit = (fileName: string) => {
        if (reachable.has(fileName)) return;
        reachable.add(fileName);
        const chunk = byName.get(fileName);
        for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
          visit(next);
      };
      for (const entry of clientEntries) visit(entry.fileName);
      const outDir = options.dir ?? "dist";
      const unused = chunks.filter((chunk) => !reachable.has(chunk.fileName));
      await Promise.all(
        unused.flatMap((chunk) => [
          rm(join(outDir, chunk.fileName), { force: true }),
          rm(join(outDir, `${chunk.fileName}.map`), { force: true }),
        ]),
      );
    },
  };
}

/**
 * Finishes every prerendered page, once the prerender plugin has written them:
 * - inlines the stylesheet: on a phone over mobile data a render-blocking CSS request costs a
 *   round trip before the first paint; 7 KB of gzipped CSS in the HTML does not;
 * - inlines the client entry (about 2 KB gzipped: promo links, scroll-in, island scheduling),
 *   so no request stands between the HTML and the buy links' promo code; the islands it loads
 *   stay separate, cacheable files;
 * - writes the page's Content-Security-Policy as its first <meta>, naming that script's hash.
 */
function finishDocuments(): Plugin {
  return {
    name: "finish-documents",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      const outputs = Object.values(bundle);
      const stylesheets = outputs.filter(
        (output) => output.type === "asset" && output.fileName.endsWith(".css"),
      );
      const entry = outputs.find(isClientEntry);
      if (!entry) return this.error("no client entry in the bundle");
      if (entry.imports.length > 0) {
        return this.error(
          `the client entry imports ${entry.imports.join(", ")}: an inline script cannot`,
        );
      }
      // An inline module resolves imports against the page's address: make them absolute.
      const entryDir = `/${dirname(entry.fileName)}/`;
      const script = (await readFile(join(outDir, entry.fileName), "utf8"))
        .replace(/(import\(\s*["'`])\.\//g, `$1${entryDir}`)
        .replace(/<\/script/gi, "<\\/script")
        .trim();
      // The hash covers exactly the text between the tags.
      const scriptHash = `sha256-${createHash("sha256").update(script).digest("base64")}`;
      const meta = `<meta http-equiv="Content-Security-Policy" content="${documentPolicy([scriptHash])}">`;

      const inlineStyles = await Promise.all(
        stylesheets.map(async (sheet) => {
          const css = await readFile(join(outDir, sheet.fileName), "utf8");
          return {
            link: new RegExp(`<link rel="stylesheet"[^>]*href="/${sheet.fileName}"[^>]*>`),
            style: `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`,
          };
        }),
      );
      const tag = new RegExp(`<script type="module"[^>]*src="/${entry.fileName}"[^>]*></script>`);

      const pages = await readdir(outDir, { recursive: true });
      for (const page of pages.filter((file) => file.endsWith(".html"))) {
        const path = join(outDir, page);
        let html = await readFile(path, "utf8");
        for (const { link, style } of inlineStyles) html = html.replace(link, () => style);
        if (!tag.test(html)) return this.error(`${page} does not load the client entry`);
        html = html
          .replace(tag, () => `<script type="module">${script}</script>`)
          .replace(/<meta charset="UTF-8"\s*>/i, (charset) => `${charset}\n    ${meta}`);
        if (!html.includes(meta)) return this.error(`${page} has no <meta charset> to follow`);
        await writeFile(path, html);
      }
      await Promise.all(
        [...stylesheets.map((sheet) => sheet.fileName), entry.fileName].map((file) =>
          rm(join(outDir, file), { force: true }),
        ),
      );
    },
  };
}

/**
 * Writes the files hosts and crawlers read: `_headers` (Netlify, Cloudflare Pages) from the
 * one header definition, and `sitemap.xml` / `robots.txt` from the routes and the site URL.
 */
function hostFiles(config: SiteConfig): Plugin {
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

/**
 * Writes each prerendered page as `name.html` instead of `name/index.html`. Served with clean
 * URLs, `/termos-de-uso` is then the file itself on every host (Netlify, Cloudflare Pages,
 * Vercel, `npm start`), with no redirect to `/termos-de-uso/`: the canonical links, the sitemap
 * and the footer use the form without the slash. See docs/decisions/0006-host-runtimes.md.
 */
function flatPageFiles(): Plugin {
  return {
    name: "flat-page-files",
    apply: "build",
    // After vite-prerender-plugin (also "post", listed before this) has emitted the pages.
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const [key, output] of Object.entries(bundle)) {
        const page = /^(.+)\/index\.html$/.exec(output.fileName);
        if (!page || output.type !== "asset") continue;
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- how Rollup drops an output
        delete bundle[key];
        this.emitFile({ type: "asset", fileName: `${page[1]}.html`, source: output.source });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // Validated here too, so that a bad value stops the build before any work.
  const siteConfig = validateSiteEnv(mode);
  if (mode === LAUNCH_MODE) checkLaunch(siteEnv(mode), siteConfig);
  return {
    plugins: [
      checkSamples(),
      headingFontRange(),
      react(),
      tailwindcss(),
      vitePrerenderPlugin({
        renderTarget: "#root",
        prerenderScript: resolve(import.meta.dirname, "src/prerender.tsx"),
        additionalPrerenderRoutes: [ROUTES.terms, ROUTES.privacy, NOT_FOUND_DOCUMENT],
      }),
      flatPageFiles(),
      dropPrerenderOnlyChunks(),
      hostFiles(siteConfig),
      brandAssets(siteConfig),
      finishDocuments(),
    ],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __SITE_CONFIG__: JSON.stringify(siteConfig),
    },
    build: {
      target: "es2022",
      // Small SVG ornaments go into the stylesheet as data URIs (one request fewer before the
      // first paint); fonts, covers and everything else stay files the browser can cache.
      assetsInlineLimit: (file, content) => file.endsWith(".svg") && content.length <= 2048,
      // Every browser this site supports preloads modules natively: no polyfill chunk.
      modulePreload: { polyfill: false },
    },
  };
});
