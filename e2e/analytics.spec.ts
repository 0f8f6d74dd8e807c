import { axeOn } from "./axe";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { DOCUMENT_DIRECTIVES } from "../deploy/http-headers.mjs";
import { readSamples } from "../src/content/collections";
import { consentContent, consentSentence, measuredEventNames } from "../src/content/consent";
import { consentCategories } from "../src/features/analytics/providers";
import { playerContent } from "../src/content/player";
import { plans } from "../src/content/plans";
import { briefContent } from "../src/content/brief";
import { heroContent } from "../src/content/hero";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "../src/features/analytics/consent";
import { MEASUREMENT_DATA } from "../src/features/analytics/page-data";
import { licenceContent } from "../src/content/licence";
import { isGoogleOrMeta, standIns, type StandIns } from "./analytics-stand-ins";
import {
  allowNotFoundPage,
  enhanced,
  expect,
  LICENCE_ROUTE,
  ORDER_ROUTE,
  ONCE_AT_DESKTOP_SIZE,
  PAGES,
  test,
  THANKS_ROUTE,
} from "./fixtures";
import { issueCertificate } from "./licence-fixture/certificates";
import {
  measuredAnalytics,
  measuredOrderCodeParams,
  measuredURL,
  measuresByItself,
} from "./measured";

const [single, pack] = plans;
const [firstTrack] = readSamples();
const names = measuredEventNames.plausible;

const banner = (page: Page) => page.locator("[data-consent-banner]");
const cookieNames = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name);
const tagCookies = async (context: BrowserContext) =>
  (await cookieNames(context)).filter((name) => /^_(ga|gid|fbp|fbc)(_|$)/.test(name));

async function open(page: Page, path = "/") {
  await page.goto(path);
  await enhanced(page);
}

/** Clicks a plan's buy button in the pricing section and closes the checkout's new tab. */
async function buy(page: Page, plan: (typeof plans)[number]) {
  const [checkout] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: new RegExp(plan.buttonText) }).click(),
  ]);
  await checkout.close();
}

/** Plays the first sample: its card's player wakes up as the section nears the screen. */
async function playFirstSample(page: Page) {
  await page.getByRole("article", { name: firstTrack!.title }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: playerContent.play(firstTrack!.title) }).click();
  await expect(
    page.getByRole("button", { name: playerContent.pause(firstTrack!.title) }),
  ).toBeVisible();
}

/** Waits until `provider` has received `name`, and returns its parameters. */
async function received(spy: StandIns, provider: Parameters<StandIns["of"]>[0], name: string) {
  await expect.poll(() => spy.of(provider)).toContain(name);
  return spy.hits.filter((hit) => hit.provider === provider && hit.name === name).at(-1)!.params;
}

const reais = (cents: number) => cents / 100;

test.describe("measurement, with nothing configured", ONCE_AT_DESKTOP_SIZE, () => {
  test.skip(measuresByItself, "this configuration measures: see the tests below");

  test("every page is what it was: no banner, no script, no request, no cookie of measurement", async ({
    page,
    context,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) {
        outside.push(request.url());
      }
    });
    for (const path of PAGES) {
      await open(page, path);
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole("link", { name: consentContent.footerLink.label })).toHaveCount(
        0,
      );
      const scripts = await page
        .locator("script[src]")
        .evaluateAll((list) => list.map((script) => (script as HTMLScriptElement).src));
      expect(scripts.every((src) => src.startsWith(baseURL!))).toBe(true);
      const policy = await page
        .locator('meta[http-equiv="content-security-policy"]')
        .getAttribute("content");
      expect(
        policy!.startsWith(`${DOCUMENT_DIRECTIVES.join(";")}; script-src 'self' 'sha256-`),
      ).toBe(true);
    }
    await playFirstSample((await open(page, "/"), page));
    expect(outside).toEqual([]);
    expect(await cookieNames(context)).toEqual([]);
  });

  test("the build carries no measurement code, name or host", () => {
    const files = readdirSync("dist", { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(html|js|css|txt|xml|json)$|_headers$/.test(file),
    );
    for (const file of files) {
      const text = readFileSync(join("dist", file), "utf8");
      for (const trace of [
        CONSENT_COOKIE,
        "googletagmanager",
        "fbevents",
        "plausible",
        "data-consent",
      ]) {
        expect(text.includes(trace), `${file} mentions ${trace}`).toBe(false);
      }
    }
  });
});

