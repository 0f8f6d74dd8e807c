// Fails on a high or critical advisory in the site's own (non-dev) dependencies.
// Where the registry's advisory endpoint cannot be reached (a mirror that answers only GET,
// no network), it says so and skips: an unreachable service is not a vulnerability.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? result.stderr.trim().split("\n").pop() ?? "no answer";
  console.log(`⚠ npm audit skipped: the advisory endpoint is unreachable here (${reason}).`);
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
if (serious > 0) {
  spawnSync("npm", ["audit", "--omit=dev"], { stdio: "inherit" });
  process.exit(1);
}
