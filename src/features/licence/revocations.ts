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

const ENTRY = '{ "number": "XXXX-XXXXXX", "date": "aaaa-mm-dd" }';

/**
 * A list that is not one, in the owner's words: the build and the command name the file, the
 * entry and the fix (she edits nothing by hand: `revoke` writes the file).
 */
export class RevocationsError extends Error {
  /** What is wrong, in one sentence. */
  readonly problem: string;
  /** What to do. */
  readonly fix: string;
  constructor(problem: string) {
    const fix = `desfaça a última mudança nesse arquivo (git checkout -- ${REVOCATIONS_FILE}) e cancele a licença com npm run licence -- revoke <número>, que escreve o arquivo por você`;
    super(`${problem}: ${fix}.`);
    this.name = "RevocationsError";
    this.problem = problem;
    this.fix = fix;
  }
}

/** The list `json` holds, checked entry by entry. */
export function readRevocations(json: unknown): Revocation[] {
  if (!Array.isArray(json)) {
    throw new RevocationsError(
      `${REVOCATIONS_FILE} não é uma lista de licenças canceladas (deveria começar com [ e terminar com ])`,
    );
  }
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
        `o item ${index + 1} de ${REVOCATIONS_FILE} não está no formato ${ENTRY}: ${JSON.stringify(entry)}`,
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
