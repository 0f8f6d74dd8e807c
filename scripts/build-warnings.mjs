// @ts-check
// What a build printed is checked where the build is made: `npm test`'s production build and the
// owner pass's launch build fail on a warning (Vite's "(!) …", Astro's "[WARN] …"), so the builds
// the browser tests read are the ones found clean, with no third build made only to look.
// As a command, `node scripts/build-warnings.mjs <npm script>` runs the build and exits with its
// status, or 1 when it printed a warning (named), so each test script runs it as any other step.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";

/** The lines of a build's output that warn. */
export function buildWarnings(/** @type {string} */ output) {
  return stripVTControlCharacters(output)
    .split("\n")
    .filter((line) => /\(!\)|warn/i.test(line));
}

/**
 * `npm run <script>` in `cwd`, its output shown once it ends, and what it printed that warns.
 * @param {string} script
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 */
export function runBuild(script, { cwd, env = {} }) {
  const result = spawnSync("npm", ["run", "--silent", script], {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  return {
    status: result.status ?? 1,
    warnings: buildWarnings(`${result.stdout ?? ""}\n${result.stderr ?? ""}`),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const script = process.argv[2] ?? "build";
  const { status, warnings } = runBuild(script, { cwd: process.cwd() });
  if (status === 0 && warnings.length > 0) {
    console.error(`\n✖ npm run ${script} printed warnings:\n  ${warnings.join("\n  ")}`);
  }
  process.exit(status !== 0 ? status : warnings.length > 0 ? 1 : 0);
}
