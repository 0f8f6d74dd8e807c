// `npm run bench`: builds, serves the production build, runs Lighthouse (mobile, default
// simulated throttling, Debian's Chromium) three times per page, each time beside a bare floor
// page served by the same server, and prints the medians and each page's LCP as a ratio to the
// floor's in the same run, against the budgets, and how much of the first round trip each page's
// markup and text leave for its CSS and scripts. Writes bench-results/latest.json, and the run
// with its date, machine and command into docs/benchmarks.md in place of the one before. Not part
// of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import { cpus, loadavg, release, tmpdir, totalmem, type } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { BROTLI_QUALITY } from "../deploy/local-server.mjs";
import { standInScript } from "../e2e/analytics-stand-ins.ts";
import { CONSENT_COOKIE, serializeChoice } from "../src/features/analytics/consent.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { MEASURED_DEMO_ENV, MEASUREMENT_SCRIPT_KB } from "./measured-demo.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * BENCH_MEASURED=1: the demo with Plausible, Google Analytics 4 and the Meta Pixel configured
 * (scripts/measured-demo.mjs) and accepted (the consent cookie sent with every request). The
 * providers' hosts are answered on this machine by the browser tests' stand-ins (a local HTTPS
 * server the browser reaches in their place), so what is measured is the site's own part of
 * measurement with providers that answer at once, not the providers' real scripts.
 */
const MEASURED = ["1", "first-visit"].includes(process.env.BENCH_MEASURED ?? "");
/** BENCH_MEASURED=first-visit: the same build, before any answer (the banner shown). */
const FIRST_VISIT = process.env.BENCH_MEASURED === "first-visit";
// The environment over the demo's measurement: VITE_PLAUSIBLE_DOMAIN= (with its _COUNTRY and
// _TRANSFER_BASIS) leaves one provider out.
/** @type {Record<string, string | undefined>} */
const buildEnv = { ...(MEASURED ? MEASURED_DEMO_ENV : {}), ...process.env };
const RESULTS = FIRST_VISIT
  ? "bench-results/latest-measured-first-visit.json"
  : MEASURED
    ? "bench-results/latest-measured.json"
    : "bench-results/latest.json";
const ACCEPTED = `${CONSENT_COOKIE}=${serializeChoice({ medicao: true, publicidade: true })}`;
const PORT = process.env.BENCH_PORT ?? "4390";
const BASE = `http://localhost:${PORT}`;
/** The documents: the 404 at `/404` (its file, served with 200), since Lighthouse stops on a 404 status. */
const ALL_ROUTES = [
  "/",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/obrigado",
  "/licenca",
  "/pedido",
  "/404",
];
/** BENCH_ROUTES="/ /obrigado": some of them only. */
const ROUTES = process.env.BENCH_ROUTES?.split(/\s+/).filter(Boolean) ?? ALL_ROUTES;
/**
 * The floor: a page of about 1 KB with the landing page's headline and nothing else to fetch
 * (its icon is a data URI, as the pages' is), written into dist/ for the run and served by the
 * same server. What Lighthouse gives it is what the simulated connection costs any page; each
 * page's LCP is read as a ratio to the floor's in the same run, which cancels most of this
 * machine's noise.
 */
const FLOOR_FILE = "dist/bench-floor.html";
const FLOOR_ROUTE = "/bench-floor";
/**
 * TCP's slow start as Lighthouse's simulation prices it: a new connection's first round trip
 * brings 10 segments of 1,460 bytes, the next 20 (the 1.6 Mbps × 150 ms line holds 21). A page
 * whose response, headers included, fits the first lands one round trip (150 ms) sooner.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
const SECOND_ROUND_TRIP_BYTES = FIRST_ROUND_TRIP_BYTES + 20 * 1460;
const STAND_IN_PORT = Number(PORT) + 1;
/**
 * The one file that holds the latest run: its prose above the marker is kept, and everything
 * below it is this run's (git keeps the earlier ones).
 */
const DOC = "docs/benchmarks.md";
const DOC_MARKER =
  "<!-- The latest run: written by npm run bench (scripts/bench.mjs); everything below this line is replaced. -->";
