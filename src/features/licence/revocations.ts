/**
 * The cancelled licences (an order cancelled with a refund ends its licence: Terms §§ 7 and 8):
 * src/content/licence-revocations.json, written by `npm run licence -- revoke`, published by the
 * next build inside /licenca itself. Only the numbers of the site's own keys are published: a
 * number carries its key's id, so the demo's cancelled example never reaches an owner's site.
 */
import { isIsoDate, LICENCE_NUMBER_PATTERN } from "./certificate.ts";
import type { ListedKey, Revocation } from "./verify.ts";

/** Where the list lives, from the project's root. */
export const REVOCATIONS_FILE = "src/content/licence-revocations.json";

/** A list that is not one: the build and the command name the file and the entry. */
export class RevocationsError extends Error {
  constructor(detail: string) {
    super(`${REVOCATIONS_FILE}: ${detail}`);
    this.name = "RevocationsError";
  }
}

/** The list `json` holds, checked entry by entry. */
export function readRevocations(json: unknown): Revocation[] {
  if (!Array.isArray(json)) throw new RevocationsError("expected a list ([ … ])");
  return json.map((entry: unknown, index) => {
    const { number, date, ...rest } = (entry ?? {}) as Record<string, unknown>;
    if (
      typeof number !== "string" ||
      !LICENCE_NUMBER_PATTERN.test(number) ||
      typeof date !== "string" ||
      !isIsoDate(date) ||
      Object.keys(rest).length > 0
    ) {
      throw new RevocationsError(
        `entry ${index + 1} is not { "number": "XXXX-XXXXXX", "date": "aaaa-mm-dd" }: ${JSON.stringify(entry)}`,
      );
    }
    return { number, date };
  });
}

/** The entries of the listed keys: what /licenca publishes. */
export const publishedRevocations = (
  revocations: readonly Revocation[],
  keys: readonly ListedKey[],
): Revocation[] =>
  revocations.filter((item) => keys.some((key) => item.number.startsWith(`${key.id}-`)));

/** `revocations` with `number` cancelled on `date`, in the file's order (by date, then number). */
export function withRevocation(
  revocations: readonly Revocation[],
  revocation: Revocation,
): Revocation[] {
  return [...revocations, revocation].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number),
  );
}
