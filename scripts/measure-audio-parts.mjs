// What Cloudflare's audio function costs, for each size of part the build could cut the samples
// into (docs/decisions/0006-host-runtimes.md has the numbers and the choice):
//
// - on `wrangler pages dev`: the launch-day burst (100 mixed ranges of one sample at once,
//   scripts/range-burst.mjs, twice), its time, whether every answer was exact, the parts the
//   function read and the runtime's peak of open files; then a whole play of each sample format
//   (muted, at 16×, to its end) in Chromium, Firefox and WebKit, counted in requests;
// - on workerd alone (the function bundled by `wrangler pages functions build`, the build served
//   by workerd's own disk service: none of wrangler's development tooling), the CPU time workerd
//   spends per request, for a whole play and per kind of request, against the same bytes read
//   as static files.
//
//   npx node scripts/measure-audio-parts.mjs [--cpu-only] [part sizes in KiB…]
//
// after `npm run build`.
//
// Defaults: 128 256 512 1024. ENGINES=chromium,firefox limits the browsers. Not part of
// `npm test`: it takes about three minutes per size.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";
import {
  freePort,
  startEngineEnvironment,
  startProcess,
  stopAll,
  waitForUrl,
} from "../cross-browser/environment.mjs";
import { writeAudioParts } from "../deploy/write-audio-parts.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { fireBurst, mixedRanges } from "./range-burst.mjs";
import { COMPATIBILITY_DATE, openFilesOfGroup, root, startPagesDev } from "./servers.mjs";
import { watchSubrequests } from "./worker-subrequests.mjs";

const dist = join(root, "dist");
const args = process.argv.slice(2);
/** `--cpu-only`: workerd's CPU time alone, without wrangler, the burst and the browsers. */
const cpuOnly = args.includes("--cpu-only");
const kib = args.filter((arg) => !arg.startsWith("--"));
const sizes = (kib.length > 0 ? kib : ["128", "256", "512", "1024"]).map(
  (value) => Number(value) * 1024,
);
const engines = (process.env.ENGINES ?? "chromium,firefox,webkit").split(",").filter(Boolean);
const progress = (/** @type {string} */ line) => console.error(`… ${line}`);

if (!existsSync(join(dist, "index.html"))) {
  console.error("No build in dist/: run `npm run build` first.");
  process.exit(1);
}
const samples = readdirSync(join(dist, "audio"))
  .filter((name) => /\.(opus|mp3)$/.test(name))
  .map((name) => `/audio/${name}`);
// One track in both formats: the largest file's track.
const largest = samples.reduce((a, b) =>
  statSync(join(dist, b)).size > statSync(join(dist, a)).size ? b : a,
);
const track = largest.replace(/\.\w+$/, "");
const played = samples.filter((file) => file.startsWith(`${track}.`));

/** A copy of the build with its samples cut in parts of `partBytes`. */
function buildWithParts(/** @type {number} */ partBytes) {
  const copy = mkdtempSync(join(tmpdir(), "measure-audio-parts-"));
  cpSync(dist, copy, { recursive: true });
  writeAudioParts(copy, partBytes);
  return copy;
}

/**
 * A proxy in front of `target` that records the byte ranges asked for samples.
 * @param {string} target
 */
async function rangeRecorder(target) {
  /** @type {string[]} */
  let asked = [];
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      new URL(request.url ?? "/", target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        if (request.url?.startsWith("/audio/")) {
          const range = request.headers.range ?? "(none)";
          asked.push(`${range} → ${answer.statusCode} ${answer.headers["content-range"] ?? ""}`);
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    response.on("close", () => upstream.destroy());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(null)));
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const taken = asked;
      asked = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(null))),
  };
}

/**
 * Plays `src` muted at 16×, from its start to its end, in the page: what a visitor's whole play
 * asks of the host, in less time. After 100 s (webdriverio gives up on a command at 120 s) it
 * says where it stopped.
 * @param {string} src
 * @returns {Promise<string>}
 */
