// The build served by two runtimes, checked per route and per file type: `npm start` (serve)
// and Cloudflare Pages' own (`wrangler pages dev`, workerd, with the Pages Function of
// functions/audio/). Then, on Cloudflare's runtime, a sample plays and seeks two thirds in (2:00
// of a demo sample) in Firefox and plays in WebKit (cross-browser/seek.test.ts). Netlify and
// Vercel have no local runtime worth running: their configuration is read by their own parsers
// in deploy/netlify-config.test.ts and deploy/vercel-config.test.ts.
// Run by `npm test` after the build; differences between hosts are pinned here and explained
// in docs/decisions/0006-host-runtimes.md.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { CACHE_REVALIDATE, cacheControlFor, SECURITY_HEADERS } from "../deploy/http-headers.mjs";
import {
  freePort,
  startEngineEnvironment,
  startProcess,
  stopAll,
  waitForUrl,
} from "../cross-browser/environment.mjs";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");
const bin = (/** @type {string} */ name) => join(root, "node_modules", ".bin", name);
/** Cloudflare's runtime behaves as of this date (wrangler's --compatibility-date). */
const COMPATIBILITY_DATE = "2025-11-01";
const UNKNOWN_PATH = "/nao-existe/mesmo";

/** The Content-Type each kind of file must have: a new kind of file fails until it is added. */
const CONTENT_TYPES = {
  html: /^text\/html; charset=utf-8$/i,
  js: /^(text|application)\/javascript(; charset=utf-8)?$/i,
  css: /^text\/css(; charset=utf-8)?$/i,
  opus: /^audio\/ogg$/,
  mp3: /^audio\/mpeg$/,
  webp: /^image\/webp$/,
  woff2: /^font\/woff2$/,
  webmanifest: /^application\/manifest\+json(; charset=utf-8)?$/,
  svg: /^image\/svg\+xml$/,
  ico: /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  xml: /^(application|text)\/xml(; charset=utf-8)?$/,
  txt: /^text\/plain; charset=utf-8$/,
  png: /^image\/png$/,
  jpg: /^image\/jpeg$/,
};

/** Every file a host serves as it is (`_headers` and the like are the hosts' own), but pages. */
const assets = () =>
  readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(join(dist, file)).isFile())
    .filter((file) => !file.split("/").some((part) => part.startsWith("_")))
    .filter((file) => !file.endsWith(".html"))
    .map((file) => `/${file}`);
const audioFiles = () => assets().filter((file) => file.startsWith("/audio/"));
const fileBytes = (/** @type {string} */ file) => readFileSync(join(dist, file));
/** Range requests sent at once: a crowd arriving from one post, pressing play together. */
const BURST = 200;

