// The offer's terms an owner sets (issue 53, item 12), read in the copy of two configurations:
// the demo, whose page says the specification's values word for word, and an owner who changes
// every one of them, whose values reach every place that states them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAnalyticsEnv } from "../config/env-analytics";
import { parseSiteEnv, type RawEnv } from "../config/env-schema";
import { section, strings } from "../test/copy-strings";
import type { SampleTrack } from "./types";

/** A business of one: two business days, three styles of her own, more rounds, "eu". */
const OWNER: RawEnv = {
  VITE_SITE_NAME: "Estúdio Layla",
  VITE_SITE_NAME_ARTICLE: "o",
  VITE_DELIVERY_BUSINESS_HOURS: "48",
  VITE_SONG_STYLES: "Romântica: lenta, para véu e taqsim; Pop; Clássica: com cordas, para entradas",
  VITE_SONG_STYLES_BETA: "nao",
  VITE_LYRIC_REVISION_ROUNDS: "3",
  VITE_PREVIEW_ADJUSTMENT_ROUNDS: "2",
  VITE_SELLER_VOICE: "eu",
  VITE_WHATSAPP_NUMBER: "+55 31 99876-5432",
  // Named, as a launch needs: unnamed, the texts say "a nossa plataforma de pagamento parceira".
  VITE_PAYMENT_PLATFORM: "Hotmart",
};

/** The site's copy modules, loaded for the configuration `env`. */
async function copyFor(env: RawEnv) {
  vi.resetModules();
  vi.doMock("../config/site", () => ({ siteConfig: parseSiteEnv(env) }));
  vi.doMock("../config/analytics", () => ({ analyticsConfig: parseAnalyticsEnv(env) }));
  // One after the other, as launch-truth.test.ts explains (vitest-dev/vitest#7040).
  const hero = await import("./hero");
  const plans = await import("./plans");
  const steps = await import("./steps");
  const faq = await import("./faq");
  const closing = await import("./closing");
  const thanks = await import("./thanks");
  const summary = await import("./contract-summary");
  const legal = await import("./legal");
  const brief = await import("./brief");
  const styles = await import("./song-styles");
  const tracks = await import("./tracks");
  const sales = await import("./sales");
  const footer = await import("./footer");
  const terms = await import("./order-terms");
  const minors = await import("./minors");
  return {
    hero: hero.heroContent,
    plans: plans.plans,
    pricing: plans.pricingContent,
    steps: strings(steps.howItWorksContent).join(" "),
    faq: faq.faqItems,
    faqText: strings(faq.faqItems).join(" "),
    closing: closing.closingContent,
    thanks: thanks.thanksContent,
    summary: strings([
      summary.contractSummary,
      summary.planEssentials.items("single"),
      summary.planEssentials.items("triple"),
    ]).join(" "),
    terms: legal.termsOfUse,
    termsText: strings(legal.termsOfUse).join(" "),
    brief: brief.briefContent,
    briefWithoutScript: strings(brief.briefWithoutScript).join(" "),
    styleNames: styles.styleNames,
    examplesLead: tracks.examplesContent.lead,
    sales: strings(sales).join(" "),
    footer: strings(footer.footerContent).join(" "),
    fullVersion: terms.fullVersion,
    minors: minors.childNameBrief,
  };
}

afterEach(() => {
  vi.doUnmock("../config/site");
  vi.doUnmock("../config/analytics");
});

/** An FAQ answer's text, its blocks joined. */
const answer = (faq: Awaited<ReturnType<typeof copyFor>>["faq"], id: string) =>
  (faq.find((item) => item.id === id)?.answer ?? [])
    .flatMap((block) => (block.type === "list" ? block.items : [block.text]))
    .join(" ");

