/**
 * The verdict on a certificate's address, the same on the page and in `npm run licence -- verify`:
 * valid, cancelled (revoked) on a date, or not checking out. Nothing unchecked is ever returned as
 * a licence: a payload is read only after its signature checks out with a listed key.
 */
import { decodePayload, parseFragment, type Licence } from "./certificate.ts";
import { fromBase64url } from "./base64url.ts";

/** A public key the site lists, with its id (src/config/env-licence.ts). */
export interface ListedKey {
  readonly id: string;
  /** The 32 bytes of the Ed25519 public key, base64url. */
  readonly publicKey: string;
}

/**
 * Why a licence was cancelled, each cause the code has (issue 58): the seller's refund
 * (`npm run pedido -- reembolso`, `npm run licence -- revoke`), the payment platform's refund,
 * chargeback or cancellation (its webhook), or a new version of the song delivered in its place
 * (`npm run pedido -- entregar --substituir`).
 */
export const REVOCATION_REASONS = [
  "refund",
  "platform-refund",
  "chargeback",
  "platform-cancel",
  "replaced",
] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/** A cancelled licence, as src/content/licence-revocations.json and the order store keep it. */
export interface Revocation {
  readonly number: string;
  /** yyyy-mm-dd */
  readonly date: string;
  /** Absent where it was not recorded (a cancellation kept before the reasons were). */
  readonly reason?: RevocationReason;
  /** A replaced licence's successor, where the new version has a certificate. */
  readonly replacedBy?: string;
}

/** Checks an Ed25519 signature: WebCrypto, its fallback, or Node's crypto. */
export type VerifySignature = (
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
) => Promise<boolean>;

/** Why a certificate does not check out, for the owner's terminal; the page says one thing. */
export type InvalidReason = "malformed" | "unknown-key" | "signature";

export type Verdict =
  | { readonly status: "absent" }
  /** The signature could not be checked here (no Ed25519, its fallback not loaded): not valid. */
  | { readonly status: "unchecked" }
  | { readonly status: "invalid"; readonly reason: InvalidReason }
  | { readonly status: "valid"; readonly licence: Licence }
  /**
   * Cancelled: the licence as signed (so that the page names the song and the holder whose
   * licence ended), and its cancellation.
   */
  | { readonly status: "revoked"; readonly licence: Licence; readonly revocation: Revocation };

export interface VerifyContext {
  readonly keys: readonly ListedKey[];
  readonly revocations: readonly Revocation[];
  readonly verify: VerifySignature;
}

/** The payload's key id, read only to pick the key: nothing else of it is trusted yet. */
function claimedKeyId(payload: string): string | null {
  const bytes = fromBase64url(payload);
  if (bytes === null) return null;
  try {
    const wire: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const id = (wire as { k?: unknown } | null)?.k;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/** The verdict on `fragment` (the address after `#`, with or without it). */
export async function verifyCertificate(
  fragment: string,
  { keys, revocations, verify }: VerifyContext,
): Promise<Verdict> {
  if (fragment === "" || fragment === "#") return { status: "absent" };
  const parts = parseFragment(fragment);
  if (parts === null) return { status: "invalid", reason: "malformed" };
  const id = claimedKeyId(parts.payload);
  const candidates = keys.filter((key) => key.id === id);
  if (candidates.length === 0) {
    return { status: "invalid", reason: id === null ? "malformed" : "unknown-key" };
  }
  let signed = false;
  for (const key of candidates) {
    const publicKey = fromBase64url(key.publicKey);
    if (publicKey === null) continue;
    try {
      signed = await verify(publicKey, parts.signature, parts.message);
    } catch {
      return { status: "unchecked" };
    }
    if (signed) break;
  }
  if (!signed) return { status: "invalid", reason: "signature" };
  const licence = decodePayload(parts.payload, parts.version);
  // Signed but not a licence of this format (a key used for something else): not one.
  if (licence === null || licence.keyId !== id) return { status: "invalid", reason: "malformed" };
  const revocation = revocations.find((item) => item.number === licence.number);
  return revocation ? { status: "revoked", licence, revocation } : { status: "valid", licence };
}
