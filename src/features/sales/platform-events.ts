/**
 * What Hotmart and Kiwify tell the owner's server on each sale (their webhooks), reduced to one
 * event the site understands: whether the request really came from the platform, and what it
 * says (a sale approved, refunded, charged back or cancelled, or something the site ignores).
 * Pure functions, no storage: the endpoints `POST /api/vendas/hotmart` and `POST
 * /api/vendas/kiwify` (issue 58) read the raw body, refuse a request that is not authentic (401),
 * parse it here, answer 400 to a malformed one and 200 to everything else, and record the event
 * by `eventId`, so that a platform's retry of the same event changes nothing.
 *
 * Where the facts come from (read on 2026-12-06):
 * - Hotmart Webhook 2.0: https://developers.hotmart.com/docs/pt-BR/2.0.0/webhook/purchase-webhook/
 *   (a stored copy, partly readable: the events, the account's token, `id`, `creation_date` in ms, `data.buyer`,
 *   `data.product`, `data.purchase`), its summary in github.com/api-evangelist/hotmart
 *   (asyncapi/hotmart-webhooks.yml: the token arrives as the `X-HOTMART-HOTTOK` header and as
 *   `hottok` in the body; no HMAC, no timestamp), and the test payloads Hotmart's dashboard sends,
 *   as recorded in public repositories (`purchase.offer.coupon_code`, `buyer.checkout_phone`).
 * - Kiwify: https://docs.kiwify.com.br/api-reference/webhooks/receiving (the `signature` query
 *   parameter, lower-case hex HMAC-SHA1 of the raw body keyed with the webhook's token, compared
 *   in constant time; `webhook_event_type` such as `order_approved`),
 *   https://docs.kiwify.com.br/api-reference/webhooks/subscription-events (the dashboard's
 *   trigger names such as `compra_aprovada`), and recorded payloads in public repositories
 *   (`order_id`, `order_status`, `Customer.full_name`/`email`/`mobile`, `Product.product_id`,
 *   `approved_date` as "2026-06-08 11:53" in Brasília, `TrackingParameters.sck`), among them the
 *   signed test vectors in github.com/LimaTeixeiraTecnologia/mecontrola (the signature is over
 *   the raw body).
 *
 * Where the sources disagree or say nothing, both spellings are accepted and the comment at the
 * field says so.
 *
 * No Node or DOM imports: WebCrypto (`crypto.subtle`) and `Intl` only, as in Cloudflare's runtime.
 */
import { brasiliaTime } from "../orders/order-model.ts";
import type { PackageId } from "../orders/order-model.ts";

export type Platform = "hotmart" | "kiwify";
export type SaleKind = "approved" | "refunded" | "chargeback" | "canceled" | "ignored";

export type Buyer = { name: string; email: string; phone: string | null };
export type SoldProduct = { id: string; offer: string | null };

type SaleEventCommon = {
  platform: Platform;
  /** The platform's id of the event; where it gives none, `<platform>:<transaction>:<kind>`. */
  eventId: string;
  /** The event's name as the platform sent it: PURCHASE_APPROVED, order_approved, compra_aprovada. */
  platformEvent: string;
  /** Hotmart's `purchase.transaction`, Kiwify's `order_id`. */
  transaction: string;
  /** yyyy-mm-dd in Brasília (America/Sao_Paulo). */
  approvedOn: string | null;
  /** ISO time of the event, where the platform gives one. */
  occurredAt: string | null;
  coupon: string | null;
  /** The checkout's `sck` tracking parameter, where given. */
  sck: string | null;
};

/** An approved sale always names its buyer and product: without them nothing can be delivered. */
export type SaleEvent = SaleEventCommon &
  (
    | { kind: "approved"; buyer: Buyer; product: SoldProduct }
    | {
        kind: Exclude<SaleKind, "approved">;
        buyer: Buyer | null;
        product: SoldProduct | null;
      }
  );

export type ParseResult = { ok: true; event: SaleEvent } | { ok: false; malformed: string };

