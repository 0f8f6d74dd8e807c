// @vitest-environment node
// The sales the platforms report by themselves (issue 58), on a real local store (wrangler's D1
// and R2 in a folder of the test's own): one order per sale however many times, and in whatever
// order, its events arrive; a refund closes every song and certificate, before or after the
// approval; a status never goes back; every event is kept once and forgotten with the record.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProgram } from "../processes.mjs";
import { openStore } from "./connection.mjs";
import {
  certificateStatus,
  claimAddress,
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
import { DEMO_VERSION } from "../../../src/content/terms-versions.ts";
import { registerFor } from "../../../src/config/data-register.ts";
import { parseSiteEnv } from "../../../src/config/env-schema.ts";
import { titular } from "../dados/actions.mjs";

const state = mkdtempSync(join(tmpdir(), "vendas-test-"));
let store: OrderStore;
let dispose: () => Promise<void> = async () => {};

beforeAll(async () => {
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

const ORDER = (sale: SaleKey, pkg: NewOrder["package"] = "triple"): NewOrder => ({
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
    // No e-mail service sent her address: the list says how to send it herself.
    expect(seen).toContain(`⚠ A cliente ainda não recebeu o endereço do pedido`);
    expect(seen).toContain(`npm run pedido -- endereco ${number}`);
    // Which prints the new address with the same ready text as `novo`.
    const { endereco } = await import("./actions.mjs");
    const made = await endereco(number, context);
    expect(made).toMatch(/\/pedido#[A-Za-z0-9_-]{24}/);
    // In her voice, whichever it is (VITE_SELLER_VOICE).
    expect(made).toMatch(new RegExp(`Olá, Yasmin! (Recebemos|Recebi) o seu pedido ${number}`));
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
