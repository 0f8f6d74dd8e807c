/**
 * What the licence allows and what it does not, in the Terms' own words (§ 9, "licenca-de-uso"):
 * the list after "Você pode" and the list after "não pode". Taken from the document the Terms page
 * renders, so that the certificate never words the licence differently.
 */
import type { LegalDocument } from "../../content/types.ts";
import type { TermsVersion } from "../../content/terms-versions.ts";

export const LICENCE_SECTION_ID = "licenca-de-uso";

export interface LicenceScope {
  readonly allowed: readonly string[];
  readonly notAllowed: readonly string[];
}

/** The two lists of § 9; throws, failing the build, when the Terms no longer have them. */
export function licenceScope(terms: LegalDocument): LicenceScope {
  const section = terms.sections.find((item) => item.id === LICENCE_SECTION_ID);
  const blocks = section?.blocks ?? [];
  const listAfter = (lead: RegExp) => {
    const index = blocks.findIndex((block) => block.type === "paragraph" && lead.test(block.text));
    const list = blocks[index + 1];
    if (index < 0 || list?.type !== "list") {
      throw new Error(`Terms § 9 (${LICENCE_SECTION_ID}) has no list after ${lead}`);
    }
    return list.items;
  };
  return { allowed: listAfter(/Você pode/), notAllowed: listAfter(/não pode/) };
}

/** A § 9 as published, and the Terms' versions (yyyy-mm-dd) whose § 9 it is. */
export interface VersionedScope {
  readonly versions: readonly string[];
  readonly scope: LicenceScope;
}

/**
 * The § 9 of each published version (`versions`: the current one first), each text once with
 * every version that has it: a certificate shows the lists of the version it names, never the
 * current one's in its place. An older version without the two lists is left out (its
 * certificate links to its text); the current one must have them.
 */
export function versionedScopes(versions: readonly TermsVersion[]): VersionedScope[] {
  const groups: { versions: string[]; scope: LicenceScope; key: string }[] = [];
  versions.forEach(({ version, document }, index) => {
    let scope: LicenceScope;
    try {
      scope = licenceScope(document);
    } catch (error) {
      if (index === 0) throw error;
      return;
    }
    const key = JSON.stringify(scope);
    const same = groups.find((group) => group.key === key);
    if (same) same.versions.push(version);
    else groups.push({ versions: [version], scope, key });
  });
  return groups.map(({ versions: dates, scope }) => ({ versions: dates, scope }));
}
