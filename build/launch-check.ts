/**
 * `npm run build:launch` (`vite build --mode launch`): the build the hosts run. It refuses to
 * make a site while the demo's values remain (src/config/launch-gate.ts says which), and lists
 * every one at once, before any work.
 */
import type { RawEnv, SiteConfig } from "../src/config/env-schema.ts";
import { launchProblems, launchReport } from "../src/config/launch-gate.ts";
import { testimonials } from "../src/content/testimonials.ts";
import { MANIFEST_PATH, readManifest } from "../scripts/samples/manifest.mjs";

export const LAUNCH_MODE = "launch";

/** Stops the process with the full list when a launch build still has demo values. */
export function checkLaunch(raw: RawEnv, config: SiteConfig): void {
  const tracks = readManifest(MANIFEST_PATH).map((sample) => ({
    title: sample.title,
    demo: sample.demo,
  }));
  const problems = launchProblems({ raw, config, testimonials, tracks });
  if (problems.length === 0) return;
  console.error(`\n${launchReport(problems)}\n`);
  process.exit(1);
}
