/**
 * The order page's key flow in Firefox and WebKit, on Cloudflare's runtime with the order store:
 * scripts/test-hosts.mjs seeds each engine's orders and passes their addresses (ORDER_PAGES). A
 * preview plays; the first download asks, is confirmed, and its recorded time is there again
 * after a reload. At a phone's size, where most buyers are.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPageContent as words } from "../src/content/order-page";
import { BASE_URL, ENGINES, launch, type EngineName, type EnginePage } from "./engines";
import { until, visibleText } from "./page-helpers";

/** Each engine's two orders: one with its previews, one ready to download. */
const PAGES = JSON.parse(process.env.ORDER_PAGES ?? "{}") as Partial<
  Record<EngineName, { previews: string; ready: string }>
>;

/**
 * `/pedido#token` with a query of its own: two orders' addresses differ only after `#`, and the
 * browser would move within the page instead of loading it (the reload included).
 */
const load = (address: string, visit: string) => address.replace("#", `?visita=${visit}#`);

describe.each(ENGINES)("%s", (engine) => {
  let page: EnginePage;
  const pages = PAGES[engine];
  beforeAll(async () => {
    if (!pages) throw new Error(`ORDER_PAGES has no orders for ${engine}`);
    page = await launch(engine, BASE_URL);
    await page.setViewport(390, 844);
  });
  afterAll(async () => {
    await page?.close();
  });

  it("plays a preview of a song", async () => {
    expect(await page.open(load(pages?.previews ?? "", "previas"))).toBe(200);
    await until(page, () => visibleText(page, words.song.stages.previews.label), "the previews");
    await page.evaluate(async () => {
      const audio = document.querySelector<HTMLAudioElement>("[data-song='1'] audio");
      if (!audio) throw new Error("no preview player");
      audio.muted = true;
      await audio.play();
    });
    await until(
      page,
      () =>
        page.evaluate(
          () =>
            (document.querySelector<HTMLAudioElement>("[data-song='1'] audio")?.currentTime ?? 0) >
            0.3,
        ),
      "the preview playing",
      15_000,
    );
    expect(await page.problems()).toEqual([]);
  });

  it("asks before the first download, records it, and shows its time after a reload", async () => {
    expect(await page.open(load(pages?.ready ?? "", "pronta"))).toBe(200);
    await until(page, () => visibleText(page, words.song.stages.ready.label), "the ready song");
    await page.click("button", words.download.button);
    // The question's answer, which only the question shows.
    await until(page, () => visibleText(page, words.download.yes), "the question");
    await page.click("button", words.download.yes);
    const recorded = () =>
      page.evaluate(() =>
        /^Você confirmou o primeiro download desta música em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/.test(
          document.querySelector("[data-order-field='downloaded']")?.textContent ?? "",
        ),
      );
    await until(page, recorded, "the recorded download", 15_000);
    expect(await page.open(load(pages?.ready ?? "", "de-novo"))).toBe(200);
    await until(page, recorded, "the recorded download after a reload", 15_000);
    expect(await page.problems()).toEqual([]);
  });
});
