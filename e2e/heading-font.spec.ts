/**
 * The heading font is a cached file asked for once the page has painted and loaded (global.css,
 * docs/decisions/0005-first-paint.md): the first paint shows the fallback sized to it, and its
 * arrival must move nothing, at both screen sizes, on every page.
 */
import type { Page } from "@playwright/test";
import { allowNotFoundPage, expect, PAGES, test } from "./fixtures";

const HEADING_FONT_FILE = /\/assets\/site-display-700\.[\w-]+\.woff2$/;
const ALL_PAGES = [...PAGES, "/pagina-que-nao-existe"];

/** Every element on the page with its box, by its place in the document. */
function boxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const box = element.getBoundingClientRect();
      const shown = element.checkVisibility() && box.width > 0 && box.height > 0;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      return { name, shown, top: box.top + scrollY, left: box.left, height: box.height };
    }),
  );
}

test.describe("the heading font", () => {
  test("is asked for only after the first paint, from a cached file", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (font) => font.family === "Site Display" && font.status === "loaded",
      ),
    );
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    // The subset alone: the full latin file behind it is for characters the copy does not use.
    expect(timing.fonts).toHaveLength(1);
    expect(timing.fonts[0]!.name).toMatch(HEADING_FONT_FILE);
    expect(timing.fonts[0]!.start).toBeGreaterThanOrEqual(timing.paint);
  });

  for (const route of ALL_PAGES) {
    test(`moves nothing when it arrives on ${route}`, async ({ page, problems }) => {
      if (route.startsWith("/pagina")) allowNotFoundPage(problems);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(HEADING_FONT_FILE, async (request) => {
        await held;
        await request.continue();
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-painted"));
      // Islands woken after the paint (client:painted) change their own markup: let them first.
      await page.waitForFunction(
        () => document.querySelectorAll('astro-island[client="painted"][ssr]').length === 0,
      );
      await page.evaluate(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[]) {
            const nodes = entry.sources.map((source) => source.node?.textContent?.slice(0, 40));
            shifts.push(`${entry.value.toFixed(5)}: ${nodes.join(" | ")}`);
          }
        }).observe({ type: "layout-shift" });
      });
      const fallback = await page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family),
      );
      expect(fallback, "until it arrives, headings show a sized fallback").not.toContain(
        "Site Display",
      );
      const before = await boxes(page);

      release();
      await page.waitForFunction(() =>
        [...document.fonts].some(
          (font) => font.family === "Site Display" && font.status === "loaded",
        ),
      );
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const after = await boxes(page);

      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
        [],
      );
      // Every block keeps its place and height: the headings wrap to as many lines as before.
      const moved = before.flatMap((box, index) => {
        const now = after[index];
        if (!box.shown || !now?.shown) return [];
        const same = Math.abs(now.top - box.top) < 1 && Math.abs(now.height - box.height) < 1;
        return same ? [] : [`${box.name}: ${box.top}+${box.height} → ${now.top}+${now.height}`];
      });
      expect(moved).toEqual([]);
    });
  }
});
