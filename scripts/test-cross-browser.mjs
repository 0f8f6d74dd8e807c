// The key flows in real Firefox ESR and WebKit (cross-browser/; Chromium's are the browser suite's,
// e2e/, and ENGINES=chromium,firefox,webkit adds it here), against the production
// build served as `npm start` serves it. Starts what the engines need (a PulseAudio null sink,
// Xvfb, WebKitWebDriver), runs the suite, stops everything. Run by `npm test` after the build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startEngineEnvironment, stopAll } from "../cross-browser/environment.mjs";
import { MEASURED_DEMO_ENV } from "./measured-demo.mjs";
import { root, startSite } from "./servers.mjs";

const started = Date.now();
if (!existsSync(`${root}dist/index.html`)) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}

// The suites to run: the key flows by default, or the files named on the command line.
const suites =
  process.argv.length > 2 ? process.argv.slice(2) : ["cross-browser/key-flows.test.ts"];
const asksConsent = suites.some((file) => file.endsWith("consent.test.ts"));

let status = 1;
try {
  // A build that asks for consent (cross-browser/consent.test.ts): Google and Meta configured,
  // Plausible not, whatever the site's own configuration says. start.mjs builds it first, while
  // the engines' environment starts.
  const consent = asksConsent
    ? await startSite({
        port: Number(process.env.ENGINES_CONSENT_PORT ?? 0) || undefined,
        build: true,
        timeoutMs: 120_000,
        env: {
          ...MEASURED_DEMO_ENV,
          ...Object.fromEntries(
            Object.keys(MEASURED_DEMO_ENV)
              .filter((name) => name.startsWith("VITE_PLAUSIBLE_"))
              .concat("VITE_PLAUSIBLE_SCRIPT_URL")
              .map((name) => [name, ""]),
          ),
          DIST_DIR: "dist-engines-consent",
        },
      })
    : null;
  const environment = await startEngineEnvironment();
  const site = await startSite({ port: Number(process.env.ENGINES_PORT ?? 0) || undefined });
  const baseUrl = site.address;
  const consentUrl = consent?.address ?? null;
  await site.ready;
  await consent?.ready;
  const result = spawnSync(
    "npx",
    // The seek test runs on Cloudflare's runtime, from test-hosts.mjs (or pass its file here).
    ["vitest", "run", "--config", "cross-browser/vitest.config.ts", ...suites],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        ...environment,
        ENGINES_BASE_URL: baseUrl,
        ...(consentUrl === null ? {} : { ENGINES_CONSENT_URL: consentUrl }),
      },
    },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
}
console.log(`cross-browser: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(status);
