/**
 * Ed25519 verification where the page runs: WebCrypto's own, and where a browser lacks it (or
 * refuses the key's import), `@noble/ed25519`, fetched only then. Node (the owner's `verify`)
 * runs the same code: its WebCrypto has Ed25519.
 */
import type { VerifySignature } from "./verify.ts";

/** Bytes in their own ArrayBuffer, as WebCrypto's types ask. */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

async function webCryptoKey(publicKey: Uint8Array): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey("raw", own(publicKey), { name: "Ed25519" }, false, [
      "verify",
    ]);
  } catch {
    // NotSupportedError where the browser has no Ed25519 (crypto.subtle itself only exists on
    // https:// and localhost, which the fallback needs too, for SHA-512).
    return null;
  }
}

export const verifySignature: VerifySignature = async (publicKey, signature, message) => {
  const key = await webCryptoKey(publicKey);
  if (key) {
    return crypto.subtle.verify({ name: "Ed25519" }, key, own(signature), own(message));
  }
  const { verifyAsync } = await import("@noble/ed25519");
  // RFC 8032's strict rules, as WebCrypto applies them: one valid signature per message.
  return verifyAsync(signature, message, publicKey, { zip215: false });
};
