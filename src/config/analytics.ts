import type { AnalyticsConfig } from "./env-analytics";

/**
 * The measurement settings integrations/site-config.ts validated, apart from `__SITE_CONFIG__`:
 * that object travels in the islands' code, which must stay byte for byte the same when nothing
 * is measured. Only the server render and features/analytics read this one. Set as site.ts says.
 */
declare const __ANALYTICS_CONFIG__: AnalyticsConfig | undefined;

function missing(): never {
  throw new Error("__ANALYTICS_CONFIG__ is not set: run through Astro, Vitest or Playwright");
}

/** Plausible, Google Analytics 4 and the Meta Pixel: each off unless configured. */
export const analyticsConfig: AnalyticsConfig =
  typeof __ANALYTICS_CONFIG__ === "undefined" ? missing() : __ANALYTICS_CONFIG__;
