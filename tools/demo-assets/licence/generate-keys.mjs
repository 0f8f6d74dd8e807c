// One-off: the two Ed25519 key pairs the project's tests sign certificates with. Their private
// keys are test fixtures, committed on purpose and never an owner's: the demo's
// (e2e/licence-fixture/demo-private-key.pem, whose public key is the demo default of
// VITE_LICENCE_PUBLIC_KEY, src/config/env-schema.ts, refused by a launch build) and the owner
// pass's (e2e/owner-fixture/licence-private-key.pem, its public key in owner.env). An owner makes
// her own with `npm run licence -- keygen`. Refuses to overwrite; prints each public key.
import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const PAIRS = [
  ["demo", "e2e/licence-fixture/demo-private-key.pem", "ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY"],
  ["owner pass", "e2e/owner-fixture/licence-private-key.pem", "owner.env"],
];

for (const [name, file, where] of PAIRS) {
  const path = root + file;
  if (existsSync(path)) {
    const publicKey = createPublicKey(readFileSync(path));
    console.log(`${name}: ${file} kept; in ${where}: ${publicKey.export({ format: "jwk" }).x}`);
    continue;
  }
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  writeFileSync(path, privateKey.export({ type: "pkcs8", format: "pem" }), { flag: "wx" });
  console.log(
    `${name}: ${file} written; put in ${where}: ${publicKey.export({ format: "jwk" }).x}`,
  );
}
