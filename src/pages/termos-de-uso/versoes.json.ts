// The dates of the published versions of the Terms, for the sales webhook
// (functions/_shared/sales-api.ts): a sale the platform approves follows the version in force on
// its day (§ 14), read from the build it is served with (routes.ts's TERMS_VERSIONS_FILE).
import type { APIRoute } from "astro";
import { publishedTerms } from "../../content/published-legal";

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({ versoes: publishedTerms().all.map((version) => version.version) }),
    { headers: { "Content-Type": "application/json; charset=utf-8" } },
  );
