// For the tests of the build's own checks: the real `astro build`, in a process of its own.
import { spawnSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

/**
 * Runs `astro build` with extra environment (and arguments) into a scratch folder, and returns
 * what it printed, without colours (Astro colours its errors when the test command forces
 * colour). A check that stops the build does so before anything is written.
 */
export function astroBuild(
  env: Record<string, string>,
  args: readonly string[] = [],
  outDir = "node_modules/.cache/build-check",
) {
  const result = spawnSync(
    process.execPath,
    ["node_modules/astro/bin/astro.mjs", "build", "--outDir", outDir, ...args],
    { env: { ...process.env, ...env }, encoding: "utf8" },
  );
  return {
    ...result,
    stdout: stripVTControlCharacters(result.stdout),
    stderr: stripVTControlCharacters(result.stderr),
  };
}
