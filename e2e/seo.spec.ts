import { absoluteUrl } from "../src/config/routes.ts";
import { privacyPolicy, termsOfUse } from "../src/content/legal.ts";
import { notFoundContent, pageMeta } from "../src/content/pages.ts";
import { allowNotFoundPage, expect, ROUTES, test, ONCE_AT_DESKTOP_SIZE } from "./fixtures";
import { siteConfig } from "./site-config";

const { siteName, siteUrl } = siteConfig;

/** Each page's title, as the content modules write it for the configured brand. */
const TITLES: Record<(typeof ROUTES)[number], string> = {
  "/": pageMeta.home.title(siteName),
  "/termos-de-uso": `${termsOfUse.title} — ${siteName}`,
  "/politica-de-privacidade": `${privacyPolicy.title} — ${siteName}`,
};

test.describe("search and sharing metadata", ONCE_AT_DESKTOP_SIZE, () => {
  test("every page has its own title, description, canonical URL and social cards", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      const title = await page.title();
      expect(title, `title of ${route} (src/content, VITE_SITE_NAME)`).toBe(TITLES[route]);
      titles.add(title);
      const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
      expect(canonical, `canonical URL of ${route} (VITE_SITE_URL)`).toBe(
        absoluteUrl(siteUrl, route),
      );
      const meta = (key: string) =>
        page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute("content");
      expect((await meta("description"))?.length).toBeGreaterThan(50);
      expect(await meta("og:title")).toBe(title);
      expect(await meta("og:url")).toBe(canonical);
      expect(await meta("og:site_name")).toBe(siteName);
      expect(await meta("og:image"), "og:image (VITE_SITE_URL)").toBe(
        absoluteUrl(siteUrl, "/og-image.jpg"),
      );
      expect(await meta("twitter:card")).toBe("summary_large_image");
    }
    expect(titles.size).toBe(ROUTES.length);
  });

  test("the structured data offers the prices shown in the pricing section", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    const product = data["@graph"].find((node: { "@type": string }) => node["@type"] === "Product");
    const offers: { name: string; price: string; priceCurrency: string; url: string }[] =
      product.offers;
    expect(offers).toHaveLength(2);
    for (const offer of offers) {
      const card = page.getByRole("article", { name: offer.name });
      const shown = (await card.locator(".font-display").first().textContent())!;
      const reais = Number(offer.price);
      const digits = Number.isInteger(reais) ? 0 : 2;
      const written = reais.toLocaleString("pt-BR", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(shown.replace(/\s/g, " ")).toBe(`R$ ${written}`);
      expect(offer.priceCurrency).toBe("BRL");
      await expect(card.getByRole("link", { name: /Comprar/ })).toHaveAttribute("href", offer.url);
    }
  });

  test("the landing page is described by her sentence: in the footer, in search and in a shared link", async ({
    page,
  }) => {
    await page.goto("/");
    const meta = (key: string) =>
      page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute("content");
    // VITE_SITE_DESCRIPTION, followed by the lowest price (src/content/pages.ts).
    expect(pageMeta.home.description).toContain(siteConfig.siteDescription.trim());
    expect(await meta("description")).toBe(pageMeta.home.description);
    expect(await meta("og:description")).toBe(pageMeta.home.description);
    await expect(page.getByRole("contentinfo")).toContainText(siteConfig.siteDescription);
  });

  test("every page prints the seller's address she chose to show, in the footer", async ({
    page,
  }) => {
    const { address } = siteConfig.company;
    test.skip(address === null, "no address configured (the demo)");
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole("contentinfo"), route).toContainText(address ?? "");
    }
  });

  test("sitemap.xml lists the three pages and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of ROUTES)
      expect(sitemap).toContain(`<loc>${absoluteUrl(siteUrl, route)}</loc>`);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("the 404 page is not indexed and names the brand in its title", async ({
    page,
    problems,
  }) => {
    allowNotFoundPage(problems);
    await page.goto("/nao-existe");
    await expect(page).toHaveTitle(notFoundContent.title(siteName));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      notFoundContent.description(siteName),
    );
  });

  test("the social image and the logo are the brand's, at the sizes the cards ask for", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const image = await request.get("/og-image.jpg");
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    // WhatsApp ignores a preview image over 300 KB.
    expect((await image.body()).length).toBeLessThanOrEqual(300 * 1024);
    const size = async (url: string) =>
      page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, url);
    expect(await size("/og-image.jpg")).toEqual([1200, 630]);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    const organization = data["@graph"].find(
      (node: { "@type": string }) => node["@type"] === "Organization",
    );
    expect(organization.name).toBe(siteName);
    expect(organization.logo).toBe(absoluteUrl(siteUrl, "/brand/logo-512.png"));
    expect(await size("/brand/logo-512.png")).toEqual([512, 512]);
  });

  test("the web app manifest names the brand and describes it", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: siteName,
      short_name: siteName,
      description: siteConfig.siteDescription,
    });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
});
