// @vitest-environment node
// The sales the platforms report by themselves (issue 58), on a real local store (wrangler's D1
// and R2 in a folder of the test's own): one order per sale however many times, and in whatever
// order, its events arrive; a refund closes every song and certificate, before or after the
// approval; a status never goes back; every event is kept once and forgotten with the record.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProgram } from "../processes.mjs";
import { openStore } from "./connection.mjs";
import { migratedStoreState } from "./test-store.ts";
import {
  certificateStatus,
  claimAddress,
  confirmPackage,
  deliverSong,
  releaseAddress,
  eraseOrder,
  findOrder,
  forgetOrder,
  openOrderForSale,
  recordSaleEvent,
  recordSaleRefund,
  type NewOrder,
  type OrderStore,
  type SaleKey,
} from "../../../src/features/orders/order-store.ts";
import type { PackageId } from "../../../src/features/orders/order-model.ts";
import { DEMO_VERSION } from "../../../src/content/terms-versions.ts";
import { registerFor } from "../../../src/config/data-register.ts";
import { parseSiteEnv } from "../../../src/config/env-schema.ts";
import { titular } from "../dados/actions.mjs";

let state = "";
let store: OrderStore;
let dispose: () => Promise<void> = async () => {};

beforeAll(async () => {
  state = await migratedStoreState("vendas-test-");
  const connection = await openStore({
    local: true,
    run: runProgram,
    log: () => {},
    env: { ...process.env, PEDIDOS_ESTADO_LOCAL: state },
  });
  store = connection.store;
  dispose = connection.dispose;
}, 120_000);

afterAll(async () => {
  await dispose();
  rmSync(state, { recursive: true, force: true });
});

let sales = 0;
/** A sale of its own for each test. */
const newSale = (platform: SaleKey["platform"] = "hotmart"): SaleKey => ({
  platform,
  transaction: `HP${Date.now()}${(sales += 1)}`,
});

const ORDER = (sale: SaleKey, pkg: PackageId = "triple"): NewOrder & { package: PackageId } => ({
  package: pkg,
  buyerName: "Yasmin Fernandes",
  buyerEmail: "yasmin@exemplo.com.br",
  platformCode: sale.transaction,
  purchasedOn: new Date().toISOString().slice(0, 10),
  termsVersion: DEMO_VERSION,
});

const count = async (sql: string, ...values: unknown[]) =>
  (
    await store.db
      .prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

describe("a sale's approval", () => {
  it("opens one order, with its address once, however often it arrives", async () => {
    const sale = newSale();
    const first = await openOrderForSale(store, ORDER(sale), sale, new Date());
    expect(first.opened).toBe(true);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await openOrderForSale(store, ORDER(sale), sale, new Date());
    expect(again).toEqual({ number: first.number, token: null, opened: false, refunded: false });
    expect(
      await count("SELECT COUNT(*) AS n FROM orders WHERE platform_code = ?1", sale.transaction),
    ).toBe(1);
    expect((await findOrder(store, first.number))?.order.songs).toHaveLength(3);
  });

  it("twenty deliveries at once still make one order, with its songs once", async () => {
    const sale = newSale("kiwify");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => openOrderForSale(store, ORDER(sale), sale, new Date())),
    );
    expect(results.filter((result) => result.opened)).toHaveLength(1);
    expect(new Set(results.map((result) => result.number)).size).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM orders WHERE platform_code = ?1", sale.transaction),
    ).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM songs WHERE order_number = ?1", results[0]?.number),
    ).toBe(3);
  });
});

