// The build served by two runtimes, checked per route and per file type: `npm start` (serve)
// and Cloudflare Pages' own (`wrangler pages dev`, workerd, with the Pages Function of
// functions/audio/). Both answer a launch-day burst of plays (100 mixed byte ranges of one sample
// at once, scripts/range-burst.mjs) byte for byte, twice, while the page still answers (on
// Cloudflare, sent to workerd itself, past wrangler's development proxy: see runtimeBehindProxy);
// on Cloudflare's runtime the function's own reads are counted through wrangler's inspector
// (scripts/worker-subrequests.mjs): at most one part for a range with no end, none for HEAD.
// Then, on Cloudflare's runtime, a sample plays and seeks two thirds in (2:00
// of a demo sample) in Firefox and plays in WebKit (cross-browser/seek.test.ts). Netlify and
// Vercel have no local runtime worth running: their configuration is read by their own parsers
// in deploy/netlify-config.test.ts and deploy/vercel-config.test.ts.
// Run by `npm test` after the build; differences between hosts are pinned here and explained
// in docs/decisions/0006-host-runtimes.md.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { request as httpRequest } from "node:http";
import { extname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { CACHE_REVALIDATE, cacheControlFor, SECURITY_HEADERS } from "../deploy/http-headers.mjs";
import { startEngineEnvironment, stopAll, waitForUrl } from "../cross-browser/environment.mjs";
import { fireBurst, mixedRanges } from "./range-burst.mjs";
import {
  COMPATIBILITY_DATE,
  openFilesOfGroup,
  root,
  startPagesDev,
  startSite,
} from "./servers.mjs";
import { watchSubrequests } from "./worker-subrequests.mjs";
import { readPagesConfig } from "../deploy/cloudflare-config.mjs";
import { openOrderStore, seedOrder } from "../e2e/order-seeds.ts";
import { siteEnv } from "../integrations/site-globals.ts";
import { parseSiteEnv } from "../src/config/env-schema.ts";
import { publishedVersionDates, TERMS_VERSIONS_DIR } from "../src/content/terms-versions.ts";

/**
 * Runs a suite of cross-browser/ in Firefox and WebKit, with what their engines need started.
 * @param {string} suite @param {Record<string, string>} env
 */
async function runEngineSuite(suite, env) {
  const environment = await startEngineEnvironment();
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--config", "cross-browser/vitest.config.ts", suite],
    { cwd: root, stdio: "inherit", env: { ...process.env, ...environment, ...env } },
  );
  assert.equal(result.status, 0, `${suite} failed`);
}

/** The Terms' version the build publishes in force: each seeded purchase follows it. */
function currentTermsVersion() {
  const demo = parseSiteEnv(siteEnv("production", root)).demo;
  const [newest] = publishedVersionDates(join(root, TERMS_VERSIONS_DIR), { demo }).sort().reverse();
  if (!newest) throw new Error("no version of the Terms is published: build for launch first");
  return newest;
}

const dist = join(root, "dist");
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
  // The Terms' dates and the address e-mail's words, which the sales webhook reads.
  json: /^application\/json(; charset=utf-8)?$/,
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
/** The largest sample: the one whose parts a burst reads most of. */
const largestSample = () =>
  audioFiles().reduce((largest, file) =>
    statSync(join(dist, file)).size > statSync(join(dist, largest)).size ? file : largest,
  );
/** Range requests sent at once: a crowd arriving from one post, pressing play together. */
const BURST = 100;
/** A sample path the build does not have. */
const UNKNOWN_SAMPLE = "/audio/nao-existe.mp3";

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
 * A GET of `path` exactly as written: fetch() would resolve `/./` and `%2e` segments first, as a
 * browser does, and a request sent by any other client need not.
 * @param {string} base
 * @param {string} path
 * @returns {Promise<{ status: number; headers: import("node:http").IncomingHttpHeaders; body: string }>}
 */