describe("the demo says the specification's offer, word for word", () => {
  it("24 business hours, Romântica and Pop in beta, 2 and 1 rounds, in the plural", async () => {
    const copy = await copyFor({});
    expect(copy.hero.badge).toBe("Entrega em até 24 horas úteis");
    expect(copy.hero.highlights[2]?.title).toBe("Entrega rápida em 24 horas úteis");
    expect(copy.plans[0].features).toContain("Estilo: Romântica ou Pop (estilos em fase beta)");
    expect(copy.plans[1].features).toContain(
      "Escolha o estilo de cada música: Romântica ou Pop (estilos em fase beta)",
    );
    const styles = copy.faq.find((item) => item.id === "estilos");
    expect(styles?.question).toBe("Quais estilos de música vocês fazem?");
    expect(answer(copy.faq, "estilos")).toBe(
      "Dois estilos: Romântica, mais lenta e envolvente, ideal para véu e solos expressivos; e Pop, mais animada, para coreografias e vídeos. Os estilos estão em fase beta: por enquanto, só Romântica e Pop, e outros virão depois.",
    );
    expect(answer(copy.faq, "prazo-de-entrega")).toContain(
      "Estão incluídas até 2 rodadas de alterações na letra. Cada nova versão chega em até 24 horas úteis, contadas do seu pedido, e o tempo em que esperamos a sua resposta não entra na conta.",
    );
    expect(copy.brief.song.style.hint).toBe(
      "Por enquanto, só Romântica ou Pop (estilos em fase beta).",
    );
    expect(copy.brief.song.style.options).toEqual({
      Romântica: "Romântica: mais lenta e envolvente",
      Pop: "Pop: mais animada, para coreografias e vídeos",
    });
    expect(section(copy.terms, "o-servico")).toContain(
      "Estilos: Romântica ou Pop. Os estilos estão em fase beta: por enquanto, só Romântica e Pop, e outros virão depois.",
    );
    expect(section(copy.terms, "o-servico")).toContain("Por estarem em fase beta");
    expect(section(copy.terms, "como-funciona-o-pedido")).toContain(
      "Está incluída 1 rodada de ajustes nas prévias.",
    );
    expect(copy.thanks.steps[1]?.text).toBe(
      "No seu e-mail. Você pode pedir alterações, até 2 rodadas, e cada nova versão chega em até 24 horas úteis.",
    );
    expect(copy.minors.styleError).toBe(
      "Para o nome de uma criança ou adolescente, escolha Pop: o estilo Romântica não se aplica.",
    );
  });
});

