import type { APIRoute } from "astro";
import { siteConfig } from "../config/site";
import { INDEXED_ROUTES } from "../config/routes";
import { sitemapXml } from "../lib/seo/crawler-files";

/** The public pages at the configured address; the 404 page is not one. */
export const GET: APIRoute = () =>
  new Response(sitemapXml(siteConfig.siteUrl, INDEXED_ROUTES), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