function getAsWritten(base, path) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(base), { path }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

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
 * @property {() => Promise<Awaited<ReturnType<typeof watchSubrequests>>>} [subrequests] what
 *   the Pages Function reads (Cloudflare only): each sample request's parts are counted
 * @property {() => Promise<string>} [burstBase] where the burst is sent, when not to `start()`'s
 *   address (Cloudflare: the runtime itself, past wrangler's development proxy)
 * @property {() => string} [orderState] where the runtime keeps its order store (Cloudflare):
 *   the order page's key flow runs in Firefox and WebKit on orders seeded there
 */

/** @param {Host} host */
function checkHost(host) {
  let base = "";
  before(async () => {
    base = await host.start();
  });
  after(() => stopAll());

  // First, so that it is the runtime's very first request for a sample path: the function must
  // not need a request before it to know which paths are samples.
  it("answers an unknown /audio/ path with 404 and the 404 page from the first request, never cached", async () => {
    for (const attempt of ["first", "second"]) {
      const response = await get(`${base}${UNKNOWN_SAMPLE}`);
      assert.equal(response.status, 404, `${attempt} request`);
      assertSecurityHeaders(response, UNKNOWN_SAMPLE);
      assert.equal(response.headers.get("cache-control"), host.notFoundCacheControl, attempt);
      assert.ok((await response.text()) === page("/404"), `${attempt}: the 404 page`);
    }
  });

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
        assertSecurityHeaders(response, `${other} (redirect)`);
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

  it("answers HEAD for each sample with its length and Accept-Ranges, and no body, reading no part", async () => {
    const watcher = await host.subrequests?.();
    for (const file of audioFiles()) {
      const response = await fetch(`${base}${file}`, { method: "HEAD" });
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get("content-length"), String(fileBytes(file).length), file);
      assert.equal(response.headers.get("accept-ranges"), "bytes", file);
      const type = CONTENT_TYPES[/** @type {"opus" | "mp3"} */ (extname(file).slice(1))];
      assert.match(response.headers.get("content-type") ?? "(none)", type, file);
      assert.equal((await response.arrayBuffer()).byteLength, 0, file);
    }
    if (watcher) {
      const read = await watcher.take();
      watcher.close();
      assert.deepEqual(
        read.filter(({ path }) => path.startsWith("/audio/_parts/") && !path.endsWith(".json")),
        [],
        "HEAD read a part",
      );
    }
  });

  it("answers a suffix longer than the file with the whole file and 206 (RFC 9110, 14.1.2)", async () => {
    const file = largestSample();
    const bytes = fileBytes(file);
    const response = await get(`${base}${file}`, { Range: `bytes=-${bytes.length * 10}` });
    assert.equal(response.status, 206);
    assert.equal(
      response.headers.get("content-range"),
      `bytes 0-${bytes.length - 1}/${bytes.length}`,
    );
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(bytes), "the whole file");
  });

  if (host.subrequests) {
    it("reads at most one part for a range with no end, and only the parts a bounded range covers", async () => {
      const file = largestSample();
      const bytes = fileBytes(file);
      const index = JSON.parse(readFileSync(join(dist, "audio/_parts/index.json"), "utf8"));
      const { partBytes } = index[file];
      const watcher = await /** @type {NonNullable<Host["subrequests"]>} */ (host.subrequests)();
      const mid = partBytes + 1000;
      for (const [range, parts] of /** @type {const} */ ([
        ["bytes=0-", 1],
        [`bytes=${mid}-`, 1],
        [`bytes=${partBytes * 2}-`, 1],
        ["bytes=0-1", 1],
        [`bytes=${mid}-${mid + 2 * partBytes}`, 3],
        ["bytes=-100", 1],
      ])) {
        const response = await get(`${base}${file}`, { Range: range });
        const body = Buffer.from(await response.arrayBuffer());
        const [, first = "", last = ""] =
          /^bytes (\d+)-(\d+)\//.exec(response.headers.get("content-range") ?? "") ?? [];
        assert.equal(response.status, 206, range);
        assert.ok(body.equals(bytes.subarray(Number(first), Number(last) + 1)), `${range}: bytes`);
        const read = (await watcher.take()).filter(({ path }) => !path.endsWith(".json"));
        assert.equal(read.length, parts, `${range}: read ${read.map(({ path }) => path)}`);
        assert.ok(
          read.every(({ path }) => path.startsWith("/audio/_parts/")),
          `${range}: read ${read.map(({ path }) => path)}`,
        );
      }
      watcher.close();
    });
  }

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

  it(`answers ${BURST} mixed byte ranges of one sample asked at once, each exact, twice, and the page meanwhile`, async () => {
    const file = largestSample();
    const bytes = fileBytes(file);
    const ranges = mixedRanges(bytes.length, BURST);
    // The parts each kind of range reads are counted above: counting them here too, through
    // wrangler's inspector, would add a minute of its reports to every run.
    const target = (await host.burstBase?.()) ?? base;
    /** @type {string[][]} */
    const bursts = [];
    for (const round of ["first", "second"]) {
      const started = Date.now();
      let peak = host.openFiles?.() ?? 0;
      const sampler = setInterval(() => (peak = Math.max(peak, host.openFiles?.() ?? 0)), 100);
      /** @type {number[]} */
      const pages = [];
      let burstDone = false;
      const meanwhile = (async () => {
        while (!burstDone) pages.push((await get(`${target}/`)).status);
      })();
      const answers = await fireBurst(`${target}${file}`, ranges, bytes);
      burstDone = true;
      await meanwhile;
      clearInterval(sampler);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const problems = answers.flatMap(({ problem }) => (problem ? [problem] : []));
      console.log(
        `  ${round} burst, ${BURST} ranges of ${file} at once: ${BURST - problems.length} exact ` +
          `in ${seconds} s; / answered ${pages.length} times meanwhile` +
          (host.openFiles ? `; the runtime's open files peaked at ${peak}` : ""),
      );
      assert.deepEqual(
        problems.slice(0, 5),
        [],
        `${round} burst: ${problems.length} wrong answers`,
      );
      assert.ok(pages.length > 0 && pages.every((status) => status === 200), `/ meanwhile`);
      assert.equal((await get(`${target}/`)).status, 200, `/ after the ${round} burst`);
      if (target !== base) {
        assert.equal((await get(`${base}/`)).status, 200, `/ after the ${round} burst, at ${base}`);
      }
      bursts.push(answers.map(({ status, contentRange }) => `${status} ${contentRange}`));
    }
    assert.deepEqual(bursts[1], bursts[0], "the second burst is answered as the first");
  });

  if (host.hostilePaths) {
    it("answers a path segment longer than a file name, and the hosts' own files however the path is spelled, with 404 and the 404 page", async () => {
      for (const path of [
        `/${"a".repeat(300)}`,
        `/audio/${"b".repeat(300)}.opus`,
        "/_headers",
        "/./_headers",
        "/audio/../_headers",
        "/audio/%2e%2e/_headers",
        "/%2e/_headers",
      ]) {
        const response = await getAsWritten(base, path);
        assert.equal(response.status, 404, path.slice(0, 40));
        assert.ok(response.body === page("/404"), `${path.slice(0, 40)}: the 404 page`);
        assert.equal(response.headers["x-frame-options"], SECURITY_HEADERS["X-Frame-Options"]);
      }
    });

    it("answers a path with a NUL byte with 404 and the 404 page, not an error", async () => {
      const response = await getAsWritten(base, "/%00");
      assert.equal(response.status, 404);
      assert.ok(response.body === page("/404"), "the 404 page");
    });
  }

  if (host.orderState) {
    it("runs the order page's key flow in Firefox and WebKit (cross-browser/order.test.ts)", async () => {
      const { store, dispose } = await openOrderStore(host.orderState?.() ?? "");
      /** @type {Record<string, { previews: string, ready: string }>} */
      const pages = {};
      try {
        const files = {
          opus: new Uint8Array(
            fileBytes(audioFiles().find((file) => file.endsWith(".opus")) ?? ""),
          ),
          mp3: new Uint8Array(fileBytes(audioFiles().find((file) => file.endsWith(".mp3")) ?? "")),
        };
        const termsVersion = currentTermsVersion();
        for (const engine of ["firefox", "webkit"]) {
          const seed = async (/** @type {"previews" | "ready"} */ stage) =>
            `/pedido#${(await seedOrder(store, { songs: [{ stage }], termsVersion, files })).token}`;
          pages[engine] = { previews: await seed("previews"), ready: await seed("ready") };
        }
      } finally {
        await dispose();
      }
      await runEngineSuite("cross-browser/order.test.ts", {
        ENGINES_BASE_URL: base,
        ORDER_PAGES: JSON.stringify(pages),
      });
    });
  }

  if (host.audioInBrowsers) {
    it("plays a sample and seeks two thirds in, in Firefox; plays it in WebKit (cross-browser/seek.test.ts)", async () => {
      await runEngineSuite("cross-browser/seek.test.ts", { ENGINES_BASE_URL: base });
    });
  }
}

