/**
 * Signing for the tests: the demo's committed key pair (e2e/licence-fixture/) and a second,
 * throwaway one, with Node's crypto, as `npm run licence -- issue` signs.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { licenceKeyId } from "../../config/env-licence.ts";
import { fromBase64url } from "./base64url.ts";
import { certificateFragment, encodePayload, signedMessage, type Licence } from "./certificate.ts";
import type { ListedKey } from "./verify.ts";

export const DEMO_PRIVATE_KEY_FILE = new URL(
  "../../../e2e/licence-fixture/demo-private-key.pem",
  import.meta.url,
).pathname;

export interface TestKey {
  readonly privateKey: ReturnType<typeof createPrivateKey>;
  readonly listed: ListedKey;
}

function keyFrom(privateKey: ReturnType<typeof createPrivateKey>): TestKey {
  const publicKey = createPublicKey(privateKey).export({ format: "jwk" }).x ?? "";
  const bytes = fromBase64url(publicKey) ?? new Uint8Array();
  return { privateKey, listed: { id: licenceKeyId(bytes), publicKey } };
}

export const demoKey = (): TestKey =>
  keyFrom(createPrivateKey(readFileSync(DEMO_PRIVATE_KEY_FILE)));
export const newKey = (): TestKey => keyFrom(generateKeyPairSync("ed25519").privateKey);

/** A licence signed by `key`, with `changes` to the example's fields. */
export function exampleLicence(key: TestKey, changes: Partial<Licence> = {}): Licence {
  return {
    number: `${key.listed.id}-K9XM3A`,
    licensee: "Yasmin Fernandes de Oliveira",
    song: "Noite no Cairo — versão palco",
    seconds: 179,
    sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    issued: "2026-05-02",
    terms: "2025-04-13",
    keyId: key.listed.id,
    ...changes,
  };
}

/** The fragment of `licence` signed by `key`. */
export function signedFragment(key: TestKey, licence: Licence): string {
  const payload = encodePayload(licence);
  return certificateFragment(payload, sign(null, signedMessage(payload), key.privateKey));
}