/** Larger than any real payload (a Kiwify subscription's is about 4 KB). */
export const MAX_BODY_BYTES = 64 * 1024;
/** A name is kept to this many characters. */
export const NAME_MAX = 120;
/** Longer than any field the site reads; longer means hostile, not a long name. */
const TEXT_MAX = 500;
const EMAIL_MAX = 254;
/** Longer than any account token: hashed no further, so that a huge header costs what a token costs. */
const HOTTOK_READ_MAX = 512;

const encoder = new TextEncoder();

// ---------------------------------------------------------------------------------------------
// Authentication
// ---------------------------------------------------------------------------------------------

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));

/**
 * Whether the `X-HOTMART-HOTTOK` header holds the account's token. Both are hashed and the digests
 * compared byte by byte with no early exit, so the time says nothing of where they differ nor of
 * the token's length.
 */
export async function hotmartAuthentic(
  headerValue: string | null,
  secret: string,
): Promise<boolean> {
  if (!secret || !headerValue || headerValue.length > HOTTOK_READ_MAX) return false;
  const [given, expected] = await Promise.all([sha256(headerValue), sha256(secret)]);
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= (given[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}

const SHA1_HEX = /^[0-9a-f]{40}$/;

function hexBytes(hex: string) {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * Whether Kiwify's `signature` query parameter is the HMAC-SHA1 of the raw body (the exact text
 * received, never a re-serialisation) under the webhook's token. Hex in either case. An empty
 * token is refused: Kiwify then signs with an empty key, which proves nothing.
 *
 * One public integration reports signing only the inner `order` object of the wrapped form; Kiwify's
 * own page says the raw body, which is what is checked here.
 */
export async function kiwifyAuthentic(
  rawBody: string,
  signature: string | null,
  token: string,
): Promise<boolean> {
  const hex = signature?.toLowerCase() ?? "";
  if (!token || !SHA1_HEX.test(hex)) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(token),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["verify"],
  );
  // The comparison of the signature is the runtime's own, in constant time.
  return crypto.subtle.verify("HMAC", key, hexBytes(hex), encoder.encode(rawBody));
}

// ---------------------------------------------------------------------------------------------
// Reading hostile JSON
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

/** Thrown inside a parser only, and always caught by `guarded`: the callers never see it. */
class Malformed extends Error {}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// C0 and C1 controls, DEL, and the bidirectional overrides that can disguise a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const NAME_LIKE = /^[A-Za-z0-9_.:-]{1,128}$/;

/** An object field that may be absent (or null); anything but an object there is malformed. */
function objectAt(parent: Json | null, key: string): Json | null {
  const value = parent?.[key];
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw new Malformed(`${key} is not an object`);
  return value;
}

/** Text that may be absent, null or blank (then null); too long or with controls is malformed. */
function textAt(parent: Json | null, key: string): string | null {
  const value = parent?.[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new Malformed(`${key} is not text`);
  if (value.length > TEXT_MAX) throw new Malformed(`${key} is too long`);
  if (CONTROL.test(value)) throw new Malformed(`${key} has control characters`);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** An identifier: text or a whole number (Hotmart's product id is a number), of a safe alphabet. */
function idAt(parent: Json | null, key: string): string | null {
  const value = parent?.[key];
  const text =
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : textAt(parent, key);
  if (text !== null && !NAME_LIKE.test(text)) throw new Malformed(`${key} is not an identifier`);
  return text;
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Malformed(`${what} is missing`);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function buyerOf(name: string | null, email: string | null, phone: string | null): Buyer | null {
  if (email === null) return null;
  const address = email.toLowerCase();
  if (address.length > EMAIL_MAX || !EMAIL.test(address)) {
    throw new Malformed("the buyer's email is not an address");
  }
  return {
    name: Array.from(name ?? "")
      .slice(0, NAME_MAX)
      .join(""),
    email: address,
    phone,
  };
}

/** 2000-01-01 to 2100-01-01: a time outside is not a sale's. */
const EPOCH_MS_MIN = 946_684_800_000;
const EPOCH_MS_MAX = 4_102_444_800_000;

/** A time in ms since 1970 (Hotmart's dates), or null where absent. */
function epochMsAt(parent: Json | null, key: string): Date | null {
  const value = parent?.[key];
  if (value === undefined || value === null) return null;
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value < EPOCH_MS_MIN ||
    value > EPOCH_MS_MAX
  ) {
    throw new Malformed(`${key} is not a time`);
  }
  return new Date(value);
}

// Kiwify writes "2026-06-08 11:53" (Brasília's wall clock); some payloads carry ISO times instead.
const KIWIFY_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A Kiwify time as a Date. Brasília's wall clock is read as UTC-3: Brazil has kept no summer time
 * since 2019, and every sale this site takes is later.
 */
function kiwifyTimeAt(parent: Json | null, key: string): Date | null {
  const text = textAt(parent, key);
  if (text === null) return null;
  const local = KIWIFY_LOCAL.exec(text);
  const iso = local ? `${local[1]}T${local[2]}${local[3] ?? ":00"}-03:00` : text;
  const time = local || ISO_ZONED.test(text) ? Date.parse(iso) : NaN;
  if (!Number.isFinite(time) || time < EPOCH_MS_MIN || time > EPOCH_MS_MAX) {
    throw new Malformed(`${key} is not a time`);
  }
  return new Date(time);
}

const brasiliaDay = (time: Date | null) => (time ? brasiliaTime(time.toISOString()).iso : null);

/** The body as a JSON object, or why not. */
function jsonObject(rawBody: string): Json {
  if (typeof rawBody !== "string") throw new Malformed("the body is not text");
  // Characters first (cheap), then the bytes, which can be up to three times as many.
  if (rawBody.length > MAX_BODY_BYTES || encoder.encode(rawBody).length > MAX_BODY_BYTES) {
    throw new Malformed("the body is too large");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new Malformed("the body is not JSON");
  }
  if (!isObject(parsed)) throw new Malformed("the body is not a JSON object");
  return parsed;
}

/** Runs a parser and turns any failure, expected or not, into a malformed result. */
function guarded(parse: () => SaleEvent): ParseResult {
  try {
    return { ok: true, event: parse() };
  } catch (error) {
    return { ok: false, malformed: error instanceof Malformed ? error.message : "unreadable" };
  }
}

/** The event, checked: an approved sale without its buyer or product is malformed. */
function saleEvent(
  common: SaleEventCommon,
  kind: SaleKind,
  buyer: Buyer | null,
  product: SoldProduct | null,
): SaleEvent {
  if (kind === "approved") {
    return {
      ...common,
      kind,
      buyer: required(buyer, "the buyer"),
      product: required(product, "the product"),
    };
  }
  return { ...common, kind, buyer, product };
}

const derivedEventId = (platform: Platform, transaction: string, kind: SaleKind, name: string) =>
  // An ignored event keeps its own name, so that two different ignored events do not collide.
  kind === "ignored"
    ? `${platform}:${transaction}:ignored:${name}`
    : `${platform}:${transaction}:${kind}`;

// ---------------------------------------------------------------------------------------------
// Hotmart
// ---------------------------------------------------------------------------------------------

const HOTMART_KINDS: Readonly<Record<string, SaleKind>> = {
  PURCHASE_APPROVED: "approved",
  // Sent when the guarantee period ends; for an order already approved it changes nothing.
  PURCHASE_COMPLETE: "approved",
  PURCHASE_REFUNDED: "refunded",
  PURCHASE_CHARGEBACK: "chargeback",
  // A dispute (purchase status DISPUTE; Hotmart's test payload calls it a refund request): the
  // buyer asked, nothing was refunded yet. Kept, and nothing closed: if Hotmart refunds, its
  // PURCHASE_REFUNDED (or a chargeback) follows and closes the licence then.
  PURCHASE_PROTEST: "ignored",
  PURCHASE_CANCELED: "canceled",
};

const kindOf = (table: Readonly<Record<string, SaleKind>>, name: string): SaleKind =>
  Object.hasOwn(table, name) ? (table[name] ?? "ignored") : "ignored";

function hotmartEvent(rawBody: string): SaleEvent {
  const body = jsonObject(rawBody);
  const name = required(textAt(body, "event"), "event");
  if (!NAME_LIKE.test(name)) throw new Malformed("event is not a name");
  const kind = kindOf(HOTMART_KINDS, name);
  const data = required(objectAt(body, "data"), "data");
  const purchase = objectAt(data, "purchase");
  const transaction = required(idAt(purchase, "transaction"), "purchase.transaction");
  const buyerData = objectAt(data, "buyer");
  const productData = objectAt(data, "product");
  const offer = objectAt(purchase, "offer");
  const productId = idAt(productData, "id");
  return saleEvent(
    {
      platform: "hotmart",
      eventId: idAt(body, "id") ?? derivedEventId("hotmart", transaction, kind, name),
      platformEvent: name,
      transaction,
      approvedOn: brasiliaDay(epochMsAt(purchase, "approved_date")),
      occurredAt: epochMsAt(body, "creation_date")?.toISOString() ?? null,
      // Hotmart's own test payloads put the coupon in `offer.coupon_code`.
      coupon: textAt(offer, "coupon_code"),
      // `purchase.origin.sck` as issue 58 names it; no source read shows it (Hotmart's test payload
      // has only `sckPaymentLink`, a payment link's tracking, which is not read here).
      sck: textAt(objectAt(purchase, "origin"), "sck"),
    },
    kind,
    buyerOf(
      textAt(buyerData, "name"),
      textAt(buyerData, "email"),
      // Hotmart's test payloads carry `checkout_phone`; some public integrations read `phone`.
      textAt(buyerData, "checkout_phone") ?? textAt(buyerData, "phone"),
    ),
    productId === null ? null : { id: productId, offer: idAt(offer, "code") },
  );
}

/** A Hotmart Webhook 2.0 body as one event, or why it is malformed. Never throws. */
export const parseHotmartEvent = (rawBody: string): ParseResult =>
  guarded(() => hotmartEvent(rawBody));

// ---------------------------------------------------------------------------------------------
// Kiwify
// ---------------------------------------------------------------------------------------------

/**
 * Kiwify's `webhook_event_type`. Its receiving page and the recorded payloads name them in
 * English (`order_approved`); its dashboard and its create-webhook triggers name the same events
 * in Portuguese (`compra_aprovada`). No payload read carries a Portuguese name, but nothing says
 * none does: both are read.
 */
const KIWIFY_KINDS: Readonly<Record<string, SaleKind>> = {
  order_approved: "approved",
  compra_aprovada: "approved",
  order_refunded: "refunded",
  compra_reembolsada: "refunded",
  chargeback: "chargeback",
};

/** Where a payload names no event, its `order_status` says what happened. */
const KIWIFY_STATUS_KINDS: Readonly<Record<string, SaleKind>> = {
  paid: "approved",
  refunded: "refunded",
  chargedback: "chargeback",
};

/** Kiwify sometimes sends the whole payload inside `{"order": {...}}`. */
function unwrapKiwify(body: Json): Json {
  const order = body.order;
  return body.order_id === undefined && isObject(order) ? order : body;
}

function kiwifyEvent(rawBody: string): SaleEvent {
  const body = unwrapKiwify(jsonObject(rawBody));
  const transaction = required(idAt(body, "order_id"), "order_id");
  const eventType = textAt(body, "webhook_event_type");
  const status = textAt(body, "order_status");
  const name = required(eventType ?? status, "webhook_event_type");
  if (!NAME_LIKE.test(name)) throw new Malformed("webhook_event_type is not a name");
  const kind =
    eventType === null ? kindOf(KIWIFY_STATUS_KINDS, name) : kindOf(KIWIFY_KINDS, eventType);
  const customer = objectAt(body, "Customer");
  const productData = objectAt(body, "Product");
  const productId = idAt(productData, "product_id");
  const occurred =
    (kind === "refunded" ? kiwifyTimeAt(body, "refunded_at") : null) ??
    kiwifyTimeAt(body, "updated_at") ??
    kiwifyTimeAt(body, "created_at");
  return saleEvent(
    {
      platform: "kiwify",
      // Kiwify's purchase webhooks carry no id of the event.
      eventId: derivedEventId("kiwify", transaction, kind, name),
      platformEvent: name,
      transaction,
      approvedOn: brasiliaDay(kiwifyTimeAt(body, "approved_date")),
      occurredAt: occurred?.toISOString() ?? null,
      // No source read shows a coupon in Kiwify's payload: `coupon_code` and `coupon` are a guess.
      coupon: textAt(body, "coupon_code") ?? textAt(body, "coupon"),
      sck: textAt(objectAt(body, "TrackingParameters"), "sck"),
    },
    kind,
    buyerOf(textAt(customer, "full_name"), textAt(customer, "email"), textAt(customer, "mobile")),
    // Kiwify's payload has no offer field; its `checkout_link` (the checkout's code) stands for one.
    productId === null ? null : { id: productId, offer: idAt(body, "checkout_link") },
  );
}

/** A Kiwify webhook body (plain or wrapped in `order`) as one event, or why it is malformed. */
export const parseKiwifyEvent = (rawBody: string): ParseResult =>
  guarded(() => kiwifyEvent(rawBody));

// ---------------------------------------------------------------------------------------------
// The package sold
// ---------------------------------------------------------------------------------------------

/**
 * Which package a product and offer are, by the owner's table: keys `<product id>:<offer>` first,
 * then `<product id>` alone. Null when the table does not know it (the endpoint then opens the
 * order "a confirmar", for the owner to give it its package, rather than guess).
 */
export function packageOf(
  product: SoldProduct | null,
  table: Readonly<Record<string, PackageId>>,
): PackageId | null {
  if (product === null) return null;
  const keys =
    product.offer === null ? [product.id] : [`${product.id}:${product.offer}`, product.id];
  for (const key of keys) if (Object.hasOwn(table, key)) return table[key] ?? null;
  return null;
}

/** A product as a key of the owner's table: `<product>` or `<product>:<offer>`. */
export const productKey = (product: SoldProduct) =>
  product.offer === null ? product.id : `${product.id}:${product.offer}`;

const PACKAGE_WORDS: Readonly<Record<string, PackageId>> = {
  unica: "single",
  profissional: "triple",
};

/**
 * Her answers to `npm run setup -- vendas`, in .env: each package's products (or
 * `<product>:<offer>`), separated by commas. VENDAS_PRODUTOS, which the Functions read, is made
 * from them (productTableText) by `npm run deploy` and the setup, never written by hand.
 */
export const SALES_PRODUCT_VARIABLES = {
  unica: "VENDAS_PRODUTO_UNICA",
  profissional: "VENDAS_PRODUTO_PROFISSIONAL",
} as const;

const CODE = /^[A-Za-z0-9_.-]{1,128}(?::[A-Za-z0-9_.-]{1,128})?$/;

/** The codes of one answer ("1234567, 1234567:abc"), or null where one is not a code. */
export function productCodes(written: string | undefined): string[] | null {
  const codes = (written ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "");
  return codes.every((code) => CODE.test(code)) ? codes : null;
}

/** Why an answer is not a list of product codes, in her words; undefined where it is one. */
export function productCodesProblem(variable: string, written: string): string | undefined {
  return productCodes(written) === null
    ? `${variable}="${written}" não é uma lista de códigos de produto: escreva o código do produto na plataforma, como 1234567, ou produto:oferta, como 1234567:abc123; vários, separados por vírgula`
    : undefined;
}

/** VENDAS_PRODUTOS from her answers: `1234567=unica, 7654321=profissional`; "" when none. */
export function productTableText(env: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(SALES_PRODUCT_VARIABLES)
    .flatMap(([word, variable]) =>
      (productCodes(env[variable]) ?? []).map((code) => `${code}=${word}`),
    )
    .join(", ");
}

/** VENDAS_PRODUTOS as a table; an entry it cannot read is left out (the product is then unmapped). */
export function productTable(written: string | undefined): Record<string, PackageId> {
  const table: Record<string, PackageId> = {};
  for (const pair of (written ?? "").split(",")) {
    const [key = "", word = ""] = pair.split("=").map((part) => part.trim());
    const pkg = PACKAGE_WORDS[word.toLowerCase()];
    if (key && pkg) table[key] = pkg;
  }
  return table;
}
