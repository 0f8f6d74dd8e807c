/**
^ * What the order API answers (functions/api/: each route file calls one of these with its
 * request and the store its bindings give). Every answer is personal: `no-store`, no Referer,
 * not indexed. A wrong, malformed, expired or erased token, and a file whose ticket does not
 * open it, all get the same 404, after the same work. docs/decisions/0023-order-store.md.
 */
import { byteRange } from "../../deploy/byte-range.mjs";
import { SECURITY_HEADERS } from "../../deploy/security-headers.mjs";
import { LICENCE_NUMBER_PATTERN } from "../../src/features/licence/certificate.ts";
import type { OrderBindings } from "../../src/features/orders/cloudflare.ts";
import { ticketOpens } from "../../src/features/orders/media-ticket.ts";
import {
  API_ERRORS,
  ORDER_NUMBER_PATTERN,
  SONG_FILES,
  TOKEN_READ_MAX,
  fileKey,
  isExpired,
  isSongFile,
  type ApiError,
  type DownloadView,
  type SongFile,
} from "../../src/features/orders/order-model.ts";
import {
  StoreNotReady,
  certificateStatus,
  downloadAddress,
  findOrder,
  findOrderByToken,
  orderView,
  recordDownload,
  type OrderStore,
} from "../../src/features/orders/order-store.ts";

/** The headers of every answer of the API: the site's own, then what keeps it private. */
export const API_HEADERS = {
  ...SECURITY_HEADERS,
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The store the bindings give, or null where the project runs without them. */
export function storeOf(env: OrderBindings): OrderStore | null {
  return env.PEDIDOS && env.ARQUIVOS ? { db: env.PEDIDOS, files: env.ARQUIVOS } : null;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...API_HEADERS, "Content-Type": "application/json; charset=utf-8" },
  });

const error = (status: number, code: ApiError) => json(status, { error: code });
const notFound = () => error(404, API_ERRORS.notFound);

/** Answers `work`, or 503 when the store is missing or has no tables yet. */
export async function withStore(
  store: OrderStore | null,
  work: (store: OrderStore) => Promise<Response>,
): Promise<Response> {
  if (store === null) return error(503, API_ERRORS.unavailable);
  try {
    return await work(store);
  } catch (failure) {
    if (failure instanceof StoreNotReady) return error(503, API_ERRORS.unavailable);
    throw failure;
  }
}

/** The token of `Authorization: Bearer <token>`, cut to what a token can be. */
function bearer(request: Request): string {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S*)$/i.exec(header.slice(0, TOKEN_READ_MAX + 16));
  return (match?.[1] ?? header).slice(0, TOKEN_READ_MAX + 1);
}

export interface ApiRequest {
  readonly request: Request;
  readonly store: OrderStore | null;
  readonly now: Date;
}

/** GET /api/pedido: the order the token opens, for its page. */
export function answerOrder({ request, store, now }: ApiRequest): Promise<Response> {
  return withStore(store, async (orders) => {
    const found = await findOrderByToken(orders, bearer(request), now);
    return found ? json(200, await orderView(found, now)) : notFound();
  });
}

/** The largest body the download's confirmation may have. */
const CONFIRMATION_MAX_BYTES = 256;

