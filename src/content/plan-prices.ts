import { PROFESSIONAL_PACK_SONGS } from "../config/env-common";
import type { SiteConfig } from "../config/env-schema";
import { siteConfig } from "../config/site";
import { formatBrl, packPricing } from "../lib/price/brl";
import type { PlanId } from "./types";

// Every price text derives from the two configured amounts (VITE_PRICE_SINGLE and
// VITE_PRICE_PROFESSIONAL); nothing in src/content may write a price of its own. Apart from
// plans.ts, so that the song brief's island carries the prices and not the plans' cards.

/** The price texts of the site, the Terms' price clause included, for two amounts. */
export function priceTextsFor(prices: SiteConfig["prices"]) {
  const { singleCents: single, professionalCents: professional } = prices;
  const pack = packPricing(single, professional, PROFESSIONAL_PACK_SONGS);
  return {
    single: formatBrl(single),
    professional: formatBrl(professional),
    perSong: formatBrl(pack.perSongCents),
    savings: formatBrl(pack.savingsCents),
    /** The lowest price, for "a partir de" texts. */
    from: formatBrl(Math.min(single, professional)),
    /** Contracts write the centavos: "R$ 149,00". */
    contract: {
      single: formatBrl(single, { alwaysCents: true }),
      professional: formatBrl(professional, { alwaysCents: true }),
      perSong: formatBrl(pack.perSongCents, { alwaysCents: true }),
    },
  } as const;
}

export const priceTexts = priceTextsFor(siteConfig.prices);

/** Each package's price as the cards show it. */
export const planPrice: Record<PlanId, string> = {
  single: priceTexts.single,
  triple: priceTexts.professional,
};
