// @ts-check
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "../../src/content/collections.ts";
import { slugify as slug } from "../../src/lib/text/slug.ts";

/**
 * A title as a file-name-safe slug: "Yasmin, Flor do Deserto" → "yasmin-flor-do-deserto",
 * "Canção à Lua" → "cancao-a-lua". Accents are dropped, anything else becomes one hyphen.
 * @param {string} text
 * @returns {string} possibly empty, when the text has no letter or digit
 */
export const slugify = (text) => slug(text, MAX_SLUG_LENGTH);

/**
 * What an id or a file name of a sample may be (the collection's rule).
 * @param {string} text
 * @returns {boolean}
 */
export function isSlug(text) {
  return text.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(text);
}
