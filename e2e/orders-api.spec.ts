/**
 * The order API on Cloudflare's runtime with the local D1 and R2 (scripts/orders-site.mjs),
 * through real HTTP: a confirmed download recorded once, also under 50 requests at once; a plain
 * GET, a preview or a file's fetch records nothing; byte ranges on previews and downloads; every
 * wrong token alike; a refund changes a certificate's status at once; what each answer's headers
 * keep private. Once, at the desktop size: no screen is involved.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { base32Symbols } from "../src/features/licence/certificate";
import {
  API_ERRORS,
  ORDER_API,
  ORDER_PAGE_DAYS,
  type DownloadView,
  type OrderView,
} from "../src/features/orders/order-model";
import { ANY_OWNER_ONCE } from "./fixtures";
import { ORDERS_URL, expect, test } from "./orders-fixture";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const getOrder = (request: APIRequestContext, token: string) =>
  request.get(`${ORDERS_URL}${ORDER_API.order}`, { headers: bearer(token) });

const confirm = (request: APIRequestContext, token: string, song = 1) =>
  request.post(`${ORDERS_URL}${ORDER_API.download}`, {
    headers: { ...bearer(token), "Content-Type": "application/json" },
    data: { song, confirmed: true },
  });

/** What must never differ between two "not found" answers. */
async function notFoundShape(response: APIResponse) {
  const headers = response.headers();
  delete headers.date;
  return { status: response.status(), body: await response.text(), headers };
}

