/**
 * The licence certificate: what is signed, and how it rides in the address's fragment
 * (`/licenca#v1.<payload>.<signature>`). Pure functions, shared by the owner's command (Node) and
 * the page (the browser): both read and write the same bytes. Design and limits:
 * docs/decisions/0017-licence-certificate.md.
 */
import { fromBase64url, toBase64url, toHex } from "./base64url.ts";

/**
 * The format's version, the fragment's first part: "v1" (issue 45); "v2", which signs the AI
 * service, its plan and the day the song was created too (issue 52); "v3", which signs the
 * service and the plan with the day the song was delivered, where the owner gave no creation day
 * (issue 57, 7: v2 signed the delivery's day as the creation's). All are read; each licence is
 * written in the one version its facts fit (`versionOf`), so that every certificate issued before
 * keeps its signature and its verdict.
 */
export const CERTIFICATE_VERSIONS = ["v1", "v2", "v3"] as const;
export type CertificateVersion = (typeof CERTIFICATE_VERSIONS)[number];
/** Signed with the payload, so that a signature made for a licence means nothing elsewhere. */
const SIGNING_CONTEXT = "licenca:";
/** The licensee's name and the song's title: at most this many characters each… */
export const TEXT_MAX_CHARACTERS = 100;
/**
 * …and this many bytes as signed (UTF-8 in the JSON: an accented letter takes 2, an emoji 4, a
 * quote 2), so that the longest certificate's address stays a QR code that a phone reads from the
 * printed page (docs/decisions/0017-licence-certificate.md).
 */
export const TEXT_MAX_BYTES = 120;
/**
 * The AI service's and the plan's names: at most this many bytes each as signed, so that a v2
 * certificate stays a QR code a phone reads from paper (certificate.test.ts).
 */
export const AI_TEXT_MAX_BYTES = 40;
/** Longer than any certificate the command writes (at most about 800 characters): refused unread. */
export const FRAGMENT_MAX_CHARACTERS = 1500;
/** A song's length in whole seconds: from 1 s to 2 hours. */
export const SECONDS_MAX = 7200;

const encoder = new TextEncoder();

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed is not misread. */
export const NUMBER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SYMBOL = `[${NUMBER_ALPHABET}]`;
/** A key's id: four symbols, the first 20 bits of the SHA-256 of its 32 bytes. */
export const KEY_ID_PATTERN = new RegExp(`^${SYMBOL}{4}$`);
/** A licence number: the signing key's id, then six random symbols ("7QF2-K9XM3A"). */
export const LICENCE_NUMBER_PATTERN = new RegExp(`^${SYMBOL}{4}-${SYMBOL}{6}$`);

/**
 * The AI service and plan that made the song, with one day: the day it was made (v2), as the
 * owner gave it, or, where she gave none, the day it was delivered (v3). Exactly one of the two.
 */
export type LicenceAi = {
  /** The service as the site names it (VITE_AI_PROVIDER): "Suno". */
  readonly service: string;
  /** Its plan (VITE_AI_PLAN): "Pro". */
  readonly plan: string;
} & (
  | {
      /** The day the song was created with it, yyyy-mm-dd: on or after the plan began. */
      readonly created: string;
      readonly delivered?: undefined;
    }
  | {
      /** The day the song was delivered, yyyy-mm-dd, signed as such (no creation day given). */
      readonly delivered: string;
      readonly created?: undefined;
    }
);

/** What a certificate says, as signed. */
export interface Licence {
  /** "7QF2-K9XM3A": the id of the key that signed it, then its own six symbols. */
  readonly number: string;
  /** The licensee's name, as she wants it shown. */
  readonly licensee: string;
  readonly song: string;
  /** The delivered file's length, in whole seconds. */
  readonly seconds: number;
  /** SHA-256 of the delivered file, 64 hexadecimal digits. */
  readonly sha256: string;
  /** Issue date, yyyy-mm-dd. */
  readonly issued: string;
  /** The version of the Terms in force: their date, yyyy-mm-dd. */
  readonly terms: string;
  /** The id of the key that signed it (KEY_ID_PATTERN). */
  readonly keyId: string;
  /** Signed since v2: what made the song, and when it was made (v2) or delivered (v3). */
  readonly ai?: LicenceAi;
}

