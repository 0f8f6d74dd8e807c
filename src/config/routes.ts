/** The site's documents. Each is prerendered to its own HTML file. */
export const ROUTES = {
  home: "/",
  terms: "/termos-de-uso",
  privacy: "/politica-de-privacidade",
  /** Where the checkout sends the buyer after paying: not indexed, not in the sitemap. */
  thanks: "/obrigado",
  /** The licence certificate, checked in the browser: not indexed, not in the sitemap. */
  licence: "/licenca",
  /** An order's private page, its token in the fragment: not indexed, not in the sitemap. */
  order: "/pedido",
} as const;

/** The routes search engines are told about: the sitemap's list, each with a canonical link. */
export const INDEXED_ROUTES = [ROUTES.home, ROUTES.terms, ROUTES.privacy] as const;

export type RouteId = keyof typeof ROUTES | "notFound";

/** A published version of the Terms at its own address: `/termos-de-uso/2026-10-02`. */
export const termsVersionPath = (isoDate: string) => `${ROUTES.terms}/${isoDate}`;

/** A published version of the Privacy Policy: `/politica-de-privacidade/2026-10-02`. */
export const privacyVersionPath = (isoDate: string) => `${ROUTES.privacy}/${isoDate}`;

/** Absolute URL of a route on the public site, for canonical links and the sitemap. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/**
 * The dates of the published Terms, as a file of the build (src/pages/termos-de-uso/versoes.json.ts):
 * the sales webhook reads the version in force on a sale's day from it.
 */
export const TERMS_VERSIONS_FILE = `${ROUTES.terms}/versoes.json`;
