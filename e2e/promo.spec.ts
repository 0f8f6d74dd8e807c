import type { BrowserContext, Page } from "@playwright/test";
import { siteConfig } from "../src/config/site";
import { plans } from "../src/content/plans";
import { couponContent } from "../src/content/sales";
import { ANY_OWNER, enhanced, expect, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

// Configured by VITE_CHECKOUT_URL_SINGLE and VITE_CHECKOUT_URL_PROFESSIONAL.
const SINGLE = siteConfig.checkoutUrls.single;
const PROFESSIONAL = siteConfig.checkoutUrls.professional;
/** The checkout link as the visitor must reach it: the configured URL with the code set. */
function withCode(checkoutUrl: string, code: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set("promocode", code);
  return url.href;
}

const SIXTY_DAYS = 60 * 24 * 60 * 60;

const buyLinks = (page: Page) => page.locator("a[data-checkout-url]");

async function hrefs(page: Page): Promise<string[]> {
  return buyLinks(page).evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).href),
  );
}

async function promoCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "promo_code");
}

/**
 * The FAQ folds and opens, and the player's island hydrates when scrolled to: proof that the
 * entry script kept running.
 */
async function expectPageStillWorks(page: Page) {
  // The play buttons exist once the player has hydrated, which it does near the screen.
  await page.locator("#exemplos").scrollIntoViewIfNeeded();
  await expect(page.locator("#exemplos button[data-keep-clear]").first()).toBeVisible();
  const question = page.locator("#perguntas-frequentes button[aria-controls]").first();
  await question.scrollIntoViewIfNeeded();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
}

/** The code on both buy links, and the coupon line saying it applies to this visit only. */
async function expectVisitOnlyCoupon(page: Page, code: string) {
  await expect
    .poll(() => hrefs(page))
    .toEqual([withCode(SINGLE, code), withCode(PROFESSIONAL, code)]);
  await expect(page.locator("#precos [role='status']")).toHaveText(
    `${couponContent.before} ${code} ${couponContent.afterThisVisitOnly} ${couponContent.remove}`,
  );
}

