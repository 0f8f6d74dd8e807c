/**
 * A name as a lowercase ASCII slug: "Yasmin, Flor do Deserto" → "yasmin-flor-do-deserto",
 * "Canção à Lua" → "cancao-a-lua", "Romântica" → "romantica". Accents are dropped, anything else
 * becomes one hyphen; possibly empty, when the text has no letter or digit. The samples' ids
 * (scripts/samples/slug.mjs) and the styles' ids (config/env-offer.ts) are made by it.
 * No imports: the owner's commands run this file in Node.
 */
export function slugify(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}
