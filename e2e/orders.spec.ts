/**
 * /pedido, as the buyer uses it on Cloudflare's runtime with the order store
 * (scripts/orders-site.mjs): each song where it stands, the previews playing and seeking, the
 * confirmation before the first download, the downloaded file's bytes, the recorded time after a
 * reload, a refund, a wrong address, a site without the store, no JavaScript; axe on each state.
 */
import type { Page } from "@playwright/test";
import { siteConfig } from "../src/config/site";
import { headerContent } from "../src/content/navigation";
import { orderPageContent as words } from "../src/content/order-page";
import { licenceContent } from "../src/content/licence";
import { brasiliaTime } from "../src/features/orders/order-model";
import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";
import { ANY_OWNER_ONCE, ONCE_AT_DESKTOP_SIZE, expectStopsAt } from "./fixtures";
import { issueCertificate } from "./licence-fixture/certificates";
import { ORDERS_URL, expect, test } from "./orders-fixture";

const card = (page: Page, song: number) => page.locator(`[data-song="${song}"]`);
/** The specification's offset below the fixed header (global.css's `--scroll-offset`). */
const SCROLL_OFFSET_PX = 80;
const heading = (page: Page, title: string | RegExp) =>
  page.getByRole("heading", { level: 2, name: title });

async function noViolations(page: Page) {
  const { violations } = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
}

