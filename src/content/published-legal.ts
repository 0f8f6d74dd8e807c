/**
 * The versions of the Terms of Use and of the Privacy Policy this build publishes: the current
 * one of each, dated by the record (terms-versions.ts), and every one recorded before it. A
 * launch build checks the current text against the record first; when it is new, the build that
 * publishes (`npm run deploy`, SITE_PUBLISH=1) records it under today's date, and any other
 * (`npm run preview`, `npm run build:launch` by hand) shows that date and records nothing.
 * Read at build only, by the legal pages, /obrigado, /licenca and /pedido.
 */
import { launchReport } from "../config/launch-gate";
import { LAUNCH_MODE } from "../config/launch-mode";
import { siteConfig } from "../config/site";
import { inlineLinks } from "./inline-links";
import { privacyPolicy, termsOfUse } from "./legal";
import {
  buildsOnGitHost,
  checkVersion,
  LEGAL_KINDS,
  localToday,
  readLegalVersions,
  recordsVersion,
  recordVersion,
  resolvedDocument,
  unrecordedNote,
  type LegalKind,
  type LegalVersion,
  type VersionCheck,
} from "./terms-versions";
import type { LegalDocument } from "./types";

export interface PublishedVersions {
  readonly current: LegalVersion;
  /** Every version, the current one first, then the older ones, newest first. */
  readonly all: readonly LegalVersion[];
}

const DOCUMENTS: Record<LegalKind, LegalDocument> = { terms: termsOfUse, privacy: privacyPolicy };

/** This build's text of `kind`, resolved as the visitor reads it. */
function currentText(kind: LegalKind): LegalDocument {
  return resolvedDocument(DOCUMENTS[kind], {
    email: siteConfig.contactEmail,
    siteName: siteConfig.siteName,
    links: Object.fromEntries(
      Object.entries(inlineLinks).filter(([, link]) => link.href.startsWith("https://")),
    ),
  });
}

const isLaunch = (mode: string) => mode === LAUNCH_MODE;

/**
 * The version of this build's `kind`, against the versions recorded in `dir`: what a launch build
 * checks before it publishes, and what `npm run setup -- --check` checks with it.
 */
export function legalVersionCheck(
  kind: LegalKind,
  { dir = LEGAL_KINDS[kind].dir, launch = true }: { dir?: string; launch?: boolean } = {},
): VersionCheck {
  return checkVersion(kind, currentText(kind), readLegalVersions(dir), {
    demo: siteConfig.demo,
    gitHost: buildsOnGitHost(),
    today: localToday(),
    launch,
  });
}

const published: Partial<Record<LegalKind, PublishedVersions>> = {};

/** The versions of `kind` to publish; a launch build that must not publish them stops, saying why. */
function publishedVersions(kind: LegalKind, mode: string): PublishedVersions {
  const known = published[kind];
  if (known) return known;
  const dir = LEGAL_KINDS[kind].dir;
  const recorded = readLegalVersions(dir);
  const check = legalVersionCheck(kind, { launch: isLaunch(mode) });
  if (check.verdict === "refused") {
    console.error(`\n${launchReport([check.problem])}\n`);
    process.exit(1);
  }
  const current: LegalVersion = { version: check.version, document: currentText(kind) };
  if (recordsVersion(check, { launch: isLaunch(mode) })) {
    console.log(`\n${recordVersion(kind, current, dir)}\n`);
  } else if (check.verdict === "record" && isLaunch(mode)) {
    console.log(`\n${unrecordedNote(kind, current.version, recorded.length === 0)}\n`);
  }
  const older = recorded.filter((version) => version.version !== current.version);
  return (published[kind] = { current, all: [current, ...older] });
}

/** The Terms' versions this build publishes. */
export const publishedTerms = (mode: string = import.meta.env.MODE) =>
  publishedVersions("terms", mode);

/** The Privacy Policy's versions this build publishes. */
export const publishedPolicy = (mode: string = import.meta.env.MODE) =>
  publishedVersions("privacy", mode);
