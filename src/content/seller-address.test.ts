// The address she chose to show (VITE_COMPANY_ADDRESS, issue 53): one value, printed on every page
// that identifies the seller, and no other address beside it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAnalyticsEnv } from "../config/env-analytics";
import { parseSiteEnv, type RawEnv } from "../config/env-schema";

/** An MEI who shows a coworking's address instead of her flat's. */
const OWNER: RawEnv = {
  VITE_SITE_NAME: "Estúdio Layla",
  VITE_SITE_NAME_ARTICLE: "o",
  VITE_COMPANY_LEGAL_NAME: "Layla Santos 12345678900",
  VITE_COMPANY_CNPJ: "11.222.333/0001-81",
  VITE_COMPANY_ADDRESS: "Av. Afonso Pena, 1500, sala 801, Centro, Belo Horizonte (MG), 30130-005",
};

/** The legal pages' texts, for the configuration `env`. */
async function legalFor(env: RawEnv) {
  vi.resetModules();
  vi.doMock("../config/site", () => ({ siteConfig: parseSiteEnv(env) }));
  vi.doMock("../config/analytics", () => ({ analyticsConfig: parseAnalyticsEnv(env) }));
  return import("./legal");
}

afterEach(() => {
  vi.doUnmock("../config/site");
  vi.doUnmock("../config/analytics");
});

describe("the address she chose to show", () => {
  it("identifies the seller in the Terms of Use and the Privacy Policy", async () => {
    const { termsOfUse, privacyPolicy } = await legalFor(OWNER);
    for (const document of [termsOfUse, privacyPolicy]) {
      expect(JSON.stringify(document), document.title).toContain(
        `com endereço em ${OWNER.VITE_COMPANY_ADDRESS}`,
      );
    }
  });
});
