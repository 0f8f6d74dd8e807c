/**
 * The order store: orders in D1, their files in a private R2 bucket. The one implementation the
 * Pages Functions (functions/api/) and the owner's command (`npm run pedido`, local or remote)
 * share; every write the order has goes through here. docs/decisions/0023-order-store.md.
 *
 * Each write is one statement or one batch (a transaction), so that an order is never left half
 * changed: files are uploaded first, and the order only names them once they are all there.
 */
import { toBase64url, toHex } from "../licence/base64url.ts";
import type { RevocationReason } from "../licence/verify.ts";
import type { D1Database, D1PreparedStatement, R2Bucket } from "./cloudflare.ts";
import { makeTicket, newMediaKey } from "./media-ticket.ts";
import {
  DOWNLOAD_TICKET_SECONDS,
  PACKAGE_SONGS,
  PREVIEW_FILES,
  PREVIEW_TICKET_SECONDS,
  SONG_FILES,
  TOKEN_BYTES,
  TOKEN_PATTERN,
  TOKEN_READ_MAX,
  fileAddress,
  fileKey,
  isExpired,
  newOrderNumber,
  songStage,
  type OrderRecord,
  type OrderView,
  type PackageId,
  type SongRecord,
  type SongView,
} from "./order-model.ts";

export interface OrderStore {
  readonly db: D1Database;
  readonly files: R2Bucket;
}

/** An order with the key its tickets are made with, which never leaves the store's side. */
export interface StoredOrder {
  readonly order: OrderRecord;
  readonly mediaKey: string;
}

/** The store's tables are not there (the schema's migrations were never applied). */
export class StoreNotReady extends Error {
  constructor(cause: unknown) {
    super("the order store's tables are missing: apply deploy/d1-migrations", { cause });
    this.name = "StoreNotReady";
  }
}

const encoder = new TextEncoder();

/** The SHA-256 of a token, hexadecimal: all the store keeps of it. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(token));
  return toHex(new Uint8Array(digest));
}

/** A new private token: TOKEN_BYTES random bytes. */
export const newToken = () => toBase64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));

interface OrderRow {
  number: string;
  media_key: string;
  package: PackageId | null;
  buyer_name: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  platform_code: string | null;
  purchased_on: string;
  terms_version: string;
  created_at: string;
  erased_at: string | null;
}

interface SongRow {
  order_number: string;
  song: number;
  title: string | null;
  lyrics_sent_at: string | null;
  previews_at: string | null;
  preview_seconds: string | null;
  delivered_at: string | null;
  file_name: string | null;
  file_bytes: number | null;
  file_seconds: number | null;
  file_sha256: string | null;
  certificate_number: string | null;
  certificate: string | null;
  first_download_at: string | null;
  downloads: number;
  refunded_at: string | null;
}

const ORDER_COLUMNS =
  "number, media_key, package, buyer_name, buyer_email, buyer_phone, platform_code, purchased_on, terms_version, created_at, erased_at";

function songRecord(row: SongRow): SongRecord {
  return {
    song: row.song,
    title: row.title,
    lyricsSentAt: row.lyrics_sent_at,
    previewsAt: row.previews_at,
    previewSeconds: row.preview_seconds ? (JSON.parse(row.preview_seconds) as number[]) : null,
    deliveredAt: row.delivered_at,
    fileName: row.file_name,
    fileBytes: row.file_bytes,
    fileSeconds: row.file_seconds,
    fileSha256: row.file_sha256,
    certificateNumber: row.certificate_number,
    certificate: row.certificate,
    firstDownloadAt: row.first_download_at,
    downloads: row.downloads,
    refundedAt: row.refunded_at,
  };
}

function orderRecord(row: OrderRow, songs: readonly SongRow[]): OrderRecord {
  return {
    number: row.number,
    package: row.package,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    buyerPhone: row.buyer_phone,
    platformCode: row.platform_code,
    purchasedOn: row.purchased_on,
    termsVersion: row.terms_version,
    createdAt: row.created_at,
    erasedAt: row.erased_at,
    songs: songs
      .filter((song) => song.order_number === row.number)
      .sort((a, b) => a.song - b.song)
      .map(songRecord),
  };
}

