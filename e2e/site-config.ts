/**
 * The site configuration the build under test was made with, for the browser tests: the same
 * `.env` / environment reading and validation as the build (integrations/site-config.ts;
 * Playwright runs in Node, where `import.meta.env` does not exist, so `src/config/site.ts`
 * cannot be imported here).
 */
import { loadEnv } from "vite";
import { parseSiteEnv } from "../src/config/env-schema.ts";

export const siteConfig = parseSiteEnv({
  ...loadEnv("production", process.cwd(), "VITE_"),
  ...process.env,
});
