// @vitest-environment node
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_ICONS, webManifest, webManifestFile } from "./web-manifest.ts";

const input = {
  siteName: "Dança & Melodia Produções",
  siteDescription: "Trilhas sob medida para a sua dança.",
  colour: "#12132b",
};

describe("webManifest", () => {
  it("names the app after the configured brand and describes it with the configured text", () => {
    const manifest = webManifest(input);
    expect(manifest.name).toBe(input.siteName);
    expect(manifest.short_name).toBe(input.siteName);
    expect(manifest.description).toBe(input.siteDescription);
    expect(manifest).toMatchObject({ lang: "pt-BR", start_url: "/", display: "standalone" });
    expect(manifest.theme_color).toBe("#12132b");
  });

  it("lists the committed app icons, one of them maskable", () => {
    expect(webManifest(input).icons).toEqual(APP_ICONS);
    expect(APP_ICONS.map((icon) => icon.purpose)).toContain("maskable");
  });

  it("writes JSON that survives characters such as & and quotes", () => {
    const file = webManifestFile({ ...input, siteDescription: 'Diga "olá" & dance' });
    expect(JSON.parse(file)).toMatchObject({ description: 'Diga "olá" & dance' });
    expect(file.endsWith("\n")).toBe(true);
  });
});

describe("APP_ICONS", () => {
  it("names only icons that are committed in public/ (the mark alone, made by tools/demo-assets)", () => {
    for (const icon of APP_ICONS) expect(existsSync(`public${icon.src}`), icon.src).toBe(true);
  });
});
