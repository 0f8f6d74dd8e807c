import { providerFacts } from "../config/provider-facts";
import { describe, expect, it } from "vitest";
import { parseAnalyticsEnv } from "../config/env-analytics";
import { parseSiteEnv } from "../config/env-schema";
import { siteConfig } from "../config/site";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "../features/analytics/consent";
import { tokensOf } from "../lib/rich-text/split-rich-text";
import { closingContent } from "./closing";
import { consentContent } from "./consent";
import { contractSummary } from "./contract-summary";
import { faqItems } from "./faq";
import { heroContent } from "./hero";
import { RICH_TEXT_TOKENS, inlineLinks } from "./inline-links";
import { termsOfUse } from "./legal";
import { delivery, fullVersion, songMaking, stylesBeta, withdrawalRight } from "./order-terms";
import { styleList } from "./song-styles";
import { platformWords, sellerIdentification } from "./legal-wording";
import { privacyPolicyFor } from "./privacy-policy";
import { readTestimonials } from "./collections";
import { hasExamples, testimonialsContent } from "./testimonials";

const testimonials = readTestimonials();
import { plans } from "./plans";

const contentModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

/** Every string reachable from a value: the copy of the content modules. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const allCopy = strings(Object.values(contentModules));

/** The text of a legal document, its blocks joined. */
const textOf = (document: { sections: readonly { blocks: readonly unknown[] }[] }) =>
  strings(document.sections.map((section) => section.blocks)).join(" ");

const section = (document: typeof termsOfUse, id: string) => {
  const found = document.sections.find((item) => item.id === id);
  if (!found) throw new Error(`no section ${id} in ${document.title}`);
  return strings(found.blocks).join(" ");
};

describe("rich text in the content", () => {
  it("uses only tokens the renderer knows", () => {
    const unknown = allCopy.flatMap(tokensOf).filter((name) => !RICH_TEXT_TOKENS.includes(name));
    expect(unknown).toEqual([]);
  });

  it("links to sections of the Terms that exist", () => {
    for (const link of Object.values(inlineLinks)) {
      const anchor = link.href.split("#")[1];
      if (anchor) expect(termsOfUse.sections.map((item) => item.id)).toContain(anchor);
    }
  });
});

describe("the right of withdrawal (CDC art. 49)", () => {
  const period =
    "7 dias, contados da compra ou da entrega da música (no Pacote Profissional, da entrega da última música), o que ocorrer por último";

  it("is stated the same way beside the buy buttons, in the summary, the FAQ and the closing", () => {
    expect(withdrawalRight.short).toContain(period);
    expect(strings(contractSummary.items).join(" ")).toContain(period);
    expect(
      strings(faqItems.find((item) => item.id === "garantia-e-reembolso")).join(" "),
    ).toContain(period);
    expect(closingContent.note).toContain(period);
  });

  it("comes first in the FAQ's refund answer, with the channel to use", () => {
    const answer = faqItems.find((item) => item.id === "garantia-e-reembolso")!.answer;
    const first = answer[0]!;
    expect(first.type === "paragraph" && first.text).toMatch(/7 dias.*\{email\}/);
  });

  it("runs from the later of purchase and delivery (of the last song, for the pack) in Terms §7", () => {
    expect(section(termsOfUse, "direito-de-arrependimento")).toContain(
      "7 dias, contados da compra ou da entrega da música (no Pacote Profissional, da entrega da última música), o que ocorrer por último",
    );
  });

  it("refunds at once, by the means of payment used (CDC art. 49, sole paragraph; Decreto 7.962, art. 5º)", () => {
    expect(section(termsOfUse, "direito-de-arrependimento")).toContain(
      "devolvidos de imediato, integralmente e monetariamente atualizados, pelo mesmo meio de pagamento usado na compra",
    );
    for (const text of [
      strings(contractSummary.items).join(" "),
      strings(faqItems.find((item) => item.id === "garantia-e-reembolso")).join(" "),
    ]) {
      expect(text).toContain(withdrawalRight.refund);
    }
  });

  it("no longer puts a refund limit first", () => {
    expect(allCopy.join(" ")).not.toContain("o reembolso não é mais possível");
  });
});