describe("a sale's refund, chargeback or cancellation", () => {
  it("refunds every song of the open order, and a later approval does not reopen it", async () => {
    const sale = newSale();
    const { number } = await openOrderForSale(store, ORDER(sale), sale, new Date());
    expect(await recordSaleRefund(store, sale, "chargeback", new Date())).toEqual({ number });
    const songs = (await findOrder(store, number))?.order.songs ?? [];
    expect(songs.every((song) => song.refundedAt !== null)).toBe(true);
    await openOrderForSale(store, ORDER(sale), sale, new Date());
    const after = (await findOrder(store, number))?.order.songs ?? [];
    expect(after.map((song) => song.refundedAt)).toEqual(songs.map((song) => song.refundedAt));
  });

  it.each([
    ["refunded", "platform-refund", "6K59-PLAREF"],
    ["chargeback", "chargeback", "6K59-PLACHB"],
    ["canceled", "platform-cancel", "6K59-PLACAN"],
  ] as const)(
    "cancels a delivered song's certificate saying what the platform did (%s)",
    async (kind, reason, certificate) => {
      const sale = newSale();
      const { number } = await openOrderForSale(store, ORDER(sale, "single"), sale, new Date());
      await deliverSong(
        store,
        number,
        1,
        {
          title: "Noite no Cairo",
          bytes: new Uint8Array([1]),
          name: "Noite no Cairo.mp3",
          seconds: 170,
          sha256: "c".repeat(64),
          certificate: { number: certificate, fragment: "v1.payload.signature" },
        },
        new Date(),
      );
      await recordSaleRefund(store, sale, kind, new Date());
      expect(await certificateStatus(store, certificate)).toEqual({
        revokedOn: new Date().toISOString().slice(0, 10),
        reason,
        replacedBy: null,
      });
    },
  );

  it("that arrives before the approval is kept, and applied when the order opens", async () => {
    const sale = newSale("kiwify");
    const refundedAt = new Date(Date.now() - 60_000);
    expect(await recordSaleRefund(store, sale, "refunded", refundedAt)).toEqual({ number: null });
    const { number, opened } = await openOrderForSale(
      store,
      ORDER(sale, "single"),
      sale,
      new Date(),
    );
    expect(opened).toBe(true);
    const songs = (await findOrder(store, number))?.order.songs ?? [];
    expect(songs.map((song) => song.refundedAt)).toEqual([refundedAt.toISOString()]);
    // The first refund's kind and time stay: a second event changes neither.
    await recordSaleRefund(store, sale, "chargeback", new Date());
    const row = await store.db
      .prepare(
        "SELECT refund_kind, refunded_at FROM sales WHERE platform = ?1 AND transaction_code = ?2",
      )
      .bind(sale.platform, sale.transaction)
      .first();
    expect(row).toEqual({ refund_kind: "refunded", refunded_at: refundedAt.toISOString() });
  });
});

describe("an order she opened by hand for the sale", () => {
  it("is the sale's: the approval opens no second one, and the refund closes it", async () => {
    const sale = newSale();
    const { createOrder } = await import("../../../src/features/orders/order-store.ts");
    const { number } = await createOrder(store, ORDER(sale, "single"), new Date());
    expect(await openOrderForSale(store, ORDER(sale, "single"), sale, new Date())).toEqual({
      number,
      token: null,
      opened: false,
      refunded: false,
    });
    const other = newSale();
    const byHand = await createOrder(store, ORDER(other, "single"), new Date());
    expect(await recordSaleRefund(store, other, "refunded", new Date())).toEqual({
      number: byHand.number,
    });
    const songs = (await findOrder(store, byHand.number))?.order.songs ?? [];
    expect(songs.every((song) => song.refundedAt !== null)).toBe(true);
  });
});

