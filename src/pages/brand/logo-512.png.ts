// The square logo named in the structured data (Organization.logo): the mark over the
// configured name, drawn at every build (src/lib/brand/brand-images.ts).
import type { APIRoute } from "astro";
import { siteConfig } from "../../config/site";
import { brandFailure, logoFile } from "../../lib/brand/brand-images";

export const GET: APIRoute = async () =>
  new Response(await logoFile(siteConfig.siteName).catch(brandFailure), {
    headers: { "Content-Type": "image/png" },
  });