/** The variables that change what is measured, as the command line shows them. */
const COMMAND_VARIABLES = ["BENCH_ROUTES", "BENCH_RUNS", "BENCH_MEASURED"];
const startedAt = new Date();
/** How busy the machine was (1-minute load average), since its load moves every figure. */
const loadAtStart = loadavg()[0] ?? 0;
/**
 * Scores a document cannot reach by design: the 404, the thank-you page, the licence
 * certificate and an order's private page are `noindex` (SEO),
 * and the 404 logs the missing address as a console error, as the specification asks (best
 * practices).
 * @type {Record<string, readonly string[]>}
 */
const EXEMPT = {
  "/404": ["seo", "best-practices"],
  "/obrigado": ["seo"],
  "/licenca": ["seo"],
  "/pedido": ["seo"],
};
/** A route's exemptions: a certificate's address (`/licenca#v1.…`) is its page's. */
const exemptOf = (/** @type {string} */ route) =>
  EXEMPT[/** @type {keyof typeof EXEMPT} */ (route.split("#")[0])] ?? [];
const KB = 1024;

const BUDGETS = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 900,
  /** Each page's LCP over the floor page's, in the same run (median of the runs' ratios). */
  lcpFloorRatio: 1.2,
  /**
   * Total blocking time, every page: issue 46 found `/` at 85 to 163 ms where it had been 20 ms
   * (a probe for the heading font forced a layout of the whole page right after the first paint);
   * at 30 ms the next such regression shows here, in the per-page line below.
   */
  tbtMs: 30,
  cls: 0.01,
  /** React and the player island load on the landing page only, and only near the screen. */
  homeScriptKb: 75,
  /**
   * The thank-you page wakes the song brief once painted: React and the form. Lighthouse counts
   * what crossed the wire (each response's headers, the server's compression), 7.5 to 9 KB more
   * than the same files gzipped at level 9 in e2e/budgets.spec.ts (92 KB there: 101.1 KB here on
   * 07/12/2026 with 93.6 KB there, before the form stopped carrying the plans' cards).
   */
  thanksScriptKb: 100,
  /**
   * The licence certificate checks its signature in the page: its script (the verdict and the file
   * check; 9 KB at gzip 9 with the page script in e2e/budgets.spec.ts), and with a valid
   * certificate the QR encoder (3.8 KB).
   */
  licenceScriptKb: 16,
  /**
   * An order's page (/pedido) reads and shows the order in the page: its one file (9 KB at gzip 9
   * in e2e/budgets.spec.ts, the page script included), with the headers on the wire. No React.
   */
  orderScriptKb: 11,
  /** The other documents run the inline page script only. */
  documentScriptKb: 5,
  homeBytesWithoutAudioKb: 250,
};

/**
 * One page's medians: Lighthouse scores (0–100), times (ms) and transfer sizes (KB).
 * @typedef {{
 *   performance: number; accessibility: number; "best-practices": number; seo: number;
 *   lcpMs: number; lcpFloorRatio: number; documentBytes: number;
 *   fcpMs: number; tbtMs: number; cls: number;
 *   scriptKb: number; thirdPartyScriptKb: number; stylesheetKb: number; fontKb: number;
 *   imageKb: number; mediaKb: number; totalWithoutAudioKb: number;
 * }} Measures
 */

/** @param {readonly number[]} values  at least one */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};

/** A page's inline scripts that run (the page script, Astro's island loader), not its JSON-LD. */
const INLINE_SCRIPT = /<script(?: type="module")?>([\s\S]*?)<\/script>/g;

/**
 * Gzipped size of the page's inline scripts: Lighthouse files them under "document", but they
 * are the JavaScript a legal page runs. Structured data (JSON-LD) is not counted: it does not run.
 * @param {string} html
 */
function inlineScriptKb(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)];
  return scripts.reduce((sum, [, code = ""]) => sum + gzipSync(code).length, 0) / KB;
}

/** @param {string} text  compressed as the local server sends it to Chromium */
const brotliBytes = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;

/**
 * What the page's document would weigh on the wire with none of its CSS and none of its inline
 * scripts: its measured response less what they add to it once compressed. Whether that fits
 * the first round trip says if any change to styles or scripts can bring the page there, or only
 * less content in the HTML (docs/decisions/0005-first-paint.md).
 * @param {string} html  the page as served
 * @param {number} documentBytes  its response on the wire, headers included
 */
function contentOnlyBytes(html, documentBytes) {
  const bare = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "").replace(INLINE_SCRIPT, "");
  return documentBytes - (brotliBytes(html) - brotliBytes(bare));
}

/** @param {string} message */
function step(message) {
  process.stdout.write(`${message}\n`);
}