async function playToEnd(src) {
  const audio = new Audio();
  audio.muted = true;
  audio.preload = "auto";
  audio.src = src;
  document.body.append(audio);
  /** @type {Promise<string>} */
  const ended = new Promise((resolve) => {
    audio.addEventListener("ended", () => resolve("ended"));
    audio.addEventListener("error", () => resolve(`error ${audio.error?.code}`));
    setTimeout(() => resolve(`stopped at ${audio.currentTime.toFixed(0)} s`), 100_000);
  });
  await audio.play();
  audio.playbackRate = 16;
  const outcome = await ended;
  audio.remove();
  return outcome;
}

/** WebKit's X server, sound sink and driver: started once, for every size. */
/** @type {ReturnType<typeof startEngineEnvironment> | undefined} */
let webkitEnvironment;

/**
 * Every engine plays each sample of `played` through the recorder.
 * @param {string} base
 */
async function playsIn(base) {
  /** @type {{ engine: string; file: string; outcome: string; asked: string[] }[]} */
  const results = [];
  const recorder = await rangeRecorder(base);
  for (const engine of engines) {
    /** @type {{ play(file: string): Promise<string>; close(): Promise<void> }} */
    let browser;
    if (engine === "webkit") {
      webkitEnvironment ??= startEngineEnvironment();
      const environment = await webkitEnvironment;
      /** @type {WebdriverIO.Capabilities & { "webkitgtk:browserOptions": object }} */
      const capabilities = {
        browserName: "MiniBrowser",
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": {
          binary: environment.MINIBROWSER_PATH,
          args: ["--automation", "--full-screen"],
        },
      };
      const session = await remote({
        hostname: "127.0.0.1",
        port: Number(environment.WEBKIT_WEBDRIVER_PORT),
        path: "/",
        logLevel: "error",
        capabilities,
      });
      // A whole play can outlast WebDriver's default 30 s for a script.
      await session.setTimeout({ script: 200_000 });
      await session.url(`${recorder.url}/`);
      browser = {
        play: async (file) => String(await session.execute(playToEnd, file)),
        close: async () => void (await session.deleteSession()),
      };
    } else {
      const launched = await puppeteer.launch(
        engine === "firefox"
          ? { browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true }
          : { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS },
      );
      const page = await launched.newPage();
      await page.goto(`${recorder.url}/`, { waitUntil: "load" });
      browser = {
        play: (file) => page.evaluate(playToEnd, file),
        close: () => launched.close(),
      };
    }
    recorder.take();
    for (const file of played) {
      progress(`${engine} plays ${file}`);
      const outcome = await browser
        .play(file)
        .catch((/** @type {unknown} */ error) => `failed: ${String(error).slice(0, 120)}`);
      results.push({ engine, file, outcome, asked: recorder.take() });
    }
    await browser.close();
  }
  await recorder.close();
  return results;
}

/** The burst and the plays on `wrangler pages dev`, for a build cut in `partBytes`. */
async function onWrangler(/** @type {string} */ build, /** @type {number} */ partBytes) {
  // Run from the project, whose ./functions wrangler bundles, on the copy of the build.
  const pages = await startPagesDev(build);
  try {
    return await burstsAndPlays(pages.address, pages.inspector, pages.group);
  } finally {
    await pages.stop();
  }

  /**
   * @param {string} base
   * @param {number} inspector
   * @param {number} group wrangler's process group
   */
  async function burstsAndPlays(base, inspector, group) {
    await waitForUrl(`${base}/`, 120_000);
    const bytes = readFileSync(join(build, largest));
    const ranges = mixedRanges(bytes.length);
    const watcher = await watchSubrequests(inspector, base);
    const bursts = [];
    for (const round of [1, 2]) {
      progress(`${partBytes / 1024} KiB: burst ${round}`);
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, openFilesOfGroup(group))), 100);
      const started = Date.now();
      const answers = await fireBurst(`${base}${largest}`, ranges, bytes);
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      // -1: wrangler, overwhelmed, could not say.
      const parts = await watcher.take().then(
        (read) =>
          read.filter(({ path }) => path.startsWith("/audio/_parts/") && !path.endsWith(".json"))
            .length,
        () => -1,
      );
      const home = await fetch(`${base}/`).then(
        (response) => response.status,
        () => 0,
      );
      bursts.push({
        seconds,
        exact: answers.filter(({ problem }) => !problem).length,
        problems: answers.flatMap(({ problem }) => (problem ? [problem] : [])).slice(0, 2),
        parts,
        peak,
        home,
      });
    }
    const plays = await playsIn(base);
    watcher.close();
    return { bursts, plays };
  }
}

