/**
 * Makes every file that carries the brand from the validated configuration, at every build, so
 * that a new name or description can never ship next to the demo's images:
 *
 * - `/og-image.jpg`, `/brand/logo-512.png` (build/brand/brand-images.ts) and `/site.webmanifest` (build/brand/web-manifest.ts),
 *   emitted as assets by `vite build` and served on request by `vite` (dev);
 * - the fallback `<title>` of index.html (each prerendered page then writes its own).
 *
 * The app icons are the mark alone, without letters: they stay committed in public/.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import type { SiteConfig } from "../../src/config/env-schema.ts";
import { escapeAttribute, HtmlSource } from "../html-source.ts";
import { socialImageContent } from "../../src/content/social-image.ts";
import {
  BrandTextError,
  drawBrand,
  PALETTE,
  renderBrandFiles,
  type BrandDrawings,
  type BrandFile,
  type BrandText,
} from "../brand/brand-images.ts";
import { APP_ICONS, webManifestFile } from "../brand/web-manifest.ts";

/** Every file this plugin writes, as served from the site root. */
export const BRAND_FILES = ["og-image.jpg", "brand/logo-512.png", "site.webmanifest"] as const;

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webmanifest: "application/manifest+json",
};

export function brandAssets(config: SiteConfig): Plugin {
  const text: BrandText = {
    siteName: config.siteName,
    headline: socialImageContent.headline,
    sublines: socialImageContent.sublines,
  };
  const manifest = webManifestFile({
    siteName: config.siteName,
    siteDescription: config.siteDescription,
    colour: PALETTE.night,
  });
  let publicDir = "";
  let command: "build" | "serve" = "serve";
  const renderFiles = async (drawings: BrandDrawings): Promise<BrandFile[]> => [
    ...(await renderBrandFiles(drawings)),
    { fileName: "site.webmanifest", source: manifest },
  ];
  let rendering: Promise<BrandFile[]> | null = null;
  const render = () => (rendering ??= renderFiles(drawBrand(text)));

  return {
    name: "brand-assets",

    configResolved(resolved) {
      publicDir = resolved.publicDir;
      command = resolved.command;
    },

    buildStart() {
      if (command !== "build") return;
      for (const fileName of BRAND_FILES) {
        if (existsSync(join(publicDir, fileName))) {
          this.error(
            `public/${fileName} is made by the build from the configuration (build/plugins/brand-assets.ts): delete it from public/`,
          );
        }
      }
      for (const icon of APP_ICONS) {
        if (!existsSync(join(publicDir, icon.src))) {
          this.error(
            `the manifest names ${icon.src}, missing from public/: run node scripts/assets/generate-icons.mjs`,
          );
        }
      }
      // Laying the texts out is quick and is where a name that cannot be drawn fails: do it
      // before any other work, then let sharp rasterise while the bundle is built.
      let drawings: BrandDrawings;
      try {
        drawings = drawBrand(text);
      } catch (error) {
        if (error instanceof BrandTextError) {
          this.error(`${error.message}. Change it in the environment or .env (see .env.example).`);
        }
        throw error;
      }
      rendering = renderFiles(drawings);
      // Awaited, and its error reported, in generateBundle.
      rendering.catch(() => {});
    },

    async generateBundle() {
      for (const file of await render()) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },

    transformIndexHtml: {
      // Before the prerender plugin reads the page, so that it replaces this title.
      order: "pre",
      handler: (html) => {
        // A title written in index.html would be a stale second one.
        const [title] = new HtmlSource(html).findAll((element) => element.tagName === "title");
        if (title) throw new Error("index.html: remove its <title>, the build writes it");
        return [{ tag: "title", children: escapeAttribute(config.siteName), injectTo: "head" }];
      },
    },

    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!(BRAND_FILES as readonly string[]).includes(path)) return next();
        render().then(
          (files) => {
            const file = files.find((candidate) => candidate.fileName === path);
            response.setHeader(
              "Content-Type",
              CONTENT_TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream",
            );
            response.end(file?.source);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