/** `{ "song": 1, "confirmed": true }`, or null. */
async function confirmation(request: Request): Promise<number | null> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (!(length > 0 && length <= CONFIRMATION_MAX_BYTES)) return null;
  try {
    const body = JSON.parse((await request.text()).slice(0, CONFIRMATION_MAX_BYTES)) as unknown;
    if (typeof body !== "object" || body === null) return null;
    const { song, confirmed } = body as Record<string, unknown>;
    return confirmed === true && typeof song === "number" && Number.isInteger(song) ? song : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/pedido/download, with the token and `{ song, confirmed: true }`: the one request
 * that records a download (the first one's time once, every one counted), answered with the
 * file's address. Opening the page, playing a preview or fetching a file records nothing.
 */
export function answerDownload({ request, store, now }: ApiRequest): Promise<Response> {
  return withStore(store, async (orders) => {
    const found = await findOrderByToken(orders, bearer(request), now);
    if (!found) return notFound();
    const song = await confirmation(request);
    if (song === null) return error(400, API_ERRORS.badRequest);
    const recorded = await recordDownload(orders, found.order.number, song, now);
    if (!recorded) return error(409, API_ERRORS.notReady);
    const answer: DownloadView = {
      url: await downloadAddress(found, song, now),
      ...recorded,
    };
    return json(200, answer);
  });
}

/** "Noite no Cairo.mp3" → an ASCII name for old clients, and the name itself (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\;%]/g, "")
    .trim();
  const fallback = ascii === "" || ascii.startsWith(".") ? "musica.mp3" : ascii;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The parts of /api/pedido/arquivo/<order>/<song>/<file>, or null. */
function fileRequest(path: readonly string[]) {
  const [order = "", songText = "", name = "", ...rest] = path;
  const song = /^[1-3]$/.test(songText) ? Number(songText) : 0;
  if (rest.length > 0 || !ORDER_NUMBER_PATTERN.test(order) || song === 0 || !isSongFile(name)) {
    return null;
  }
  return { order, song, name: name as SongFile };
}

/**
 * GET and HEAD /api/pedido/arquivo/<order>/<song>/<file>?t=<ticket>: a preview, or the full
 * version after its download was recorded, with byte ranges (a seek, a resumed download).
 */
export function answerFile(
  { request, store, now }: ApiRequest,
  path: readonly string[],
): Promise<Response> {
  return withStore(store, async (orders) => {
    const wanted = fileRequest(path);
    const ticket = new URL(request.url).searchParams.get("t") ?? "";
    const found = wanted ? await findOrder(orders, wanted.order) : null;
    if (!wanted || !found || found.order.erasedAt || isExpired(found.order, now)) {
      return notFound();
    }
    const opens = await ticketOpens(
      found.mediaKey,
      wanted,
      ticket,
      Math.floor(now.getTime() / 1000),
    );
    const song = found.order.songs.find((item) => item.song === wanted.song);
    const full = wanted.name === SONG_FILES.full;
    const allowed =
      opens &&
      song !== undefined &&
      song.refundedAt === null &&
      (full ? song.firstDownloadAt !== null : song.previewsAt !== null);
    if (!allowed || !song) return notFound();

    const key = fileKey(wanted.order, wanted.song, wanted.name);
    const head = await orders.files.head(key);
    if (!head) return notFound();
    const headers = new Headers({
      ...API_HEADERS,
      "Content-Type": head.httpMetadata?.contentType ?? "application/octet-stream",
      "Accept-Ranges": "bytes",
      ETag: head.httpEtag,
      ...(full ? { "Content-Disposition": contentDisposition(song.fileName ?? "musica.mp3") } : {}),
    });
    if (request.method === "HEAD") {
      headers.set("Content-Length", String(head.size));
      return new Response(null, { status: 200, headers });
    }
    const range = byteRange(request.headers.get("Range"), head.size, {
      ifRange: request.headers.get("If-Range"),
      etag: head.httpEtag,
    });
    if (range.status === 416) {
      headers.set("Content-Range", `bytes */${head.size}`);
      return new Response(null, { status: 416, headers });
    }
    const object = await orders.files.get(
      key,
      range.status === 206
        ? { range: { offset: range.start, length: range.end - range.start + 1 } }
        : {},
    );
    if (!object) return notFound();
    if (range.status === 206) {
      headers.set("Content-Range", `bytes ${range.start}-${range.end}/${head.size}`);
    }
    headers.set(
      "Content-Length",
      String(range.status === 206 ? range.end - range.start + 1 : head.size),
    );
    return new Response(object.body, { status: range.status, headers });
  });
}

/**
 * GET /api/licenca/<number>: a certificate's status as the store knows it (its cancellation's
 * date, reason and successor), so that a refund cancels it at once, with no new build. A number the store does not know (a certificate issued
 * outside an order) is answered `known: false`, not 404, so that no browser logs an error for it:
 * /licenca then reads the list the build published. 404 for what is no number at all.
 */
export function answerCertificate({ store }: ApiRequest, number: string): Promise<Response> {
  return withStore(store, async (orders) => {
    if (!LICENCE_NUMBER_PATTERN.test(number)) return notFound();
    const status = await certificateStatus(orders, number);
    return json(200, {
      number,
      known: status !== null,
      revokedOn: status?.revokedOn ?? null,
      // Why it ended, so that /licenca says its true reason (issue 58), and its successor.
      reason: status?.reason ?? null,
      replacedBy: status?.replacedBy ?? null,
    });
  });
}
