import { describe, expect, it } from "vitest";
import { closingContent } from "./closing";
import { faqItems } from "./faq";
import { paymentMethods } from "./footer";
import { heroContent } from "./hero";
import { privacyPolicy, termsOfUse } from "./legal";
import { plans } from "./plans";
import { testimonials } from "./testimonials";
import { tracks } from "./tracks";

const brl = (amount: number) =>
  `R$ ${amount.toLocaleString("pt-BR", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

describe("plans", () => {
  it("carry the constants of the specification", () => {
    const [single, triple] = plans;
    expect(single.price).toBe("R$ 149");
    expect(triple.price).toBe("R$ 299");
    expect(triple.pricePerUnit).toBe("R$ 99,67 por música");
    expect(triple.savings).toBe("Economize R$ 148");
    expect(triple.popular).toBe(true);
    expect(single.popular).toBe(false);
  });

  it("keep the shown prices, per-song price and savings consistent with the amounts", () => {
    const [single, triple] = plans;
    for (const plan of plans) expect(plan.price).toBe(brl(plan.amount));
    expect(triple.pricePerUnit.startsWith(brl(Math.round((triple.amount / 3) * 100) / 100))).toBe(
      true,
    );
    expect(triple.savings).toBe(`Economize ${brl(single.amount * 3 - triple.amount)}`);
  });

  it("link to https checkouts", () => {
    for (const plan of plans) expect(new URL(plan.checkoutUrl).protocol).toBe("https:");
  });
});

describe("landing copy", () => {
  it("shows the four hero tiles of the specification", () => {
    expect(heroContent.highlights.map((item) => item.title)).toEqual([
      "100% criadas com IA",
      "Músicas exclusivas",
      "Entrega rápida em 24 horas úteis",
      "100% licenciadas para uso comercial",
    ]);
  });

  it("has 8 FAQ items with unique ids and answers", () => {
    expect(faqItems).toHaveLength(8);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(8);
  });

  it("covers the ordering process, delivery, styles, length, licence, payment and refund in the FAQ", () => {
    const text = faqItems
      .flatMap((item) => [
        item.question,
        ...item.answer.flatMap((block) => (block.type === "list" ? block.items : [block.text])),
      ])
      .join(" ");
    for (const fact of [
      "letra chega no seu e-mail para aprovação",
      "duas versões curtas",
      "aprovação final",
      "24 horas úteis",
      "Romântica",
      "Pop",
      "beta",
      "até 3 minutos",
      "uso comercial e revenda",
      "Pix",
      "boleto",
      "cartão",
      "antes de baixar a versão completa",
      "7 dias, contados da compra ou da entrega da música, o que ocorrer por último",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("makes the 10x engagement claim", () => {
    expect(closingContent.benefits.join(" ")).toContain("10x mais engajamento");
  });

  it("has 3 five-star testimonials and 2 samples of 3:01", () => {
    expect(testimonials).toHaveLength(3);
    expect(testimonials.every((item) => item.stars === 5)).toBe(true);
    expect(tracks.map((track) => [track.style, track.duration])).toEqual([
      ["Romântica", "3:01"],
      ["Pop", "3:01"],
    ]);
  });

  it("lists the seven payment methods", () => {
    expect(paymentMethods.map((method) => method.name)).toEqual([
      "Visa",
      "Mastercard",
      "Elo",
      "Hipercard",
      "American Express",
      "Pix",
      "Boleto bancário",
    ]);
  });
});

describe("legal documents", () => {
  it("have unique section ids and descriptions that fit a search result", () => {
    for (const document of [termsOfUse, privacyPolicy]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(document.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("state the CDC right of withdrawal, LGPD rights and the promo_code cookie", () => {
    const text = (doc: typeof termsOfUse) => JSON.stringify(doc.sections);
    expect(text(termsOfUse)).toContain("art. 49");
    expect(text(privacyPolicy)).toContain("art. 18");
    expect(text(privacyPolicy)).toContain("promo_code");
    expect(text(privacyPolicy)).toContain("60 (sessenta) dias");
  });
});
