// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSiteEnv, type RawEnv } from "../../config/env-schema";

/** A new seller's configuration: her brand and platform, no claim's source, no methods listed. */
const NEW_SELLER: RawEnv = { VITE_SITE_NAME: "Estúdio Layla", VITE_PAYMENT_PLATFORM: "Hotmart" };

/** The pricing section and the footer, rendered for the configuration `env`. */
async function renderWith(env: RawEnv) {
  vi.resetModules();
  vi.doMock("../../config/site", () => ({ siteConfig: parseSiteEnv(env) }));
  const { PricingSection } = await import("./pricing-section");
  const { SiteFooter } = await import("../layout/site-footer");
  render(
    <>
      <PricingSection />
      <SiteFooter />
    </>,
  );
  return (await import("../../content/order-terms")).fullVersion;
}

afterEach(() => {
  cleanup();
  vi.doUnmock("../../config/site");
});

/** Whether `later` comes after `earlier` in reading order. */
const follows = (earlier: Node, later: Node) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("PricingSection", () => {
  it("puts each plan's essentials, their limits stressed, right before its buy button", async () => {
    const fullVersion = await renderWith(NEW_SELLER);
    for (const name of ["Música Única", "Pacote Profissional"]) {
      const card = screen.getByRole("article", { name });
      const essentials = within(card).getByRole("group", { name: "O essencial antes de comprar" });
      const buy = within(card).getByRole("link", { name: /^Comprar/ });
      expect(follows(essentials, buy)).toBe(true);
      expect(essentials).toHaveTextContent(/Desistência: em até 7 dias, contados da compra/);
      expect(essentials).toHaveTextContent(
        `Garantia de satisfação: o seu dinheiro de volta ${fullVersion.guaranteeWindow}.`,
      );
      expect(essentials).toHaveTextContent(`${fullVersion.guaranteeDays} dias`);
      const stressed = within(essentials)
        .getAllByText("Atenção:")
        .map((label) => label.parentElement?.textContent ?? "");
      expect(stressed).toEqual([
        `Atenção: depois ${fullVersion.onOrderPage ? "da confirmação do primeiro download" : "desse acesso"}, ela acaba.`,
        "Atenção: é uma licença, não a propriedade da música: não faz de você autora da letra nem da composição, e a IA não promete uma música única.",
      ]);
      expect(card).toHaveTextContent("Pagamento processado pela Hotmart.");
      expect(within(card).getByRole("link", { name: "Leia o resumo do contrato" })).toHaveAttribute(
        "href",
        "#resumo-do-contrato",
      );
    }
    // The pack's period counts from its last song.
    expect(screen.getByRole("article", { name: "Pacote Profissional" })).toHaveTextContent(
      "da entrega da última das 3 músicas",
    );
  });

  it("puts the whole contract summary after the plans, the guarantee's end stressed", async () => {
    const fullVersion = await renderWith(NEW_SELLER);
    const summary = screen.getByRole("group", { name: "Resumo do contrato" });
    const buttons = screen.getAllByRole("link", { name: /^Comprar/ });
    expect(follows(buttons.at(-1)!, summary)).toBe(true);
    expect(summary).toHaveTextContent(
      `a garantia de satisfação vale ${fullVersion.guaranteeWindow}; depois ${fullVersion.onOrderPage ? "da confirmação do primeiro download" : "desse acesso"}, ela acaba.`,
    );
    expect(summary).toHaveTextContent(
      `A música chega em um arquivo MP3 que você baixa ${fullVersion.onOrderPage ? "na página do seu pedido, no nosso site, cujo endereço enviamos ao seu e-mail" : "por um link enviado ao seu e-mail"}.`,
    );
  });

  it("shows the phone's overview of both plans and their prices before the cards", async () => {
    await renderWith(NEW_SELLER);
    const overview = screen.getByRole("list", { name: "Os dois pacotes" });
    const [single, pack] = within(overview).getAllByRole("link");
    expect(single).toHaveAttribute("href", "#plano-single");
    expect(single).toHaveTextContent("Música ÚnicaR$ 1491 música");
    expect(pack).toHaveTextContent("Pacote ProfissionalR$ 299R$ 99,67 por música");
    expect(follows(overview, screen.getByRole("article", { name: "Música Única" }))).toBe(true);
  });

  it("leaves 'Mais Popular' out where it rests on nothing: the pack stands out by its saving", async () => {
    await renderWith(NEW_SELLER);
    expect(screen.queryByText(/Mais Popular/)).not.toBeInTheDocument();
    const pack = screen.getByRole("article", { name: "Pacote Profissional" });
    expect(within(pack).getByText("Economize R$ 148")).toBeInTheDocument();
  });

  it("shows 'Mais Popular' with what it rests on, where the owner says it", async () => {
    await renderWith({ ...NEW_SELLER, VITE_POPULAR_PLAN_BASIS: "o pacote mais vendido em 2026" });
    const pack = screen.getByRole("article", { name: "Pacote Profissional" });
    expect(within(pack).getByText("Mais Popular")).toBeInTheDocument();
    expect(pack).toHaveTextContent("“Mais Popular”: o pacote mais vendido em 2026.");
    expect(within(pack).getByText("Economize R$ 148")).toBeInTheDocument();
  });

  it("says where the ways to pay are shown, and shows no logo, where the owner listed none", async () => {
    await renderWith(NEW_SELLER);
    expect(
      screen.getByText(
        "A página de pagamento abre em uma nova aba; as bandeiras e formas aceitas aparecem na página de pagamento.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Mais condições do contrato" })).toHaveTextContent(
      "Processado pela Hotmart; as bandeiras e formas aceitas aparecem na página de pagamento.",
    );
    expect(screen.queryByRole("img", { name: "Visa" })).not.toBeInTheDocument();
    expect(
      screen.getByText("As bandeiras e formas aceitas aparecem na página de pagamento."),
    ).toBeInTheDocument();
  });

  it("names only the methods the owner listed, in words and logos", async () => {
    await renderWith({ ...NEW_SELLER, VITE_PAYMENT_METHODS: "pix, visa, mastercard" });
    expect(screen.getByText(/^Pague com cartão ou Pix\./)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Mais condições do contrato" })).toHaveTextContent(
      "Processado pela Hotmart, com cartão de crédito ou Pix.",
    );
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual(
      expect.arrayContaining(["Visa", "Mastercard", "Pix"]),
    );
    expect(screen.queryByRole("img", { name: "Boleto bancário" })).not.toBeInTheDocument();
  });

  it("keeps the specification's page on the demo: Mais Popular, seven logos, card, Pix or boleto", async () => {
    await renderWith({});
    const pack = screen.getByRole("article", { name: "Pacote Profissional" });
    expect(within(pack).getByText("Mais Popular")).toBeInTheDocument();
    expect(screen.getByText(/^Pague com cartão, Pix ou boleto\./)).toBeInTheDocument();
    for (const name of [
      "Visa",
      "Mastercard",
      "Elo",
      "Hipercard",
      "American Express",
      "Pix",
      "Boleto bancário",
    ]) {
      expect(screen.getByRole("img", { name })).toBeInTheDocument();
    }
  });

  it("names the platform in the footer's secure note", async () => {
    await renderWith(NEW_SELLER);
    expect(screen.getByText(/pagamento processado pela Hotmart/)).toBeInTheDocument();
  });
});
