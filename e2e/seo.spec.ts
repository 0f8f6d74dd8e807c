import { absoluteUrl } from "../src/config/routes.ts";
import { privacyPolicy, termsOfUse } from "../src/content/legal.ts";
import { notFoundContent, pageMeta } from "../src/content/pages.ts";
import sharp from "sharp";
import { builtDocument, collapse, fileTest as test, labelled, readText } from "./built-document";
import { expect, ROUTES, ONCE_AT_DESKTOP_SIZE } from "./fixtures";
import { siteConfig } from "./site-config";

const { siteName, siteUrl } = siteConfig;

/** Each page's title, as the content modules write it for the configured brand. */
const TITLES: Record<(typeof ROUTES)[number], string> = {
  "/": pageMeta.home.title(siteName),
  "/termos-de-uso": `${termsOfUse.title} — ${siteName}`,
  "/politica-de-privacidade": `${privacyPolicy.title} — ${siteName}`,
};

/** A page's meta content, by name or property. */
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ??
  null;

/** The page's structured data (JSON-LD). */
const structuredData = (document: Document) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");

// What the built pages' files say: read without a browser (e2e/built-document.ts).
test.describe("search and sharing metadata", ONCE_AT_DESKTOP_SIZE, () => {
  test("every page has its own title, description, canonical URL and social cards", () => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const document = builtDocument(route);
      expect(document.documentElement.getAttribute("lang")).toBe("pt-BR");
      const title = document.title;
      expect(title, `title of ${route} (src/content, VITE_SITE_NAME)`).toBe(TITLES[route]);
      titles.add(title);
      const canonical = document.querySelector("link[rel=canonical]")?.getAttribute("href");
      expect(canonical, `canonical URL of ${route} (VITE_SITE_URL)`).toBe(
        absoluteUrl(siteUrl, route),
      );
      expect(meta(document, "description")?.length).toBeGreaterThan(50);
      expect(meta(document, "og:title")).toBe(title);
      expect(meta(document, "og:url")).toBe(canonical);
      expect(meta(document, "og:site_name")).toBe(siteName);
      expect(meta(document, "og:image"), "og:image (VITE_SITE_URL)").toBe(
        absoluteUrl(siteUrl, "/og-image.jpg"),
      );
      expect(meta(document, "twitter:card")).toBe("summary_large_image");
    }
    expect(titles.size).toBe(ROUTES.length);
  });

  test("the structured data offers the prices shown in the pricing section", () => {
    const document = builtDocument("/");
    const data = structuredData(document);
    const product = data["@graph"].find((node: { "@type": string }) => node["@type"] === "Product");
    const offers: { name: string; price: string; priceCurrency: string; url: string }[] =
      product.offers;
    expect(offers).toHaveLength(2);
    for (const offer of offers) {
      const card = labelled(document, "article", offer.name);
      const shown = card.querySelector(".font-display")?.textContent ?? "";
      const reais = Number(offer.price);
      const digits = Number.isInteger(reais) ? 0 : 2;
      const written = reais.toLocaleString("pt-BR", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(shown.replace(/\s/g, " ")).toBe(`R$ ${written}`);
      expect(offer.priceCurrency).toBe("BRL");
      const buy = [...card.querySelectorAll("a")].filter((link) => /Comprar/.test(readText(link)));
      expect(buy.length).toBeGreaterThan(0);
      for (const link of buy) expect(link.getAttribute("href")).toBe(offer.url);
    }
  });

  test("the landing page is described by her sentence: in the footer, in search and in a shared link", () => {
    const document = builtDocument("/");
    // VITE_SITE_DESCRIPTION, followed by the lowest price (src/content/pages.ts).
    expect(pageMeta.home.description).toContain(siteConfig.siteDescription.trim());
    expect(meta(document, "description")).toBe(pageMeta.home.description);
    expect(meta(document, "og:description")).toBe(pageMeta.home.description);
    expect(readText(document.querySelector("footer"))).toContain(
      collapse(siteConfig.siteDescription),
    );
  });

  test("every page prints the seller's address she chose to show, in the footer", () => {
    const { address } = siteConfig.company;
    test.skip(address === null, "no address configured (the demo)");
    for (const route of ROUTES) {
      expect(readText(builtDocument(route).querySelector("footer")), route).toContain(
        collapse(address ?? ""),
      );
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

  // The page an unknown path answers with (its status: e2e/routes.spec.ts).
  test("the 404 page is not indexed and names the brand in its title", () => {
    const document = builtDocument("/404");
    expect(document.title).toBe(notFoundContent.title(siteName));
    expect(meta(document, "robots")).toBe("noindex");
    expect(meta(document, "description")).toBe(notFoundContent.description(siteName));
  });

  test("the social image and the logo are the brand's, at the sizes the cards ask for", async ({
    request,
  }) => {
    const image = await request.get("/og-image.jpg");
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    // WhatsApp ignores a preview image over 300 KB.
    expect((await image.body()).length).toBeLessThanOrEqual(300 * 1024);
    const size = async (url: string) => {
      const { width, height } = await sharp(await (await request.get(url)).body()).metadata();
      return [width, height];
    };
    expect(await size("/og-image.jpg")).toEqual([1200, 630]);
    const data = structuredData(builtDocument("/"));
    const organization = data["@graph"].find(
      (node: { "@type": string }) => node["@type"] === "Organization",
    );
    expect(organization.name).toBe(siteName);
    expect(organization.logo).toBe(absoluteUrl(siteUrl, "/brand/logo-512.png"));
    expect(await size("/brand/logo-512.png")).toEqual([512, 512]);
  });

  test("the web app manifest names the brand and describes it", async ({ request }) => {
    // Linked after the first paint: the page's script moves it out of its template.
    const after = builtDocument("/").querySelector<HTMLTemplateElement>(
      "template[data-after-paint]",
    );
    const href = after?.content.querySelector('link[rel="manifest"]')?.getAttribute("href");
    expect(href).toBeTruthy();
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