describe("npm start (serve)", () => {
  checkHost({
    async start() {
      const site = await startSite();
      await site.ready;
      return site.address;
    },
    notFoundCacheControl: CACHE_REVALIDATE,
    hostilePaths: true,
  });
});

/** The ports a process group (a runtime and its children) listens on, on 127.0.0.1. */
function listeningPortsOfGroup(/** @type {number} */ group) {
  /** @type {Set<string>} */
  const sockets = new Set();
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(fields[2]) !== group) continue;
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (socket?.[1]) sockets.add(socket[1]);
      }
    } catch {
      // A process that ended meanwhile.
    }
  }
  // /proc/net/tcp: local address as hex IP:port, state 0A is LISTEN, the tenth field the inode.
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === "0A" && sockets.has(fields[9] ?? ""))
    .map((fields) => fields[1] ?? "")
    .filter((local) => local.startsWith("0100007F:"))
    .map((local) => Number.parseInt(local.split(":")[1] ?? "", 16));
}

/**
 * The address of workerd running the site itself, past the proxy `wrangler pages dev` puts in
 * front of it on `--port`. That proxy exists in development only, and under a burst it is the
 * part that fails: its inspector side POSTs a debug log to wrangler's Node process for every
 * DevTools message the runtime sends, one connection each, so 100 ranges at once open thousands
 * of sockets, some requests wait on them for good, and its open files reach the limit (measured
 * in docs/decisions/0006-host-runtimes.md). Found among the group's listening ports: the one
 * answering a sample's HEAD as the site does.
 * @param {number} group
 * @param {string} site the proxy's address
 * @param {string} sample
 */
