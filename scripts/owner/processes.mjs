// @ts-check
// How the owner's commands run other programs (npm, wrangler): one injectable function, so that
// their tests check the exact calls and every refusal without running anything. wrangler's own
// lines (English) are read, not shown: runWrangler says each outcome in Portuguese, and shows the
// tool's lines only under a failure, headed as the tool's (issue 58).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { Refusal } from "./cli.mjs";
import { common, wranglerSaid } from "./messages.mjs";
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

/**
 * wrangler's failures her commands recognise, by what it prints (its own English), first match
 * first: the network before the login, since an expired login that cannot be refreshed offline
 * says both.
 * @type {readonly { kind: keyof typeof wranglerSaid, pattern: RegExp }[]}
 */
const WRANGLER_FAILURES = [
  {
    kind: "offline",
    pattern:
      /could not be reached|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|getaddrinfo|fetch failed/i,
  },
  {
    kind: "login",
    pattern:
      /not logged in|not authenticated|wrangler login|Authentication error|Invalid access token|auth token has expired/i,
  },
  { kind: "accounts", pattern: /More than one account/i },
  { kind: "r2Off", pattern: /\b10042\b|enable R2/i },
  { kind: "d1", pattern: /D1_ERROR|SQLITE_\w+|\[code: 7500\]/ },
];

/**
 * What wrangler's failure means, from what it printed, in her words, with the fix that applies;
 * null for one it does not know (the step then says its own).
 * @param {string} output all it printed
 * @param {string} again the command she runs again
 * @returns {{ problem: string, fix: string } | null}
 */
export function wranglerFailure(output, again) {
  const known = WRANGLER_FAILURES.find(({ pattern }) => pattern.test(output));
  return known ? wranglerSaid[known.kind](again) : null;
}

/** How many of the tool's last lines a failure shows: where it says what went wrong. */
const TOOL_LINES = 12;

/**
 * The tool's own message under a failure, headed in Portuguese as the tool's, its last lines
 * indented; "" when it printed nothing.
 * @param {string} output
 */
export function toolMessage(output) {
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(-TOOL_LINES);
  return lines.length === 0
    ? ""
    : [common.toolSaid, ...lines.map((line) => `  │ ${line}`)].join("\n");
}

/**
 * @typedef {{ log: (line: string) => void, again: string,
 *   failed: { problem: string, fix: string } }} WranglerStep
 *   `failed`: what the step says when the failure is none wrangler's list knows
 */

/**
 * A failure of wrangler's, as she reads it: the tool's own lines under their heading, then the
 * refusal, the known failure's or the step's own.
 * @param {string} output @param {WranglerStep} step
 * @returns {never}
 */
export function refuseWrangler(output, { log, again, failed }) {
  const said = toolMessage(output);
  if (said) log(said);
  const known = wranglerFailure(output, again);
  throw new Refusal(known?.problem ?? failed.problem, known?.fix ?? failed.fix);
}

/**
 * Runs the project's wrangler, its output captured and read, never shown when it worked: the
 * caller says what was done, in Portuguese. A failure is refused (refuseWrangler).
 * @param {Run} run @param {readonly string[]} args
 * @param {WranglerStep & { input?: string }} step `input`: what wrangler reads (a secret)
 * @returns {RunResult}
 */
export function runWrangler(run, args, { input, ...step }) {
  const result = run(
    WRANGLER,
    args,
    input === undefined ? { capture: true } : { capture: true, input },
  );
  if (result.status !== 0) refuseWrangler(`${result.stdout}\n${result.stderr}`, step);
  return result;
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