/** The CPU time, in ms, the process `pid` has had: the sum over its threads. */
function cpuMs(/** @type {number} */ pid) {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, thread) => {
    try {
      const [onCpu = "0"] = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(
        " ",
      );
      return sum + Number(onCpu) / 1e6;
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * Sends `requests` one after another `rounds` times and returns workerd's CPU time per round.
 * @param {number} pid
 * @param {string} base
 * @param {readonly { path: string; range?: string; method?: string }[]} requests
 * @param {number} rounds
 */
async function cpuPerRound(pid, base, requests, rounds) {
  // The median of five runs: the machine is shared, and a run can be slowed by another's work.
  const runs = [];
  for (let run = 0; run < 5; run += 1) {
    const before = cpuMs(pid);
    for (let round = 0; round < rounds; round += 1) {
      for (const { path, range, method = "GET" } of requests) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: range ? { Range: range } : {},
        });
        await response.arrayBuffer();
      }
    }
    runs.push((cpuMs(pid) - before) / rounds);
  }
  return runs.sort((a, b) => a - b)[2] ?? 0;
}

/** workerd alone: the bundled function in front of the build, for a build in `partBytes`. */
async function onWorkerd(
  /** @type {string} */ build,
  /** @type {number} */ partBytes,
  /** @type {string} */ bundle,
) {
  const [functionPort, staticPort] = [await freePort(), await freePort()];
  // Beside the bundle: workerd embeds files by a path relative to its configuration.
  const config = join(bundle, `workerd-${partBytes}.capnp`);
  writeFileSync(
    config,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "function", worker = .audioFunction),
    (name = "files", disk = (path = ${JSON.stringify(build)}, writable = false)),
  ],
  sockets = [
    (name = "function", address = "127.0.0.1:${functionPort}", http = (), service = "function"),
    (name = "files", address = "127.0.0.1:${staticPort}", http = (), service = "files"),
  ],
);
const audioFunction :Workerd.Worker = (
  modules = [ (name = "index.js", esModule = embed "index.js") ],
  compatibilityDate = "${COMPATIBILITY_DATE}",
  bindings = [ (name = "ASSETS", service = "files") ],
);
`,
  );
  const workerd = startProcess(
    join(root, "node_modules/@cloudflare/workerd-linux-64/bin/workerd"),
    ["serve", config, "--experimental"],
  );
  const [viaFunction, viaFiles] = [
    `http://127.0.0.1:${functionPort}`,
    `http://127.0.0.1:${staticPort}`,
  ];
  await waitForUrl(`${viaFiles}/`, 30_000);
  const pid = workerd.child.pid ?? 0;
  const index = JSON.parse(readFileSync(join(build, "audio/_parts/index.json"), "utf8"));
  const entry = index[largest];
  // A whole play as Firefox asks it: `bytes=0-`, then from wherever each answer stopped.
  /** @type {{ path: string; range?: string; method?: string }[]} */
  const play = [];
  for (let start = 0; start < entry.size; start += partBytes) {
    play.push({ path: largest, range: `bytes=${start}-` });
  }
  const sameBytes = entry.parts.map((/** @type {string} */ path) => ({ path }));
  const mid = partBytes + 1;
  const kinds = /** @type {const} */ ([
    ["HEAD", [{ path: largest, method: "HEAD" }]],
    ["bytes=0-1", [{ path: largest, range: "bytes=0-1" }]],
    ["bytes=0- (a whole part, passed through)", [{ path: largest, range: "bytes=0-" }]],
    [`bytes=${mid}- (a part but its first byte: cut)`, [{ path: largest, range: `bytes=${mid}-` }]],
    [
      "a 64 KiB seek",
      [{ path: largest, range: `bytes=${3 * partBytes - 1000}-${3 * partBytes + 64535}` }],
    ],
    ["the whole file, no range", [{ path: largest }]],
  ]);
  // Warm the isolate and the page cache first.
  await cpuPerRound(pid, viaFunction, play, 3);
  await cpuPerRound(pid, viaFiles, sameBytes, 3);
  const rounds = 10;
  progress(`${partBytes / 1024} KiB: CPU on workerd`);
  const result = {
    play: await cpuPerRound(pid, viaFunction, play, rounds),
    playRequests: play.length,
    sameBytesAsFiles: await cpuPerRound(pid, viaFiles, sameBytes, rounds),
    /** @type {Record<string, number>} */
    kinds: {},
  };
  for (const [name, requests] of kinds) {
    result.kinds[name] = await cpuPerRound(pid, viaFunction, requests, rounds * 4);
  }
  result.kinds["a part read as a static file"] = await cpuPerRound(
    pid,
    viaFiles,
    [{ path: entry.parts[1] }],
    rounds * 4,
  );
  await workerd.stop();
  return result;
}

