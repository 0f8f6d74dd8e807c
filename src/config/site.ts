import { parseSiteEnv, type RawEnv, type SiteConfig } from "./env-schema";

/** The configuration integrations/site-config.ts validated, written into the build as a plain object. */
declare const __SITE_CONFIG__: SiteConfig | undefined;

/**
 * Outside a Vite build there is no injected object: Vitest has `import.meta.env`, and
 * Playwright's Node (which imports the content modules to know what the pages must show) has
 * the same variables in `process.env`, copied there by its config.
 */
function readWithoutBuild(): SiteConfig {
  const raw: RawEnv =
    (import.meta as { env?: RawEnv }).env ??
    (globalThis as { process?: { env: RawEnv } }).process?.env ??
    {};
  return parseSiteEnv(raw);
}

/** The validated site configuration. */
export const siteConfig: SiteConfig =
  typeof __SITE_CONFIG__ === "undefined" ? readWithoutBuild() : __SITE_CONFIG__;
