import type { Page } from "@playwright/test";
import { siteConfig as config } from "./site-config";
import { engagementSourceText } from "../src/config/env-schema";
import { closingContent } from "../src/content/closing";
import { contractSummary, planEssentials } from "../src/content/contract-summary";
import { delivery, withdrawalRight } from "../src/content/order-terms";
import { plans, pricingContent } from "../src/content/plans";
import { priceTexts } from "../src/content/plan-prices";
import { installmentsLine } from "../src/content/sales";
import { platformWords } from "../src/content/legal-wording";
import { readTestimonials } from "../src/content/collections";
import { hasExamples, testimonialsContent } from "../src/content/testimonials";
import { allowNotFoundPage, expect, PAGES, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

const platform = platformWords(config.legal.paymentPlatform);

test.describe("buying: what the visitor reads beside the buy buttons", ONCE_AT_DESKTOP_SIZE, () => {
  test("each buy button has the payment platform, its essentials and a link to the whole summary", async ({
    page,
  }) => {
    await page.goto("/#precos");
    for (const plan of plans) {
      const card = page.getByRole("article", { name: plan.name });
      await expect(card.getByRole("link", { name: /^Comprar/ })).toBeVisible();
      await expect(card).toContainText(`Pagamento processado ${platform.by}.`);
      const essentials = card.getByRole("group", { name: planEssentials.label });
      await expect(essentials).toContainText(withdrawalRight.periodFor(plan.id));
      await expect(
        card.getByRole("link", { name: pricingContent.summaryLink.label }),
      ).toHaveAttribute("href", "#resumo-do-contrato");
    }
    // Named only when configured (a build with VITE_PAYMENT_PLATFORM set), neutral otherwise.
    if (platform.name === null) {
      await expect(page.locator("#precos")).toContainText("nossa plataforma de pagamento parceira");
    }
    await expect(page.locator("footer")).toContainText(`pagamento processado ${platform.by}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each card's essentials, limits stressed, come before its buy button; the whole summary after the plans", async ({
      page,
    }) => {
      await page.goto("/");
      const top = async (locator: ReturnType<Page["locator"]>) =>
        (await locator.boundingBox())?.y ?? Number.NaN;
      for (const plan of plans) {
        const card = page.getByRole("article", { name: plan.name });
        const essentials = card.getByRole("group", { name: planEssentials.label });
        await expect(essentials).toBeVisible();
        await expect(
          essentials.locator("strong", { hasText: contractSummary.limitLabel }),
        ).toHaveCount(planEssentials.items(plan.id).filter((item) => "limit" in item).length);
        expect(await top(essentials)).toBeLessThan(
          await top(card.getByRole("link", { name: /^Comprar/ })),
        );
      }
      const summary = page.getByRole("group", { name: contractSummary.title });
      const more = page.getByRole("group", { name: contractSummary.moreTitle });
      for (const [group, items] of [
        [summary, contractSummary.items],
        [more, contractSummary.moreItems],
      ] as const) {
        await expect(group).toBeVisible();
        for (const { term } of items) {
          await expect(group.getByRole("term").filter({ hasText: term }).first()).toBeVisible();
        }
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
      const buyButtons = page.locator("#precos").getByRole("link", { name: /^Comprar/ });
      expect(await top(summary)).toBeGreaterThan(await top(buyButtons.last()));
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
 * Every sentence that limits a refund (the satisfaction guarantee ends at the first download on
 * the order's page, or at the first access to the download link, or after its days), with the text
 * of the nearest section or FAQ answer that holds it.
 */
async function refundLimits(page: Page) {
  return page.evaluate(() => {
    const limit =
      /(até (o|a confirmação do) primeiro download|até o primeiro acesso ao link de download|depois desse acesso|depois do primeiro (acesso|download)|depois da confirmação do primeiro download|não é mais possível)/i;
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

  test('"10x mais engajamento" is never in the list of what the buyer receives; with a source it stands beside it, without one it is left out', async ({
    page,
  }) => {
    await page.goto("/");
    const benefits = page.locator("#chamada-final-titulo").locator("xpath=../..").getByRole("list");
    await expect(benefits.getByRole("listitem")).toHaveCount(closingContent.benefits.length);
    await expect(benefits).not.toContainText("engajamento");
    const claims = page.locator("[data-claim='engajamento']");
    const { engagement } = config.claims;
    // The demo shows the specification's claim; an owner's page, only with its source.
    await expect(claims).toHaveCount(engagement.shown ? 2 : 0);
    if (!engagement.shown) await expect(page.locator("body")).not.toContainText("10x");
    for (const claim of await claims.all()) {
      await expect(claim).toContainText("10x mais engajamento");
      if (engagement.source)
        await expect(claim).toContainText(engagementSourceText(engagement.source));
      else await expect(claim).not.toContainText("Fonte:");
    }
  });

  test('"Mais Popular" only where it rests on something; otherwise the pack stands out by its saving', async ({
    page,
  }) => {
    await page.goto("/");
    const card = page.getByRole("article", { name: plans[1].name });
    const { popularPlan } = config.claims;
    await expect(card).toContainText(
      popularPlan.shown ? "Mais Popular" : `Economize ${priceTexts.savings}`,
    );
    if (!popularPlan.shown) await expect(page.locator("body")).not.toContainText("Mais Popular");
    const basis = card.locator("[data-claim='mais-popular']");
    // VITE_POPULAR_PLAN_BASIS
    if (popularPlan.basis) {
      await expect(basis).toHaveText(`“Mais Popular”: ${popularPlan.basis}.`);
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
    // The owner's delivery time (VITE_DELIVERY_BUSINESS_HOURS): the specification's 24 on the demo.
    test(`wherever "${delivery.hours}" appears on ${route}, it says when they start and what they leave out`, async ({
      page,
    }) => {
      await page.goto(route);
      const blocks = await page.evaluate((hours) => {
        const says = (element: Element) => (element.textContent ?? "").includes(hours);
        return [...document.querySelectorAll("p, li, dd, h2, h3, span")]
          .filter((element) => says(element) && ![...element.children].some(says))
          .map((element) => ({
            text: (element.textContent ?? "").trim().slice(0, 80),
            around: element.closest("section, main")?.textContent ?? "",
          }));
      }, delivery.hours);
      if (route === "/") expect(blocks.length).toBeGreaterThan(3);
      for (const { text, around } of blocks) {
        expect(around, `"${text}…": from when`).toMatch(/contadas? da confirmação do pagamento/);
        expect(around, `"${text}…": the buyer's time left out`).toMatch(
          /sem contar o tempo|não entra (nessa contagem|na conta) o tempo|o tempo em que (esperamos|espero)/i,
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
