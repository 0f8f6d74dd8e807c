/**
 * The site's configuration, read once per build or dev server from the `VITE_*` variables (the
 * `.env` files of the mode, the process environment over them) and validated before any work: a
 * bad value stops Astro with the variable, the value and what is expected. The pages receive the
 * validated object as `__SITE_CONFIG__` (src/config/site.ts), never the raw variables.
 *
 * `astro build --mode launch` (`npm run build:launch`, what the hosts run) also runs the launch
 * gate (src/config/launch-gate.ts): it lists every demo or placeholder value still set, and stops.
 */
import { rmSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { loadEnv, type Plugin } from "vite";
import {
  parseSiteEnv,
  SiteEnvError,
  type RawEnv,
  type SiteConfig,
} from "../src/config/env-schema.ts";
import { parseAnalyticsEnv, type AnalyticsConfig } from "../src/config/env-analytics.ts";
import { SETUP_COMMAND, setupCommandFor, setupItemsNamed } from "../src/config/setup-questions.ts";
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

/** The mode of `npm run build:launch`. */
export const LAUNCH_MODE = "launch";

/** The raw settings of a mode: `.env` files first, the process environment over them. */
export function siteEnv(mode: string, root = process.cwd()): RawEnv {
  return { ...loadEnv(mode, root, "VITE_"), ...process.env };
}

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

/** What a refused build says of the folder it removed. */
export const removedOutDirNote = (folder: string) =>
  `  A pasta ${folder}/ do build anterior foi apagada: nada antigo pode ser servido ou publicado no lugar deste.`;

/**
 * Stops the process: a configuration error is the owner's to fix, not a stack trace to read. A
 * refused build also removes its output folder (`outDir`), so that the previous build can be
 * neither served (`SKIP_BUILD=1 npm start`) nor published as if it were this one.
 */
function stop(message: string, outDir?: URL): never {
  const removed = outDir ? removeOutDir(outDir) : null;
  console.error(`\n${message}\n${removed ? `${removedOutDirNote(removed)}\n` : ""}`);
  process.exit(1);
}

/**
 * Removes a build's output folder when it lies inside the project (never the project itself, nor
 * a folder elsewhere on the machine); returns it relative to the project, or null.
 */
export function removeOutDir(outDir: URL, root = process.cwd()): string | null {
  const folder = relative(root, fileURLToPath(outDir));
  if (folder === "" || folder.startsWith("..") || isAbsolute(folder)) return null;
  rmSync(join(root, folder), { recursive: true, force: true });
  return folder;
}

function validate(raw: RawEnv, outDir?: URL): SiteConfig & { readonly analytics: AnalyticsConfig } {
  try {
    return { ...parseSiteEnv(raw), analytics: parseAnalyticsEnv(raw) };
  } catch (error) {
    if (error instanceof SiteEnvError) {
      stop(
        `✖ Erro na configuração do site: ${error.message}\n  → Corrija esse valor no arquivo .env (ou rode na pasta do site ${setupItemsNamed([error.variable]).unknown.length === 0 ? setupCommandFor([error.variable]) : SETUP_COMMAND}, que pergunta e confere). Cada variável está explicada no .env.example.`,
        outDir,
      );
    }
    throw error;
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
 * What the site's code reads as globals (src/config/site.ts, analytics.ts, the footer's year), for
 * `mode`'s configuration, validated: Vite's `define` (the build, Vitest) takes them as JSON, and
 * Playwright's Node sets them on `globalThis` (playwright.config.ts).
 */
export function siteGlobals(mode: string, outDir?: URL) {
  const { analytics, ...config } = validate(siteEnv(mode), outDir);
  return globalsOf(config, analytics);
}

/** The globals of a validated configuration (`npm run setup` reads the Terms with them too). */
export const globalsOf = (config: SiteConfig, analytics: AnalyticsConfig) => ({
  __SITE_CONFIG__: config,
  __ANALYTICS_CONFIG__: analytics,
  __BUILD_YEAR__: new Date().getFullYear(),
  // Her voice alone, for /pedido's script, which carries no configuration (voice-global.ts).
  __SELLER_VOICE__: config.offer.voice,
});

/** The globals as Vite's `define` takes them. */
export const asDefines = (globals: ReturnType<typeof siteGlobals>) =>
  Object.fromEntries(Object.entries(globals).map(([name, value]) => [name, JSON.stringify(value)]));

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
