/**
 * Where the consent banner says the data of a tag goes (features/analytics/consent-banner.tsx):
 * apart from providers.ts, which the browser tests and the footer import, since it reads the data
 * register (server-side only).
 */
import type { AnalyticsConfig } from "../../config/env-analytics";
import { recipient } from "../../config/data-register";
import type { ConsentTransfer } from "../../content/consent";

/**
 * The tags whose transfer abroad rests on the visitor's consent (LGPD art. 33, VIII), as the data
 * register's recipient holds it (the one rule, config/transfer-rule.ts), with the country their
 * facts give: the banner says it before she agrees, and the policy's § 7 states that basis.
 */
export function consentTransfers(config: AnalyticsConfig): ConsentTransfer[] {
  const tags = [
    ...(config.ga4
      ? [{ category: "medicao" as const, prefix: "VITE_GA4" as const, ...config.ga4 }]
      : []),
    ...(config.metaPixel
      ? [
          {
            category: "publicidade" as const,
            prefix: "VITE_META_PIXEL" as const,
            ...config.metaPixel,
          },
        ]
      : []),
  ];
  return tags.flatMap(({ category, prefix, processor }) => {
    const { pais, baseTransferencia } = recipient(prefix, processor, processor.name);
    return baseTransferencia === "consentimento" && pais !== null
      ? [{ category, country: pais }]
      : [];
  });
}
