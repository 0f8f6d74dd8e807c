import type { SiteConfig } from "../../config/env-schema";
import { absoluteUrl } from "../../config/routes";
import type { Plan } from "../../content/types";
import { decimalPrice } from "../price/brl";

/**
 * JSON-LD for the landing page: the seller (Organization) and the product with one Offer
 * per plan, built from the same plans as the pricing section so the two cannot disagree.
 */
export function landingStructuredData(
  config: SiteConfig,
  plans: readonly Plan[],
  logoPath: string,
) {
  const organizationId = `${config.siteUrl}/#organizacao`;
  const organization: Record<string, unknown> = {
    "@type": "Organization",
    "@id": organizationId,
    name: config.siteName,
    url: absoluteUrl(config.siteUrl, "/"),
    email: config.contactEmail,
    logo: absoluteUrl(config.siteUrl, logoPath),
  };
  if (config.company.legalName) organization.legalName = config.company.legalName;
  if (config.company.cnpj) organization.taxID = config.company.cnpj;
  if (config.company.address) organization.address = config.company.address;

  const product = {
    "@type": "Product",
    name: "Música árabe personalizada com o seu nome",
    description: config.siteDescription,
    brand: { "@type": "Brand", name: config.siteName },
    image: absoluteUrl(config.siteUrl, "/og-image.jpg"),
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: decimalPrice(plan.amountCents),
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      url: plan.checkoutUrl,
      seller: { "@id": organizationId },
    })),
  };

  return { "@context": "https://schema.org", "@graph": [organization, product] };
}

/** JSON for a <script type="application/ld+json"> body: `<` escaped so it cannot end the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
