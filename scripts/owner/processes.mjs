// @ts-check
// How the owner's commands run other programs (npm, wrangler): one injectable function, so that
// their tests check the exact calls and every refusal without running anything.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { Refusal } from "./cli.mjs";
import { common } from "./messages.mjs";

/** The project's root, where npm scripts and wrangler run. */
export const ROOT = new URL("../..", import.meta.url).pathname;

/** The wrangler the project installs (wrangler.toml is read from the project's root). */
export const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

/**
 * @typedef {{ status: number | null, stdout: string, stderr: string }} RunResult
 * @typedef {(command: string, args: readonly string[], options?: { capture?: boolean }) => RunResult} Run
 */

/**
 * Runs a program in the project's root: its output on the owner's terminal (her answers to it
 * too), or captured with `capture`. wrangler is asked to send no usage metrics.
 * @type {Run}
 */
export function runProgram(command, args, { capture = false } = {}) {
  const result = spawnSync(command, [...args], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: capture ? ["inherit", "pipe", "pipe"] : "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** What the launch build is run as: the build a host runs (package.json's build:launch). */
export const LAUNCH_BUILD = /** @type {const} */ (["npm", ["run", "build:launch"]]);

/**
 * The launch build, with the owner's .env, into dist/. A refused build (its report printed
 * above by the build itself, which has removed dist/) is a refusal: nothing may follow it.
 * @param {Run} run
 * @param {(line: string) => void} log
 */
export function launchBuild(run, log) {
  log(common.building);
  const [command, args] = LAUNCH_BUILD;
  if (run(command, args).status !== 0)
    throw new Refusal(common.buildRefused, common.buildRefusedFix);
}
