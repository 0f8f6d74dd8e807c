import { test as base, expect, type Page } from "@playwright/test";
import { PAINTED_ATTRIBUTE } from "../src/lib/timing/after-first-paint";
import { CONSENT_COOKIE, serializeChoice } from "../src/features/analytics/consent";
import { measuresByItself } from "./measured";
import { TAGS } from "./tags";
import { ORDERS_URL } from "./orders-site";

/** The indexed documents: the sitemap's pages, each with a canonical address. */
export const ROUTES = ["/", "/termos-de-uso", "/politica-de-privacidade"] as const;
/** Where the checkout sends the buyer after paying: a page, but not an indexed one. */
export const THANKS_ROUTE = "/obrigado";
/** The licence certificate's page: not indexed, checked in the browser (e2e/licence.spec.ts). */
export const LICENCE_ROUTE = "/licenca";
/** An order's private page: its token in the fragment, its data from the order API (e2e/orders*.spec.ts). */
export const ORDER_ROUTE = "/pedido";
/** Every page a visitor can open at its own address (/pedido without a token asks for nothing). */
export const PAGES = [...ROUTES, THANKS_ROUTE, LICENCE_ROUTE, ORDER_ROUTE] as const;

/** Console errors, uncaught errors and failed same-origin requests seen by a page. */
export interface PageProblems {
  readonly list: string[];
  /** Lets a test accept a problem it causes on purpose (a missing audio file, the 404 log). */
  allow(pattern: RegExp): void;
}

/**
 * /licenca asks the site for a certificate's status where the site keeps orders, and reads the
 * published list where nothing answers: `npm start` serves no order API (a static host's 404).
 */
export const NO_ORDER_API = /\/api\/licenca\//;

function watch(page: Page, baseURL: string): PageProblems {
  const list: string[] = [];
  const allowed: RegExp[] = [NO_ORDER_API];
  const record = (problem: string) => {
    if (!allowed.some((pattern) => pattern.test(problem))) list.push(problem);
  };
  page.on("console", (message) => {
    // A failed request's log names its address only in its location.
    if (message.type() === "error") {
      record(`console.error: ${message.text()} ${message.location().url ?? ""}`.trim());
    }
  });
  page.on("pageerror", (error) => record(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A media request the browser cancels itself (pause, seek) is not a failure, nor is a
    // script the browser refuses to preload because JavaScript is off ("csp").
    const error = request.failure()?.errorText ?? "";
    if (request.url().startsWith(baseURL) && !["net::ERR_ABORTED", "csp"].includes(error)) {
      record(`request failed: ${request.url()} ${error}`);
    }
  });
  page.on("response", (response) => {
    const url = response.url();
    if (
      url.startsWith(baseURL) &&
      response.status() >= 400 &&
      response.request().resourceType() !== "document"
    ) {
      record(`HTTP ${response.status()}: ${url}`);
    }
  });
  return { list, allow: (pattern) => allowed.push(pattern) };
}

/**
 * Every test fails on a console error, an uncaught error or a failed same-origin request
 * unless it allows that problem explicitly.
 */
