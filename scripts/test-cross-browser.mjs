// The key flows in real Chromium, Firefox ESR and WebKit (cross-browser/), against the production
// build served as `npm start` serves it. Starts what the engines need (a PulseAudio null sink,
// Xvfb, WebKitWebDriver), runs the suite, stops everything. Run by `npm test` after the build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  freePort,
  startEngineEnvironment,
  startProcess,
  stopAll,
  waitForUrl,
} from "../cross-browser/environment.mjs";

const root = new URL("..", import.meta.url).pathname;
const started = Date.now();
if (!existsSync(`${root}dist/index.html`)) {
  console.error("dist/ is missing: run `npm run build` first.");
  process.exit(1);
}

let status = 1;
try {
  const environment = await startEngineEnvironment();
  const port = Number(process.env.ENGINES_PORT ?? (await freePort()));
  startProcess("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: "1", PORT: String(port) },
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForUrl(baseUrl);
  const result = spawnSync(
    "npx",
    // The seek test runs on Cloudflare's runtime, from test-hosts.mjs (or pass its file here).
    [
      "vitest",
      "run",
      "--config",
      "cross-browser/vitest.config.ts",
      ...(process.argv.length > 2 ? process.argv.slice(2) : ["cross-browser/key-flows.test.ts"]),
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...environment, ENGINES_BASE_URL: baseUrl },
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
