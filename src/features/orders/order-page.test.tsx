// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { withdrawalRight } from "../../content/order-terms";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderPage } from "../../components/pages/order-page";
import { orderPageContent as words } from "../../content/order-page";
import { API_ERRORS, type OrderView, type SongView } from "./order-model";
import { fetchOrder, startOrderPage as startPage, tokenFrom } from "./order-page";
import { ORDER_PARTS, type OrderPageData } from "./page-parts";

const TOKEN = "Rp8Gr8yRuJF8CuoAT24poBx7";
const DATA: OrderPageData = {
  guaranteeDays: 30,
  email: "contato@exemplo.com.br",
  whatsapp: "5531987654321",
};

const song = (changes: Partial<SongView> = {}): SongView => ({
  song: 1,
  title: "Noite no Cairo",
  stage: "ready",
  lyricsSentAt: "2026-11-20T13:00:00.000Z",
  previewsAt: "2026-11-24T13:00:00.000Z",
  previews: [
    { opus: "/api/pedido/arquivo/K9XM3A/1/previa-1.opus?t=1", mp3: "/1.mp3", seconds: 45 },
    { opus: "/api/pedido/arquivo/K9XM3A/1/previa-2.opus?t=1", mp3: "/2.mp3", seconds: 38 },
  ],
  deliveredAt: new Date().toISOString(),
  file: { name: "Noite no Cairo.mp3", bytes: 2_900_000, seconds: 181 },
  certificate: "v1.abc.def",
  firstDownloadAt: null,
  downloads: 0,
  refundedAt: null,
  ...changes,
});

const ORDER: OrderView = {
  number: "K9XM3A",
  buyerName: "Yasmin Fernandes",
  package: "single",
  purchasedOn: "2026-11-20",
  termsVersion: "2025-04-13",
  platformCode: "HP123",
  songs: [song()],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

/** /pedido as prerendered, with its data and the address's fragment. */
function openPage(hash: string) {
  document.body.innerHTML = `${renderToStaticMarkup(<OrderPage termsVersion="2025-04-13" />)}<script type="application/json" ${ORDER_PARTS.data}>${JSON.stringify(DATA)}</script>`;
  window.location.hash = hash;
}

const heading = (name: string) => screen.getByRole("heading", { level: 2, name });

/** A text as Testing Library reads the page's: its no-break spaces ("seção 8") as spaces. */
const asRead = (text: string) => text.replace(/\u00a0/g, " ");

/** The elements with this text that she sees (a card holds some for other states, hidden). */
const shown = (root: HTMLElement, text: string) =>
  within(root)
    .queryAllByText(text)
    .filter((element) => element.closest("[hidden]") === null);

/** Each test's page stops listening to the address when the test ends. */
let pages = new AbortController();
const startOrderPage = (options: Parameters<typeof startPage>[0] = {}) =>
  startPage({ ...options, signal: pages.signal });

/** jsdom lays nothing out and has no scrolling: what the page asks to bring into view. */
const scrolled: Element[] = [];
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  pages.abort();
  pages = new AbortController();
  scrolled.length = 0;
  document.body.innerHTML = "";
  window.location.hash = "";
});

describe("tokenFrom", () => {
  it("reads a token that could be one, and nothing else", () => {
    expect(tokenFrom(`#${TOKEN}`)).toBe(TOKEN);
    for (const hash of ["", "#", "#curto", `#${TOKEN}x`, "#%00", `#${"<".repeat(24)}`]) {
      expect(tokenFrom(hash)).toBeNull();
    }
  });
});

