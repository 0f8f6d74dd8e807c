import { siteConfig } from "../../config/site";
import { absoluteUrl, ROUTES, type RouteId } from "../../config/routes";
import { privacyPolicy, termsOfUse } from "../../content/legal";
import { notFoundContent, pageMeta } from "../../content/pages";
import { socialImageContent } from "../../content/social-image";
import { thanksContent } from "../../content/thanks";
import { licenceContent } from "../../content/licence";
import { orderPageContent } from "../../content/order-page";
import { plans } from "../../content/plans";
import { jsonForScript, landingStructuredData } from "./structured-data";
import { brazilianFromIso } from "../br/date";

/** The logo named in the structured data (a square PNG, as search engines ask). */
const LOGO_PATH = "/brand/logo-512.png";

/** What a shared link shows: Open Graph and Twitter cards. */
export interface SocialCard {
  readonly siteName: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly image: string;
  readonly imageAlt: string;
}

/** Everything a document's <head> says about it (src/layouts/base-layout.astro writes it). */
export interface DocumentHead {
  readonly lang: "pt-BR";
  readonly title: string;
  readonly description: string;
  /**
   * The one address of the page; null for a page that is not indexed: the 404 page, which has no
   * address, and the thank-you page, which is for buyers only.
   */
  readonly canonical: string | null;
  readonly social: SocialCard | null;
  /** JSON-LD, escaped for a <script> element; the landing page's only. */
  readonly structuredData: string | null;
}

interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Null for a page that is not indexed (the 404 and thank-you pages). */
  readonly path: string | null;
}

export function metaForRoute(route: RouteId): PageMeta {
  const { siteName } = siteConfig;
  switch (route) {
    case "home":
      return {
        title: pageMeta.home.title(siteName),
        description: pageMeta.home.description,
        path: pageMeta.home.path,
      };
    case "terms":
      return {
        title: `${termsOfUse.title} — ${siteName}`,
        description: termsOfUse.description,
        path: ROUTES.terms,
      };
    case "privacy":
      return {
        title: `${privacyPolicy.title} — ${siteName}`,
        description: privacyPolicy.description,
        path: ROUTES.privacy,
      };
    case "thanks":
      return {
        title: thanksContent.title(siteName),
        description: thanksContent.description,
        path: null,
      };
    case "licence":
      return {
        title: licenceContent.title(siteName),
        description: licenceContent.description,
        path: null,
      };
    case "order":
      return {
        title: orderPageContent.title(siteName),
        description: orderPageContent.description,
        path: null,
      };
    case "notFound":
      return {
        title: notFoundContent.title(siteName),
        description: notFoundContent.description(siteName),
        path: null,
      };
  }
}

/**
 * Title, description, canonical address, sharing cards and structured data of a route; for a
 * dated version of the Terms or of the Privacy Policy (`version`, aaaa-mm-dd), its own title and
 * no index: each document's one indexed address is its undated one.
 */
export function documentHead(route: RouteId, version?: string): DocumentHead {
  const meta = metaForRoute(route);
  const dated = route === "privacy" ? privacyPolicy : termsOfUse;
  const { title, description, path } = version
    ? {
        title: `${dated.title}, versão de ${brazilianFromIso(version)} — ${siteConfig.siteName}`,
        description: meta.description,
        path: null,
      }
    : meta;
  const canonical = path === null ? null : absoluteUrl(siteConfig.siteUrl, path);
  return {
    lang: "pt-BR",
    title,
    description,
    canonical,
    social:
      canonical === null
        ? null
        : {
            siteName: siteConfig.siteName,
            title,
            description,
            url: canonical,
            image: absoluteUrl(siteConfig.siteUrl, "/og-image.jpg"),
            imageAlt: socialImageContent.alt(siteConfig.siteName),
          },
    structuredData:
      route === "home" ? jsonForScript(landingStructuredData(siteConfig, plans, LOGO_PATH)) : null,
  };
}
