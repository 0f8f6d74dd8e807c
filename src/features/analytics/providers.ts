/**
 * What the configured measurement means for the site, as pure functions of its settings
 * (config/env-analytics.ts): the banner's categories, whether the pages carry measurement, the
 * processors the privacy policy and the launch gate name, and the hosts the CSP allows.
 */
import type { AnalyticsConfig } from "../../config/env-analytics";

/** What the visitor is asked to accept, one category per kind of tag (ANPD's cookie guide). */
export type ConsentCategory = "medicao" | "publicidade";

/** The categories the banner asks about: only those of a configured tag. */
export function consentCategories(config: AnalyticsConfig): readonly ConsentCategory[] {
  return [
    ...(config.ga4 ? (["medicao"] as const) : []),
    ...(config.metaPixel ? (["publicidade"] as const) : []),
  ];
}

/** True when any measurement is configured: the site then carries its script. */
export function measures(config: AnalyticsConfig): boolean {
  return config.plausible !== null || config.ga4 !== null || config.metaPixel !== null;
}

/** The configured providers with their processor details, in the privacy policy's order. */
export function analyticsProcessors(config: AnalyticsConfig) {
  return [
    ...(config.plausible
      ? [{ variable: "VITE_PLAUSIBLE" as const, processor: config.plausible.processor }]
      : []),
    ...(config.ga4 ? [{ variable: "VITE_GA4" as const, processor: config.ga4.processor }] : []),
    ...(config.metaPixel
      ? [{ variable: "VITE_META_PIXEL" as const, processor: config.metaPixel.processor }]
      : []),
  ];
}

/**
 * The hosts each configured provider's script talks to, for the pages' Content-Security-Policy:
 * nothing when nothing is configured. Google's and Meta's lists follow their own guidance for
 * sites with a policy (gtag.js collects on regional subdomains; the Pixel's fallback is an image).
 */
export function analyticsSources(config: AnalyticsConfig) {
  const plausible = config.plausible ? [new URL(config.plausible.scriptUrl).origin] : [];
  const google = config.ga4 !== null;
  const meta = config.metaPixel !== null;
  const unique = (...lists: (false | string[])[]) => [
    ...new Set(lists.flatMap((list) => list || [])),
  ];
  return {
    script: unique(
      plausible,
      google && ["https://www.googletagmanager.com"],
      meta && ["https://connect.facebook.net"],
    ),
    connect: unique(
      plausible,
      google && [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
      meta && ["https://www.facebook.com", "https://connect.facebook.net"],
    ),
    img: unique(
      google && ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      meta && ["https://www.facebook.com"],
    ),
  };
}