/** Runs a read or write, telling a store without its tables from any other failure. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (/no such table/i.test(String((error as Error)?.message ?? error))) {
      throw new StoreNotReady(error);
    }
    throw error;
  }
}

async function songRows(db: D1Database, number: string): Promise<SongRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM songs WHERE order_number = ?1 ORDER BY song")
    .bind(number)
    .all<SongRow>();
  return results;
}

async function stored(db: D1Database, row: OrderRow | null): Promise<StoredOrder | null> {
  if (!row) return null;
  return { order: orderRecord(row, await songRows(db, row.number)), mediaKey: row.media_key };
}

/**
 * The order a token opens, or null: a wrong, malformed, erased or expired token alike. Every
 * token, well formed or not, is hashed and looked up, so that none answers sooner than another.
 */
export function findOrderByToken(
  { db }: OrderStore,
  token: string,
  now: Date,
): Promise<StoredOrder | null> {
  return guarded(async () => {
    const wellFormed = TOKEN_PATTERN.test(token);
    const hash = await tokenHash(token.slice(0, TOKEN_READ_MAX));
    const row = await db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE token_hash = ?1 AND erased_at IS NULL`)
      .bind(hash)
      .first<OrderRow>();
    const found = await stored(db, wellFormed ? row : null);
    return found && !isExpired(found.order, now) ? found : null;
  });
}

/** An order by its number, erased or not. */
export function findOrder({ db }: OrderStore, number: string): Promise<StoredOrder | null> {
  return guarded(async () =>
    stored(
      db,
      await db
        .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE number = ?1`)
        .bind(number)
        .first<OrderRow>(),
    ),
  );
}

/** Every order, newest purchase first. */
export function listOrders({ db }: OrderStore): Promise<OrderRecord[]> {
  return guarded(async () => {
    const [orders, songs] = await Promise.all([
      db
        .prepare(`SELECT ${ORDER_COLUMNS} FROM orders ORDER BY purchased_on DESC, created_at DESC`)
        .all<OrderRow>(),
      db.prepare("SELECT * FROM songs").all<SongRow>(),
    ]);
    return orders.results.map((row) => orderRecord(row, songs.results));
  });
}

/**
 * The rows the store holds for one buyer, as they are (every column, `npm run dados -- titular`):
 * her orders by her e-mail, written in any case, their songs and their certificates.
 */
export function rowsOfBuyer({ db }: OrderStore, email: string) {
  return guarded(async () => {
    const { results: orders } = await db
      .prepare("SELECT * FROM orders WHERE lower(buyer_email) = lower(?1) ORDER BY purchased_on")
      .bind(email.trim())
      .all<Record<string, unknown>>();
    const numbers = orders.map((order) => String(order.number));
    const rows = async (table: "songs" | "certificates" | "sales") =>
      numbers.length === 0
        ? []
        : (
            await db
              .prepare(
                `SELECT * FROM ${table} WHERE order_number IN (${numbers.map((_, index) => `?${index + 1}`).join(", ")})`,
              )
              .bind(...numbers)
              .all<Record<string, unknown>>()
          ).results;
    const sales = await rows("sales");
    // The platform's events of her sales (issue 58), by the sale they belong to.
    const events = (
      await Promise.all(
        sales.map(
          async (sale) =>
            (
              await db
                .prepare(
                  "SELECT * FROM sale_events WHERE platform = ?1 AND transaction_code = ?2 ORDER BY received_at",
                )
                .bind(sale.platform, sale.transaction_code)
                .all<Record<string, unknown>>()
            ).results,
        ),
      )
    ).flat();
    return {
      orders,
      songs: await rows("songs"),
      certificates: await rows("certificates"),
      sales,
      events,
    };
  });
}

export interface NewOrder {
  /** Null: a sale of a product she has not mapped, opened "a confirmar" with no songs. */
  readonly package: PackageId | null;
  readonly buyerName: string;
  readonly buyerEmail: string;
  /** Her phone, where the platform gave one (the WhatsApp message with her address). */
  readonly buyerPhone?: string | null;
  readonly platformCode: string | null;
  readonly purchasedOn: string;
  readonly termsVersion: string;
}

/** Records a paid order and its songs; gives its number and its private token, shown once. */
export function createOrder(
  store: OrderStore,
  input: NewOrder & { readonly package: PackageId },
  now: Date,
): Promise<{ number: string; token: string }> {
  return guarded(async () => {
    const opened = await insertOrder(store, input, now, null);
    return { number: opened.number, token: opened.token ?? "" };
  });
}

