import type { Page } from "@playwright/test";
import { siteConfig as config } from "./site-config";
import { withdrawalRight } from "../src/content/order-terms";
import { plans } from "../src/content/plans";
import { platformWords } from "../src/content/legal-wording";
import { hasExampleTestimonials, testimonialsContent } from "../src/content/testimonials";
import { allowNotFoundPage, expect, ROUTES, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

const platform = platformWords(config.legal.paymentPlatform);
const withdrawal = withdrawalRight.short.replace(/ Veja os \{terms\}\.$/, "");

test.describe("buying: what the visitor reads beside the buy buttons", () => {
  test.skip(...ONCE_AT_DESKTOP_SIZE);
  test("each buy button has the payment platform, the right of withdrawal and a link to the Terms", async ({
    page,
  }) => {
    await page.goto("/#precos");
    for (const { name } of plans) {
      const card = page.getByRole("article", { name });
      await expect(card.getByRole("link", { name: /^Comprar/ })).toBeVisible();
      await expect(card).toContainText(`Pagamento processado ${platform.by}.`);
      await expect(card).toContainText(withdrawal);
      await expect(card.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute(
        "href",
        "/termos-de-uso",
      );
    }
    // Named only when configured (a build with VITE_PAYMENT_PLATFORM set), neutral otherwise.
    if (platform.name === null) {
      await expect(page.locator("#precos")).toContainText("nossa plataforma de pagamento parceira");
    }
    await expect(page.locator("footer")).toContainText(`pagamento processado ${platform.by}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contract summary under the plans is part of the page", async ({ page }) => {
      await page.goto("/");
      const summary = page.getByRole("group", { name: "Resumo do contrato" });
      await expect(summary).toBeVisible();
      for (const term of [
        "O que você recebe",
        "Depois de pagar",
        "Prazo",
        "Revisões",
        "Pagamento",
        "Arrependimento e garantia",
        "Licença",
      ]) {
        await expect(summary.getByRole("term").filter({ hasText: term })).toBeVisible();
      }
      await expect(summary).toContainText("o que ocorrer por último");
      await expect(summary.getByRole("link", { name: config.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${config.contactEmail}`,
      );
      await expect(
        summary.getByRole("link", { name: "seção 9 dos Termos de Uso" }),
      ).toHaveAttribute("href", "/termos-de-uso#licenca-de-uso");
      await expect(
        summary.getByRole("link", { name: "Termos de Uso", exact: true }),
      ).toHaveAttribute("href", "/termos-de-uso");
    });
  });
});

test("the FAQ tells the order steps as a numbered list", async ({ page }) => {
  await page.goto("/#perguntas-frequentes");
  await page.getByRole("button", { name: /Como funciona o pedido/ }).click();
  const steps = page.getByRole("region", { name: /Como funciona o pedido/ }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText("como ele se pronuncia");
});

test("the testimonials say they are illustrative while they are examples", async ({ page }) => {
  await page.goto("/#depoimentos");
  const note = page.locator("#depoimentos").getByText(testimonialsContent.exampleNote);
  // src/content/testimonials.ts: the note shows exactly while any testimonial is an example.
  await expect(note).toHaveCount(hasExampleTestimonials ? 1 : 0);
});

/**
 * Every sentence that limits a refund (the satisfaction guarantee ends once the full version is
 * downloaded), with the text of the nearest section or FAQ answer that holds it.
 */
async function refundLimits(page: Page) {
  return page.evaluate(() => {
    const limit =
      /(antes de baixar|enquanto[^.]{0,40}não (for|tiver sido) baixada|depois que[^.]{0,40}é baixada|não é mais possível)/i;
    const blocks = Array.from(document.querySelectorAll("p, li, dd")).filter(
      (element) => limit.test(element.textContent ?? "") && !element.querySelector("p, li, dd"),
    );
    return blocks.map((element) => ({
      sentence: (element.textContent ?? "").trim().slice(0, 120),
      block: element.closest("section, [role='region'], footer")?.textContent ?? "",
    }));
  });
}

test.describe("no refund limit without the 7-day right beside it", () => {
  test.skip(...ONCE_AT_DESKTOP_SIZE);
  test.use({ javaScriptEnabled: false });

  for (const route of [...ROUTES, "/pagina-que-nao-existe"]) {
    test(`on ${route}`, async ({ page, problems }) => {
      if (route.startsWith("/pagina")) allowNotFoundPage(problems);
      await page.goto(route);
      const found = await refundLimits(page);
      if (route === "/" || route === "/termos-de-uso") expect(found.length).toBeGreaterThan(0);
      for (const { sentence, block } of found) {
        expect(block, `"${sentence}…" needs the right of withdrawal in its section`).toMatch(
          /7 (\(sete\) )?dias/,
        );
        expect(block, `"${sentence}…" needs the right of withdrawal in its section`).toMatch(
          /arrependimento|desistir/,
        );
      }
    });
  }
});
