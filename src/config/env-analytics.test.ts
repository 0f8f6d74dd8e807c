import { describe, expect, it } from "vitest";
import { analyticsSources, consentCategories, measures } from "../features/analytics/providers";
import { parseAnalyticsEnv, PLAUSIBLE_HOSTED_SCRIPT } from "./env-analytics";
import type { RawEnv } from "./env-common";

const ALL: RawEnv = {
  VITE_PLAUSIBLE_DOMAIN: "dancaemelodia.com.br",
  VITE_PLAUSIBLE_COUNTRY: "Alemanha",
  VITE_PLAUSIBLE_TRANSFER_BASIS: "clausulas-padrao",
  VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF",
  VITE_GA4_COUNTRY: "Estados Unidos",
  VITE_GA4_TRANSFER_BASIS: "clausulas-padrao",
  VITE_META_PIXEL_ID: "123456789012345",
  VITE_META_PIXEL_COUNTRY: "Estados Unidos",
  VITE_META_PIXEL_TRANSFER_BASIS: "clausulas-padrao",
};

describe("parseAnalyticsEnv", () => {
  it("measures nothing by default: no provider, no category, no source for the policy", () => {
    const config = parseAnalyticsEnv({});
    expect(config).toEqual({ plausible: null, ga4: null, metaPixel: null });
    expect(measures(config)).toBe(false);
    expect(consentCategories(config)).toEqual([]);
    expect(analyticsSources(config)).toEqual({ script: [], connect: [], img: [] });
  });

  it("reads the three providers with their processors", () => {
    const config = parseAnalyticsEnv(ALL);
    expect(config.plausible).toEqual({
      domain: "dancaemelodia.com.br",
      scriptUrl: PLAUSIBLE_HOSTED_SCRIPT,
      processor: {
        name: "Plausible Insights OÜ (Plausible Analytics)",
        country: "Alemanha",
        transferBasis: "clausulas-padrao",
      },
    });
    expect(config.ga4?.measurementId).toBe("G-AB12CD34EF");
    expect(config.metaPixel?.pixelId).toBe("123456789012345");
    expect(consentCategories(config)).toEqual(["medicao", "publicidade"]);
  });

  it("asks consent only for the tags that need it: Plausible alone has no category", () => {
    const config = parseAnalyticsEnv({ VITE_PLAUSIBLE_DOMAIN: "exemplo.com.br" });
    expect(measures(config)).toBe(true);
    expect(consentCategories(config)).toEqual([]);
  });

  it("names a self-hosted Plausible by its host and allows only that origin", () => {
    const config = parseAnalyticsEnv({
      VITE_PLAUSIBLE_DOMAIN: "exemplo.com.br",
      VITE_PLAUSIBLE_SCRIPT_URL: "https://estatisticas.exemplo.com.br/js/script.js",
    });
    expect(config.plausible?.processor.name).toContain("estatisticas.exemplo.com.br");
    expect(analyticsSources(config)).toEqual({
      script: ["https://estatisticas.exemplo.com.br"],
      connect: ["https://estatisticas.exemplo.com.br"],
      img: [],
    });
  });

  it("allows Google's and Meta's hosts only when their tag is set", () => {
    const sources = analyticsSources(parseAnalyticsEnv(ALL));
    expect(sources.script).toEqual([
      "https://plausible.io",
      "https://www.googletagmanager.com",
      "https://connect.facebook.net",
    ]);
    expect(sources.connect).toContain("https://*.google-analytics.com");
    expect(sources.img).toContain("https://www.facebook.com");
    const pixelOnly = analyticsSources(parseAnalyticsEnv({ VITE_META_PIXEL_ID: "1234567890" }));
    expect(pixelOnly.script).toEqual(["https://connect.facebook.net"]);
    expect(JSON.stringify(pixelOnly)).not.toContain("google");
  });

  it.each([
    ["VITE_PLAUSIBLE_DOMAIN", "https://exemplo.com.br"],
    ["VITE_PLAUSIBLE_DOMAIN", "exemplo.com.br/loja"],
    ["VITE_GA4_MEASUREMENT_ID", "UA-12345-1"],
    ["VITE_GA4_MEASUREMENT_ID", "G-<script>"],
    ["VITE_META_PIXEL_ID", "12345abc"],
    ["VITE_META_PIXEL_ID", "123"],
  ])("stops the build on a malformed %s=%s, naming the variable", (variable, value) => {
    expect(() => parseAnalyticsEnv({ ...ALL, [variable]: value })).toThrow(variable);
  });

  it.each([
    "http://estatisticas.exemplo.com.br/js/script.js",
    "https://estatisticas.exemplo.com.br/js/",
    "https://estatisticas.exemplo.com.br/js/script.js?x=1",
    "estatisticas.exemplo.com.br/js/script.js",
  ])("refuses the Plausible script address %s", (url) => {
    expect(() =>
      parseAnalyticsEnv({
        VITE_PLAUSIBLE_DOMAIN: "exemplo.com.br",
        VITE_PLAUSIBLE_SCRIPT_URL: url,
      }),
    ).toThrow("VITE_PLAUSIBLE_SCRIPT_URL");
  });

  it("refuses a script address, a country or a basis without the tag it belongs to", () => {
    expect(() =>
      parseAnalyticsEnv({ VITE_PLAUSIBLE_SCRIPT_URL: "https://a.exemplo.com.br/js/script.js" }),
    ).toThrow("vazio, ou VITE_PLAUSIBLE_DOMAIN preenchido também");
    expect(() => parseAnalyticsEnv({ VITE_META_PIXEL_COUNTRY: "Estados Unidos" })).toThrow(
      "vazio, ou VITE_META_PIXEL_ID preenchido também",
    );
    expect(() => parseAnalyticsEnv({ VITE_GA4_TRANSFER_BASIS: "contrato" })).toThrow(
      "vazio, ou VITE_GA4_MEASUREMENT_ID preenchido também",
    );
  });

  it("takes a tag processing abroad with its LGPD art. 33 ground left for later (the launch asks)", () => {
    const abroad = { VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF", VITE_GA4_COUNTRY: "Estados Unidos" };
    expect(parseAnalyticsEnv(abroad).ga4?.processor.transferBasis).toBeNull();
    expect(() => parseAnalyticsEnv({ ...abroad, VITE_GA4_TRANSFER_BASIS: "confianca" })).toThrow(
      "VITE_GA4_TRANSFER_BASIS",
    );
  });
});