const bundle = mkdtempSync(join(tmpdir(), "measure-audio-function-"));
const built = spawnSync(
  join(root, "node_modules", ".bin", "wrangler"),
  [
    ...["pages", "functions", "build", "--outdir", bundle],
    ...["--compatibility-date", COMPATIBILITY_DATE],
  ],
  { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
if (built.status !== 0) throw new Error(`wrangler pages functions build: ${built.stderr}`);

/**
 * @type {({ partKiB: number; cpu: Awaited<ReturnType<typeof onWorkerd>>; failed?: string }
 *   & Awaited<ReturnType<typeof onWrangler>>)[]}
 */
const report = [];
try {
  for (const partBytes of sizes) {
    const build = buildWithParts(partBytes);
    try {
      progress(`${partBytes / 1024} KiB parts`);
      const cpu = await onWorkerd(build, partBytes, bundle);
      const wrangler = cpuOnly
        ? { bursts: [], plays: [] }
        : await onWrangler(build, partBytes).catch((/** @type {unknown} */ error) => ({
            bursts: [],
            plays: [],
            failed: String(error),
          }));
      report.push({ partKiB: partBytes / 1024, cpu, ...wrangler });
      // Each size's numbers as soon as they are known: a later size may bring wrangler down.
      writeFileSync(join(tmpdir(), "measure-audio-parts.json"), JSON.stringify(report, null, 1));
      progress(`${partBytes / 1024} KiB done: ${join(tmpdir(), "measure-audio-parts.json")}`);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  }
} finally {
  await stopAll();
  rmSync(bundle, { recursive: true, force: true });
}

const ms = (/** @type {number} */ value) => value.toFixed(2);
console.log(`\n# Cloudflare's audio function, by part size (${largest}, ${played.join(", ")})\n`);
console.log(
  "| part | burst 1 | burst 2 | peak open files | parts read | / after | wrong answers |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const { partKiB, bursts, failed } of report) {
  const [first, second] = bursts;
  if (failed) console.log(`| ${partKiB} KiB | ${failed} | | | | | |`);
  if (!first || !second) continue;
  console.log(
    `| ${partKiB} KiB | ${first.exact}/100 exact, ${first.seconds.toFixed(1)} s | ` +
      `${second.exact}/100 exact, ${second.seconds.toFixed(1)} s | ` +
      `${Math.max(first.peak, second.peak)} | ${first.parts}, ${second.parts} | ` +
      `${first.home}, ${second.home} | ${[...first.problems, ...second.problems].join("; ")} |`,
  );
}
console.log("\n| part | engine | file | outcome | requests | ranges asked |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const { partKiB, plays } of report) {
  for (const { engine, file, outcome, asked } of plays) {
    console.log(
      `| ${partKiB} KiB | ${engine} | ${file} | ${outcome} | ${asked.length} | ${asked.join("; ")} |`,
    );
  }
}
console.log(
  "\n| part | workerd CPU for a whole play (requests) | same bytes as static files | per request kind |",
);
console.log("| --- | --- | --- | --- |");
for (const { partKiB, cpu } of report) {
  const kinds = Object.entries(cpu.kinds)
    .map(([name, value]) => `${name}: ${ms(value)} ms`)
    .join("; ");
  console.log(
    `| ${partKiB} KiB | ${ms(cpu.play)} ms (${cpu.playRequests}) | ${ms(cpu.sameBytesAsFiles)} ms | ${kinds} |`,
  );
}
process.exit(0);
