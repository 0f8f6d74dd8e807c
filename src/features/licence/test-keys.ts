/**
 * Signing for the tests: the demo's committed key pair (e2e/licence-fixture/) and a second,
 * throwaway one, with Node's crypto, as `npm run licence -- issue` signs; and a small audio file
 * to sign for.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { licenceKeyId } from "../../config/env-licence.ts";
import { fromBase64url } from "./base64url.ts";
import {
  certificateFragment,
  encodePayload,
  signedMessage,
  versionOf,
  type Licence,
} from "./certificate.ts";
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

/**
 * Names or titles at both limits (TEXT_MAX_CHARACTERS and TEXT_MAX_BYTES), in each kind of
 * character that takes more room: the longest certificates the command signs.
 */
/** What a v2 certificate adds: the AI service, its plan and the day the song was made. */
export const EXAMPLE_AI = { service: "Suno", plan: "Pro", created: "2026-04-28" } as const;

/** What a v3 certificate adds instead: the same, with the day the song was delivered. */
export const EXAMPLE_DELIVERED_AI = {
  service: "Suno",
  plan: "Pro",
  delivered: "2026-05-02",
} as const;

/** An AI service's and a plan's names at the byte limit (AI_TEXT_MAX_BYTES), accented. */
export const LONGEST_AI = { service: "ã".repeat(20), plan: "ç".repeat(20), created: "2026-04-28" };

export const LONGEST_TEXTS = [
  `${"a".repeat(80)}${"ã".repeat(20)}`,
  "Ç".repeat(60),
  "💃".repeat(30),
  '"'.repeat(60),
] as const;

/** The fragment of `licence` signed by `key`. */
export function signedFragment(key: TestKey, licence: Licence): string {
  const payload = encodePayload(licence);
  const version = versionOf(licence);
  return certificateFragment(
    payload,
    sign(null, signedMessage(payload, version), key.privateKey),
    version,
  );
}

/** A WAV file of `seconds` of a tone (mono, 8 kHz, 8 bits); `variant` changes its samples. */
export function wavFile(seconds: number, variant = 0): Buffer {
  const data = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(data, 40);
  const samples = Buffer.alloc(data);
  for (let index = 0; index < data; index += 1) {
    samples[index] =
      128 + Math.round(60 * Math.sin((index * (440 + variant) * 2 * Math.PI) / 8000));
  }
  return Buffer.concat([header, samples]);
}