test.describe("promo code", ONCE_AT_DESKTOP_SIZE, () => {
  test("the prerendered buy links are the plain checkout URLs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const attribute = (url: string) => `href="${url.replaceAll("&", "&amp;")}"`;
    expect(html).toContain(attribute(SINGLE));
    expect(html).toContain(attribute(PROFESSIONAL));
  });

  test("without a code the links stay plain and no cookie is set", async ({ page, context }) => {
    await page.goto("/");
    await enhanced(page);
    expect(await hrefs(page)).toEqual([SINGLE, PROFESSIONAL]);
    expect(await promoCookie(context)).toBeUndefined();
  });

  test("?promocode= is stored for 60 days and added to every buy link", async ({
    page,
    context,
  }) => {
    await page.goto("/?promocode=DANCA10");
    await enhanced(page);
    const cookie = await promoCookie(context);
    expect(cookie).toMatchObject({ value: "DANCA10", path: "/", sameSite: "Lax", secure: false });
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - SIXTY_DAYS)).toBeLessThan(120);
    await expect
      .poll(() => hrefs(page))
      .toEqual([withCode(SINGLE, "DANCA10"), withCode(PROFESSIONAL, "DANCA10")]);
  });

  test("a later visit without the parameter keeps the stored code; a new one replaces it", async ({
    page,
    context,
  }) => {
    await page.goto("/?promocode=PRIMEIRO");
    await enhanced(page);
    await page.goto("/");
    await expect
      .poll(() => hrefs(page))
      .toEqual([withCode(SINGLE, "PRIMEIRO"), withCode(PROFESSIONAL, "PRIMEIRO")]);
    await page.goto("/termos-de-uso?promocode=SEGUNDO");
    await enhanced(page);
    await page.goto("/");
    expect((await promoCookie(context))?.value).toBe("SEGUNDO");
    await expect
      .poll(() => hrefs(page))
      .toEqual([withCode(SINGLE, "SEGUNDO"), withCode(PROFESSIONAL, "SEGUNDO")]);
  });

  test(
    "a value that is not a code (markup, direction or zero-width characters, punctuation) is refused: not stored, not shown, not sent",
    ANY_OWNER,
    async ({ page, context }) => {
      let dialog = false;
      page.on("dialog", async (d) => {
        dialog = true;
        await d.dismiss();
      });
      for (const hostile of [
        `"><img src=x onerror="window.__pwned=1">`,
        // U+202E turns what follows around: "Cupom 100% OFF 00… aplicado" on the page.
        "\u202EFFO %001\u202D00",
        "DANCA\u200B10",
        "a&b=c#d",
      ]) {
        await page.goto(`/?promocode=${encodeURIComponent(hostile)}`);
        await enhanced(page);
        expect(await hrefs(page), JSON.stringify(hostile)).toEqual([SINGLE, PROFESSIONAL]);
        expect(await promoCookie(context), JSON.stringify(hostile)).toBeUndefined();
        await expect(page.locator("#precos [role='status']")).toHaveText("");
      }
      expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
      expect(await page.locator("img[src='x']").count()).toBe(0);
      expect(dialog).toBe(false);
    },
  );

  test(
    "a 5,000-character code is ignored without an error",
    ANY_OWNER,
    async ({ page, context }) => {
      await page.goto(`/?promocode=${"A".repeat(5000)}`);
      await enhanced(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await promoCookie(context)).toBeUndefined();
      expect(await hrefs(page)).toEqual([SINGLE, PROFESSIONAL]);
    },
  );

  test(
    "with cookies blocked (document.cookie throws) the clicked code still reaches the buy links, for this visit",
    ANY_OWNER,
    async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Document.prototype, "cookie", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
          set() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      });
      await page.goto("/?promocode=DANCA10");
      await enhanced(page);
      await expectVisitOnlyCoupon(page, "DANCA10");
      await expectPageStillWorks(page);
    },
  );

  test(
    "with cookies silently refused the clicked code still reaches the buy links, for this visit",
    ANY_OWNER,
    async ({ page, context }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Document.prototype, "cookie", {
          get: () => "",
          set: () => undefined,
        });
      });
      await page.goto("/?promocode=DANCA10");
      await enhanced(page);
      await expectVisitOnlyCoupon(page, "DANCA10");
      expect(await promoCookie(context)).toBeUndefined();
    },
  );

  test(
    "with cookies turned off in the browser the clicked code still reaches the buy links, for this visit",
    ANY_OWNER,
    async ({ page, context }) => {
      // Chromium's own switch, as a visitor's "block all cookies" setting: document.cookie reads
      // "" and every write is dropped, without an error.
      const client = await context.newCDPSession(page);
      await client.send("Emulation.setDocumentCookieDisabled", { disabled: true });
      await page.goto("/?promocode=DANCA10");
      await enhanced(page);
      await expectVisitOnlyCoupon(page, "DANCA10");
      expect(await promoCookie(context)).toBeUndefined();
    },
  );

  test("a buy link opens the checkout, with the code, in a new tab", async ({ page, context }) => {
    await context.route(`${new URL(PROFESSIONAL).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Checkout</title>" }),
    );
    await page.goto("/?promocode=DANCA10");
    const [, professional] = plans;
    const link = page.getByRole("link", { name: professional.buttonText });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", withCode(PROFESSIONAL, "DANCA10"));
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(withCode(PROFESSIONAL, "DANCA10"));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe("campaign attribution", ONCE_AT_DESKTOP_SIZE, () => {
  const campaign = "utm_source=instagram&utm_medium=bio&utm_campaign=maio+2026&sck=story_1";

  test("UTM and platform parameters reach every buy link, beside the promo code", async ({
    page,
  }) => {
    await page.goto(`/?promocode=DANCA10&${campaign}&gclid=naovai`);
    await enhanced(page);
    for (const href of await hrefs(page)) {
      const url = new URL(href);
      expect(url.searchParams.get("promocode")).toBe("DANCA10");
      expect(url.searchParams.get("utm_source")).toBe("instagram");
      expect(url.searchParams.get("utm_campaign")).toBe("maio 2026");
      expect(url.searchParams.get("sck")).toBe("story_1");
      expect(url.searchParams.has("gclid"), "only allow-listed parameters travel").toBe(false);
    }
  });

  test("they last for the visit, in this tab only, and set no cookie", async ({
    page,
    context,
  }) => {
    await page.goto(`/?${campaign}`);
    await enhanced(page);
    await page.goto("/termos-de-uso");
    await enhanced(page);
    await page.goto("/");
    await enhanced(page);
    expect(new URL((await hrefs(page))[0]!).searchParams.get("utm_source")).toBe("instagram");
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      "campaign_attribution",
    );
    const other = await context.newPage();
    await other.goto("/");
    await enhanced(other);
    expect(await hrefs(other)).toEqual([SINGLE, PROFESSIONAL]);
  });

  test("hostile values are ignored without an error", ANY_OWNER, async ({ page }) => {
    const hostile = new URLSearchParams({
      utm_source: `"><script>window.__pwned=1</script>`,
      utm_medium: "a\u0000b",
      utm_campaign: "x".repeat(5000),
    });
    await page.goto(`/?${hostile}`);
    await enhanced(page);
    const url = new URL((await hrefs(page))[1]!);
    expect(url.searchParams.get("utm_source")).toBe(`"><script>window.__pwned=1</script>`);
    expect(url.searchParams.has("utm_medium")).toBe(false);
    expect(url.searchParams.has("utm_campaign")).toBe(false);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  });

  test(
    "with storage blocked the links still carry this address's campaign",
    ANY_OWNER,
    async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, "sessionStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      });
      await page.goto(`/?${campaign}`);
      await enhanced(page);
      await expectPageStillWorks(page);
      expect(new URL((await hrefs(page))[0]!).searchParams.get("utm_medium")).toBe("bio");
    },
  );
});

