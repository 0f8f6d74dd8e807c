/**
 * What the measurement script needs to know, written into the page by analytics.astro as JSON
 * (measurement-data.ts builds it): the script imports no configuration or content module, so it
 * shares no code with the islands, whose files stay the same where the site measures.
 */
import type { ConsentCategory } from "./providers";
import type { PlanId } from "../../content/types";
import type { EventNames, PlanCatalogue } from "./events";
import { readPageJson } from "../../lib/page-json";

export interface MeasurementData {
  readonly plausible: { readonly domain: string; readonly scriptUrl: string } | null;
  readonly ga4: { readonly measurementId: string } | null;
  readonly metaPixel: { readonly pixelId: string } | null;
  /** The categories the banner asks about. */
  readonly categories: readonly ConsentCategory[];
  /**
   * False where Google and Meta never run (`ga4` and `metaPixel` are then null): the banner is
   * there only to change or withdraw an answer from the footer, and does not open by itself.
   */
  readonly consentedTagsHere: boolean;
  readonly plans: PlanCatalogue;
  /** Each plan's plain checkout address (a buy link's `data-checkout-url`). */
  readonly checkouts: Readonly<Record<PlanId, string>>;
  readonly tracks: readonly {
    readonly id: string;
    readonly title: string;
    readonly sources: readonly string[];
  }[];
  readonly eventNames: EventNames;
  /** Announced when the choice is saved. */
  readonly saved: string;
}

/** The attribute of the JSON script that carries it. */
export const MEASUREMENT_DATA = "data-measurement";

/** The page's measurement data, or null where the page has none. */
export function readMeasurementData(root: Document): MeasurementData | null {
  return readPageJson(root, MEASUREMENT_DATA) as MeasurementData | null;
}
