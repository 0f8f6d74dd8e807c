import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MAX_BODY_BYTES,
  NAME_MAX,
  hotmartAuthentic,
  kiwifyAuthentic,
  packageOf,
  parseHotmartEvent,
  parseKiwifyEvent,
  productCodes,
  productKey,
  productTable,
  productTableText,
  type ParseResult,
  type SaleEvent,
} from "./platform-events";

/** A fixture's exact bytes, as the platform would send them. */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8");

function eventOf(result: ParseResult): SaleEvent {
  if (!result.ok) throw new Error(`malformed: ${result.malformed}`);
  return result.event;
}

/** A fixture with one change made to its parsed JSON, serialised again. */
function edited(name: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fixture(name)) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
}

type Json = Record<string, unknown>;
const at = (json: Json, ...path: string[]) => path.reduce((node, key) => node[key] as Json, json);

describe("Hotmart's events", () => {
  it("reads an approved purchase", () => {
    expect(eventOf(parseHotmartEvent(fixture("hotmart-approved")))).toEqual({
      platform: "hotmart",
      eventId: "3f6c2a9e-7b41-4d0a-9c55-1e2f8a7b6c01",
      kind: "approved",
      platformEvent: "PURCHASE_APPROVED",
      transaction: "HP0612260000101",
      buyer: { name: "Yasmin Fernandes", email: "yasmin@exemplo.com.br", phone: "11987654321" },
      product: { id: "5550123", offer: "unica01" },
      // 23:30 in Brasília is already the next day in UTC.
      approvedOn: "2026-12-05",
      occurredAt: "2026-12-06T02:30:04.512Z",
      coupon: "DANCA10",
      sck: "instagram-bio",
    });
  });

  it("reads a refund of the same purchase", () => {
    const event = eventOf(parseHotmartEvent(fixture("hotmart-refunded")));
    expect(event).toMatchObject({
      kind: "refunded",
      platformEvent: "PURCHASE_REFUNDED",
      transaction: "HP0612260000101",
      eventId: "9a1d5f3c-2e8b-4c7a-b6d4-0f3e2a1b9c22",
      approvedOn: "2026-12-05",
      occurredAt: "2026-12-20T14:05:00.000Z",
    });
  });

  it("reads a chargeback, and a dispute as one", () => {
    const event = eventOf(parseHotmartEvent(fixture("hotmart-chargeback")));
    expect(event).toMatchObject({
      kind: "chargeback",
      transaction: "HP2212260000202",
      buyer: { name: "Larissa Oliveira", email: "larissa.oliveira@exemplo.com.br" },
      product: { id: "5550456", offer: "prof3" },
      coupon: null,
      sck: null,
    });
    const protest = edited("hotmart-chargeback", (json) => (json.event = "PURCHASE_PROTEST"));
    // A refund request, not a refund: kept, nothing closed until the refund itself arrives.
    expect(eventOf(parseHotmartEvent(protest))).toMatchObject({
      kind: "ignored",
      platformEvent: "PURCHASE_PROTEST",
    });
  });

  it("reads PURCHASE_COMPLETE as approved and PURCHASE_CANCELED as canceled", () => {
    for (const [name, kind] of [
      ["PURCHASE_COMPLETE", "approved"],
      ["PURCHASE_CANCELED", "canceled"],
    ] as const) {
      const body = edited("hotmart-approved", (json) => (json.event = name));
      expect(eventOf(parseHotmartEvent(body))).toMatchObject({ kind, platformEvent: name });
    }
  });

  it("parses any other event as ignored, so that the endpoint still answers 200", () => {
    const event = eventOf(parseHotmartEvent(fixture("hotmart-other-event")));
    expect(event).toMatchObject({
      kind: "ignored",
      platformEvent: "PURCHASE_BILLET_PRINTED",
      transaction: "HP2212260000303",
      approvedOn: null,
      buyer: { name: "Camila Rocha", email: "camila.rocha@exemplo.com.br", phone: null },
    });
    for (const name of ["SUBSCRIPTION_CANCELLATION", "toString", "__proto__", "constructor"]) {
      const body = edited("hotmart-approved", (json) => (json.event = name));
      expect(eventOf(parseHotmartEvent(body)).kind).toBe("ignored");
    }
  });

  it("derives a stable id where the event has none", () => {
    const body = edited("hotmart-refunded", (json) => delete json.id);
    const first = eventOf(parseHotmartEvent(body));
    expect(first.eventId).toBe("hotmart:HP0612260000101:refunded");
    expect(eventOf(parseHotmartEvent(body)).eventId).toBe(first.eventId);
  });

  it("reads the older `phone` where there is no `checkout_phone`", () => {
    const body = edited("hotmart-approved", (json) => {
      const buyer = at(json, "data", "buyer");
      delete buyer.checkout_phone;
      buyer.phone = "11 3333-4444";
    });
    expect(eventOf(parseHotmartEvent(body)).buyer?.phone).toBe("11 3333-4444");
  });
});

