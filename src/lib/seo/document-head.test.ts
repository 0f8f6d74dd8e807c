import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSiteEnv, type RawEnv } from "../../config/env-schema";

/** The landing page's head, with the configuration `env`. */
async function homeHeadFor(env: RawEnv) {
  vi.resetModules();
  vi.doMock("../../config/site", () => ({ siteConfig: parseSiteEnv(env) }));
  const { documentHead } = await import("./document-head");
  return documentHead("home");
}

afterEach(() => vi.doUnmock("../../config/site"));

describe("documentHead", () => {
  it("describes the landing page with her sentence and the lowest price, for search and sharing", async () => {
    const head = await homeHeadFor({
      VITE_SITE_NAME: "Estúdio Layla",
      VITE_SITE_DESCRIPTION: "Trilhas árabes sob medida para a sua coreografia",
      VITE_PRICE_SINGLE: "189,90",
      VITE_PRICE_PROFESSIONAL: "459",
    });
    const description = "Trilhas árabes sob medida para a sua coreografia. A partir de R$ 189,90.";
    expect(head.description).toBe(description);
    // og:description and twitter:description (src/layouts/base-layout.astro).
    expect(head.social?.description).toBe(description);
  });

  it("keeps the legal pages' own descriptions", async () => {
    vi.resetModules();
    vi.doMock("../../config/site", () => ({
      siteConfig: parseSiteEnv({ VITE_SITE_DESCRIPTION: "Trilhas sob medida." }),
    }));
    const { documentHead } = await import("./document-head");
    const { termsOfUse } = await import("../../content/legal");
    expect(documentHead("terms").description).toBe(termsOfUse.description);
  });
});
