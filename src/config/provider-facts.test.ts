// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isBrazil, TRANSFER_BASES } from "./env-legal";
import { adequateCountry, PROVIDER_FACTS, providerFacts, readOn } from "./provider-facts";
import { basisLabel } from "./setup-questions";

/** The providers' table of docs/publicar.md: its rows, by the provider's name, as cells. */
const DOC_ROWS = new Map(
  readFileSync("docs/publicar.md", "utf8")
    .split("\n")
    .filter((line) => line.startsWith("| "))
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim()))
    .map((cells) => [cells[0] ?? "", cells.slice(1)] as const),
);

describe("PROVIDER_FACTS", () => {
  it("says each fact with its page and the day it was read, or says a confirmar", () => {
    for (const facts of PROVIDER_FACTS) {
      expect(facts.read, facts.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (facts.source !== null) expect(facts.source, facts.name).toMatch(/^https:\/\//);
      // A fact with no page behind it is no fact.
      if (facts.source === null) expect(facts.country, facts.name).toBeNull();
      if (facts.transferBasis !== null) {
        expect(TRANSFER_BASES, facts.name).toContain(facts.transferBasis);
        expect(isBrazil(facts.country ?? "Brasil"), facts.name).toBe(false);
      }
      expect(facts.note, facts.name).toMatch(/^[a-zà-ú].*[^.]$/);
    }
  });

  it("covers the providers an owner of this site is likely to use", () => {
    expect(PROVIDER_FACTS.map((facts) => facts.name)).toEqual(
      expect.arrayContaining([
        "Hotmart",
        "Kiwify",
        "Eduzz",
        "Google Workspace",
        "Zoho Mail",
        "Cloudflare",
        "Suno",
        "WhatsApp",
        "Google Analytics",
        "Pixel da Meta",
        "Plausible",
      ]),
    );
  });

  it("is the table docs/publicar.md shows, row by row", () => {
    for (const facts of PROVIDER_FACTS) {
      const [country, basis, note, source] = DOC_ROWS.get(facts.name) ?? [];
      expect(country, `docs/publicar.md, ${facts.name}`).toBe(facts.country ?? "a confirmar");
      expect(basis, `docs/publicar.md, ${facts.name}`).toBe(
        facts.country !== null && isBrazil(facts.country)
          ? "não se aplica (no Brasil)"
          : facts.transferBasis
            ? basisLabel(facts.transferBasis)
            : "a confirmar",
      );
      expect(note, `docs/publicar.md, ${facts.name}`).toBe(facts.note);
      for (const page of [facts.source, facts.basisSource]) {
        if (page) expect(source, `docs/publicar.md, ${facts.name}`).toContain(page);
      }
      expect(source, `docs/publicar.md, ${facts.name}`).toContain(readOn(facts));
    }
  });
});

describe("providerFacts", () => {
  it("finds a provider by its name or another way of writing it, for its own questions only", () => {
    expect(providerFacts("VITE_EMAIL_PROVIDER", " google workspace ")?.name).toBe(
      "Google Workspace",
    );
    expect(providerFacts("VITE_EMAIL_PROVIDER", "Zoho")?.name).toBe("Zoho Mail");
    expect(providerFacts("VITE_HOSTING_PROVIDER", "Cloudflare Pages")?.country).toBe(
      "Estados Unidos",
    );
    expect(providerFacts("VITE_EMAIL_PROVIDER", "Cloudflare")).toBeUndefined();
    expect(providerFacts("VITE_EMAIL_PROVIDER", "Gmail")).toBeUndefined();
    expect(providerFacts("VITE_EMAIL_PROVIDER", "")).toBeUndefined();
  });
});

describe("adequateCountry", () => {
  it("is true of the countries the ANPD recognises (Res. CD/ANPD nº 32/2026), however written", () => {
    for (const country of ["França", "franca", "Países Baixos", "Noruega", "ALEMANHA"]) {
      expect(adequateCountry(country), country).toBe(true);
    }
    for (const country of ["Estados Unidos", "Reino Unido", "Brasil", "Índia"]) {
      expect(adequateCountry(country), country).toBe(false);
    }
  });
});
