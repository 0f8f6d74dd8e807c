import { parseAnalyticsEnv, type AnalyticsConfig } from "./env-analytics";
import type { RawEnv } from "./env-common";

/**
 * The measurement settings integrations/site-config.ts validated, apart from `__SITE_CONFIG__`:
 * that object travels in the islands' code, which must stay byte for byte the same when nothing
 * is measured. Only the server render and features/analytics read this one.
 */
declare const __ANALYTICS_CONFIG__: AnalyticsConfig | undefined;

/** Outside a Vite build: Vitest's `import.meta.env`, or Playwright's `process.env` (site.ts). */
function readWithoutBuild(): AnalyticsConfig {
  const raw: RawEnv =
    (import.meta as { env?: RawEnv }).env ??
    (globalThis as { process?: { env: RawEnv } }).process?.env ??
    {};
  return parseAnalyticsEnv(raw);
}

/** Plausible, Google Analytics 4 and the Meta Pixel: each off unless configured. */
export const analyticsConfig: AnalyticsConfig =
  typeof __ANALYTICS_CONFIG__ === "undefined" ? readWithoutBuild() : __ANALYTICS_CONFIG__;
