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
} from "./terms-versions";

/** The mode of `npm run build:launch` (integrations/site-config.ts's LAUNCH_MODE). */
const LAUNCH_MODE = "launch";

export interface PublishedTerms {
  readonly current: TermsVersion;
  /** Every version, the current one first, then the older ones, newest first. */
  readonly all: readonly TermsVersion[];
}

let published: PublishedTerms | undefined;

/** The versions to publish; a launch build that must not publish them stops here, saying why. */
export function publishedTerms(mode: string = import.meta.env.MODE): PublishedTerms {
  if (published) return published;
  const current: TermsVersion = {
    version: siteConfig.termsVersion.iso,
    document: resolvedTerms(termsOfUse, {
      email: siteConfig.contactEmail,
      siteName: siteConfig.siteName,
      links: Object.fromEntries(
        Object.entries(inlineLinks).filter(([, link]) => link.href.startsWith("https://")),
      ),
    }),
  };
  const recorded = readTermsVersions();
  if (mode === LAUNCH_MODE) {
    const check = checkTermsVersion(current, recorded, { gitHost: buildsOnGitHost() });
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
