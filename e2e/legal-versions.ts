/**
 * The versions of the Terms and of the Privacy Policy the build under test publishes, as the
 * browser tests expect them: the demo's own (the specification's 13/04/2025), or, on an owner's
 * launch build, the newest recorded, which that build recorded or found (content/terms-versions.ts).
 */
import { siteConfig } from "../src/config/site";
import {
  DEMO_VERSION,
  LEGAL_KINDS,
  readLegalVersions,
  type LegalKind,
} from "../src/content/terms-versions";

/** The version in force of `kind`, aaaa-mm-dd. */
export function currentVersion(kind: LegalKind): string {
  if (siteConfig.demo) return DEMO_VERSION;
  const newest = readLegalVersions(LEGAL_KINDS[kind].dir)[0];
  if (!newest) throw new Error(`no version of ${kind} recorded: run the launch build first`);
  return newest.version;
}

/** Every version of `kind` published, the current one first, then the older ones, newest first. */
export function publishedVersions(kind: LegalKind): string[] {
  const recorded = readLegalVersions(LEGAL_KINDS[kind].dir).map((item) => item.version);
  return [...new Set([currentVersion(kind), ...recorded])];
}
