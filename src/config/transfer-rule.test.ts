import { describe, expect, it } from "vitest";
import { factsFor, PROVIDER_FACTS } from "./provider-facts";
import { fittingBases, PROCESSING_BASIS, whyNotFitting } from "./transfer-rule";

const known = (name: string) => {
  const facts = PROVIDER_FACTS.find((item) => item.name === name);
  if (!facts) throw new Error(name);
  return { facts, processing: PROCESSING_BASIS[facts.prefix], country: facts.country };
};

describe("the rule of LGPD art. 33", () => {
  it.each([
    ["Cloudflare", ["contrato"]],
    ["Suno", ["contrato"]],
    ["WhatsApp", ["contrato"]],
    ["Google Workspace", ["clausulas-padrao", "contrato"]],
    ["Google Analytics", ["consentimento"]],
    ["Pixel da Meta", ["consentimento"]],
    ["Plausible", ["adequacao"]],
  ])("lets %s rest on %j: its facts' basis and what its processing carries", (name, bases) => {
    expect(fittingBases(known(name))).toEqual(bases);
  });

  it("takes an unknown provider's own bases at her word, adequacy only in a country the ANPD recognises", () => {
    const unknown = { facts: undefined, processing: "contrato" as const };
    expect(fittingBases({ ...unknown, country: "Estados Unidos" })).toEqual([
      "clausulas-padrao",
      "clausulas-especificas",
      "normas-corporativas",
      "contrato",
    ]);
    expect(fittingBases({ ...unknown, country: "França" })).toContain("adequacao");
    expect(fittingBases({ ...unknown, processing: "interesse", country: "Índia" })).not.toContain(
      "contrato",
    );
  });

  it("gives the checkout's Pixel, on legitimate interest, no basis Meta's facts support", () => {
    const facts = factsFor("VITE_META_PIXEL", "Meta Platforms, Inc. (Meta Pixel)");
    expect(fittingBases({ facts, processing: "interesse", country: "Estados Unidos" })).toEqual([]);
  });

  it("says why a basis does not fit, with the facts' source and date", () => {
    expect(whyNotFitting("clausulas-padrao", known("Cloudflare"))).toBe(
      "o que encontramos sobre Cloudflare (fonte: https://www.cloudflare.com/cloudflare-customer-dpa/, lida em 27/11/2026): a Cloudflare, Inc. tem sede nos Estados Unidos; no adendo de tratamento de dados (DPA) dela não encontramos as cláusulas da ANPD",
    );
    expect(whyNotFitting("consentimento", known("Cloudflare"))).toContain(
      "este serviço é necessário para a compra",
    );
    expect(whyNotFitting("adequacao", known("Suno"))).toContain(
      "a ANPD não reconhece Estados Unidos como adequado",
    );
  });
});
