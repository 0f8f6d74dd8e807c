/**
 * The site's configuration, read once per build or dev server from the `VITE_*` variables (the
 * `.env` files of the mode, the process environment over them) and validated before any work: a
 * bad value stops Astro with the variable, the value and what is expected. The pages receive the
 * validated object as `__SITE_CONFIG__` (src/config/site.ts), never the raw variables.
 *
 * `astro build --mode launch` (`npm run build:launch`, what the hosts run) also runs the launch
 * gate (src/config/launch-gate.ts): it lists every demo or placeholder value still set, and stops.
 */
import type { AstroIntegration } from "astro";
import { loadEnv, type Plugin } from "vite";
import {
  parseSiteEnv,
  SiteEnvError,
  type RawEnv,
  type SiteConfig,
} from "../src/config/env-schema.ts";
import { launchProblems, launchReport } from "../src/config/launch-gate.ts";
import { testimonials } from "../src/content/testimonials.ts";
import { MANIFEST_PATH, readManifest } from "./samples/manifest.mjs";

/** The mode of `npm run build:launch`. */
export const LAUNCH_MODE = "launch";

/** The raw settings of a mode: `.env` files first, the process environment over them. */
export function siteEnv(mode: string, root = process.cwd()): RawEnv {
  return { ...loadEnv(mode, root, "VITE_"), ...process.env };
}

/** Stops the process: a configuration error is the owner's to fix, not a stack trace to read. */
function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function validate(raw: RawEnv): SiteConfig {
  try {
    return parseSiteEnv(raw);
  } catch (error) {
    if (error instanceof SiteEnvError) {
      stop(`✖ Site configuration error: ${error.message}\n  See .env.example.`);
    }
    throw error;
  }
}

/** Lists every launch problem at once and stops, when a launch build still has demo values. */
function checkLaunch(raw: RawEnv, config: SiteConfig): void {
  const tracks = readManifest(MANIFEST_PATH).map((sample) => ({
    title: sample.title,
    demo: sample.demo,
  }));
  const problems = launchProblems({ raw, config, testimonials, tracks });
  if (problems.length > 0) stop(launchReport(problems));
}

let validated: SiteConfig | undefined;

/**
 * The configuration this process validated, for the other integrations (brand files). Set once
 * Vite has resolved its configuration, before any page is rendered or file written.
 */
export function validatedSiteConfig(): SiteConfig {
  if (!validated) throw new Error("the site configuration is read when Vite starts");
  return validated;
}

/** Vite knows the mode (`--mode launch`); Astro's own hooks do not, so the work happens here. */
function siteConfigPlugin(): Plugin {
  return {
    name: "site-config",
    config(_config, { mode, command }) {
      const raw = siteEnv(mode);
      const config = validate(raw);
      if (command === "build" && mode === LAUNCH_MODE) checkLaunch(raw, config);
      validated = config;
      return {
        define: {
          __SITE_CONFIG__: JSON.stringify(config),
          __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        },
      };
    },
  };
}

export function siteConfigIntegration(): AstroIntegration {
  return {
    name: "site-config",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [siteConfigPlugin()] } });
      },
    },
  };
}
