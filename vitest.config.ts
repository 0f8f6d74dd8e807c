import { defineConfig } from "vitest/config";
import { asDefines, siteGlobals } from "./integrations/site-globals.ts";

// Unit and component tests. The components are plain React (TSX compiled by Vite's own
// transform); the pages and the build are tested in the browser (e2e/) against `astro build`.
// The site's configuration and the year reach the code as in the build (integrations/site-config.ts).
export default defineConfig(({ mode }) => ({
  define: asDefines(siteGlobals(mode)),
  test: {
    // Node by default; a test file that needs a DOM says so (`@vitest-environment jsdom`).
    environment: "node",
    include: [
      "src/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.ts",
      "integrations/**/*.test.ts",
      "functions/**/*.test.ts",
      // The browser suite's pure parts; the rest of cross-browser/ needs real browsers.
      "cross-browser/**/*.unit.test.ts",
    ],
    setupFiles: ["./src/test/setup.ts"],
    // Worker threads on every core. Vitest's default for a run is forks on all cores but one: on
    // a 2-core machine, one file at a time (84 s here, against 50 s this way).
    pool: "threads",
    maxWorkers: "100%",
    restoreMocks: true,
    // A test fails by what it asserts, not by the time a loaded 2-core machine takes: the store
    // tests write a real local D1 (twenty requests at once in some) beside other suites, and
    // Vitest's 5 s default failed one once there. A hung test still ends, after a minute.
    testTimeout: 60_000,
  },
}));
