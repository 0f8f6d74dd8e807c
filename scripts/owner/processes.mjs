// @ts-check
// How the owner's commands run other programs (npm, wrangler): one injectable function, so that
// their tests check the exact calls and every refusal without running anything.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { Refusal } from "./cli.mjs";
import { common } from "./messages.mjs";
import { PUBLISH_VARIABLE } from "../../src/content/terms-versions.ts";

/** The project's root, where npm scripts and wrangler run. */
export const ROOT = new URL("../..", import.meta.url).pathname;

/** The wrangler the project installs (wrangler.toml is read from the project's root). */
export const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

/**
 * @typedef {{ status: number | null, stdout: string, stderr: string }} RunResult
 * @typedef {{ capture?: boolean, env?: Readonly<Record<string, string>>, input?: string }} RunOptions
 * @typedef {(command: string, args: readonly string[], options?: RunOptions) => RunResult} Run
 */

/**
 * Runs a program in the project's root: its output on the owner's terminal (her answers to it
 * too), or captured with `capture`. wrangler is asked to send no usage metrics.
 * @type {Run}
 */
export function runProgram(command, args, { capture = false, env = {}, input } = {}) {
  const result = spawnSync(command, [...args], {
    cwd: ROOT,
    encoding: "utf8",
    // `input`: what the program reads (a secret, never shown or passed as an argument).
    ...(input === undefined ? {} : { input }),
    stdio: [
      input === undefined ? "inherit" : "pipe",
      capture ? "pipe" : "inherit",
      capture ? "pipe" : "inherit",
    ],
    // A build's whole output, kept for its failure, however long it was.
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** What the launch build is run as: the build a host runs (package.json's build:launch). */
export const LAUNCH_BUILD = /** @type {const} */ (["npm", ["run", "build:launch"]]);

/**
 * What `npm run deploy` adds to it: the build that publishes records a new version of the Terms
 * or the policy, dated today (src/content/published-legal.ts). Without it (`npm run preview`,
 * `npm run build:launch` by hand) a build shows the date a new text would get, and records
 * nothing, since nothing is published.
 */
export const PUBLISH_ENV = { [PUBLISH_VARIABLE]: "1" };

/** What starts a block of the project's own words in a build's output, at a line's start. */
const OWN_WORDS = /^[✖ℹ⚠] /u;

/**
 * The project's own words in a build's output: each block that starts at a line's start with ✖,
 * ℹ or ⚠ (the configuration's refusal, the launch gate's list and its notes, a new version of the
 * Terms), with the indented lines under it. Astro's and npm's lines (timestamped, in English) are
 * left out.
 * @param {string} output
 * @returns {string[]}
 */
export function ownWords(output) {
  /** @type {string[][]} */
  const blocks = [];
  /** @type {string[] | null} the block the next indented line belongs to */
  let block = null;
  for (const line of output.split("\n")) {
    if (OWN_WORDS.test(line)) blocks.push((block = [line]));
    else if (block && /^\s+\S/.test(line)) block.push(line);
    else block = null;
  }
  return blocks.map((lines) => lines.join("\n"));
}

/**
 * The launch build, with the owner's .env, into dist/, said in one Portuguese line: the build's
 * own lines are kept, and only the project's words are shown (the launch gate's notes, its whole
 * list when it refuses). A build that fails without saying why in them shows all it printed. A
 * refused build (which has removed dist/) is a refusal: nothing may follow it.
 * @param {Run} run
 * @param {(line: string) => void} log
 * @param {{ publish?: boolean }} [options] `npm run deploy`'s: the build that publishes, which
 *   records a new version of the Terms or the policy
 */
export function launchBuild(run, log, { publish = false } = {}) {
  log(common.building);
  const [command, args] = LAUNCH_BUILD;
  const build = run(
    command,
    args,
    publish ? { capture: true, env: PUBLISH_ENV } : { capture: true },
  );
  const output = `${build.stdout}\n${build.stderr}`;
  const said = ownWords(output);
  if (build.status !== 0) {
    log(said.length > 0 ? said.join("\n\n") : common.buildDetail(output.trim()));
    throw new Refusal(common.buildRefused, common.buildRefusedFix);
  }
  for (const block of said) log(block);
  log(common.built);
}
