/**
 * Base64url without padding (RFC 4648 §5), as the certificate's address carries its parts. The
 * decoder is strict: it refuses any text that the encoder would not have written, so that no two
 * addresses carry the same bytes and a changed character is always a changed certificate.
 */

const ALPHABET = /^[A-Za-z0-9_-]*$/;

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The bytes `text` encodes, or null when it is not canonical base64url. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Unused low bits of the last character must be zero: only one spelling per byte string.
  return toBase64url(bytes) === text ? bytes : null;
}

/** "a1b2…": the hexadecimal form people compare with `sha256sum`. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
