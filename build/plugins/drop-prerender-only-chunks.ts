/**
 * Drops the chunks only the prerender script uses (react-dom/server, the static page
 * components): browsers never load them, so they do not belong in dist/. Runs after
 * vite-prerender-plugin (listed before it, both "post"), which imports them while it renders.
 */
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { isClientEntry } from "./finish-documents.ts";

export function dropPrerenderOnlyChunks(): Plugin {
  return {
    name: "drop-prerender-only-chunks",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === "chunk",
      );
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
      for (const chunk of chunks) {
        if (reachable.has(chunk.fileName)) continue;
        for (const fileName of [chunk.fileName, `${chunk.fileName}.map`]) {
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- how Rollup drops an output
          delete bundle[fileName];
        }
      }
    },
  };
}
