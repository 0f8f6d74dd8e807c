import { siteConfig } from "../src/config/site";
import { plans, priceTexts } from "../src/content/plans";
import { allowNotFoundPage, expect, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

test.describe("routes", ONCE_AT_DESKTOP_SIZE, () => {
  test("the landing page answers 200 with its headline", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Músicas Árabes com seu Nome/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Músicas Árabes com seu Nome");
  });

  for (const [path, title] of [
    ["/termos-de-uso", "Termos de Uso"],
    ["/politica-de-privacidade", "Política de Privacidade"],
  ] as const) {
    test(`${path} answers 200 with its text, update date and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        page.getByText(`Última atualização: ${siteConfig.legalLastUpdated}`),
        "the date set by VITE_LEGAL_LAST_UPDATED",
      ).toBeVisible();
      await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("an unknown path answers 404 with the 404 page and logs the path", async ({
    page,
    problems,
  }) => {
    allowNotFoundPage(problems);
    const logged = page.waitForEvent("console", (message) =>
      message.text().startsWith("404 Error"),
    );
    const response = await page.goto("/nao-existe/mesmo");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    const heading = page.getByRole("heading", { name: "Oops! Page not found" });
    await expect(heading).toBeVisible();
    // English words in a Portuguese page: said as English by a screen reader.
    await expect(heading).toHaveAttribute("lang", "en");
    expect((await logged).text()).toContain("/nao-existe/mesmo");
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("without JavaScript", ONCE_AT_DESKTOP_SIZE, () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page still shows its text, answers and buy links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const { buttonText } of plans) {
      const link = page.getByRole("link", { name: buttonText });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // Every FAQ answer is readable and both samples play with the browser's own controls.
    await expect(page.getByText("antes de baixar a versão completa")).toBeVisible();
    await expect(page.locator("audio[controls]")).toHaveCount(2);
    await expect(
      page.getByText(priceTexts.single, { exact: true }),
      "the single price (VITE_PRICE_SINGLE), readable without JavaScript",
    ).toBeVisible();
  });

  test("the legal pages show their full text", async ({ page }) => {
    await page.goto("/politica-de-privacidade");
    await expect(page.getByText("promo_code").first()).toBeVisible();
  });
});
