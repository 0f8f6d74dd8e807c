/**
 * Writes each prerendered page as `name.html` instead of `name/index.html`. Served with clean
 * URLs, `/termos-de-uso` is then the file itself on every host (Netlify, Cloudflare Pages,
 * Vercel, `npm start`), with no redirect to `/termos-de-uso/`: the canonical links, the sitemap
 * and the footer use the form without the slash. See docs/decisions/0006-host-runtimes.md.
 */
import type { Plugin } from "vite";

export function flatPageFiles(): Plugin {
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
