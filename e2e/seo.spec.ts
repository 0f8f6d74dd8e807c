import { expect, ROUTES, test } from "./fixtures";

test.describe("search and sharing metadata", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same at every size");

  test("every page has its own title, description, canonical URL and social cards", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      const title = await page.title();
      titles.add(title);
      const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
      expect(canonical).toBe(`https://raqsmusic.com.br${route}`);
      const meta = (key: string) =>
        page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute("content");
      expect((await meta("description"))?.length).toBeGreaterThan(50);
      expect(await meta("og:title")).toBe(title);
      expect(await meta("og:url")).toBe(canonical);
      expect(await meta("og:image")).toBe("https://raqsmusic.com.br/og-image.jpg");
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
      expect(shown.replace(/\s/g, " ")).toBe(`R$ ${Number(offer.price).toLocaleString("pt-BR")}`);
      expect(offer.priceCurrency).toBe("BRL");
      await expect(card.getByRole("link", { name: /Comprar/ })).toHaveAttribute("href", offer.url);
    }
  });

  test("sitemap.xml lists the three pages and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of ROUTES)
      expect(sitemap).toContain(`<loc>https://raqsmusic.com.br${route}</loc>`);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("Sitemap: https://raqsmusic.com.br/sitemap.xml");
  });

  test("the 404 page is not indexed", async ({ request }) => {
    const html = await (await request.get("/nao-existe")).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
