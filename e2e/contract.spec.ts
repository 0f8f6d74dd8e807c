import type { Page } from "@playwright/test";
import { siteConfig as config } from "./site-config";
import { engagementSourceText } from "../src/config/env-schema";
import { closingContent } from "../src/content/closing";
import { contractSummary } from "../src/content/contract-summary";
import { withdrawalRight } from "../src/content/order-terms";
import { plans, pricingContent } from "../src/content/plans";
import { installmentsLine } from "../src/content/sales";
import { platformWords } from "../src/content/legal-wording";
import { readTestimonials } from "../src/content/collections";
import { hasExamples, testimonialsContent } from "../src/content/testimonials";
import { allowNotFoundPage, expect, PAGES, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

const platform = platformWords(config.legal.paymentPlatform);
const withdrawal = withdrawalRight.short.replace(/ Veja os \{terms\}\.$/, "");

test.describe("buying: what the visitor reads beside the buy buttons", ONCE_AT_DESKTOP_SIZE, () => {
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

    test("the contract's essentials come before the first buy button, the rest after the plans", async ({
      page,
    }) => {
      await page.goto("/");
      const summary = page.getByRole("group", { name: contractSummary.title });
      const more = page.getByRole("group", { name: contractSummary.moreTitle });
      for (const [group, items] of [
        [summary, contractSummary.items],
        [more, contractSummary.moreItems],
      ] as const) {
        await expect(group).toBeVisible();
        for (const { term } of items) {
          await expect(group.getByRole("term").filter({ hasText: term })).toBeVisible();
        }
      }
      // The clauses that limit her rights are stressed, each beside its own term.
      await expect(summary.locator("strong", { hasText: contractSummary.limitLabel })).toHaveCount(
        contractSummary.items.filter((item) => "limit" in item).length,
      );
      await expect(summary).toContainText("o que ocorrer por último");
      await expect(summary.getByRole("link", { name: config.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${config.contactEmail}`,
      );
      await expect(
        summary.getByRole("link", { name: "seção 9 dos Termos de Uso" }),
      ).toHaveAttribute("href", "/termos-de-uso#licenca-de-uso");
      await expect(more.getByRole("link", { name: "Termos de Uso", exact: true })).toHaveAttribute(
        "href",
        "/termos-de-uso",
      );
      // Reading order in the pricing section: essentials, then every plan's buy button, then the rest.
      const top = async (locator: ReturnType<Page["locator"]>) =>
        (await locator.boundingBox())?.y ?? Number.NaN;
      const buyButtons = page.locator("#precos").getByRole("link", { name: /^Comprar/ });
      const firstBuy = await top(buyButtons.first());
      const lastBuy = await top(buyButtons.last());
      expect(await top(summary)).toBeLessThan(firstBuy);
      expect(await top(more)).toBeGreaterThan(lastBuy);
    });
  });
});

test("the FAQ tells the order steps as a numbered list", ONCE_AT_DESKTOP_SIZE, async ({ page }) => {
  await page.goto("/#perguntas-frequentes");
  await page.getByRole("button", { name: /Como funciona o pedido/ }).click();
  const steps = page.getByRole("region", { name: /Como funciona o pedido/ }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toContainText("como ele se pronuncia");
});

test(
  "the testimonials say they are illustrative while they are examples",
  ONCE_AT_DESKTOP_SIZE,
  async ({ page }) => {
    await page.goto("/#depoimentos");
    const testimonials = readTestimonials();
    const note = page
      .locator("#depoimentos")
      .getByText(testimonialsContent(testimonials).exampleNote);
    // src/content/testimonials.json: the note shows exactly while any testimonial is an example.
    await expect(note).toHaveCount(hasExamples(testimonials) ? 1 : 0);
  },
);

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

test.describe("no refund limit without the 7-day right beside it", ONCE_AT_DESKTOP_SIZE, () => {
  test.use({ javaScriptEnabled: false });

  for (const route of [...PAGES, "/pagina-que-nao-existe"]) {
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

test.describe("claims are claims, beside what backs them", ONCE_AT_DESKTOP_SIZE, () => {
  test.use({ javaScriptEnabled: false });

  test('"10x mais engajamento" is never in the list of what the buyer receives, and its source stands beside it', async ({
    page,
  }) => {
    await page.goto("/");
    const benefits = page.locator("#chamada-final-titulo").locator("xpath=../..").getByRole("list");
    await expect(benefits.getByRole("listitem")).toHaveCount(closingContent.benefits.length);
    await expect(benefits).not.toContainText("engajamento");
    const claims = page.locator("[data-claim='engajamento']");
    await expect(claims).toHaveCount(2);
    const source = config.claims.engagementSource;
    for (const claim of await claims.all()) {
      await expect(claim).toContainText("10x mais engajamento");
      // VITE_ENGAGEMENT_CLAIM_*: the demo has none (a launch refuses it), an owner shows it.
      if (source) await expect(claim).toContainText(engagementSourceText(source));
      else await expect(claim).not.toContainText("Fonte:");
    }
  });

  test('"Mais Popular" says what it rests on, when the owner has said it', async ({ page }) => {
    await page.goto("/");
    const popular = plans.find((plan) => plan.popular)!;
    const card = page.getByRole("article", { name: popular.name });
    await expect(card).toContainText(pricingContent.popularLabel);
    const basis = card.locator("[data-claim='mais-popular']");
    // VITE_POPULAR_PLAN_BASIS
    if (config.claims.popularPlanBasis) {
      await expect(basis).toHaveText(`“Mais Popular”: ${config.claims.popularPlanBasis}.`);
    } else await expect(basis).toHaveCount(0);
  });
});

test.describe("prices, times and the contract, said completely", ONCE_AT_DESKTOP_SIZE, () => {
  test("the installments line says whether there is interest, as configured", async ({ page }) => {
    const { installments } = config.sales;
    test.skip(installments === null, "VITE_INSTALLMENTS_MAX is unset");
    await page.goto("/");
    for (const { name } of plans) {
      await expect(page.getByRole("article", { name })).toContainText(
        installmentsLine(installments!),
      );
    }
  });

  for (const route of PAGES) {
    test(`wherever "24 horas" appears on ${route}, it says when they start and what they leave out`, async ({
      page,
    }) => {
      await page.goto(route);
      const blocks = await page.evaluate(() =>
        [...document.querySelectorAll("p, li, dd, h2, h3, span")]
          .filter(
            (element) =>
              /24 horas/.test(element.textContent ?? "") &&
              ![...element.children].some((child) => /24 horas/.test(child.textContent ?? "")),
          )
          .map((element) => ({
            text: (element.textContent ?? "").trim().slice(0, 80),
            around: element.closest("section, main")?.textContent ?? "",
          })),
      );
      if (route === "/") expect(blocks.length).toBeGreaterThan(3);
      for (const { text, around } of blocks) {
        expect(around, `"${text}…": from when`).toMatch(/contadas? da confirmação do pagamento/);
        expect(around, `"${text}…": the buyer's time left out`).toMatch(
          /sem contar o tempo|não entra (nessa contagem|na conta) o tempo|o tempo em que esperamos/i,
        );
      }
    });
  }

  test("each buy button leads to the contract summary, before the checkout", async ({ page }) => {
    await page.goto("/#precos");
    for (const { name } of plans) {
      const link = page.getByRole("article", { name }).getByRole("link", {
        name: pricingContent.summaryLink.label,
      });
      await expect(link).toHaveAttribute("href", "#resumo-do-contrato");
    }
    await page
      .getByRole("article", { name: plans[0].name })
      .getByRole("link", { name: pricingContent.summaryLink.label })
      .click();
    await expect(page).toHaveURL(/#resumo-do-contrato$/);
    await expect(page.getByRole("group", { name: "Resumo do contrato" })).toBeInViewport();
  });
});
