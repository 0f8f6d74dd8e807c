/**
 * The licence certificate's setting: the public key(s) that /licenca checks certificates with
 * (`npm run licence`, docs/licences.md). Several may be listed, newest first, separated by commas:
 * a new key never voids the certificates signed with an old one. Each key's id is derived from
 * the key itself (so it cannot be mistyped): the first four symbols of every licence number it
 * signs. `nenhuma` turns certificates off. Part of the schema (env-schema.ts).
 */
import { createHash } from "node:crypto";
import { base32Symbols } from "../features/licence/certificate.ts";
import { fromBase64url } from "../features/licence/base64url.ts";
import type { ListedKey } from "../features/licence/verify.ts";
import { optional, rule } from "./env-rules.ts";

/** The value that turns certificates off: no key, no certificate. */
export const NO_LICENCE_KEY = "nenhuma";

/** The id of a 32-byte Ed25519 public key: 4 symbols of its SHA-256 ("7QF2"). */
export function licenceKeyId(publicKey: Uint8Array): string {
  return base32Symbols(createHash("sha256").update(publicKey).digest(), 4);
}

/** The keys of a `VITE_LICENCE_PUBLIC_KEY` value, or null when one is not a public key. */
export function parseLicenceKeys(value: string): ListedKey[] | null {
  const keys = value.split(",").map((item) => item.trim());
  const listed: ListedKey[] = [];
  for (const publicKey of keys) {
    const bytes = fromBase64url(publicKey);
    if (bytes === null || bytes.length !== 32) return null;
    if (listed.some((key) => key.publicKey === publicKey)) return null;
    listed.push({ id: licenceKeyId(bytes), publicKey });
  }
  return listed;
}

export const licenceFields = {
  VITE_LICENCE_PUBLIC_KEY: optional(
    rule(
      (value) => (value.toLowerCase() === NO_LICENCE_KEY ? [] : parseLicenceKeys(value)),
      `a chave pública que "npm run licence -- keygen" mostra (43 caracteres; várias separadas por vírgula, a mais nova primeiro, cada uma uma vez só), ou "${NO_LICENCE_KEY}" para não emitir certificados`,
    ),
  ),
};

/** The certificates' settings: null when the site issues none. */
export function licenceConfig(raw: { VITE_LICENCE_PUBLIC_KEY: ListedKey[] | null }) {
  const keys = raw.VITE_LICENCE_PUBLIC_KEY ?? [];
  return keys.length === 0 ? null : { keys };
}

export type LicenceConfig = ReturnType<typeof licenceConfig>;

/*
 * What a private key looks like when pasted where it must never be: a PEM block, the base64 of an
 * Ed25519 PKCS#8 key (its first 16 bytes never change), or a JWK with its private part ("d").
 */
const PRIVATE_KEY_SIGNS = [/PRIVATE KEY/i, /MC4CAQAwBQYDK2VwBCIEI/, /"d"\s*:/];

/** Whether `value` holds a private key (any kind this project or its owner could paste). */
export const looksLikePrivateKey = (value: string) =>
  PRIVATE_KEY_SIGNS.some((sign) => sign.test(value));