describe("an owner's offer reaches every place that states it", () => {
  it("her delivery time: the hero, the plans, the FAQ, the closing, /obrigado, the summary and Terms § 6", async () => {
    const copy = await copyFor(OWNER);
    const promise = "em até 48 horas úteis";
    expect(copy.hero.badge).toBe(`Entrega ${promise}`);
    // "rápida" is the specification's word for its 24 hours, not for any time.
    expect(copy.hero.highlights[2]?.title).toBe("Entrega em 48 horas úteis");
    for (const plan of copy.plans)
      expect(plan.features).toContain(`Entrega ${promise}, na página do seu pedido`);
    expect(copy.pricing.deliveryNote).toMatch(/^As 48 horas úteis são contadas/);
    expect(copy.closing.benefits).toContain(
      `Entrega ${promise}, na página do seu pedido, com aviso no seu e-mail`,
    );
    expect(copy.closing.deliveryNote).toMatch(/^As 48 horas úteis são contadas/);
    expect(answer(copy.faq, "prazo-de-entrega")).toContain(`Cada nova versão chega ${promise}`);
    expect(copy.thanks.deadline).toContain(`Prazo: ${promise}`);
    expect(copy.thanks.steps[1]?.text).toContain(`cada nova versão chega ${promise}`);
    expect(copy.summary).toContain(`Entrega ${promise}`);
    expect(copy.summary).toContain("um novo prazo de até 48 horas úteis");
    expect(section(copy.terms, "prazos-e-entrega")).toContain(
      "O prazo de entrega é de até 48 horas úteis, contadas da confirmação do pagamento.",
    );
    expect(section(copy.terms, "prazos-e-entrega")).toContain(
      `cada nova versão também é enviada ${promise}`,
    );
    const everything = [
      strings(copy.hero),
      strings(copy.plans),
      copy.faqText,
      strings(copy.closing),
      strings(copy.thanks),
      copy.summary,
      strings(copy.terms),
    ].join(" ");
    expect(everything).not.toContain("24 horas");
  });

  it("her styles, without a beta: plans, steps, FAQ, Terms § 2, the summary and the brief", async () => {
    const copy = await copyFor(OWNER);
    const either = "Romântica, Pop ou Clássica";
    expect(copy.styleNames).toEqual(["Romântica", "Pop", "Clássica"]);
    expect(copy.plans[0].features).toContain(`Estilo: ${either}`);
    expect(copy.plans[1].features).toContain(`Escolha o estilo de cada música: ${either}`);
    expect(copy.steps).toContain(`o estilo (${either})`);
    expect(answer(copy.faq, "estilos")).toBe(
      "Três estilos: Romântica, lenta, para véu e taqsim; Pop, mais animada, para coreografias e vídeos; e Clássica, com cordas, para entradas.",
    );
    expect(section(copy.terms, "o-servico")).toContain(`Estilos: ${either}.`);
    expect(section(copy.terms, "como-funciona-o-pedido")).toContain(`o estilo (${either})`);
    expect(copy.summary).toContain(`no estilo ${either}.`);
    expect(copy.brief.song.style.hint).toBeNull();
    expect(copy.brief.song.style.options).toEqual({
      Romântica: "Romântica: lenta, para véu e taqsim",
      Pop: "Pop: mais animada, para coreografias e vídeos",
      Clássica: "Clássica: com cordas, para entradas",
    });
    expect(copy.briefWithoutScript).toContain(`o estilo, ${either}, e o clima`);
    // A child's song: none of her romantic styles (content/minors.ts), the others all offered.
    expect(copy.minors.styleError).toBe(
      "Para o nome de uma criança ou adolescente, escolha Pop ou Clássica: o estilo Romântica não se aplica.",
    );
    expect(strings(copy.terms).join(" ")).toContain(
      "a letra não tem romance nem sensualidade, e o estilo é Pop ou Clássica: o estilo Romântica não se aplica",
    );
    const everything = [
      strings(copy.plans),
      copy.faqText,
      strings(copy.terms),
      copy.summary,
      strings(copy.brief),
    ].join(" ");
    expect(everything).not.toMatch(/beta/);
  });

  it("her rounds of changes: the FAQ, Terms § 5, the summary and /obrigado", async () => {
    const copy = await copyFor(OWNER);
    expect(answer(copy.faq, "prazo-de-entrega")).toContain(
      "Estão incluídas até 3 rodadas de alterações na letra.",
    );
    const order = section(copy.terms, "como-funciona-o-pedido");
    expect(order).toContain("Estão incluídas até 3 rodadas de alterações na letra.");
    expect(order).toContain("Estão incluídas até 2 rodadas de ajustes nas prévias.");
    expect(copy.summary).toContain(
      "Até 3 rodadas de alterações na letra e 2 rodadas de ajustes depois das duas prévias",
    );
    expect(copy.thanks.steps[1]?.text).toContain("até 3 rodadas");
    expect(copy.thanks.steps[2]?.text).toContain("com até 2 rodadas de ajustes");
  });

  it("her voice: the FAQ asks and answers in the singular, the Terms keep the “nós” they define", async () => {
    const copy = await copyFor(OWNER);
    expect(copy.faq.find((item) => item.id === "estilos")?.question).toBe(
      "Quais estilos de música você faz?",
    );
    for (const said of [
      "me conta",
      "entrego a música completa",
      "o tempo em que espero a sua resposta",
      "não vendo nem licencio",
      "compromisso meu",
      "a minha garantia de satisfação",
      "devolvo o valor pago",
    ]) {
      expect(copy.faqText, said).toContain(said);
    }
    expect(copy.steps).toContain("conte para mim");
    expect(copy.steps).toContain("envio a música completa");
    expect(copy.hero.highlights[0]?.description).toContain("revisados por mim");
    expect(copy.thanks.lead).toContain("para eu começar");
    expect(copy.summary).toContain("Não vendo nem licencio");
    expect(copy.footer).toContain("Não guardo os dados do seu cartão.");
    expect(copy.sales).toContain("Fale comigo no WhatsApp");
    expect(copy.brief.song.rhythm.options.escolham.name).toBe("Não sei — escolha por mim");
    expect(copy.minors.messageLine.other("Ana, ana@exemplo.com.br")).toContain(
      "peça a concordância a: Ana",
    );
    expect(copy.minors.parentContact.label).toBe("Como falo com a mãe, o pai ou o responsável");
    expect(copy.minors.parentContact.hint).toContain("Espero a resposta por até");
    expect(copy.faqText).toContain("É uma licença minha, não a propriedade da música");
    const sung = { demo: false, instrumental: false } as SampleTrack;
    expect(copy.examplesLead([sung])).toBe(
      "Exemplos de músicas no ritmo da dança do ventre, como as que crio com o seu nome.",
    );
    // The Terms speak as the party their § 1 defines.
    expect(section(copy.terms, "sobre-estes-termos")).toContain("“nós” se refere");
    expect(section(copy.terms, "o-servico")).toContain("Nós revisamos a letra");

    // Nothing of the sales copy says "nós" of her, the full version's delivery and guarantee
    // included (order-terms.ts, `fullVersion`); the Terms say those in their own "nós".
    expect(strings(copy.fullVersion).join(" ")).toContain("para você e para mim");
    expect(copy.termsText).toContain("para você e para nós");
    const sales = [
      strings(copy.hero),
      strings(copy.plans),
      copy.steps,
      copy.faqText,
      strings(copy.closing),
      strings(copy.thanks),
      copy.summary,
      strings(copy.brief),
      copy.briefWithoutScript,
      copy.footer,
      copy.sales,
      strings(copy.fullVersion),
    ]
      .flat()
      .join(" ");
    const plural =
      /(?<![\p{L}])(nós|nosso|nossa|conosco|a gente|vocês|enviamos|entregamos|esperamos|devolvemos|guardamos|revisamos|começamos|escolham)(?![\p{L}])/giu;
    const found = [...sales.matchAll(plural)].map(({ index }) =>
      sales.slice(index - 40, index + 20),
    );
    expect(found).toEqual([]);
  });
});
