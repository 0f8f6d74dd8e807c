/**
 * The configuration as the site's code reads it: the `VITE_*` variables of a mode, parsed and
 * validated, turned into the globals that src/config/site.ts, analytics.ts and voice-global.ts
 * read. Apart from the build's checks (site-config.ts), which also read the samples and the
 * testimonials: Vitest's configuration imports this module alone, so that a test reads the
 * collections only where its own imports do. Vitest runs every test as related to a file its
 * configuration depends on, and the owner pass's `vitest related` would run them all.
 */
import { isAbsolute, join, relative } from "node:path";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import {
  parseSiteEnv,
  SiteEnvError,
  type RawEnv,
  type SiteConfig,
} from "../src/config/env-schema.ts";
import { parseAnalyticsEnv, type AnalyticsConfig } from "../src/config/env-analytics.ts";
import { SETUP_COMMAND, setupCommandFor, setupItemsNamed } from "../src/config/setup-questions.ts";

/** The raw settings of a mode: `.env` files first, the process environment over them. */
export function siteEnv(mode: string, root = process.cwd()): RawEnv {
  return { ...loadEnv(mode, root, "VITE_"), ...process.env };
}

/** What a refused build says of the folder it removed. */
export const removedOutDirNote = (folder: string) =>
  `  A pasta ${folder}/ do build anterior foi apagada: nada antigo pode ser servido ou publicado no lugar deste.`;

/**
 * Stops the process: a configuration error is the owner's to fix, not a stack trace to read. A
 * refused build also removes its output folder (`outDir`), so that the previous build can be
 * neither served (`SKIP_BUILD=1 npm start`) nor published as if it were this one.
 */
export function stop(message: string, outDir?: URL): never {
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
