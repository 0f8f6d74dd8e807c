/** The measurement data of the pages (page-data.ts), from the configuration and the content. */
import type { AnalyticsConfig } from "../../config/env-analytics";
import { consentCategories } from "./providers";
import { PROFESSIONAL_PACK_SONGS } from "../../config/env-common";
import { consentContent, measuredEventNames } from "../../content/consent";
import type { RouteId } from "../../config/routes";
import type { Plan, SampleTrack } from "../../content/types";
import type { MeasurementData } from "./page-data";

/**
 * The pages where Google Analytics and the Meta Pixel never run, whatever the visitor answered:
 * the thank-you page, where the buyer types her name, e-mail, order code and the names sung in
 * her songs (docs/decisions/0012). Plausible, which reads no form and sets no cookie, still
 * counts the brief sent there.
 */
export const ROUTES_WITHOUT_CONSENTED_TAGS: readonly RouteId[] = ["thanks"];

/**
 * The pages where no measurement runs at all, Plausible included, and no banner is shown: the
 * licence certificate, whose address carries the licensee's name (docs/decisions/0017-licence-certificate.md),
 * and an order's private page, whose address opens the order (docs/decisions/0023-order-store.md).
 */
export const ROUTES_WITHOUT_MEASUREMENT: readonly RouteId[] = ["licence", "order"];

export function measurementData(
  analytics: AnalyticsConfig,
  plans: readonly Plan[],
  tracks: readonly SampleTrack[],
  route: RouteId,
): MeasurementData {
  const consentedTagsHere = !ROUTES_WITHOUT_CONSENTED_TAGS.includes(route);
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
    ga4: consentedTagsHere && analytics.ga4 ? { measurementId: analytics.ga4.measurementId } : null,
    metaPixel:
      consentedTagsHere && analytics.metaPixel ? { pixelId: analytics.metaPixel.pixelId } : null,
    categories: consentCategories(analytics),
    consentedTagsHere,
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
