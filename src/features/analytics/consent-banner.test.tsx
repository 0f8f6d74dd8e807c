// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseAnalyticsEnv } from "../../config/env-analytics";
import { ConsentBanner } from "./consent-banner";
import { consentTransfers } from "./consent-transfers";
import { consentCategories } from "./providers";

const TAGS = {
  VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF",
  VITE_GA4_COUNTRY: "Estados Unidos",
  VITE_META_PIXEL_ID: "123456789012345",
  VITE_META_PIXEL_COUNTRY: "Estados Unidos",
};

/** The banner as the build prerenders it for `env` (features/analytics/analytics.astro). */
function bannerFor(env: Record<string, string>) {
  const analytics = parseAnalyticsEnv(env);
  return renderToStaticMarkup(
    <ConsentBanner
      categories={consentCategories(analytics)}
      transfers={consentTransfers(analytics)}
    />,
  );
}

describe("the consent banner and the transfers that rest on it (LGPD art. 33, VIII)", () => {
  it("says apart and in bold, before she answers, where each tag's data goes", () => {
    const html = bannerFor({
      ...TAGS,
      VITE_GA4_TRANSFER_BASIS: "consentimento",
      VITE_META_PIXEL_TRANSFER_BASIS: "consentimento",
    });
    expect(html).toContain(
      "<strong>Aceitar é concordar também com o envio desses dados para fora do Brasil: ao Google e à Meta (Estados Unidos).</strong>",
    );
    // And in each category's line, where she chooses one by one.
    expect(html).toContain("Os dados vão para fora do Brasil (Estados Unidos).</span>");
  });

  it("names only the tags whose transfer rests on consent, with the country of their facts", () => {
    const html = bannerFor({
      ...TAGS,
      // Her country for the Pixel is not Meta's: the facts' is said.
      VITE_META_PIXEL_COUNTRY: "Irlanda",
      VITE_META_PIXEL_TRANSFER_BASIS: "consentimento",
      VITE_GA4_TRANSFER_BASIS: "",
    });
    expect(html).toContain("para fora do Brasil: à Meta (Estados Unidos).");
    expect(html).not.toContain("ao Google (");
  });

  it("says nothing of a transfer where no tag's rests on consent", () => {
    expect(bannerFor(TAGS)).not.toContain("fora do Brasil");
  });
});
