// The build served by three runtimes, checked per route and per file type: `npm start` (serve),
// Cloudflare Pages' own (`wrangler pages dev`, workerd) and Netlify's (`netlify serve
// --offline`). Then, on Cloudflare's runtime, a sample plays and seeks two thirds in (2:00 of a
// demo sample) in Firefox and plays in WebKit (cross-browser/seek.test.ts). Vercel has no local
// runtime without an account: its vercel.json is checked with @vercel/routing-utils in
// deploy/vercel-config.test.ts.
// Run by `npm test` after the build; differences between hosts are pinned here and explained
// in docs/decisions/0006-host-runtimes.md.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { CACHE_REVALIDATE, HEADER_RULES, SECURITY_HEADERS } from "../deploy/http-headers.mjs";
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

// Read when a check runs, not before: `netlify serve` builds dist/ again first.

/** Every file a host serves as it is (`_headers` and the like are the hosts' own), but pages. */
const assets = () =>
  readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(join(dist, file)).isFile())
    .filter((file) => !file.split("/").some((part) => part.startsWith("_")))
    .filter((file) => !file.endsWith(".html"))
    .map((file) => `/${file}`);
const audioFiles = () => assets().filter((file) => file.startsWith("/audio/"));

/** The canonical pages, as the sitemap (built from the routes) lists them. */
const canonicalPaths = () =>
  [...readFileSync(join(dist, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
const page = (/** @type {string} */ path) =>
  readFileSync(join(dist, path === "/" ? "index.html" : `${path.slice(1)}.html`), "utf8");

/**
 * The Cache-Control the header rules give a path: the last matching rule's.
 * @param {string} path
 */
function expectedCacheControl(path) {
  const matching = HEADER_RULES.filter((rule) => {
    const prefix = rule.source.replace(/\*\*$/, "");
    return path.startsWith(prefix);
  });
  return matching.at(-1)?.headers["Cache-Control"];
}

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
 */
/**
 * @typedef {object} Host
 * @property {() => Promise<string>} start
 * @property {string} otherForms
 * @property {(path: string, response: Response) => Promise<string | null | undefined>} cacheControl
 * @property {string} notFoundCacheControl
 * @property {boolean} ranges
 * @property {boolean} [audioInEngines]
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
      assert.equal(await host.cacheControl(path, response), CACHE_REVALIDATE, `${path}: cache`);
      assert.ok((await response.text()) === page(path), `${path}: the body is its page file`);
    }
  });

  it(`answers the other forms of each URL (${host.otherForms})`, async () => {
    for (const path of canonicalPaths().filter((path) => path !== "/")) {
      for (const other of [`${path}/`, `${path}.html`]) {
        const response = await get(`${base}${other}`);
        if (host.otherForms === "one redirect to the canonical URL") {
          assert.ok([301, 308].includes(response.status), `${other}: ${response.status}`);
          const target = new URL(response.headers.get("location") ?? "", `${base}${other}`);
          assert.equal(target.pathname, path, `${other} redirects to ${path}`);
          assert.equal((await get(target.href)).status, 200, `${other} → ${path}: one redirect`);
        } else {
          assert.equal(response.status, 200, `${other}: status`);
          assert.ok((await response.text()) === page(path), `${other}: the page of ${path}`);
        }
      }
    }
  });

  it("answers an unknown path with 404, the 404 page and the headers", async () => {
    const response = await get(`${base}${UNKNOWN_PATH}`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get("content-type") ?? "", CONTENT_TYPES.html);
    assertSecurityHeaders(response, UNKNOWN_PATH);
    assert.equal(await host.cacheControl(UNKNOWN_PATH, response), host.notFoundCacheControl);
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
      assert.equal(
        await host.cacheControl(file, response),
        expectedCacheControl(file),
        `${file}: cache`,
      );
      await response.arrayBuffer();
    }
  });

  it(`answers a byte range of each sample (${host.ranges ? "206" : "200, the whole file"})`, async () => {
    for (const file of audioFiles()) {
      const size = statSync(join(dist, file)).size;
      const response = await get(`${base}${file}`, { Range: "bytes=100-199" });
      const body = await response.arrayBuffer();
      if (host.ranges) {
        assert.equal(response.status, 206, file);
        assert.equal(response.headers.get("content-range"), `bytes 100-199/${size}`, file);
        assert.equal(body.byteLength, 100, file);
      } else {
        assert.equal(response.status, 200, file);
        assert.equal(body.byteLength, size, file);
      }
    }
  });

  if (host.audioInEngines) {
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

/** Wire Cache-Control: what the runtime sends. */
const onTheWire = async (/** @type {string} */ _path, /** @type {Response} */ response) =>
  response.headers.get("cache-control");

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
    otherForms: "one redirect to the canonical URL",
    cacheControl: onTheWire,
    notFoundCacheControl: CACHE_REVALIDATE,
    ranges: true,
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
    otherForms: "one redirect to the canonical URL",
    cacheControl: onTheWire,
    // Cloudflare marks every 404 `no-store`, whatever `_headers` says: stricter than revalidating.
    notFoundCacheControl: "no-store",
    // From functions/audio/[[path]].ts: Cloudflare's static server answers ranges with 200.
    ranges: true,
    audioInEngines: true,
  });
});

describe("Netlify (netlify serve --offline)", () => {
  /** Netlify's own reading of `_headers` and netlify.toml, with the CLI's own matcher. */
  /** @type {(path: string) => Promise<Record<string, string>>} */
  let netlifyRules = async () => ({});
  checkHost({
    async start() {
      const headers = await import(
        pathToFileURL(join(root, "node_modules/netlify-cli/dist/utils/headers.js")).href
      );
      netlifyRules = async (/** @type {string} */ path) => {
        const rules = await headers.parseHeaders({
          config: {},
          configPath: join(root, "netlify.toml"),
          headersFiles: [join(dist, "_headers")],
        });
        return headers.headersForPath(rules, path);
      };
      const port = await freePort();
      // `netlify serve` runs the production build command first, as Netlify does; that is the
      // launch build, which refuses the demo. So it serves, from a scratch folder, the build
      // npm test just made, with netlify.toml as it is but for its build commands.
      const site = mkdtempSync(join(tmpdir(), "netlify-serve-"));
      writeFileSync(
        join(site, "netlify.toml"),
        readFileSync(join(root, "netlify.toml"), "utf8").replace(
          /command = ".*"/g,
          'command = "true"',
        ),
      );
      cpSync(dist, join(site, "dist"), { recursive: true });
      startProcess(
        bin("netlify"),
        ["serve", "--offline", "--port", String(port), "--internal-disable-edge-functions"],
        { cwd: site, env: { ...process.env, BROWSER: "none" } },
      );
      await waitForUrl(`http://localhost:${port}/`, 180_000);
      return `http://localhost:${port}`;
    },
    // Netlify serves `name.html` at `/name`, and the other forms as the same page: a redirect
    // rule cannot say otherwise (Netlify matches rules with or without the trailing slash, so
    // `/name/ → /name` loops). The canonical link of each page names the one URL.
    otherForms: "the same page, no redirect",
    // The CLI's local static server overrides Cache-Control with its own; Netlify applies the
    // rules it reads, so the rules' result is what is checked.
    cacheControl: async (/** @type {string} */ path) => (await netlifyRules(path))["Cache-Control"],
    notFoundCacheControl: CACHE_REVALIDATE,
    // The CLI's local static server sends no ranges (Netlify's CDN is not run here).
    ranges: false,
  });
});
