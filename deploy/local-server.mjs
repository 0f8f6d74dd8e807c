// @ts-check
/**
 * `npm start`'s server: the production build served as the hosts serve it, with Vercel's
 * serve-handler (the engine of `serve`) and `compression`: brotli at its level 4 to a browser
 * that asks for it (Chromium does, on localhost too), gzip otherwise. Around it,
 * what serve-handler gets wrong for this site, each of which a host gets right:
 *
 * - a path segment longer than a file name can be (255 bytes) made it answer 500: it is a path
 *   that does not exist, so 404 with the 404 page;
 * - the hosts' own files (`_headers`, `_redirects`, `_routes.json`) are configuration, never
 *   served: 404, however the path reaches them (`/./_headers`, `/audio/%2e%2e/_headers`: dot
 *   segments, plain or percent-encoded, are resolved first, as a browser resolves them);
 * - a path with a NUL byte made it answer 500 (the file system refuses the name): 404;
 * - its redirects (`/obrigado/` → `/obrigado`) carried none of the site's headers: every answer
 *   now starts with the security headers and the path's Cache-Control;
 * - byte ranges follow RFC 9110 as deploy/byte-range.mjs reads it: a unit it does not know or a
 *   header it cannot read is ignored (serve-handler answered 416 with the whole file as its
 *   body), several ranges get the whole file, `If-Range` is honoured against `Last-Modified`,
 *   and a range past the end gets 416 with no body.
 */
import { readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, posix, sep } from "node:path";
import { promisify } from "node:util";
import { constants } from "node:zlib";
import compression from "compression";
import serveHandler from "serve-handler";
import { byteRange } from "./byte-range.mjs";
import {
  CACHE_REVALIDATE,
  cacheControlFor,
  SECURITY_HEADERS,
  serveConfig,
} from "./http-headers.mjs";

/**
 * The brotli level sent to a browser that asks for `br`: `compression`'s own default, written here
 * so that the bench can price a page the same way (scripts/bench.mjs). Level 11 would cost `/`
 * about 140 ms per answer on this machine (docs/decisions/0005-first-paint.md).
 */
export const BROTLI_QUALITY = 4;

/** Longest file or folder name the hosts' file systems take. */
const MAX_SEGMENT_BYTES = 255;
/** Files a host reads as its configuration and never serves. */
const HOST_FILES = new Set(["/_headers", "/_redirects", "/_routes.json", "/_worker.js"]);
/** A path no build contains: serve-handler answers it with 404 and the 404 page. */
const NOT_FOUND = "/__no-such-page__";

/**
 * @typedef {{ kind: "serve"; url: string; range: string | undefined }
 *   | { kind: "unsatisfiable"; size: number; path: string }} Plan
 */

/**
 * What to do with a request: hand it to serve-handler (with the address and the `Range` header
 * it should see), or answer 416 here.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} request
 * @param {(path: string) => { size: number; mtime: Date } | null} stat the file at a site path
 * @returns {Plan}
 */
export function planRequest(request, stat) {
  const url = request.url ?? "/";
  const [raw = "/", query = ""] = url.split(/\?(.*)/s);
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // serve-handler answers a path it cannot decode with 400 itself.
    return { kind: "serve", url, range: undefined };
  }
  // Dot segments resolved, as a browser does before asking (the URL standard reads `%2e` as a
  // dot), so that no spelling of a path reaches a file its plain spelling does not.
  const resolved = posix.normalize(decoded);
  const tooLong = resolved
    .split("/")
    .some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
  if (tooLong || resolved.includes("\0") || HOST_FILES.has(resolved)) {
    return { kind: "serve", url: NOT_FOUND, range: undefined };
  }
  const path = resolved === decoded ? raw : resolved.split("/").map(encodeURIComponent).join("/");
  const target = query ? `${path}?${query}` : path;
  const header = request.headers.range;
  const range = typeof header === "string" ? header : undefined;
  if (range === undefined) return { kind: "serve", url: target, range: undefined };
  const file = request.method === "GET" ? stat(resolved) : null;
  // Ranges are for GET on a file (RFC 9110, 14.2); serve-handler sees none otherwise.
  if (!file) return { kind: "serve", url: target, range: undefined };
  const ifRange = request.headers["if-range"];
  const answer = byteRange(range, file.size, {
    ifRange: typeof ifRange === "string" ? ifRange : null,
    lastModified: file.mtime.toUTCString(),
  });
  if (answer.status === 416) return { kind: "unsatisfiable", size: file.size, path: resolved };
  return {
    kind: "serve",
    url: target,
    range: answer.status === 206 ? `bytes=${answer.start}-${answer.end}` : undefined,
  };
}

/**
 * The server for `dist`, with the site's headers and a Content-Type for each extension served.
 * @param {string} dist
 * @param {readonly string[]} extensions
 */
export function createSiteServer(dist, extensions) {
  const config = { ...serveConfig(extensions), public: dist };
  // compression is Express middleware; a plain request and response are what it reads.
  const compress =
    /** @type {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} */ (
      /** @type {unknown} */ (
        promisify(
          compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } }),
        )
      )
    );
  const root = normalize(dist) + sep;
  /** @param {string} path */
  const stat = (path) => {
    const file = normalize(join(dist, path));
    if (!file.startsWith(root)) return null;
    try {
      const stats = statSync(file);
      return stats.isFile() ? { size: stats.size, mtime: stats.mtime } : null;
    } catch {
      return null;
    }
  };
  return createServer((request, response) => {
    const plan = planRequest(request, stat);
    if (plan.kind === "unsatisfiable") {
      response.writeHead(416, {
        ...SECURITY_HEADERS,
        "Cache-Control": cacheControlFor(plan.path),
        "Content-Range": `bytes */${plan.size}`,
        "Content-Length": 0,
      });
      response.end();
      return;
    }
    // serve-handler's own headers replace these where it sets them; its redirects and errors
    // set none, and would otherwise go out without the site's.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.setHeader("Cache-Control", cacheControlFor(plan.url) ?? CACHE_REVALIDATE);
    request.url = plan.url;
    if (plan.range === undefined) delete request.headers.range;
    else request.headers.range = plan.range;
    compress(request, response)
      .then(() => serveHandler(request, response, config))
      .catch((/** @type {unknown} */ error) => {
        console.error(error);
        if (!response.headersSent) {
          response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        }
        response.end("Internal Server Error");
      });
  });
}

/**
 * Serves `dist` on `localhost:port` (`npm start`, `npm run preview`), with a Content-Type for each
 * kind of file it holds; resolves once listening, rejects when the port is taken.
 * @param {string} dist
 * @param {number} port
 * @returns {Promise<import("node:http").Server>}
 */
export function serveDist(dist, port) {
  const extensions = [
    ...new Set(
      readdirSync(dist, { recursive: true, encoding: "utf8" })
        .map((file) => extname(file).slice(1))
        .filter(Boolean),
    ),
  ];
  const server = createSiteServer(dist, extensions);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", () => resolve(server));
  });
}