describe("the contract summary", () => {
  const text = strings(contractSummary).join(" ");
  const allItems = [...contractSummary.items, ...contractSummary.moreItems];
  const term = (id: string) => strings(allItems.find((item) => item.id === id)).join(" ");

  it("starts with what she receives, the refund rule and the licence, their limits stressed", () => {
    expect(contractSummary.items.map((item) => item.id)).toEqual([
      "o-que-voce-recebe",
      "arrependimento-e-garantia",
      "licenca",
    ]);
    const refund = contractSummary.items[1]!;
    expect(refund.text).toContain(withdrawalRight.period);
    expect(refund.limit).toContain(
      `a garantia de satisfação vale ${fullVersion.guaranteeWindow}; depois ${fullVersion.onOrderPage ? "da confirmação do primeiro download" : "desse acesso"}, ela acaba`,
    );
    expect(refund.limit).toContain("direito de desistir nos 7 dias");
    const licence = contractSummary.items[2]!;
    expect(licence.text).toMatch(/shows, aulas, competições, vídeos/);
    expect(licence.limit).toContain("não as registre como suas no ECAD");
    expect(licence.limit).toContain("não são exclusivos");
  });

  it("states the clauses that limit the buyer: revisions, a new name after approval, the file", () => {
    expect(term("revisoes")).toMatch(/Até \d+ rodadas de alterações na letra/);
    expect(term("revisoes")).toContain(
      "Trocar o nome cantado depois de aprovar a letra é uma música nova: um novo pedido, pelo preço da Música Única",
    );
    expect(term("formato")).toContain(`A música chega ${fullVersion.delivery}`);
    expect(term("formato")).toContain(
      fullVersion.onOrderPage ? "na página do seu pedido" : "por um link enviado ao seu e-mail",
    );
    expect(section(termsOfUse, "como-funciona-o-pedido")).toContain(
      "Trocar o nome cantado depois de aprovar a letra é uma música nova",
    );
  });

  it("says what, when, how many revisions, how to send the name, withdrawal and the Terms", () => {
    for (const fact of [
      "1 música",
      "3 músicas",
      "até 3 minutos",
      "MP3",
      "cantada em português",
      `${delivery.hours}, contadas da confirmação do pagamento`,
      "Cada revisão que você pede tem um novo prazo",
      "rodadas de alterações na letra",
      "como ele se pronuncia",
      "o que ocorrer por último",
      "{terms}",
      "{termsLicence}",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });
});

describe("FAQ", () => {
  it("lists the four order steps as an ordered list", () => {
    const order = faqItems.find((item) => item.id === "como-funciona-o-pedido")!;
    const steps = order.answer.find((block) => block.type === "list");
    expect(steps).toMatchObject({ ordered: true });
    expect(steps?.type === "list" && steps.items).toHaveLength(4);
    expect(strings(order.answer).join(" ")).not.toMatch(/\b[1-4]\. /);
  });
});

describe("licence wording", () => {
  it("points to Terms §9 from the hero, the summary, the closing and the FAQ", () => {
    const licenceTile = heroContent.highlights.find((item) => item.icon === "license")!;
    expect(licenceTile.description).toContain("{termsLicence}");
    expect(closingContent.note).toContain("{termsLicence}");
    expect(strings(faqItems.find((item) => item.id === "licenca")).join(" ")).toContain(
      "{termsLicence}",
    );
  });

  it("grants no more than the rights held, as §9 says", () => {
    expect(section(termsOfUse, "licenca-de-uso")).toContain(
      "a licença da letra e da composição é concedida na medida dos direitos que detivermos sobre elas",
    );
  });

  it("says who owns the lyrics, the composition and the recording, and what ECAD means for her shows", () => {
    const licence = section(termsOfUse, "licenca-de-uso");
    for (const part of [
      "A letra:",
      "A melodia e o arranjo (a composição):",
      "A gravação (o fonograma):",
    ]) {
      expect(licence, part).toContain(part);
    }
    expect(licence).toContain("art. 93");
    expect(licence).toContain("A licença não inclui, e por isso você não pode:");
    expect(licence).toContain(
      "Não registramos as nossas músicas em nenhuma associação de gestão coletiva",
    );
    // Proof for an organiser: the signed certificate where the owner issues them, else a
    // declaration on request (launch-truth.test.ts holds both).
    expect(licence).toMatch(/certificado de licença|uma declaração da sua licença/);
  });

  it("calls exclusivity what it is: an exclusive licence, promised by contract, for a work that may carry no copyright", () => {
    const summary = strings(contractSummary).join(" ");
    const faq = strings(faqItems.find((item) => item.id === "licenca")).join(" ");
    for (const text of [summary, faq, section(termsOfUse, "licenca-de-uso")]) {
      expect(text).toMatch(/licença (de uso )?exclusiva|A licença é exclusiva/);
      expect(text).toContain("arts. 7º e 11");
      // "nosso" or, for a business that says "eu" (VITE_SELLER_VOICE), "meu"; the Terms say "nosso".
      expect(text).toMatch(/compromisso (nosso|meu), (assumido )?por contrato/);
    }
    expect(allCopy.join(" ")).not.toContain("são só suas");
  });
});

describe("testimonials", () => {
  it("are flagged as examples, which the section and the launch gate read", () => {
    expect(testimonials.every((item) => typeof item.example === "boolean")).toBe(true);
    expect(hasExamples(testimonials)).toBe(testimonials.some((item) => item.example));
  });
});

describe("who makes the song, in one voice (CDC art. 31)", () => {
  it("tells the same story on the landing page, in the FAQ and in the Terms", () => {
    const aiTile = heroContent.highlights.find((item) => item.icon === "ai")!;
    expect(aiTile.title).toBe("100% criadas com IA");
    expect(aiTile.description).toBe(songMaking.short);
    expect(
      strings(faqItems.find((item) => item.id === "inteligencia-artificial")).join(" "),
    ).toContain(songMaking.full);
    // The Terms in their own "nós" (their § 1), the FAQ in the seller's voice (VITE_SELLER_VOICE).
    expect(section(termsOfUse, "o-servico")).toContain(songMaking.terms);
    expect(section(termsOfUse, "inteligencia-artificial")).toContain(songMaking.terms);
    expect(songMaking.full).toContain("cantada em português");
    expect(songMaking.full.replace(/Eu reviso/, "Nós revisamos")).toBe(songMaking.terms);
    expect(allCopy.join(" ")).not.toContain("com o auxílio de inteligência artificial");
  });

  it("says the beta the same way everywhere: the styles are in beta, where they are", () => {
    const copy = allCopy.join(" ");
    expect(copy).not.toMatch(/serviço (está )?em fase beta|\(beta\)/);
    if (stylesBeta.beta) {
      expect(copy).toContain(`${styleList.or} (${stylesBeta.note})`);
      expect(section(termsOfUse, "o-servico")).toContain(stylesBeta.sentence);
    } else {
      expect(copy).not.toMatch(/beta/);
    }
  });
});

describe("the brand in a sentence", () => {
  it("takes the article its owner gives it, contracted with each preposition", () => {
    const masculine = privacyPolicyFor(
      parseSiteEnv({ VITE_SITE_NAME: "Estúdio Layla", VITE_SITE_NAME_ARTICLE: "o" }),
    );
    expect(masculine.intro).toContain("explica como o Estúdio Layla trata");
    expect(section(masculine, "controlador")).toContain("no âmbito do Estúdio Layla");
    expect(JSON.stringify(masculine)).not.toMatch(/\b(da|à|pela|na) Estúdio Layla/);
    const feminine = privacyPolicyFor(parseSiteEnv({ VITE_SITE_NAME: "Dança & Melodia" }));
    expect(feminine.intro).toContain("explica como a Dança & Melodia trata");
    expect(section(feminine, "controlador")).toContain("no âmbito da Dança & Melodia");
  });

  it("is never written after an article in the copy: the article comes from brand-words.ts", () => {
    expect(allCopy.join(" ")).not.toMatch(/\b(a|o|da|do|à|ao|pela|pelo|na|no) \{siteName\}/i);
  });
});

describe("pt-BR review", () => {
  it.each([
    "cantando o seu nome",
    "Combine os estilos",
    "O checkout abre",
    "Comunicaremos",
    "na extensão de todos os direitos",
    "ao seu responsável",
    "relacionado a privacidade",
    "estilo romântico",
    "e até revenda.",
    "que você procurou não existe ou",
    "plataforma certificada",
    "cookie primário",
    "estritamente funcional",
  ])("no longer says %j", (phrase) => {
    expect(allCopy.filter((text) => text.includes(phrase))).toEqual([]);
  });

  it("puts the article before the brand in the legal texts", () => {
    const legal = [textOf(termsOfUse), textOf(privacyPolicyFor(parseSiteEnv({})))].join(" ");
    expect(legal).not.toMatch(/(^|[.:] )\{siteName\}/);
    expect(legal).not.toMatch(/\b(de|pertencem a) \{siteName\}/);
  });
});

describe("payment platform wording", () => {
  it("names a configured platform with its article, or stays neutral", () => {
    const hotmart = parseSiteEnv({ VITE_PAYMENT_PLATFORM: "Hotmart" }).legal.paymentPlatform;
    const mercadoPago = parseSiteEnv({ VITE_PAYMENT_PLATFORM: "Mercado Pago" }).legal
      .paymentPlatform;
    expect(platformWords(hotmart)).toMatchObject({ by: "pela Hotmart", to: "à Hotmart" });
    expect(platformWords(mercadoPago)).toMatchObject({
      by: "pelo Mercado Pago",
      of: "do Mercado Pago",
    });
    expect(platformWords(null).by).toBe("pela nossa plataforma de pagamento parceira");
  });
});

describe("seller identification", () => {
  it("takes the CNPJ or, for a person, the CPF", () => {
    expect(sellerIdentification(parseSiteEnv({ VITE_COMPANY_CPF: "12345678909" }))).toMatchObject({
      taxId: { label: "CPF", number: "123.456.789-09" },
      person: true,
    });
    expect(
      sellerIdentification(parseSiteEnv({ VITE_COMPANY_CNPJ: "11.222.333/0001-81" })).taxId,
    ).toEqual({ label: "CNPJ", number: "11.222.333/0001-81" });
  });
});

/** Every processor of personal data named, each in Brasil: no transfer abroad. */
const PROVIDERS_IN_BRAZIL = {
  VITE_PAYMENT_PLATFORM: "Hotmart",
  VITE_PAYMENT_PLATFORM_COUNTRY: "Brasil",
  VITE_EMAIL_PROVIDER: "Locaweb",
  VITE_EMAIL_PROVIDER_COUNTRY: "Brasil",
  VITE_HOSTING_PROVIDER: "Locaweb",
  VITE_HOSTING_PROVIDER_COUNTRY: "Brasil",
  VITE_AI_PROVIDER: "Estúdio Sonoro IA",
  VITE_AI_PROVIDER_COUNTRY: "Brasil",
};

describe("privacy policy (LGPD)", () => {
  const policy = (env: Record<string, string> = {}) => privacyPolicyFor(parseSiteEnv(env));
  const configured = policy({
    VITE_COMPANY_LEGAL_NAME: "Raqs Music Ltda.",
    VITE_COMPANY_CNPJ: "11.222.333/0001-81",
    VITE_COMPANY_ADDRESS: "Rua das Flores, 100, São Paulo (SP)",
    VITE_PAYMENT_PLATFORM: "Hotmart",
    VITE_PAYMENT_PLATFORM_COUNTRY: "Brasil",
    VITE_EMAIL_PROVIDER: "Google Workspace",
    VITE_EMAIL_PROVIDER_COUNTRY: "Estados Unidos",
    VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
    VITE_HOSTING_PROVIDER: "Netlify",
    VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
    VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "contrato",
    VITE_AI_PROVIDER: "Estúdio Sonoro IA",
    VITE_AI_PROVIDER_COUNTRY: "Brasil",
    VITE_AI_TRAINING: "nao",
    VITE_DPO_MODE: "encarregado",
    VITE_DPO_NAME: "Ana Souza",
    VITE_DPO_EMAIL: "privacidade@raqsmusic.com.br",
    VITE_HOSTING_LOG_RETENTION_DAYS: "30",
  });

  it("names the controller from the seller's identification", () => {
    expect(section(configured, "controlador")).toContain(
      "é Raqs Music Ltda. (CNPJ 11.222.333/0001-81), com endereço em Rua das Flores, 100, São Paulo (SP)",
    );
    expect(section(policy(), "controlador")).toContain("identificado no rodapé do site");
  });

  it("names the encarregado, or makes the small-agent statement, as configured", () => {
    expect(section(configured, "controlador")).toContain(
      "O encarregado pelo tratamento de dados pessoais (art. 41 da LGPD) é Ana Souza",
    );
    expect(section(configured, "controlador")).toContain("privacidade@raqsmusic.com.br");
    const small = section(policy({ VITE_DPO_MODE: "pequeno-porte" }), "controlador");
    expect(small).toContain("agente de tratamento de pequeno porte");
    expect(small).toContain("art. 11 da Resolução CD/ANPD nº 2/2022");
    expect(section(policy(), "controlador")).not.toMatch(/encarregado|pequeno porte/);
  });

  it("lists the processors by role with their countries", () => {
    const sharing = section(configured, "compartilhamento");
    expect(sharing).toContain("Plataforma de pagamento parceira — Hotmart (Brasil)");
    expect(sharing).toContain("Provedor de serviço de e-mail — Google Workspace (Estados Unidos)");
    expect(sharing).toContain("Provedor de hospedagem — Netlify (Estados Unidos)");
    expect(sharing).toContain("Estúdio Sonoro IA (Brasil)");
  });

  it("gives the art. 33 ground of each transfer abroad, and only of those", () => {
    const transfer = section(configured, "transferencia-internacional");
    expect(transfer).toContain(
      "Google Workspace (e-mail), Estados Unidos: cláusulas-padrão contratuais aprovadas pela ANPD (art. 33, II, b",
    );
    expect(transfer).toContain("Netlify (hospedagem), Estados Unidos: transferência necessária");
    expect(transfer).not.toContain("Hotmart");
    expect(transfer).not.toContain("podem armazenar");
    const allInBrazil = policy(PROVIDERS_IN_BRAZIL);
    expect(section(allInBrazil, "transferencia-internacional")).toContain(
      "não há transferência internacional",
    );
    expect(section(policy(), "transferencia-internacional")).toContain(
      "Os prestadores de pagamento, de e-mail, de hospedagem e de inteligência artificial podem",
    );
  });

  it("names the payment platform's transfer and its ground when she set them", () => {
    const text = section(
      policy({
        ...PROVIDERS_IN_BRAZIL,
        VITE_PAYMENT_PLATFORM: "Stripe",
        VITE_PAYMENT_PLATFORM_COUNTRY: "Irlanda",
        VITE_PAYMENT_PLATFORM_TRANSFER_BASIS: "clausulas-padrao",
      }),
      "transferencia-internacional",
    );
    expect(text).toContain("Stripe (pagamento), Irlanda: cláusulas-padrão contratuais");
    expect(text).not.toContain("não há transferência internacional");
  });

  it("never says every processor is in Brazil while one abroad has no ground said yet", () => {
    const text = section(
      policy({
        ...PROVIDERS_IN_BRAZIL,
        VITE_PAYMENT_PLATFORM: "Stripe",
        VITE_PAYMENT_PLATFORM_COUNTRY: "Irlanda",
      }),
      "transferencia-internacional",
    );
    expect(text).not.toContain("não há transferência internacional");
    expect(text).toContain("Os prestadores de pagamento podem armazenar ou processar dados");
    expect(text).toContain("apenas nas hipóteses permitidas pelo art. 33 da LGPD");
  });

  it("states whether the AI provider may train on the name and the lyrics", () => {
    expect(section(configured, "compartilhamento")).toContain("não permitem que ele use");
    expect(section(policy({ VITE_AI_TRAINING: "sim" }), "compartilhamento")).toContain(
      "permitem que ele use o nome cantado e a letra para treinar",
    );
    expect(section(policy(), "compartilhamento")).toContain("Se quiser saber se o fornecedor");
  });

  it("justifies each retention period and promises 6 months of logs only when the host keeps them", () => {
    const retention = section(configured, "retencao");
    expect(retention).toContain(
      "Arquivos de áudio das prévias e da música, fora da página do pedido: 5 anos após a entrega final, a mesma regra do item acima",
    );
    expect(retention).toContain("30 dias, prazo em que o provedor de hospedagem (Netlify)");
    expect(retention).not.toContain("Marco Civil");
    const sixMonths = section(
      policy({ VITE_HOSTING_PROVIDER: "Netlify", VITE_HOSTING_LOG_RETENTION_DAYS: "180" }),
      "retencao",
    );
    expect(sixMonths).toContain(
      "como exige o art. 15 do Marco Civil da Internet (no mínimo 6 meses)",
    );
    // Who keeps them: the site's controller, through its host.
    expect(sixMonths).toContain(
      "Somos nós, como responsáveis pelo site, que os mantemos; quem os guarda por nós é o provedor de hospedagem (Netlify)",
    );
    expect(section(policy(), "retencao")).toContain(
      "pelo prazo previsto na política de privacidade dele",
    );
  });

  it("uses the ANPD's terms for the cookie and names the platform", () => {
    const cookies = section(configured, "cookies");
    expect(cookies).toContain("próprio e estritamente necessário");
    expect(cookies).toContain("cookie próprio");
    expect(cookies).toContain("repassado à Hotmart");
    expect(section(policy(), "cookies")).toContain("nossa plataforma de pagamento parceira");
  });
});

describe("privacy policy: the measurement tools", () => {
  /** The site's configuration and, apart from it as in the build, the measurement's. */
  const policy = (env: Record<string, string> = {}) =>
    privacyPolicyFor(parseSiteEnv(env), parseAnalyticsEnv(env));
  const PLAUSIBLE = {
    VITE_PLAUSIBLE_DOMAIN: "dancaemelodia.com.br",
    VITE_PLAUSIBLE_COUNTRY: "Alemanha",
    VITE_PLAUSIBLE_TRANSFER_BASIS: "adequacao",
  };
  const GA4 = {
    VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF",
    VITE_GA4_COUNTRY: "Estados Unidos",
    VITE_GA4_TRANSFER_BASIS: "clausulas-padrao",
  };
  const PIXEL = {
    VITE_META_PIXEL_ID: "123456789012345",
    VITE_META_PIXEL_COUNTRY: "Estados Unidos",
    VITE_META_PIXEL_TRANSFER_BASIS: "clausulas-padrao",
  };
  const NO_TRACKING =
    "Não usamos cookies nem outras tecnologias de rastreamento de terceiros, análise de audiência (analytics), publicidade ou redes sociais. Como o único cookie é estritamente necessário para oferecer a funcionalidade que você mesmo acionou ao acessar o link promocional, não exibimos aviso de consentimento de cookies, em linha com o Guia Orientativo da ANPD sobre cookies e proteção de dados pessoais.";
  const ONE_COOKIE = "O site utiliza um único cookie, próprio e estritamente necessário:";
  const NO_TRACKING_COOKIES =
    "coleta mínima: o site não tem cadastro nem área de cliente; o único formulário, o das informações da música, monta a mensagem no seu próprio aparelho e não envia nada ao site (veja a seção 4); o site não grava cookies de rastreamento;";
  const FUTURE_COOKIES =
    "Se um dia passarmos a usar cookies que não sejam estritamente necessários, como de análise ou de publicidade, esta Política será atualizada e o seu consentimento será solicitado antes que esses cookies sejam ativados.";
  const EVENTS =
    "um exemplo tocado (qual faixa), um clique em um botão de compra (qual pacote) e o envio das informações da música na página de obrigado (qual pacote e por qual canal)";
  // The address Plausible receives holds the plan only (order-code-handoff.ts).
  const WITHOUT_ORDER_CODE =
    "o endereço da página (na página de informações da música, só com o pacote: o site tira do endereço tudo o mais que a plataforma de pagamento acrescente, como o código do pedido ou o seu e-mail)";

  it("leaves the policy as it was when nothing is configured", () => {
    const before = privacyPolicyFor(parseSiteEnv({}));
    expect(policy()).toEqual(before);
    const cookies = before.sections.find((item) => item.id === "cookies")!;
    expect(cookies.title).toBe("4. Cookies");
    expect(cookies.blocks).toHaveLength(7);
    expect(cookies.blocks[0]).toEqual({ type: "paragraph", text: ONE_COOKIE });
    expect(cookies.blocks[1]).toEqual({
      type: "list",
      items: [
        "Nome: promo_code.",
        "Finalidade: guardar o código promocional presente no link pelo qual você chegou ao site, para que o desconto correspondente seja aplicado quando você seguir para a página de pagamento.",
        "Conteúdo: apenas o código promocional; o cookie não contém o seu nome, o seu e-mail nem outros dados de identificação.",
        "Duração: 60 dias.",
        "Origem: cookie próprio, isto é, definido pelo nosso site, e não por terceiros. O código é repassado à nossa plataforma de pagamento parceira somente para a aplicação do desconto.",
      ],
    });
    expect(cookies.blocks[3]).toEqual({ type: "paragraph", text: NO_TRACKING });
    expect(section(before, "cookies")).toContain(
      "Você pode apagar ou bloquear cookies nas configurações do seu navegador. O site continua funcionando normalmente; apenas o desconto do link promocional pode deixar de ser aplicado automaticamente.",
    );
    expect(section(before, "dados-coletados")).toContain("Os únicos dados envolvidos são:");
    expect(section(before, "seguranca")).toContain(NO_TRACKING_COOKIES);
    expect(section(before, "alteracoes")).toContain(FUTURE_COOKIES);
    expect(section(before, "finalidades-e-bases-legais")).not.toContain("art. 7º, I,");
    const text = JSON.stringify(before);
    for (const word of [
      "Plausible",
      "Google",
      "Meta Pixel",
      CONSENT_COOKIE,
      "Preferências de cookies",
      "_ga",
      "_fbp",
      "medição",
    ]) {
      expect(text, word).not.toContain(word);
    }
  });

  it("describes Plausible alone as cookieless measurement on legitimate interest, with no consent to ask", () => {
    const plausible = policy(PLAUSIBLE);
    const cookies = section(plausible, "cookies");
    expect(cookies).toContain(
      "Medição de audiência sem cookies — Plausible Insights OÜ (Plausible Analytics), Alemanha:",
    );
    expect(cookies).toContain(EVENTS);
    expect(cookies).toContain(WITHOUT_ORDER_CODE);
    expect(cookies).toContain(
      "além do país, da região e da cidade, deduzidos do endereço IP, que não é armazenado",
    );
    expect(cookies).toContain("que muda a cada dia e é descartado");
    expect(cookies).toContain("não usa cookies nem grava nada no seu aparelho");
    expect(cookies).toContain("legítimo interesse (art. 7º, IX, e art. 10 da LGPD)");
    expect(cookies).toContain("escrevendo para {email} ou bloqueando a execução de scripts");
    expect(cookies).toContain("apenas o cookie abaixo, próprio e estritamente necessário");
    expect(cookies).not.toContain("único cookie");
    expect(cookies).not.toContain("Não usamos cookies nem outras tecnologias de rastreamento");
    expect(section(plausible, "finalidades-e-bases-legais")).toContain(
      "Medir a audiência do site com o Plausible, sem cookies: legítimo interesse (art. 7º, IX, e art. 10)",
    );
    expect(section(plausible, "compartilhamento")).toContain(
      "Ferramenta de medição de audiência — Plausible Insights OÜ (Plausible Analytics), Alemanha:",
    );
    expect(section(plausible, "transferencia-internacional")).toContain(
      "Plausible Insights OÜ (Plausible Analytics), Alemanha: país reconhecido pela ANPD como de grau de proteção de dados pessoais adequado (art. 33, I).",
    );
    // Her "cláusulas-padrão" for plausible.io: its facts give the EU's adequacy, not clauses.
    expect(
      section(
        policy({ ...PLAUSIBLE, VITE_PLAUSIBLE_TRANSFER_BASIS: "clausulas-padrao" }),
        "transferencia-internacional",
      ),
    ).not.toContain("cláusulas-padrão contratuais aprovadas");
    expect(section(plausible, "retencao")).toContain(
      "Estatísticas de audiência do Plausible: enquanto o site existir, apenas de forma agregada, sem dados pessoais.",
    );
    // Nothing waits for consent: no banner, no consent cookie, the promises of today stand.
    const text = textOf(plausible);
    for (const phrase of [
      CONSENT_COOKIE,
      "Preferências de cookies",
      "art. 7º, I,",
      "com o seu consentimento:",
      "aviso",
    ]) {
      expect(text, phrase).not.toContain(phrase);
    }
    expect(section(plausible, "seguranca")).toContain(NO_TRACKING_COOKIES);
    expect(section(plausible, "alteracoes")).toContain(FUTURE_COOKIES);
  });

  it("lists the cookies of Google Analytics 4 and the Meta Pixel, asks consent and names where data go", () => {
    const tags = policy({ ...GA4, ...PIXEL });
    const cookies = section(tags, "cookies");
    expect(tags.sections.find((item) => item.id === "cookies")?.title).toBe(
      "4. Cookies e ferramentas de medição",
    );
    expect(cookies).toContain("Nome: promo_code.");
    expect(cookies).toContain(`Nome: ${CONSENT_COOKIE}.`);
    expect(cookies).toContain(`Duração: ${CONSENT_MAX_AGE_DAYS} dias (cerca de 6 meses)`);
    expect(cookies).toContain(
      "(medição: sim ou não; publicidade: sim ou não), sem nenhum identificador",
    );
    expect(cookies).toContain("Nomes: _ga e _ga_AB12CD34EF.");
    expect(cookies).toContain("Duração: até 2 anos, o padrão do Google.");
    expect(cookies).toContain("Nomes: _fbp e _fbc.");
    expect(cookies).toContain("Duração: 90 dias.");
    expect(cookies).toContain("o site os apaga quando você retira o consentimento");
    expect(cookies).toContain(
      "Medição e publicidade com o seu consentimento: as ferramentas abaixo só são carregadas se você aceitar a categoria correspondente, com base no seu consentimento (art. 7º, I, e art. 8º da LGPD).",
    );
    expect(cookies).toContain("pelo link “Preferências de cookies”, no rodapé de todas as páginas");
    expect(cookies).toContain("nenhuma requisição chega ao Google nem à Meta");
    expect(cookies).toContain(
      "Categoria “medição” — Google LLC (Google Analytics 4), Estados Unidos:",
    );
    expect(cookies).toContain(
      "Recebe o evento PageView a cada página visitada, ViewContent quando um exemplo toca e InitiateCheckout, com o preço do pacote em reais, quando você clica em um botão de compra; a compra em si acontece na página de pagamento",
    );
    expect(cookies).not.toContain("Lead");
    expect(cookies).toContain("a configuração automática fica desligada");
    expect(cookies).toContain(
      "O Google Analytics e o Meta Pixel nunca são carregados na página de informações da música",
    );
    expect(cookies).toContain("Os sinais de publicidade do Google ficam desativados");
    // What each tag does, in the banner's words, in the cookie list and in each category.
    for (const category of ["medicao", "publicidade"] as const) {
      const { does } = consentContent.categories[category];
      expect(cookies.split(does).length - 1, category).toBe(2);
      expect(section(tags, "finalidades-e-bases-legais"), category).toContain(does);
    }
    // Google's and Meta's events are those of the selling pages, not the brief.
    expect(cookies).toContain(
      "estes eventos: um exemplo tocado (qual faixa) e um clique em um botão de compra (qual pacote).",
    );
    expect(cookies).toContain("como controladora independente e para as finalidades dela");
    expect(cookies).not.toContain("único cookie");
    expect(cookies).not.toContain("Não usamos cookies nem outras tecnologias de rastreamento");
    expect(cookies).not.toContain("Plausible");

    const purposes = section(tags, "finalidades-e-bases-legais");
    expect(purposes).toContain(
      "Medição com o Google Analytics 4 (categoria “medição”), em que o Google conta as visitas",
    );
    expect(purposes).toContain(
      "Publicidade com o Meta Pixel (categoria “publicidade”), em que a Meta (Facebook e Instagram)",
    );
    for (const category of ["medicao", "publicidade"] as const) {
      expect(purposes).toContain(
        `${consentContent.categories[category].does}: consentimento (art. 7º, I, e art. 8º)`,
      );
    }
    expect(purposes).toContain(`Guardar no cookie ${CONSENT_COOKIE} a sua escolha`);

    expect(section(tags, "compartilhamento")).toContain(
      "Ferramenta de medição — Google LLC (Google Analytics 4), Estados Unidos:",
    );
    expect(section(tags, "compartilhamento")).toContain(
      "Ferramenta de publicidade — Meta Platforms, Inc. (Meta Pixel), Estados Unidos:",
    );
    // Issue 57: her "cláusulas-padrão" is not stated where the provider's facts found none
    // (provider-facts.ts); both are among those whose transfer rests on what art. 33 allows.
    const transfer = section(tags, "transferencia-internacional");
    expect(transfer).not.toContain(
      "Google LLC (Google Analytics 4), Estados Unidos: cláusulas-padrão",
    );
    expect(transfer).not.toContain(
      "Meta Platforms, Inc. (Meta Pixel), Estados Unidos: cláusulas-padrão",
    );
    expect(transfer).toContain("de medição (Google Analytics 4) e de publicidade (Meta Pixel)");
    // Her answer "consentimento" (art. 33, VIII), which the banner asks for: stated for both.
    const consented = section(
      policy({
        ...GA4,
        ...PIXEL,
        VITE_GA4_TRANSFER_BASIS: "consentimento",
        VITE_META_PIXEL_TRANSFER_BASIS: "consentimento",
      }),
      "transferencia-internacional",
    );
    for (const tool of ["Google LLC (Google Analytics 4)", "Meta Platforms, Inc. (Meta Pixel)"]) {
      expect(consented).toContain(
        `${tool}, Estados Unidos: o seu consentimento específico e em destaque para a transferência, pedido no aviso de cookies, que diz o país antes de você aceitar (art. 33, VIII).`,
      );
    }

    const retention = section(tags, "retencao");
    expect(retention).toContain(`Cookie ${CONSENT_COOKIE}: ${CONSENT_MAX_AGE_DAYS} dias`);
    expect(retention).toContain("pelo prazo de retenção configurado na conta, de 2 a 14 meses");
    expect(retention).toContain(
      "Dados do Meta Pixel: pelo prazo previsto na política de privacidade da Meta.",
    );

    expect(section(tags, "seguranca")).toContain(
      "cookies de rastreamento (do Google Analytics e do Meta Pixel) só são gravados com o seu consentimento",
    );
    expect(section(tags, "seguranca")).not.toContain(NO_TRACKING_COOKIES);
    expect(section(tags, "alteracoes")).not.toContain(FUTURE_COOKIES);
    expect(section(tags, "alteracoes")).toContain(
      "o seu consentimento para essa categoria será solicitado antes que esses cookies sejam ativados",
    );
  });

  it("puts a configured tool without a country with the providers whose country is unknown", () => {
    const transfer = section(
      policy({ ...PROVIDERS_IN_BRAZIL, VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF" }),
      "transferencia-internacional",
    );
    expect(transfer).toContain(
      "Os prestadores de medição (Google Analytics 4) podem armazenar ou processar dados em servidores localizados fora do Brasil",
    );
    expect(transfer).not.toContain("não há transferência internacional");
    expect(transfer).not.toContain("Google LLC");
    expect(
      section(policy({ VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF" }), "transferencia-internacional"),
    ).toContain(
      "Os prestadores de pagamento, de e-mail, de hospedagem, de inteligência artificial e de medição (Google Analytics 4) podem",
    );
    // A tool processing in Brazil needs no ground, like the other providers.
    expect(
      section(
        policy({
          ...PROVIDERS_IN_BRAZIL,
          VITE_PLAUSIBLE_DOMAIN: "dancaemelodia.com.br",
          VITE_PLAUSIBLE_COUNTRY: "Brasil",
        }),
        "transferencia-internacional",
      ),
    ).toContain("não há transferência internacional");
  });

  it("describes each tool only when it is configured, in any combination", () => {
    const tools = { plausible: PLAUSIBLE, ga4: GA4, pixel: PIXEL };
    const names = Object.keys(tools) as (keyof typeof tools)[];
    for (let mask = 1; mask < 1 << names.length; mask += 1) {
      const chosen = names.filter((_, index) => mask & (1 << index));
      const env = Object.assign({}, ...chosen.map((name) => tools[name])) as Record<string, string>;
      const text = textOf(policy(env));
      const label = chosen.join(" + ");
      expect(text.includes("Plausible"), label).toBe(chosen.includes("plausible"));
      expect(text.includes("_ga_AB12CD34EF"), label).toBe(chosen.includes("ga4"));
      expect(text.includes("_fbp"), label).toBe(chosen.includes("pixel"));
      const asked = chosen.includes("ga4") || chosen.includes("pixel");
      expect(text.includes(CONSENT_COOKIE), label).toBe(asked);
      expect(text.includes("“Preferências de cookies”"), label).toBe(asked);
      expect(text, label).not.toContain(NO_TRACKING);
      expect(text, label).not.toContain(ONE_COOKIE);
      expect(
        tokensOf(text).filter((name) => !RICH_TEXT_TOKENS.includes(name)),
        label,
      ).toEqual([]);
    }
    expect(section(policy(GA4), "cookies")).toContain(
      "Medição com o seu consentimento: a ferramenta abaixo só é carregada",
    );
    expect(section(policy(GA4), "cookies")).toContain("nenhuma requisição chega ao Google.");
    expect(section(policy(PIXEL), "cookies")).toContain(
      "Publicidade com o seu consentimento: a ferramenta abaixo só é carregada",
    );
    expect(section(policy(PIXEL), "cookies")).toContain("nenhuma requisição chega à Meta.");
  });
});

describe("true to what the site does (issue 30)", () => {
  const terms = strings(termsOfUse).join(" ");

  it("describes the brief page instead of saying the site has no forms", () => {
    expect(terms).not.toContain("formulários");
    expect(section(termsOfUse, "o-servico")).toContain(
      "a página de informações da música pede o que a sua música precisa e monta uma mensagem",
    );
    expect(section(termsOfUse, "o-servico")).toContain(
      "O rascunho fica só no seu aparelho e é apagado na primeira vez que você abrir qualquer página do site depois de 30 dias sem nenhuma alteração",
    );
  });

  it("says who buys: an adult or an emancipated person, and for a minor, a parent or guardian", () => {
    const rule =
      "Para comprar, você precisa ter 18 anos completos ou ser emancipada (Código Civil, Lei nº 10.406/2002). Uma pessoa com menos de 18 anos não compra por conta própria: por ela, quem compra é a mãe, o pai ou o responsável legal";
    expect(section(termsOfUse, "quem-pode-contratar")).toContain(rule);
    // Under 16 she is represented, not merely consented for (Código Civil arts. 3º, 4º, 1.634).
    expect(strings(termsOfUse).join(" ")).not.toContain("com o consentimento dos pais");
    const policy = privacyPolicyFor(parseSiteEnv({}));
    expect(section(policy, "criancas-e-adolescentes")).toContain(
      "Uma pessoa com menos de 18 anos não compra por conta própria: por ela, compra a mãe, o pai ou o responsável legal (Termos de Uso, seção 3)",
    );
    expect(section(policy, "criancas-e-adolescentes")).not.toContain(
      "só compra com o consentimento",
    );
  });

  it("lists WhatsApp, where it is configured, with the country and the transfer ground she stated", () => {
    const number = { VITE_WHATSAPP_NUMBER: "+5511987654321" };
    const whatsapp = privacyPolicyFor(
      parseSiteEnv({
        ...number,
        VITE_WHATSAPP_COUNTRY: "Estados Unidos",
        VITE_WHATSAPP_TRANSFER_BASIS: "contrato",
      }),
    );
    expect(section(whatsapp, "compartilhamento")).toContain(
      "WhatsApp — WhatsApp LLC, do grupo Meta Platforms, Estados Unidos",
    );
    expect(section(whatsapp, "transferencia-internacional")).toContain(
      "WhatsApp LLC, do grupo Meta Platforms (mensagens), Estados Unidos: transferência necessária à execução do contrato",
    );
    // Not stated yet: named with the country its facts give (the data register, issue 57), among
    // those whose transfer is not said.
    const unstated = privacyPolicyFor(parseSiteEnv(number));
    expect(section(unstated, "compartilhamento")).toContain(
      `WhatsApp — WhatsApp LLC, do grupo Meta Platforms, ${providerFacts("VITE_WHATSAPP", "WhatsApp")?.country}, quando você`,
    );
    expect(section(unstated, "transferencia-internacional")).toContain(
      "de mensagens (WhatsApp) podem armazenar ou processar dados em servidores localizados fora do Brasil",
    );
    const without = JSON.stringify(privacyPolicyFor(parseSiteEnv({})));
    expect(without).not.toContain("WhatsApp");
  });

  it("writes numbers once, and says a word once where once is enough", () => {
    const policy = strings(privacyPolicyFor(parseSiteEnv({}))).join(" ");
    for (const text of [terms, policy]) {
      expect(text).not.toMatch(
        /\d+ \((um|uma|dois|três|cinco|seis|sete|quinze|sessenta|noventa)\)/,
      );
    }
    for (const clause of strings(termsOfUse)) {
      expect(clause.split("concordância").length - 1, clause.slice(0, 60)).toBeLessThanOrEqual(1);
    }
  });

  it("heads example testimonials as examples", () => {
    const words = testimonialsContent(testimonials);
    if (hasExamples(testimonials)) {
      expect(`${words.eyebrow} ${words.title}`).toMatch(/exemplo/i);
      expect(words.eyebrow).not.toBe("Quem já dançou");
    }
  });

  it("says in every plan the language the lyrics are sung in", () => {
    for (const plan of plans) {
      expect(plan.features.join(" "), plan.id).toMatch(/cantadas? em português/);
    }
  });

  it("names on the 10x label only what the owner's source measured", () => {
    const { stat } = heroContent;
    if (!stat) return; // Left out: launch-truth.test.ts.
    expect(stat.label).not.toContain("apresentações");
    // The owner's data, where she gave it; the demo's label is the specification's, bare.
    const source = siteConfig.claims.engagement.source;
    expect(stat.label).toEqual(
      source === null ? "mais engajamento" : expect.stringMatching(/^mais engajamento \(.+\)$/),
    );
  });

  it("says in the banner what each tag does, naming the tool", () => {
    expect(consentContent.categories.medicao.tool).toBe("Google Analytics");
    expect(consentContent.categories.publicidade.tool).toBe("Meta Pixel");
    expect(consentContent.categories.publicidade.does).not.toMatch(/levaram a uma compra/);
    expect(consentContent.categories.publicidade.does).toContain("clicou em comprar");
  });
});
