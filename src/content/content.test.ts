import { describe, expect, it } from "vitest";
import { paymentMethodWords } from "./payment-methods";
import { ATTRIBUTION_PARAMS } from "../lib/promo/attribution";
import { closingContent } from "./closing";
import { delivery, fullVersion, stylesBeta } from "./order-terms";
import { styleNames } from "./song-styles";
import { faqItems } from "./faq";
import { heroContent } from "./hero";
import { privacyPolicy, termsOfUse } from "./legal";
import { PROFESSIONAL_PACK_SONGS, parseSiteEnv } from "../config/env-schema";
import { siteConfig } from "../config/site";
import { pageMeta } from "./pages";
import { plans, pricingContent } from "./plans";
import { priceTexts, priceTextsFor } from "./plan-prices";
import { readTestimonials } from "./collections";

const testimonials = readTestimonials();
import { tracks } from "../test/tracks";

/** An independent writer of Brazilian prices, to check the site's own against. */
const brl = (cents: number, alwaysCents = false) =>
  `R$ ${(cents / 100).toLocaleString("pt-BR", {
    minimumFractionDigits: alwaysCents || cents % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;

const where = "derived from VITE_PRICE_SINGLE / VITE_PRICE_PROFESSIONAL in src/content/plans.ts";

describe("plans", () => {
  it("carry the specification's prices when the owner sets none", () => {
    const texts = priceTextsFor(parseSiteEnv({}).prices);
    expect(texts.single).toBe("R$ 149");
    expect(texts.professional).toBe("R$ 299");
    expect(texts.perSong).toBe("R$ 99,67");
    expect(texts.savings).toBe("R$ 148");
  });

  it("show prices, per-song price and savings that agree with the configured amounts", () => {
    const [single, triple] = plans;
    const { singleCents, professionalCents } = siteConfig.prices;
    expect(single.price, where).toBe(brl(singleCents));
    expect(triple.price, where).toBe(brl(professionalCents));
    expect(triple.pricePerUnit, where).toBe(
      `${brl(Math.round(professionalCents / PROFESSIONAL_PACK_SONGS))} por música`,
    );
    expect(triple.savings, where).toBe(
      `Economize ${brl(singleCents * PROFESSIONAL_PACK_SONGS - professionalCents)}`,
    );
    // "Mais Popular" only where it rests on something, or on the demo's page (env-schema.ts).
    expect(triple.popular).toBe(siteConfig.claims.popularPlan.shown);
    expect(single.popular).toBe(false);
  });

  it("agree with the Terms' price clause and the page description", () => {
    const { singleCents, professionalCents } = siteConfig.prices;
    const clause = JSON.stringify(
      termsOfUse.sections.find((section) => section.id === "precos-e-pagamento"),
    );
    expect(clause, `Terms §4 (src/content/legal.ts), ${where}`).toContain(
      `por ${brl(singleCents, true)}.`,
    );
    expect(clause, `Terms §4 (src/content/legal.ts), ${where}`).toContain(
      `por ${brl(professionalCents, true)} — o equivalente a ${brl(Math.round(professionalCents / PROFESSIONAL_PACK_SONGS), true)} por música`,
    );
    expect(pageMeta.home.description, "src/content/pages.ts").toContain(
      `A partir de ${brl(Math.min(singleCents, professionalCents))}.`,
    );
  });

  it("are the only prices written anywhere in the content", () => {
    const allowed = new Set<string>(
      [priceTexts.single, priceTexts.professional, priceTexts.perSong, priceTexts.savings]
        .concat(Object.values(priceTexts.contract))
        .map((text) => text.replace(/\s/g, " ")),
    );
    const content = JSON.stringify([
      plans,
      pricingContent,
      pageMeta,
      heroContent,
      closingContent,
      faqItems,
      termsOfUse,
      privacyPolicy,
    ]);
    const written = content.match(/R\$\s?\d{1,3}(?:\.\d{3})*(?:,\d{2})?/g) ?? [];
    const stray = written.filter((text) => !allowed.has(text.replace(/\s/g, " ")));
    expect(stray, `prices written by hand instead of ${where}`).toEqual([]);
  });

  it("link to https checkouts", () => {
    for (const plan of plans) expect(new URL(plan.checkoutUrl).protocol).toBe("https:");
  });
});

describe("landing copy", () => {
  it("shows the four hero tiles of the specification, the delivery's with the owner's hours", () => {
    const titles = heroContent.highlights.map((item) => item.title);
    expect(titles).toEqual([
      "100% criadas com IA",
      "Músicas exclusivas",
      expect.stringContaining(`em ${delivery.hours}`),
      "100% licenciadas para uso comercial",
    ]);
    // The specification's tile, word for word, on the demo's 24 hours.
    if (delivery.hoursCount === 24) expect(titles[2]).toBe("Entrega rápida em 24 horas úteis");
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
      delivery.promise,
      ...styleNames,
      ...(stylesBeta.beta ? ["beta"] : []),
      "até 3 minutos",
      "uso comercial e revenda",
      // The ways to pay her checkout takes (VITE_PAYMENT_METHODS), or where to see them.
      ...(siteConfig.legal.paymentMethods === null
        ? ["bandeiras e formas aceitas"]
        : (paymentMethodWords(siteConfig.legal.paymentMethods)?.kinds.split(/, | ou /) ?? [])),
      fullVersion.guaranteeWindow,
      "7 dias, contados da compra ou da entrega da música (no Pacote Profissional, da entrega da última música), o que ocorrer por último",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("says in the FAQ's answer on length that she can ask for less, for a competition", () => {
    const length = faqItems.find((item) => item.id === "duracao")!;
    const text = length.answer
      .map((block) => (block.type === "paragraph" ? block.text : ""))
      .join(" ");
    expect(text).toContain("Cada música tem até 3 minutos");
    expect(text).toMatch(/competição.*peça menos.*2:30/);
  });

  it("names, in the Terms' description of the service, length, rhythm and ending as choices of the order", () => {
    const service = termsOfUse.sections.find((item) => item.id === "o-servico")!;
    const text = JSON.stringify(service.blocks);
    expect(text).toContain("cada música tem até 3 minutos");
    expect(text).toMatch(/No pedido, você escolhe a duração, .*o ritmo e como a música termina/);
  });

  it("makes the 10x engagement claim as a claim, apart from what the buyer receives", () => {
    // Shown on the demo's page and, with its source, on an owner's (launch-truth.test.ts).
    const { claim } = closingContent;
    if (claim) expect(`${claim.value} ${claim.label}`).toContain("10x mais engajamento");
    // The demo has no data behind it, and says that a published page shows it only with its own.
    if (claim && siteConfig.demo) expect(claim.source).toMatch(/^Exemplo da demonstração: .*fonte/);
    expect(closingContent.benefits.join(" ")).not.toMatch(/10x|engajamento/);
  });

  it("refunds by song only the songs still in the guarantee: not downloaded and within its days", () => {
    const terms = JSON.stringify(termsOfUse.sections);
    // With the order page or her own links, whichever her configuration has.
    expect(terms).toMatch(
      new RegExp(
        `considerando as músicas (que você ainda não baixou|cujo link de download da versão completa ainda não foi acessado) e cujos ${siteConfig.orders.guaranteeDays} dias ainda não passaram`,
      ),
    );
  });

  it("says the platform's own refunds, its guarantee included, end the licence of each song (§ 8)", () => {
    const refunds = JSON.stringify(termsOfUse.sections.find((item) => item.id === "reembolso"));
    expect(refunds).toMatch(
      /também pode devolver o valor por conta própria, pelas próprias regras/,
    );
    expect(refunds).toContain("chargeback");
    expect(refunds).toContain("mesmo que a música já tenha sido baixada");
    expect(refunds).toMatch(/a licença de cada (uma|música do pedido) deixa de valer \(seção 9\)/);
  });

  it("on the demo, which has no seller, points to the published site's footer for her", () => {
    if (!siteConfig.demo) return; // An owner's: legal-copy.test.ts and the footer's own test.
    const terms = JSON.stringify(termsOfUse.sections);
    expect(terms).toContain(
      "o fornecedor identificado no rodapé do site publicado (razão social, CNPJ e endereço)",
    );
    const count = (text: string) => terms.split(text).length - 1;
    expect(count("rodapé do site")).toBe(count("rodapé do site publicado"));
  });

  it("has 3 five-star testimonials, and the demo samples list 3:01", () => {
    expect(testimonials).toHaveLength(3);
    expect(testimonials.every((item) => item.stars === 5)).toBe(true);
    // The specification's listed duration is the demo samples'; an owner's list their own.
    for (const track of tracks.filter((sample) => sample.demo))
      expect(track.duration, track.id).toBe("3:01");
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
    expect(text(privacyPolicy)).toContain("60 dias");
    // Every campaign parameter of lib/promo/attribution.ts (written out in the policy: the
    // prerender may not import the browser entry's modules), kept for the visit only.
    expect(text(privacyPolicy)).toContain("sessionStorage");
    for (const name of ATTRIBUTION_PARAMS) expect(text(privacyPolicy)).toContain(name);
  });
});
