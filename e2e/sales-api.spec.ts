/**
 * The sales webhooks on Cloudflare's runtime with the local D1 and R2 (scripts/orders-site.mjs),
 * through real HTTP (issue 58): a request that fails the platform's authentication gets 401 and
 * writes nothing; an approval opens one order with the buyer's e-mail, also when it arrives twenty
 * times at once; a refund cancels the order's certificates at once, and one that arrives before
 * its approval leaves the order refunded; a product she has not mapped opens one order "a
 * confirmar", with no e-mail; an event she does not use is answered 200. Once, at the
 * desktop size: no screen is involved, and no configuration changes the answers.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { base32Symbols } from "../src/features/licence/certificate";
import { ORDER_API } from "../src/features/orders/order-model";
import { ANY_OWNER_ONCE } from "./fixtures";
import { ORDERS_URL, expect, test } from "./orders-fixture";
import { SALES_TEST_VARS } from "./orders-site";

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/features/sales/fixtures/${name}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown> & { data: { purchase: Record<string, unknown> } };

/** A transaction code of its own on every run: a server reused outside CI keeps its store. */
const newTransaction = () => `HP${base32Symbols(crypto.getRandomValues(new Uint8Array(8)), 12)}`;

/** A Hotmart event from its recorded payload, for `transaction`, with an id of its own. */
function hotmart(name: string, transaction: string, eventId = crypto.randomUUID()) {
  const payload = fixture(name);
  payload.id = eventId;
  payload.data.purchase.transaction = transaction;
  return JSON.stringify(payload);
}

const sendHotmart = (request: APIRequestContext, body: string, token: string | null) =>
  request.post(`${ORDERS_URL}/api/vendas/hotmart`, {
    headers: {
      "Content-Type": "application/json",
      ...(token === null ? {} : { "X-HOTMART-HOTTOK": token }),
    },
    data: body,
  });

async function kiwifySignature(body: string, token: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(token),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return Buffer.from(mac).toString("hex");
}

