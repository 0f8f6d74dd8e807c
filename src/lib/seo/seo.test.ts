import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "../../config/env-schema";
import { siteConfig } from "../../config/site";
import { plans } from "../../content/plans";
import { robotsTxt, sitemapXml } from "./crawler-files";
import { jsonForScript, landingStructuredData } from "./structured-data";

describe("landingStructuredData", () => {
  // The plans come from the configuration in use, so the offers are checked against it.
  const config = { ...siteConfig, company: { legalName: null, cnpj: null, address: null } };

  it("describes the seller and one BRL offer per plan, at the plan's price and checkout", () => {
    const data = landingStructuredData(config, plans, "/brand/logo-512.png");
    const [organization, product] = data["@graph"] as [
      Record<string, unknown>,
      { offers: Record<string, unknown>[] },
    ];
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: config.siteName,
      email: config.contactEmail,
    });
    expect(organization.logo).toBe(`${config.siteUrl}/brand/logo-512.png`);
    expect(organization).not.toHaveProperty("taxID");
    expect(product.offers.map((offer) => [offer.price, offer.priceCurrency, offer.url])).toEqual([
      [(config.prices.singleCents / 100).toFixed(2), "BRL", config.checkoutUrls.single],
      [(config.prices.professionalCents / 100).toFixed(2), "BRL", config.checkoutUrls.professional],
    ]);
  });

  it("adds the legal name and CNPJ when configured", () => {
    const withCompany = parseSiteEnv({
      VITE_COMPANY_LEGAL_NAME: "Raqs Music Ltda.",
      VITE_COMPANY_CNPJ: "11.222.333/0001-81",
    });
    const [organization] = landingStructuredData(withCompany, plans, "/logo.png")["@graph"] as [
      Record<string, unknown>,
    ];
    expect(organization).toMatchObject({
      legalName: "Raqs Music Ltda.",
      taxID: "11.222.333/0001-81",
    });
  });
});

describe("jsonForScript", () => {
  it("cannot close the script element", () => {
    expect(jsonForScript({ a: "</script><script>alert(1)</script>" })).not.toContain("</script");
    expect(JSON.parse(jsonForScript({ a: "</script>" }))).toEqual({ a: "</script>" });
  });
});

describe("crawler files", () => {
  it("list the pages in the sitemap and point robots.txt at it", () => {
    const xml = sitemapXml("https://x.com.br", ["/", "/termos-de-uso"]);
    expect(xml).toContain("<loc>https://x.com.br/</loc>");
    expect(xml).toContain("<loc>https://x.com.br/termos-de-uso</loc>");
    expect(robotsTxt("https://x.com.br")).toContain("Sitemap: https://x.com.br/sitemap.xml");
  });
});
