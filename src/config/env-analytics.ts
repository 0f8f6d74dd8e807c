/**
 * Measurement, off by default: a cookieless audience count (Plausible), and the Meta Pixel and
 * Google Analytics 4, which run only after the visitor accepts them (features/analytics). Pure
 * functions over the raw `VITE_*` variables, like env-legal.ts; with none set, the site has no
 * banner, no script and no request of theirs (docs/decisions/0012-measurement-with-consent.md).
 */
import { SiteEnvError, type RawEnv } from "./env-common.ts";
import { processor, type Processor } from "./env-legal.ts";

/** What the visitor is asked to accept, one category per kind of tag (ANPD's cookie guide). */
export type ConsentCategory = "medicao" | "publicidade";

export interface PlausibleConfig {
  /** The site's domain as registered in Plausible (`data-domain`). */
  readonly domain: string;
  /** Plausible's script: plausible.io's, or a self-hosted instance's. */
  readonly scriptUrl: string;
  readonly processor: Processor;
}

export interface Ga4Config {
  readonly measurementId: string;
  readonly processor: Processor;
}

export interface MetaPixelConfig {
  readonly pixelId: string;
  readonly processor: Processor;
}

export interface AnalyticsConfig {
  readonly plausible: PlausibleConfig | null;
  readonly ga4: Ga4Config | null;
  readonly metaPixel: MetaPixelConfig | null;
}

/** Plausible's hosted service, used unless VITE_PLAUSIBLE_SCRIPT_URL names a self-hosted one. */
export const PLAUSIBLE_HOSTED_SCRIPT = "https://plausible.io/js/script.js";

/** How each provider is named in the privacy policy: the company that receives the data. */
export const ANALYTICS_PROCESSOR_NAMES = {
  plausibleHosted: "Plausible Insights OÜ (Plausible Analytics)",
  plausibleSelfHosted: (host: string) => `Plausible Analytics, em servidor próprio (${host})`,
  ga4: "Google LLC (Google Analytics 4)",
  metaPixel: "Meta Platforms, Inc. (Meta Pixel)",
} as const;