step("▶ building the site (npm run build)…");
const build = spawnSync("npm", ["run", "build"], { stdio: "ignore", env: buildEnv });
if (build.status !== 0) throw new Error("build failed: run `npm run build` to see why");

/** The floor page: the landing page's headline, its colours and size, and nothing else. */
function writeFloorPage() {
  const home = readFileSync("dist/index.html", "utf8");
  const headline = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? "";
  if (!headline) throw new Error("dist/index.html has no <h1> for the floor page");
  writeFileSync(
    FLOOR_FILE,
    [
      '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      "<title>Piso de medição</title>",
      '<meta name="description" content="Página mínima: o custo de qualquer página nesta conexão.">',
      '<link rel="icon" href="data:,">',
      "<style>body{margin:0;background:#12132b;color:#fbf5ea;font-family:Georgia,serif}",
      "h1{margin:0;padding:7rem 1.25rem 4rem;text-align:center;font-size:2.25rem;line-height:1.1}</style>",
      `</head><body><main><h1>${headline}</h1></main></body></html>`,
    ].join(""),
  );
}
writeFloorPage();

step(`▶ serving dist/ on ${BASE}`);
const server = spawn("node", ["scripts/start.mjs"], {
  env: { ...buildEnv, PORT, SKIP_BUILD: "1" },
  stdio: "ignore",
});
for (
  let i = 0;
  i < 100 &&
  !(await fetch(BASE).then(
    () => true,
    () => false,
  ));
  i += 1
) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Where the site measures: the providers' hosts answered on this machine, over HTTPS with a
 * certificate made for the run (Debian's openssl), by the browser tests' stand-in scripts; their
 * collection addresses get an empty answer. The browser resolves every host but localhost here.
 */
function startStandIns() {
  const dir = mkdtempSync(join(tmpdir(), "bench-stand-ins-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=stand-ins",
    ].concat(["-keyout", key, "-out", cert]),
    { stdio: "ignore" },
  );
  if (made.status !== 0) throw new Error("openssl could not make the stand-ins' certificate");
  const plausibleScript = buildEnv.VITE_PLAUSIBLE_SCRIPT_URL || "https://plausible.io/js/script.js";
  const standInServer = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (request, response) => {
      const url = `https://${request.headers.host}${request.url}`;
      const script = standInScript(url, plausibleScript);
      response.writeHead(script === null ? 204 : 200, {
        "access-control-allow-origin": "*",
        ...(script === null ? {} : { "content-type": "text/javascript" }),
      });
      response.end(script ?? undefined);
    },
  );
  standInServer.listen(STAND_IN_PORT, "127.0.0.1");
  return standInServer;
}
const standIns = MEASURED ? startStandIns() : null;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    "--headless=new",
    ...CHROMIUM_FLAGS,
    ...(MEASURED
      ? [
          `--host-resolver-rules=MAP * 127.0.0.1:${STAND_IN_PORT}, EXCLUDE localhost`,
          "--ignore-certificate-errors",
        ]
      : []),
  ],
});

/**
 * Lighthouse on one address. A run it could not finish (now and then the trace of the first page
 * after the floor is not recorded: `NO_NAVSTART`) is made once more, moments later.
 * @param {string} url
 * @param {import("lighthouse").Flags} [flags]
 */
async function lighthouseRun(url, flags = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 2) return result;
    step(`    ↻ ${error.code}: ${error.message} Once more.`);
  }
}

