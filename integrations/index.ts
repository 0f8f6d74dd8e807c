/**
 * The site's build-time work that must hook the build, as Astro integrations, in the order it
 * runs: the configuration is validated (and, for a launch, gated) before anything else; the
 * `client:painted` directive is registered; the scripts bundled outside Vite's graph are made;
 * the hosts' `_headers` are written with the pages, and Astro's islands' `<style>` leaves the
 * body; avatars no testimonial uses leave the build. What an owner edits is checked by the
 * content collections' schemas (src/content.config.ts); the brand files are endpoints
 * (src/pages/).
 */
import type { AstroIntegration } from "astro";
import { hostFilesIntegration } from "./host-files.ts";
import { islandStylesIntegration } from "./island-styles.ts";
import { siteConfigIntegration } from "./site-config.ts";
import { standaloneScriptsIntegration } from "./standalone-scripts.ts";
import { unusedAvatarsIntegration } from "./unused-avatars.ts";

/** `client:painted` (src/lib/timing/painted-directive.ts): islands woken after the first paint. */
const paintedDirective: AstroIntegration = {
  name: "client-painted",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "painted", entrypoint: "./src/lib/timing/painted-directive.ts" });
    },
  },
};

export function siteIntegrations(): AstroIntegration[] {
  return [
    siteConfigIntegration(),
    paintedDirective,
    standaloneScriptsIntegration(),
    hostFilesIntegration(),
    islandStylesIntegration(),
    unusedAvatarsIntegration(),
  ];
}
