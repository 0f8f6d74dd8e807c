/**
 * What the licence allows and what it does not, in the Terms' own words (§ 9, "licenca-de-uso"):
 * the list after "Você pode" and the list after "não pode". Taken from the document the Terms page
 * renders, so that the certificate never words the licence differently.
 */
import type { LegalDocument } from "../../content/types.ts";

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
