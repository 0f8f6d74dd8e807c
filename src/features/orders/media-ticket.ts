/**
 * The tickets in a file's address. An `<audio>` element and a browser's download cannot send the
 * order's token in a header, and the token must never travel in an address (a log or a Referer
 * would keep it), so each file's address carries a ticket instead: an expiry time and an HMAC of
 * the file's name and that time, keyed with the order's own random key, which only the store
 * holds. A ticket opens one file of one order, for a few hours; a preview's ticket is made when
 * the page asks for the order, a download's only after the confirmed request that records it.
 *
 * WebCrypto only: it runs in Cloudflare's runtime and in Node as it is.
 */
import { fromBase64url, toBase64url } from "../licence/base64url.ts";
import type { SongFile } from "./order-model.ts";

const encoder = new TextEncoder();

/** A new order's key for its tickets: 32 random bytes, base64url. */
export const newMediaKey = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));

async function hmacKey(mediaKey: string) {
  const raw = fromBase64url(mediaKey);
  if (raw === null || raw.length !== 32) throw new TypeError("not an order's media key");
  return crypto.subtle.importKey(
    "raw",
    new Uint8Array(raw),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

const ticketMessage = (order: string, song: number, file: SongFile, expires: number) =>
  encoder.encode(`${order}/${song}/${file}/${expires}`);

/** `<expiry in Unix seconds>.<HMAC, base64url>` */
export async function makeTicket(
  mediaKey: string,
  file: { order: string; song: number; name: SongFile },
  expires: number,
): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(mediaKey),
    ticketMessage(file.order, file.song, file.name, expires),
  );
  return `${expires}.${toBase64url(new Uint8Array(signature))}`;
}

const TICKET = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Whether `ticket` opens this file at `now` (Unix seconds). */
export async function ticketOpens(
  mediaKey: string,
  file: { order: string; song: number; name: SongFile },
  ticket: string,
  now: number,
): Promise<boolean> {
  const match = TICKET.exec(ticket);
  const mac = match ? fromBase64url(match[2] ?? "") : null;
  if (!match || mac === null) return false;
  const expires = Number(match[1]);
  // The comparison of the signature is the runtime's own, in constant time.
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(mediaKey),
    new Uint8Array(mac),
    ticketMessage(file.order, file.song, file.name, expires),
  );
  return valid && expires > now;
}
