import { axeOn, WCAG_AA_AND_BEST_PRACTICE } from "./axe";
import type { Page } from "@playwright/test";
import {
  allowNotFoundPage,
  BELOW_DESKTOP_ONLY,
  expect,
  PAGES,
  scrollThrough,
  test,
} from "./fixtures";

async function expectNoViolations(page: Page) {
  await scrollThrough(page);
  // Let the scroll-in transitions finish so colours are measured at full opacity.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

test.describe("accessibility (axe)", () => {
  for (const route of PAGES) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await expectNoViolations(page);
    });
  }

  test("the 404 page has no violations", async ({ page, problems }) => {
    allowNotFoundPage(problems);
    await page.goto("/pagina-que-nao-existe");
    await expectNoViolations(page);
  });

  // The menu exists below the desktop breakpoint only.
  test("no violations with the mobile menu open", BELOW_DESKTOP_ONLY, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const results = await axeOn(page).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("no violations with an FAQ answer open and a sample playing", async ({ page }) => {
    await page.goto("/#exemplos");
    await page
      .getByRole("button", { name: /^Tocar / })
      .first()
      .click();
    await page.locator("#perguntas-frequentes").getByRole("button").first().click();
    await expect(page.getByRole("slider")).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("accessibility with the sales extras (axe)", () => {
  test("no violations with a coupon shown (and the WhatsApp button, when configured)", async ({
    page,
  }) => {
    await page.goto("/?promocode=DANCA10");
    await expectNoViolations(page);
  });
});