/** How the platform took a sale's money back. */
export type SaleRefundKind = "refunded" | "chargeback" | "canceled";

/** A sale as the platform names it: the key its every event carries. */
export interface SaleKey {
  readonly platform: "hotmart" | "kiwify";
  readonly transaction: string;
}

/** What the approval says of the sale besides its order, kept on the sale's row. */
export interface SaleFacts {
  /** `<product>` or `<product>:<offer>`: the key VENDAS_PRODUTOS maps to a package. */
  readonly product: string | null;
  readonly coupon: string | null;
}

/**
 * Opens the order of a sale the platform approved, once: the same approval delivered again, or
 * twenty times at once, finds the order the first one opened (`opened: false`, no token: its
 * address was made once). A refund that came first is applied at once (`recordSaleRefund`).
 */
export function openOrderForSale(
  store: OrderStore,
  input: NewOrder,
  sale: SaleKey & Partial<SaleFacts>,
  now: Date,
): Promise<{ number: string; token: string | null; opened: boolean; refunded: boolean }> {
  return guarded(async () => {
    const { row, ...result } = await insertOrder(store, input, now, sale);
    if (row?.refunded_at) {
      await refundWholeOrder(store, result.number, row.refunded_at, row.refund_kind);
    }
    return { ...result, refunded: Boolean(row?.refunded_at) };
  });
}

/**
 * The order's row and its songs in one transaction. With a sale, the sale's row is claimed first
 * (inserted, or given this number where a refund made it without one) and the order is written
 * only if the claim is this call's: D1 runs a batch as one transaction, so of twenty calls at
 * once exactly one writes.
 */
async function insertOrder(
  { db }: OrderStore,
  input: NewOrder,
  now: Date,
  sale: (SaleKey & Partial<SaleFacts>) | null,
): Promise<{ number: string; token: string | null; opened: boolean; row: SaleRow | null }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const number = newOrderNumber();
    const token = newToken();
    const claimed = sale
      ? " WHERE (SELECT order_number FROM sales WHERE platform = ?12 AND transaction_code = ?13) = ?1"
      : "";
    // An order "a confirmar" has no songs until its package is confirmed (confirmPackage).
    const count = input.package === null ? 0 : PACKAGE_SONGS[input.package];
    const songs = Array.from({ length: count }, (_, index) =>
      db
        .prepare(
          "INSERT INTO songs (order_number, song) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM orders WHERE number = ?1)",
        )
        .bind(number, index + 1),
    );
    const values = [
      number,
      await tokenHash(token),
      newMediaKey(),
      input.package,
      input.buyerName,
      input.buyerEmail,
      input.buyerPhone ?? null,
      input.platformCode,
      input.purchasedOn,
      input.termsVersion,
      now.toISOString(),
      ...(sale ? [sale.platform, sale.transaction] : []),
    ];
    try {
      await db.batch([
        ...(sale
          ? [
              db
                .prepare(
                  `INSERT INTO sales (platform, transaction_code, order_number, product, coupon)
                   VALUES (?1, ?2, COALESCE((${HAND_MADE}), ?3), ?4, ?5)
                   ON CONFLICT (platform, transaction_code) DO UPDATE SET
                     order_number = COALESCE(sales.order_number, excluded.order_number),
                     product = COALESCE(sales.product, excluded.product),
                     coupon = COALESCE(sales.coupon, excluded.coupon)`,
                )
                .bind(
                  sale.platform,
                  sale.transaction,
                  number,
                  sale.product ?? null,
                  sale.coupon ?? null,
                ),
            ]
          : []),
        db
          .prepare(
            `INSERT INTO orders (number, token_hash, media_key, package, buyer_name, buyer_email, buyer_phone, platform_code, purchased_on, terms_version, created_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11${claimed}`,
          )
          .bind(...values),
        ...songs,
      ]);
    } catch (error) {
      // Another order has this number (one in a billion): draw another.
      if (!/UNIQUE/i.test(String((error as Error)?.message ?? error))) throw error;
      continue;
    }
    if (!sale) return { number, token, opened: true, row: null };
    // The sale as the claim left it: whose order it is, and a refund that came first.
    const row = await saleRow(db, sale);
    const owner = row?.order_number ?? null;
    if (owner === null)
      throw new Error(`the sale ${sale.transaction} has no order after its claim`);
    return owner === number
      ? { number, token, opened: true, row }
      : { number: owner, token: null, opened: false, row };
  }
  throw new Error("no free order number after 5 draws");
}

