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
import type { Plugin } from "vite";
import type { RawEnv, SiteConfig } from "../src/config/env-schema.ts";
import { parseAnalyticsEnv, type AnalyticsConfig } from "../src/config/env-analytics.ts";
import { analyticsSources, measures } from "../src/features/analytics/providers.ts";
import {
  launchNotes,
  launchNotesReport,
  launchProblems,
  launchReport,
} from "../src/config/launch-gate.ts";
import {
  CollectionError,
  readSamples,
  readTestimonials,
  samplesFile,
  unlistedStyleText,
  unlistedStyle,
} from "../src/content/collections.ts";
import { asDefines, siteEnv, siteGlobals, stop } from "./site-globals.ts";
import { LAUNCH_MODE } from "../src/config/launch-mode.ts";

/**
 * The mode Astro's command line asks for (`--mode launch`), for astro.config.ts, which is read
 * before Vite knows it: `development` for `astro dev`, `production` for the rest.
 */
function commandLineMode(argv: readonly string[] = process.argv): string {
  const flag = argv.findIndex((arg) => arg === "--mode" || arg.startsWith("--mode="));
  if (flag >= 0) {
    const value = argv[flag]?.includes("=") ? argv[flag]?.split("=")[1] : argv[flag + 1];
    if (value) return value;
  }
  return argv.includes("dev") ? "development" : "production";
}

/**
 * The measurement providers' hosts for the pages' Content-Security-Policy (astro.config.ts).
 * A malformed value gives none here: the site-config plugin then stops the build and says why.
 */
export function measurementSources(): ReturnType<typeof analyticsSources> {
  try {
    return analyticsSources(parseAnalyticsEnv(siteEnv(commandLineMode())));
  } catch {
    return { script: [], connect: [], img: [] };
  }
}

/**
 * Stops on a sample whose style the configuration no longer lists (VITE_SONG_STYLES): its card
 * could not say it. Checked here, in every Vite pass (the content sync's too), so that a refused
 * build removes its output folder; a launch build's gate names it in its one report instead. A
 * list the collection's schema refuses is left to it: it names the entry and the field.
 */
function refuseUnlistedStyles(config: SiteConfig, outDir?: URL): void {
  let samples;
  try {
    samples = readSamples();
  } catch (error) {
    if (error instanceof CollectionError) return;
    throw error;
  }
  const unlisted = samples.flatMap((sample) => {
    const problem = unlistedStyle(sample, config.offer.styles);
    return problem ? [`  - "${sample.id}": ${unlistedStyleText(problem)}`] : [];
  });
  if (unlisted.length > 0) stop(`✖ ${samplesFile()}:\n${unlisted.join("\n")}`, outDir);
}

let notesSaid = false;

/** Lists every launch problem at once and stops, when a launch build still has demo values. */
function checkLaunch(
  raw: RawEnv,
  config: SiteConfig,
  analytics: AnalyticsConfig,
  outDir: URL,
): void {
  let collections;
  try {
    collections = { tracks: readSamples(), testimonials: readTestimonials() };
  } catch (error) {
    // The collections' own check names the same problems at build; said here, before anything runs.
    if (error instanceof CollectionError) stop(`✖ ${error.message}`, outDir);
    throw error;
  }
  const input = { raw, config, analytics, ...collections };
  const problems = launchProblems(input);
  if (problems.length > 0) stop(launchReport(problems), outDir);
  const notes = launchNotes(input);
  // Vite resolves its configuration once per build step: the notes are said once.
  if (notes.length > 0 && !notesSaid) console.log(`\n${launchNotesReport(notes)}\n`);
  notesSaid = true;
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

/** What src/layouts/base-layout.astro imports for measurement (src/env.d.ts). */
export const ANALYTICS_MODULE = "site:analytics";

/**
 * Vite knows the mode (`--mode launch`); Astro's own hooks do not, so the work happens here.
 * `outDir`: the output folder of an `astro build` (`--outDir`, DIST_DIR), removed when the build
 * is refused, whichever of Astro's Vite passes (its content sync's, the build's) refuses it.
 */
function siteConfigPlugin(outDir: URL | undefined): Plugin {
  return {
    name: "site-config",
    config(_config, { mode, command }) {
      const globals = siteGlobals(mode, outDir);
      const { __SITE_CONFIG__: config, __ANALYTICS_CONFIG__: analytics } = globals;
      if (mode !== LAUNCH_MODE) refuseUnlistedStyles(config, outDir);
      if (outDir && command === "build" && mode === LAUNCH_MODE)
        checkLaunch(siteEnv(mode), config, analytics, outDir);
      validated = config;
      return {
        define: asDefines(globals),
        // Measurement's code is in the module graph only when a provider is configured.
        resolve: {
          alias: [
            {
              find: ANALYTICS_MODULE,
              replacement: new URL(
                measures(analytics)
                  ? "../src/features/analytics/analytics.astro"
                  : "../src/features/analytics/no-analytics.astro",
                import.meta.url,
              ).pathname,
            },
          ],
        },
      };
    },
  };
}

export function siteConfigIntegration(): AstroIntegration {
  return {
    name: "site-config",
    hooks: {
      "astro:config:setup": ({ command, config, updateConfig }) => {
        const outDir = command === "build" ? config.outDir : undefined;
        updateConfig({ vite: { plugins: [siteConfigPlugin(outDir)] } });
      },
    },
  };
}