async function runtimeBehindProxy(group, site, sample) {
  const expected = await fetch(`${site}${sample}`, { method: "HEAD" });
  for (const port of listeningPortsOfGroup(group)) {
    const address = `http://127.0.0.1:${port}`;
    if (address === site) continue;
    try {
      const response = await fetch(`${address}${sample}`, {
        method: "HEAD",
        signal: AbortSignal.timeout(5000),
      });
      if (
        response.status === 200 &&
        response.headers.get("etag") === expected.headers.get("etag") &&
        response.headers.get("accept-ranges") === "bytes"
      ) {
        return address;
      }
    } catch {
      // Not an HTTP server: the inspector, wrangler's own.
    }
  }
  throw new Error(`no runtime behind ${site} answers ${sample}`);
}

describe(`Cloudflare Pages (wrangler pages dev, compatibility date ${COMPATIBILITY_DATE})`, () => {
  let inspector = 0;
  let group = 0;
  let address = "";
  /** @type {(() => Promise<void>) | null} */
  let stop = null;
  // Its order store in a folder of its own, the schema applied as `npm run pedido -- --local` does.
  const orderState = mkdtempSync(join(tmpdir(), "hosts-orders-"));
  after(async () => {
    await stop?.();
    rmSync(orderState, { recursive: true, force: true });
  });
  checkHost({
    async start() {
      const orders = readPagesConfig().orders;
      const migrated = spawnSync(
        join(root, "node_modules", ".bin", "wrangler"),
        ["d1", "migrations", "apply", orders?.binding ?? "", "--local", "--persist-to", orderState],
        {
          cwd: root,
          stdio: ["ignore", "ignore", "inherit"],
          env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        },
      );
      assert.equal(migrated.status, 0, "the order store's migrations");
      const pages = await startPagesDev("dist", { persistTo: orderState });
      ({ inspector, group, address, stop } = pages);
      await waitForUrl(`${address}/`, 90_000);
      return address;
    },
    // Cloudflare marks every 404 `no-store`, whatever `_headers` says: stricter than revalidating.
    notFoundCacheControl: "no-store",
    // Ranges come from functions/audio/[[path]].ts: Cloudflare's static server answers 200.
    audioInBrowsers: true,
    // wrangler, workerd and their helpers: their process group.
    openFiles: () => openFilesOfGroup(group),
    subrequests: () => watchSubrequests(inspector, address),
    burstBase: () => runtimeBehindProxy(group, address, largestSample()),
    orderState: () => orderState,
  });
});
