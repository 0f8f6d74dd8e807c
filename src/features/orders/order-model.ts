/**
 * An order delivered on the owner's own site, as the buyer's page (/pedido), the Pages Functions
 * (functions/api/) and the owner's command (`npm run pedido`) all read it: pure functions and
 * constants, no storage. docs/decisions/0023-order-store.md.
 *
 * No Node or DOM imports and `.ts` extensions in imports: this module runs in the browser, in
 * Cloudflare's runtime and in Node as it is.
 */
import { PROFESSIONAL_PACK_SONGS } from "../../config/env-common.ts";
import { NUMBER_ALPHABET, base32Symbols } from "../licence/certificate.ts";

/** The two packages, by the plans' ids, and how many songs each holds. */
export const PACKAGE_SONGS = { single: 1, triple: PROFESSIONAL_PACK_SONGS } as const;
export type PackageId = keyof typeof PACKAGE_SONGS;

/**
 * An order's number: six symbols of Crockford's base32 (no I, L, O or U), what the owner types
 * and says on the phone. Not a secret: it opens nothing.
 */
export const ORDER_NUMBER_LENGTH = 6;
export const ORDER_NUMBER_PATTERN = new RegExp(`^[${NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/** The private address's token: 18 random bytes (144 bits), 24 characters of base64url. */
export const TOKEN_BYTES = 18;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** Longer than any token: hashed no further, so that a huge header costs what a token costs. */
export const TOKEN_READ_MAX = 64;

/**
 * How long the order's page, its previews and its files stay, counted from the last event of the
 * order (the purchase, a delivery or a refund): the privacy policy says it, `npm run pedido --
 * apagar` empties the order once it has passed, and the site stops opening the page at once.
 */
export const ORDER_PAGE_DAYS = 180;
/**
 * What is kept of an order after it is erased (the sale, the deliveries, the downloads, the
 * refund and the certificates' numbers), and for how long: 5 years, the time a consumer has to
 * claim damages (CDC art. 27) and tax records are kept (CTN art. 173).
 */
export const ORDER_RECORD_YEARS = 5;

/** A preview's link and a download's link stay valid this long: then the page asks for new ones. */
export const PREVIEW_TICKET_SECONDS = 12 * 60 * 60;
export const DOWNLOAD_TICKET_SECONDS = 24 * 60 * 60;

/** The files of a song, by the name its address ends with. */
export const SONG_FILES = {
  preview1Opus: "previa-1.opus",
  preview1Mp3: "previa-1.mp3",
  preview2Opus: "previa-2.opus",
  preview2Mp3: "previa-2.mp3",
  full: "musica.mp3",
} as const;
export type SongFile = (typeof SONG_FILES)[keyof typeof SONG_FILES];
export const PREVIEW_FILES = [
  { opus: SONG_FILES.preview1Opus, mp3: SONG_FILES.preview1Mp3 },
  { opus: SONG_FILES.preview2Opus, mp3: SONG_FILES.preview2Mp3 },
] as const;
export const isSongFile = (name: string): name is SongFile =>
  (Object.values(SONG_FILES) as string[]).includes(name);

/** Where each file of a song is kept in the bucket. */
export const fileKey = (order: string, song: number, file: SongFile) =>
  `pedidos/${order}/${song}/${file}`;

/** The API's addresses, under the site's own origin. */
export const ORDER_API = {
  order: "/api/pedido",
  download: "/api/pedido/download",
  files: "/api/pedido/arquivo",
  certificate: "/api/licenca",
} as const;

/**
 * The e-mail with a new order's address, as the build writes it (src/pages/pedido/mensagem.json.ts)
 * and the sales webhook fills it: where each value goes.
 */
export const ORDER_EMAIL_FILE = "/pedido/mensagem.json";
export const ORDER_EMAIL_PLACEHOLDERS = {
  name: "{{nome}}",
  number: "{{pedido}}",
  address: "{{endereco}}",
} as const;

/** A file's address: the order, the song, the file and its ticket. */
export const fileAddress = (order: string, song: number, file: SongFile, ticket: string) =>
  `${ORDER_API.files}/${order}/${song}/${file}?t=${encodeURIComponent(ticket)}`;

/** Where a song stands, as both the buyer and the owner see it. */
export type SongStage =
  /** Waiting for her brief (or for us to write the lyrics from it). */
  | "brief"
  /** The lyrics went by e-mail, for her approval. */
  | "lyrics"
  /** The two previews are on the page. */
  | "previews"
  /** The full version is on the page, not yet downloaded. */
  | "ready"
  | "downloaded"
  | "refunded";

/** A song as stored: every date an ISO 8601 time, set once when the step happened. */
export interface SongRecord {
  readonly song: number;
  readonly title: string | null;
  readonly lyricsSentAt: string | null;
  readonly previewsAt: string | null;
  /** Each preview's length in seconds, once they are on the page. */
  readonly previewSeconds: readonly number[] | null;
  readonly deliveredAt: string | null;
  readonly fileName: string | null;
  readonly fileBytes: number | null;
  readonly fileSeconds: number | null;
  readonly fileSha256: string | null;
  readonly certificateNumber: string | null;
  /** The certificate's fragment, `v1.<payload>.<signature>`, for /licenca#… */
  readonly certificate: string | null;
  readonly firstDownloadAt: string | null;
  readonly downloads: number;
  readonly refundedAt: string | null;
}

export interface OrderRecord {
  readonly number: string;
  /**
   * Null: "a confirmar", a sale of a product she has not mapped to a package (VENDAS_PRODUTOS),
   * with no songs until `npm run pedido -- confirmar` gives it one.
   */
  readonly package: PackageId | null;
  /** Null once the order is erased. */
  readonly buyerName: string | null;
  readonly buyerEmail: string | null;
  /** Her phone as the platform gave it, where it gave one; null once the order is erased. */
  readonly buyerPhone: string | null;
  /** The payment platform's own code for the sale. */
  readonly platformCode: string | null;
  /** yyyy-mm-dd */
  readonly purchasedOn: string;
  /** The Terms' version in force on the purchase date, yyyy-mm-dd. */
  readonly termsVersion: string;
  readonly createdAt: string;
  readonly erasedAt: string | null;
  readonly songs: readonly SongRecord[];
}

export function songStage(song: SongRecord): SongStage {
  if (song.refundedAt) return "refunded";
  if (song.firstDownloadAt) return "downloaded";
  if (song.deliveredAt) return "ready";
  if (song.previewsAt) return "previews";
  if (song.lyricsSentAt) return "lyrics";
  return "brief";
}

/** Every song refunded: the order is cancelled. */
export const isRefunded = (order: OrderRecord) =>
  order.songs.length > 0 && order.songs.every((song) => song.refundedAt !== null);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last thing that happened to an order: its retention counts from it. */
export function lastEvent(order: OrderRecord): string {
  const times = order.songs.flatMap((song) => [song.deliveredAt, song.refundedAt]);
  return [`${order.purchasedOn}T12:00:00.000Z`, order.createdAt, ...times]
    .filter((time): time is string => time !== null)
    .reduce((latest, time) => (time > latest ? time : latest));
}

/**
 * The order's final delivery, from which the messages about it and its audio files are kept
 * (data-register.ts's PRAZOS.mensagens): its last song delivered, or, where none was (all
 * refunded first), its last event.
 */
export function finalDelivery(order: OrderRecord): string {
  const delivered = order.songs
    .map((song) => song.deliveredAt)
    .filter((time): time is string => time !== null);
  return delivered.length > 0
    ? delivered.reduce((latest, time) => (time > latest ? time : latest))
    : lastEvent(order);
}

/** When the order's page and files are removed: ORDER_PAGE_DAYS after its last event. */
export const retentionEnds = (order: OrderRecord) =>
  new Date(Date.parse(lastEvent(order)) + ORDER_PAGE_DAYS * DAY_MS).toISOString();

/** `isoDate` (yyyy-mm-dd) `years` calendar years later; 29 February becomes 1 March. */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * When what is kept of an erased order (the sale's record) may go too, yyyy-mm-dd: the later of
 * ORDER_RECORD_YEARS after the erase (the consumer's claim, CDC art. 27) and ORDER_RECORD_YEARS
 * counted from 1 January of the year after the purchase, when the tax authority's right to review
 * the sale ends (CTN art. 173, I). `npm run pedido -- apagar` and the data register
 * (config/data-register.ts) both call it.
 */
export function recordEnds(order: { readonly purchasedOn: string; readonly erasedAt: string }) {
  const afterErase = addYears(order.erasedAt.slice(0, 10), ORDER_RECORD_YEARS);
  const afterTaxReview = taxReviewEnds(order.purchasedOn);
  return afterErase > afterTaxReview ? afterErase : afterTaxReview;
}

/**
 * When the tax authority's right to review a sale of `purchasedOn` (yyyy-mm-dd) ends, yyyy-mm-dd:
 * ORDER_RECORD_YEARS counted from 1 January of the year after it (CTN art. 173, I).
 */
export const taxReviewEnds = (purchasedOn: string) =>
  addYears(`${Number(purchasedOn.slice(0, 4)) + 1}-01-01`, ORDER_RECORD_YEARS);

/** Past its retention: the page no longer opens, and the owner is told to erase it. */
export const isExpired = (order: OrderRecord, now: Date) =>
  now.toISOString() >= retentionEnds(order);

/**
 * What of an order is due to go at `now`, by the two rules above: its page, files and personal
 * data ("pagina"), or, once those are gone, the sale's record ("registro"); null when nothing is.
 */
export function dueToErase(order: OrderRecord, now: Date): "pagina" | "registro" | null {
  if (order.erasedAt === null) return isExpired(order, now) ? "pagina" : null;
  const today = now.toISOString().slice(0, 10);
  return today >= recordEnds({ purchasedOn: order.purchasedOn, erasedAt: order.erasedAt })
    ? "registro"
    : null;
}

/** The time zone every date of an order is shown in, on the page and in the owner's terminal. */
export const ORDER_TIME_ZONE = "America/Sao_Paulo";

/** Made once, when first asked: a page that shows no date never builds it. */
let dateParts: Intl.DateTimeFormat | undefined;

/** An ISO time as Brasília reads it: { date: "27/11/2026", time: "14:03", iso: "2026-11-27" }. */
export function brasiliaTime(iso: string) {
  dateParts ??= new Intl.DateTimeFormat("pt-BR", {
    timeZone: ORDER_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(
    dateParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  const { day = "", month = "", year = "", hour = "", minute = "" } = parts;
  return {
    date: `${day}/${month}/${year}`,
    time: `${hour}:${minute}`,
    iso: `${year}-${month}-${day}`,
  };
}

/** yyyy-mm-dd plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * The last day (yyyy-mm-dd, in Brasília) of a song's satisfaction guarantee when it is not
 * downloaded first: `days` after the day its full version was made available.
 */
export const guaranteeLastDay = (deliveredAt: string, days: number) =>
  addDays(brasiliaTime(deliveredAt).iso, days);

/** Whether the satisfaction guarantee of a song still holds at `now`. */
export function guaranteeHolds(song: SongRecord, days: number, now: Date): boolean {
  if (song.refundedAt || song.firstDownloadAt) return false;
  if (!song.deliveredAt) return true;
  return brasiliaTime(now.toISOString()).iso <= guaranteeLastDay(song.deliveredAt, days);
}

/**
 * The last day of the right of withdrawal (CDC art. 49): 7 days from the purchase or from the
 * delivery of the last song, whichever is later; null while a song is still to be delivered.
 */
export const WITHDRAWAL_DAYS = 7;
export function withdrawalLastDay(order: OrderRecord): string | null {
  if (order.package === null) return null;
  const live = order.songs.filter((song) => !song.refundedAt);
  if (live.some((song) => !song.deliveredAt)) return null;
  const days = live.map((song) => brasiliaTime(song.deliveredAt ?? "").iso);
  const from = [order.purchasedOn, ...days].reduce((latest, day) => (day > latest ? day : latest));
  return addDays(from, WITHDRAWAL_DAYS);
}

/** A new order's number, from random bytes. */
export const newOrderNumber = (random: Uint8Array = crypto.getRandomValues(new Uint8Array(4))) =>
  base32Symbols(random, ORDER_NUMBER_LENGTH);

/** What the buyer's page receives: the order, without her e-mail or any file's key. */
export interface OrderView {
  readonly number: string;
  readonly buyerName: string;
  /** Null while the seller confirms the package (no songs yet). */
  readonly package: PackageId | null;
  readonly purchasedOn: string;
  readonly termsVersion: string;
  readonly platformCode: string | null;
  readonly songs: readonly SongView[];
}

export interface SongView {
  readonly song: number;
  readonly title: string | null;
  readonly stage: SongStage;
  readonly lyricsSentAt: string | null;
  readonly previewsAt: string | null;
  /** The two previews' addresses, each in Opus and MP3, while they are on the page. */
  readonly previews: readonly {
    readonly opus: string;
    readonly mp3: string;
    readonly seconds: number;
  }[];
  readonly deliveredAt: string | null;
  readonly file: { readonly name: string; readonly bytes: number; readonly seconds: number } | null;
  readonly certificate: string | null;
  readonly firstDownloadAt: string | null;
  readonly downloads: number;
  readonly refundedAt: string | null;
}

/** The answer to a confirmed download: the file's address, and the recorded first download. */
export interface DownloadView {
  readonly url: string;
  readonly firstDownloadAt: string;
  readonly downloads: number;
}

/** The API's error answers: the page tells them apart by these, never by their wording. */
export const API_ERRORS = {
  notFound: "pedido-nao-encontrado",
  unavailable: "servico-indisponivel",
  badRequest: "pedido-invalido",
  notReady: "musica-indisponivel",
} as const;
export type ApiError = (typeof API_ERRORS)[keyof typeof API_ERRORS];
