// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SiteFooter } from "../layout/site-footer";
import { PricingSection } from "./pricing-section";

// The configured case: the default build (neutral wording) is covered by e2e/contract.spec.ts.
vi.mock("../../config/site", async () => {
  const { parseSiteEnv } = await import("../../config/env-schema");
  return { siteConfig: parseSiteEnv({ VITE_PAYMENT_PLATFORM: "Hotmart" }) };
});

describe("PricingSection with VITE_PAYMENT_PLATFORM=Hotmart", () => {
  it("names the platform, states the right of withdrawal and links the Terms and the contract summary beside each buy button", () => {
    render(<PricingSection />);
    for (const name of ["Música Única", "Pacote Profissional"]) {
      const card = screen.getByRole("article", { name });
      expect(within(card).getByRole("link", { name: /^Comprar/ })).toBeInTheDocument();
      expect(card).toHaveTextContent("Pagamento processado pela Hotmart.");
      expect(card).toHaveTextContent(
        "Você pode desistir da compra em até 7 dias, contados da compra ou da entrega da música (no Pacote Profissional, da entrega da última música), o que ocorrer por último.",
      );
      expect(within(card).getByRole("link", { name: "Termos de Uso" })).toHaveAttribute(
        "href",
        "/termos-de-uso",
      );
      // Decreto 7.962/2013, art. 4º, I: the summary, before paying, from every buy button.
      const summaryLink = within(card).getByRole("link", { name: "Leia o resumo do contrato" });
      expect(summaryLink).toHaveAttribute("href", "#resumo-do-contrato");
      expect(document.getElementById("resumo-do-contrato")).toHaveTextContent("Resumo do contrato");
    }
  });

  it("names the platform in the contract summary's other conditions, after the plans", () => {
    render(<PricingSection />);
    const more = screen.getByRole("group", { name: "Mais condições do contrato" });
    expect(more).toHaveTextContent(
      "Processado pela Hotmart, com cartão de crédito, Pix ou boleto.",
    );
  });

  it("puts the contract's essentials, their limits stressed, before the first buy button", () => {
    render(<PricingSection />);
    const summary = screen.getByRole("group", { name: "Resumo do contrato" });
    const [firstBuy] = screen.getAllByRole("link", { name: /^Comprar/ });
    // DOCUMENT_POSITION_FOLLOWING: the buy button comes after the summary in reading order.
    expect(
      summary.compareDocumentPosition(firstBuy!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const stressed = within(summary)
      .getAllByText("Atenção:")
      .map((label) => label.parentElement?.textContent ?? "");
    expect(stressed).toEqual([
      expect.stringContaining(
        "depois que você baixa a versão completa, a garantia de satisfação acaba",
      ),
      expect.stringContaining("não as registre como suas no ECAD"),
    ]);
  });

  it("names the platform in the footer's secure note", () => {
    render(<SiteFooter />);
    expect(screen.getByText(/pagamento processado pela Hotmart/)).toBeInTheDocument();
    expect(screen.queryByText(/plataforma certificada/)).not.toBeInTheDocument();
  });
});
