/**
 * Makes every file that carries the brand from the validated configuration, at every build, so
 * that a new name or description can never ship next to the demo's images:
 * `/og-image.jpg` and `/brand/logo-512.png` (brand-images.ts), `/site.webmanifest`
 * (web-manifest.ts). Written into the build when it is done, served on request by `astro dev`.
 *
 * The app icons are the mark alone, without letters: they stay committed in public/.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { socialImageContent } from "../../src/content/social-image.ts";
import { validatedSiteConfig } from "../site-config.ts";
import {
  BrandTextError,
  drawBrand,
  PALETTE,
  renderBrandFiles,
  type BrandDrawings,
  type BrandFile,
} from "./brand-images.ts";
import { APP_ICONS, webManifestFile } from "./web-manifest.ts";

/** Every file this integration writes, as served from the site root. */
export const BRAND_FILES = ["og-image.jpg", "brand/logo-512.png", "site.webmanifest"] as const;

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webmanifest: "application/manifest+json",
};

/** Lays the texts out, where a name that cannot be drawn fails with the variable to change. */
function drawings(): BrandDrawings {
  const { siteName } = validatedSiteConfig();
  try {
    return drawBrand({
      siteName,
      headline: socialImageContent.headline,
      sublines: socialImageContent.sublines,
    });
  } catch (error) {
    if (error instanceof BrandTextError) {
      console.error(
        `\n✖ ${error.message}. Change it in the environment or .env (see .env.example).\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function brandFiles(brand: BrandDrawings): Promise<BrandFile[]> {
  const { siteName, siteDescription } = validatedSiteConfig();
  const manifest = webManifestFile({ siteName, siteDescription, colour: PALETTE.night });
  return [...(await renderBrandFiles(brand)), { fileName: "site.webmanifest", source: manifest }];
}

export function brandFilesIntegration(): AstroIntegration {
  let rendering: Promise<BrandFile[]> | undefined;
  const render = () => (rendering ??= brandFiles(drawings()));

  const plugin: Plugin = {
    name: "brand-files",
    configResolved({ command, publicDir }) {
      if (command !== "build") return;
      for (const fileName of BRAND_FILES) {
        if (existsSync(join(publicDir, fileName))) {
          throw new Error(
            `public/${fileName} is made by the build from the configuration (integrations/brand/brand-files.ts): delete it from public/`,
          );
        }
      }
      for (const icon of APP_ICONS) {
        if (!existsSync(join(publicDir, icon.src))) {
          throw new Error(
            `the manifest names ${icon.src}, missing from public/: run the icon generator (tools/demo-assets)`,
          );
        }
      }
      // Started now, awaited when the pages are written: sharp rasterises while Astro builds.
      render().catch(() => {});
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!(BRAND_FILES as readonly string[]).includes(path)) return next();
        render().then(
          (files) => {
            const file = files.find((candidate) => candidate.fileName === path);
            response.setHeader("Content-Type", CONTENT_TYPES[path.split(".").pop() ?? ""] ?? "");
            response.end(file?.source);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };

  return {
    name: "brand-files",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:build:done": async ({ dir }) => {
        for (const file of await render()) {
          const path = join(fileURLToPath(dir), file.fileName);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, file.source);
        }
      },
    },
  };
}