/**
 * An order she opened by hand (`npm run pedido -- novo --codigo`) for the same sale, before the
 * platform's event came: the sale takes it rather than open a second one. Bound to ?2, the code.
 */
const HAND_MADE =
  "SELECT number FROM orders WHERE platform_code = ?2 AND erased_at IS NULL ORDER BY created_at LIMIT 1";

interface SaleRow {
  readonly order_number: string | null;
  readonly refund_kind: SaleRefundKind | null;
  readonly refunded_at: string | null;
}

const saleRow = (db: D1Database, sale: SaleKey) =>
  db
    .prepare(
      "SELECT order_number, refund_kind, refunded_at FROM sales WHERE platform = ?1 AND transaction_code = ?2",
    )
    .bind(sale.platform, sale.transaction)
    .first<SaleRow>();

/** What the platform did, as the reason a certificate's cancellation records. */
const PLATFORM_REASONS = {
  refunded: "platform-refund",
  chargeback: "chargeback",
  canceled: "platform-cancel",
} as const satisfies Record<SaleRefundKind, RevocationReason>;

/**
 * Every song of the order still live, refunded at `at` by the platform's `kind`: their
 * certificates cancelled with them, saying so.
 */
async function refundWholeOrder(
  store: OrderStore,
  number: string,
  at: string,
  kind: SaleRefundKind | null,
) {
  const found = await findOrder(store, number);
  const live = found?.order.songs.filter((song) => song.refundedAt === null) ?? [];
  if (live.length > 0) {
    await refundSongs(
      store,
      number,
      live.map((song) => song.song),
      new Date(at),
      PLATFORM_REASONS[kind ?? "refunded"],
    );
  }
}

/**
 * The platform refunded, charged back or cancelled a sale: recorded on the sale (the first such
 * event's kind and time stay), and, where its order is open, every song refunded and every
 * certificate cancelled at once. Before the approval, it waits for the order (openOrderForSale).
 * A status never goes back: nothing here reopens a refunded song.
 */
export function recordSaleRefund(
  store: OrderStore,
  sale: SaleKey,
  kind: SaleRefundKind,
  now: Date,
): Promise<{ number: string | null }> {
  return guarded(async () => {
    await store.db
      .prepare(
        `INSERT INTO sales (platform, transaction_code, order_number, refund_kind, refunded_at)
         VALUES (?1, ?2, (${HAND_MADE}), ?3, ?4)
         ON CONFLICT (platform, transaction_code) DO UPDATE SET
           order_number = COALESCE(sales.order_number, excluded.order_number),
           refund_kind = COALESCE(sales.refund_kind, excluded.refund_kind),
           refunded_at = COALESCE(sales.refunded_at, excluded.refunded_at)`,
      )
      .bind(sale.platform, sale.transaction, kind, now.toISOString())
      .run();
    const row = await saleRow(store.db, sale);
    if (row?.order_number && row.refunded_at) {
      await refundWholeOrder(store, row.order_number, row.refunded_at, row.refund_kind);
    }
    return { number: row?.order_number ?? null };
  });
}

/**
 * Gives an order "a confirmar" its package, and its songs, in one transaction: the package is
 * written only where none is yet, and the songs only for the package written, so that two
 * confirmations at once make one. A refund the platform sent before is applied to the new songs
 * at once. Gives the package the order has, whoever confirmed it, and whether this call did.
 */