describe("npm run pedido -- lista and ver", () => {
  it("say the platform reported the sale, and its refund as its decision, with the date", async () => {
    const { lista, ver } = await import("./actions.mjs");
    const { parseSiteEnv: parse } = await import("../../../src/config/env-schema.ts");
    const sale = newSale("kiwify");
    const { number } = await openOrderForSale(store, ORDER(sale, "single"), sale, new Date());
    await recordSaleRefund(store, sale, "chargeback", new Date());
    const context = {
      store,
      config: parse({}),
      now: new Date(),
      today: new Date().toISOString().slice(0, 10),
      local: true,
    } as unknown as Parameters<typeof ver>[1];
    const seen = await ver(number, context);
    expect(seen).toContain(`Venda avisada pela Kiwify (código ${sale.transaction}).`);
    expect(seen).toMatch(/Contestada no cartão \(chargeback\) pela plataforma .*: decisão dela/);
    expect(await lista({}, context)).toContain(`código ${sale.transaction}`);
    // Her words in the JSON her own tools read, not the code's.
    const listed = JSON.parse(await lista({ json: true }, context)) as {
      pedido: string;
      musicas: { etapa: string }[];
    }[];
    expect(listed.find((order) => order.pedido === number)?.musicas[0]?.etapa).toBe("reembolsada");
    // A refunded order's address is for no one.
    expect(seen).not.toContain("ainda não recebeu o endereço");
    // No e-mail service sent her address: `ver` says how to send it herself.
    const open = newSale("kiwify");
    const { number: live } = await openOrderForSale(store, ORDER(open, "single"), open, new Date());
    expect(await ver(live, context)).toContain(
      `⚠ A cliente ainda não recebeu o endereço do pedido`,
    );
    expect(await ver(live, context)).toContain(`npm run pedido -- endereco ${live}`);
    // Which prints the new address with the same ready text as `novo`.
    const { endereco } = await import("./actions.mjs");
    const made = await endereco(live, context);
    expect(made).toMatch(/\/pedido#[A-Za-z0-9_-]{24}/);
    // In her voice, whichever it is (VITE_SELLER_VOICE).
    expect(made).toMatch(new RegExp(`Olá, Yasmin! (Recebemos|Recebi) o seu pedido ${live}`));
  });
});

describe("the e-mail with her address", () => {
  it("is claimed by one of twenty deliveries at once, and given back when the sending fails", async () => {
    const sale = newSale();
    await openOrderForSale(store, ORDER(sale), sale, new Date());
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => claimAddress(store, sale, new Date())),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await releaseAddress(store, sale);
    expect(await claimAddress(store, sale, new Date())).toBe(true);
    expect(await claimAddress(store, sale, new Date())).toBe(false);
  });
});

describe("the platform's events", () => {
  it("are kept once each, and forgotten with the sale's record", async () => {
    const sale = newSale();
    const event = {
      platform: sale.platform,
      eventId: `evt-${sale.transaction}`,
      kind: "approved",
      platformEvent: "PURCHASE_APPROVED",
      transaction: sale.transaction,
    };
    expect(await recordSaleEvent(store, event, new Date())).toBe(true);
    expect(await recordSaleEvent(store, event, new Date())).toBe(false);
    const { number } = await openOrderForSale(store, ORDER(sale), sale, new Date());
    await eraseOrder(store, number, new Date());
    // Erased, the order keeps the record of the sale, its events with it.
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM sale_events WHERE transaction_code = ?1",
        sale.transaction,
      ),
    ).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM sales WHERE order_number = ?1", number)).toBe(1);
    await forgetOrder(store, number);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM sale_events WHERE transaction_code = ?1",
        sale.transaction,
      ),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM sales WHERE order_number = ?1", number)).toBe(0);
  });
});

describe("npm run dados -- titular", () => {
  it("prints her sale and the platform's events with her order", async () => {
    const sale = newSale("kiwify");
    await recordSaleEvent(
      store,
      {
        platform: sale.platform,
        eventId: `kiwify:${sale.transaction}:approved`,
        kind: "approved",
        platformEvent: "order_approved",
        transaction: sale.transaction,
      },
      new Date(),
    );
    const email = `titular-${sale.transaction.toLowerCase()}@exemplo.com.br`;
    const { number } = await openOrderForSale(
      store,
      { ...ORDER(sale, "single"), buyerEmail: email },
      sale,
      new Date(),
    );
    const text = await titular(email, registerFor(parseSiteEnv({})), { store });
    expect(text).toContain(`Pedido ${number}`);
    expect(text).toContain(
      `o código da venda na plataforma de pagamento (d1:sales.transaction_code): ${sale.transaction}`,
    );
    expect(text).toContain(
      "o nome do aviso na plataforma (d1:sale_events.platform_event): order_approved",
    );
  });
});