describe("Kiwify's events", () => {
  const approved: SaleEvent = {
    platform: "kiwify",
    eventId: "kiwify:5d1e7c3a-8b2f-4e6d-a9c1-0f4b3e2d1a66:approved",
    kind: "approved",
    platformEvent: "order_approved",
    transaction: "5d1e7c3a-8b2f-4e6d-a9c1-0f4b3e2d1a66",
    buyer: {
      name: "Beatriz Souza",
      email: "beatriz.souza@exemplo.com.br",
      phone: "+5511912345678",
    },
    product: { id: "8c2a4e6b-1d3f-4a5c-9e7b-2b4d6f8a0c77", offer: "Pr0f3Ck" },
    approvedOn: "2026-12-05",
    occurredAt: "2026-12-06T02:30:00.000Z",
    coupon: null,
    sck: "instagram-bio",
  };

  it("reads an approved order", () => {
    expect(eventOf(parseKiwifyEvent(fixture("kiwify-approved")))).toEqual(approved);
  });

  it("reads the form wrapped in `order` as the plain one", () => {
    expect(eventOf(parseKiwifyEvent(fixture("kiwify-approved-wrapped")))).toEqual(approved);
  });

  it("reads the dashboard's Portuguese names as the API's English ones", () => {
    const body = edited("kiwify-approved", (json) => (json.webhook_event_type = "compra_aprovada"));
    expect(eventOf(parseKiwifyEvent(body))).toEqual({
      ...approved,
      platformEvent: "compra_aprovada",
    });
    const refund = edited(
      "kiwify-refunded",
      (json) => (json.webhook_event_type = "compra_reembolsada"),
    );
    expect(eventOf(parseKiwifyEvent(refund)).kind).toBe("refunded");
  });

  it("reads a refund, at the time of the refund", () => {
    expect(eventOf(parseKiwifyEvent(fixture("kiwify-refunded")))).toEqual({
      platform: "kiwify",
      eventId: "kiwify:1a3c5e7b-9d2f-4b6a-8c0e-3f5a7b9d1e88:refunded",
      kind: "refunded",
      platformEvent: "order_refunded",
      transaction: "1a3c5e7b-9d2f-4b6a-8c0e-3f5a7b9d1e88",
      buyer: {
        name: "Ana Clara Mendes",
        email: "anaclara.mendes@exemplo.com.br",
        phone: "+5531987651234",
      },
      product: { id: "3e5a7c9b-2d4f-4b6a-8c1e-4a6c8e0b2d99", offer: "Un1c4Ck" },
      approvedOn: "2026-12-06",
      occurredAt: "2026-12-20T14:05:00.000Z",
      coupon: null,
      sck: null,
    });
  });

  it("reads a chargeback", () => {
    expect(eventOf(parseKiwifyEvent(fixture("kiwify-chargeback")))).toMatchObject({
      kind: "chargeback",
      platformEvent: "chargeback",
      transaction: "7b9d1f3a-5c7e-4a2b-9d4f-6b8d0f2a4c10",
      approvedOn: "2026-12-22",
      occurredAt: "2027-01-15T18:40:00.000Z",
      buyer: { email: "fernanda.lima@exemplo.com.br" },
    });
  });

  it("parses other events as ignored, with an id of their own", () => {
    for (const name of ["pix_created", "billet_created", "subscription_renewed", "constructor"]) {
      const body = edited("kiwify-approved", (json) => (json.webhook_event_type = name));
      const event = eventOf(parseKiwifyEvent(body));
      expect(event.kind).toBe("ignored");
      expect(event.eventId).toBe(`kiwify:5d1e7c3a-8b2f-4e6d-a9c1-0f4b3e2d1a66:ignored:${name}`);
    }
  });

  it("falls back on `order_status` where no event is named", () => {
    const body = edited("kiwify-chargeback", (json) => delete json.webhook_event_type);
    expect(eventOf(parseKiwifyEvent(body))).toMatchObject({
      kind: "chargeback",
      platformEvent: "chargedback",
    });
  });

  it("reads ISO times too, and a coupon where one is given", () => {
    const body = edited("kiwify-approved", (json) => {
      json.approved_date = "2026-12-06T02:30:00.000Z";
      json.updated_at = "2026-12-06T02:31:00Z";
      json.coupon_code = "DANCA10";
    });
    expect(eventOf(parseKiwifyEvent(body))).toMatchObject({
      approvedOn: "2026-12-05",
      occurredAt: "2026-12-06T02:31:00.000Z",
      coupon: "DANCA10",
    });
  });
});

