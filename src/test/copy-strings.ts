/** Reading the copy's texts in tests of what they say (content/*.test.ts). */
import type { LegalDocument } from "../content/types";

/** Every string of a value: a text, a list, an object's fields, at any depth. */
export const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

/** A legal document's section, its blocks' texts joined. */
export const section = (document: LegalDocument, id: string) =>
  strings(document.sections.find((item) => item.id === id)?.blocks).join(" ");
