import faviconDataUrl from "../assets/brand/favicon.svg?inline";
import headingFontUrl from "../assets/fonts/site-display-700.woff2?url";
import { siteConfig } from "../config/site";
import { absoluteUrl, ROUTES, type RouteId } from "../config/routes";
import { privacyPolicy, termsOfUse } from "../content/legal";
import { notFoundContent, pageMeta } from "../content/pages";
import { socialImageContent } from "../content/social-image";
import { plans } from "../content/plans";
import { jsonForScript, landingStructuredData } from "../lib/seo/structured-data";

/** The logo named in the structured data (a square PNG, as search engines ask). */
const LOGO_PATH = "/brand/logo-512.png";

export interface HeadElement {
  readonly type: string;
  readonly props: Record<string, string>;
  readonly children?: string;
}

export interface DocumentHead {
  readonly lang: string;
  readonly title: string;
  readonly elements: Set<HeadElement>;
}

interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Null for the 404 page, which has no address of its own. */
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
    case "notFound":
      return {
        title: notFoundContent.title(siteName),
        description: notFoundContent.description(siteName),
        path: null,
      };
  }
}

const meta = (attribute: "name" | "property", key: string, content: string): HeadElement => ({
  type: "meta",
  props: { [attribute]: key, content },
});

/** Everything a route's prerendered <head> carries: title, description, canonical, sharing. */
export function documentHead(route: RouteId): DocumentHead {
  const { title, description, path } = metaForRoute(route);
  const image = absoluteUrl(siteConfig.siteUrl, "/og-image.jpg");
  const elements: HeadElement[] = [
    meta("name", "description", description),
    // The 0.8 KB icon travels in the page: no request competes with the first paint. Browsers
    // without SVG icons ask for /favicon.ico, as they always do.
    { type: "link", props: { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" } },
    // The headings' font, a data URI in the page (vite.config.ts inlines it): preloading it
    // starts its decoding before the first layout, so headings are laid out in it at once and
    // do not move when it arrives. gzip stores the stylesheet's second copy in a few bytes.
    {
      type: "link",
      props: {
        rel: "preload",
        href: headingFontUrl,
        as: "font",
        type: "font/woff2",
        crossorigin: "",
      },
    },
  ];
  if (path === null) {
    elements.push(meta("name", "robots", "noindex"));
  } else {
    const url = absoluteUrl(siteConfig.siteUrl, path);
    elements.push(
      { type: "link", props: { rel: "canonical", href: url } },
      meta("property", "og:type", "website"),
      meta("property", "og:locale", "pt_BR"),
      meta("property", "og:site_name", siteConfig.siteName),
      meta("property", "og:title", title),
      meta("property", "og:description", description),
      meta("property", "og:url", url),
      meta("property", "og:image", image),
      meta("property", "og:image:width", "1200"),
      meta("property", "og:image:height", "630"),
      meta("property", "og:image:alt", socialImageContent.alt(siteConfig.siteName)),
      meta("name", "twitter:card", "summary_large_image"),
      meta("name", "twitter:title", title),
      meta("name", "twitter:description", description),
      meta("name", "twitter:image", image),
    );
  }
  if (route === "home") {
    elements.push({
      type: "script",
      props: { type: "application/ld+json" },
      children: jsonForScript(landingStructuredData(siteConfig, plans, LOGO_PATH)),
    });
  }
  return { lang: "pt-BR", title, elements: new Set(elements) };
}