test.describe("visible coupon", () => {
  const coupon = (page: Page) => page.locator("#precos [role='status']");

  test("a stored code is shown, announced politely, without moving the page", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
      Object.assign(window, { __shifts: shifts });
    });
    const code = "DANCA_10-VERAO";
    await page.goto(`/?promocode=${code}#precos`);
    await enhanced(page);
    await expect(coupon(page)).toHaveText(
      `${couponContent.before} ${code} ${couponContent.after} ${couponContent.remove}`,
    );
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      "layout shift when the coupon appears",
    ).toBe(0);
  });

  test("without a code the line stays empty", async ({ page }) => {
    await page.goto("/");
    await enhanced(page);
    await expect(coupon(page)).toHaveText("");
  });

  test("removing the coupon clears the cookie, the links and the address", async ({
    page,
    context,
  }) => {
    await page.goto("/?promocode=DANCA10&utm_source=ig");
    await enhanced(page);
    await coupon(page).getByRole("button", { name: couponContent.remove }).click();
    await expect(coupon(page)).toHaveText(couponContent.removed);
    await expect(coupon(page)).toBeFocused();
    expect(await promoCookie(context)).toBeUndefined();
    const plain = [SINGLE, PROFESSIONAL].map((checkout) => {
      const url = new URL(checkout);
      url.searchParams.set("utm_source", "ig");
      return url.href;
    });
    expect(await hrefs(page), "the configured links, with the campaign that stays").toEqual(plain);
    expect(new URL(page.url()).searchParams.has("promocode")).toBe(false);
    await page.reload();
    await enhanced(page);
    await expect(coupon(page)).toHaveText("");
  });
});
