import type { Page } from "@playwright/test";
import { siteConfig } from "../src/config/site";
import { contactChannels, paymentTermLines } from "../src/content/sales";
import { enhanced, expect, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

// Each extra is optional configuration: the demo build checks that nothing of it is on the
// page; the owner pass of `npm test` (e2e/owner-fixture) sets them all and checks them working.
const { whatsapp, instagramUrl, installments, pixDiscountPercent } = siteConfig.sales;

const floating = (page: Page) => page.locator("[data-floating-contact]");

test.describe("WhatsApp", () => {
  test("unset: nothing of it in the HTML", ONCE_AT_DESKTOP_SIZE, async ({ page }) => {
    test.skip(whatsapp !== null, "VITE_WHATSAPP_NUMBER is set");
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("WhatsApp");
  });

  test("set: the footer link and the floating button open wa.me with the message, in a new tab", async ({
    page,
  }) => {
    test.skip(whatsapp === null || !contactChannels.whatsapp, "VITE_WHATSAPP_NUMBER is unset");
    const expected = new URL(`https://wa.me/${whatsapp!.digits}`);
    if (whatsapp!.message) expected.searchParams.set("text", whatsapp!.message);
    await page.goto("/");
    await enhanced(page);
    const footerLink = page
      .locator("footer")
      .getByRole("link", { name: /Fale conosco no WhatsApp/ });
    const button = page
      .getByRole("complementary", { name: contactChannels.whatsapp!.regionLabel })
      .getByRole("link", { name: contactChannels.whatsapp!.floatingLabel });
    for (const link of [footerLink, button]) {
      await expect(link).toHaveAttribute("href", expected.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height), "a 44 px target at least").toBeGreaterThanOrEqual(44);
  });

  test("set: the floating button steps aside from buy buttons, the player and the open menu", async ({
    page,
    isMobile,
  }) => {
    test.skip(whatsapp === null, "VITE_WHATSAPP_NUMBER is unset");
    await page.goto("/");
    await enhanced(page);
    // The play buttons exist once the player has hydrated: the walk must include them.
    await page.locator("#exemplos").scrollIntoViewIfNeeded();
    await expect(page.locator("button[data-keep-clear]").first()).toBeVisible();
    // Walk down the page: wherever the button shows, nothing protected is under it. One walk in
    // the page itself: a round trip per control and step made this test take 20 s.
    const overlaps = await page.evaluate(async () => {
      const button = document.querySelector<HTMLElement>("[data-floating-contact]")!;
      const controls = [
        ...document.querySelectorAll("a[data-checkout-url], [data-keep-clear], audio[controls]"),
      ].filter((element) => element !== button);
      const shown = () =>
        !button.hidden &&
        button.getClientRects().length > 0 &&
        getComputedStyle(button).visibility !== "hidden";
      const found: string[] = [];
      for (let y = 0; y < document.body.scrollHeight; y += 120) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 40));
        if (!shown()) continue;
        const own = button.getBoundingClientRect();
        for (const control of controls) {
          const box = control.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const over =
            own.left < box.right &&
            box.left < own.right &&
            own.top < box.bottom &&
            box.top < own.bottom;
          if (over) found.push(`at scroll ${y}: ${control.outerHTML.slice(0, 80)}`);
        }
      }
      return found;
    });
    expect(overlaps, "the floating button over a control").toEqual([]);
    if (isMobile) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await expect(floating(page)).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(floating(page)).toBeVisible();
    }
  });

  test("set: no movement under reduced motion", async ({ page }) => {
    test.skip(whatsapp === null, "VITE_WHATSAPP_NUMBER is unset");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await enhanced(page);
    const style = await floating(page).evaluate((el) => {
      const { transitionProperty, transitionDuration, animationName } = getComputedStyle(el);
      return { transitionProperty, transitionDuration, animationName };
    });
    const still =
      style.transitionProperty === "none" ||
      style.transitionDuration.split(",").every((value) => parseFloat(value) === 0);
    expect(still, `transition under reduced motion: ${JSON.stringify(style)}`).toBe(true);
    expect(style.animationName).toBe("none");
  });
});

test.describe("WhatsApp without JavaScript", ONCE_AT_DESKTOP_SIZE, () => {
  test.use({ javaScriptEnabled: false });

  test("set: the footer link works and the floating button stays hidden", async ({ page }) => {
    test.skip(whatsapp === null, "VITE_WHATSAPP_NUMBER is unset");
    await page.goto("/");
    await expect(page.locator("footer").getByRole("link", { name: /WhatsApp/ })).toBeVisible();
    await expect(floating(page)).toBeHidden();
  });
});

test.describe("Instagram", ONCE_AT_DESKTOP_SIZE, () => {
  test("the footer link follows VITE_INSTAGRAM_URL", async ({ page }) => {
    await page.goto("/");
    const link = page.locator("footer").getByRole("link", { name: /no Instagram/ });
    if (instagramUrl === null) {
      await expect(link).toHaveCount(0);
      return;
    }
    await expect(link).toHaveAttribute("href", instagramUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.locator("svg")).toHaveCount(1);
  });
});

test.describe("installments and Pix", ONCE_AT_DESKTOP_SIZE, () => {
  test("each price card shows the configured lines, and only those", async ({ page }) => {
    await page.goto("/");
    for (const card of await page.locator("#precos article").all()) {
      const text = (await card.textContent()) ?? "";
      expect(text.includes("no cartão"), "installments line (VITE_INSTALLMENTS_MAX)").toBe(
        installments !== null,
      );
      expect(text.includes("de desconto no Pix"), "Pix line (VITE_PIX_DISCOUNT_PERCENT)").toBe(
        pixDiscountPercent !== null,
      );
      for (const line of paymentTermLines) expect(text).toContain(line);
      expect(text, "never a computed installment value").not.toMatch(/\d+x de R\$/);
    }
  });

  test("the structured data keeps the single price of each plan", async ({ page }) => {
    await page.goto("/");
    const json = JSON.parse(
      (await page.locator("script[type='application/ld+json']").textContent()) ?? "{}",
    ) as { "@graph": { "@type": string; offers?: { price: string }[] }[] };
    const product = json["@graph"].find((node) => node["@type"] === "Product");
    expect(product?.offers?.map((offer) => offer.price)).toEqual([
      (siteConfig.prices.singleCents / 100).toFixed(2),
      (siteConfig.prices.professionalCents / 100).toFixed(2),
    ]);
  });
});
