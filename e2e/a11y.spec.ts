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

/**
 * axe on the whole page, scrolled through first; or, given `regions` (selectors), on those parts
 * alone, each brought to the screen: the state a test changes, where the rest of the page is the
 * one the page's own test scans (a full scan of / takes 5 to 10 s here).
 */
async function expectNoViolations(page: Page, regions: readonly string[] = []) {
  const present = [];
  for (const region of regions) {
    const found = page.locator(region);
    if ((await found.count()) === 0) continue;
    present.push(region);
    await found.first().scrollIntoViewIfNeeded();
  }
  if (regions.length === 0) await scrollThrough(page);
  else expect(present, "a region to scan").not.toEqual([]);
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
  let axe = axeOn(page).withTags(WCAG_AA_AND_BEST_PRACTICE);
  for (const region of present) axe = axe.include(region);
  const results = await axe.analyze();
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
    await expectNoViolations(page, ["#exemplos", "#perguntas-frequentes"]);
  });
});

test.describe("accessibility with the sales extras (axe)", () => {
  test("no violations with a coupon shown (and the WhatsApp button, when configured)", async ({
    page,
  }) => {
    await page.goto("/?promocode=DANCA10");
    await expect(page.locator("[data-coupon-status]")).not.toBeEmpty();
    // The coupon is shown with the prices; the buy links elsewhere only change their address.
    await expectNoViolations(page, ["#precos", "[data-floating-contact]"]);
  });
});
