import type { APIRoute } from "astro";
import { siteConfig } from "../config/site";
import { robotsTxt } from "../lib/seo/crawler-files";

export const GET: APIRoute = () =>
  new Response(robotsTxt(siteConfig.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
