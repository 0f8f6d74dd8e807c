import { privacyVersionPath, termsVersionPath } from "../src/config/routes";
import { legalPageContent } from "../src/content/pages";
import { versionInForceOn } from "../src/content/terms-versions";
import { currentVersion, publishedVersions } from "./legal-versions";
import { brazilianFromIso } from "../src/lib/br/date";
import { plans } from "../src/content/plans";
import { priceTexts } from "../src/content/plan-prices";
import { fullVersion } from "../src/content/order-terms";
import { allowNotFoundPage, expect, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

test.describe("routes", ONCE_AT_DESKTOP_SIZE, () => {
  test("the landing page answers 200 with its headline", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Músicas Árabes com seu Nome/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Músicas Árabes com seu Nome");
  });

  for (const [path, title, kind] of [
    ["/termos-de-uso", "Termos de Uso", "terms"],
    ["/politica-de-privacidade", "Política de Privacidade", "privacy"],
  ] as const) {
    test(`${path} answers 200 with its text, its date and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(
        page.getByText(
          `${legalPageContent.versions.inForce} ${brazilianFromIso(currentVersion(kind))}`,
        ),
        "the day the version was first published (the demo's: the specification's 13/04/2025)",
      ).toBeVisible();
      await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  for (const [kind, title, of, versionPath] of [
    ["terms", "Termos de Uso", "dos Termos de Uso", termsVersionPath],
    ["privacy", "Política de Privacidade", "da Política de Privacidade", privacyVersionPath],
  ] as const) {
    test(`every published version of the ${kind} answers 200 at its dated address, the older ones saying which replaced them`, async ({
      page,
    }) => {
      const current = currentVersion(kind);
      const versions = publishedVersions(kind);
      for (const version of versions) {
        const path = versionPath(version);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        // Kept from search engines: the undated address is the document's one address.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        const notice = page.getByRole("note");
        if (version === current) await expect(notice).toHaveCount(0);
        else {
          await expect(notice).toContainText(
            legalPageContent.versions.replaced(
              of,
              brazilianFromIso(version),
              brazilianFromIso(current),
            ),
          );
          await notice.getByRole("link", { name: legalPageContent.versions.currentLink }).click();
          await expect(page).toHaveURL(
            kind === "terms" ? "/termos-de-uso" : "/politica-de-privacidade",
          );
        }
      }
      await page.goto(kind === "terms" ? "/termos-de-uso" : "/politica-de-privacidade");
      const list = page.getByText(legalPageContent.versions.listLabel).locator("..");
      for (const version of versions.filter((item) => item !== current)) {
        await expect(list.getByRole("link", { name: brazilianFromIso(version) })).toHaveAttribute(
          "href",
          versionPath(version),
        );
      }
    });
  }

  test("each version of the Terms links the Privacy Policy in force on its date", async ({
    page,
  }) => {
    const policies = publishedVersions("privacy");
    for (const version of publishedVersions("terms")) {
      await page.goto(termsVersionPath(version));
      const policy = versionInForceOn(version, policies);
      const line = page.getByText(legalPageContent.versions.policyLabel);
      if (policy === null) {
        await expect(line).toHaveCount(0);
        continue;
      }
      await expect(
        line.getByRole("link", {
          name: legalPageContent.versions.policyVersion(brazilianFromIso(policy)),
        }),
      ).toHaveAttribute("href", privacyVersionPath(policy));
    }
  });

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
    await expect(page.getByText(`até ${fullVersion.firstAccessThe}`).first()).toBeVisible();
    await expect(page.locator("audio[controls]")).toHaveCount(2);
    await expect(
      page
        .getByRole("article", { name: plans[0].name })
        .getByText(priceTexts.single, { exact: true }),
      "the single price (VITE_PRICE_SINGLE), readable without JavaScript",
    ).toBeVisible();
  });

  test("the legal pages show their full text", async ({ page }) => {
    await page.goto("/politica-de-privacidade");
    await expect(page.getByText("promo_code").first()).toBeVisible();
  });
});
