// `npm test`: typecheck, lint, format check, unit and component tests, a fresh production
// build, browser tests in Debian's Chromium, the key flows in Firefox and WebKit, the
// build served by `npm start` and by Cloudflare's own runtime, the tests a configuration can
// change again for a second, fully different owner configuration, and the dependency audit.
// Every step runs on the project's Node 24 (`npm test` puts node_modules/.bin first in PATH).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_PATH as chromium } from "./chromium.mjs";
import { ensureFirefoxForPuppeteer } from "./firefox-esr.mjs";

const root = new URL("..", import.meta.url).pathname;

/**
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 */
function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * Runs steps at the same time, where most of each is waiting (a browser playing a sample in real
 * time, a runtime starting) or one core's work. The first step's output is shown as it comes
 * (`live`); each other's is printed whole when it ends, so the log reads as if they had run one
 * after the other.
 * @param {readonly { label: string, command: string, args: readonly string[], env?: NodeJS.ProcessEnv }[]} steps
 * @param {{ live?: boolean }} [options]
 */
async function runTogether(steps, { live = false } = {}) {
  const started = Date.now();
  const isShown = (/** @type {number} */ index) => live && index === 0;
  console.log(`\n▶ at the same time: ${steps.map((step) => step.label).join(" · ")}`);
  const results = await Promise.all(
    steps.map(
      ({ label, command, args, env }, index) =>
        /** @type {Promise<{ label: string, code: number | null, output: string, seconds: number }>} */ (
          new Promise((resolve) => {
            const shown = isShown(index);
            if (shown) console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
            const child = spawn(command, [...args], {
              stdio: ["ignore", shown ? "inherit" : "pipe", shown ? "inherit" : "pipe"],
              env: { ...process.env, ...env },
            });
            let output = "";
            child.stdout?.on("data", (chunk) => (output += chunk));
            child.stderr?.on("data", (chunk) => (output += chunk));
            child.on("close", (code) =>
              resolve({ label, code, output, seconds: Math.round((Date.now() - started) / 1000) }),
            );
          })
        ),
    ),
  );
  // Every step's output first, so that a failure does not hide what the others said.
  results.forEach(({ label, code, output, seconds }, index) => {
    const { command, args } = steps[index] ?? { command: "", args: [] };
    if (!isShown(index)) {
      console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
      process.stdout.write(output);
    }
    if (code === 0) console.log(`✓ ${label} (${seconds} s)`);
    else console.error(`\n✖ ${label} failed (exit ${code}).`);
  });
  const failed = results.find(({ code }) => code !== 0);
  if (failed) process.exit(failed.code ?? 1);
}

/**
 * Debian packages the browser tests need, each found by one file it installs: the browsers,
 * WebKit's WebDriver (its MiniBrowser comes with libwebkit2gtk-4.1-0), an X server for WebKit and
 * a sound server whose null sink lets Firefox and WebKit play the samples.
 */
const DEBIAN_PACKAGES = {
  chromium,
  "firefox-esr": "/usr/bin/firefox-esr",
  "webkit2gtk-driver": "/usr/bin/WebKitWebDriver",
  xvfb: "/usr/bin/Xvfb",
  pulseaudio: "/usr/bin/pulseaudio",
  // The owner pass adds its samples with `npm run samples`, which encodes with ffmpeg.
  ffmpeg: "/usr/bin/ffmpeg",
};
const missing = Object.entries(DEBIAN_PACKAGES)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);
const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
const apt = (/** @type {string[]} */ args) =>
  run(
    "install Debian packages",
    sudo[0] ?? "apt-get",
    [...(sudo.length ? ["apt-get"] : []), ...args],
    {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    },
  );
if (missing.length > 0) {
  console.log(`Missing Debian packages: ${missing.join(", ")}. Installing them with apt-get…`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...missing]);
}
// A firefox-esr installed before Debian's newer ESR reached this machine is upgraded.
ensureFirefoxForPuppeteer(DEBIAN_PACKAGES["firefox-esr"], apt);

/**
 * Starts a step that runs beside the others until `finish` is awaited: its output is kept and
 * printed whole then, so the log reads as if it had run alone.
 * @param {string} label @param {string} command @param {readonly string[]} args
 */
function startBeside(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ beside the next steps: ${label}: ${[command, ...args].join(" ")}`);
  const child = spawn(command, [...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const ended = new Promise((resolve) => child.on("close", resolve));
  return {
    async finish() {
      const code = await ended;
      console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
      process.stdout.write(output);
      if (code !== 0) {
        console.error(`\n✖ ${label} failed (exit ${code}).`);
        process.exit(code ?? 1);
      }
      console.log(`✓ ${label} (${Math.round((Date.now() - started) / 1000)} s, beside the others)`);
    },
  };
}

// The second owner's site is made while the demo is checked: copying the project, encoding her
// samples, signing her certificates, her launch build and one order run one process at a time,
// about a core's work, beside steps that leave the other core idle part of the time.
const ownerSite = mkdtempSync(join(tmpdir(), "owner-site-"));
const ownerPreparation = startBeside("a second owner's site, made", "node", [
  "scripts/test-owner-config.mjs",
  "prepare",
  ownerSite,
]);

// Three single-threaded checks, side by side on the machine's cores.
await runTogether([
  // astro check: the .astro files and, through tsconfig.json's references, every TypeScript and
  // checked JavaScript file with its own project's options (what `tsc -b` checked).
  { label: "typecheck", command: "npx", args: ["astro", "check"] },
  { label: "lint", command: "npx", args: ["eslint", "."] },
  { label: "format", command: "npx", args: ["prettier", "--check", "."] },
]);
run("unit and component tests", "npx", ["vitest", "run"]);
// The build the browser tests read, which must also print no warning.
run("production build, no warning printed", "node", ["scripts/build-warnings.mjs", "build"]);
// The build is fresh: `npm start` (Playwright's web server) serves it as it is. The second build,
// with measurement on (e2e/measured.ts), is made by its own server: remove any older one.
rmSync(join(root, "dist-measured"), { recursive: true, force: true });
// The browser tests keep both cores busy; the other two engines spend most of their time playing
// samples in real time, so their key flows and then the consent banner run beside the browser
// tests, each on a port and a build folder of its own.
await runTogether(
  [
    {
      label: "browser tests",
      command: "npx",
      args: ["playwright", "test"],
      env: { SKIP_BUILD: "1" },
    },
    {
      label: "key flows, then the consent banner, in Firefox and WebKit",
      command: "sh",
      args: [
        "-c",
        "node scripts/test-cross-browser.mjs && node scripts/test-cross-browser.mjs cross-browser/consent.test.ts",
      ],
    },
  ],
  { live: true },
);
// The hosts' runtimes on a machine of their own: the burst of a hundred byte ranges measures
// the runtime under load, and a runtime starved by the browser tests answers some of them 500.
await ownerPreparation.finish();
run("host runtimes (serve, wrangler)", "node", ["scripts/test-hosts.mjs"]);
run("a second owner's configuration", "node", [
  "scripts/test-owner-config.mjs",
  "check",
  ownerSite,
]);
run("dependency audit", "node", ["scripts/audit.mjs"]);
console.log("\n✓ All checks passed.");
