import { parseSiteEnv, type RawEnv } from "./env-schema";

// Vite gives the app (and Vitest) `import.meta.env`. Playwright's Node, which imports the content
// modules to know what the pages must show, has none: its config copies the same VITE_* variables
// into `process.env`, so the tests expect exactly what the build was given.
const raw: RawEnv =
  (import.meta as { env?: RawEnv }).env ??
  (globalThis as { process?: { env: RawEnv } }).process?.env ??
  {};

/** The validated site configuration, read once from the build-time `VITE_*` variables. */
export const siteConfig = parseSiteEnv(raw);
