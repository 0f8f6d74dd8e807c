/**
 * Scripts bundled on their own by esbuild, outside the module graph Vite builds for the islands
 * and Astro's `<script>` tags, as `site:standalone-scripts` (src/env.d.ts):
 *
 * - `inline`: written in the page (with their hash in its Content-Security-Policy), each one piece
 *   of code with no imports, whatever it shares with the islands: the page script of every
 *   document (src/layouts/base-layout.astro) and /licenca's script before the first paint.
 * - `files`: served from /assets/ (src/pages/assets/[file].ts), each with the chunks of its
 *   dynamic imports: /licenca's checking script, which carries the page script too, so that the
 *   page's HTML fits a connection's first round trip and the page fetches its one script when it
 *   needs it (docs/decisions/0018-scripts-bundled-on-their-own.md).
 *
 * In Vite's graph, code shared by two entries becomes a chunk of its own, which a script written
 * in the page cannot load, and a `<script>` of Astro's is fetched where it stands, never later.
 */
import { createHash } from "node:crypto";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build, type BuildOptions, type Plugin as EsbuildPlugin } from "esbuild";
import type { Plugin } from "vite";

export const STANDALONE_SCRIPTS_MODULE = "site:standalone-scripts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What a script runs: a module of src/ and the function it exports. */
type Entry = readonly [module: string, exported: string];

const INLINE = {
  page: ["src/lib/enhance-page.ts", "enhancePage"],
  licenceBeforePaint: ["src/features/licence/before-paint.ts", "showBeforePaint"],
} as const satisfies Record<string, Entry>;

const FILES = {
  // The verdict, then the page script.
  licence: ["src/features/licence/licence-document.ts", "startLicenceDocument"],
  // The order, then the page script (/pedido).
  order: ["src/features/orders/order-document.ts", "startOrderDocument"],
} as const satisfies Record<string, Entry>;

export interface InlineScript {
  readonly code: string;
  /** For the page's Content-Security-Policy. */
  readonly hash: `sha256-${string}`;
}

export interface StandaloneScripts {
  readonly inline: Record<keyof typeof INLINE, InlineScript>;
  /** Each file script's address, `/assets/<name>.<hash>.js`. */
  readonly files: Record<keyof typeof FILES, string>;
  /** Every file under /assets/, entries and chunks, by name. */
  readonly assets: Record<string, string>;
}

interface Bundled {
  readonly scripts: StandaloneScripts;
  /** Their source files, which Vite watches in development. */
  readonly inputs: readonly string[];
}

const ASSETS = "/assets";
/** Where esbuild would write the files: nothing is written, their names are relative to it. */
const OUTDIR = join(ROOT, "standalone-scripts");

/** The entry's source: the call. */
const entrySource = ([module, exported]: Entry) =>
  `import { ${exported} } from ${JSON.stringify(`./${module}`)};\n${exported}();`;

/** Entries that exist only here, as `entry:<name>`. */
function entries(sources: Record<string, Entry>): EsbuildPlugin {
  return {
    name: "standalone-entries",
    setup(bundler) {
      bundler.onResolve({ filter: /^entry:/ }, ({ path }) => ({
        path: path.slice("entry:".length),
        namespace: "entry",
      }));
      bundler.onLoad({ filter: /.*/, namespace: "entry" }, ({ path }) => ({
        contents: sources[path] ? entrySource(sources[path]) : "",
        resolveDir: ROOT,
        loader: "ts",
      }));
    },
  };
}

const hashOf = (code: string): InlineScript["hash"] =>
  `sha256-${createHash("sha256").update(code).digest("base64")}`;

/**
 * The same targets as Vite's build (astro.config.ts) and the same compile-time constants (the
 * site's configuration, integrations/site-config.ts).
 */
function options(define: Record<string, string>) {
  return {
    absWorkingDir: ROOT,
    bundle: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    minify: true,
    charset: "utf8",
    write: false,
    metafile: true,
    define,
    logLevel: "silent",
  } as const satisfies BuildOptions;
}

export async function bundleStandaloneScripts(
  define: Record<string, string> = {},
): Promise<Bundled> {
  const inputs = new Set<string>();
  const noteInputs = (metafile: { inputs: Record<string, unknown> } | undefined) => {
    for (const input of Object.keys(metafile?.inputs ?? {}))
      if (!input.startsWith("entry:")) inputs.add(`${ROOT}${input}`);
  };

  const inline = Object.fromEntries(
    await Promise.all(
      Object.keys(INLINE).map(async (name) => {
        const result = await build({
          ...options(define),
          // Its own scope, whether the page runs it as a module or as a classic script, which
          // runs before the first paint but shares the page's global names.
          format: "iife",
          entryPoints: [`entry:${name}`],
          plugins: [entries(INLINE)],
          outfile: `${name}.js`,
        });
        noteInputs(result.metafile);
        const code = (result.outputFiles[0]?.text ?? "").trim();
        return [name, { code, hash: hashOf(code) }];
      }),
    ),
  ) as StandaloneScripts["inline"];

  // Each file entry on its own: what two pages share is in each file, not in a chunk that one
  // page's verdict would wait for after its file. Their dynamic imports stay chunks of their own.
  const results = await Promise.all(
    Object.keys(FILES).map((name) =>
      build({
        ...options(define),
        entryPoints: [{ in: `entry:${name}`, out: name }],
        plugins: [entries(FILES)],
        splitting: true,
        outdir: OUTDIR,
        entryNames: "[name].[hash]",
        chunkNames: "[name].[hash]",
      }),
    ),
  );
  const assets: Record<string, string> = {};
  const files: Record<string, string> = {};
  for (const result of results) {
    noteInputs(result.metafile);
    for (const file of result.outputFiles) assets[basename(file.path)] = file.text;
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      if (meta.entryPoint?.startsWith("entry:")) {
        files[meta.entryPoint.slice("entry:".length)] = `${ASSETS}/${basename(output)}`;
      }
    }
  }
  return {
    scripts: { inline, files: files as StandaloneScripts["files"], assets },
    inputs: [...inputs],
  };
}

/** Only the constants written as identifiers (`__SITE_CONFIG__`), as esbuild takes them. */
function identifierDefines(define: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(define ?? {}).flatMap(([name, value]) =>
      /^[A-Za-z_$][\w$]*$/.test(name) && typeof value === "string" ? [[name, value]] : [],
    ),
  );
}

function standaloneScriptsPlugin(): Plugin {
  const resolved = `\0${STANDALONE_SCRIPTS_MODULE}`;
  let define: Record<string, string> = {};
  let bundled: Promise<Bundled> | undefined;
  return {
    name: "standalone-scripts",
    configResolved(config) {
      define = identifierDefines(config.define);
    },
    resolveId(id) {
      return id === STANDALONE_SCRIPTS_MODULE ? resolved : undefined;
    },
    async load(id) {
      if (id !== resolved) return undefined;
      bundled ??= bundleStandaloneScripts(define);
      const { scripts, inputs } = await bundled;
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(scripts)};`;
    },
    // In development, an edited source is bundled again.
    watchChange() {
      bundled = undefined;
    },
  };
}

export function standaloneScriptsIntegration(): AstroIntegration {
  return {
    name: "standalone-scripts",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [standaloneScriptsPlugin()] } });
      },
    },
  };
}
