/**
 * Makes `npm run dev` serve what the build prerenders: for each page request it runs the
 * prerender script (src/prerender.tsx) through Vite's SSR loader and puts the page's markup in
 * #root and its head (title, lang, meta, links) into index.html, as vite-prerender-plugin does
 * for the build. The browser then runs the same entry as in production: islands hydrate and the
 * scroll-in starts, so a hydration mismatch shows up in development too.
 *
 * An unknown path gets the 404 document with status 404, as the hosts answer.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Connect, Plugin, ViteDevServer } from "vite";
import { routeForPath } from "../../src/config/routes.ts";
import { attribute, escapeAttribute, HtmlSource } from "../html-source.ts";

/** What src/prerender.tsx returns, in the shape vite-prerender-plugin reads. */
interface PrerenderResult {
  readonly html: string;
  readonly head: {
    readonly lang: string;
    readonly title: string;
    readonly elements: Iterable<HeadElement>;
  };
}

interface HeadElement {
  readonly type: string;
  readonly props: Record<string, string>;
  readonly children?: string;
}

type Prerender = (options: { url: string }) => Promise<PrerenderResult>;

const VOID_ELEMENTS = new Set(["base", "link", "meta"]);

/** A head element as markup (its children are raw text: JSON-LD comes escaped for a script). */
export function headElementHtml({ type, props, children }: HeadElement): string {
  const attributes = Object.entries(props)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return VOID_ELEMENTS.has(type)
    ? `<${type}${attributes}>`
    : `<${type}${attributes}>${children ?? ""}</${type}>`;
}

/** index.html with a prerendered page in it: markup in #root, title, lang and head elements. */
export function insertPage(html: string, { html: markup, head }: PrerenderResult): string {
  const document = new HtmlSource(html);
  const root = document.only(`<div id="root">`, (element) => attribute(element, "id") === "root");
  document.insertInside(root, "start", markup);
  const [title] = document.findAll((element) => element.tagName === "title");
  const headElement = document.only("<head>", (element) => element.tagName === "head");
  if (title) document.replaceContent(title, escapeAttribute(head.title));
  else document.insertInside(headElement, "start", `<title>${escapeAttribute(head.title)}</title>`);
  if (head.lang) {
    const htmlElement = document.only("<html>", (element) => element.tagName === "html");
    document.setAttribute(htmlElement, "lang", head.lang);
  }
  const elements = [...head.elements].map(headElementHtml).join("\n");
  document.insertInside(headElement, "end", elements);
  return document.toString();
}

/** A browser navigation (not a module, style or image request) to a path no page answers. */
function isUnknownPage(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!request.headers.accept?.includes("text/html")) return false;
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
  const lastSegment = pathname.split("/").pop() ?? "";
  if (lastSegment.includes(".") && !lastSegment.endsWith(".html")) return false;
  return routeForPath(pathname) === "notFound";
}

/** Answers an unknown path with the 404 document, status 404 (Vite's own answer is 200). */
function notFoundMiddleware(server: ViteDevServer): Connect.NextHandleFunction {
  return (request: IncomingMessage, response: ServerResponse, next) => {
    if (!isUnknownPage(request)) return next();
    const url = request.url ?? "/";
    readFile(join(server.config.root, "index.html"), "utf8")
      .then((template) => server.transformIndexHtml(url, template, url))
      .then((html) => {
        response.statusCode = 404;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(request.method === "HEAD" ? undefined : html);
      })
      .catch(next);
  };
}

export function devPrerender(prerenderScript: string): Plugin {
  return {
    name: "dev-prerender",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(notFoundMiddleware(server));
    },
    transformIndexHtml: {
      // After the other plugins' tags (brand-assets' <title>), as the build's prerender runs.
      order: "post",
      async handler(html, { server, originalUrl, path }) {
        if (!server) return html;
        const { prerender } = (await server.ssrLoadModule(prerenderScript)) as {
          prerender: Prerender;
        };
        const url = new URL(originalUrl ?? path, "http://localhost").pathname;
        return insertPage(html, await prerender({ url }));
      },
    },
  };
}