// What the screen's size can change (the layout, axe, the download's question on a phone) runs at
// both sizes; the rest, the API's answers and the store's records, once.
test.describe("the order page (/pedido)", () => {
  test("shows the order and each song where it stands, with no violation", async ({
    page,
    orders,
  }) => {
    const order = await orders.seed({
      package: "triple",
      songs: [{ stage: "brief" }, { stage: "lyrics" }, { stage: "previews" }],
    });
    await page.goto(order.url);
    await expect(page).toHaveTitle(words.title(siteConfig.siteName));
    const summary = page.locator("dl").first();
    await expect(summary).toContainText(order.number);
    await expect(summary).toContainText(order.buyerName);
    await expect(summary).toContainText(words.summary.packageText("triple", 3));
    await expect(card(page, 1)).toContainText(words.song.stages.brief.label);
    await expect(card(page, 2)).toContainText(words.song.stages.lyrics.label);
    await expect(card(page, 3)).toContainText(words.song.stages.previews.label);
    await expect(card(page, 3).locator("audio")).toHaveCount(2);
    await expect(
      card(page, 1).getByRole("heading", { name: words.song.previewsTitle }),
    ).toBeHidden();
    await expect(page.getByRole("button", { name: words.download.button })).toHaveCount(0);
    // What waits on her is said once for the page; she has paid: no "Comprar Agora".
    await expect(
      page.getByText(words.next.brief(1, siteConfig.sales.whatsapp !== null)),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: headerContent.cta.label })).toHaveCount(0);
    // Help about this order: its code in the message.
    const email = page.getByRole("link", { name: words.help.email });
    await expect(email).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${siteConfig.contactEmail}\\?subject=Pedido%20${order.number}`),
    );
    await noViolations(page);
  });

  test("asks before the first download, records it once, and shows its time to both after a reload", async ({
    page,
    orders,
  }) => {
    const order = await orders.seed({ songs: [{ stage: "ready", title: "Noite no Cairo" }] });
    await page.goto(order.url);
    const song = card(page, 1);
    await expect(song).toContainText(words.song.stages.ready.label);
    await expect(song).toContainText(
      "garantia de satisfação desta música vale até você confirmar o primeiro download",
    );
    // The first press asks; "Agora não" leaves everything as it was.
    await song.getByRole("button", { name: words.download.button }).click();
    const ask = song.getByRole("group", { name: words.download.confirm });
    await expect(ask).toBeVisible();
    await expect(song.getByRole("button", { name: words.download.yes })).toBeFocused();
    await noViolations(page);
    await song.getByRole("button", { name: words.download.no }).click();
    await expect(ask).toBeHidden();
    expect((await orders.find(order.number))?.order.songs[0]?.downloads).toBe(0);

    await song.getByRole("button", { name: words.download.button }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      song.getByRole("button", { name: words.download.yes }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Noite no Cairo.mp3");
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(Buffer.from(readFileSync(path)).equals(Buffer.from(order.full))).toBe(true);

    const stored = (await orders.find(order.number))?.order.songs[0];
    expect(stored?.downloads).toBe(1);
    const { date, time } = brasiliaTime(stored?.firstDownloadAt ?? "");
    const fact = words.download.downloaded(date, time);
    await expect(song.getByText(fact)).toBeFocused();
    // The song's heading above it stops the site's offset below the top, clear of the header.
    await expectStopsAt(page, '[data-song="1"] h2', SCROLL_OFFSET_PX);
    await expect(song).toContainText(words.song.stages.downloaded.label);
    await page.reload();
    await expect(card(page, 1).getByText(fact)).toBeVisible();
    // Later downloads ask nothing, and are counted.
    await Promise.all([
      page.waitForEvent("download"),
      card(page, 1).getByRole("button", { name: words.download.again }).click(),
    ]);
    await expect(card(page, 1)).toContainText(words.download.count(2));
    await noViolations(page);
  });

  test(
    "plays a preview and seeks in it, through byte ranges, recording nothing",
    // The player, the store and the API at work: no configuration changes them.
    ANY_OWNER_ONCE,
    async ({ page, orders }) => {
      const order = await orders.seed({ songs: [{ stage: "previews" }] });
      const ranges: number[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/previa-1.")) ranges.push(response.status());
      });
      await page.goto(order.url);
      const audio = card(page, 1).locator("audio").first();
      await expect(audio).toHaveAccessibleName(words.song.previewLabel(0, 45));
      // Its length is known before she plays it: the player shows it, never 0:00.
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration))
        .toBeGreaterThan(0);
      await audio.evaluate(async (element: HTMLAudioElement) => {
        element.muted = true;
        await element.play();
      });
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
        .toBeGreaterThan(0.2);
      // Three quarters in, past what the first response held: the file is the build's first sample,
      // whose length is the owner's (47 s in the owner pass, over a minute in the demo).
      const target = await audio.evaluate((element: HTMLAudioElement) => {
        const to = Math.floor(element.duration * 0.75);
        element.currentTime = to;
        return to;
      });
      expect(target).toBeGreaterThan(20);
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
        .toBeGreaterThanOrEqual(target);
      expect(ranges).toContain(206);
      await audio.evaluate((element: HTMLAudioElement) => element.pause());
      const stored = (await orders.find(order.number))?.order.songs[0];
      expect(stored?.downloads).toBe(0);
      expect(stored?.firstDownloadAt).toBeNull();
    },
  );

  test(
    "asks nothing before a download once the guarantee's days are over, and says so",
    ONCE_AT_DESKTOP_SIZE,
    async ({ page, orders }) => {
      const order = await orders.seed({
        songs: [{ stage: "ready", deliveredDaysAgo: siteConfig.orders.guaranteeDays + 2 }],
      });
      await page.goto(order.url);
      const song = card(page, 1);
      await expect(song).toContainText(
        "O prazo da garantia de satisfação desta música terminou em",
      );
      await Promise.all([
        page.waitForEvent("download"),
        song.getByRole("button", { name: words.download.button }).click(),
      ]);
      await expect(song.getByRole("group")).toBeHidden();
    },
  );

  test(
    "shows a refunded song without its file or certificate",
    ONCE_AT_DESKTOP_SIZE,
    async ({ page, orders }) => {
      const order = await orders.seed({ songs: [{ stage: "refunded" }] });
      await page.goto(order.url);
      const song = card(page, 1);
      await expect(song).toContainText(words.song.stages.refunded.text);
      await expect(song.getByRole("button")).toHaveCount(0);
      await expect(song.getByRole("link", { name: words.certificate.link })).toBeHidden();
      await noViolations(page);
    },
  );

  test(
    "cancels the certificate on /licenca at once when the order is refunded, with no new build",
    // The player, the store and the API at work: no configuration changes them.
    ANY_OWNER_ONCE,
    async ({ page, orders }) => {
      const issued = issueCertificate("Yasmin Fernandes", "Noite no Cairo");
      const number = /"n":"([^"]+)"/.exec(
        Buffer.from(issued.fragment.split(".")[1] ?? "", "base64url").toString(),
      )?.[1];
      const order = await orders.seed({
        songs: [
          { stage: "ready", certificate: { number: number ?? "", fragment: issued.fragment } },
        ],
      });
      await page.goto(order.url);
      const link = card(page, 1).getByRole("link", { name: words.certificate.link });
      await expect(link).toHaveAttribute("href", `/licenca#${issued.fragment}`);
      await link.click();
      await expect(heading(page, licenceContent.status.valid.title)).toBeVisible();
      await orders.refund(order.number, [1]);
      await page.reload();
      await expect(
        heading(page, new RegExp(`^${licenceContent.status.revoked.title}`)),
      ).toBeVisible();
    },
  );

  test(
    "says the same plain thing for a wrong, a cut or a missing token",
    // The player, the store and the API at work: no configuration changes them.
    ANY_OWNER_ONCE,
    async ({ page, problems }) => {
      // The API's 404 for a wrong token, which the browser logs on its own.
      problems.allow(/status of 404/);
      for (const [hash, panel] of [
        ["#AAAAAAAAAAAAAAAAAAAAAAAA", words.status.notFound.title],
        ["#cortado", words.status.noToken.title],
        ["", words.status.noToken.title],
      ] as const) {
        await page.goto(`${ORDERS_URL}/pedido${hash}`);
        await expect(heading(page, panel)).toBeVisible();
      }
      await page.goto(`${ORDERS_URL}/pedido#AAAAAAAAAAAAAAAAAAAAAAAA`);
      await expect(heading(page, words.status.notFound.title)).toBeVisible();
      await noViolations(page);
    },
  );

  test(
    "says what the page needs where no order store answers (a static host, npm start)",
    ONCE_AT_DESKTOP_SIZE,
    async ({ page, problems }) => {
      problems.allow(/\/api\/pedido|status of 404/);
      await page.goto("/pedido#AAAAAAAAAAAAAAAAAAAAAAAA");
      await expect(heading(page, words.status.unavailable.title)).toBeVisible();
      await expect(page.getByText(words.status.unavailable.owner)).toBeVisible();
      await noViolations(page);
    },
  );
});

test.describe("the order page without JavaScript", ONCE_AT_DESKTOP_SIZE, () => {
  test.use({ javaScriptEnabled: false });

  test("says what to do", async ({ page }) => {
    await page.goto(`${ORDERS_URL}/pedido#AAAAAAAAAAAAAAAAAAAAAAAA`);
    await expect(heading(page, words.status.withoutScript.title)).toBeVisible();
    await expect(heading(page, words.status.loading)).toBeHidden();
  });
});