test.describe("measurement, configured", () => {
  test.use({ baseURL: measuredURL });
  const analytics = measuredAnalytics;
  // A first visit: no answer yet (the fixtures answer for the other specs' visitors).
  test.beforeEach(({ context }) => context.clearCookies());

  test.describe("behaviour", ONCE_AT_DESKTOP_SIZE, () => {
    test("before an answer and after Recusar, nothing reaches Google or Meta and none of their cookies is set; Plausible counts all along", async ({
      page,
      context,
    }) => {
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      await expect(banner(page)).toBeVisible();
      // What each configured tag does, and nothing a tag that is not there would do.
      await expect(banner(page)).toContainText(consentSentence(consentCategories(analytics)));
      await playFirstSample(page);
      await buy(page, single!);
      expect(await received(spy, "plausible", names.samplePlayed)).toEqual({
        faixa: firstTrack!.title,
      });
      expect(await received(spy, "plausible", names.checkoutClicked)).toEqual({
        plano: single!.name,
      });
      expect(spy.of("plausible")).toContain("pageview");

      await page.getByRole("button", { name: consentContent.reject }).click();
      await expect(banner(page)).toBeHidden();
      await expect(
        page.getByRole("status").filter({ hasText: consentContent.saved }),
      ).toBeAttached();
      const stored = (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
      expect(stored?.value).toBe("v1.m0.p0");
      const lifetime = stored!.expires - Date.now() / 1000;
      expect(Math.abs(lifetime - CONSENT_MAX_AGE_DAYS * 86_400)).toBeLessThan(120);

      await open(page);
      await expect(banner(page)).toBeHidden();
      await buy(page, pack!);
      await expect
        .poll(() => spy.of("plausible").filter((name) => name === "pageview"))
        .toHaveLength(2);
      expect(spy.requests.filter(isGoogleOrMeta)).toEqual([]);
      expect(await tagCookies(context)).toEqual([]);
    });

    test("the licence certificate runs no measurement, even accepted: nothing reaches any provider", async ({
      page,
      context,
    }) => {
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      await page.getByRole("button", { name: consentContent.accept }).click();
      // The landing page's own events first, so that the count below is the certificate's.
      await received(spy, "plausible", "pageview");
      await received(spy, "meta", "PageView");
      await received(spy, "google", "page_view");
      await page.waitForLoadState("networkidle");
      const before = spy.requests.length;
      const { fragment } = issueCertificate("Yasmin Fernandes", "Noite no Cairo");
      await page.goto(`${LICENCE_ROUTE}#${fragment}`);
      await expect(
        page.getByRole("heading", { name: licenceContent.status.valid.title }),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(spy.requests.slice(before)).toEqual([]);
      await expect(banner(page)).toHaveCount(0);
      await expect(page.locator(`[${MEASUREMENT_DATA}]`)).toHaveCount(0);
    });

    test("after Aceitar: Consent Mode starts denied, then PageView, ViewContent and InitiateCheckout with the plan's price, and Google's events", async ({
      page,
      context,
    }) => {
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      // The measurement script is asked for after the first paint: wait for its first entry.
      const defaults = await (
        await page.waitForFunction(() => {
          const [first] = (window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [];
          return first && Array.from(first);
        })
      ).jsonValue();
      expect(defaults).toEqual([
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        },
      ]);
      await page.getByRole("button", { name: consentContent.accept }).click();
      await received(spy, "meta", "PageView");
      await received(spy, "google", "page_view");
      expect(await tagCookies(context)).toEqual(expect.arrayContaining(["_ga", "_fbp"]));
      // Accepting grants Google measurement only: its ad signals stay denied.
      const updates = await page.evaluate(() =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer
          .map((entry) => Array.from(entry))
          .filter(([command, kind]) => command === "consent" && kind === "update"),
      );
      // (The stored answer, none, may have been applied first, once the page settled.)
      for (const [, , types] of updates) expect(Object.keys(types)).toEqual(["analytics_storage"]);
      expect(updates.at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);

      await playFirstSample(page);
      expect(await received(spy, "meta", "ViewContent")).toMatchObject({
        content_name: firstTrack!.title,
      });
      expect(await received(spy, "google", "sample_play")).toEqual({
        track_id: firstTrack!.id,
        track_title: firstTrack!.title,
      });
      await buy(page, pack!);
      expect(await received(spy, "meta", "InitiateCheckout")).toEqual({
        value: reais(pack!.amountCents),
        currency: "BRL",
        content_name: pack!.name,
        content_ids: [pack!.id],
        num_items: 3,
      });
      expect(await received(spy, "google", "begin_checkout")).toMatchObject({
        currency: "BRL",
        value: reais(pack!.amountCents),
      });

      // The answer holds on the next page: no banner, the tags load at once.
      await open(page, "/termos-de-uso");
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => spy.of("meta").filter((name) => name === "PageView")).toHaveLength(2);
    });

    test("Preferências de cookies reopens the choice; withdrawing stops every event and removes the tags' cookies", async ({
      page,
      context,
    }) => {
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      await page.getByRole("button", { name: consentContent.accept }).click();
      await received(spy, "meta", "PageView");
      await expect.poll(() => tagCookies(context)).toEqual(expect.arrayContaining(["_ga", "_fbp"]));

      // Reopened, Escape closes it again and keeps the answer.
      const footerLink = page.getByRole("link", { name: consentContent.footerLink.label });
      await footerLink.click();
      await expect(banner(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(banner(page)).toBeHidden();
      await expect(footerLink).toBeFocused();
      await footerLink.click();
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole("heading", { name: consentContent.title })).toBeFocused();
      const measurement = page.getByRole("checkbox", { name: /Medição/ });
      const advertising = page.getByRole("checkbox", { name: /Publicidade/ });
      await expect(measurement).toBeChecked();
      await expect(advertising).toBeChecked();
      await measurement.uncheck();
      await advertising.uncheck();
      await page.getByRole("button", { name: consentContent.save }).click();
      await expect(banner(page)).toBeHidden();
      await expect(page.getByRole("link", { name: consentContent.footerLink.label })).toBeFocused();
      expect(await tagCookies(context)).toEqual([]);

      const before = spy.hits.filter((hit) => hit.provider !== "plausible").length;
      await playFirstSample(page);
      await buy(page, single!);
      await received(spy, "plausible", names.checkoutClicked);
      expect(spy.hits.filter((hit) => hit.provider !== "plausible")).toHaveLength(before);
      expect(
        (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value,
      ).toBe("v1.m0.p0");
    });

    test("with cookies blocked, an answer holds for its page only: the next page asks again, and loads nothing before", async ({
      page,
      context,
    }) => {
      await page.addInitScript(() =>
        Object.defineProperty(Document.prototype, "cookie", {
          get: () => "",
          set: () => undefined,
        }),
      );
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      await page.getByRole("button", { name: consentContent.accept }).click();
      // Both providers have counted this page before the next one is compared with it.
      await received(spy, "meta", "PageView");
      await received(spy, "google", "page_view");
      const before = spy.requests.filter(isGoogleOrMeta).length;
      await open(page, "/termos-de-uso");
      await expect(banner(page)).toBeVisible();
      await received(spy, "plausible", "pageview");
      expect(spy.requests.filter(isGoogleOrMeta)).toHaveLength(before);
    });

    test("Personalizar lets measurement in and keeps advertising out", async ({
      page,
      context,
    }) => {
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      await page.getByRole("button", { name: consentContent.customize }).click();
      await expect(page.getByRole("checkbox", { name: /Medição/ })).toBeFocused();
      await page.getByRole("checkbox", { name: /Medição/ }).check();
      await page.getByRole("button", { name: consentContent.save }).click();
      await received(spy, "google", "page_view");
      await buy(page, single!);
      await received(spy, "google", "begin_checkout");
      expect(spy.requests.filter((url) => /facebook/.test(url))).toEqual([]);
      expect(await tagCookies(context)).toEqual([
        "_ga",
        `_ga_${analytics.ga4!.measurementId.slice(2)}`,
      ]);
    });

    test("a hostile promo code or campaign reaches no payload, and runs nowhere", async ({
      page,
      context,
    }) => {
      const spy = await standIns(context, analytics, measuredURL);
      const hostile = `<img src=x onerror="window.__pwned=1">'"\u202e`;
      await open(
        page,
        `/?promocode=${encodeURIComponent(hostile)}&utm_campaign=${encodeURIComponent(`</script><script>window.__pwned=2</script>`)}`,
      );
      await page.getByRole("button", { name: consentContent.accept }).click();
      await buy(page, single!);
      await received(spy, "meta", "InitiateCheckout");
      await received(spy, "google", "begin_checkout");
      await received(spy, "plausible", names.checkoutClicked);
      for (const hit of spy.hits) {
        // The site's own events carry only configured and content values; a page view carries
        // the address, which each provider reads itself.
        if (!/^(pageview|page_view|PageView)$/.test(hit.name)) {
          expect(JSON.stringify(hit.params), `${hit.provider} ${hit.name}`).not.toMatch(
            /<|onerror|pwned|script/,
          );
        }
        // The address the providers read themselves travels percent-encoded, as sent.
        expect(hit.raw).not.toContain("<img");
        expect(hit.raw).not.toContain("</script>");
      }
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });

    test("the brief page keeps her data from the ad tags: accepted on /, everything but the plan leaves the address, and nothing she types, nor the code, her e-mail, her name or the campaign the checkout added, reaches Plausible, Google or Meta", async ({
      page,
      context,
    }) => {
      test.skip(measuredOrderCodeParams.length === 0, "this configuration names no order code");
      const spy = await standIns(context, analytics, measuredURL);
      await open(page);
      await page.getByRole("button", { name: consentContent.accept }).click();
      await received(spy, "meta", "PageView");
      await received(spy, "google", "page_view");
      // The Pixel was told not to read the page by itself: a click on the landing page sends
      // nothing of the page (the stand-in reads it, as the real one does, when not told so).
      await page.getByRole("link", { name: heroContent.secondaryCta.label }).click();
      const tagHits = () => spy.hits.filter((hit) => hit.provider !== "plausible").length;
      const before = tagHits();
      const googleOrMeta = () => spy.requests.filter(isGoogleOrMeta).length;
      const requestsBefore = googleOrMeta();

      const code = "HP123ORDER";
      const email = "maria.brief@example.com";
      // What several Brazilian checkouts add to the thank-you address beside the order code.
      const added = {
        email: "ana.checkout@example.com",
        name: "Ana Checkout",
        utm_source: "ig-ana",
        utm_campaign: "campanha-ana",
      };
      await page.goto(
        `${THANKS_ROUTE}?plano=unica&${measuredOrderCodeParams[0]}=${code}&${new URLSearchParams(added)}`,
      );
      // Out of the address before anything else runs, and into its field.
      await expect(page).toHaveURL(new RegExp(`${THANKS_ROUTE}\\?plano=unica$`));
      const orderField = page.getByRole("textbox", { name: briefContent.buyer.orderCode.label });
      await expect(orderField).toHaveValue(code);
      await page.locator("form[data-ready]").waitFor({ state: "attached" });
      await expect(orderField).toHaveValue(code);
      // No banner opens by itself here: nothing on this page waits for an answer.
      await expect(banner(page)).toBeHidden();

      await page.getByRole("textbox", { name: briefContent.buyer.buyerName.label }).fill("Maria");
      await page.getByRole("textbox", { name: briefContent.buyer.email.label }).fill(email);
      await page.locator("#brief-songs-0-sungName").fill("Raquel");
      await page.locator("#brief-songs-0-childName-nao").check();
      await page.locator("#brief-songs-0-style-Pop").check();
      await page.getByRole("button", { name: briefContent.submit }).click();
      await page.getByRole("button", { name: briefContent.ready.copy }).click();
      expect(await received(spy, "plausible", names.briefSent)).toEqual({
        plano: single!.name,
        canal: "copy",
      });
      // Plausible has loaded, so the page has settled, when the tags would have started: not one
      // request to Google or Meta, not even for their scripts, came from this page.
      expect(googleOrMeta()).toBe(requestsBefore);
      // Back to the landing page: the tags run again there, with /obrigado as the referrer.
      await page.locator('header a[href="/"]').first().click();
      await expect.poll(() => spy.of("meta").filter((name) => name === "PageView")).toHaveLength(2);
      await expect
        .poll(() => spy.of("google").filter((name) => name === "page_view"))
        .toHaveLength(2);

      // Nothing from the brief page itself: the only tag hits since are the landing page's views.
      const since = spy.hits.filter((hit) => hit.provider !== "plausible").slice(before);
      expect(since.map((hit) => hit.name).sort()).toEqual(["PageView", "page_view"]);
      expect(spy.of("plausible")).toContain("pageview");
      for (const sent of [...spy.requests, ...spy.hits.map((hit) => hit.raw)]) {
        const text = decodeURIComponent(sent.replaceAll("+", " "));
        for (const value of [code, email, "Raquel", ...Object.values(added)]) {
          expect(text, sent).not.toContain(value);
        }
      }
      expect(
        spy.hits.some((hit) => hit.provider !== "plausible" && hit.raw.includes("obrigado")),
        "the referrer of the next page names the brief page, without the code",
      ).toBe(true);
      expect(spy.hits.filter((hit) => hit.name === "SubscribedButtonClick")).toEqual([]);
    });
  });

  test.describe("the banner on the screen", () => {
    test("appears after the first paint on every page but the brief's, shifts nothing and is never the largest paint", async ({
      page,
      context,
      problems,
    }) => {
      allowNotFoundPage(problems);
      await standIns(context, analytics, measuredURL);
      await page.addInitScript(() => {
        // Each shift with what moved, from where to where: a failure says what to fix.
        const seen = { shifts: [] as string[], largest: "" };
        (window as unknown as { __paint: typeof seen }).__paint = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
              const name =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${node.className}`
                  : (node?.textContent?.slice(0, 30) ?? "?");
              return `${name} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`;
            });
            seen.shifts.push(
              `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
            );
          }
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          seen.largest = last.element?.closest("[data-consent-banner]")
            ? "banner"
            : (last.element?.tagName ?? "");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      // Measurement's code is a file asked for once the page has painted: none of it in the page.
      const html = await (await page.request.get("/")).text();
      expect(html).toMatch(
        /<template data-measurement-script><script type="module" src="\/assets\//,
      );
      for (const route of [...PAGES, "/pagina-que-nao-existe"]) {
        await open(page, route);
        // The brief page runs no tag that waits for an answer, so it asks nothing by itself; the
        // licence certificate runs no measurement at all.
        if (route === THANKS_ROUTE || route === LICENCE_ROUTE || route === ORDER_ROUTE) {
          await expect(banner(page), route).toBeHidden();
        } else await expect(banner(page), route).toBeVisible();
        // A largest paint is reported once the frame that shows it has reached the screen.
        await page.evaluate(async () => {
          for (let frame = 0; frame < 3; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        });
        const paint = await page.evaluate(
          () => (window as unknown as { __paint: { shifts: string[]; largest: string } }).__paint,
        );
        expect(paint.shifts, route).toEqual([]);
        expect(paint.largest, route).not.toBe("banner");
      }
    });

    test("leaves every buy button and play button reachable, and answers the keyboard", async ({
      page,
      context,
      isMobile,
    }) => {
      await standIns(context, analytics, measuredURL);
      await open(page);
      await expect(banner(page)).toBeVisible();

      const box = (await banner(page).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
      expect(box.height).toBeLessThan(viewport.height * (isMobile ? 0.4 : 0.25));
      // The floating WhatsApp link, where one is configured, waits above the banner.
      const floating = await page
        .locator("[data-floating-contact]")
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().bottom));
      for (const bottom of floating) expect(bottom).toBeLessThanOrEqual(box.y);

      // Each buy link and play button, scrolled into view, lies wholly above the banner.
      const targets = [
        ...(await page.locator("a[data-checkout-url]").all()),
        ...(await page.getByRole("button", { name: /^Tocar / }).all()),
      ];
      for (const target of targets) {
        await target.evaluate((element) =>
          element.scrollIntoView({ block: "center", behavior: "instant" }),
        );
        const rect = (await target.boundingBox())!;
        expect(rect.y + rect.height, (await target.textContent()) ?? "").toBeLessThanOrEqual(box.y);
      }
      // The end of the page too: the footer's last line scrolls above it.
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
      );
      const footerEnd = await page
        .locator("footer")
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerEnd).toBeLessThanOrEqual(box.y + 1);

      const axe = await axeOn(page).include("[data-consent-banner]").analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await page.getByRole("button", { name: consentContent.customize }).click();
      const axeOpen = await axeOn(page).include("[data-consent-banner]").analyze();
      expect(axeOpen.violations.map((violation) => violation.id)).toEqual([]);

      // Keyboard: the first Tab stop of the page is in the banner, and Space answers.
      await open(page);
      await expect(banner(page)).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: consentContent.policyLink.label })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: consentContent.reject })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(banner(page)).toBeHidden();
    });
  });
});
