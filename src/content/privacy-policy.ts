/**
 * Política de Privacidade (LGPD). Built from the configuration: the controller (the seller's
 * identification), the encarregado or the small-agent statement, the processors by role with
 * their countries and the art. 33 ground of each transfer abroad, the AI training statement and
 * the access-log retention. What is not configured gets a neutral wording, never a claim.
 * The measurement tools (config/analytics.ts) are described only when configured: with none, the
 * text is the same as before they existed.
 *
 * Tokens: `{email}` (contact e-mail, as a link) and `{siteName}`; e-mail addresses become links.
 */
import { analyticsConfig } from "../config/analytics";
import type { AnalyticsConfig } from "../config/env-analytics";
import { consentCategories, measures, type ConsentCategory } from "../features/analytics/providers";
import { MARCO_CIVIL_LOG_DAYS } from "../config/env-common";
import {
  isBrazil,
  transferUnstated,
  type Processor,
  type ProcessorRole,
} from "../config/env-legal";
import type { SiteConfig } from "../config/env-schema";
import { siteConfig } from "../config/site";
import type { ProcessorPrefix } from "../config/provider-facts";
import type { ProcessingBasis } from "../config/transfer-rule";
import {
  ACCOUNTANT,
  CHAVES,
  CHECKOUT_PIXEL,
  REFUND_BANK,
  checkoutPixelData,
  PRAZOS,
  TRANSFER_BASIS_TEXT,
  dataWords,
  entriesIn,
  entryAt,
  entryKeyed,
  placeName,
  recipient,
  registerFor,
  storeEntries,
  type Destinatario,
  type RegisterEntry,
} from "../config/data-register";
import type { LegalBlock, LegalDocument } from "./types";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "../features/analytics/consent";
import { PROMO_COOKIE_NAME } from "../lib/promo/promo-code";
import { ATTRIBUTION_STORAGE_KEY } from "../lib/promo/attribution-key";
import { DRAFT_STORAGE_KEY } from "../features/brief/draft-policy";
import { consentContent } from "./consent";
import { TOKEN_BYTES } from "../features/orders/order-model";
import { orderPageKept } from "./order-page-kept";
import { draftExpiry } from "./draft";
import { childNameConsentFor, minorsRule } from "./minors";
import { paymentMethodWords } from "./payment-methods";
import { licencePrivacyParagraph } from "./licence";
import { REVOCATIONS_FILE } from "../features/licence/revocations";
import { brandWords } from "./brand-words";
import {
  capitalize,
  platformWords,
  sellerFieldsLabel,
  sellerFooter,
  sellerIdentification,
  type SellerIdentification,
} from "./legal-wording";

const p = (text: string): LegalBlock => ({ type: "paragraph", text });
const list = (...items: readonly string[]): LegalBlock => ({ type: "list", items });

/** How each processor is called when it is not named, and in the transfer list. */
const ROLES: Record<ProcessorRole, { readonly generic: string; readonly short: string }> = {
  payment: { generic: "Plataforma de pagamento parceira", short: "pagamento" },
  email: { generic: "Provedor de serviço de e-mail", short: "e-mail" },
  hosting: { generic: "Provedor de hospedagem", short: "hospedagem" },
  ai: {
    generic: "Ferramenta de inteligência artificial para criação musical",
    short: "inteligência artificial",
  },
  download: {
    generic: "O serviço onde fica o arquivo da música completa",
    short: "link de download",
  },
};

const ROLE_ORDER: readonly ProcessorRole[] = ["payment", "email", "hosting", "ai", "download"];

/** The roles of her configuration: the link's service only where she delivers by her own link. */
const rolesOf = (config: SiteConfig) =>
  ROLE_ORDER.filter((role) => role !== "download" || !config.orders.page);

/**
 * What WhatsApp's end-to-end encryption covers of the brief's trip: not the prepared text, which
 * rides in the wa.me link's address (`?text=`) until the chat opens, and so reaches WhatsApp's
 * servers first on a computer.
 */
export const WHATSAPP_TRIP =
  "Quando você envia as informações da música pelo WhatsApp, o texto preparado segue no endereço do link até abrir a conversa, e por isso passa pelos servidores do WhatsApp antes de você enviá-lo; depois de enviada, a mensagem tem criptografia de ponta a ponta.";

/**
 * What the owner's Pixel on the payment page receives: not this site's banner's business, since
 * the page is the platform's, but hers as the controller, so the policy says it
 * (VITE_CHECKOUT_META_PIXEL), in the data register's words (`received`, checkoutPixelData).
 */
function checkoutPixelText(platformThe: string, received: string): string {
  return `na página de pagamento, ${platformThe} executa o nosso Pixel da Meta. Quando você abre essa página e compra, a Meta recebe ${received}. Isso acontece fora deste site e do aviso de cookies dele, sob as condições e a política de privacidade da plataforma de pagamento e a política de privacidade da Meta, que trata esses dados também como controladora independente, para as finalidades dela. Nós usamos esses dados só para medir as vendas dos nossos anúncios; você pode se opor a esse uso escrevendo para {email}.`;
}

/**
 * What the order store holds, why, where and for how long, said only where the owner delivers on
 * her own site (VITE_ORDER_PAGE): made from the data register (config/data-register.ts), whose
 * entries the tests bind to the schema and to what `npm run pedido -- apagar` leaves. What is
 * emptied goes ORDER_PAGE_DAYS after the order's last event; the sale's record stays
 * ORDER_RECORD_YEARS more (order-model.ts's retentionEnds and recordEnds).
 */
function orderStoreWords(register: readonly RegisterEntry[], hosting: string) {
  const inTable = (table: string) => (entry: RegisterEntry) =>
    entry.onde.startsWith(`d1:${table}.`);
  const held = (entries: readonly RegisterEntry[]) =>
    joinPt(dataWords(entries.filter((entry) => entry.categoria !== "system.operations")));
  const d1 = register.filter((entry) => entry.onde.startsWith("d1:"));
  const files = joinPt(dataWords(register.filter((entry) => entry.onde.startsWith("r2:"))));
  const erased = storeEntries(register, "apagado");
  const kept = storeEntries(register, "mantido").filter((entry) => !inTable("certificates")(entry));
  // What stays of a certificate once its order's page is erased, and for how long: § 8 says it,
  // and so does the certificate's paragraph in § 3.
  const certificateEntries = register.filter(inTable("certificates"));
  const certificates = {
    dados: joinPt(dataWords(certificateEntries)),
    prazo: joinPt([...new Set(certificateEntries.map((entry) => entry.prazo.texto))]),
  } as const;
  const log = register.find((entry) => entry.onde.startsWith("log:"));
  return {
    collected: `Página do seu pedido: para entregar as prévias e a música, cada pedido tem uma página no nosso site, que só abre pelo endereço privado que enviamos a você. Para ela, o nosso banco de pedidos guarda: ${held(d1)}; e, nos arquivos do pedido, ${files}. Do endereço privado, guardamos só uma impressão digital (SHA-256), que não permite refazê-lo. Abrir a página ou ouvir as prévias não fica no banco de pedidos, que registra só a confirmação de download; mas fica nos registros de acesso ao site ${hosting}${log ? `: ${log.dado.replace(/^os registros de acesso ao site: /, "")}` : ""}, pelo prazo da seção 8. Nos endereços das prévias e do download vai o número do pedido, nunca o seu nome nem o seu e-mail.`,
    purpose:
      "Entregar as prévias e a música na página do seu pedido e registrar a confirmação de download da versão completa, que encerra a garantia de satisfação (Termos de Uso, seção 8): execução de contrato (art. 7º, V). Guardar a prova da entrega, dessa confirmação e de um reembolso, para responder a uma reclamação ou a um processo: exercício regular de direitos (art. 7º, VI).",
    hosting:
      "; nos serviços D1 (banco de dados) e R2 (arquivos) da Cloudflare, guarda também o banco de pedidos e os arquivos das músicas da página de cada pedido (veja a seção 3)",
    retention: `Página do pedido: ${held(erased)} ficam guardados até ${orderPageKept}, para você poder baixar a música de novo; então os apagamos, ou antes, se você pedir. Do pedido ficam, sem o seu nome e o seu e-mail, por ${PRAZOS.registroDaVenda.texto}, só ${held(kept)}: é a prova da venda, da entrega e da confirmação de download que encerra a garantia, guardada para cumprir obrigações fiscais (art. 7º, II, e art. 173 do Código Tributário Nacional) e para a defesa de direitos em um processo, dentro do prazo de prescrição do art. 27 do Código de Defesa do Consumidor (art. 7º, VI, e art. 16, I, da LGPD).${certificates.dados ? ` ${capitalize(certificates.dados)} continuam no banco ${certificates.prazo}, sem o seu nome.` : ""}`,
    certificates,
    security: `a página do seu pedido só abre pelo endereço privado que enviamos a você, com um código aleatório de ${TOKEN_BYTES * 8} bits depois do sinal #, parte do endereço que o navegador não envia ao servidor; guardamos só a impressão digital desse código, e a página não grava cookies nem envia nada a terceiros;`,
  } as const;
}

