// The social card (Open Graph, 1200×630), drawn from the configured brand at every build, so a
// new name can never ship next to the demo's image (src/lib/brand/brand-images.ts).
import type { APIRoute } from "astro";
import { siteConfig } from "../config/site";
import { socialImageContent } from "../content/social-image";
import { brandFailure, ogImageFile } from "../lib/brand/brand-images";

export const GET: APIRoute = async () => {
  const { headline, sublines } = socialImageContent;
  const image = await ogImageFile({ siteName: siteConfig.siteName, headline, sublines }).catch(
    brandFailure,
  );
  return new Response(image, { headers: { "Content-Type": "image/jpeg" } });
};
