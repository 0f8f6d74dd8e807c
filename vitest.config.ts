import { defineConfig } from "vitest/config";

// Unit and component tests. The components are plain React (TSX compiled by Vite's own
// transform); the pages and the build are tested in the browser (e2e/) against `astro build`.
export default defineConfig({
  define: { __BUILD_YEAR__: "2026" },
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.ts",
      "integrations/**/*.test.ts",
      // The browser suite's pure parts; the rest of cross-browser/ needs real browsers.
      "cross-browser/**/*.unit.test.ts",
    ],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
  },
});
