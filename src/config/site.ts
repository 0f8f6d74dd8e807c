import type { SiteConfig } from "./env-schema";

/**
 * The configuration integrations/site-config.ts validated, as a plain object: written into the
 * build by Vite's `define`, into the unit tests by vitest.config.ts and into the browser tests'
 * Node by playwright.config.ts, from the same `.env` reading (`siteGlobals`). Never parsed here:
 * the schema (zod) would travel to the browser with every island that reads a setting.
 */
declare const __SITE_CONFIG__: SiteConfig | undefined;

function missing(): never {
  throw new Error("__SITE_CONFIG__ is not set: run through Astro, Vitest or Playwright's config");
}

/** The validated site configuration. */
export const siteConfig: SiteConfig =
  typeof __SITE_CONFIG__ === "undefined" ? missing() : __SITE_CONFIG__;