/** The canonical pages, as the sitemap (built from the routes) lists them. */
const canonicalPaths = () =>
  [...readFileSync(join(dist, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
const page = (/** @type {string} */ path) =>
  readFileSync(join(dist, path === "/" ? "index.html" : `${path.slice(1)}.html`), "utf8");

const get = (/** @type {string} */ url, /** @type {Record<string, string>} */ headers = {}) =>
  fetch(url, { redirect: "manual", headers });

/**
 * @param {Response} response
 * @param {string} what
 */
function assertSecurityHeaders(response, what) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.equal(response.headers.get(name), value, `${what}: ${name}`);
  }
}

/**
 * The checks every host passes; `host` says where hosts differ, each difference explained in
 * docs/decisions/0006-host-runtimes.md.
 * @typedef {object} Host
 * @property {() => Promise<string>} start
 * @property {string} notFoundCacheControl
 * @property {boolean} [audioInBrowsers]
 * @property {boolean} [hostilePaths] checked where the runtime is ours (`npm start`): wrangler's
 *   own dev server answers these with 502, which Cloudflare's CDN does not
 * @property {() => number} [openFiles] the runtime's open files now, reported by the burst
 */

/** @param {Host} host */
function checkHost(host) {
  let base = "";
  before(async () => {
    base = await host.start();
  });
  after(() => stopAll());

  it("answers every canonical URL with 200, no redirect, the page and its headers", async () => {
    for (const path of canonicalPaths()) {
      const response = await get(`${base}${path}`);
      assert.equal(response.status, 200, `${path}: status`);
      assert.match(response.headers.get("content-type") ?? "", CONTENT_TYPES.html, path);
      assertSecurityHeaders(response, path);
      assert.equal(response.headers.get("cache-control"), CACHE_REVALIDATE, `${path}: cache`);
      assert.ok((await response.text()) === page(path), `${path}: the body is its page file`);
    }
  });

  it("redirects the other forms of each URL once, to the canonical one", async () => {
    for (const path of canonicalPaths().filter((path) => path !== "/")) {
      for (const other of [`${path}/`, `${path}.html`]) {
        const response = await get(`${base}${other}`);
        assert.ok([301, 308].includes(response.status), `${other}: ${response.status}`);
        const target = new URL(response.headers.get("location") ?? "", `${base}${other}`);
        assert.equal(target.pathname, path, `${other} redirects to ${path}`);
        assert.equal((await get(target.href)).status, 200, `${other} → ${path}: one redirect`);
      }
    }
  });

  it("answers an unknown path with 404, the 404 page and the headers", async () => {
    const response = await get(`${base}${UNKNOWN_PATH}`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get("content-type") ?? "", CONTENT_TYPES.html);
    assertSecurityHeaders(response, UNKNOWN_PATH);
    assert.equal(response.headers.get("cache-control"), host.notFoundCacheControl);
    assert.ok((await response.text()) === page("/404"), "the body is dist/404.html");
  });

  it("serves every file with its Content-Type, Cache-Control and the security headers", async () => {
    for (const file of assets()) {
      const extension = extname(file).slice(1);
      const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extension)];
      assert.ok(type, `${file}: no expected Content-Type for .${extension} in test-hosts.mjs`);
      const response = await get(`${base}${encodeURI(file)}`);
      assert.equal(response.status, 200, `${file}: status`);
      assert.match(response.headers.get("content-type") ?? "(none)", type, `${file}: type`);
      assertSecurityHeaders(response, file);
      assert.equal(response.headers.get("cache-control"), cacheControlFor(file), `${file}: cache`);
      await response.arrayBuffer();
    }
  });

  it("answers a byte range of each sample with 206", async () => {
    for (const file of audioFiles()) {
      const size = statSync(join(dist, file)).size;
      const response = await get(`${base}${file}`, { Range: "bytes=100-199" });
      const body = await response.arrayBuffer();
      assert.equal(response.status, 206, file);
      assert.equal(response.headers.get("content-range"), `bytes 100-199/${size}`, file);
      assert.equal(body.byteLength, 100, file);
    }
  });

  it("answers HEAD for each sample with its length and Accept-Ranges, and no body", async () => {
    for (const file of audioFiles()) {
      const response = await fetch(`${base}${file}`, { method: "HEAD" });
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get("content-length"), String(fileBytes(file).length), file);
      assert.equal(response.headers.get("accept-ranges"), "bytes", file);
      assert.equal((await response.arrayBuffer()).byteLength, 0, file);
    }
  });

  it("honours If-Range: the file's current validator gets the range, a stale one the whole file", async () => {
    const [file = ""] = audioFiles();
    const head = await fetch(`${base}${file}`, { method: "HEAD" });
    const current = head.headers.get("etag") ?? head.headers.get("last-modified") ?? "";
    assert.ok(current, `${file}: no validator`);
    const stale = current.startsWith('"') ? '"stale"' : "Thu, 01 Jan 2026 00:00:00 GMT";
    const fresh = await get(`${base}${file}`, { Range: "bytes=0-9", "If-Range": current });
    assert.equal(fresh.status, 206, "current validator");
    await fresh.arrayBuffer();
    const old = await get(`${base}${file}`, { Range: "bytes=0-9", "If-Range": stale });
    assert.equal(old.status, 200, "stale validator");
    assert.equal((await old.arrayBuffer()).byteLength, fileBytes(file).length);
  });

  it("ignores a range it cannot apply (another unit, unreadable, several) and refuses one past the end with 416 and no body", async () => {
    const [file = ""] = audioFiles();
    const size = fileBytes(file).length;
    for (const range of ["items=0-5", "bytes=abc", "bytes=0-9,100-109"]) {
      const response = await get(`${base}${file}`, { Range: range });
      assert.equal(response.status, 200, range);
      assert.equal((await response.arrayBuffer()).byteLength, size, range);
    }
    const past = await get(`${base}${file}`, { Range: `bytes=${size + 10}-` });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get("content-range"), `bytes */${size}`);
    assert.equal((await past.arrayBuffer()).byteLength, 0, "no body with 416");
  });

  it(`answers ${BURST} byte ranges asked at once, each exact, and the page meanwhile`, async () => {
    const files = audioFiles();
    const started = Date.now();
    let peak = host.openFiles?.() ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, host.openFiles?.() ?? 0)), 100);
    /** @type {number[]} */
    const pages = [];
    let burstDone = false;
    const meanwhile = (async () => {
      while (!burstDone) pages.push((await get(`${base}/`)).status);
    })();
    const results = await Promise.all(
      Array.from({ length: BURST }, async (_, request) => {
        const file = files[request % files.length] ?? "";
        const bytes = fileBytes(file);
        // Spread over each file, of different lengths, some across a part boundary.
        const start = Math.floor((request / BURST) * (bytes.length - 8000));
        const end = start + 999 + (request % 7) * 1000;
        const response = await get(`${base}${file}`, { Range: `bytes=${start}-${end}` });
        const body = Buffer.from(await response.arrayBuffer());
        return response.status === 206 && body.equals(bytes.subarray(start, end + 1));
      }),
    );
    burstDone = true;
    await meanwhile;
    clearInterval(sampler);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `  ${BURST} ranges at once: ${results.filter(Boolean).length} exact in ${seconds} s; ` +
        `/ answered ${pages.length} times meanwhile` +
        (host.openFiles ? `; the runtime's open files peaked at ${peak}` : ""),
    );
    assert.equal(results.filter(Boolean).length, BURST, "exact 206 answers");
    assert.ok(pages.length > 0 && pages.every((status) => status === 200), "/ meanwhile");
    assert.equal((await get(`${base}/`)).status, 200, "/ after");
  });

  if (host.hostilePaths) {
    it("answers a path segment longer than a file name, and the hosts' own files, with 404 and the 404 page", async () => {
      for (const path of [`/${"a".repeat(300)}`, `/audio/${"b".repeat(300)}.opus`, "/_headers"]) {
        const response = await get(`${base}${path}`);
        assert.equal(response.status, 404, path.slice(0, 40));
        assert.ok((await response.text()) === page("/404"), `${path.slice(0, 40)}: the 404 page`);
      }
    });
  }

  if (host.audioInBrowsers) {
    it("plays a sample and seeks two thirds in, in Firefox; plays it in WebKit (cross-browser/seek.test.ts)", async () => {
      const environment = await startEngineEnvironment();
      const result = spawnSync(
        "npx",
        [
          "vitest",
          "run",
          "--config",
          "cross-browser/vitest.config.ts",
          "cross-browser/seek.test.ts",
        ],
        {
          cwd: root,
          stdio: "inherit",
          env: {
            ...process.env,
            ...environment,
            ENGINES: "firefox,webkit",
            ENGINES_BASE_URL: base,
          },
        },
      );
      assert.equal(result.status, 0, "cross-browser/seek.test.ts failed");
    });
  }
}