export const test = base.extend<{ problems: PageProblems; measuredSite: undefined }>({
  /**
   * Where the site under test measures (the owner pass): no request leaves for a provider, and
   * the visitor has already answered the cookie question ("Recusar"), so that the banner stays
   * out of the tests of everything else. analytics.spec.ts starts from no answer and answers
   * the providers' requests with its stand-ins.
   */
  measuredSite: [
    async ({ context, baseURL }, use) => {
      if (measuresByItself) {
        const site = new URL(baseURL ?? "http://localhost").origin;
        // An empty answer: Plausible's script runs nothing, and no console error is logged.
        // The order tests' own server (Cloudflare's runtime) is the site too.
        const orders = new URL(ORDERS_URL).origin;
        await context.route(
          (url) => url.origin !== site && url.origin !== orders && /^https?:$/.test(url.protocol),
          (route) => route.fulfill({ status: 204 }),
        );
        const refused = serializeChoice({ medicao: false, publicidade: false });
        await context.addCookies([{ name: CONSENT_COOKIE, value: refused, url: site }]);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  problems: [
    async ({ page, baseURL }, use) => {
      const problems = watch(page, baseURL ?? "");
      await use(problems);
      expect(problems.list, "console errors, page errors or failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For what the screen size cannot change (HTTP answers, headers, stored data, the texts in the
 * HTML, the player's metadata, keyboard and errors): run once, at the desktop size.
 */
export const ONCE_AT_DESKTOP_SIZE = { tag: TAGS.sameAtEverySize } as const;
/** For what exists below the desktop breakpoint only: run at the phone size. */
export const BELOW_DESKTOP_ONLY = { tag: TAGS.belowDesktop } as const;
/**
 * For what no configuration can change (the header's behaviour, the scroll-in, the FAQ's and the
 * menu's keyboard patterns, the CSP refusing a script): it already ran on the demo.
 */
export const ANY_OWNER = { tag: TAGS.anyOwner } as const;
/** Both: what neither a configuration nor the screen size can change. */
export const ANY_OWNER_ONCE = { tag: [TAGS.anyOwner, TAGS.sameAtEverySize] };

/**
 * For tests that open an unknown path: the 404 page's own console error, and Chromium's
 * report of the document's 404 status. A 404 of any sub-resource is still a failure.
 */
export function allowNotFoundPage(problems: PageProblems): void {
  problems.allow(/404 Error: User attempted to access non-existent route/);
  problems.allow(
    /console\.error: Failed to load resource: the server responded with a status of 404/,
  );
}

/**
 * Scrolls the page as a visitor reading it to the end would, stopping where something waits for
 * the screen: each element the scroll-in hides (src/lib/reveal/start-reveal.ts), each island that
 * wakes when it comes near (`client:visible`) and each lazy image not loaded yet, in the page's
 * order, asked again after every stop (an island that wakes can bring more). Each one is brought
 * to the middle of the screen, well inside the reveal's viewport (which ends 8% above the
 * screen's bottom), and stays until a frame has been drawn there and the observers' callbacks
 * have run: intersections are computed only when a frame is. Then back to the top. The legal
 * pages, the brief and the 404 have no scroll-in and no such island: the scroll stops at their
 * footer's lazy logos only (one to four stops), where one by screenfuls drew fifteen to twenty
 * frames for nothing.
 *
 * Headless Chromium, rarely and on a busy machine, stops drawing frames for a page (four times in
 * the full runs of 25 and 26/11, all on /obrigado while it was scrolled by screenfuls; not
 * reproduced alone): before this guard the test waited out its 45 s. A stop that gets no frame in
 * 5 s ends the pass; the tab is brought to the front (a page the browser holds hidden would draw
 * none) and the pass starts over, three times at most, each one noted in the run's log; then it
 * fails, saying where and in which visibility state, and CI's retry runs the test in a new page.
 * The one stall seen with the guard was of a page "visible" to itself, and bringing it to the
 * front did not bring its frames back.
 */
export async function scrollThrough(page: Page): Promise<void> {
  // The reveal starts after the first paint: scrolling before it would reveal nothing.
  await enhanced(page);
  for (let pass = 1; ; pass += 1) {
    const stalled = await page.evaluate(async (frameWaitMs) => {
      const drawn = () =>
        Promise.race([
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0, true))),
          ),
          new Promise<boolean>((resolve) => setTimeout(resolve, frameWaitMs, false)),
        ]);
      const where = () =>
        `no frame at ${Math.round(window.scrollY)} px of ${document.body.scrollHeight} (${document.visibilityState})`;
      // The reveal hides what lies below the screen at its observer's first report, a frame
      // after the page script started it.
      if (!(await drawn())) return where();
      const visited = new Set<Element>();
      const waiting = () =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '[data-reveal="hidden"], astro-island[ssr][client="visible"], img[loading="lazy"]',
          ),
        ].find(
          (element) =>
            !visited.has(element) && !(element instanceof HTMLImageElement && element.complete),
        );
      for (let element = waiting(); element; element = waiting()) {
        visited.add(element);
        // An island takes no box of its own (display: contents): Astro watches its children.
        const target = element.localName === "astro-island" ? element.firstElementChild : element;
        target?.scrollIntoView({ block: "center", behavior: "instant" });
        if (!(await drawn())) return where();
      }
      window.scrollTo({ top: 0, behavior: "instant" });
      return null;
    }, 5_000);
    if (stalled === null) return;
    if (pass === 3) throw new Error(`scrollThrough: the page draws nothing: ${stalled}`);
    // In the run's log, so that a recovered stall is seen and counted.
    console.warn(
      `scrollThrough: ${stalled} on ${page.url()}; brought to the front, scrolling again`,
    );
    await page.bringToFront();
  }
}

/**
 * Expects the element to come to rest `expected` CSS pixels below the viewport's top, as a smooth
 * scroll ends: the same distance read twice, 100 ms apart. Waiting for the distance to stop
 * changing is not enough: on a busy machine the scroll can start later than two reads, and the
 * element is then at rest where it was before it.
 */
export async function expectStopsAt(page: Page, selector: string, expected: number): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = Math.round(
          await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top),
        );
        const read = top === previous ? top : `moving, at ${top}`;
        previous = top;
        return read;
      },
      {
        intervals: [100],
        timeout: 10_000,
        message: `${selector} at rest ${expected}px below the top`,
      },
    )
    .toBe(expected);
}

/**
 * Resolves once the page's enhancements have run (promo code, scroll-in): the page script
 * (src/lib/enhance-page.ts) starts them after the first contentful paint, which can come after
 * the load event `page.goto` waits for, and marks the root first, in the same task.
 */
export async function enhanced(page: Page): Promise<void> {
  await page.locator(`html[${PAINTED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}