/** What the owner's commands read, on this test's store. */
async function ownerContext() {
  const actions = await import("./actions.mjs");
  const context = {
    store,
    config: parseSiteEnv({}),
    now: new Date(),
    today: new Date().toISOString().slice(0, 10),
    local: false,
  } as unknown as Parameters<typeof actions.ver>[1];
  return { ...actions, context };
}

/** One order's lines in the list, its ready text with them. */
const block = (text: string, order: string) =>
  text.split(/\n(?=Pedido [0-9A-Z]{6} · )/).find((part) => part.startsWith(`Pedido ${order}`)) ??
  "";

/** An approval of a product not in her table: no package, as the webhook opens it. */
const UNMAPPED = (sale: SaleKey): NewOrder => ({
  ...ORDER(sale),
  package: null,
  buyerPhone: "11987654321",
});
const FACTS = { product: "9990001:oferta7", coupon: "DANCA10" };

describe("a sale of a product she has not mapped", () => {
  it("opens one order a confirmar, with no songs, for twenty deliveries at once", async () => {
    const sale = newSale();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        openOrderForSale(store, UNMAPPED(sale), { ...sale, ...FACTS }, new Date()),
      ),
    );
    expect(results.filter((result) => result.opened)).toHaveLength(1);
    expect(new Set(results.map((result) => result.number)).size).toBe(1);
    const order = (await findOrder(store, results[0]?.number ?? ""))?.order;
    expect(order).toMatchObject({ package: null, songs: [], buyerPhone: "11987654321" });
    const row = await store.db
      .prepare("SELECT product, coupon FROM sales WHERE platform = ?1 AND transaction_code = ?2")
      .bind(sale.platform, sale.transaction)
      .first();
    expect(row).toEqual({ product: "9990001:oferta7", coupon: "DANCA10" });
  });

  it("gets its package and songs once, however many confirm it at once, and a refund closes it", async () => {
    const sale = newSale("kiwify");
    const { number } = await openOrderForSale(store, UNMAPPED(sale), sale, new Date());
    const confirmations = await Promise.all([
      confirmPackage(store, number, "triple"),
      confirmPackage(store, number, "single"),
      confirmPackage(store, number, "triple"),
    ]);
    expect(confirmations.filter((result) => result.confirmed)).toHaveLength(1);
    const chosen = confirmations.find((result) => result.confirmed)?.package;
    expect(new Set(confirmations.map((result) => result.package))).toEqual(new Set([chosen]));
    const order = (await findOrder(store, number))?.order;
    expect(order?.package).toBe(chosen);
    expect(order?.songs).toHaveLength(chosen === "single" ? 1 : 3);
    await recordSaleRefund(store, sale, "refunded", new Date());
    const songs = (await findOrder(store, number))?.order.songs ?? [];
    expect(songs.every((song) => song.refundedAt !== null)).toBe(true);
  });

  it("refunded before it is confirmed, opens its songs refunded when it is", async () => {
    const sale = newSale();
    const refundedAt = new Date(Date.now() - 60_000);
    await recordSaleRefund(store, sale, "chargeback", refundedAt);
    const { number, refunded } = await openOrderForSale(store, UNMAPPED(sale), sale, new Date());
    expect(refunded).toBe(true);
    expect(await confirmPackage(store, number, "single")).toEqual({
      package: "single",
      confirmed: true,
    });
    const songs = (await findOrder(store, number))?.order.songs ?? [];
    expect(songs.map((song) => song.refundedAt)).toEqual([refundedAt.toISOString()]);
  });

  it("is listed with ⚠ and the command that confirms it, which gives her the address to send", async () => {
    const { lista, ver, confirmar, endereco, context } = await ownerContext();
    const sale = newSale();
    const { number } = await openOrderForSale(
      store,
      UNMAPPED(sale),
      { ...sale, ...FACTS },
      new Date(),
    );
    const seen = await ver(number, context);
    expect(seen).toContain("pacote a confirmar");
    expect(seen).toContain(`cupom DANCA10`);
    expect(seen).toContain(
      `⚠ Pacote a confirmar: a venda é de um produto que não está na sua tabela de produtos (código 9990001:oferta7). Confirme o pacote com: npm run pedido -- confirmar ${number} --pacote unica (ou --pacote profissional)`,
    );
    // Nothing of the songs' steps, nor an address that would name no package, before it.
    await expect(endereco(number, context)).rejects.toThrow(/ainda não tem pacote/);
    // No address is handed out by the list before the package is known.
    expect(block(await lista({}, context), number)).not.toContain(`/pedido#`);
    const json = JSON.parse(await lista({ json: true }, context)) as {
      pedido: string;
      pacote: string;
    }[];
    expect(json.find((order) => order.pedido === number)?.pacote).toBe("a-confirmar");

    const done = await confirmar(number, { pacote: "profissional" }, context);
    expect(done).toContain(`✓ Pedido ${number} confirmado: Pacote Profissional (3 músicas).`);
    const address = /\/pedido#([A-Za-z0-9_-]{24})/.exec(done)?.[0] ?? "";
    expect(address).not.toBe("");
    // The ready text, and the same text in a wa.me link to her phone (Hotmart's, without +55).
    expect(done).toMatch(
      new RegExp(`(Recebemos|Recebi) o seu pedido ${number}: Pacote Profissional`),
    );
    const link = /https:\/\/wa\.me\/(\d+)\?text=(\S+)/.exec(done);
    expect(link?.[1]).toBe("5511987654321");
    expect(decodeURIComponent(link?.[2] ?? "")).toContain(address);
    expect(done).toContain(
      "npm run setup -- vendas, e escreva 9990001:oferta7 na pergunta do Pacote Profissional",
    );
    expect((await findOrder(store, number))?.order.songs).toHaveLength(3);
    // Once: the list does not make another address, nor does a second confirmation.
    expect(await lista({}, context)).not.toContain(address);
    await expect(confirmar(number, { pacote: "unica" }, context)).rejects.toThrow(
      /já tem o pacote: Pacote Profissional/,
    );
  });
});

