/**
 * The cancelled licences (a refund ends the licence, Terms §§ 7 and 8; a new version of the song
 * replaces it), each with its reason: src/content/licence-revocations.json, written by `npm run licence -- revoke`, published by the
 * next build inside /licenca itself. Only the numbers of the site's own keys are published: a
 * number carries its key's id, so the demo's cancelled example never reaches an owner's site.
 */
import { isIsoDate, LICENCE_NUMBER_PATTERN } from "./certificate.ts";
import {
  REVOCATION_REASONS,
  type ListedKey,
  type Revocation,
  type RevocationReason,
} from "./verify.ts";

/** Where the list lives, from the project's root. */
export const REVOCATIONS_FILE = "src/content/licence-revocations.json";

const ENTRY =
  '{ "number": "XXXX-XXXXXX", "date": "aaaa-mm-dd", "reason": "refund" } (reason e replacedBy opcionais)';

const isReason = (value: unknown): value is RevocationReason =>
  REVOCATION_REASONS.some((reason) => reason === value);

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
    const { number, date, reason, replacedBy, ...rest } = (entry ?? {}) as Record<string, unknown>;
    if (
      typeof number !== "string" ||
      !LICENCE_NUMBER_PATTERN.test(number) ||
      typeof date !== "string" ||
      !isIsoDate(date) ||
      (reason !== undefined && !isReason(reason)) ||
      (replacedBy !== undefined &&
        (reason !== "replaced" ||
          typeof replacedBy !== "string" ||
          !LICENCE_NUMBER_PATTERN.test(replacedBy))) ||
      Object.keys(rest).length > 0
    ) {
      throw new RevocationsError(
        `o item ${index + 1} de ${REVOCATIONS_FILE} não está no formato ${ENTRY}: ${JSON.stringify(entry)}`,
      );
    }
    return {
      number,
      date,
      ...(isReason(reason) ? { reason } : {}),
      ...(typeof replacedBy === "string" ? { replacedBy } : {}),
    };
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