describe("the buyer's data", () => {
  it("trims and lower-cases the email, trims the name and caps it", () => {
    const body = edited("kiwify-approved", (json) => {
      const customer = at(json, "Customer");
      customer.email = "  Beatriz.Souza@Exemplo.COM.br ";
      customer.full_name = `  ${"Ç".repeat(NAME_MAX + 30)}  `;
    });
    const buyer = eventOf(parseKiwifyEvent(body)).buyer;
    expect(buyer?.email).toBe("beatriz.souza@exemplo.com.br");
    expect(buyer?.name).toBe("Ç".repeat(NAME_MAX));
  });

  it("keeps a blank phone as none", () => {
    const body = edited("kiwify-approved", (json) => (at(json, "Customer").mobile = "  "));
    expect(eventOf(parseKiwifyEvent(body)).buyer?.phone).toBeNull();
  });
});

describe("hostile input", () => {
  const malformed = (result: ParseResult) => {
    expect(result.ok).toBe(false);
  };

  const both = [parseHotmartEvent, parseKiwifyEvent];

  it("refuses what is not a JSON object, without throwing", () => {
    for (const parse of both) {
      for (const body of [
        "",
        "not json",
        "{",
        "null",
        "[]",
        "[{}]",
        '"text"',
        "42",
        "true",
        "{}",
        `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
      ]) {
        malformed(parse(body));
      }
      malformed(parse(null as unknown as string));
      malformed(parse(undefined as unknown as string));
      malformed(parse({} as unknown as string));
    }
  });

  it("refuses a body over the limit", () => {
    for (const name of ["hotmart-approved", "kiwify-approved"]) {
      const parse = name.startsWith("hotmart") ? parseHotmartEvent : parseKiwifyEvent;
      const padded = edited(name, (json) => (json.padding = "x".repeat(MAX_BODY_BYTES)));
      malformed(parse(padded));
      // Under the limit in characters, over it in bytes.
      const accents = edited(name, (json) => (json.padding = "ç".repeat(MAX_BODY_BYTES / 2)));
      malformed(parse(accents));
    }
  });

  const hotmartCases: [string, (json: Json) => void][] = [
    ["no event", (json) => delete json.event],
    ["an event that is a number", (json) => (json.event = 7)],
    ["an event with spaces", (json) => (json.event = "PURCHASE APPROVED")],
    ["no data", (json) => delete json.data],
    ["data as an array", (json) => (json.data = [])],
    ["no transaction", (json) => delete at(json, "data", "purchase").transaction],
    ["a transaction as an object", (json) => (at(json, "data", "purchase").transaction = {})],
    [
      "a transaction with a newline",
      (json) => (at(json, "data", "purchase").transaction = "HP1\n"),
    ],
    ["purchase as a string", (json) => (at(json, "data").purchase = "x")],
    ["a buyer as an array", (json) => (at(json, "data").buyer = ["x"])],
    ["an approved sale without a buyer", (json) => delete at(json, "data").buyer],
    ["an approved sale without a product", (json) => delete at(json, "data").product],
    ["an email that is not one", (json) => (at(json, "data", "buyer").email = "yasmin")],
    ["an email with a space", (json) => (at(json, "data", "buyer").email = "a b@c.br")],
    ["an email as a number", (json) => (at(json, "data", "buyer").email = 12)],
    ["a huge email", (json) => (at(json, "data", "buyer").email = `${"a".repeat(300)}@x.br`)],
    ["a name with a control", (json) => (at(json, "data", "buyer").name = "Yasmin\u0000")],
    ["a name with a bidi override", (json) => (at(json, "data", "buyer").name = "a\u202eb")],
    ["an absurd name", (json) => (at(json, "data", "buyer").name = "Y".repeat(10_000))],
    ["a time as text", (json) => (json.creation_date = "yesterday")],
    ["a time in 1970", (json) => (at(json, "data", "purchase").approved_date = 1)],
    ["a time that is not whole", (json) => (json.creation_date = 1796524204512.5)],
    ["a product id that is a fraction", (json) => (at(json, "data", "product").id = 1.5)],
    ["a negative product id", (json) => (at(json, "data", "product").id = -1)],
    ["an event id with a slash", (json) => (json.id = "a/b")],
  ];
  it.each(hotmartCases)("refuses from Hotmart %s", (_, change) => {
    malformed(parseHotmartEvent(edited("hotmart-approved", change)));
  });

  const kiwifyCases: [string, (json: Json) => void][] = [
    ["no order id", (json) => delete json.order_id],
    ["an order id as an array", (json) => (json.order_id = ["x"])],
    [
      "neither event nor status",
      (json) => (delete json.webhook_event_type, delete json.order_status),
    ],
    ["an event as an object", (json) => (json.webhook_event_type = {})],
    ["a Customer as text", (json) => (json.Customer = "Beatriz")],
    ["an approved sale without a Customer", (json) => delete json.Customer],
    ["an approved sale without a Product", (json) => delete json.Product],
    ["a date of another shape", (json) => (json.approved_date = "05/12/2026")],
    ["an impossible date", (json) => (json.approved_date = "2026-13-45 99:99")],
    ["a date as a number", (json) => (json.updated_at = 1796524200000)],
    ["an sck with a control", (json) => (at(json, "TrackingParameters").sck = "a\u0007")],
    ["a huge coupon", (json) => (json.coupon_code = "C".repeat(1000))],
  ];
  it.each(kiwifyCases)("refuses from Kiwify %s", (_, change) => {
    malformed(parseKiwifyEvent(edited("kiwify-approved", change)));
  });

  it("reads a refund or chargeback without a buyer or product", () => {
    const body = edited("hotmart-refunded", (json) => {
      delete at(json, "data").buyer;
      delete at(json, "data").product;
    });
    expect(eventOf(parseHotmartEvent(body))).toMatchObject({ buyer: null, product: null });
  });
});

describe("Hotmart's token", () => {
  const secret = "hottok-de-exemplo-0123456789abcdef";

  it("opens with the account's token only", async () => {
    expect(await hotmartAuthentic(secret, secret)).toBe(true);
    expect(await hotmartAuthentic(`${secret}x`, secret)).toBe(false);
    expect(await hotmartAuthentic(secret.slice(0, -1), secret)).toBe(false);
    expect(await hotmartAuthentic(secret.toUpperCase(), secret)).toBe(false);
    expect(await hotmartAuthentic("x".repeat(100_000), secret)).toBe(false);
  });

  it("refuses a missing header and an empty secret", async () => {
    expect(await hotmartAuthentic(null, secret)).toBe(false);
    expect(await hotmartAuthentic("", secret)).toBe(false);
    expect(await hotmartAuthentic("", "")).toBe(false);
    expect(await hotmartAuthentic("anything", "")).toBe(false);
  });
});

describe("Kiwify's signature", () => {
  const token = "token-de-exemplo-kiwify";

  async function sign(body: string, key: string) {
    const hmac = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(key),
      { name: "HMAC", hash: "SHA-1" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(body));
    return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  it("opens with the HMAC of the exact body received, in either case of hex", async () => {
    const body = fixture("kiwify-approved");
    const signature = await sign(body, token);
    expect(signature).toMatch(/^[0-9a-f]{40}$/);
    expect(await kiwifyAuthentic(body, signature, token)).toBe(true);
    expect(await kiwifyAuthentic(body, signature.toUpperCase(), token)).toBe(true);
  });

  it("refuses a body with one byte changed, or re-serialised", async () => {
    const body = fixture("kiwify-approved");
    const signature = await sign(body, token);
    const at = body.indexOf("23:30");
    const changed = `${body.slice(0, at)}23:31${body.slice(at + 5)}`;
    expect(changed.length).toBe(body.length);
    expect(await kiwifyAuthentic(changed, signature, token)).toBe(false);
    expect(await kiwifyAuthentic(JSON.stringify(JSON.parse(body)), signature, token)).toBe(false);
  });

  it("refuses a wrong, cut or missing signature, and an empty token", async () => {
    const body = fixture("kiwify-approved");
    const signature = await sign(body, token);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    for (const wrong of [
      flipped,
      signature.slice(0, 39),
      `${signature}0`,
      await sign(body, "outro-token"),
      "z".repeat(40),
      "",
      null,
    ]) {
      expect(await kiwifyAuthentic(body, wrong, token)).toBe(false);
    }
    // WebCrypto cannot even make an empty HMAC key: an empty token must be refused before.
    expect(await kiwifyAuthentic(body, signature, "")).toBe(false);
  });
});

describe("the package sold", () => {
  const table = { "5550123": "single", "5550456:prof3": "triple" } as const;

  it("is found by product and offer, then by product alone", () => {
    expect(packageOf({ id: "5550123", offer: "unica01" }, table)).toBe("single");
    expect(packageOf({ id: "5550456", offer: "prof3" }, table)).toBe("triple");
  });

  it("is unknown for a product or offer the table does not name", () => {
    expect(packageOf({ id: "5550456", offer: "other" }, table)).toBeNull();
    expect(packageOf({ id: "toString", offer: null }, table)).toBeNull();
    expect(packageOf(null, table)).toBeNull();
  });
});

describe("her product table, from npm run setup -- vendas", () => {
  it("is made from each package's answer, and read back as the Functions read it", () => {
    const text = productTableText({
      VENDAS_PRODUTO_UNICA: "5550123:unica01, 5550999",
      VENDAS_PRODUTO_PROFISSIONAL: " 8c2a4e6b-1d3f-4a5c-9e7b-2b4d6f8a0c77 ",
    });
    expect(text).toBe(
      "5550123:unica01=unica, 5550999=unica, 8c2a4e6b-1d3f-4a5c-9e7b-2b4d6f8a0c77=profissional",
    );
    expect(productTable(text)).toEqual({
      "5550123:unica01": "single",
      "5550999": "single",
      "8c2a4e6b-1d3f-4a5c-9e7b-2b4d6f8a0c77": "triple",
    });
    expect(productTableText({})).toBe("");
  });

  it("takes codes only: what would break the table's own commas and signs is refused", () => {
    expect(productCodes("")).toEqual([]);
    for (const bad of ["5550123=unica", "produto 1", "a:b:c", "5550123;5550456"]) {
      expect(productCodes(bad), bad).toBeNull();
    }
  });

  it("names a sold product as the table's key, with its offer where it has one", () => {
    expect(productKey({ id: "5550123", offer: "unica01" })).toBe("5550123:unica01");
    expect(productKey({ id: "5550123", offer: null })).toBe("5550123");
  });
});
