import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { asDefines, siteGlobals } from "../integrations/site-globals.ts";

/**
 * The cross-engine suite (scripts/test-cross-browser.mjs starts what it needs and runs it): real
 * browsers, one at a time, so the machine's two cores serve one engine well.
 */
export default defineConfig({
  // The site's configuration, as the build under test read it (integrations/site-config.ts).
  define: asDefines(siteGlobals("production")),
  test: {
    // The project's root, so that the site's own .env configures the expected values.
    root: resolve(import.meta.dirname, ".."),
    include: ["cross-browser/**/*.test.ts"],
    // Pure logic, run with the unit tests (the root vitest.config.ts).
    exclude: ["cross-browser/**/*.unit.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    // A failure is a failure wherever it runs: nothing is retried, as in the Playwright suite
    // (docs/decisions/0014-test-time.md).
    retry: 0,
    hookTimeout: 90_000,
    reporters: ["default"],
  },
});
