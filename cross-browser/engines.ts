/**
 * One small driver over three real engines, so that the key flows are written once:
 * - Chromium: Debian's chromium through puppeteer-core (CDP);
 * - Firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi (no geckodriver);
 * - WebKit: Debian's WebKitWebDriver and MiniBrowser through webdriverio, classic WebDriver.
 * Classic WebDriver cannot read the console or the network, so WebKit's pages are served through
 * a recording proxy (cross-browser/recorder-proxy.ts) that adds one same-origin script to each page.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { remote } from "webdriverio";
import { AUTOMATED_CHROMIUM } from "../scripts/chromium.mjs";
import { startRecorderProxy, type RecorderProxy } from "./recorder-proxy";
import { restartingSession } from "./session-restart";

export type EngineName = "chromium" | "firefox" | "webkit";
export type Role = "button" | "link";

export interface EnginePage {
  readonly engine: EngineName;
  setViewport(width: number, height: number): Promise<void>;
  /** Opens a path of the site and returns the document's HTTP status. */
  open(path: string): Promise<number>;
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Clicks the visible button or link with this accessible name, as a person would. */
  click(role: Role, name: string): Promise<void>;
  cookies(): Promise<{ name: string; value: string; expires: number }[]>;
  clearCookies(): Promise<void>;
  /** Console errors, page errors and failed same-origin requests since the last call. */
  problems(): Promise<string[]>;
  /** Accepts, until the next page is opened, problems a test causes on purpose. */
  allow(pattern: RegExp): void;
  /** Whether an allowed problem matching `pattern` has been reported (a log the test expects). */
  reported(pattern: RegExp): Promise<boolean>;
  close(): Promise<void>;
}

/** Finds the visible element with a role and an accessible name (aria-label or text). */
function findByRole(role: Role, name: string): Element | null {
  const selector = role === "button" ? "button, [role='button']" : "a[href]";
  const accessibleName = (element: Element) =>
    (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
  return (
    [...document.querySelectorAll(selector)].find(
      (element) => accessibleName(element) === name && element.getClientRects().length > 0,
    ) ?? null
  );
}

/** Scrolls an element to the middle of the screen and lets scroll-in animations finish. */
async function centre(element: Element): Promise<void> {
  element.scrollIntoView({ block: "center", behavior: "instant" });
  // A smooth scroll already under way (an in-page link) may still move it: wait until it rests.
  let last = Number.NaN;
  for (let frame = 0; frame < 60; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const top = element.getBoundingClientRect().top;
    if (Math.abs(top - last) < 0.5) break;
    last = top;
  }
  const finite = document.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return typeof end === "number" && Number.isFinite(end);
  });
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
}