function readOptional(raw: RawEnv, name: string): string | null {
  const value = raw[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A host name such as `dancaemelodia.com.br` or `www.dancaemelodia.com.br`. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** Google's measurement IDs: `G-` and up to a dozen upper-case letters and digits. */
const GA4_ID = /^G-[A-Z0-9]{4,16}$/;
/** Meta's pixel (dataset) IDs are numbers of 15 or 16 digits today; accept 6 to 20. */
const PIXEL_ID = /^\d{6,20}$/;

function plausible(raw: RawEnv): PlausibleConfig | null {
  const domain = readOptional(raw, "VITE_PLAUSIBLE_DOMAIN");
  const script = readOptional(raw, "VITE_PLAUSIBLE_SCRIPT_URL");
  if (domain === null) {
    if (script !== null) {
      throw new SiteEnvError(
        "VITE_PLAUSIBLE_SCRIPT_URL",
        script,
        "VITE_PLAUSIBLE_DOMAIN to be set as well (the site's domain as registered in Plausible)",
      );
    }
    processor(raw, "VITE_PLAUSIBLE", null, "VITE_PLAUSIBLE_DOMAIN");
    return null;
  }
  if (!DOMAIN.test(domain)) {
    throw new SiteEnvError(
      "VITE_PLAUSIBLE_DOMAIN",
      domain,
      "the site's domain as registered in Plausible, such as dancaemelodia.com.br (no https://, no path)",
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(script ?? PLAUSIBLE_HOSTED_SCRIPT);
  } catch {
    url = null;
  }
  if (
    url === null ||
    url.protocol !== "https:" ||
    url.username !== "" ||
    url.password !== "" ||
    url.search !== "" ||
    url.hash !== "" ||
    !url.pathname.endsWith(".js")
  ) {
    throw new SiteEnvError(
      "VITE_PLAUSIBLE_SCRIPT_URL",
      script ?? "",
      "the https:// address of your Plausible instance's script, such as https://estatisticas.seudominio.com.br/js/script.js",
    );
  }
  const hosted = url.href === PLAUSIBLE_HOSTED_SCRIPT;
  const name = hosted
    ? ANALYTICS_PROCESSOR_NAMES.plausibleHosted
    : ANALYTICS_PROCESSOR_NAMES.plausibleSelfHosted(url.host);
  return {
    domain: domain.toLowerCase(),
    scriptUrl: url.href,
    processor: processor(raw, "VITE_PLAUSIBLE", name) as Processor,
  };
}

/** A tag named by an ID: the ID checked against its pattern, and its processor. */
interface TagRule {
  readonly prefix: string;
  readonly idVariable: string;
  readonly pattern: RegExp;
  readonly expected: string;
  readonly processorName: string;
}

function tag(raw: RawEnv, rule: TagRule): { id: string; processor: Processor } | null {
  const id = readOptional(raw, rule.idVariable);
  // Unset: its country and transfer basis must be unset too.
  const found = processor(
    raw,
    rule.prefix,
    id === null ? null : rule.processorName,
    rule.idVariable,
  );
  if (id === null || found === null) return null;
  if (!rule.pattern.test(id)) throw new SiteEnvError(rule.idVariable, id, rule.expected);
  return { id, processor: found };
}

function ga4(raw: RawEnv): Ga4Config | null {
  const found = tag(raw, {
    prefix: "VITE_GA4",
    idVariable: "VITE_GA4_MEASUREMENT_ID",
    pattern: GA4_ID,
    expected:
      "a Google Analytics 4 measurement ID such as G-AB12CD34EF (Administrador → Fluxos de dados)",
    processorName: ANALYTICS_PROCESSOR_NAMES.ga4,
  });
  return found && { measurementId: found.id, processor: found.processor };
}

function metaPixel(raw: RawEnv): MetaPixelConfig | null {
  const found = tag(raw, {
    prefix: "VITE_META_PIXEL",
    idVariable: "VITE_META_PIXEL_ID",
    pattern: PIXEL_ID,
    expected:
      "the Meta Pixel's ID, digits only, such as 123456789012345 (Gerenciador de Eventos → Fontes de dados)",
    processorName: ANALYTICS_PROCESSOR_NAMES.metaPixel,
  });
  return found && { pixelId: found.id, processor: found.processor };
}

/** Reads and validates the measurement settings; throws `SiteEnvError` naming the bad variable. */
export function parseAnalyticsEnv(raw: RawEnv): AnalyticsConfig {
  return { plausible: plausible(raw), ga4: ga4(raw), metaPixel: metaPixel(raw) };
}

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
export function analyticsProcessors(
  config: AnalyticsConfig,
): readonly { readonly variable: string; readonly processor: Processor }[] {
  return [
    ...(config.plausible
      ? [{ variable: "VITE_PLAUSIBLE", processor: config.plausible.processor }]
      : []),
    ...(config.ga4 ? [{ variable: "VITE_GA4", processor: config.ga4.processor }] : []),
    ...(config.metaPixel
      ? [{ variable: "VITE_META_PIXEL", processor: config.metaPixel.processor }]
      : []),
  ];
}

/**
 * The hosts each configured provider's script talks to, for the pages' Content-Security-Policy:
 * nothing when nothing is configured. Google's and Meta's lists follow their own guidance for
 * sites with a policy (gtag.js collects on regional subdomains; the Pixel's fallback is an image).
 */
export function analyticsSources(config: AnalyticsConfig): {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
} {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (config.plausible) {
    const origin = new URL(config.plausible.scriptUrl).origin;
    script.push(origin);
    connect.push(origin);
  }
  if (config.ga4) {
    script.push("https://www.googletagmanager.com");
    connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (config.metaPixel) {
    script.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com", "https://connect.facebook.net");
    img.push("https://www.facebook.com");
  }
  const unique = (list: string[]) => [...new Set(list)];
  return { script: unique(script), connect: unique(connect), img: unique(img) };
}
