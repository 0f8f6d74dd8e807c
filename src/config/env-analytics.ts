/**
 * Measurement, off by default: a cookieless audience count (Plausible), and the Meta Pixel and
 * Google Analytics 4, which run only after the visitor accepts them (features/analytics). With
 * none set, the site has no banner, no script and no request of theirs (docs/decisions/0012).
 */
import { z } from "astro/zod";
import { ANALYTICS_PROCESSOR_NAMES } from "../content/providers.ts";
import type { RawEnv } from "./env-common.ts";
import { processor, processorFields } from "./env-legal.ts";
import { httpsUrl, matching, optional, parseEnv, refuser, rule } from "./env-rules.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";

/** Plausible's hosted service, used unless VITE_PLAUSIBLE_SCRIPT_URL names a self-hosted one. */
export const PLAUSIBLE_HOSTED_SCRIPT = "https://plausible.io/js/script.js";

/** Each measurement variable's own rule (env-schema.ts's `siteEnvFields` has the site's). */
export const analyticsFields = {
  VITE_PLAUSIBLE_DOMAIN: optional(
    matching(
      /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      `o domínio do site como está cadastrado no Plausible, como ${ENV_EXAMPLES.VITE_PLAUSIBLE_DOMAIN} (sem https:// e sem barra)`,
    ).transform((domain) => domain.toLowerCase()),
  ),
  VITE_PLAUSIBLE_SCRIPT_URL: optional(
    rule((value) => {
      const url = httpsUrl(value);
      return url && !url.search && !url.hash && url.pathname.endsWith(".js") ? url.href : null;
    }, `o endereço https:// do script do seu Plausible, como ${ENV_EXAMPLES.VITE_PLAUSIBLE_SCRIPT_URL}`),
  ),
  ...processorFields("VITE_PLAUSIBLE"),
  // Google's measurement IDs: `G-` and up to a dozen upper-case letters and digits.
  VITE_GA4_MEASUREMENT_ID: optional(
    matching(
      /^G-[A-Z0-9]{4,16}$/,
      `um ID de medição do Google Analytics 4, como ${ENV_EXAMPLES.VITE_GA4_MEASUREMENT_ID} (Administrador → Fluxos de dados)`,
    ),
  ),
  ...processorFields("VITE_GA4"),
  // Meta's pixel (dataset) IDs are numbers of 15 or 16 digits today; accept 6 to 20.
  VITE_META_PIXEL_ID: optional(
    matching(
      /^\d{6,20}$/,
      `o ID do Pixel da Meta, só números, como ${ENV_EXAMPLES.VITE_META_PIXEL_ID} (Gerenciador de Eventos → Fontes de dados)`,
    ),
  ),
  ...processorFields("VITE_META_PIXEL"),
};

const analyticsSchema = z.object(analyticsFields).transform((raw, ctx) => {
  const refuse = refuser(ctx);
  const { VITE_PLAUSIBLE_DOMAIN: domain, VITE_PLAUSIBLE_SCRIPT_URL: script } = raw;
  const { VITE_GA4_MEASUREMENT_ID: ga4Id, VITE_META_PIXEL_ID: pixelId } = raw;
  if (domain === null && script !== null) {
    refuse(
      "VITE_PLAUSIBLE_SCRIPT_URL",
      script,
      "vazio, ou VITE_PLAUSIBLE_DOMAIN preenchido também (o domínio do site cadastrado no Plausible)",
    );
  }
  const scriptUrl = script ?? PLAUSIBLE_HOSTED_SCRIPT;
  const plausibleName =
    scriptUrl === PLAUSIBLE_HOSTED_SCRIPT
      ? ANALYTICS_PROCESSOR_NAMES.plausibleHosted
      : ANALYTICS_PROCESSOR_NAMES.plausibleSelfHosted(new URL(scriptUrl).host);
  // Each tag's processor: its country and ground, and none of them without the tag.
  const tag = (prefix: string, id: string | null, name: string, idVariable: string) =>
    processor(raw, refuse, prefix, id === null ? null : name, idVariable);
  const names = ANALYTICS_PROCESSOR_NAMES;
  const plausible = tag("VITE_PLAUSIBLE", domain, plausibleName, "VITE_PLAUSIBLE_DOMAIN");
  const ga4 = tag("VITE_GA4", ga4Id, names.ga4, "VITE_GA4_MEASUREMENT_ID");
  const pixel = tag("VITE_META_PIXEL", pixelId, names.metaPixel, "VITE_META_PIXEL_ID");
  return {
    /** `domain` as registered in Plausible; its script, plausible.io's or a self-hosted one. */
    plausible: domain && plausible ? { domain, scriptUrl, processor: plausible } : null,
    ga4: ga4Id && ga4 ? { measurementId: ga4Id, processor: ga4 } : null,
    metaPixel: pixelId && pixel ? { pixelId, processor: pixel } : null,
  };
});

export type AnalyticsConfig = z.output<typeof analyticsSchema>;

/** Reads and validates the measurement settings; throws `SiteEnvError` naming the bad variable. */
export const parseAnalyticsEnv = (raw: RawEnv): AnalyticsConfig => parseEnv(analyticsSchema, raw);