describe("npm start (serve)", () => {
  checkHost({
    async start() {
      const port = await freePort();
      startProcess("node", ["scripts/start.mjs"], {
        cwd: root,
        env: { ...process.env, SKIP_BUILD: "1", PORT: String(port) },
      });
      await waitForUrl(`http://localhost:${port}/`);
      return `http://localhost:${port}`;
    },
    notFoundCacheControl: CACHE_REVALIDATE,
    hostilePaths: true,
  });
});

describe(`Cloudflare Pages (wrangler pages dev, compatibility date ${COMPATIBILITY_DATE})`, () => {
  checkHost({
    async start() {
      const [port, inspector] = [await freePort(), await freePort()];
      startProcess(
        bin("wrangler"),
        [
          "pages",
          "dev",
          "dist",
          "--ip",
          "127.0.0.1",
          "--port",
          String(port),
          "--inspector-port",
          String(inspector),
          "--compatibility-date",
          COMPATIBILITY_DATE,
          "--log-level",
          "error",
        ],
        { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
      );
      await waitForUrl(`http://127.0.0.1:${port}/`, 90_000);
      return `http://127.0.0.1:${port}`;
    },
    // Cloudflare marks every 404 `no-store`, whatever `_headers` says: stricter than revalidating.
    notFoundCacheControl: "no-store",
    // Ranges come from functions/audio/[[path]].ts: Cloudflare's static server answers 200.
    audioInBrowsers: true,
    openFiles: () =>
      readdirSync("/proc")
        .filter((pid) => /^\d+$/.test(pid))
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd");
          } catch {
            return false;
          }
        })
        .reduce((sum, pid) => {
          try {
            return sum + readdirSync(`/proc/${pid}/fd`).length;
          } catch {
            return sum;
          }
        }, 0),
  });
});