export function confirmPackage(
  store: OrderStore,
  number: string,
  pkg: PackageId,
): Promise<{ package: PackageId | null; confirmed: boolean }> {
  return guarded(async () => {
    const { db } = store;
    const [written] = await db.batch([
      db
        .prepare(
          "UPDATE orders SET package = ?2 WHERE number = ?1 AND package IS NULL AND erased_at IS NULL",
        )
        .bind(number, pkg),
      ...Array.from({ length: PACKAGE_SONGS[pkg] }, (_, index) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO songs (order_number, song)
             SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM orders WHERE number = ?1 AND package = ?3)`,
          )
          .bind(number, index + 1, pkg),
      ),
    ]);
    const confirmed = (written?.meta?.changes ?? 0) > 0;
    const refund = await db
      .prepare(
        "SELECT refunded_at, refund_kind FROM sales WHERE order_number = ?1 AND refunded_at IS NOT NULL",
      )
      .bind(number)
      .first<{ refunded_at: string; refund_kind: SaleRefundKind | null }>();
    if (refund) await refundWholeOrder(store, number, refund.refunded_at, refund.refund_kind);
    const found = await findOrder(store, number);
    return { package: found?.order.package ?? null, confirmed };
  });
}

/**
 * Claims the sending of the order's address for this call: true for exactly one caller, until
 * `releaseAddress` gives it back (the sending failed). The e-mail goes once.
 */
export function claimAddress({ db }: OrderStore, sale: SaleKey, now: Date): Promise<boolean> {
  return guarded(async () => {
    const result = await db
      .prepare(
        `UPDATE sales SET address_sent_at = ?3
         WHERE platform = ?1 AND transaction_code = ?2 AND address_sent_at IS NULL`,
      )
      .bind(sale.platform, sale.transaction, now.toISOString())
      .run();
    return (result.meta?.changes ?? 0) > 0;
  });
}

/** The sending failed: the next delivery of the event may try again. */
export function releaseAddress({ db }: OrderStore, sale: SaleKey): Promise<void> {
  return guarded(async () => {
    await db
      .prepare(
        "UPDATE sales SET address_sent_at = NULL WHERE platform = ?1 AND transaction_code = ?2",
      )
      .bind(sale.platform, sale.transaction)
      .run();
  });
}

/** A sale the platform reported, as the owner's list shows it beside its order. */
export interface SaleOfOrder {
  readonly platform: SaleKey["platform"];
  readonly transaction: string;
  readonly refundKind: SaleRefundKind | null;
  readonly refundedAt: string | null;
  /**
   * When the order's address went: by e-mail, or to her in `npm run pedido -- lista` or
   * `confirmar`, for her to send; null: no one has it yet.
   */
  readonly addressSentAt: string | null;
  /** `<product>[:<offer>]` as the platform named it. */
  readonly product: string | null;
  readonly coupon: string | null;
}

/** Every order's sale, where the platform reported one: by order number. */
export function salesByOrder({ db }: OrderStore): Promise<Map<string, SaleOfOrder>> {
  return guarded(async () => {
    const { results } = await db
      .prepare(
        "SELECT platform, transaction_code, order_number, refund_kind, refunded_at, address_sent_at, product, coupon FROM sales WHERE order_number IS NOT NULL",
      )
      .all<{
        platform: SaleKey["platform"];
        transaction_code: string;
        order_number: string;
        refund_kind: SaleOfOrder["refundKind"];
        refunded_at: string | null;
        address_sent_at: string | null;
        product: string | null;
        coupon: string | null;
      }>();
    return new Map(
      results.map((row) => [
        row.order_number,
        {
          platform: row.platform,
          transaction: row.transaction_code,
          refundKind: row.refund_kind,
          refundedAt: row.refunded_at,
          addressSentAt: row.address_sent_at,
          product: row.product,
          coupon: row.coupon,
        },
      ]),
    );
  });
}

/**
 * Keeps an event the platform sent (its id, kind and time); false where it was already kept,
 * since a platform delivers an event again until it is answered.
 */
export function recordSaleEvent(
  { db }: OrderStore,
  event: {
    readonly platform: SaleKey["platform"];
    readonly eventId: string;
    readonly kind: string;
    readonly platformEvent: string;
    readonly transaction: string;
  },
  now: Date,
): Promise<boolean> {
  return guarded(async () => {
    const result = await db
      .prepare(
        `INSERT OR IGNORE INTO sale_events (platform, event_id, kind, platform_event, transaction_code, received_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(
        event.platform,
        event.eventId,
        event.kind,
        event.platformEvent,
        event.transaction,
        now.toISOString(),
      )
      .run();
    return (result.meta?.changes ?? 0) > 0;
  });
}

/** A new token for an order (the old address stops opening it). */
export function replaceToken({ db }: OrderStore, number: string): Promise<string> {
  return guarded(async () => {
    const token = newToken();
    await db
      .prepare("UPDATE orders SET token_hash = ?1 WHERE number = ?2 AND erased_at IS NULL")
      .bind(await tokenHash(token), number)
      .run();
    return token;
  });
}

const updateSong = (db: D1Database, sets: string, number: string, song: number) =>
  db.prepare(`UPDATE songs SET ${sets} WHERE order_number = ?1 AND song = ?2`).bind(number, song);

/** Records that a song's lyrics went by e-mail (the first time only). */
export function recordLyrics({ db }: OrderStore, number: string, song: number, now: Date) {
  return guarded(async () => {
    await db
      .prepare(
        "UPDATE songs SET lyrics_sent_at = COALESCE(lyrics_sent_at, ?3) WHERE order_number = ?1 AND song = ?2",
      )
      .bind(number, song, now.toISOString())
      .run();
  });
}

/** A preview as uploaded: its two encodings and its length. */
export interface PreviewUpload {
  readonly opus: Uint8Array;
  readonly mp3: Uint8Array;
  readonly seconds: number;
}

const AUDIO_TYPES = { opus: "audio/ogg", mp3: "audio/mpeg" } as const;

/** Puts a song's two previews on the page, replacing earlier ones. */
export function putPreviews(
  { db, files }: OrderStore,
  number: string,
  song: number,
  previews: readonly [PreviewUpload, PreviewUpload],
  now: Date,
) {
  return guarded(async () => {
    // Every file first: a failed upload leaves the order as it was.
    await Promise.all(
      previews.flatMap((preview, index) => {
        const names = PREVIEW_FILES[index];
        if (!names) return [];
        return (["opus", "mp3"] as const).map((format) =>
          files.put(fileKey(number, song, names[format]), preview[format], {
            httpMetadata: { contentType: AUDIO_TYPES[format] },
          }),
        );
      }),
    );
    await updateSong(
      db,
      "previews_at = ?3, preview_seconds = ?4, lyrics_sent_at = COALESCE(lyrics_sent_at, ?3)",
      number,
      song,
    )
      .bind(
        number,
        song,
        now.toISOString(),
        JSON.stringify(previews.map((preview) => Math.round(preview.seconds))),
      )
      .run();
  });
}

export interface FullVersion {
  readonly title: string;
  readonly bytes: Uint8Array;
  /** The file name the buyer's download gets. */
  readonly name: string;
  readonly seconds: number;
  readonly sha256: string;
  /** The song's signed certificate, when the owner has a key. */
  readonly certificate: { readonly number: string; readonly fragment: string } | null;
}

/**
 * Puts a song's full version on the page, with its certificate. A replacement (a defect
 * corrected) keeps the first download's record and cancels the certificate it replaces.
 */
export function deliverSong(
  { db, files }: OrderStore,
  number: string,
  song: number,
  full: FullVersion,
  now: Date,
) {
  return guarded(async () => {
    const previous = (await songRows(db, number)).find((row) => row.song === song);
    await files.put(fileKey(number, song, SONG_FILES.full), full.bytes, {
      httpMetadata: { contentType: AUDIO_TYPES.mp3 },
    });
    const today = now.toISOString().slice(0, 10);
    const statements: D1PreparedStatement[] = [
      updateSong(
        db,
        `title = ?3, delivered_at = COALESCE(delivered_at, ?4), file_name = ?5, file_bytes = ?6,
         file_seconds = ?7, file_sha256 = ?8, certificate_number = ?9, certificate = ?10`,
        number,
        song,
      ).bind(
        number,
        song,
        full.title,
        now.toISOString(),
        full.name,
        full.bytes.byteLength,
        full.seconds,
        full.sha256,
        full.certificate?.number ?? null,
        full.certificate?.fragment ?? null,
      ),
    ];
    if (full.certificate) {
      statements.push(
        db
          .prepare("INSERT INTO certificates (number, order_number) VALUES (?1, ?2)")
          .bind(full.certificate.number, number),
      );
    }
    const replaced = previous?.certificate_number;
    if (replaced && replaced !== full.certificate?.number) {
      // Not a refund: the new version's certificate, where it has one, takes its place.
      statements.push(
        revokeStatement(db, "number = ?1").bind(
          replaced,
          today,
          "replaced",
          full.certificate?.number ?? null,
        ),
      );
    }
    await db.batch(statements);
  });
}

/**
 * Records a confirmed download, in one conditional statement: the first one's time is written
 * once, whoever asks at the same moment, and every one is counted. Null when the song has no
 * full version on the page, or was refunded.
 */
export function recordDownload(
  { db }: OrderStore,
  number: string,
  song: number,
  now: Date,
): Promise<{ firstDownloadAt: string; downloads: number } | null> {
  return guarded(async () => {
    const row = await db
      .prepare(
        `UPDATE songs SET downloads = downloads + 1, first_download_at = COALESCE(first_download_at, ?3)
         WHERE order_number = ?1 AND song = ?2 AND delivered_at IS NOT NULL AND refunded_at IS NULL
         RETURNING first_download_at, downloads`,
      )
      .bind(number, song, now.toISOString())
      .first<{ first_download_at: string; downloads: number }>();
    return row ? { firstDownloadAt: row.first_download_at, downloads: row.downloads } : null;
  });
}

/**
 * Cancels the certificates `where` names (bound from ?1, ?5 on), on the day ?2, for the reason ?3
 * (?4: the replacing certificate's number, or null): the date and the reason are written together
 * and once, so that a second cancellation changes neither.
 */
const revokeStatement = (db: D1Database, where: string) =>
  db.prepare(
    `UPDATE certificates SET revoked_on = ?2, revoked_reason = ?3, replaced_by = ?4
     WHERE ${where} AND revoked_on IS NULL`,
  );

/**
 * Records the refund of some songs of an order, and cancels their certificates at once, for
 * `reason`: the seller's refund, or the platform's (refundWholeOrder).
 */
export function refundSongs(
  { db }: OrderStore,
  number: string,
  songs: readonly number[],
  now: Date,
  reason: Extract<
    RevocationReason,
    "refund" | "platform-refund" | "chargeback" | "platform-cancel"
  >,
) {
  return guarded(async () => {
    const today = now.toISOString().slice(0, 10);
    const statements = songs.flatMap((song) => [
      revokeStatement(
        db,
        "number = (SELECT certificate_number FROM songs WHERE order_number = ?1 AND song = ?5)",
      ).bind(number, today, reason, null, song),
      updateSong(db, "refunded_at = COALESCE(refunded_at, ?3)", number, song).bind(
        number,
        song,
        now.toISOString(),
      ),
    ]);
    await db.batch(statements);
  });
}

/**
 * Erases an order: its files and the buyer's personal data (her name, her e-mail, her phone, the songs'
 * titles and certificates, which hold her name, and what described the files). What remains is
 * the record of the sale that the law asks to keep, exactly the entries of the data register
 * (config/data-register.ts) marked "mantido": the numbers, the platform's code, the dates, the
 * files' SHA-256, the downloads and the refunds.
 */
export function eraseOrder({ db, files }: OrderStore, number: string, now: Date) {
  return guarded(async () => {
    const prefix = `pedidos/${number}/`;
    let cursor: string | undefined;
    do {
      const page = await files.list({ prefix, ...(cursor ? { cursor } : {}) });
      if (page.objects.length > 0) await files.delete(page.objects.map((object) => object.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    await db.batch([
      db
        .prepare(
          `UPDATE orders SET token_hash = NULL, media_key = '', buyer_name = NULL, buyer_email = NULL,
             buyer_phone = NULL, erased_at = COALESCE(erased_at, ?2) WHERE number = ?1`,
        )
        .bind(number, now.toISOString()),
      db
        .prepare(
          `UPDATE songs SET title = NULL, certificate = NULL, file_name = NULL, file_bytes = NULL,
             file_seconds = NULL, preview_seconds = NULL WHERE order_number = ?1`,
        )
        .bind(number),
    ]);
  });
}

/** Removes what was kept of an erased order once its record's time is over. */
export function forgetOrder({ db }: OrderStore, number: string) {
  return guarded(async () => {
    await db.batch([
      // The platform's events and the sale go with the record they belong to.
      db
        .prepare(
          `DELETE FROM sale_events WHERE (platform, transaction_code) IN
             (SELECT platform, transaction_code FROM sales WHERE order_number = ?1)`,
        )
        .bind(number),
      db.prepare("DELETE FROM sales WHERE order_number = ?1").bind(number),
      db.prepare("DELETE FROM songs WHERE order_number = ?1").bind(number),
      db.prepare("DELETE FROM orders WHERE number = ?1 AND erased_at IS NOT NULL").bind(number),
    ]);
  });
}

/** A certificate's status as the store knows it. */
export interface CertificateStatus {
  /** The cancellation's day, yyyy-mm-dd, or null while it is valid. */
  readonly revokedOn: string | null;
  /** Why; null while valid, or for a cancellation recorded before the reasons were. */
  readonly reason: RevocationReason | null;
  /** The replacing certificate's number, for a replaced one that has a successor. */
  readonly replacedBy: string | null;
}

/** A certificate's status, when the store knows it: its cancellation's date and reason, or null. */
export function certificateStatus(
  { db }: OrderStore,
  number: string,
): Promise<CertificateStatus | null> {
  return guarded(async () => {
    const row = await db
      .prepare("SELECT revoked_on, revoked_reason, replaced_by FROM certificates WHERE number = ?1")
      .bind(number)
      .first<{
        revoked_on: string | null;
        revoked_reason: RevocationReason | null;
        replaced_by: string | null;
      }>();
    return row
      ? { revokedOn: row.revoked_on, reason: row.revoked_reason, replacedBy: row.replaced_by }
      : null;
  });
}

/**
 * Cancels a certificate issued outside an order (npm run licence -- revoke), at once: refunded,
 * or replaced by the certificate `replacedBy` of a new version of the song.
 */
export function revokeCertificate(
  { db }: OrderStore,
  number: string,
  isoDate: string,
  replacedBy: string | null = null,
) {
  return guarded(async () => {
    await db.batch([
      db
        .prepare("INSERT INTO certificates (number) VALUES (?1) ON CONFLICT (number) DO NOTHING")
        .bind(number),
      revokeStatement(db, "number = ?1").bind(
        number,
        isoDate,
        replacedBy ? "replaced" : "refund",
        replacedBy,
      ),
    ]);
  });
}

/** The buyer's view of her order, each file's address with a ticket valid for a few hours. */
export async function orderView({ order, mediaKey }: StoredOrder, now: Date): Promise<OrderView> {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_TICKET_SECONDS;
  const songs = await Promise.all(
    order.songs.map(async (song): Promise<SongView> => {
      const stage = songStage(song);
      const showPreviews = song.previewsAt !== null && stage !== "refunded";
      const previews = showPreviews
        ? await Promise.all(
            PREVIEW_FILES.map(async (names, index) => {
              const address = async (name: (typeof names)[keyof typeof names]) =>
                fileAddress(
                  order.number,
                  song.song,
                  name,
                  await makeTicket(
                    mediaKey,
                    { order: order.number, song: song.song, name },
                    expires,
                  ),
                );
              return {
                opus: await address(names.opus),
                mp3: await address(names.mp3),
                seconds: song.previewSeconds?.[index] ?? 0,
              };
            }),
          )
        : [];
      const delivered = song.deliveredAt !== null && stage !== "refunded";
      return {
        song: song.song,
        title: song.title,
        stage,
        lyricsSentAt: song.lyricsSentAt,
        previewsAt: song.previewsAt,
        previews,
        deliveredAt: song.deliveredAt,
        file:
          delivered && song.fileName
            ? { name: song.fileName, bytes: song.fileBytes ?? 0, seconds: song.fileSeconds ?? 0 }
            : null,
        certificate: song.certificate,
        firstDownloadAt: song.firstDownloadAt,
        downloads: song.downloads,
        refundedAt: song.refundedAt,
      };
    }),
  );
  return {
    number: order.number,
    buyerName: order.buyerName ?? "",
    package: order.package,
    purchasedOn: order.purchasedOn,
    termsVersion: order.termsVersion,
    platformCode: order.platformCode,
    songs,
  };
}

/** The full version's address, with a ticket, for a download just recorded. */
export async function downloadAddress({ order, mediaKey }: StoredOrder, song: number, now: Date) {
  const name = SONG_FILES.full;
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_TICKET_SECONDS;
  const ticket = await makeTicket(mediaKey, { order: order.number, song, name }, expires);
  return fileAddress(order.number, song, name, ticket);
}
