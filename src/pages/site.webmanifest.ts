// The web app manifest of the configured brand (src/lib/brand/web-manifest.ts).
import type { APIRoute } from "astro";
import { siteConfig } from "../config/site";
import { PALETTE } from "../lib/brand/geometry.mjs";
import { webManifestFile } from "../lib/brand/web-manifest";

export const GET: APIRoute = () =>
  new Response(
    webManifestFile({
      siteName: siteConfig.siteName,
      siteDescription: siteConfig.siteDescription,
      colour: PALETTE.night,
    }),
    { headers: { "Content-Type": "application/manifest+json" } },
  );
