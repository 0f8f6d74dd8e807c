import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { vitePrerenderPlugin } from "vite-prerender-plugin";
import { checkLaunch, LAUNCH_MODE } from "./build/launch-check.ts";
import { brandAssets } from "./build/plugins/brand-assets.ts";
import { devPrerender } from "./build/plugins/dev-prerender.ts";
import { dropPrerenderOnlyChunks } from "./build/plugins/drop-prerender-only-chunks.ts";
import { finishDocuments } from "./build/plugins/finish-documents.ts";
import { flatPageFiles } from "./build/plugins/flat-page-files.ts";
import { headingFontRange } from "./build/plugins/heading-font-range.ts";
import { hostFiles } from "./build/plugins/host-files.ts";
import { siteEnv, validateSiteEnv } from "./build/site-env.ts";
import { checkSamples } from "./scripts/samples/check-samples.ts";
import { NOT_FOUND_DOCUMENT, ROUTES } from "./src/config/routes.ts";

/** The heading-font subset (scripts/fonts/subset-heading-font.mjs). */
const HEADING_FONT_FILE = "site-display-700.woff2";

const PRERENDER_SCRIPT = resolve(import.meta.dirname, "src/prerender.tsx");

export default defineConfig(({ mode }) => {
  // Validated here, so that a bad value stops the build before any work.
  const siteConfig = validateSiteEnv(mode);
  if (mode === LAUNCH_MODE) checkLaunch(siteEnv(mode), siteConfig);
  return {
    // The order matters where plugins share a hook: each file says what it runs after.
    plugins: [
      checkSamples(),
      headingFontRange(),
      react(),
      tailwindcss(),
      devPrerender(PRERENDER_SCRIPT),
      vitePrerenderPlugin({
        renderTarget: "#root",
        prerenderScript: PRERENDER_SCRIPT,
        additionalPrerenderRoutes: [ROUTES.terms, ROUTES.privacy, NOT_FOUND_DOCUMENT],
      }),
      flatPageFiles(),
      dropPrerenderOnlyChunks(),
      finishDocuments(),
      hostFiles(siteConfig),
      brandAssets(siteConfig),
    ],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __SITE_CONFIG__: JSON.stringify(siteConfig),
    },
    build: {
      target: "es2022",
      // In the page as data URIs, so that no request stands before the first paint: the small
      // SVG ornaments and the 13 KB heading-font subset (docs/decisions/0005-first-paint.md).
      // Covers, icons and everything else stay files the browser can cache.
      assetsInlineLimit: (file, content) =>
        (file.endsWith(".svg") && content.length <= 2048) || file.endsWith(HEADING_FONT_FILE),
      // Every browser this site supports preloads modules natively: no polyfill chunk.
      modulePreload: { polyfill: false },
    },
  };
});
