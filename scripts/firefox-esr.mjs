// @ts-check
// Whether Debian's firefox-esr is new enough for the puppeteer-core that drives it in
// cross-browser/, and the upgrade `npm test` makes when it is not.
//
// puppeteer-core speaks WebDriver BiDi to Firefox and is made for the Firefox it names in
// PUPPETEER_REVISIONS. An older Firefox answers some of its commands "unknown command": 24.43
// sets the screen orientation with every viewport, which Firefox 140 ESR does not know, so every
// Firefox test failed on a machine that had installed firefox-esr from Debian's main archive
// while bookworm-security carried 153. Debian's security archive follows the ESR releases, so the
// fix is the newer package Debian already has, not a browser of our own.
import { spawnSync } from "node:child_process";
import * as puppeteer from "puppeteer-core";

/**
 * The browsers puppeteer-core is made for: exported at run time, left out of its types. Should a
 * release stop exporting it, its unit test says so and nothing is upgraded.
 */
const revisions = /** @type {{ PUPPETEER_REVISIONS?: { firefox?: string } }} */ (
  /** @type {unknown} */ (puppeteer)
).PUPPETEER_REVISIONS;

/** The major version of the Firefox puppeteer-core is made for (150 for 24.43). */
export const PUPPETEER_FIREFOX = firefoxMajor(revisions?.firefox ?? "");

/**
 * The major version in `firefox --version`'s answer ("Mozilla Firefox 140.12.0esr") or in a
 * puppeteer revision ("stable_150.0.2"); null when there is none.
 * @param {string} text
 */
export function firefoxMajor(text) {
  const match = /(?:^|[\s_])(\d+)\.\d+/.exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * What to do about the installed Firefox: nothing, or upgrade it because it is older than the one
 * puppeteer-core is made for. An unknown version (no answer) is left to the tests to report.
 * @param {number | null} installed
 * @param {number | null} wanted
 * @returns {"fine" | "upgrade"}
 */
export function firefoxVerdict(installed, wanted) {
  return installed !== null && wanted !== null && installed < wanted ? "upgrade" : "fine";
}

/** @param {string} path */
function installedMajor(path) {
  const answer = spawnSync(path, ["--version"], { encoding: "utf8" });
  return firefoxMajor(answer.stdout ?? "");
}

/**
 * Upgrades firefox-esr with `apt` when it is older than puppeteer-core's Firefox, and says so; says
 * what the tests may meet when Debian has nothing newer.
 * @param {string} path  the firefox-esr executable
 * @param {(args: string[]) => void} apt  runs apt-get with these arguments (as root, or with sudo)
 */
export function ensureFirefoxForPuppeteer(path, apt) {
  const wanted = PUPPETEER_FIREFOX;
  const installed = installedMajor(path);
  if (firefoxVerdict(installed, wanted) === "fine") return;
  console.log(
    `Firefox ESR ${installed} is older than the Firefox ${wanted} that puppeteer-core drives. Upgrading firefox-esr with apt-get…`,
  );
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--only-upgrade", "firefox-esr"]);
  const now = installedMajor(path);
  if (firefoxVerdict(now, wanted) === "upgrade") {
    console.log(
      `Debian has no firefox-esr newer than ${now}. The Firefox tests run with it; a command it does not know fails them with "unknown command".`,
    );
  }
}
