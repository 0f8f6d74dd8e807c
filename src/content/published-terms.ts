/**
 * The Terms' versions this build publishes: the current one, and every one recorded before it
 * (terms-versions.ts). A launch build checks the current one against the record first, and
 * records it when it is new. Read at build only, by the Terms' pages.
 */
import { launchReport } from "../config/launch-gate";
import { siteConfig } from "../config/site";
import { inlineLinks } from "./inline-links";
import { termsOfUse } from "./legal";
import {
  buildsOnGitHost,
  checkTermsVersion,
  readTermsVersions,
  recordTermsVersion,
  resolvedTerms,
  type TermsVersion,
  type TermsVersionCheck,
} from "./terms-versions";

/** The mode of `npm run build:launch` (integrations/site-config.ts's LAUNCH_MODE). */
const LAUNCH_MODE = "launch";

export interface PublishedTerms {
  readonly current: TermsVersion;
  /** Every version, the current one first, then the older ones, newest first. */
  readonly all: readonly TermsVersion[];
}

let published: PublishedTerms | undefined;

/** This build's Terms, resolved as the buyer reads them. */
function currentTerms(): TermsVersion {
  return {
    version: siteConfig.termsVersion.iso,
    document: resolvedTerms(termsOfUse, {
      email: siteConfig.contactEmail,
      siteName: siteConfig.siteName,
      links: Object.fromEntries(
        Object.entries(inlineLinks).filter(([, link]) => link.href.startsWith("https://")),
      ),
    }),
  };
}

/**
 * The launch's rule for this build's Terms, against the versions recorded in `dir`: what a launch
 * build checks before it publishes them, and what `npm run setup -- --check` checks with it.
 */
export function termsVersionCheck(dir?: string, current = currentTerms()): TermsVersionCheck {
  return checkTermsVersion(current, readTermsVersions(dir), { gitHost: buildsOnGitHost() });
}

/** The versions to publish; a launch build that must not publish them stops here, saying why. */
export function publishedTerms(mode: string = import.meta.env.MODE): PublishedTerms {
  if (published) return published;
  const current = currentTerms();
  const recorded = readTermsVersions();
  if (mode === LAUNCH_MODE) {
    const check = termsVersionCheck(undefined, current);
    if (check.verdict === "refused") {
      console.error(`\n${launchReport([check.problem])}\n`);
      process.exit(1);
    }
    if (check.verdict === "record") console.log(`\n${recordTermsVersion(current)}\n`);
  }
  const older = recorded.filter((version) => version.version !== current.version);
  published = { current, all: [current, ...older] };
  return published;
}
