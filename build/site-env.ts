/**
 * Reads and validates the VITE_* settings once, before any work; a bad value stops the build.
 * The app receives the validated object (`__SITE_CONFIG__`), never the raw variables.
 */
import { loadEnv } from "vite";
import {
  parseSiteEnv,
  SiteEnvError,
  type RawEnv,
  type SiteConfig,
} from "../src/config/env-schema.ts";

/** The raw settings of a mode: `.env` files first, the process environment over them. */
export function siteEnv(mode: string): RawEnv {
  return { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
}

export function validateSiteEnv(mode: string): SiteConfig {
  try {
    return parseSiteEnv(siteEnv(mode));
  } catch (error) {
    if (error instanceof SiteEnvError) {
      console.error(`\n✖ Site configuration error: ${error.message}\n  See .env.example.\n`);
      process.exit(1);
    }
    throw error;
  }
}
