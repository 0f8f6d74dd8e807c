// `npm test`: typecheck, lint, format check, unit and component tests, a fresh production
// build, browser tests in Debian's Chromium, and the dependency audit.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as chromium } from "./chromium.mjs";

/**
 * @param {string} label
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 */
function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(chromium)) {
  console.log(
    `Chromium not found at ${chromium}: installing Debian's chromium package with apt-get…`,
  );
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (/** @type {string[]} */ args) =>
    run("install chromium", sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "chromium"]);
}

run("typecheck", "npx", ["tsc", "-b", "--noEmit"]);
run("lint", "npx", ["eslint", "."]);
run("format", "npx", ["prettier", "--check", "."]);
run("unit and component tests", "npx", ["vitest", "run"]);
run("production build", "npm", ["run", "build"]);
run("browser tests", "npx", ["playwright", "test"]);
run("dependency audit", "node", ["scripts/audit.mjs"]);
console.log("\n✓ All checks passed.");
