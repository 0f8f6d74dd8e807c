// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAnalyticsEnv } from "../../config/env-analytics";
import { parseSiteEnv, type RawEnv } from "../../config/env-schema";

/** An owner's site: her sentence, and the address she chose to show (not her home's). */
const OWNER: RawEnv = {
  VITE_SITE_NAME: "Estúdio Layla",
  VITE_SITE_NAME_ARTICLE: "o",
  VITE_SITE_DESCRIPTION: "Trilhas árabes sob medida para a sua coreografia",
  VITE_COMPANY_LEGAL_NAME: "Layla Santos 12345678900",
  VITE_COMPANY_CNPJ: "11.222.333/0001-81",
  VITE_COMPANY_ADDRESS: "Av. Afonso Pena, 1500, sala 801, Centro, Belo Horizonte (MG), 30130-005",
};

/** The footer, rendered with the configuration `env`. */
async function footerFor(env: RawEnv) {
  vi.resetModules();
  vi.doMock("../../config/site", () => ({ siteConfig: parseSiteEnv(env) }));
  vi.doMock("../../config/analytics", () => ({ analyticsConfig: parseAnalyticsEnv(env) }));
  const { SiteFooter } = await import("./site-footer");
  return render(<SiteFooter />);
}

afterEach(() => {
  vi.doUnmock("../../config/site");
  vi.doUnmock("../../config/analytics");
});

describe("SiteFooter", () => {
  it("shows her one-line description, where the setup says it appears", async () => {
    await footerFor(OWNER);
    expect(screen.getByText("Trilhas árabes sob medida para a sua coreografia")).toBeVisible();
  });

  it("shows the demo's line on the demo's page", async () => {
    await footerFor({});
    expect(screen.getByText(parseSiteEnv({}).siteDescription, { exact: true })).toBeInTheDocument();
  });

  it("on the demo, which has no seller, says so where a published site names her", async () => {
    const { container } = await footerFor({});
    expect(container.textContent).toContain("Site de demonstração, sem vendedora identificada.");
  });

  it("prints the address she chose to show, and only that one", async () => {
    const { container } = await footerFor(OWNER);
    expect(container.textContent).not.toContain("demonstração");
    expect(container.textContent).toContain(
      "Layla Santos 12345678900 · CNPJ 11.222.333/0001-81 · Av. Afonso Pena, 1500, sala 801, Centro, Belo Horizonte (MG), 30130-005",
    );
  });
});
