/**
 * The heading font is a cached file fetched once the page has painted and loaded, and shown only
 * where it moves nothing (lib/fonts/heading-font.ts, docs/decisions/0005-first-paint.md): the
 * first paint shows the fallback sized to it, and its arrival must move nothing, at both screen
 * sizes, on every page, nor at a width where it would wrap a heading differently.
 */
import type { Page } from "@playwright/test";
import { DISPLAY_SELECTOR, FONTS_ATTRIBUTE } from "../src/lib/fonts/heading-font";
import { allowNotFoundPage, expect, PAGES, test } from "./fixtures";
import { TAGS } from "./tags";

const HEADING_FONT_FILE = /\/assets\/site-display-700\.[\w-]+\.woff2$/;
const ALL_PAGES = [...PAGES, "/pagina-que-nao-existe"];
const PHONE = { width: 390, height: 844 };

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
type Boxes = Awaited<ReturnType<typeof boxes>>;

/** Resolves once the page has drawn two more frames. */
function twoFrames(page: Page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The page's boxes once they are the same over two frames: late islands have settled. */
async function settledBoxes(page: Page): Promise<Boxes> {
  let last = await boxes(page);
  for (;;) {
    await twoFrames(page);
    const now = await boxes(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

/** The shown blocks whose place or height differ: what a visitor would see jump. */
function moved(before: Boxes, after: Boxes): string[] {
  return before.flatMap((box, index) => {
    const now = after[index];
    if (!box.shown || !now?.shown) return [];
    const same = Math.abs(now.top - box.top) < 1 && Math.abs(now.height - box.height) < 1;
    return same ? [] : [`${box.name}: ${box.top}+${box.height} → ${now.top}+${now.height}`];
  });
}

/** The page's verdict, once the font has arrived: shown ("on") or kept back for this view ("off"). */
async function verdict(page: Page): Promise<string | null> {
  const root = page.locator(":root");
  await expect(root).toHaveAttribute(FONTS_ATTRIBUTE, /^(on|off)$/);
  return root.getAttribute(FONTS_ATTRIBUTE);
}

/**
 * The page's boxes with its headings in the font and in the fallback, switched by hand as the page
 * switches them (the root's attribute), then put back. Each once settled: a transition under way
 * (the FAQ's chevrons turning as its island wakes) changes boxes between two measures, and is not
 * the font's doing.
 */
async function boxesInEach(page: Page): Promise<{ font: Boxes; fallback: Boxes }> {
  const mark = (value: string | null) =>
    page.evaluate(
      ([name, state]) =>
        state === null
          ? document.documentElement.removeAttribute(name)
          : document.documentElement.setAttribute(name, state),
      [FONTS_ATTRIBUTE, value] as const,
    );
  const original = await page.locator(":root").getAttribute(FONTS_ATTRIBUTE);
  const family = () =>
    page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily.split(",")[0]);
  await mark("on");
  const font = await settledBoxes(page);
  expect(await family(), "the switch names the font").toBe('"Site Display"');
  await mark(null);
  const fallback = await settledBoxes(page);
  expect(await family(), "the switch names the fallback").toBe('"Site Display Fallback"');
  await mark(original);
  return { font, fallback };
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
      await expectArrivalMovesNothing(page, route);
    });
  }

  test(
    "keeps the fallback on a phone width where it would wrap a heading differently",
    { tag: TAGS.sameAtEverySize },
    async ({ page }) => {
      // Found on the page rather than written here: which width wraps a heading depends on the
      // owner's copy and on the fallback the machine has. Searched in a page of its own, so that
      // the page under test fetches the font afresh.
      const finder = await page.context().newPage();
      await finder.setViewportSize(PHONE);
      await finder.goto("/");
      await verdict(finder);
      let width: number | undefined;
      for (let candidate = 320; candidate <= 430 && width === undefined; candidate += 5) {
        await finder.setViewportSize({ ...PHONE, width: candidate });
        const { font, fallback } = await boxesInEach(finder);
        if (moved(fallback, font).length > 0) width = candidate;
      }
      await finder.close();
      test.skip(
        width === undefined,
        "the font wraps every heading as the fallback does, 320–430 px",
      );

      await page.setViewportSize({ ...PHONE, width: width! });
      expect(await expectArrivalMovesNothing(page, "/")).toBe("off");
      // The fallback it keeps is the sized one, not the browser's default serif.
      expect(
        await page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily),
      ).toMatch(/^"Site Display Fallback"/);
    },
  );
});

/**
 * Opens the page with the font held back, lets it arrive, and expects no layout shift and every
 * block at its place and height; where the page kept the fallback, expects that the font would
 * have moved something. Returns the page's verdict.
 */
async function expectArrivalMovesNothing(page: Page, route: string): Promise<string | null> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(HEADING_FONT_FILE, async (request) => {
    await held;
    await request.continue();
  });
  await page.goto(route, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-painted"));
  // Islands woken after the paint (client:painted) change their own markup: let them first.
  // Astro removes `ssr` once it has started React's hydration, a transition React works through
  // in slices of a task each; the print button's swap comes after it. The browser's idle callback
  // waits until no task is left, React's included (on a busy machine, two frames could pass
  // between two slices with nothing yet changed on the screen).
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[client="painted"][ssr]').length === 0,
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
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
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family),
  );
  expect(loaded, "until it arrives, headings show a sized fallback").not.toContain("Site Display");
  // The page script gathers the headings' characters by selector: every element set in the
  // heading font (its stack names the fallback) must be one it reads, or inside one.
  const unread = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll("body *")]
        .filter((element) => getComputedStyle(element).fontFamily.includes("Site Display Fallback"))
        .filter((element) => element.closest(selector) === null)
        .map((element) => element.outerHTML.slice(0, 80)),
    DISPLAY_SELECTOR,
  );
  expect(unread, `set in the heading font but not matched by "${DISPLAY_SELECTOR}"`).toEqual([]);
  const before = await settledBoxes(page);

  release();
  const shown = await verdict(page);
  await twoFrames(page);
  const after = await boxes(page);

  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  // Every block keeps its place and height: the headings wrap to as many lines as before.
  expect(moved(before, after)).toEqual([]);
  if (shown === "off") {
    const { font, fallback } = await boxesInEach(page);
    expect(moved(fallback, font), "kept back only where the font would move something").not.toEqual(
      [],
    );
  }
  return shown;
}
