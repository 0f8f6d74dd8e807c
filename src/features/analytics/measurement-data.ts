/** The measurement data of the pages (page-data.ts), from the configuration and the content. */
import type { AnalyticsConfig } from "../../config/env-analytics";
import { consentCategories } from "../../config/env-analytics";
import { PROFESSIONAL_PACK_SONGS } from "../../config/env-schema";
import { consentContent, measuredEventNames } from "../../content/consent";
import type { Plan, SampleTrack } from "../../content/types";
import type { MeasurementData } from "./page-data";

export function measurementData(
  analytics: AnalyticsConfig,
  plans: readonly Plan[],
  tracks: readonly SampleTrack[],
): MeasurementData {
  const plan = (id: Plan["id"]) => {
    const found = plans.find((item) => item.id === id);
    if (!found) throw new Error(`no plan "${id}" in src/content/plans.ts`);
    return found;
  };
  const facts = (id: Plan["id"]) => ({
    name: plan(id).name,
    value: plan(id).amountCents / 100,
    songs: id === "triple" ? PROFESSIONAL_PACK_SONGS : 1,
  });
  return {
    plausible: analytics.plausible && {
      domain: analytics.plausible.domain,
      scriptUrl: analytics.plausible.scriptUrl,
    },
    ga4: analytics.ga4 && { measurementId: analytics.ga4.measurementId },
    metaPixel: analytics.metaPixel && { pixelId: analytics.metaPixel.pixelId },
    categories: consentCategories(analytics),
    plans: { single: facts("single"), triple: facts("triple") },
    checkouts: { single: plan("single").checkoutUrl, triple: plan("triple").checkoutUrl },
    tracks: tracks.map((track) => ({
      id: track.id,
      title: track.title,
      sources: track.audio.map((source) => source.src),
    })),
    eventNames: measuredEventNames.plausible,
    saved: consentContent.saved,
  };
}