/** The day an AI fact names, whichever it is. */
export const aiDay = (ai: LicenceAi): string => ai.created ?? ai.delivered;

/**
 * The version a licence is written in: v3 with its AI facts and the delivery's day, v2 with the
 * creation's, v1 without AI facts.
 */
export const versionOf = (licence: Licence): CertificateVersion =>
  licence.ai === undefined ? "v1" : licence.ai.created === undefined ? "v3" : "v2";

/** The certificate's parts as its address carries them. */
export interface CertificateParts {
  readonly version: CertificateVersion;
  /** The payload as written in the address (base64url of its JSON). */
  readonly payload: string;
  readonly signature: Uint8Array;
  /** The bytes the signature covers. */
  readonly message: Uint8Array;
}

/** The first `count` symbols of NUMBER_ALPHABET that `bytes` spell, 5 bits each, high bits first. */
export function base32Symbols(bytes: Uint8Array, count: number): string {
  let symbols = "";
  for (let index = 0; index < count; index += 1) {
    let value = 0;
    for (let bit = index * 5; bit < index * 5 + 5; bit += 1) {
      const byte = bytes[bit >> 3] ?? 0;
      value = (value << 1) | ((byte >> (7 - (bit & 7))) & 1);
    }
    symbols += NUMBER_ALPHABET[value];
  }
  return symbols;
}

/** Why a name or title cannot be signed, or null when it can. */
export type TextProblem = "empty" | "too-long" | "too-big" | "control" | "spaces";

// Control, format (bidirectional overrides, zero-width), private-use and unassigned characters,
// and line or paragraph separators: what could make a shown name differ from the signed one.
const HIDDEN_CHARACTERS = /[\p{C}\p{Zl}\p{Zp}]/u;

export function textProblem(
  text: string,
  { maxBytes = TEXT_MAX_BYTES, maxCharacters = TEXT_MAX_CHARACTERS } = {},
): TextProblem | null {
  if (text.trim() === "") return "empty";
  if (HIDDEN_CHARACTERS.test(text)) return "control";
  if (text !== text.trim() || /\s{2}/.test(text)) return "spaces";
  if ([...text].length > maxCharacters) return "too-long";
  if (signedBytes(text) > maxBytes) return "too-big";
  return null;
}

/** The limits of the AI service's and the plan's names. */
export const AI_TEXT_LIMITS = { maxBytes: AI_TEXT_MAX_BYTES, maxCharacters: AI_TEXT_MAX_BYTES };

/** The bytes `text` takes in the signed payload (its JSON string, without the quotes). */
export const signedBytes = (text: string) => encoder.encode(JSON.stringify(text)).length - 2;

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** "2025-04-13" → "13/04/2025": the site's one date converter (lib/br/date.ts). */
export { brazilianFromIso as brazilianDate } from "../../lib/br/date.ts";

/** Every field as a signed certificate may hold it. */
export function isLicence(licence: Licence): boolean {
  return (
    LICENCE_NUMBER_PATTERN.test(licence.number) &&
    KEY_ID_PATTERN.test(licence.keyId) &&
    licence.number.startsWith(`${licence.keyId}-`) &&
    textProblem(licence.licensee) === null &&
    textProblem(licence.song) === null &&
    Number.isInteger(licence.seconds) &&
    licence.seconds >= 1 &&
    licence.seconds <= SECONDS_MAX &&
    /^[0-9a-f]{64}$/.test(licence.sha256) &&
    isIsoDate(licence.issued) &&
    isIsoDate(licence.terms) &&
    (licence.ai === undefined ||
      (textProblem(licence.ai.service, AI_TEXT_LIMITS) === null &&
        textProblem(licence.ai.plan, AI_TEXT_LIMITS) === null &&
        // One day, never both: each version signs exactly its own keys.
        (licence.ai.created === undefined) !== (licence.ai.delivered === undefined) &&
        isIsoDate(aiDay(licence.ai)) &&
        aiDay(licence.ai) <= licence.issued))
  );
}

