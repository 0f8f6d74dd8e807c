// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "../config/env-schema";
import type { LegalBlock } from "./types";
import { privacyPolicyFor } from "./privacy-policy";

/** The policy's section on transfers abroad, as one text. */
function transfers(env: Record<string, string>): string {
  const found = privacyPolicyFor(parseSiteEnv(env)).sections.find(
    (item) => item.id === "transferencia-internacional",
  );
  if (!found) throw new Error("no transfer section");
  return found.blocks
    .flatMap((block: LegalBlock) => (block.type === "paragraph" ? [block.text] : block.items))
    .join(" ");
}

/** Every processor named, in Brazil but the payment platform. */
const IN_BRAZIL = {
  VITE_EMAIL_PROVIDER: "Locaweb",
  VITE_EMAIL_PROVIDER_COUNTRY: "Brasil",
  VITE_HOSTING_PROVIDER: "Locaweb",
  VITE_HOSTING_PROVIDER_COUNTRY: "Brasil",
  VITE_AI_PROVIDER: "Estúdio Sonoro IA",
  VITE_AI_PROVIDER_COUNTRY: "Brasil",
};

describe("the privacy policy's transfers abroad", () => {
  it("names the payment platform's transfer and its ground when she set them", () => {
    const text = transfers({
      ...IN_BRAZIL,
      VITE_PAYMENT_PLATFORM: "Stripe",
      VITE_PAYMENT_PLATFORM_COUNTRY: "Irlanda",
      VITE_PAYMENT_PLATFORM_TRANSFER_BASIS: "clausulas-padrao",
    });
    expect(text).toContain("Stripe (pagamento), Irlanda: cláusulas-padrão contratuais");
    expect(text).not.toContain("não há transferência internacional");
  });

  it("never says every processor is in Brazil while one abroad has no ground said yet", () => {
    const text = transfers({
      ...IN_BRAZIL,
      VITE_PAYMENT_PLATFORM: "Stripe",
      VITE_PAYMENT_PLATFORM_COUNTRY: "Irlanda",
    });
    expect(text).not.toContain("não há transferência internacional");
    expect(text).toContain("Os prestadores de pagamento podem armazenar ou processar dados");
    expect(text).toContain("apenas nas hipóteses permitidas pelo art. 33 da LGPD");
  });
});
