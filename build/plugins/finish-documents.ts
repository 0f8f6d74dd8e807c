/**
 * Finishes every prerendered page, once the bundle is complete:
 * - inlines the stylesheet: on a phone over mobile data a render-blocking CSS request costs a
 *   round trip before the first paint; 7 KB of gzipped CSS in the HTML does not;
 * - inlines the client entry (about 3 KB gzipped: promo links, scroll-in, island scheduling),
 *   so no request stands between the HTML and the buy links' promo code; the islands it loads
 *   stay separate, cacheable files;
 * - writes the page's Content-Security-Policy as the <meta> after <meta charset>, naming that
 *   script's hash (docs/decisions/0005-first-paint.md).
 *
 * The pages are edited at the places parse5 finds (build/html-source.ts), so every other byte
 * stays as the prerender wrote it; the inlined files leave the bundle and never reach dist/.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import MagicString from "magic-string";
import type { OutputBundle, OutputChunk } from "rolldown";
import { parseSync, Visitor, type Plugin } from "vite";
import { documentPolicy } from "../../deploy/http-headers.mjs";
import { attribute, hasAttributes, HtmlSource } from "../html-source.ts";

/** The browser's entry chunk, as opposed to the prerender script (which exports `prerender`). */
export const isClientEntry = (chunk: OutputChunk): boolean =>
  chunk.isEntry && !chunk.exports.includes("prerender");

/**
 * Rewrites the entry's `import("./x.js")` to `import("/assets/x.js")`: an inline module
 * resolves its imports against the page's address (`/a/b` for a 404), not the chunk's folder.
 *
 * Done on the finished code, with Rolldown's parser: Rolldown has no `renderDynamicImport` hook
 * (rolldown/rolldown#4532) and its `output.paths` applies to external modules only, and Vite
 * reads the relative specifiers in its own generateBundle to write each import's preload list,
 * so an earlier rewrite (renderChunk) leaves the islands without their preloads. Each specifier
 * must name one of the chunk's dynamic imports; only the path inside its quotes changes.
 */
export function absoluteDynamicImports(
  chunk: Pick<OutputChunk, "code" | "fileName" | "dynamicImports">,
): string {
  const edits = new MagicString(chunk.code);
  const dir = posix.dirname(chunk.fileName);
  const { program } = parseSync(chunk.fileName, chunk.code);
  new Visitor({
    ImportExpression({ source }) {
      const text =
        source.type === "Literal" && typeof source.value === "string"
          ? { value: source.value, start: source.start + 1, end: source.end - 1 }
          : source.type === "TemplateLiteral" && source.quasis.length === 1 && source.quasis[0]
            ? {
                value: source.quasis[0].value.cooked ?? "",
                start: source.quasis[0].start,
                end: source.quasis[0].end,
              }
            : null;
      if (!text) throw new Error(`${chunk.fileName}: an import() of a computed path`);
      const target = posix.join(dir, text.value);
      if (!chunk.dynamicImports.includes(target)) {
        throw new Error(`${chunk.fileName}: import("${text.value}") names no chunk of the bundle`);
      }
      edits.overwrite(text.start, text.end, `/${target}`);
    },
  }).visit(program);
  return edits.toString();
}

/** A raw-text element's content ends at the first `</tag`, whatever its case. */
function assertRawText(text: string, tag: "script" | "style", file: string): void {
  if (text.toLowerCase().includes(`</${tag}`)) {
    throw new Error(`${file} contains "</${tag}": it cannot be inlined in a <${tag}> element`);
  }
}

/** The SHA-256 source expression of an inline script, as CSP names it. */
export const scriptHash = (script: string): string =>
  `sha256-${createHash("sha256").update(script).digest("base64")}`;

/** What every page gets: the entry script, its stylesheets, and the policy naming the script. */
export interface Inlined {
  readonly entryFileName: string;
  readonly script: string;
  readonly stylesheets: ReadonlyMap<string, string>;
  readonly policy: string;
}

/** Reads the entry chunk and its stylesheets from the finished bundle. */
export function inlinedFiles(bundle: OutputBundle): Inlined {
  const entries = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === "chunk" && isClientEntry(output),
  );
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(`expected one client entry, found ${entries.length}`);
  if (entry.imports.length > 0) {
    throw new Error(`the client entry imports ${entry.imports.join(", ")}: inline, it cannot`);
  }
  const script = absoluteDynamicImports(entry).trim();
  assertRawText(script, "script", entry.fileName);
  if (script.includes("//# sourceMappingURL=")) {
    throw new Error(`${entry.fileName} still names its source map, which is not published`);
  }
  const stylesheets = new Map(
    [...(entry.viteMetadata?.importedCss ?? [])].map((fileName) => {
      const sheet = bundle[fileName];
      if (sheet?.type !== "asset") throw new Error(`${fileName} is not in the bundle`);
      const css = sheet.source.toString();
      assertRawText(css, "style", fileName);
      return [fileName, css];
    }),
  );
  const policy = documentPolicy([scriptHash(script)]);
  return { entryFileName: entry.fileName, script, stylesheets, policy };
}

/** Inlines the entry and its stylesheets into a page and adds the CSP <meta>. */
export function finishPage(html: string, page: string, inlined: Inlined): string {
  const { entryFileName, script, stylesheets, policy } = inlined;
  const document = new HtmlSource(html, page);
  const entryTag = { type: "module", src: `/${entryFileName}` };
  const tag = document.only(
    `<script type="module" src="/${entryFileName}">`,
    hasAttributes("script", entryTag),
  );
  document.replace(tag, `<script type="module">${script}</script>`);
  for (const [fileName, css] of stylesheets) {
    const linkTag = { rel: "stylesheet", href: `/${fileName}` };
    const link = document.only(
      `<link rel="stylesheet" href="/${fileName}">`,
      hasAttributes("link", linkTag),
    );
    document.replace(link, `<style>${css}</style>`);
  }
  const charset = document.only(
    "<meta charset>",
    (element) => element.tagName === "meta" && attribute(element, "charset") !== undefined,
  );
  document.insertAfter(
    charset,
    `\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
  return document.toString();
}

export function finishDocuments(): Plugin {
  return {
    name: "finish-documents",
    apply: "build",
    generateBundle: {
      // After every other plugin: the pages are prerendered, the entry's code is final (Vite
      // writes its preload lists in this hook) and the prerender-only chunks are gone.
      order: "post",
      handler(_options, bundle) {
        const inlined = inlinedFiles(bundle);
        for (const page of Object.values(bundle)) {
          if (page.type !== "asset" || !page.fileName.endsWith(".html")) continue;
          page.source = finishPage(page.source.toString(), page.fileName, inlined);
        }
        for (const fileName of [inlined.entryFileName, ...inlined.stylesheets.keys()]) {
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- how Rollup drops an output
          delete bundle[fileName];
        }
      },
    },
  };
}