/** @type {Record<string, Measures>} */
const results = {};
/** @type {Record<string, string>} */
const lcpElementOf = {};
/** Each route's measures, run by run; the floor's LCP of each run. */
/** @type {Record<string, Measures[]>} */
const runsOf = Object.fromEntries(ROUTES.map((route) => [route, []]));
/** @type {Record<string, string[]>} */
const lcpElementsOf = Object.fromEntries(ROUTES.map((route) => [route, []]));
/** @type {number[]} */
const floorLcps = [];
/** Each page as served. @type {Record<string, string>} */
const htmlOf = {};
/** Runs Lighthouse could not finish, and why. @type {string[]} */
const failedRuns = [];
/** The browser and Lighthouse of the run. @type {{ userAgent: string; lighthouse: string } | undefined} */
let measuredWith;
try {
  for (const route of ROUTES) htmlOf[route] = await (await fetch(`${BASE}${route}`)).text();
  const inlineKbOf = Object.fromEntries(
    ROUTES.map((route) => [route, inlineScriptKb(htmlOf[route] ?? "")]),
  );
  // Run by run, the floor first and then every page, so that each ratio compares pages measured
  // moments apart, under the same load of this machine.
  for (let run = 1; run <= RUNS; run += 1) {
    step(`  Lighthouse ${FLOOR_ROUTE} (floor) — run ${run}/${RUNS}`);
    const floor = await lighthouseRun(`${BASE}${FLOOR_ROUTE}`, {
      onlyCategories: ["performance"],
    });
    const floorLcp = floor.lhr.audits["largest-contentful-paint"]?.numericValue;
    if (!floorLcp) throw new Error("Lighthouse measured no LCP on the floor page");
    floorLcps.push(floorLcp);
    for (const route of ROUTES) {
      const runs = /** @type {Measures[]} */ (runsOf[route]);
      const lcpElements = /** @type {string[]} */ (lcpElementsOf[route]);
      const inlineKb = inlineKbOf[route] ?? 0;
      step(`  Lighthouse ${route} — run ${run}/${RUNS}`);
      const { lhr } = await lighthouseRun(
        `${BASE}${route}`,
        MEASURED && !FIRST_VISIT ? { extraHeaders: { Cookie: ACCEPTED } } : {},
      );
      for (const warning of lhr.runWarnings) step(`    ! ${warning}`);
      measuredWith ??= {
        userAgent: lhr.environment.hostUserAgent,
        lighthouse: lhr.lighthouseVersion,
      };
      // A run Lighthouse could not finish twice (no paint seen, a protocol timeout) has no metrics
      // and scores 0: it says why and counts as missing, not as the page's figures.
      if (lhr.runtimeError) {
        step(`    ✖ not measured, ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        failedRuns.push(`${route} run ${run}: ${lhr.runtimeError.code}`);
        continue;
      }
      /** @param {string} id */
      const score = (id) => (lhr.categories[id]?.score ?? 0) * 100;
      /** @param {string} id */
      const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary = /** @type {{ items?: { resourceType: string; transferSize: number }[] }} */ (
        lhr.audits["resource-summary"]?.details ?? {}
      );
      /** @type {Record<string, number>} */
      const bytes = Object.fromEntries(
        (summary.items ?? []).map((item) => [item.resourceType, item.transferSize]),
      );
      const requests =
        /** @type {{ items?: { url: string; resourceType?: string; transferSize?: number }[] }} */ (
          lhr.audits["network-requests"]?.details ?? {}
        ).items ?? [];
      /** @param {boolean} ours */
      const scriptBytes = (ours) =>
        requests
          .filter((r) => r.resourceType === "Script" && r.url.startsWith(BASE) === ours)
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const lcpElement =
        /** @type {{ items?: { items?: { node?: { snippet?: string } }[] }[] }} */ (
          lhr.audits["largest-contentful-paint-element"]?.details ?? {}
        ).items?.[0]?.items?.[0]?.node?.snippet;
      lcpElements.push(lcpElement ?? "?");
      const documentBytes =
        requests.find((r) => r.resourceType === "Document")?.transferSize ?? Number.NaN;
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcpMs: value("largest-contentful-paint"),
        lcpFloorRatio: value("largest-contentful-paint") / floorLcp,
        documentBytes,
        fcpMs: value("first-contentful-paint"),
        tbtMs: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        // The site's own scripts; a provider's (a stand-in here) is counted apart.
        scriptKb: scriptBytes(true) / KB + inlineKb,
        thirdPartyScriptKb: scriptBytes(false) / KB,
        stylesheetKb: (bytes.stylesheet ?? 0) / KB,
        fontKb: (bytes.font ?? 0) / KB,
        imageKb: (bytes.image ?? 0) / KB,
        mediaKb: (bytes.media ?? 0) / KB,
        totalWithoutAudioKb: ((bytes.total ?? 0) - (bytes.media ?? 0)) / KB,
      });
    }
  }
  for (const route of ROUTES) {
    const runs = /** @type {Measures[]} */ (runsOf[route]);
    if (runs.length === 0) throw new Error(`Lighthouse finished no run of ${route}`);
    const keys = /** @type {(keyof Measures)[]} */ (Object.keys(runs[0] ?? {}));
    results[route] = /** @type {Measures} */ (
      Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]))
    );
    // The largest paint's element in the run whose LCP is the median.
    const medianRun = runs.findIndex((r) => r.lcpMs === results[route]?.lcpMs);
    lcpElementOf[route] = lcpElementsOf[route]?.[medianRun] ?? "?";
  }
} finally {
  chrome.kill();
  server.kill();
  standIns?.close();
  rmSync(FLOOR_FILE, { force: true });
}

/**
 * Each budget's check: its name, the measure, the budget, and whether it is met.
 * @type {[string, string | number, string, boolean][]}
 */
const checks = [];
for (const [route, r] of Object.entries(results)) {
  for (const category of /** @type {const} */ ([
    "performance",
    "accessibility",
    "best-practices",
    "seo",
  ])) {
    if (exemptOf(route).includes(category)) continue;
    checks.push([
      `${route} ${category}`,
      r[category],
      `= ${BUDGETS[category]}`,
      r[category] >= BUDGETS[category],
    ]);
  }
  checks.push([
    `${route} LCP (ms)`,
    Math.round(r.lcpMs),
    `≤ ${BUDGETS.lcpMs}`,
    r.lcpMs <= BUDGETS.lcpMs,
  ]);
  checks.push([
    `${route} LCP ÷ floor's`,
    r.lcpFloorRatio.toFixed(2),
    `≤ ${BUDGETS.lcpFloorRatio}`,
    r.lcpFloorRatio <= BUDGETS.lcpFloorRatio,
  ]);
  checks.push([
    `${route} TBT (ms)`,
    Math.round(r.tbtMs),
    `≤ ${BUDGETS.tbtMs}`,
    r.tbtMs <= BUDGETS.tbtMs,
  ]);
  checks.push([`${route} CLS`, r.cls.toFixed(3), `≤ ${BUDGETS.cls}`, r.cls <= BUDGETS.cls]);
  const scriptBudget =
    (route === "/"
      ? BUDGETS.homeScriptKb
      : route === "/obrigado"
        ? BUDGETS.thanksScriptKb
        : route.split("#")[0] === "/licenca"
          ? BUDGETS.licenceScriptKb
          : route.split("#")[0] === "/pedido"
            ? BUDGETS.orderScriptKb
            : BUDGETS.documentScriptKb) +
    (MEASURED && !["/licenca", "/pedido"].includes(route.split("#")[0] ?? "")
      ? MEASUREMENT_SCRIPT_KB
      : 0);
  checks.push([
    `${route} JavaScript (KB, gzip, inline included)`,
    r.scriptKb.toFixed(1),
    `≤ ${scriptBudget}`,
    r.scriptKb <= scriptBudget,
  ]);
}
const home = results["/"];
if (home) {
  checks.push([
    "/ all bytes except audio (KB)",
    home.totalWithoutAudioKb.toFixed(1),
    `≤ ${BUDGETS.homeBytesWithoutAudioKb}`,
    home.totalWithoutAudioKb <= BUDGETS.homeBytesWithoutAudioKb,
  ]);
}

for (const failed of failedRuns) checks.push([failed, "not measured", "a finished run", false]);

/** @param {number} bytes  the document's response, headers included */
const roundTrips = (bytes) =>
  bytes <= FIRST_ROUND_TRIP_BYTES ? 1 : bytes <= SECOND_ROUND_TRIP_BYTES ? 2 : 3;
const floorLcp = median(floorLcps);
const table = [
  "| page | Perf | A11y | BP | SEO | LCP | LCP ÷ floor | FCP | TBT | CLS | HTML bytes (round trips) | JS KB | CSS KB | fonts KB | images KB | total KB (no audio) |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  `| floor (${FLOOR_ROUTE}) | | | | | ${Math.round(floorLcp)} ms | 1 | | | | | | | | | |`,
  ...Object.entries(results).map(
    ([route, r]) =>
      `| ${route} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${Math.round(r.lcpMs)} ms | ${r.lcpFloorRatio.toFixed(2)} | ${Math.round(r.fcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.documentBytes} (${roundTrips(r.documentBytes)}) | ${r.scriptKb.toFixed(1)} | ${r.stylesheetKb.toFixed(1)} | ${r.fontKb.toFixed(1)} | ${r.imageKb.toFixed(1)} | ${r.totalWithoutAudioKb.toFixed(1)} |`,
  ),
].join("\n");

/** The command as typed to get this run. */
function commandLine() {
  const variables = COMMAND_VARIABLES.flatMap((name) => {
    const value = process.env[name];
    if (!value) return [];
    return [/^[\w./-]+$/.test(value) ? `${name}=${value}` : `${name}="${value}"`];
  });
  return [...variables, "npm run bench"].join(" ");
}

/** This run in docs/benchmarks.md, below its prose, in place of the run before. */
async function writeDoc() {
  const previous = existsSync(DOC) ? readFileSync(DOC, "utf8") : "";
  const at = previous.indexOf(DOC_MARKER);
  const prose = at === -1 ? "# Benchmarks\n\n" : previous.slice(0, at);
  const cpu = cpus();
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  const date = `${pad(startedAt.getUTCDate())}/${pad(startedAt.getUTCMonth() + 1)}/${startedAt.getUTCFullYear()} ${pad(startedAt.getUTCHours())}:${pad(startedAt.getUTCMinutes())} UTC`;
  const browser = /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(measuredWith?.userAgent ?? "")?.[1];
  const missedChecks = checks.filter(([, , , ok]) => !ok);
  const text = [
    `${prose}${DOC_MARKER}`,
    "",
    "## Latest run",
    "",
    `- Date: ${date}`,
    `- Machine: ${cpu[0]?.model.trim() ?? "?"}, ${cpu.length} cores, ${Math.round(totalmem() / 1024 ** 3)} GB, ${type()} ${release()}; load average ${loadAtStart.toFixed(2)} when the run started`,
    `- Browser: Chromium ${browser ?? "?"} (\`${CHROMIUM_PATH}\`), Lighthouse ${measuredWith?.lighthouse ?? "?"}`,
    `- Command: \`${commandLine()}\`, medians of ${RUNS} run${RUNS === 1 ? "" : "s"} per page${MEASURED ? (FIRST_VISIT ? ", measured, first visit (banner shown)" : ", measured and accepted") : ""}`,
    "",
    table,
    "",
    missedChecks.length === 0
      ? "Every budget met."
      : [
          `Budgets missed (${missedChecks.length}):`,
          "",
          ...missedChecks.map(([name, value, budget]) => `- ${name}: ${value} (budget ${budget})`),
        ].join("\n"),
    "",
  ].join("\n");
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(text, { ...options, filepath: DOC }));
}

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  RESULTS,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      floor: { route: FLOOR_ROUTE, lcpMs: floorLcps },
      budgets: BUDGETS,
      results,
      lcpElements: lcpElementOf,
      checks,
    },
    null,
    2,
  ),
);

