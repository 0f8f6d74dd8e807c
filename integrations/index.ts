/**
 * The site's build-time work, as Astro integrations, in the order it runs: the configuration is
 * validated (and, for a launch, gated) before anything else; the samples are checked against
 * their files; the heading font's range is written into the stylesheet; the brand files and the
 * hosts' `_headers` are written with the pages, and Astro's islands' `<style>` leaves the body.
 */
import type { AstroIntegration } from "astro";
import { hostFilesIntegration } from "./host-files.ts";
import { islandStylesIntegration } from "./island-styles.ts";
import { checkSamples } from "./samples/check-samples.ts";
import { siteConfigIntegration } from "./site-config.ts";

/** Vite plugins that only transform or check sources, with nothing to do in Astro's hooks. */
function vitePlugins(name: string, plugins: () => import("vite").PluginOption[]): AstroIntegration {
  return {
    name,
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: plugins() } });
      },
    },
  };
}

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
    vitePlugins("samples-check", () => [checkSamples()]),
    hostFilesIntegration(),
    islandStylesIntegration(),
  ];
}
