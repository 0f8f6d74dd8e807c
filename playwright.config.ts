import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { TAGS } from "./e2e/tags";
import { loadEnv } from "vite";
import {
  E2E_PORT,
  MEASURED_DEMO_ENV,
  MEASURED_DIST,
  MEASURED_PORT,
  measuredURL,
  measuresByItself,
} from "./e2e/measured";
import { siteGlobals } from "./integrations/site-globals.ts";
import { AUTOMATED_CHROMIUM } from "./scripts/chromium.mjs";
import { ORDERS_URL } from "./e2e/orders-site.ts";

// The tests take their expectations from the configuration the build used: the same VITE_*
// variables, from the environment or the .env files, validated as the build validates them and
// set where the site's modules read them (src/config/site.ts), in this process and each worker.
for (const [name, value] of Object.entries(loadEnv("production", process.cwd(), "VITE_"))) {
  process.env[name] ??= value;
}
Object.assign(globalThis, siteGlobals("production"));

/**
 * The owner pass (scripts/test-owner-config.mjs) runs at the phone size only the specs whose
 * outcome a configuration can change there and not at the desktop size: the layout (the header
 * and its menu, the floating WhatsApp button, axe on every page). Everything else behaves the
 * same at both sizes, and runs for the owner's configuration at the desktop size.
 */
const PHONE_LAYOUT_SPECS = ["landing.spec.ts", "sales.spec.ts", "a11y.spec.ts"];
const ownerPass = process.env.OWNER_PASS === "1";

const port = E2E_PORT;
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A failure is a failure wherever it runs: nothing is retried (docs/decisions/0014-test-time.md).
  retries: 0,
  // One worker per core, with or without CI (Playwright's own default is half the cores: one
  // worker on a 2-core machine, and half the machine idle).
  workers: availableParallelism(),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  expect: { timeout: 8_000 },
  use: {
    baseURL,
    locale: "pt-BR",
    // Recording a trace for every test (to keep a failure's) costs about a fifth of the run:
    // `npx playwright test --trace on e2e/<file>` records one for the test that failed.
    trace: "off",
    launchOptions: {
      // Debian's Chromium (`npm test` installs it with apt when it is missing), started by
      // scripts/chromium-launch.sh without the address bar's pop-ups, which no test sees.
      executablePath: AUTOMATED_CHROMIUM.executablePath,
      args: [
        ...AUTOMATED_CHROMIUM.args,
        // Lets the audio tests start playback without a real user gesture.
        "--autoplay-policy=no-user-gesture-required",
        // One renderer process for the worker's pages, one test after another, instead of a new
        // one for each test's context: about a fifth less time per test on a 2-core machine.
        "--renderer-process-limit=1",
      ],
    },
  },
  projects: [
    // Each size leaves out what it cannot change or does not have (TAGS in e2e/tags.ts).
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      grepInvert: new RegExp(TAGS.sameAtEverySize),
      ...(ownerPass && { testMatch: PHONE_LAYOUT_SPECS }),
    },
    {
      name: "desktop",
      use: { viewport: { width: 1440, height: 900 } },
      grepInvert: new RegExp(TAGS.belowDesktop),
    },
  ],
  // The production build, served as `npm start` serves it (the test command builds first).
  webServer: [
    {
      command: "node scripts/start.mjs",
      env: { PORT: String(port) },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // The same build on Cloudflare's runtime, with the order API and a fresh local store of its
    // own (scripts/orders-site.mjs): /pedido and its API (e2e/orders*.spec.ts).
    {
      command: "node scripts/orders-site.mjs",
      url: `${ORDERS_URL}/pedido`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    // The same site with measurement on (e2e/measured.ts), when it measures nothing itself.
    ...(measuresByItself
      ? []
      : [
          {
            command: "node scripts/start.mjs",
            env: { ...MEASURED_DEMO_ENV, PORT: String(MEASURED_PORT), DIST_DIR: MEASURED_DIST },
            url: measuredURL,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]),
  ],
});
