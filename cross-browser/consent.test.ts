/**
 * Measurement's consent banner in Firefox and WebKit (in Chromium: e2e/analytics.spec.ts), on a
 * build that asks for consent (Google Analytics 4 and the Meta Pixel configured, Plausible not:
 * before an answer nothing may leave the page, so any request to a provider would show as a
 * failed one here). Its script is a file the page adds once it has painted
 * (features/analytics/analytics.astro): what this checks is that every engine runs it, shows the
 * banner, keeps the answer and asks no more.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../src/config/routes";
import { consentContent } from "../src/content/consent";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  serializeChoice,
} from "../src/features/analytics/consent";
import { ENGINES, launch, type EnginePage } from "./engines";
import { until } from "./page-helpers";

/** The consent build's address (scripts/test-cross-browser.mjs serves it). */
const CONSENT_URL = process.env.ENGINES_CONSENT_URL ?? "http://localhost:4174";

const bannerShown = (page: EnginePage) =>
  page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
    return banner !== null && !banner.hidden && banner.getClientRects().length > 0;
  });

/** Whether the page has fetched measurement's script, which runs as soon as it arrives. */
const measurementLoaded = (page: EnginePage) =>
  page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>("body > script[src]");
    return (
      script !== null &&
      performance.getEntriesByType("resource").some((entry) => entry.name === script.src)
    );
  });

describe.each(ENGINES)("%s", (engine) => {
  let page: EnginePage;
  beforeAll(async () => {
    page = await launch(engine, CONSENT_URL);
    await page.setViewport(390, 844);
  });
  afterAll(async () => {
    await page?.close();
  });
  afterEach(async () => {
    expect(await page.problems(), "console errors, page errors or failed requests").toEqual([]);
  });

  it("shows the banner after the first paint, keeps Recusar for 180 days and asks no more", async () => {
    await page.clearCookies();
    expect(await page.open(ROUTES.home)).toBe(200);
    await until(page, () => bannerShown(page), "the consent banner");
    await page.click("button", consentContent.reject);
    await until(page, async () => !(await bannerShown(page)), "the banner to close");

    const cookie = (await page.cookies()).find((item) => item.name === CONSENT_COOKIE);
    expect(cookie?.value).toBe(serializeChoice({ medicao: false, publicidade: false }));
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(CONSENT_MAX_AGE_DAYS - 1);
    // Firefox reports the expiry a fraction of a second past the exact Max-Age.
    expect(days).toBeLessThanOrEqual(CONSENT_MAX_AGE_DAYS + 1 / 1440);

    // The footer link reopens it on the same page, and Recusar closes it again.
    await page.click("link", consentContent.footerLink.label);
    await until(page, () => bannerShown(page), "the banner, reopened from the footer");
    await page.click("button", consentContent.reject);
    await until(page, async () => !(await bannerShown(page)), "the banner to close again");

    // The next page fetches measurement's script and, with the answer kept, asks nothing.
    expect(await page.open(ROUTES.privacy)).toBe(200);
    await until(page, () => measurementLoaded(page), "measurement's script on the next page");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await bannerShown(page)).toBe(false);
  });
});