export { TRANSFER_BASIS_TEXT };

/** "Plataforma de pagamento — Hotmart (Brasil)", or the generic name when not configured. */
function processorLabel(role: ProcessorRole, processor: Processor | null): string {
  const { generic } = ROLES[role];
  if (processor === null) return generic;
  // Her country, or, unstated, the one the provider's facts give (the data register's recipient).
  const known = processor.country ?? recipient(ROLE_PREFIX[role], processor, generic).pais;
  const country = known === null ? "" : ` (${known})`;
  return `${generic} — ${processor.name}${country}`;
}

/** Each role's questions in the setup, as provider-facts.ts names them. */
const ROLE_PREFIX = {
  payment: "VITE_PAYMENT_PLATFORM",
  email: "VITE_EMAIL_PROVIDER",
  hosting: "VITE_HOSTING_PROVIDER",
  ai: "VITE_AI_PROVIDER",
  download: "VITE_DOWNLOAD_SERVICE",
} as const satisfies Record<ProcessorRole, string>;

/** "a, b e c" */
function joinPt(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

/** No measurement tool: the policy's text before they existed. */
const NOTHING_MEASURED: AnalyticsConfig = { plausible: null, ga4: null, metaPixel: null };

/** The events Google and Meta may be told of, on the selling pages (features/analytics/events.ts). */
const TAGGED_EVENTS =
  "um exemplo tocado (qual faixa) e um clique em um botão de compra (qual pacote)";

/** Plausible's events: those, and the brief sent from the thank-you page. */
const MEASURED_EVENTS = `${TAGGED_EVENTS.replace(" e um clique", ", um clique")} e o envio das informações da música na página de obrigado (qual pacote e por qual canal)`;

/** What a category's tag does, in the banner's words (content/consent.ts). */
const does = (category: ConsentCategory) => consentContent.categories[category].does;

/** The consent banner's categories, as the policy names them. */
const CATEGORY_WORDS: Record<ConsentCategory, string> = {
  medicao: "medição",
  publicidade: "publicidade",
};

/** "cerca de 6 meses": the consent cookie's lifetime in months, for the reader. */
const CONSENT_MONTHS = Math.round(CONSENT_MAX_AGE_DAYS / 30);

/**
 * A provider as the data register names it: the country its facts give (provider-facts.ts), where
 * she has not stated one (issue 57: WhatsApp is "Estados Unidos" whether she said so or not).
 */
function recipientWords(
  register: readonly RegisterEntry[],
  onde: string,
  processor: Processor,
): string {
  const who = register.find((entry) => entry.onde.startsWith(onde))?.destinatarios[0];
  const country = processor.country ?? who?.pais ?? null;
  return country === null ? processor.name : `${processor.name}, ${country}`;
}

/** "Google LLC (Google Analytics 4), Estados Unidos", or the name alone when no country is set. */
function withCountry(processor: Processor): string {
  return processor.country === null ? processor.name : `${processor.name}, ${processor.country}`;
}

interface MeasurementTool {
  /** How the tool is called in the transfer section ("os prestadores de …"). */
  readonly short: string;
  /** Its questions in the setup, as provider-facts.ts names them. */
  readonly prefix: ProcessorPrefix;
  readonly processor: Processor;
}

/** The configured measurement tools, in the policy's order. */
function measurementTools(analytics: AnalyticsConfig): MeasurementTool[] {
  return [
    ...(analytics.plausible
      ? [
          {
            short: "medição de audiência (Plausible)",
            prefix: "VITE_PLAUSIBLE" as const,
            processor: analytics.plausible.processor,
          },
        ]
      : []),
    ...(analytics.ga4
      ? [
          {
            short: "medição (Google Analytics 4)",
            prefix: "VITE_GA4" as const,
            processor: analytics.ga4.processor,
          },
        ]
      : []),
    ...(analytics.metaPixel
      ? [
          {
            short: "publicidade (Meta Pixel)",
            prefix: "VITE_META_PIXEL" as const,
            processor: analytics.metaPixel.processor,
          },
        ]
      : []),
  ];
}

/**
 * A measurement tool's cookies: the register's entries that its variable turns on. A tool whose
 * cookies the register lacks cannot be described (data-register.ts's `entryAt`, for one place).
 */
function toolCookies(register: readonly RegisterEntry[], variable: string): RegisterEntry[] {
  const found = entriesIn(register, "cookie").filter((entry) => entry.ligadoPor === variable);
  if (found.length === 0) {
    throw new Error(
      `Uma frase sobre dados fala dos cookies de ${variable}, que o registro de dados (src/config/data-register.ts) não tem nesta configuração.`,
    );
  }
  return found;
}

/** "_ga e _ga_ABC123": a tool's cookies by name, from the register. */
const cookieNames = (register: readonly RegisterEntry[], variable: string) =>
  joinPt(toolCookies(register, variable).map((entry) => placeName(entry.onde)));

/** Several cookies' one duration, or each cookie's where they differ. */
function sameTerm(entries: readonly RegisterEntry[]): string {
  const [term, ...others] = [...new Set(entries.map((entry) => entry.prazo.texto))];
  return term !== undefined && others.length === 0
    ? term
    : joinPt(entries.map((entry) => `${placeName(entry.onde)}, ${entry.prazo.texto}`));
}

/** Who receives nothing before consent: "ao Google", "à Meta" or both. */
function consentRecipients(analytics: AnalyticsConfig): string {
  const who = [...(analytics.ga4 ? ["ao Google"] : []), ...(analytics.metaPixel ? ["à Meta"] : [])];
  return who.join(" nem ");
}

/**
 * The thank-you page keeps Google and Meta out whatever the answer
 * (features/analytics/measurement-data.ts).
 */
function notOnTheBriefPage(analytics: AnalyticsConfig): string {
  const tools = [
    ...(analytics.ga4 ? ["o Google Analytics"] : []),
    ...(analytics.metaPixel ? ["o Meta Pixel"] : []),
  ];
  const loaded = tools.length > 1 ? "são carregados" : "é carregado";
  const who = joinPt(tools);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} nunca ${loaded} na página de informações da música, que abre depois da compra, mesmo que você tenha aceitado: o que você digita ali, o código do pedido e os nomes cantados não chegam ${consentRecipients(analytics)}.`;
}

/** Section 4 when a measurement tool is configured: the cookie list, then each tool. */
function measuredCookieBlocks(
  register: readonly RegisterEntry[],
  analytics: AnalyticsConfig,
  checkoutPixel: boolean,
  promoItem: string,
  campaignParameters: (cookies: string) => LegalBlock,
): LegalBlock[] {
  // Each cookie's name and how long it lasts are the register's (config/data-register.ts); a
  // cookie the register does not have for this configuration cannot be listed (entryAt).
  const cookies = (names: readonly string[]) =>
    names.map((name) => entryAt(register, `cookie:${name}`));

  const named = (entries: readonly RegisterEntry[]) =>
    joinPt(entries.map((entry) => placeName(entry.onde)));
  const categories = consentCategories(analytics);
  const asked = categories.length > 0;
  const categoryWords = joinPt(categories.map((category) => `de ${CATEGORY_WORDS[category]}`));
  const blocks: LegalBlock[] = [
    p(
      asked
        ? `O site utiliza os cookies abaixo. Os cookies ${joinPt(cookies([PROMO_COOKIE_NAME, CONSENT_COOKIE]).map((entry) => placeName(entry.onde)))} são próprios e estritamente necessários; os demais só são gravados no seu navegador se você os aceitar:`
        : "O site grava no seu navegador apenas o cookie abaixo, próprio e estritamente necessário; a ferramenta de medição de audiência que usamos, o Plausible, não utiliza cookies:",
    ),
    list(
      promoItem,
      ...(asked
        ? cookies([CONSENT_COOKIE]).map(
            (consent) =>
              `Nome: ${placeName(consent.onde)}. Finalidade: guardar a sua escolha sobre os cookies ${categoryWords}, para que o site a respeite sem perguntar de novo a cada página. Conteúdo: apenas a resposta para cada categoria (${categories.map((category) => `${CATEGORY_WORDS[category]}: sim ou não`).join("; ")}), sem nenhum identificador seu. Duração: ${consent.prazo.texto} (cerca de ${CONSENT_MONTHS} meses); depois disso, perguntamos de novo. Origem: cookie próprio, estritamente necessário para guardar a sua escolha.`,
          )
        : []),
      ...(analytics.ga4
        ? [toolCookies(register, "VITE_GA4_MEASUREMENT_ID")].map((ga4) => {
            return `Nomes: ${named(ga4)}. Finalidade: medição (Google Analytics 4): ${does("medicao")}; o código aleatório distingue o seu navegador dos demais. Duração: ${sameTerm(ga4)}, o padrão do Google. Origem: gravados no domínio do site pelo script do Google Analytics 4, que envia o identificador ao Google, e só depois que você aceita a categoria “medição”; o site os apaga quando você retira o consentimento.`;
          })
        : []),
      ...(analytics.metaPixel
        ? [toolCookies(register, "VITE_META_PIXEL_ID")].map(
            (pixel) =>
              `Nomes: ${named(pixel)}. Finalidade: publicidade (Meta Pixel): ${does("publicidade")}; o _fbp identifica o seu navegador por um código aleatório, e o _fbc, gravado só quando você chega ao site por um anúncio da Meta, guarda a identificação desse clique. Duração: ${sameTerm(pixel)}. Origem: gravados no domínio do site pelo script do Meta Pixel, que envia esses códigos à Meta, e só depois que você aceita a categoria “publicidade”; o site os apaga quando você retira o consentimento.`,
          )
        : []),
    ),
    campaignParameters(asked ? "Além dos cookies" : "Além do cookie"),
  ];
  if (analytics.plausible) {
    blocks.push(
      p(
        `Medição de audiência sem cookies — ${withCountry(analytics.plausible.processor)}: a cada página visitada, o site envia ao Plausible o endereço da página (na página de informações da música, só com o pacote: o site tira do endereço tudo o mais que a plataforma de pagamento acrescente, como o código do pedido ou o seu e-mail), o endereço da página de onde você veio (referenciador), o navegador, o sistema operacional e o tipo de aparelho, além do país, da região e da cidade, deduzidos do endereço IP, que não é armazenado. O site também informa ao Plausible estes eventos: ${MEASURED_EVENTS}. Para contar os visitantes, o Plausible usa um código (hash) calculado a partir do endereço IP e da identificação do navegador (user-agent), que muda a cada dia e é descartado; ele não usa cookies nem grava nada no seu aparelho. A base legal é o legítimo interesse (art. 7º, IX, e art. 10 da LGPD), para sabermos quais páginas, exemplos e preços interessam aos visitantes, com dados agregados que não identificam você. Você pode se opor a essa medição escrevendo para {email} ou bloqueando a execução de scripts no seu navegador.`,
      ),
    );
  }
  if (asked) {
    const heading = joinPt(categories.map((category) => CATEGORY_WORDS[category]));
    blocks.push(
      p(
        `${heading.charAt(0).toUpperCase()}${heading.slice(1)} com o seu consentimento: ${categories.length === 1 ? "a ferramenta abaixo só é carregada" : "as ferramentas abaixo só são carregadas"} se você aceitar a categoria correspondente, com base no seu consentimento (art. 7º, I, e art. 8º da LGPD). Um aviso pede a sua escolha: você pode aceitar, recusar ou escolher por categoria e, a qualquer momento, mudar a escolha ou retirar o consentimento pelo link “Preferências de cookies”, no rodapé de todas as páginas. Antes do seu consentimento, nada disso é carregado e nenhuma requisição chega ${consentRecipients(analytics)}. ${notOnTheBriefPage(analytics)}`,
      ),
      list(
        ...(analytics.ga4
          ? [
              `Categoria “medição” — ${withCountry(analytics.ga4.processor)}: ${does("medicao")}. Recebe as páginas visitadas, os dados do aparelho e do navegador, a sua localização aproximada e estes eventos: ${TAGGED_EVENTS}. Guarda um identificador aleatório nos cookies ${cookieNames(register, "VITE_GA4_MEASUREMENT_ID")} (veja a lista acima). Os sinais de publicidade do Google ficam desativados: o site não usa nenhuma ferramenta de anúncios do Google.`,
            ]
          : []),
        ...(analytics.metaPixel
          ? [
              `Categoria “publicidade” — ${withCountry(analytics.metaPixel.processor)}: ${does("publicidade")}. Recebe o evento PageView a cada página visitada, ViewContent quando um exemplo toca e InitiateCheckout, com o preço do pacote em reais, quando você clica em um botão de compra; a compra em si acontece na página de pagamento, fora deste site, sob a política de privacidade da plataforma de pagamento. O Pixel não lê sozinho os botões, os formulários nem o conteúdo das páginas (a configuração automática fica desligada), e, neste site, não recebe o seu nome, o seu e-mail nem o seu telefone${checkoutPixel ? "; na página de pagamento, o mesmo Pixel, executado pela plataforma, pode recebê-los na compra (veja a seção 6)" : ""}. Guarda os cookies _fbp e, quando você chega ao site por um anúncio da Meta, _fbc (veja a lista acima). A Meta pode associar esses dados à sua conta do Facebook ou do Instagram, conforme a política de privacidade dela, como controladora independente e para as finalidades dela.`,
            ]
          : []),
      ),
    );
  }
  blocks.push(
    p(
      "Não usamos outros cookies nem outras ferramentas de análise de audiência, de publicidade ou de redes sociais além dos descritos acima.",
    ),
  );
  return blocks;
}

function controllerParagraph(seller: SellerIdentification, brandOf: string): string {
  const role = "a quem competem as decisões sobre o tratamento, nos termos do art. 5º, VI, da LGPD";
  if (seller.legalName === null || seller.taxId === null) {
    return `Os dados pessoais tratados no âmbito ${brandOf} estão sob a responsabilidade do controlador, identificado no ${sellerFooter(siteConfig)} (${sellerFieldsLabel(seller)}), ${role}.`;
  }
  const address = seller.address === null ? "" : `, com endereço em ${seller.address}`;
  return `O controlador dos dados pessoais tratados no âmbito ${brandOf} é ${seller.legalName} (${seller.taxId.label} ${seller.taxId.number})${address}, ${role}.`;
}

function contactParagraph(config: SiteConfig): string {
  const contact = config.legal.dataProtection;
  if (contact === null) {
    return "Para qualquer assunto relativo à privacidade e à proteção de dados, inclusive o exercício dos seus direitos, escreva para {email}.";
  }
  if (contact.kind === "small-agent") {
    return "Somos um agente de tratamento de pequeno porte e, como permite o art. 11 da Resolução CD/ANPD nº 2/2022, não indicamos um encarregado pelo tratamento de dados pessoais. O nosso canal de comunicação com os titulares, para os fins do art. 41, § 2º, I, da LGPD, é o e-mail {email}: por ele recebemos reclamações e comunicações, prestamos esclarecimentos e tomamos as providências cabíveis, inclusive sobre o exercício dos seus direitos.";
  }
  return `O encarregado pelo tratamento de dados pessoais (art. 41 da LGPD) é ${contact.name}, com contato pelo e-mail ${contact.email}. É o canal de comunicação com os titulares de dados e com a Agência Nacional de Proteção de Dados (ANPD) para qualquer assunto relativo à privacidade e à proteção de dados, inclusive o exercício dos seus direitos.`;
}

function aiTrainingText(config: SiteConfig): string {
  switch (config.legal.aiTraining) {
    case false:
      return "As condições do fornecedor dessa ferramenta não permitem que ele use o nome cantado, a letra ou as suas preferências para treinar os seus modelos de inteligência artificial.";
    case true:
      return "As condições do fornecedor dessa ferramenta permitem que ele use o nome cantado e a letra para treinar e aprimorar os seus modelos de inteligência artificial. Se preferir que isso não aconteça com o seu nome, fale conosco antes de comprar, pelo e-mail {email}.";
    default:
      return "Se quiser saber se o fornecedor dessa ferramenta pode usar o nome cantado e a letra para treinar os seus modelos de inteligência artificial, escreva para {email} antes de comprar.";
  }
}

/** A recipient's line in § 6, only where the register's entry names it among its recipients. */
const recipientLine = (
  entry: RegisterEntry,
  who: Destinatario,
  line: (who: Destinatario) => string,
): string[] => (entry.destinatarios.includes(who) ? [line(who)] : []);

/** A register's datum as a list item of § 8: "a chave Pix, …" → "Chave Pix, …". */
const listItem = (dado: string) => capitalize(dado.replace(/^(os|as|o|a) /, ""));

function transferBlocks(config: SiteConfig, analytics: AnalyticsConfig): LegalBlock[] {
  // WhatsApp's country and basis are hers to state, as any processor's (VITE_WHATSAPP_COUNTRY).
  // Each country and basis as the data register's recipient has them: a basis the provider's
  // facts do not support is not stated (issue 57: no "cláusulas-padrão" the provider lacks).
  const supported = (
    prefix: ProcessorPrefix,
    processor: Processor | null,
    processing?: ProcessingBasis,
  ): Processor | null => {
    if (processor === null) return null;
    const known = recipient(prefix, processor, processor.name, processing);
    return {
      ...processor,
      country: processor.country ?? known.pais,
      transferBasis: known.baseTransferencia,
    };
  };
  const whatsapp = [supported("VITE_WHATSAPP", config.legal.whatsapp)].filter(
    (processor): processor is Processor => processor !== null,
  );
  const processors = Object.fromEntries(
    ROLE_ORDER.map((role) => [role, supported(ROLE_PREFIX[role], config.legal.processors[role])]),
  ) as Record<ProcessorRole, Processor | null>;
  const tools = measurementTools(analytics).map((tool) => ({
    ...tool,
    processor: supported(tool.prefix, tool.processor) ?? tool.processor,
  }));
  // The Pixel the payment page runs for her (VITE_CHECKOUT_META_PIXEL): Meta receives the
  // purchase there, abroad like the site's own Pixel, whose country it shares; not its basis,
  // since no banner asks for consent there (legitimate interest: data-register.ts).
  const checkoutPixel = config.legal.checkoutRunsMetaPixel
    ? supported(
        "VITE_META_PIXEL",
        {
          name: CHECKOUT_PIXEL,
          country: analytics.metaPixel?.processor.country ?? null,
          transferBasis: null,
        },
        "interesse",
      )
    : null;
  const abroadOf = (label: string, processor: Processor | null) =>
    processor?.country != null && !isBrazil(processor.country) && processor.transferBasis
      ? [{ label, country: processor.country, basis: processor.transferBasis }]
      : [];
  const abroad = [
    ...rolesOf(config).flatMap((role) => {
      const processor = processors[role];
      return abroadOf(`${processor?.name ?? ""} (${ROLES[role].short})`, processor);
    }),
    ...whatsapp.flatMap((processor) => abroadOf(`${processor.name} (mensagens)`, processor)),
    // The tool's name is in the processor's ("Google LLC (Google Analytics 4)").
    ...tools.flatMap(({ processor }) => abroadOf(processor.name, processor)),
    ...abroadOf(CHECKOUT_PIXEL, checkoutPixel),
  ];
  // Where it is not said, or abroad with no ground said yet: only what art. 33 allows is said.
  const unstated = (processor: Processor | null) =>
    processor?.country == null || transferUnstated(processor);
  const unknown = [
    ...rolesOf(config)
      .filter((role) => unstated(processors[role]))
      .map((role) => ROLES[role].short),
    ...whatsapp.filter(unstated).map(() => "mensagens (WhatsApp)"),
    ...tools.filter(({ processor }) => unstated(processor)).map(({ short }) => short),
    ...(checkoutPixel && unstated(checkoutPixel) ? ["Meta Pixel na página de pagamento"] : []),
  ];
  const blocks: LegalBlock[] = [];
  if (abroad.length > 0) {
    blocks.push(
      p("Os prestadores abaixo tratam dados fora do Brasil, com base no art. 33 da LGPD:"),
      list(
        ...abroad.map(
          ({ label, country, basis }) => `${label}, ${country}: ${TRANSFER_BASIS_TEXT[basis]}.`,
        ),
      ),
    );
  }
  if (unknown.length > 0) {
    const who = joinPt(unknown.map((short) => `de ${short}`));
    blocks.push(
      p(
        `Os prestadores ${who} podem armazenar ou processar dados em servidores localizados fora do Brasil, por exemplo nos Estados Unidos ou na União Europeia. Nesses casos, a transferência internacional ocorre apenas nas hipóteses permitidas pelo art. 33 da LGPD, como:`,
      ),
      list(
        "para países ou organismos internacionais com grau de proteção de dados pessoais adequado, reconhecido pela ANPD (art. 33, I);",
        "mediante garantias de cumprimento da LGPD, como cláusulas-padrão contratuais, nos termos da regulamentação da ANPD (art. 33, II, e Resolução CD/ANPD nº 19/2024);",
        "quando necessária à execução do contrato firmado com você ou de procedimentos preliminares a ele relacionados (art. 33, IX, combinado com o art. 7º, V).",
      ),
    );
  }
  if (blocks.length === 0) {
    return [
      p(
        "Todos os prestadores listados na seção 6 tratam os dados no Brasil: não há transferência internacional de dados pessoais.",
      ),
    ];
  }
  blocks.push(
    p(
      "Em todos os casos, trabalhamos com prestadores que adotam padrões de segurança e de proteção de dados compatíveis com os exigidos pela legislação brasileira.",
    ),
  );
  return blocks;
}

/**
 * What the access logs she keeps hold: the fields docs/publicar.md ("Os registros de acesso")
 * has her choose, without the query string, where the checkout puts the buyer's name, e-mail and
 * order code on the thank-you page's address.
 */
const KEPT_LOG_FIELDS =
  "o endereço IP, a data e a hora de cada acesso e a página pedida, sem o que vem depois do “?” no endereço, onde a página de pagamento põe o seu nome, o seu e-mail e o código do pedido ao abrir a página de obrigado";

function accessLogRetention(config: SiteConfig): string {
  const days = config.legal.accessLogRetentionDays;
  const host = config.legal.processors.hosting;
  const provider =
    host === null ? "o provedor de hospedagem" : `o provedor de hospedagem (${host.name})`;
  if (days === null) {
    return `Registros de acesso ao site: ficam com ${provider}, que os guarda pelo prazo previsto na política de privacidade dele; não mantemos cópia própria desses registros.`;
  }
  if (days < MARCO_CIVIL_LOG_DAYS) {
    // A seller with her CPF, or a build that is not a launch: the launch gate refuses less than
    // 6 months to a seller with a CNPJ (Marco Civil, art. 15).
    return `Registros de acesso ao site: ${days} dias, prazo em que ${provider} os guarda, conforme a política dele.`;
  }
  // Art. 15 binds a legal entity; a seller with her CPF keeps them without saying the law asks her.
  const required =
    config.legal.sellerCpf === null
      ? ", como exige o art. 15 do Marco Civil da Internet (no mínimo 6 meses)"
      : "";
  return `Registros de acesso ao site (${KEPT_LOG_FIELDS}): ${days} dias, sob sigilo e em ambiente controlado${required}. Somos nós, como responsáveis pelo site, que os mantemos; quem os guarda por nós é ${provider}. Só os fornecemos a terceiros por ordem judicial.`;
}

/**
 * The policy for a configuration. `analytics` is apart from `config`, as in the build
 * (config/analytics.ts); without it, nothing is measured.
 */
export function privacyPolicyFor(
  config: SiteConfig,
  analytics: AnalyticsConfig = NOTHING_MEASURED,
): LegalDocument {
  const platform = platformWords(config.legal.paymentPlatform);
  const seller = sellerIdentification(config);
  const { processors } = config.legal;
  const whatsapp = config.sales.whatsapp !== null;
  const channels = whatsapp ? "pelo seu e-mail ou WhatsApp" : "pelo seu e-mail";
  const methods = paymentMethodWords(config.legal.paymentMethods);
  const hosting =
    processors.hosting === null
      ? "do provedor de hospedagem"
      : `do provedor de hospedagem (${processors.hosting.name})`;
  const measured = measures(analytics);
  // Said only where the owner delivers on her own site (VITE_ORDER_PAGE).
  // What is kept, for how long and by whom: the data register for this configuration.
  const register = registerFor(config, analytics);
  const orders = config.orders.page ? orderStoreWords(register, hosting) : null;
  const categories = consentCategories(analytics);
  const asked = categories.length > 0;
  const askedWords = joinPt(categories.map((category) => `de ${CATEGORY_WORDS[category]}`));
  // What the browser keeps (section 4): each place, its name and its time are the register's.
  const promo = entryAt(register, `cookie:${PROMO_COOKIE_NAME}`);
  const campaign = entryAt(register, `sessionStorage:${ATTRIBUTION_STORAGE_KEY}`);
  const draft = entryAt(register, `localStorage:${DRAFT_STORAGE_KEY}`);
  // What § 8 keeps outside the site: her mailbox, her computer, her fiscal records.
  const messages = entryKeyed(register, CHAVES.mensagensDoPedido);
  const refund = entryKeyed(register, CHAVES.devolucao);
  const contact = entryKeyed(register, CHAVES.contato);
  const audio = entryAt(register, "vendedora:arquivos-de-audio");
  const fiscal = entryAt(register, "vendedora:registros-fiscais");
  // Delivered by her own link: the file and its access record stay at the link's service.
  const link = orders
    ? null
    : {
        file: entryKeyed(register, CHAVES.arquivoNoLink),
        access: entryAt(register, "log:servico-do-link"),
      };
  const storageKind = (entry: RegisterEntry) => entry.onde.slice(0, entry.onde.indexOf(":"));
  const campaignParameters = (cookies: string) =>
    p(
      `${cookies}, quando o link pelo qual você chegou traz parâmetros de campanha (utm_source, utm_medium, utm_campaign, utm_content, utm_term, src, sck), o site os guarda apenas durante a visita, no armazenamento de sessão do navegador (${storageKind(campaign)}, ${campaign.prazo.texto}), e os acrescenta aos links de compra. Assim, ${platform.the} pode informar, no relatório de vendas, de qual divulgação veio a compra. Esses parâmetros dizem de onde veio o link (por exemplo, uma publicação no Instagram), não quem você é; não criamos outro cookie para isso.`,
    );
  const promoOrigin = `cookie próprio, isto é, definido pelo nosso site, e não por terceiros. O código é repassado ${platform.to} somente para a aplicação do desconto.`;
  const promoPurpose =
    "guardar o código promocional presente no link pelo qual você chegou ao site, para que o desconto correspondente seja aplicado quando você seguir para a página de pagamento";
  const promoTerm = `Duração: ${promo.prazo.texto}.`;

  return {
    title: "Política de Privacidade",
    description:
      "Como tratamos seus dados pessoais conforme a LGPD: dados coletados, cookie promocional, finalidades, compartilhamento, prazos de guarda e seus direitos.",
    intro: `Esta Política de Privacidade explica como ${brandWords(config).the} trata os dados pessoais de quem visita o site e de quem compra uma música personalizada, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e com o Marco Civil da Internet (Lei nº 12.965/2014). Nosso princípio é simples: tratar apenas os dados necessários para criar e entregar a sua música.`,
    sections: [
      {
        id: "controlador",
        title: "1. Quem é o controlador",
        blocks: [
          p(controllerParagraph(seller, brandWords(config).of)),
          p(contactParagraph(config)),
          p(
            "Nesta Política, “nós” se refere ao controlador, e “você” se refere ao titular, ou seja, à pessoa a quem os dados pessoais se referem.",
          ),
        ],
      },
      {
        id: "abrangencia",
        title: "2. A quem esta política se aplica",
        blocks: [
          p("Esta Política se aplica aos dados pessoais de:"),
          list(
            "visitantes do site;",
            "clientes que compram uma música;",
            "pessoas cujo nome é cantado em uma música, quando não forem as próprias compradoras;",
            "qualquer pessoa que entre em contato conosco por e-mail.",
          ),
          p(
            `O pagamento é feito na página ${platform.of}, fora do nosso site. A coleta e o processamento dos dados de pagamento nessa etapa seguem também a ${config.legal.paymentPlatformLinks.privacy ? "{paymentPlatformPrivacy}" : `política de privacidade ${platform.of}`}, que recomendamos ler.`,
          ),
        ],
      },
      {
        id: "dados-coletados",
        title: "3. Dados que tratamos",
        blocks: [
          p(
            "Quando você apenas navega pelo site, não pedimos nenhuma informação: não há cadastro, e o único formulário, o das informações da música, na página que abre depois da compra, não envia nada ao site (veja a seção 4). Os únicos dados envolvidos são:",
          ),
          list(
            `o cookie ${placeName(promo.onde)}, que guarda o código promocional do link pelo qual você chegou ao site, quando houver (veja a seção 4);`,
            "os parâmetros de campanha desse link, quando houver, guardados só durante a visita (veja a seção 4);",
            ...(analytics.plausible
              ? [
                  "os dados de navegação enviados à ferramenta de medição de audiência (Plausible), que não usa cookies e não identifica você (veja a seção 4);",
                ]
              : []),
            ...(asked
              ? [
                  `se você aceitar os cookies ${askedWords}, os dados de navegação e os identificadores aleatórios enviados ${joinPt([...(analytics.ga4 ? ["ao Google Analytics 4"] : []), ...(analytics.metaPixel ? ["ao Meta Pixel"] : [])])} (veja a seção 4);`,
                ]
              : []),
            config.legal.accessLogRetentionDays !== null &&
              config.legal.accessLogRetentionDays >= MARCO_CIVIL_LOG_DAYS
              ? `os registros de acesso que guardamos, gerados pelo servidor ${hosting}: ${KEPT_LOG_FIELDS} (veja a seção 8).`
              : `os registros técnicos de acesso gerados automaticamente pelo servidor ${hosting}, como endereço IP, data e hora do acesso, página solicitada e identificação do navegador e do sistema operacional (user-agent).`,
          ),
          p("Quando você compra uma música, tratamos:"),
          list(
            "dados de identificação e contato: nome e e-mail;",
            "dados da compra: pacote adquirido, valor, forma de pagamento, código promocional utilizado, data e situação do pagamento e, quando necessário para o cumprimento de obrigações fiscais, o documento informado na compra, como o CPF;",
            `dados de pagamento: coletados e processados diretamente ${platform.by} — nós nunca vemos nem armazenamos números de cartão, e recebemos apenas a confirmação do pagamento e as informações da transação;`,
            `dados para a criação da música, que você nos envia ${channels} (pela página que abre depois da compra ou escrevendo diretamente): o nome a ser cantado, a indicação de como ele se pronuncia (por escrito ou em um áudio curto, se você preferir enviá-lo), o que a sua dança pede (duração, limite de tempo do evento, ritmo, andamento, partes e final) e as suas preferências musicais (estilo, clima, finalidade, história e o que evitar), além da letra e dos arquivos de áudio produzidos;`,
            `comunicações: as mensagens de e-mail${whatsapp ? " e de WhatsApp" : ""} trocadas conosco, incluindo aprovações, pedidos de ajuste e solicitações de atendimento;`,
            "dados para uma devolução, quando você desiste da compra ou pede o reembolso e a plataforma de pagamento não pode mais estornar o valor: a chave Pix, ou o banco, a agência e a conta, que você nos informa para receber o depósito.",
          ),
          ...(orders ? [p(orders.collected)] : []),
          // The signed certificate, where the owner issues them (VITE_LICENCE_PUBLIC_KEY).
          ...(config.licence
            ? [
                p(
                  licencePrivacyParagraph(
                    orders
                      ? {
                          store: true,
                          prazo: entryAt(register, "d1:songs.certificate").prazo.texto,
                          depois: orders.certificates,
                        }
                      : {
                          store: false,
                          dado: entryAt(register, `vendedora:${REVOCATIONS_FILE}`).dado,
                        },
                  ),
                ),
              ]
            : []),
          p(
            "Não solicitamos dados pessoais sensíveis, como origem racial ou étnica, convicção religiosa, opinião política, dados de saúde ou de vida sexual (art. 5º, II, da LGPD). Pedimos que você não os inclua nas preferências nem nos e-mails, a menos que sejam essenciais para a música que deseja.",
          ),
        ],
      },
      {
        id: "cookies",
        title: measured ? "4. Cookies e ferramentas de medição" : "4. Cookies",
        blocks: [
          ...(measured
            ? measuredCookieBlocks(
                register,
                analytics,
                config.legal.checkoutRunsMetaPixel === true,
                `Nome: ${placeName(promo.onde)}. Finalidade: ${promoPurpose}. Conteúdo: apenas o código promocional, sem o seu nome, o seu e-mail ou outros dados de identificação. ${promoTerm} Origem: ${promoOrigin}`,
                campaignParameters,
              )
            : [
                p("O site utiliza um único cookie, próprio e estritamente necessário:"),
                list(
                  `Nome: ${placeName(promo.onde)}.`,
                  `Finalidade: ${promoPurpose}.`,
                  "Conteúdo: apenas o código promocional; o cookie não contém o seu nome, o seu e-mail nem outros dados de identificação.",
                  promoTerm,
                  `Origem: ${promoOrigin}`,
                ),
                campaignParameters("Além do cookie"),
                p(
                  "Não usamos cookies nem outras tecnologias de rastreamento de terceiros, análise de audiência (analytics), publicidade ou redes sociais. Como o único cookie é estritamente necessário para oferecer a funcionalidade que você mesmo acionou ao acessar o link promocional, não exibimos aviso de consentimento de cookies, em linha com o Guia Orientativo da ANPD sobre cookies e proteção de dados pessoais.",
                ),
              ]),
          p(
            `Na página de informações da música, que abre depois da compra, fica guardado no armazenamento local do navegador (${storageKind(draft)}), só no seu aparelho, ${draft.dado}. Serve para que nada se perca se a página recarregar ou se você voltar a ela. O rascunho não sai do aparelho até você mesmo enviar a mensagem ${channels}, e nós não temos acesso a ele. Ele é apagado quando você toca em “Apagar rascunho” (que a página também oferece logo depois que você abre a mensagem ${channels.replace("pelo seu ", "no seu ")}), quando apaga os dados do site no navegador ou, sozinho, ${draftExpiry}: todas as páginas do site conferem a data dele ao abrir.`,
          ),
          p(
            `Você pode apagar ou bloquear cookies nas configurações do seu navegador. O site continua funcionando normalmente; apenas o desconto do link promocional pode deixar de ser aplicado automaticamente${asked ? ", e a pergunta sobre cookies pode voltar a aparecer, porque a sua escolha deixa de ficar guardada" : ""}.`,
          ),
          p(
            `Na página de pagamento, ${platform.the} pode utilizar cookies próprios, regidos pela política de privacidade da própria plataforma.`,
          ),
        ],
      },
      {
        id: "finalidades-e-bases-legais",
        title: "5. Finalidades e bases legais",
        blocks: [
          p(
            "Tratamos dados pessoais apenas para finalidades legítimas, específicas e informadas a você, com base nas hipóteses do art. 7º da LGPD:",
          ),
          list(
            "Processar a compra, criar a música, enviar a letra e as prévias para aprovação e entregar a versão final: execução de contrato e de procedimentos preliminares a pedido do titular (art. 7º, V).",
            "Prestar atendimento e tratar pedidos de ajuste, cancelamento, arrependimento e reembolso: execução de contrato (art. 7º, V) e cumprimento de obrigação legal, inclusive as previstas no Código de Defesa do Consumidor e no Decreto nº 7.962/2013 (art. 7º, II).",
            "Emitir documentos fiscais e manter os registros contábeis e fiscais da venda: cumprimento de obrigação legal ou regulatória (art. 7º, II).",
            `Aplicar o desconto do link promocional por meio do cookie ${placeName(promo.onde)}: legítimo interesse (art. 7º, IX), para garantir a você a condição oferecida no link que você acessou.`,
            "Repassar à página de pagamento os parâmetros de campanha do link que você acessou: legítimo interesse (art. 7º, IX), para sabermos quais divulgações trazem vendas, sem identificar você.",
            ...(analytics.plausible
              ? [
                  "Medir a audiência do site com o Plausible, sem cookies: legítimo interesse (art. 7º, IX, e art. 10), para sabermos quais páginas, exemplos e preços interessam aos visitantes, com dados agregados que não identificam você. Você pode se opor escrevendo para {email}.",
                ]
              : []),
            ...(analytics.ga4
              ? [
                  `Medição com o Google Analytics 4 (categoria “medição”), em que ${does("medicao")}: consentimento (art. 7º, I, e art. 8º), que você pode recusar ou retirar a qualquer momento pelo link “Preferências de cookies”.`,
                ]
              : []),
            ...(analytics.metaPixel
              ? [
                  `Publicidade com o Meta Pixel (categoria “publicidade”), em que ${does("publicidade")}: consentimento (art. 7º, I, e art. 8º), que você pode recusar ou retirar a qualquer momento pelo link “Preferências de cookies”.`,
                ]
              : []),
            ...(asked
              ? [
                  `Guardar no cookie ${CONSENT_COOKIE} a sua escolha sobre os cookies ${askedWords}: legítimo interesse (art. 7º, IX), para lembrar a sua escolha e só ativar essas ferramentas com o seu consentimento, como exige a LGPD.`,
                ]
              : []),
            "Manter os registros de acesso ao site, gerados pelo provedor de hospedagem, para segurança e prevenção de fraudes e abusos: legítimo interesse (art. 7º, IX) e, quando aplicável, cumprimento da obrigação de guarda do art. 15 do Marco Civil da Internet (art. 7º, II).",
            ...(orders ? [orders.purpose] : []),
            "Devolver o valor por Pix ou depósito, quando a plataforma de pagamento não puder mais estornar: execução de contrato (art. 7º, V) e cumprimento da obrigação de devolver o valor pago (art. 49, parágrafo único, do Código de Defesa do Consumidor; art. 7º, II).",
            ...(config.legal.checkoutRunsMetaPixel
              ? [
                  `Medir as vendas dos nossos anúncios com o nosso Pixel da Meta, que ${platform.the} executa na página de pagamento (veja a seção 6): legítimo interesse (art. 7º, IX, e art. 10), só com ${config.legal.checkoutPixelSendsContact === false ? "os eventos da compra, sem o seu nome, o seu e-mail e o seu telefone" : "os eventos da compra e os dados que a plataforma envia à Meta"}; você pode se opor escrevendo para {email}. Os cookies que o Pixel grava na página de pagamento seguem o aviso e a política de privacidade ${platform.of}.`,
                ]
              : []),
            "Defender direitos em processos judiciais, administrativos ou arbitrais: exercício regular de direitos (art. 7º, VI).",
          ),
          p(
            "Quando o nome cantado pertence a outra pessoa, o tratamento desse nome se baseia no legítimo interesse (art. 7º, IX) em atender ao pedido do cliente, que declara ter a autorização dessa pessoa. Para crianças e adolescentes, veja a seção 12.",
          ),
          p(
            "Não vendemos dados pessoais e não usamos o seu e-mail para marketing sem o seu consentimento. As ferramentas de inteligência artificial apenas geram a música a partir das informações fornecidas: não tomamos decisões automatizadas que afetem os seus interesses nem criamos perfis a seu respeito.",
          ),
        ],
      },
      {
        id: "compartilhamento",
        title: "6. Compartilhamento de dados",
        blocks: [
          p(
            "Compartilhamos dados pessoais apenas com quem precisa deles para que o serviço funcione, e somente na medida do necessário:",
          ),
          list(
            `${processorLabel("payment", processors.payment)}: processa o pagamento${methods ? ` (${methods.kinds})` : ""}, previne fraudes e nos informa a confirmação da compra, com nome, e-mail e dados da transação.`,
            ...(config.legal.checkoutRunsMetaPixel
              ? [
                  `${CHECKOUT_PIXEL} — ${platform.name ?? "na plataforma de pagamento"}: ${checkoutPixelText(platform.the, checkoutPixelData(config.legal.checkoutPixelSendsContact))}`,
                ]
              : []),
            `${processorLabel("email", processors.email)}: envia e armazena as mensagens trocadas com você, incluindo a letra${orders ? " e as mensagens que dizem quando as prévias e a música estão na página do seu pedido" : ", as prévias e o link de download da música final"}.`,
            `${processorLabel("hosting", processors.hosting)}: mantém o site no ar e gera os registros técnicos de acesso${orders ? orders.hosting : ""}.`,
            // Delivered by a link (VITE_ORDER_PAGE=nao): the file's service records its first access.
            ...(orders
              ? []
              : [
                  `${processorLabel("download", processors.download)}: guarda o arquivo e registra o acesso ao link de download (a data, a hora e o endereço IP), o registro que marca o fim da garantia de satisfação (Termos de Uso, seção 8), pelo prazo da política de privacidade dele.`,
                ]),
            `${processorLabel("ai", processors.ai)}: recebe somente o nome a ser cantado, a pronúncia desse nome, as preferências musicais e a letra necessários para gerar a música. Não enviamos a essa ferramenta o seu e-mail, os seus dados de pagamento nem outras informações de contato. ${aiTrainingText(config)}`,
            ...(config.legal.whatsapp
              ? [
                  `WhatsApp — ${recipientWords(register, "fornecedor:whatsapp", config.legal.whatsapp)}, quando você escolhe nos enviar as informações da música ou nos escrever por ele: transmite as mensagens trocadas. ${WHATSAPP_TRIP} Trata os dados da sua conta como controlador independente, conforme a política de privacidade do próprio WhatsApp.`,
                ]
              : []),
            ...(analytics.plausible
              ? [
                  `Ferramenta de medição de audiência — ${withCountry(analytics.plausible.processor)}: recebe, sem cookies, os dados de navegação e os eventos descritos na seção 4, que não identificam você.`,
                ]
              : []),
            ...(analytics.ga4
              ? [
                  `Ferramenta de medição — ${withCountry(analytics.ga4.processor)}: só se você aceitar a categoria “medição”, recebe os dados de navegação, os eventos e o identificador aleatório descritos na seção 4.`,
                ]
              : []),
            ...(analytics.metaPixel
              ? [
                  `Ferramenta de publicidade — ${withCountry(analytics.metaPixel.processor)}: só se você aceitar a categoria “publicidade”, recebe os eventos e os identificadores descritos na seção 4; a Meta também trata esses dados como controladora independente, para as finalidades dela, conforme a política de privacidade dela.`,
                ]
              : []),
            // Who receives a refund's account and the fiscal records: the register's recipients.
            ...recipientLine(
              refund,
              REFUND_BANK,
              (bank) =>
                `${listItem(bank.nome)}, por Pix ou depósito (${bank.pais}): recebe ${refund.dado}, e o valor.`,
            ),
            ...recipientLine(
              fiscal,
              ACCOUNTANT,
              (accountant) =>
                `${listItem(accountant.nome)} (${accountant.pais}): recebe ${fiscal.dado}, para ${fiscal.finalidade}.`,
            ),
            "Autoridades públicas: quando houver obrigação legal ou regulatória, requisição de autoridade competente ou ordem judicial, ou para o exercício regular de direitos.",
          ),
          p(
            "Esses prestadores atuam como operadores ou como controladores independentes, conforme o caso, e devem tratar os dados de acordo com a LGPD, com obrigações de confidencialidade e segurança. Não vendemos, alugamos nem cedemos os seus dados a terceiros para fins comerciais.",
          ),
        ],
      },
      {
        id: "transferencia-internacional",
        title: "7. Transferência internacional de dados",
        blocks: transferBlocks(config, analytics),
      },
      {
        id: "retencao",
        title: "8. Por quanto tempo guardamos os dados",
        blocks: [
          p(
            "Guardamos cada dado apenas pelo tempo que a sua finalidade exige, ou pelo prazo que a lei impõe:",
          ),
          list(
            // Each line's datum and term are the register's (config/data-register.ts).
            `${listItem(fiscal.dado)}: ${fiscal.prazo.texto}.`,
            `O que traz o nome cantado ou a letra (as informações da música que você envia, por e-mail${whatsapp ? " ou WhatsApp" : ""}, que podem trazer o nome de uma criança; a letra; a pronúncia e as preferências) e as mensagens sobre um pedido (aprovações e pedidos de alteração, de arrependimento ou de reembolso): a mesma regra para todos, ${messages.prazo.texto}, porque registram o que foi contratado e aprovado e podem ser necessários para a defesa de direitos em um processo, dentro do prazo de prescrição do art. 27 do Código de Defesa do Consumidor (art. 7º, VI, da LGPD). Nesse tempo, só os consultamos para atender a uma reclamação ou a um pedido seu sobre a música; depois, são apagados.`,
            `${listItem(audio.dado)}${link?.file.prazo === audio.prazo ? `, inclusive ${link.file.dado}` : ""}: ${audio.prazo.texto}${audio.prazo === messages.prazo ? ", a mesma regra do item acima, porque trazem o nome cantado" : ""}; servem para ${audio.finalidade}. Você pode pedir que os eliminemos antes.`,
            ...(link && link.file.prazo !== audio.prazo
              ? [`${listItem(link.file.dado)}: ${link.file.prazo.texto}.`]
              : []),
            ...(link
              ? [
                  `${listItem(link.access.dado)}: ${link.access.prazo.texto} (${link.access.destinatarios.map(({ nome }) => nome).join(", ")}); serve para ${link.access.finalidade}.`,
                ]
              : []),
            ...(orders ? [orders.retention] : []),
            `${listItem(refund.dado)}: usados só para fazer a devolução; ficam na mensagem em que você os informou ${refund.prazo === messages.prazo ? `pelo mesmo prazo das outras mensagens sobre o pedido (${refund.prazo.texto})` : `por ${refund.prazo.texto}`}, como prova de que a devolução foi feita.`,
            `${listItem(contact.dado)}: ${contact.prazo.texto}.`,
            `Cookie ${placeName(promo.onde)}: ${promo.prazo.texto}, ou menos, se você apagá-lo antes no seu navegador.`,
            ...(asked
              ? [
                  `Cookie ${CONSENT_COOKIE}: ${entryAt(register, `cookie:${CONSENT_COOKIE}`).prazo.texto} (cerca de ${CONSENT_MONTHS} meses); depois disso, perguntamos de novo a sua escolha sobre cookies.`,
                ]
              : []),
            ...(analytics.plausible
              ? [
                  `Estatísticas de audiência do Plausible: ${entryKeyed(register, CHAVES.plausible).prazo.texto}.`,
                ]
              : []),
            ...(analytics.ga4
              ? [
                  `Dados do Google Analytics 4: ${entryKeyed(register, CHAVES.ga4).prazo.texto}. Os cookies ${cookieNames(register, "VITE_GA4_MEASUREMENT_ID")} duram ${sameTerm(toolCookies(register, "VITE_GA4_MEASUREMENT_ID"))}, ou menos, se você retirar o consentimento ou apagá-los antes.`,
                ]
              : []),
            ...(analytics.metaPixel
              ? [
                  `Dados do Meta Pixel: ${entryKeyed(register, CHAVES.metaPixel).prazo.texto}. Os cookies ${cookieNames(register, "VITE_META_PIXEL_ID")} duram ${sameTerm(toolCookies(register, "VITE_META_PIXEL_ID"))}, ou menos, se você retirar o consentimento ou apagá-los antes.`,
                ]
              : []),
            `Rascunho das informações da música: só no seu aparelho; ele é apagado ${draftExpiry}, ou antes, se você apagá-lo.`,
            accessLogRetention(config),
          ),
          p(
            "Terminado o prazo, os dados são eliminados ou anonimizados, ressalvadas as hipóteses de conservação autorizadas pelo art. 16 da LGPD, como o cumprimento de obrigação legal ou regulatória.",
          ),
        ],
      },
      {
        id: "direitos-do-titular",
        title: "9. Seus direitos como titular",
        blocks: [
          p(
            "O art. 18 da LGPD garante a você os seguintes direitos em relação aos seus dados pessoais:",
          ),
          list(
            "confirmação da existência de tratamento;",
            "acesso aos dados;",
            "correção de dados incompletos, inexatos ou desatualizados;",
            "anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;",
            "portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa, de acordo com a regulamentação da ANPD e observados os segredos comercial e industrial;",
            "eliminação dos dados tratados com base no seu consentimento, ressalvadas as hipóteses do art. 16 da LGPD;",
            "informação sobre as entidades públicas e privadas com as quais compartilhamos os seus dados;",
            "informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;",
            "revogação do consentimento, quando esta for a base legal do tratamento;",
            "oposição a tratamento realizado com base em outras hipóteses legais, em caso de descumprimento da LGPD (art. 18, § 2º);",
            "revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20), embora não tomemos esse tipo de decisão.",
          ),
          p(
            "Você também pode peticionar contra o controlador, em relação aos seus dados, perante a Agência Nacional de Proteção de Dados (ANPD), no site gov.br/anpd, e perante os órgãos de defesa do consumidor (art. 18, §§ 1º e 8º).",
          ),
        ],
      },
      {
        id: "como-exercer-seus-direitos",
        title: "10. Como exercer seus direitos",
        blocks: [
          p(
            `Para exercer qualquer um desses direitos, envie um e-mail para ${config.legal.dataProtection?.kind === "encarregado" ? `o encarregado, em ${config.legal.dataProtection.email}, ou para {email}` : "{email}"}, de preferência a partir do endereço usado na compra, indicando o que deseja. A solicitação é gratuita.`,
          ),
          p(
            "Para proteger os seus dados, podemos pedir informações adicionais que confirmem a sua identidade antes de atender ao pedido.",
          ),
          p(
            "Respondemos às solicitações em até 15 dias, contados do seu requerimento. A confirmação de existência de tratamento e o acesso aos dados são fornecidos, sempre que possível, de imediato e em formato simplificado, ou por meio de declaração clara e completa dentro desse prazo, conforme o art. 19 da LGPD.",
          ),
          p(
            "Alguns pedidos podem não ser atendidos integralmente por razões legais — por exemplo, a eliminação de dados que precisamos manter para cumprir obrigações fiscais. Nesses casos, explicaremos o motivo na resposta.",
          ),
        ],
      },
      {
        id: "seguranca",
        title: "11. Segurança dos dados",
        blocks: [
          p(
            "Adotamos medidas técnicas e administrativas para proteger os dados pessoais contra acessos não autorizados e contra situações acidentais ou ilícitas de destruição, perda, alteração, comunicação ou difusão, conforme o art. 46 da LGPD. Entre elas:",
          ),
          list(
            "conexão criptografada (HTTPS) em todo o site;",
            `pagamentos processados exclusivamente ${platform.by}, sem que os dados do cartão passem pelos nossos sistemas;`,
            `coleta mínima: o site não tem cadastro nem área de cliente; o único formulário, o das informações da música, monta a mensagem no seu próprio aparelho e não envia nada ao site (veja a seção 4); ${asked ? `cookies de rastreamento (${joinPt([...(analytics.ga4 ? ["do Google Analytics"] : []), ...(analytics.metaPixel ? ["do Meta Pixel"] : [])])}) só são gravados com o seu consentimento` : "o site não grava cookies de rastreamento"};`,
            "acesso aos dados restrito a quem precisa deles para atender ao seu pedido, com senhas fortes e autenticação em dois fatores sempre que disponível;",
            ...(orders ? [orders.security] : []),
            "escolha de prestadores que adotem práticas reconhecidas de segurança da informação.",
          ),
          p(
            "Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa acarretar risco ou dano relevante a você, informaremos você e a ANPD, nos termos do art. 48 da LGPD e da regulamentação aplicável.",
          ),
          p(
            `Nunca pedimos dados de cartão ou senhas por e-mail. Desconfie de mensagens que façam esse tipo de pedido em nome ${brandWords(config).of} e, na dúvida, fale conosco pelo e-mail {email}.`,
          ),
        ],
      },
      {
        id: "criancas-e-adolescentes",
        title: "12. Crianças e adolescentes",
        blocks: [
          p(minorsRule.policy),
          p(childNameConsentFor(config.legal.aiTraining !== true).policy),
          // Where the AI plan may train, no child's name is taken at all: the paragraph above
          // says what happens to one that arrives, and there is no authorisation to speak of.
          ...(config.legal.aiTraining === true
            ? []
            : [
                p(
                  "Se identificarmos que dados de uma criança foram fornecidos sem essa autorização, poderemos suspender o pedido e eliminar os dados, com o reembolso do valor pago.",
                ),
              ]),
        ],
      },
      {
        id: "alteracoes",
        title: "13. Alterações desta política",
        blocks: [
          p(
            "Podemos atualizar esta Política para refletir mudanças no serviço, nos prestadores utilizados ou na legislação. A data da versão em vigor é indicada no alto desta página, e cada versão publicada continua no ar em um endereço próprio, com a data dela, listado ali mesmo; cada versão dos Termos de Uso indica a Política em vigor na data dela.",
          ),
          p(
            asked
              ? "Se houver mudança relevante nas finalidades ou na forma de tratamento dos dados de clientes com pedidos em andamento, avisaremos por e-mail. Se um dia passarmos a usar cookies de uma nova categoria que não seja estritamente necessária, esta Política será atualizada e o seu consentimento para essa categoria será solicitado antes que esses cookies sejam ativados."
              : "Se houver mudança relevante nas finalidades ou na forma de tratamento dos dados de clientes com pedidos em andamento, avisaremos por e-mail. Se um dia passarmos a usar cookies que não sejam estritamente necessários, como de análise ou de publicidade, esta Política será atualizada e o seu consentimento será solicitado antes que esses cookies sejam ativados.",
          ),
        ],
      },
      {
        id: "contato",
        title: "14. Contato",
        blocks: [
          p(
            `Dúvidas, solicitações ou reclamações sobre esta Política ou sobre o tratamento dos seus dados podem ser enviadas para {email}. A identificação completa do controlador (${sellerFieldsLabel(seller)}) está no ${sellerFooter(siteConfig)}.`,
          ),
          p(
            "Se não ficar satisfeito com a nossa resposta, você pode apresentar reclamação à ANPD ou aos órgãos de defesa do consumidor.",
          ),
        ],
      },
    ],
  };
}

export const privacyPolicy = privacyPolicyFor(siteConfig, analyticsConfig);