describe("npm run pedido -- lista, for a new order whose address no e-mail sent", () => {
  it("shows it once, with its ready text and a wa.me link, or says there is no phone", async () => {
    const { lista, context } = await ownerContext();
    const withPhone = newSale("kiwify");
    const { number } = await openOrderForSale(
      store,
      { ...ORDER(withPhone, "single"), buyerPhone: "+5511912345678" },
      withPhone,
      new Date(),
    );
    const without = newSale();
    const { number: other } = await openOrderForSale(
      store,
      ORDER(without, "single"),
      without,
      new Date(),
    );
    const first = await lista({}, context);
    expect(block(first, number)).toMatch(/wa\.me\/5511912345678\?text=Ol%C3%A1%2C%20Yasmin!/);
    expect(block(first, number)).toMatch(new RegExp(`(Recebemos|Recebi) o seu pedido ${number}`));
    expect(block(first, other)).toContain(
      "A venda não trouxe o telefone dela: mande o texto por e-mail, para yasmin@exemplo.com.br.",
    );
    expect(block(first, other)).toMatch(/\/pedido#[A-Za-z0-9_-]{24}/);
    // Made once: the next list shows neither again.
    const second = await lista({}, context);
    expect(block(second, number)).not.toContain("wa.me");
    expect(block(second, other)).not.toMatch(/\/pedido#/);
  });
});