describe("fetchOrder", () => {
  it("sends the token in a header, never in the address", async () => {
    const fetcher = vi.fn(async () => json(200, ORDER));
    await fetchOrder(TOKEN, fetcher as unknown as typeof fetch);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/pedido");
    expect(url).not.toContain(TOKEN);
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it("tells an order not found from a site where no order store answers", async () => {
    const answer = (response: Response | Error) =>
      fetchOrder(TOKEN, (async () => {
        if (response instanceof Error) throw response;
        return response;
      }) as typeof fetch);
    expect(await answer(json(404, { error: API_ERRORS.notFound }))).toEqual({ kind: "not-found" });
    expect(await answer(json(503, { error: API_ERRORS.unavailable }))).toEqual({
      kind: "unavailable",
    });
    // A static host's own 404 page, and no network at all.
    expect(
      await answer(
        new Response("<!doctype html>", { status: 404, headers: { "Content-Type": "text/html" } }),
      ),
    ).toEqual({ kind: "unavailable" });
    expect(await answer(new TypeError("Failed to fetch"))).toEqual({ kind: "unavailable" });
  });
});

describe("startOrderPage", () => {
  it("asks for nothing without a token, and says what to open", async () => {
    openPage("");
    const fetcher = vi.fn();
    await startOrderPage({ fetcher: fetcher as unknown as typeof fetch });
    expect(fetcher).not.toHaveBeenCalled();
    expect(heading(words.status.noToken.title)).toBeVisible();
  });

  it("says the order was not found, and no store, each plainly", async () => {
    openPage(`#${TOKEN}`);
    await startOrderPage({
      fetcher: (async () => json(404, { error: API_ERRORS.notFound })) as typeof fetch,
    });
    expect(heading(words.status.notFound.title)).toBeVisible();
    openPage(`#${TOKEN}`);
    await startOrderPage({
      fetcher: (async () => json(503, { error: API_ERRORS.unavailable })) as typeof fetch,
    });
    expect(heading(words.status.unavailable.title)).toBeVisible();
  });

  it("shows the order, then records one download for two quick presses on the confirmation", async () => {
    openPage(`#${TOKEN}`);
    const user = userEvent.setup();
    let release: () => void = () => {};
    const requests: string[] = [];
    const fetcher = (async (url: string) => {
      requests.push(url);
      if (url === "/api/pedido") return json(200, ORDER);
      await new Promise<void>((resolve) => (release = resolve));
      return json(200, {
        url: "/api/pedido/arquivo/K9XM3A/1/musica.mp3?t=2",
        firstDownloadAt: "2026-11-27T17:03:00.000Z",
        downloads: 1,
      });
    }) as typeof fetch;
    const started: string[] = [];
    await startOrderPage({ fetcher, startDownload: (url) => started.push(url) });

    const card = document.querySelector<HTMLElement>('[data-song="1"]')!;
    expect(within(card).getByText("Noite no Cairo")).toBeVisible();
    // Not downloaded: a refund under § 8 until the download or the guarantee's last day.
    expect(within(card).getByText(/você pode pedir o reembolso dela/)).toBeVisible();
    expect(within(card).queryByText(asRead(words.song.guaranteeEnded))).toBeNull();
    expect(screen.getByRole("link", { name: words.help.email })).toHaveAttribute(
      "href",
      expect.stringContaining("mailto:contato@exemplo.com.br?subject=Pedido%20K9XM3A"),
    );
    expect(screen.getByRole("link", { name: words.help.whatsapp })).toHaveAttribute(
      "href",
      expect.stringContaining(
        "https://wa.me/5531987654321?text=Ol%C3%A1!%20Preciso%20de%20ajuda%20com%20o%20pedido%20K9XM3A.",
      ),
    );
    await user.click(within(card).getByRole("button", { name: words.download.button }));
    const yes = within(card).getByRole("button", { name: words.download.yes });
    expect(yes).toHaveFocus();
    // The download ends the guarantee (§ 8); the right of withdrawal (§ 7) goes on.
    expect(shown(card, withdrawalRight.afterDownload)).toHaveLength(1);
    await user.click(yes);
    await user.click(yes);
    release();
    await waitFor(() =>
      expect(
        within(card).getByText(words.download.downloaded("27/11/2026", "14:03")),
      ).toHaveFocus(),
    );
    // The song's heading comes into view above it, not under the fixed header.
    expect(scrolled).toEqual([within(card).getByRole("heading", { level: 2 })]);
    expect(requests.filter((url) => url === "/api/pedido/download")).toHaveLength(1);
    expect(started).toEqual(["/api/pedido/arquivo/K9XM3A/1/musica.mp3?t=2"]);
    expect(within(card).getByRole("button", { name: words.download.again })).toBeVisible();
    // Downloaded: § 8 ended with it, § 7 may still be open.
    expect(within(card).getByText(asRead(words.song.guaranteeEnded))).toBeVisible();
    expect(shown(card, withdrawalRight.afterDownload)).toHaveLength(1);
    expect(within(card).queryByText(/você pode pedir o reembolso dela/)).toBeNull();
  });

  it("says what waits on her once for the page, by the channels the owner has", async () => {
    openPage(`#${TOKEN}`);
    const order: OrderView = {
      ...ORDER,
      package: "triple",
      songs: [1, 2, 3].map((n) =>
        song({
          song: n,
          title: null,
          stage: "brief",
          lyricsSentAt: null,
          previewsAt: null,
          previews: [],
          deliveredAt: null,
          file: null,
          certificate: null,
        }),
      ),
    };
    await startOrderPage({ fetcher: (async () => json(200, order)) as typeof fetch });
    expect(heading(words.next.title)).toBeVisible();
    // DATA has a WhatsApp number: the page names it beside the e-mail.
    expect(screen.getAllByText(words.next.brief(3, true))).toHaveLength(1);
    expect(document.querySelectorAll("[data-song]")).toHaveLength(3);
  });

  it("keeps her confirmed download on a song refunded after it", async () => {
    openPage(`#${TOKEN}`);
    const refunded: OrderView = {
      ...ORDER,
      songs: [
        song({
          stage: "refunded",
          file: null,
          previews: [],
          firstDownloadAt: "2026-11-27T17:03:00.000Z",
          downloads: 1,
          refundedAt: "2026-11-28T13:00:00.000Z",
        }),
      ],
    };
    await startOrderPage({ fetcher: (async () => json(200, refunded)) as typeof fetch });
    const card = document.querySelector<HTMLElement>('[data-song="1"]')!;
    expect(within(card).getByText(words.song.stages.refunded.text)).toBeVisible();
    expect(within(card).getByText(words.download.downloaded("27/11/2026", "14:03"))).toBeVisible();
    // The refund's date the store keeps, shown to her (Terms § 8 says so).
    expect(
      within(card).getByText(words.song.when(words.song.history.refunded, "28/11/2026", "10:00")),
    ).toBeVisible();
    expect(within(card).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("heading", { name: words.next.title })).toBeNull();
  });

  it("keeps the order, and its address, when an in-page link (the skip link) is followed", async () => {
    openPage(`#${TOKEN}`);
    const fetcher = vi.fn(async () => json(200, ORDER));
    await startOrderPage({ fetcher: fetcher as unknown as typeof fetch });
    window.location.hash = "#conteudo";
    await waitFor(() => expect(window.location.hash).toBe(`#${TOKEN}`));
    expect(heading(words.song.heading(1, 1))).toBeVisible();
    expect(screen.queryByRole("heading", { name: words.status.noToken.title })).toBeNull();
  });

  it("says a failed download plainly, and lets her try again", async () => {
    openPage(`#${TOKEN}`);
    const user = userEvent.setup();
    const fetcher = (async (url: string) =>
      url === "/api/pedido"
        ? json(200, ORDER)
        : json(500, { error: "erro-interno" })) as typeof fetch;
    await startOrderPage({ fetcher, startDownload: () => {} });
    const card = document.querySelector<HTMLElement>('[data-song="1"]')!;
    await user.click(within(card).getByRole("button", { name: words.download.button }));
    await user.click(within(card).getByRole("button", { name: words.download.yes }));
    await waitFor(() =>
      expect(within(card).getByRole("status")).toHaveTextContent(words.download.failed),
    );
    expect(within(card).getByRole("button", { name: words.download.yes })).toBeEnabled();
  });
});

describe("an order the seller is still confirming (a product not in her table)", () => {
  it("says plainly that the package is being confirmed, with no song yet", async () => {
    openPage(`#${TOKEN}`);
    const pending: OrderView = { ...ORDER, package: null, songs: [] };
    await startOrderPage({ fetcher: (async () => json(200, pending)) as typeof fetch });
    expect(screen.getByText(words.summary.packagePending)).toBeVisible();
    expect(screen.getByText(words.summary.pendingText)).toBeVisible();
    expect(document.querySelector("[data-song]")).toBeNull();
    expect(screen.getByText("K9XM3A")).toBeVisible();
  });
});
