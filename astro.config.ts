// The one place the site's build is configured. What each choice is for:
// docs/decisions/0010-astro-and-node-24.md and 0005-first-paint.md.
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { documentDirectives } from "./deploy/http-headers.mjs";
import { siteIntegrations } from "./integrations/index.ts";
import { measurementSources } from "./integrations/site-config.ts";

// No usage report leaves a build of this site: Astro reads this when it would send one.
process.env.ASTRO_TELEMETRY_DISABLED ??= "1";

/** The configured measurement providers' hosts, for the policy; none unless configured. */
const measured = measurementSources();

/**
 * Measurement's loader where it is configured (features/analytics/analytics.astro) and the
 * thank-you page's order-code handoff (src/pages/obrigado.astro), which travel in the page (0005,
 * 0012). The page script is bundled on its own (integrations/standalone-scripts.ts).
 */
const IN_PAGE_SCRIPTS = /(analytics|obrigado)\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

export default defineConfig({
  integrations: [react(), ...siteIntegrations()],
  // `name.html` for every page, served at `/name` by every host with no redirect (0006).
  build: {
    format: "file",
    assets: "assets",
    // 7 KB of gzipped CSS in the page costs less than a render-blocking request on mobile data.
    inlineStylesheets: "always",
  },
  trailingSlash: "never",
  // Astro writes each page's policy with the hashes of its inline scripts and styles; the rest
  // of it is the site's (deploy/http-headers.mjs), with the measurement providers' hosts when
  // some are configured (docs/decisions/0012-measurement-with-consent.md).
  security: {
    csp: {
      directives: documentDirectives(measured),
      ...(measured.script.length > 0
        ? { scriptDirective: { resources: ["'self'", ...measured.script] } }
        : {}),
    },
  },
  devToolbar: { enabled: false },
  // No Markdown here; Shiki's inline styles would need 'unsafe-inline' in the policy.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    build: {
      target: "es2022",
      // In the page, so that no request stands before the first paint: the small SVG ornaments
      // and the scripts above. The heading font, covers, icons, audio and the player stay files
      // the browser can cache (the font is asked for after the first paint: 0005-first-paint.md).
      assetsInlineLimit: (file, content) =>
        (file.endsWith(".svg") && content.length <= 2048) || IN_PAGE_SCRIPTS.test(file),
      // Every browser this site supports preloads modules natively: no polyfill chunk.
      modulePreload: { polyfill: false },
    },
  },
});