await writeDoc();

step(`\nMedians of ${RUNS} Lighthouse runs (mobile, simulated throttling):\n\n${table}\n`);
for (const [route, r] of Object.entries(results)) {
  step(
    `${route}: LCP ${Math.round(r.lcpMs)} ms (${r.lcpFloorRatio.toFixed(2)}× the floor's, budget ${BUDGETS.lcpFloorRatio}×) · TBT ${Math.round(r.tbtMs)} ms (budget ${BUDGETS.tbtMs} ms)${r.tbtMs > BUDGETS.tbtMs ? " ✖" : ""}`,
  );
}
for (const [route, element] of Object.entries(lcpElementOf)) {
  step(`largest paint of ${route}: ${element.slice(0, 100)}`);
}
step(
  `\nThe first round trip (${FIRST_ROUND_TRIP_BYTES} B) once each page's markup and text are in:`,
);
for (const [route, r] of Object.entries(results)) {
  const content = contentOnlyBytes(htmlOf[route] ?? "", r.documentBytes);
  const room = FIRST_ROUND_TRIP_BYTES - content;
  step(
    `${route}: ${room >= 0 ? `${room} B left` : `${-room} B over`} for its CSS and inline scripts, which take ${r.documentBytes - content} B now`,
  );
}
if (MEASURED) {
  const thirdParty = Object.entries(results).map(
    ([route, r]) => `${route} ${r.thirdPartyScriptKb.toFixed(1)} KB`,
  );
  step(`providers' stand-in scripts (not budgeted): ${thirdParty.join(", ")}`);
}
for (const [name, value, budget, ok] of checks)
  step(`${ok ? "✓" : "✖"} ${name}: ${value} (budget ${budget})`);
const missed = checks.filter(([, , , ok]) => !ok).length;
step(
  missed
    ? `\n✖ ${missed} budget(s) missed. Results in ${RESULTS} and ${DOC}`
    : `\n✓ Every budget met. Results in ${RESULTS} and ${DOC}`,
);
process.exitCode = missed ? 1 : 0;