// Fatal: a payload that is not UTF-8 is refused, never shown with replacement characters.
const decoder = new TextDecoder("utf-8", { fatal: true });

/** The payload as the address carries it: base64url of a JSON object with one-letter keys. */
export function encodePayload(licence: Licence): string {
  if (!isLicence(licence)) throw new TypeError("not a licence that can be signed");
  const hash = Uint8Array.from(licence.sha256.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const wire = {
    n: licence.number,
    l: licence.licensee,
    s: licence.song,
    d: licence.seconds,
    h: toBase64url(hash),
    i: licence.issued,
    t: licence.terms,
    k: licence.keyId,
    ...(licence.ai ? { a: licence.ai.service, p: licence.ai.plan } : {}),
    ...(licence.ai?.created !== undefined ? { c: licence.ai.created } : {}),
    ...(licence.ai?.delivered !== undefined ? { e: licence.ai.delivered } : {}),
  };
  return toBase64url(encoder.encode(JSON.stringify(wire)));
}

/** Each version's keys, exactly: a payload with one more or one less is not a certificate. */
const WIRE_KEYS: Record<CertificateVersion, string> = {
  v1: ["d", "h", "i", "k", "l", "n", "s", "t"].join(),
  v2: ["a", "c", "d", "h", "i", "k", "l", "n", "p", "s", "t"].join(),
  v3: ["a", "d", "e", "h", "i", "k", "l", "n", "p", "s", "t"].join(),
};

/**
 * The licence a payload of `version` holds, or null for anything the command would not have
 * written.
 */
export function decodePayload(payload: string, version: CertificateVersion = "v1"): Licence | null {
  const bytes = fromBase64url(payload);
  if (bytes === null) return null;
  let wire: unknown;
  try {
    wire = JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
  if (typeof wire !== "object" || wire === null || Array.isArray(wire)) return null;
  const fields = wire as Record<string, unknown>;
  if (Object.keys(fields).sort().join() !== WIRE_KEYS[version]) return null;
  const { n, l, s, d, h, i, t, k, a, p, c, e } = fields;
  const ai = { v1: [], v2: [a, p, c], v3: [a, p, e] }[version];
  const strings = [n, l, s, h, i, t, k, ...ai];
  if (!strings.every((value) => typeof value === "string") || typeof d !== "number") return null;
  const hash = fromBase64url(h as string);
  if (hash === null || hash.length !== 32) return null;
  const licence: Licence = {
    number: n as string,
    licensee: l as string,
    song: s as string,
    seconds: d,
    sha256: toHex(hash),
    issued: i as string,
    terms: t as string,
    keyId: k as string,
    ...(version === "v2"
      ? { ai: { service: a as string, plan: p as string, created: c as string } }
      : version === "v3"
        ? { ai: { service: a as string, plan: p as string, delivered: e as string } }
        : {}),
  };
  return isLicence(licence) ? licence : null;
}

/** The bytes a certificate's signature covers: its context, version and payload. */
export const signedMessage = (payload: string, version: CertificateVersion = "v1") =>
  encoder.encode(`${SIGNING_CONTEXT}${version}.${payload}`);

/** "v2.<payload>.<signature>": what follows `#` in the certificate's address. */
export const certificateFragment = (
  payload: string,
  signature: Uint8Array,
  version: CertificateVersion = "v1",
) => `${version}.${payload}.${toBase64url(signature)}`;

/**
 * The parts of a fragment (with or without its `#`), or null when it is not a certificate of
 * this version: too long, cut, or with any character a certificate cannot hold.
 */
export function parseFragment(fragment: string): CertificateParts | null {
  const text = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  if (text.length > FRAGMENT_MAX_CHARACTERS) return null;
  const [written, payload, signatureText, ...rest] = text.split(".");
  const version = CERTIFICATE_VERSIONS.find((known) => known === written);
  if (!version || !payload || !signatureText || rest.length > 0) return null;
  const signature = fromBase64url(signatureText);
  if (signature === null || signature.length !== 64) return null;
  return { version, payload, signature, message: signedMessage(payload, version) };
}