// The functions' answers on the store: no configuration changes them. The owner pass runs one
// order of hers through them, from `novo` to `apagar` (scripts/test-owner-config.mjs, 5b).
test.describe("the order API", ANY_OWNER_ONCE, () => {
  test("records a confirmed download once, the first time kept, under 50 requests at once", async ({
    request,
    orders,
  }) => {
    const order = await orders.seed({ songs: [{ stage: "ready" }] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => confirm(request, order.token)),
    );
    expect(answers.map((answer) => answer.status())).toEqual(Array(50).fill(200));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as DownloadView[];
    expect(new Set(bodies.map((body) => body.firstDownloadAt)).size).toBe(1);
    expect(bodies.map((body) => body.downloads).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    const song = (await orders.find(order.number))?.order.songs[0];
    expect(song?.downloads).toBe(50);
    expect(song?.firstDownloadAt).toBe(bodies[0]?.firstDownloadAt);
  });

  test("records nothing for opening the order, a preview, a link scanner's GET or a prefetch", async ({
    request,
    orders,
  }) => {
    const order = await orders.seed({ songs: [{ stage: "ready" }] });
    const view = (await (await getOrder(request, order.token)).json()) as OrderView;
    const preview = view.songs[0]?.previews[0]?.opus ?? "";
    expect((await request.get(`${ORDERS_URL}${preview}`)).status()).toBe(200);
    // What a scanner or a prefetch does: the page's address, and the download endpoint by GET.
    expect((await request.get(order.url)).status()).toBe(200);
    expect((await request.get(`${ORDERS_URL}${ORDER_API.download}`)).status()).not.toBe(200);
    // A POST without the confirmation records nothing either.
    const unconfirmed = await request.post(`${ORDERS_URL}${ORDER_API.download}`, {
      headers: { ...bearer(order.token), "Content-Type": "application/json" },
      data: { song: 1 },
    });
    expect(unconfirmed.status()).toBe(400);
    const song = (await orders.find(order.number))?.order.songs[0];
    expect(song?.downloads).toBe(0);
    expect(song?.firstDownloadAt).toBeNull();
  });

  test("serves previews and the download in byte ranges, and the download only once confirmed", async ({
    request,
    orders,
  }) => {
    const order = await orders.seed({ songs: [{ stage: "ready", title: "Noite no Cairo" }] });
    const view = (await (await getOrder(request, order.token)).json()) as OrderView;
    const preview = `${ORDERS_URL}${view.songs[0]?.previews[1]?.mp3}`;
    const whole = Buffer.from(order.full);

    const range = await request.get(preview, { headers: { Range: "bytes=100-199" } });
    expect(range.status()).toBe(206);
    expect(range.headers()["content-range"]).toBe(`bytes 100-199/${whole.length}`);
    expect((await range.body()).equals(whole.subarray(100, 200))).toBe(true);
    const head = await request.head(preview);
    expect(head.headers()["accept-ranges"]).toBe("bytes");
    expect(head.headers()["content-length"]).toBe(String(whole.length));
    const past = await request.get(preview, { headers: { Range: `bytes=${whole.length + 5}-` } });
    expect(past.status()).toBe(416);
    const stale = await request.get(preview, {
      headers: { Range: "bytes=0-9", "If-Range": '"stale"' },
    });
    expect(stale.status()).toBe(200);

    // The full version's address with a preview's ticket, or before any confirmed download: 404.
    const forged = preview.replace("previa-2.mp3", "musica.mp3");
    expect((await request.get(forged)).status()).toBe(404);

    const { url } = (await (await confirm(request, order.token)).json()) as DownloadView;
    const download = await request.get(`${ORDERS_URL}${url}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toBe(
      `attachment; filename="Noite no Cairo.mp3"; filename*=UTF-8''Noite%20no%20Cairo.mp3`,
    );
    expect((await download.body()).equals(whole)).toBe(true);
    // A download cut short resumes from where it stopped.
    const half = Math.floor(whole.length / 2);
    const resumed = await request.get(`${ORDERS_URL}${url}`, {
      headers: { Range: `bytes=${half}-` },
    });
    expect(resumed.status()).toBe(206);
    expect((await resumed.body()).equals(whole.subarray(half))).toBe(true);
  });

  test("answers a wrong, hostile, erased or expired token alike, and a file with a wrong ticket too", async ({
    request,
    orders,
  }) => {
    const erased = await orders.seed({ songs: [{ stage: "ready" }] });
    await orders.erase(erased.number);
    const expired = await orders.seed({
      songs: [{ stage: "downloaded" }],
      daysAgo: ORDER_PAGE_DAYS + 1,
    });
    const live = await orders.seed({ songs: [{ stage: "previews" }] });
    const view = (await (await getOrder(request, live.token)).json()) as OrderView;

    const reference = await notFoundShape(await getOrder(request, "A".repeat(24)));
    expect(reference.status).toBe(404);
    expect(JSON.parse(reference.body)).toEqual({ error: API_ERRORS.notFound });
    for (const token of [
      erased.token,
      expired.token,
      "B".repeat(24),
      "x".repeat(4000),
      "não-é-base64!!",
      "%00",
      "",
      `${live.token}x`,
    ]) {
      expect(await notFoundShape(await getOrder(request, token)), token.slice(0, 30)).toEqual(
        reference,
      );
    }
    const noHeader = await request.get(`${ORDERS_URL}${ORDER_API.order}`);
    expect(await notFoundShape(noHeader)).toEqual(reference);
    expect(await notFoundShape(await confirm(request, erased.token))).toEqual(reference);

    const preview = view.songs[0]?.previews[0]?.opus ?? "";
    const wrongTicket = preview.replace(/t=\d+\.[^&]+/, `t=1${"0".repeat(11)}.${"A".repeat(43)}`);
    expect(await notFoundShape(await request.get(`${ORDERS_URL}${wrongTicket}`))).toEqual(
      reference,
    );
    const otherOrder = preview.replace(live.number, erased.number);
    expect(await notFoundShape(await request.get(`${ORDERS_URL}${otherOrder}`))).toEqual(reference);
  });

  test("keeps every answer private: not stored, no Referer, not indexed", async ({
    request,
    orders,
  }) => {
    const order = await orders.seed({ songs: [{ stage: "previews" }] });
    const view = (await (await getOrder(request, order.token)).json()) as OrderView;
    for (const response of [
      await getOrder(request, order.token),
      await getOrder(request, "A".repeat(24)),
      await request.get(`${ORDERS_URL}${view.songs[0]?.previews[0]?.opus}`),
      await confirm(request, order.token),
    ]) {
      expect(response.headers()).toMatchObject({
        "cache-control": "no-store",
        "referrer-policy": "no-referrer",
        "x-robots-tag": "noindex, nofollow",
        "x-content-type-options": "nosniff",
      });
    }
    const page = await request.get(order.url);
    expect(page.headers()["referrer-policy"]).toBe("no-referrer");
  });

  test("changes a certificate's status at once with a refund, and knows nothing of others", async ({
    request,
    orders,
  }) => {
    // A number of its own on every run: a server reused outside CI keeps its store.
    const number = `7QF2-${base32Symbols(crypto.getRandomValues(new Uint8Array(4)), 6)}`;
    const order = await orders.seed({
      songs: [{ stage: "ready", certificate: { number, fragment: "v1.a.b" } }],
    });
    const status = () => request.get(`${ORDERS_URL}${ORDER_API.certificate}/${number}`);
    const valid = { number, known: true, revokedOn: null, reason: null, replacedBy: null };
    expect(await (await status()).json()).toEqual(valid);
    await orders.refund(order.number, [1]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await (await status()).json()).toEqual({ ...valid, revokedOn: today, reason: "refund" });
    // A certificate issued outside an order: known to the published list only, no error logged.
    const unknown = await request.get(`${ORDERS_URL}${ORDER_API.certificate}/ZZZZ-ZZZZZZ`);
    expect(await unknown.json()).toEqual({
      number: "ZZZZ-ZZZZZZ",
      known: false,
      revokedOn: null,
      reason: null,
      replacedBy: null,
    });
    expect((await request.get(`${ORDERS_URL}${ORDER_API.certificate}/nada`)).status()).toBe(404);
  });
});