async function poll<T>(read: () => Promise<T | null>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not found in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What every page may report: /licenca asks the site for a certificate's status and reads the
 * published list where no order API answers, as on `npm start` (e2e/fixtures.ts, NO_ORDER_API).
 */
const ALWAYS_ALLOWED = [/\/api\/licenca\//];

function problemList() {
  let list: string[] = [];
  let allowed: RegExp[] = [...ALWAYS_ALLOWED];
  const accepted: string[] = [];
  return {
    record(problem: string) {
      if (allowed.some((pattern) => pattern.test(problem))) accepted.push(problem);
      else list.push(problem);
    },
    seen: (pattern: RegExp) => accepted.some((problem) => pattern.test(problem)),
    allow(pattern: RegExp) {
      allowed.push(pattern);
      accepted.push(...list.filter((problem) => pattern.test(problem)));
      list = list.filter((problem) => !pattern.test(problem));
    },
    drain() {
      const drained = list;
      list = [];
      return drained;
    },
    /** What a test allowed holds until the next page is open: late reports stay allowed. */
    resetAllowed() {
      allowed = [...ALWAYS_ALLOWED];
      accepted.length = 0;
    },
  };
}

/** Chromium and Firefox share puppeteer's API, including its console and network events. */
async function puppeteerPage(engine: "chromium" | "firefox", baseUrl: string) {
  const env = { ...process.env } as Record<string, string>;
  const browser: Browser =
    engine === "firefox"
      ? await puppeteer.launch({
          browser: "firefox",
          executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
          headless: true,
          env,
          // Overlay scrollbars take no width: a 390 px viewport is 390 px of page, as on a phone.
          extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
        })
      : await puppeteer.launch({
          ...AUTOMATED_CHROMIUM,
          headless: true,
          env,
        });
  const page: Page = await browser.newPage();
  // Every open() fetches the page again, as a first visit does (no 304 from the cache).
  await page.setCacheEnabled(false);
  const problems = problemList();
  let navigating = false;
  page.on("console", (message) => {
    // A failed request's log names its address only in its location.
    if (message.type() === "error") {
      problems.record(`console.error: ${message.text()} ${message.location().url ?? ""}`.trim());
    }
  });
  page.on("pageerror", (error) => {
    const message = error instanceof Error ? error.message : String(error);
    // Leaving a page while it still fetches a script or the heading font (asked for once the
    // page has loaded) makes Firefox report the abandoned import, or the font's download
    // aborted (status 2152398850, NS_BINDING_ABORTED), on the page being left: like a cancelled
    // request, not a failure of the site.
    const abandoned = /dynamically imported module|downloadable font: .*status=2152398850/;
    if (navigating && abandoned.test(message)) return;
    problems.record(`page error: ${message}`);
  });
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    // A media request the browser cancels itself (pause, seek, retry) is not a failure.
    if (request.url().startsWith(baseUrl) && !/ABORTED|NS_BINDING_ABORTED/.test(error)) {
      problems.record(`request failed: ${request.url()} ${error}`);
    }
  });
  page.on("response", (response) => {
    const request = response.request();
    if (
      response.url().startsWith(baseUrl) &&
      response.status() >= 400 &&
      !request.isNavigationRequest()
    ) {
      problems.record(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  const enginePage: EnginePage = {
    engine,
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async open(path) {
      navigating = true;
      try {
        const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
        return response?.status() ?? 0;
      } finally {
        navigating = false;
        problems.resetAllowed();
      }
    },
    // The same function runs in the page whichever driver sends it; puppeteer's own typing of
    // handles is not needed here.
    evaluate: (fn, ...args) =>
      page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as Promise<never>,
    async click(role, name) {
      const element = await poll(async () => {
        const handle = await page.evaluateHandle(findByRole, role, name);
        const found = handle.asElement() as ElementHandle<Element> | null;
        if (!found) await handle.dispose();
        return found;
      }, `${role} "${name}"`);
      // Centred and still first: neither the fixed header nor a scroll-in animation may take
      // the click.
      await element.evaluate(centre);
      await element.click();
      await element.dispose();
    },
    async cookies() {
      return (await browser.cookies()).map(({ name, value, expires }) => ({
        name,
        value,
        expires,
      }));
    },
    async clearCookies() {
      await browser.deleteCookie(...(await browser.cookies()));
    },
    problems: async () => problems.drain(),
    allow: (pattern) => problems.allow(pattern),
    reported: async (pattern) => problems.seen(pattern),
    close: () => browser.close(),
  };
  return enginePage;
}

/**
 * WebKit: MiniBrowser under Xvfb, driven through WebKitWebDriver in classic mode. A session whose
 * browser dies is started again once (cross-browser/session-restart.ts).
 */
async function webkitPage(baseUrl: string): Promise<EnginePage> {
  const proxy: RecorderProxy = await startRecorderProxy(baseUrl);
  const capabilities: WebdriverIO.Capabilities & {
    "webkitgtk:browserOptions": { binary: string; args: string[] };
  } = {
    browserName: "MiniBrowser",
    // webdriverio would otherwise try WebDriver BiDi, which WebKitWebDriver does not speak.
    "wdio:enforceWebDriverClassic": true,
    "webkitgtk:browserOptions": {
      binary: process.env.MINIBROWSER_PATH ?? "MiniBrowser",
      args: ["--automation", "--full-screen"],
    },
  };
  // Where the page stands, so that a fresh session after a crash stands there too.
  let viewport: { width: number; height: number } | null = null;
  let lastUrl: string | null = null;
  const session = await restartingSession({
    name: "WebKit",
    async open() {
      const browser = await remote({
        hostname: "127.0.0.1",
        port: Number(process.env.WEBKIT_WEBDRIVER_PORT),
        path: "/",
        logLevel: "error",
        capabilities,
      });
      // The window is the viewport: MiniBrowser runs full-screen, with no toolbar.
      if (viewport) await browser.setWindowRect(0, 0, viewport.width, viewport.height);
      // Cookies set before a crash are lost: a flow that needs them fails once, and vitest's
      // retry runs it again from the start.
      if (lastUrl) await browser.url(lastUrl);
      return browser;
    },
  });
  const problems = problemList();
  const collect = async () => {
    const recorded = await session
      .run((browser) =>
        browser.execute(() => {
          const list =
            (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? [];
          return list.splice(0);
        }),
      )
      .catch(() => []);
    for (const problem of [...recorded, ...proxy.drainProblems()]) problems.record(problem);
  };
  return {
    engine: "webkit",
    async setViewport(width, height) {
      viewport = { width, height };
      await session.run((browser) => browser.setWindowRect(0, 0, width, height));
    },
    async open(path) {
      await collect();
      const url = new URL(path, proxy.url).href;
      await session.run((browser) => browser.url(url));
      lastUrl = url;
      problems.resetAllowed();
      return proxy.documentStatus(new URL(path, proxy.url).pathname);
    },
    evaluate: (fn, ...args) =>
      session.run(
        (browser) =>
          browser.execute(fn as (...args: unknown[]) => unknown, ...args) as Promise<never>,
      ),
    click: (role, name) =>
      // Found, centred and clicked in one session: an element reference dies with its session.
      session.run(async (browser) => {
        const reference = await poll(
          () => browser.execute(findByRole, role, name) as Promise<unknown>,
          `${role} "${name}"`,
        );
        const element = await browser.$(reference as never);
        await browser.execute(centre, element as unknown as Element);
        await element.click();
      }),
    async cookies() {
      const cookies = await session.run((browser) => browser.getCookies());
      return cookies.map(({ name, value, expiry }) => ({ name, value, expires: expiry ?? -1 }));
    },
    async clearCookies() {
      await session.run((browser) => browser.deleteCookies());
    },
    async problems() {
      await collect();
      return problems.drain();
    },
    allow: (pattern) => problems.allow(pattern),
    async reported(pattern) {
      await collect();
      return problems.seen(pattern);
    },
    async close() {
      await session
        .current()
        .deleteSession()
        .catch(() => undefined);
      await proxy.close();
    },
  };
}

export function launch(engine: EngineName, baseUrl: string): Promise<EnginePage> {
  return engine === "webkit" ? webkitPage(baseUrl) : puppeteerPage(engine, baseUrl);
}

/**
 * The engines the suites run in: Firefox and WebKit. Chromium is the browser suite's (e2e/, in
 * Playwright), which already runs every flow here in it; `ENGINES=chromium,firefox,webkit` adds
 * it here too, as a reference when a flow fails in the other two.
 */
export const ENGINES = (process.env.ENGINES ?? "firefox,webkit")
  .split(",")
  .filter(Boolean) as EngineName[];

export const BASE_URL = process.env.ENGINES_BASE_URL ?? "http://localhost:4173";