test.describe("the sales webhooks", ANY_OWNER_ONCE, () => {
  test("refuse what fails the platform's check with 401, and write nothing", async ({
    request,
    orders,
  }) => {
    const transaction = newTransaction();
    const body = hotmart("hotmart-approved", transaction);
    for (const token of [null, "", "errado", `${SALES_TEST_VARS.HOTMART_HOTTOK}x`]) {
      expect((await sendHotmart(request, body, token)).status()).toBe(401);
    }
    const kiwify = JSON.stringify(fixture("kiwify-approved"));
    const url = `${ORDERS_URL}/api/vendas/kiwify`;
    const bad = await kiwifySignature(kiwify, "outro-token");
    for (const query of ["", `?signature=${bad}`, "?signature="]) {
      const answer = await request.post(`${url}${query}`, { data: kiwify });
      expect(answer.status()).toBe(401);
    }
    // Nothing opened for the transaction: a later good approval is the first.
    const good = await sendHotmart(request, body, SALES_TEST_VARS.HOTMART_HOTTOK);
    expect(await good.json()).toMatchObject({ novo: true });
    expect((await orders.find((await good.json()).pedido))?.order.platformCode).toBe(transaction);
  });

  test("open one order with the buyer's e-mail, even for twenty deliveries at once", async ({
    request,
    orders,
  }) => {
    const transaction = newTransaction();
    const body = hotmart("hotmart-approved", transaction, crypto.randomUUID());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendHotmart(request, body, SALES_TEST_VARS.HOTMART_HOTTOK)),
    );
    expect(answers.map((answer) => answer.status())).toEqual(Array(20).fill(200));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      pedido: string;
      novo: boolean;
    }[];
    expect(new Set(bodies.map((item) => item.pedido)).size).toBe(1);
    expect(bodies.filter((item) => item.novo)).toHaveLength(1);
    // Her address, by e-mail, once, in her words: it opens her order.
    const emails = await orders.emails(bodies[0]?.pedido ?? "");
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.authorization).toBe(`Bearer ${SALES_TEST_VARS.RESEND_API_KEY}`);
    expect(email?.body).toMatchObject({
      from: SALES_TEST_VARS.EMAIL_FROM,
      to: ["yasmin@exemplo.com.br"],
      subject: expect.stringContaining(`o seu pedido ${bodies[0]?.pedido}`),
    });
    expect(email?.body.text).toMatch(/^Olá, Yasmin! /);
    const address = /\/pedido#([A-Za-z0-9_-]{24})/.exec(email?.body.text ?? "")?.[1] ?? "";
    // Its HTML part, for the phone's mail app, opens the same address (order-email.test.ts).
    expect(email?.body.html).toMatch(new RegExp(`<a href="https?://[^"]+/pedido#${address}"`));
    const opened = await request.get(`${ORDERS_URL}${ORDER_API.order}`, {
      headers: { Authorization: `Bearer ${address}` },
    });
    expect(((await opened.json()) as { number: string }).number).toBe(bodies[0]?.pedido);
    const order = (await orders.find(bodies[0]?.pedido ?? ""))?.order;
    expect(order).toMatchObject({
      buyerEmail: "yasmin@exemplo.com.br",
      buyerName: "Yasmin Fernandes",
      package: "single",
      platformCode: transaction,
      purchasedOn: "2026-12-05",
    });
    // Kiwify's, signed over the raw body, wrapped or not: the package from her table.
    const kiwify = fixture("kiwify-approved") as Record<string, unknown>;
    kiwify.order_id = newTransaction();
    const raw = JSON.stringify({ order: kiwify });
    const signature = await kiwifySignature(raw, SALES_TEST_VARS.KIWIFY_TOKEN);
    const signed = await request.post(`${ORDERS_URL}/api/vendas/kiwify?signature=${signature}`, {
      headers: { "Content-Type": "application/json" },
      data: raw,
    });
    expect(signed.status()).toBe(200);
    const triple = (await orders.find((await signed.json()).pedido))?.order;
    expect(triple?.package).toBe("triple");
    expect(triple?.songs).toHaveLength(3);
  });

  test("cancel the order's certificates at once on a refund, also one that came first", async ({
    request,
    orders,
  }) => {
    const transaction = newTransaction();
    const number = `7QF2-${base32Symbols(crypto.getRandomValues(new Uint8Array(4)), 6)}`;
    // An order she opened by hand for the sale, its song delivered with a certificate.
    const order = await orders.seed({
      platformCode: transaction,
      songs: [{ stage: "ready", certificate: { number, fragment: "v1.a.b" } }],
    });
    const status = () => request.get(`${ORDERS_URL}${ORDER_API.certificate}/${number}`);
    expect(await (await status()).json()).toMatchObject({ revokedOn: null });
    const refund = await sendHotmart(
      request,
      hotmart("hotmart-refunded", transaction),
      SALES_TEST_VARS.HOTMART_HOTTOK,
    );
    expect(await refund.json()).toEqual({ pedido: order.number, reembolso: "refunded" });
    const today = new Date().toISOString().slice(0, 10);
    expect(await (await status()).json()).toMatchObject({
      revokedOn: today,
      reason: "platform-refund",
    });

    // The refund first, then the approval: the order opens refunded, and stays so.
    const early = newTransaction();
    await sendHotmart(
      request,
      hotmart("hotmart-chargeback", early),
      SALES_TEST_VARS.HOTMART_HOTTOK,
    );
    const late = await sendHotmart(
      request,
      hotmart("hotmart-approved", early),
      SALES_TEST_VARS.HOTMART_HOTTOK,
    );
    const lateOrder = (await late.json()) as { pedido: string; enviado: boolean };
    const songs = (await orders.find(lateOrder.pedido))?.order.songs ?? [];
    expect(songs.length).toBeGreaterThan(0);
    expect(songs.every((song) => song.refundedAt !== null)).toBe(true);
    // A cancelled order's address is sent to no one.
    expect(lateOrder.enviado).toBe(false);
    expect(await orders.emails(lateOrder.pedido)).toEqual([]);
  });

  test("open one order a confirmar for a product she has not mapped, even delivered at once", async ({
    request,
    orders,
  }) => {
    const transaction = newTransaction();
    const payload = fixture("hotmart-approved") as Record<string, unknown> & {
      data: { purchase: Record<string, unknown>; product: Record<string, unknown> };
    };
    payload.id = crypto.randomUUID();
    payload.data.purchase.transaction = transaction;
    payload.data.product.id = 7770001;
    const body = JSON.stringify(payload);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendHotmart(request, body, SALES_TEST_VARS.HOTMART_HOTTOK)),
    );
    expect(answers.map((answer) => answer.status())).toEqual(Array(5).fill(200));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      pedido: string;
      novo: boolean;
      aConfirmar: boolean;
    }[];
    expect(new Set(bodies.map((item) => item.pedido)).size).toBe(1);
    expect(bodies.filter((item) => item.novo)).toHaveLength(1);
    expect(bodies.every((item) => item.aConfirmar)).toBe(true);
    const number = bodies[0]?.pedido ?? "";
    expect((await orders.find(number))?.order).toMatchObject({
      package: null,
      songs: [],
      platformCode: transaction,
      buyerPhone: "11987654321",
    });
    // Her e-mail names the package: none goes before she confirms it.
    expect(await orders.emails(number)).toEqual([]);
  });

  test("answer 200 to an event she does not use, and 400 to one that is not an event", async ({
    request,
  }) => {
    const other = await sendHotmart(
      request,
      hotmart("hotmart-other-event", newTransaction()),
      SALES_TEST_VARS.HOTMART_HOTTOK,
    );
    expect(other.status()).toBe(200);
    const broken = await sendHotmart(request, "{não é json", SALES_TEST_VARS.HOTMART_HOTTOK);
    expect(broken.status()).toBe(400);
  });
});
