/**
 * What `npm run setup` asks (scripts/owner/setup.mjs), in the order of the page: one entry per
 * variable, with the question, one sentence on what it is, where to find it, and whether it may
 * be left empty. The one place a new variable of the configuration gets its question: a test
 * (setup-questions.test.ts) fails while a variable of .env.example has none. The answers are
 * checked by the configuration's own schema (env-schema.ts, env-analytics.ts), never here; the
 * Functions' product table (`vendas`), which no build reads, by its own reader
 * (features/sales/platform-events.ts).
 */
import { PAYMENT_METHODS, PAYMENT_PLATFORMS } from "../content/providers.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";
import { GUARANTEE_DAYS, ORDER_DEFAULTS } from "./env-orders.ts";
import { DELIVERY_HOURS, OFFER_DEFAULTS, ROUNDS, STYLE_COUNT } from "./env-offer.ts";
import { TRANSFER_BASES, type TransferBasis } from "./env-legal.ts";
import { NO_LICENCE_KEY } from "./env-licence.ts";
import { fittingBases, PROCESSING_BASIS, type TransferCase } from "./transfer-rule.ts";
import { loose } from "./env-rules.ts";
import { SALES_PRODUCT_VARIABLES } from "../features/sales/platform-events.ts";
import { AI_SERVICES, aiPlan, aiService, readDay, type SourcedFact } from "./ai-services.ts";
import {
  ADEQUACY_SOURCE,
  providerFacts,
  readOn,
  type ProcessorPrefix,
  type ProviderFacts,
} from "./provider-facts.ts";

/** The owner's command that asks these questions (scripts/owner/setup.mjs). */
export const SETUP_COMMAND = "npm run setup";

/** The answers so far, by variable: what a question's `when` reads. */
export type SetupAnswers = Readonly<Record<string, string | undefined>>;

export interface SetupChoice {
  /** What is written to .env. */
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
  /** What choosing it means, in one sentence, shown with the question. */
  readonly means?: string;
}

/** A default answer the setup offers, and the line that says where it comes from. */
export interface SetupSuggestion {
  /** The answer offered ("" when there is none to offer: "a confirmar"). */
  readonly value: string;
  readonly said: string;
}

export interface SetupQuestion {
  readonly variable: string;
  /** The question, as she reads it. */
  readonly question: string;
  /** One sentence: what it is, what it changes on the site. */
  readonly help: string;
  /** Where she finds the value. */
  readonly where: string;
  /** May be left empty: nothing of it is then on the page (or the site says it neutrally). */
  readonly optional: boolean;
  /** A fixed list of answers, chosen with the arrows. */
  readonly choices?: readonly SetupChoice[];
  /** The answers the earlier ones allow (a service's plans), chosen with the arrows; else typed. */
  readonly choicesFor?: (answers: SetupAnswers) => readonly SetupChoice[] | undefined;
  /** Asked only when this says so; a question not asked is written empty. */
  readonly when?: (answers: SetupAnswers) => boolean;
  /** The answer a provider's own page gives (provider-facts.ts), offered when none is saved. */
  readonly suggest?: (answers: SetupAnswers) => SetupSuggestion | undefined;
  /** A value the setup can make itself: the licence key pair (scripts/licence/actions.mjs). */
  readonly makes?: "licence-key";
}

/**
 * An advertising claim of the page and the variables that back it. She may decline it ("sem
 * essa afirmação"): its variables are then written empty.
 */
export interface SetupClaim {
  readonly claim: string;
  readonly question: string;
  readonly help: string;
  readonly questions: readonly SetupQuestion[];
}

export interface SetupSection {
  /** The part of the page the section's values appear in. */
  readonly title: string;
  /** Its name in `npm run setup -- <name>`: one Portuguese word, no accents. */
  readonly part: string;
  /** Questions of other parts that naming this part asks too, in their own place (by variable). */
  readonly asks?: readonly string[];
  readonly items: readonly (SetupQuestion | SetupClaim)[];
}

export const isClaim = (item: SetupQuestion | SetupClaim): item is SetupClaim => "claim" in item;

const set = (answers: SetupAnswers, variable: string) => Boolean(answers[variable]?.trim());

/** Abroad, by the country the answer names (Brasil, Brazil, BR are at home). */
const abroad = (answers: SetupAnswers, variable: string) => {
  const country = answers[variable]?.trim().toLowerCase() ?? "";
  return country !== "" && !["brasil", "brazil", "br"].includes(country);
};

const TRANSFER_CHOICES = [
  {
    value: "clausulas-padrao",
    label: "Cláusulas-padrão da ANPD",
    hint: "Resolução CD/ANPD nº 19/2024; o mais comum: veja os termos de proteção de dados do serviço",
  },
  {
    value: "adequacao",
    label: "País reconhecido como adequado pela ANPD",
  },
  { value: "contrato", label: "Necessário para cumprir o contrato com a compradora" },
  {
    value: "consentimento",
    label: "Consentimento da visitante no aviso de cookies",
    hint: "o aviso passa a dizer o país antes de ela aceitar (art. 33, VIII)",
  },
  { value: "clausulas-especificas", label: "Cláusulas específicas aprovadas pela ANPD" },
  { value: "normas-corporativas", label: "Normas corporativas globais aprovadas pela ANPD" },
] satisfies readonly (SetupChoice & { value: (typeof TRANSFER_BASES)[number] })[];

/** How a basis is named to her: in the choices, the suggestions and docs/publicar.md's table. */
export const basisLabel = (basis: TransferBasis) =>
  TRANSFER_CHOICES.find(({ value }) => value === basis)?.label ?? basis;

/** "(fonte: https://…, lida em 27/11/2026)", or nothing where no page was found. */
const sourceOf = (facts: ProviderFacts, source = facts.source) =>
  source ? ` (fonte: ${source}, lida em ${readOn(facts)})` : "";

/** "(fonte: https://…, lida em 27/11/2026)" of an AI service's fact. */
const sourceOfFact = (fact: SourcedFact<unknown>) =>
  fact.source ? ` (fonte: ${fact.source}, lida em ${readDay(fact)})` : "";

/** The answers a question offers with the arrows, given the earlier ones; none: typed. */
export const choicesOf = (question: SetupQuestion, answers: SetupAnswers) =>
  question.choicesFor?.(answers) ?? question.choices;

/** What the provider's page says of the country, offered as the answer where it says one. */
function countrySuggestion(facts: ProviderFacts): SetupSuggestion {
  return facts.country
    ? {
        value: facts.country,
        said: `O que encontramos sobre ${facts.name}: ${facts.country}${sourceOf(facts)}; ${facts.note}.`,
      }
    : {
        value: "",
        said: `O que encontramos sobre ${facts.name}: o país está a confirmar${sourceOf(facts)}; ${facts.note}.`,
      };
}

/** What the rule of art. 33 (transfer-rule.ts) needs of the answers so far. */
function transferCase(
  prefix: ProcessorPrefix,
  facts: ProviderFacts | undefined,
  country: string | undefined,
): TransferCase {
  return {
    facts,
    processing: PROCESSING_BASIS[prefix],
    country: facts?.country ?? (country?.trim() || null),
  };
}

/** Why a basis fits, said with its suggestion. */
const FITS_BECAUSE: Partial<Record<TransferBasis, string>> = {
  contrato:
    "o serviço é necessário para a compra (fazer a música, hospedar o site e o pedido, pagar, entregar, a conversa que ela escolheu ter): art. 33, IX, com o art. 7º, V, da LGPD",
  consentimento:
    "a ferramenta só roda depois que a visitante aceita no aviso de cookies, e o aviso diz, antes de ela aceitar, para que país os dados vão: art. 33, VIII, da LGPD",
};

/**
 * The basis offered for the country she answered: the one the provider's page gives, or the
 * ANPD's recognition of the country, or, where the facts give none, the one the processing itself
 * allows (the contract's necessity, or the visitor's consent); none where the rule leaves a choice.
 */
function basisSuggestion(
  prefix: ProcessorPrefix,
  facts: ProviderFacts | undefined,
  country: string | undefined,
): SetupSuggestion | undefined {
  const fits = fittingBases(transferCase(prefix, facts, country));
  const same = facts?.country != null && loose(facts.country) === loose(country ?? "");
  if (facts && same && facts.transferBasis && fits.includes(facts.transferBasis)) {
    return {
      value: facts.transferBasis,
      said: `O que encontramos sobre ${facts.name}: ${basisLabel(facts.transferBasis)}${sourceOf(facts, facts.basisSource ?? facts.source)}; ${facts.note}.`,
    };
  }
  if (country && fits.includes("adequacao")) {
    return {
      value: "adequacao",
      said: `${country.trim()} está entre os países que a ANPD reconhece como adequados (${ADEQUACY_SOURCE}).`,
    };
  }
  if (facts && same) {
    const own = fits.find((basis) => basis === "contrato" || basis === "consentimento");
    return {
      value: own ?? "",
      said: `O que encontramos sobre ${facts.name}: a base está a confirmar${sourceOf(facts, facts.basisSource ?? facts.source)}; ${facts.note}. ${
        own
          ? `A base que cabe é então “${basisLabel(own)}”, porque ${FITS_BECAUSE[own] ?? ""}; só ela é oferecida, e a conferência para publicar recusa as outras.`
          : "A base é então uma escolha sua com o advogado, e o lançamento espera por ela: “Ainda não sei” deixa você seguir com a prévia."
      }`,
    };
  }
  return undefined;
}

/**
 * The country where a provider handles the data and, abroad, the ground of the transfer: asked
 * after the provider's name (or ID) `nameVariable`, only when it is set. `provider` names it for
 * its facts (provider-facts.ts): by default, her answer to `nameVariable`.
 */
function processorQuestions(
  prefix: ProcessorPrefix,
  what: string,
  nameVariable: string = prefix,
  provider: (answers: SetupAnswers) => string | undefined = (answers) => answers[nameVariable],
): SetupQuestion[] {
  const facts = (answers: SetupAnswers) => providerFacts(prefix, provider(answers));
  const country = `${prefix}_COUNTRY`;
  return [
    {
      variable: country,
      question: `Em que país ${what} trata os dados?`,
      help: "A política de privacidade diz para onde os dados vão (LGPD, art. 33).",
      where:
        'nos termos de proteção de dados (DPA) ou na política de privacidade do serviço, em "onde os dados são armazenados"; escreva em português: Brasil, Estados Unidos, Irlanda…',
      optional: false,
      when: (answers) => set(answers, nameVariable),
      suggest: (answers) => {
        const found = facts(answers);
        return found && countrySuggestion(found);
      },
    },
    {
      variable: `${prefix}_TRANSFER_BASIS`,
      question: `Com que base ${what} leva os dados para fora do Brasil?`,
      help: "A LGPD (art. 33) só permite a transferência internacional com uma destas bases.",
      where:
        'nos termos de proteção de dados (DPA) do serviço; na dúvida, leve a pergunta ao seu advogado (docs/publicar.md, "O que levar ao advogado")',
      optional: false,
      choices: TRANSFER_CHOICES,
      // Offered: only the bases the rule of art. 33 lets this provider and this processing rest on.
      choicesFor: (answers) => {
        const fits = fittingBases(transferCase(prefix, facts(answers), answers[country]));
        return TRANSFER_CHOICES.filter(({ value }) => fits.includes(value));
      },
      when: (answers) => set(answers, nameVariable) && abroad(answers, country),
      suggest: (answers) => basisSuggestion(prefix, facts(answers), answers[country]),
    },
  ];
}

export const SETUP_SECTIONS: readonly SetupSection[] = [
  {
    title: "A sua marca (topo da página, títulos, redes sociais)",
    part: "marca",
    items: [
      {
        variable: "VITE_SITE_NAME",
        question: "Qual é o nome da sua marca?",
        help: "Aparece no topo, no rodapé, no título de cada página, na imagem de compartilhamento e como artista dos exemplos.",
        where: "o nome com que você vende, como no seu Instagram",
        optional: false,
      },
      {
        variable: "VITE_SITE_NAME_ARTICLE",
        question: "A sua marca é “a” ou “o”?",
        help: "O site escreve “da/do”, “à/ao”, “pela/pelo” antes do nome.",
        where: "como você fala: “a Dança & Melodia”, “o Estúdio Layla”",
        optional: false,
        choices: [
          { value: "a", label: "a (da, à, pela)" },
          { value: "o", label: "o (do, ao, pelo)" },
        ],
      },
      {
        variable: "VITE_SITE_DESCRIPTION",
        question: "Descreva o que você vende numa frase.",
        help: "Aparece no rodapé de cada página e, seguida de “A partir de R$ …”, como descrição da página inicial: no Google e quando alguém compartilha o link do site.",
        where:
          "escreva você mesma; deixe em branco para usar a frase padrão sobre músicas árabes personalizadas",
        optional: true,
      },
      {
        variable: "VITE_SITE_URL",
        question: "Qual é o endereço do seu site?",
        help: "Vai nos links que o Google e as redes sociais mostram; comece com https://.",
        where: `o domínio que você registrou no registro.br, como ${ENV_EXAMPLES.VITE_SITE_URL} (docs/publicar.md, “Antes de começar”)`,
        optional: false,
      },
    ],
  },
  {
    title: "A afirmação “10x mais engajamento” (topo e fim da página)",
    part: "engajamento",
    items: [
      {
        claim: "engagement",
        question: "Você tem dados que comprovem “10x mais engajamento”?",
        help: "Uma afirmação publicitária precisa de dados guardados por você, mostrados ao lado dela (Código de Defesa do Consumidor, arts. 30, 36 e 37). Sem dados, escolha “sem essa afirmação”.",
        questions: [
          {
            variable: "VITE_ENGAGEMENT_CLAIM_METRIC",
            question: "O que foi medido?",
            help: "A primeira parte da fonte mostrada ao lado da afirmação.",
            where: `dos seus registros, por exemplo: ${ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_METRIC}`,
            optional: false,
          },
          {
            variable: "VITE_ENGAGEMENT_CLAIM_COMPARED_WITH",
            question: "Comparado com quê?",
            help: "Com o que as suas músicas foram comparadas.",
            where: `dos seus registros, por exemplo: ${ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_COMPARED_WITH}`,
            optional: false,
          },
          {
            variable: "VITE_ENGAGEMENT_CLAIM_SAMPLE",
            question: "Com quem foi medido?",
            help: "Quantas clientes, e quais, entraram na conta.",
            where: `dos seus registros, por exemplo: ${ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_SAMPLE}`,
            optional: false,
          },
          {
            variable: "VITE_ENGAGEMENT_CLAIM_PERIOD",
            question: "Em que período?",
            help: "Quando os dados foram colhidos.",
            where: `dos seus registros, por exemplo: ${ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_PERIOD}`,
            optional: false,
          },
        ],
      },
    ],
  },
  {
    title: "Preços e pacotes (seção Preços)",
    part: "precos",
    items: [
      {
        variable: "VITE_PRICE_SINGLE",
        question: "Quanto custa uma música (Música Única), em reais?",
        help: "Todos os preços do site, o preço por música e a economia do pacote saem daqui.",
        where: "o preço do produto na sua plataforma de pagamento; escreva 149 ou 149,90",
        optional: false,
      },
      {
        variable: "VITE_PRICE_PROFESSIONAL",
        question: "Quanto custa o Pacote Profissional (3 músicas), em reais?",
        help: "Precisa custar menos que três músicas avulsas.",
        where: "o preço do produto na sua plataforma de pagamento",
        optional: false,
      },
      {
        claim: "popular",
        question: "Você tem dados que comprovem “Mais Popular” no Pacote Profissional?",
        help: "O selo precisa dizer em que se baseia (Código de Defesa do Consumidor, art. 37). Sem vendas ainda, escolha “sem essa afirmação”.",
        questions: [
          {
            variable: "VITE_POPULAR_PLAN_BASIS",
            question: "Em que o “Mais Popular” se baseia?",
            help: "Aparece embaixo do selo.",
            where: `no relatório de vendas da sua plataforma, por exemplo: ${ENV_EXAMPLES.VITE_POPULAR_PLAN_BASIS}`,
            optional: false,
          },
        ],
      },
      {
        variable: "VITE_LYRICS_LANGUAGE",
        question: "Em que língua as letras são cantadas?",
        help: "Cada plano e os Termos dizem a língua; em branco, “português”.",
        where: "como você trabalha, em minúsculas: português, ou português e árabe",
        optional: true,
      },
    ],
  },
  {
    title:
      "A sua oferta: prazo, estilos, revisões e como o site fala de você (topo, pacotes, perguntas, Termos)",
    part: "oferta",
    items: [
      {
        variable: "VITE_DELIVERY_BUSINESS_HOURS",
        question: "Em até quantas horas úteis você entrega?",
        help: "O topo, os pacotes, as perguntas, a página de obrigado e os Termos prometem a entrega nesse prazo, contado da confirmação do pagamento, e cada nova versão da letra também (Termos, seção 6).",
        where: `o prazo que você cumpre mesmo num dia cheio, de ${DELIVERY_HOURS.min} a ${DELIVERY_HOURS.max} horas úteis: 24 é um dia útil, 48 são dois; escreva só o número`,
        optional: false,
        suggest: () => ({
          value: OFFER_DEFAULTS.VITE_DELIVERY_BUSINESS_HOURS,
          said: `O da demonstração (e da especificação do site) é ${OFFER_DEFAULTS.VITE_DELIVERY_BUSINESS_HOURS} horas úteis: confirme, se for o seu, ou escreva outro.`,
        }),
      },
      {
        variable: "VITE_SONG_STYLES",
        question: "Que estilos de música você faz?",
        help: "Os pacotes, as perguntas, os Termos e o formulário da música oferecem esses estilos, nessa ordem, e cada exemplo de áudio tem um deles (npm run samples -- add --style).",
        where: `de ${STYLE_COUNT.min} a ${STYLE_COUNT.max}, separados por ponto e vírgula e, se quiser, cada um com uma descrição curta depois de dois-pontos: Romântica: mais lenta e envolvente; Pop: mais animada, para coreografias`,
        optional: false,
        suggest: () => ({
          value: OFFER_DEFAULTS.VITE_SONG_STYLES,
          said: "Os da demonstração são Romântica e Pop, com as descrições que o site já tem para eles: confirme, se forem os seus, ou escreva os seus.",
        }),
      },
      {
        variable: "VITE_SONG_STYLES_BETA",
        question: "Os seus estilos ainda estão em fase de testes (beta)?",
        help: "Com “sim”, o site diz “estilos em fase beta: por enquanto, só …, e outros virão depois”, e os Termos dizem que eles podem mudar sem afetar pedidos já pagos; com “não”, nada disso aparece.",
        where: "como você trabalha hoje; a demonstração diz que sim",
        optional: false,
        choices: [
          { value: "sim", label: "Sim, em fase beta", hint: "como na demonstração" },
          { value: "nao", label: "Não, os estilos são firmes" },
        ],
      },
      {
        variable: "VITE_LYRIC_REVISION_ROUNDS",
        question: "Quantas rodadas de alterações na letra estão incluídas em cada música?",
        help: "Os Termos (seção 5), as perguntas, o resumo do contrato e a página de obrigado dizem esse número.",
        where: `de ${ROUNDS.min} a ${ROUNDS.max}; escreva só o número`,
        optional: false,
        suggest: () => ({
          value: OFFER_DEFAULTS.VITE_LYRIC_REVISION_ROUNDS,
          said: `A demonstração inclui ${OFFER_DEFAULTS.VITE_LYRIC_REVISION_ROUNDS}: confirme, se for o seu número, ou escreva outro.`,
        }),
      },
      {
        variable: "VITE_PREVIEW_ADJUSTMENT_ROUNDS",
        question:
          "E quantas rodadas de ajustes depois das duas prévias (na pronúncia do nome, por exemplo)?",
        help: "Os Termos (seção 5), o resumo do contrato e a página de obrigado dizem esse número.",
        where: `de ${ROUNDS.min} a ${ROUNDS.max}; escreva só o número`,
        optional: false,
        suggest: () => ({
          value: OFFER_DEFAULTS.VITE_PREVIEW_ADJUSTMENT_ROUNDS,
          said: `A demonstração inclui ${OFFER_DEFAULTS.VITE_PREVIEW_ADJUSTMENT_ROUNDS}: confirme, se for o seu número, ou escreva outro.`,
        }),
      },
      {
        variable: "VITE_SELLER_VOICE",
        question: "Como o site fala de você: “nós” ou “eu”?",
        help: "As páginas, as perguntas e as mensagens do pedido dizem “enviamos” ou “envio”, e a cliente pergunta “Quais estilos de música vocês fazem?” ou “Quais estilos de música você faz?”. Os Termos e a Política de Privacidade dizem sempre “nós”, que a seção 1 deles define como a sua marca e quem responde por ela.",
        where: "como você fala com as clientes no Instagram e no WhatsApp",
        optional: false,
        choices: [
          {
            value: "nos",
            label: "Nós: enviamos, a nossa garantia",
            hint: "como na demonstração",
          },
          {
            value: "eu",
            label: "Eu: envio, a minha garantia",
            hint: "para quem trabalha sozinha",
          },
        ],
      },
    ],
  },
  {
    title: "Pagamento (botões de compra, rodapé)",
    part: "pagamento",
    items: [
      {
        variable: "VITE_CHECKOUT_URL_SINGLE",
        question: "Qual é o link de pagamento da Música Única?",
        help: "O botão “Comprar” da Música Única leva a ele.",
        where:
          "na sua plataforma (Hotmart, Kiwify, Eduzz…), na página do produto, em “links de checkout” ou “link de pagamento”; começa com https://",
        optional: false,
      },
      {
        variable: "VITE_CHECKOUT_URL_PROFESSIONAL",
        question: "Qual é o link de pagamento do Pacote Profissional?",
        help: "O botão “Comprar” do Pacote Profissional leva a ele.",
        where: "no mesmo lugar, no produto do pacote",
        optional: false,
      },
      {
        variable: "VITE_PAYMENT_PLATFORM",
        question: "Qual plataforma processa os pagamentos?",
        help: "O site diz “Pagamento processado pela …” junto dos botões e na política de privacidade.",
        where: "a plataforma onde estão os seus produtos",
        optional: false,
        choices: PAYMENT_PLATFORMS.map(({ name }) => ({ value: name, label: name })),
      },
      {
        variable: "VITE_PAYMENT_PLATFORM_TERMS_URL",
        question: "Qual é o endereço dos termos de uso da plataforma?",
        help: "Os seus Termos de Uso apontam para os da plataforma, que a compradora também aceita ao pagar; em branco, só citam o nome dela.",
        where: `no rodapé do site da plataforma, em “Termos de uso”; copie o endereço, como ${ENV_EXAMPLES.VITE_PAYMENT_PLATFORM_TERMS_URL}`,
        optional: true,
        when: (answers) => set(answers, "VITE_PAYMENT_PLATFORM"),
      },
      {
        variable: "VITE_PAYMENT_PLATFORM_PRIVACY_URL",
        question: "E o endereço da política de privacidade da plataforma?",
        help: "A sua política de privacidade aponta para a dela, que trata os dados do pagamento.",
        where: `no rodapé do site da plataforma, em “Privacidade”; como ${ENV_EXAMPLES.VITE_PAYMENT_PLATFORM_PRIVACY_URL}`,
        optional: true,
        when: (answers) => set(answers, "VITE_PAYMENT_PLATFORM"),
      },
      {
        variable: "VITE_PAYMENT_METHODS",
        question: "Que formas de pagamento a sua página de pagamento aceita?",
        help: "O rodapé mostra os logotipos delas e os textos falam em cartão, Pix ou boleto conforme a lista; em branco, o site diz que elas aparecem na página de pagamento, sem logotipos.",
        where: `nas configurações de pagamento do produto na plataforma; escreva separadas por vírgula, entre: ${PAYMENT_METHODS.map(({ id }) => id).join(", ")}`,
        optional: true,
      },
      {
        variable: "VITE_CHECKOUT_META_PIXEL",
        question: "A página de pagamento executa o seu Pixel da Meta?",
        help: "Se você cadastrou o ID do seu Pixel na plataforma (para medir as vendas dos anúncios), a Meta recebe dados da compra ali, e a política de privacidade precisa dizer isso.",
        where:
          "nas configurações do produto na plataforma, em “Pixel”, “Rastreamento” ou “Integrações”",
        optional: false,
        choices: [
          { value: "sim", label: "Sim, o meu Pixel está cadastrado na plataforma" },
          { value: "nao", label: "Não" },
        ],
      },
      {
        variable: "VITE_CHECKOUT_META_PIXEL_CONTACT",
        question:
          "Na página de pagamento, a Meta recebe o nome, o e-mail ou o telefone de quem compra?",
        help: "O Pixel na página de pagamento se apoia no legítimo interesse (medir as vendas dos anúncios): isso cobre os eventos da compra, não mandar à Meta os dados de contato de quem compra, e a conferência para publicar recusa “Sim”.",
        where:
          "no Gerenciador de Eventos da Meta → o seu Pixel → Configurações: “Correspondência avançada automática” ligada manda à Meta o e-mail, o nome e o telefone digitados na página; e, na plataforma, a API de Conversões com os dados de quem compra. Nos eventos de compra do Gerenciador de Eventos, os parâmetros recebidos mostram se eles chegam",
        optional: false,
        when: (answers) => loose(answers.VITE_CHECKOUT_META_PIXEL ?? "") === "sim",
        choices: [
          {
            value: "nao",
            label: "Não: a correspondência avançada automática está desligada",
            hint: "e a plataforma não envia os dados de quem compra",
          },
          { value: "sim", label: "Sim" },
        ],
      },
      {
        variable: "VITE_INSTALLMENTS_MAX",
        question: "Em até quantas parcelas no cartão a plataforma vende?",
        help: "Mostra “ou em até 12x no cartão” abaixo de cada preço; em branco, nada aparece.",
        where: "nas configurações de pagamento do produto na plataforma (de 2 a 24)",
        optional: true,
      },
      {
        variable: "VITE_INSTALLMENTS_INTEREST_FREE",
        question: "As parcelas são sem juros para a compradora?",
        help: "O site só escreve “sem juros” se for verdade.",
        where: "nas configurações de parcelamento do produto na plataforma",
        optional: false,
        choices: [
          { value: "sim", label: "Sim, sem juros" },
          { value: "nao", label: "Não, com juros" },
        ],
        when: (answers) => set(answers, "VITE_INSTALLMENTS_MAX"),
      },
      {
        variable: "VITE_PIX_DISCOUNT_PERCENT",
        question: "A plataforma dá desconto no Pix? De quantos por cento?",
        help: "Mostra “5% de desconto no Pix” abaixo de cada preço; em branco, nada aparece.",
        where: "nas configurações de pagamento do produto; escreva só o número, como 5 ou 7,5",
        optional: true,
      },
    ],
  },
  {
    title: "Contato (rodapé)",
    part: "contato",
    items: [
      {
        variable: "VITE_CONTACT_EMAIL",
        question: "Qual e-mail recebe os pedidos e as mensagens das clientes?",
        help: "Aparece no rodapé e nas páginas legais; pedidos de arrependimento e de privacidade chegam nele.",
        where: "um e-mail que você lê todo dia, de preferência no seu domínio",
        optional: false,
      },
      {
        variable: "VITE_WHATSAPP_NUMBER",
        question: "Qual é o seu WhatsApp de atendimento?",
        help: "Um botão flutuante e um link no rodapé abrem a conversa; em branco, nada aparece.",
        where: `escreva com +55 e o DDD, como ${ENV_EXAMPLES.VITE_WHATSAPP_NUMBER}`,
        optional: true,
      },
      {
        variable: "VITE_WHATSAPP_MESSAGE",
        question: "Que mensagem já vem escrita quando a cliente abre o WhatsApp?",
        help: "Ela pode mudar antes de enviar; em branco, a conversa abre vazia.",
        where: "escreva você mesma a frase com que a cliente começa a conversa, numa linha",
        optional: true,
        when: (answers) => set(answers, "VITE_WHATSAPP_NUMBER"),
      },
      {
        variable: "VITE_INSTAGRAM_URL",
        question: "Qual é o endereço do seu Instagram?",
        help: "Um link no rodapé; em branco, nada aparece.",
        where: `abra o seu perfil e copie o endereço, como ${ENV_EXAMPLES.VITE_INSTAGRAM_URL}`,
        optional: true,
      },
    ],
  },
  {
    title: "Quem vende (rodapé e páginas legais)",
    part: "empresa",
    items: [
      {
        variable: "VITE_COMPANY_LEGAL_NAME",
        question: "Qual é o nome da empresa (razão social) ou o seu nome completo?",
        help: "A lei do comércio eletrônico (Decreto 7.962/2013) pede que o site mostre quem vende.",
        where: "no cartão do CNPJ (razão social) ou, sem empresa, o seu nome como no documento",
        optional: false,
      },
      {
        variable: "VITE_COMPANY_CNPJ",
        question: "Qual é o CNPJ?",
        help: "Aparece no rodapé e nas páginas legais; em branco se você vende como pessoa física.",
        where: `no cartão do CNPJ ou no portal do MEI, como ${ENV_EXAMPLES.VITE_COMPANY_CNPJ}`,
        optional: true,
      },
      {
        variable: "VITE_COMPANY_CPF",
        question: "Sem CNPJ: qual é o seu CPF?",
        help: "Quem vende como pessoa física se identifica pelo CPF (Decreto 7.962/2013, art. 2º).",
        where: `no seu documento, como ${ENV_EXAMPLES.VITE_COMPANY_CPF}`,
        optional: false,
        when: (answers) => !set(answers, "VITE_COMPANY_CNPJ"),
      },
      {
        variable: "VITE_COMPANY_ADDRESS",
        question: "Que endereço o site mostra de quem vende?",
        help: "Vai impresso em todas as páginas (rodapé, Termos de Uso e Política de Privacidade): o Decreto 7.962/2013 (art. 2º, II) pede o endereço físico e o eletrônico (o seu e-mail) de quem vende, e quem vende com CNPJ (um MEI também) ou só com o CPF pode mostrar um endereço comercial ou fiscal, onde recebe correspondência, em vez do de casa.",
        where: `o do cartão do CNPJ (sem CNPJ, o seu); se ele for a sua casa, um endereço comercial ou fiscal onde você recebe correspondência (uma sala, um coworking, um escritório virtual), como ${ENV_EXAMPLES.VITE_COMPANY_ADDRESS}`,
        optional: false,
      },
    ],
  },
  {
    title: "Quem atende os pedidos sobre dados pessoais (política de privacidade)",
    part: "privacidade",
    items: [
      {
        variable: "VITE_DPO_MODE",
        question: "Quem atende os pedidos sobre dados pessoais (LGPD)?",
        help: "A política de privacidade diz a quem a cliente pode pedir acesso ou exclusão dos dados dela.",
        where:
          "um MEI ou uma microempresa costuma ser agente de pequeno porte; docs/publicar.md, “Agente de pequeno porte”, diz quando não é; na dúvida, pergunte ao advogado",
        optional: false,
        choices: [
          {
            value: "encarregado",
            label: "Um encarregado, com nome e e-mail",
            means:
              "uma pessoa ou empresa que você nomeia para atender os pedidos das clientes sobre os dados delas e falar com a ANPD, com nome e e-mail publicados na política (LGPD, art. 41).",
          },
          {
            value: "pequeno-porte",
            label: "Agente de pequeno porte, sem encarregado",
            hint: "o e-mail de contato atende",
            means:
              "um MEI (que a lei trata como microempresa), uma microempresa, uma empresa de pequeno porte, uma startup ou uma pessoa física que vende é agente de pequeno porte (Resolução CD/ANPD nº 2/2022, art. 2º), se não fizer tratamento de alto risco (art. 3º), e pode não nomear encarregado: o seu e-mail de contato atende os pedidos (art. 11).",
          },
        ],
      },
      {
        variable: "VITE_DPO_NAME",
        question: "Qual é o nome do encarregado?",
        help: "A LGPD (art. 41) pede que o nome seja publicado.",
        where: "a pessoa ou empresa que você nomeou",
        optional: false,
        when: (answers) => answers.VITE_DPO_MODE === "encarregado",
      },
      {
        variable: "VITE_DPO_EMAIL",
        question: "Qual é o e-mail do encarregado?",
        help: "Aparece na política de privacidade.",
        where: `por exemplo: ${ENV_EXAMPLES.VITE_DPO_EMAIL}`,
        optional: false,
        when: (answers) => answers.VITE_DPO_MODE === "encarregado",
      },
    ],
  },
  {
    title: "Quem trata os dados por você (política de privacidade)",
    part: "fornecedores",
    items: [
      ...processorQuestions("VITE_PAYMENT_PLATFORM", "a plataforma de pagamento"),
      {
        variable: "VITE_EMAIL_PROVIDER",
        question: "Qual serviço de e-mail você usa para falar com as clientes?",
        help: "A política de privacidade nomeia quem recebe os dados.",
        where:
          "o serviço da sua caixa de e-mail: Google Workspace, Zoho Mail, Outlook (Microsoft), Brevo…; para Google Workspace e Zoho Mail, o setup sugere o país e a base a seguir",
        optional: false,
      },
      ...processorQuestions("VITE_EMAIL_PROVIDER", "o serviço de e-mail"),
      {
        variable: "VITE_HOSTING_PROVIDER",
        question: "Onde o site fica hospedado?",
        help: "A política de privacidade nomeia quem guarda os registros de acesso.",
        where: "com npm run deploy, Cloudflare (o setup sugere o país a seguir)",
        optional: false,
      },
      ...processorQuestions("VITE_HOSTING_PROVIDER", "a hospedagem"),
      {
        variable: "VITE_HOSTING_LOG_RETENTION_DAYS",
        question: "Por quantos dias os registros de acesso ao site são guardados?",
        help: "O Marco Civil da Internet (art. 15) pede 6 meses, pelo menos 180 dias, a quem vende pela internet com CNPJ (um MEI também); com CPF, a conferência não o exige. A Política de Privacidade diz às clientes o número que você escrever.",
        where:
          "o plano grátis da Cloudflare não guarda os registros por 180 dias: o envio deles para o R2, e a regra que apaga os arquivos depois de um prazo, estão em docs/publicar.md, “Os registros de acesso”; escreva esse prazo, e, enquanto não guarda, deixe em branco: a conferência diz o que falta",
        optional: false,
      },
      ...processorQuestions(
        "VITE_WHATSAPP",
        "o WhatsApp",
        "VITE_WHATSAPP_NUMBER",
        () => "WhatsApp",
      ),
    ],
  },
  {
    title: "O serviço de IA que cria as músicas (Termos, seção 9; Política de Privacidade)",
    part: "ia",
    items: [
      {
        variable: "VITE_AI_PROVIDER",
        question: "Que serviço de IA cria as músicas?",
        help: "O nome e a letra de cada cliente passam por ele, e a licença que você vende depende do plano dele: a política de privacidade, os Termos e cada certificado de licença o nomeiam.",
        where: `a ferramenta que você usa, como ${AI_SERVICES.map((service) => service.name).join(", ")} (para esses, o setup diz a seguir o que encontramos nos termos deles)`,
        optional: false,
      },
      ...processorQuestions("VITE_AI_PROVIDER", "o serviço de IA"),
      {
        variable: "VITE_AI_PLAN",
        question: "Com que plano desse serviço você cria as músicas?",
        help: "Os Termos vendem cada música “100% licenciada para uso comercial e revenda”: só um plano que permite uso comercial e a venda das músicas dá isso, e a conferência para publicar recusa os outros.",
        where:
          "na sua conta no serviço de IA, em assinatura ou “subscription”; o nome como aparece lá",
        optional: false,
        when: (answers) => set(answers, "VITE_AI_PROVIDER"),
        choicesFor: (answers) => {
          const service = aiService(answers.VITE_AI_PROVIDER);
          return service?.plans.map((plan) => ({
            value: plan.name,
            label: plan.name,
            hint:
              plan.commercial.value === true
                ? "uso comercial"
                : plan.commercial.value === false
                  ? "sem uso comercial"
                  : "uso comercial a confirmar",
            means: `${plan.commercial.note}${sourceOfFact(plan.commercial)}.`,
          }));
        },
      },
      {
        variable: "VITE_AI_PLAN_SINCE",
        question: "Desde quando você tem esse plano?",
        help: "Músicas feitas antes da assinatura não têm uso comercial: cada certificado de licença traz a data em que a música foi criada, e o npm run pedido e o npm run licence recusam uma música criada antes dessa data.",
        where: "no recibo ou no e-mail da primeira cobrança da assinatura, dd/mm/aaaa",
        optional: false,
        when: (answers) =>
          set(answers, "VITE_AI_PLAN") &&
          aiPlan(aiService(answers.VITE_AI_PROVIDER), answers.VITE_AI_PLAN)?.commercial.value !==
            false,
      },
      {
        variable: "VITE_AI_PLAN_TERMS_URL",
        question:
          "Qual página dos termos do seu plano diz que ele permite uso comercial e a venda das músicas?",
        help: "Para esse plano, não confirmamos o que os termos dizem: a licença que você vende se apoia na página que você (de preferência com o advogado) leu, e a conferência só libera com ela.",
        where:
          "nos termos de uso do serviço de IA, a seção sobre os direitos das músicas (“ownership”, “commercial use”); copie o endereço, começando com https://",
        optional: false,
        when: (answers) =>
          set(answers, "VITE_AI_PLAN") &&
          aiPlan(aiService(answers.VITE_AI_PROVIDER), answers.VITE_AI_PLAN)?.commercial.value ==
            null,
      },
      {
        variable: "VITE_AI_TRAINING",
        question: "O serviço de IA pode usar o nome e a letra para treinar os modelos dele?",
        help: "A política de privacidade diz a resposta à cliente, e ela precisa ser a dos termos do serviço: a conferência recusa uma resposta diferente da que encontramos.",
        where: "nos termos de uso do seu plano no serviço de IA, em “treinamento” ou “training”",
        optional: false,
        choices: [
          { value: "nao", label: "Não pode" },
          { value: "sim", label: "Pode" },
        ],
        when: (answers) => set(answers, "VITE_AI_PROVIDER"),
        suggest: (answers) => {
          const service = aiService(answers.VITE_AI_PROVIDER);
          const fact = service?.trainsOnInputs;
          if (!service || !fact) return undefined;
          return fact.value === null
            ? {
                value: "",
                said: `O que encontramos sobre ${service.name}: a confirmar${sourceOfFact(fact)}; ${fact.note}. Sem confirmar nos termos do seu plano, responda “Pode”.`,
              }
            : {
                value: fact.value ? "sim" : "nao",
                said: `O que encontramos sobre ${service.name}: ${fact.value ? "pode" : "não pode"}${sourceOfFact(fact)}; ${fact.note}.`,
              };
        },
      },
    ],
  },
  {
    title: "Página de obrigado (/obrigado)",
    part: "obrigado",
    items: [
      {
        variable: "VITE_ORDER_CODE_PARAMS",
        question: "Que nome a plataforma dá ao código do pedido no endereço de obrigado?",
        help: "Com ele, o “Código do pedido” já vem preenchido no formulário da música; em branco, a cliente digita.",
        where:
          "faça uma compra de teste e olhe o endereço da página de obrigado: em …/obrigado?transaction=HP123, o nome é transaction",
        optional: true,
      },
    ],
  },
  {
    title: "Entrega da música e garantia de satisfação (Termos, seções 5, 6 e 8)",
    part: "entregas",
    items: [
      {
        variable: "VITE_ORDER_PAGE",
        question: "Como a cliente recebe as prévias e a música completa?",
        help: "A garantia de satisfação acaba quando a cliente confirma o primeiro download da música completa, e os Termos dizem como ele fica registrado.",
        where:
          "“Na página do pedido” é o que o site já faz: cada pedido tem uma página só da cliente no seu site, com as prévias, a música e o download registrado que vocês duas veem (npm run pedido, docs/entregas.md; precisa do site publicado na Cloudflare com npm run deploy). “Por um link meu” é para quem entrega por outro serviço, que precisa registrar o acesso ao link",
        optional: false,
        choices: [
          {
            value: "sim",
            label: "Na página do pedido, no meu site (npm run pedido)",
            hint: "recomendado: o download fica registrado e as duas veem",
          },
          {
            value: "nao",
            label: "Por um link de download meu, enviado por e-mail",
            hint: "o serviço do link precisa registrar o primeiro acesso",
          },
        ],
      },
      {
        variable: "VITE_DOWNLOAD_SERVICE",
        question: "Em que serviço fica o arquivo da música completa, o do seu link?",
        help: "Ele guarda o arquivo e registra o primeiro acesso ao link, que encerra a garantia: a política de privacidade o nomeia, com o país (LGPD, arts. 9º e 33).",
        where:
          "o serviço onde você põe o arquivo e de onde copia o link: Google Drive, Dropbox, OneDrive…; ele precisa mostrar quando o link foi acessado",
        optional: false,
        when: (answers) => loose(answers.VITE_ORDER_PAGE ?? "") === "nao",
      },
      ...processorQuestions("VITE_DOWNLOAD_SERVICE", "o serviço do link de download"),
      {
        variable: "VITE_GUARANTEE_DAYS",
        question: "Se a cliente não baixar a música, quantos dias dura a garantia?",
        help: `De ${GUARANTEE_DAYS.min} a ${GUARANTEE_DAYS.max} dias, contados de quando a música completa fica disponível: sem um prazo, uma música nunca baixada ficaria na garantia para sempre (o direito de desistir em 7 dias, CDC art. 49, vale à parte).`,
        where: `o prazo é seu: ${ORDER_DEFAULTS.VITE_GUARANTEE_DAYS} dias é um prazo comum; os Termos usam o número que você escrever (e, com a página do pedido, ela e o npm run pedido -- reembolso)`,
        optional: false,
      },
    ],
  },
  {
    title: "Vendas avisadas pela Hotmart ou pela Kiwify (docs/vendas.md)",
    part: "vendas",
    // The platform first: the products are its own codes.
    asks: ["VITE_PAYMENT_PLATFORM"],
    items: (["unica", "profissional"] as const).map((word): SetupQuestion => ({
      variable: SALES_PRODUCT_VARIABLES[word],
      question:
        word === "unica"
          ? "Qual é o código do produto da Música Única na sua plataforma?"
          : "E o código do produto do Pacote Profissional?",
      help: "Quando a plataforma avisa uma venda dele, o site abre o pedido já com este pacote; uma venda de um produto que não está aqui abre o pedido “a confirmar”, e npm run pedido -- lista mostra o comando que o confirma.",
      where:
        "na Hotmart, em Produtos, o ID do produto (um número, como 1234567); na Kiwify, o ID que aparece no endereço da página do produto. Só uma oferta do produto: produto:oferta (o código da oferta, na Hotmart; o do link de pagamento, na Kiwify). Vários, separados por vírgula",
      optional: true,
      when: (answers) =>
        loose(answers.VITE_ORDER_PAGE ?? "") !== "nao" &&
        /hotmart|kiwify/i.test(answers.VITE_PAYMENT_PLATFORM ?? ""),
    })),
  },
  {
    title: "Certificados de licença (/licenca)",
    part: "licenca",
    items: [
      {
        variable: "VITE_LICENCE_PUBLIC_KEY",
        question: "O seu site vai emitir certificados de licença?",
        help: "Com cada música entregue vai um certificado assinado que festivais e plataformas conferem no seu site; a assinatura usa uma chave privada, que fica num arquivo só seu, e o site confere com a chave pública.",
        where:
          "escolha “Sim: criar a minha chave agora”: o setup cria as duas, pergunta onde guardar o arquivo da chave privada (fora da pasta do site) e grava a pública no .env; para não emitir certificados, “Não” (docs/licences.md)",
        optional: false,
        choices: [{ value: NO_LICENCE_KEY, label: "Não: o site não emite certificados" }],
        makes: "licence-key",
      },
    ],
  },
  {
    title: "Medição de visitas (opcional)",
    part: "medicao",
    items: [
      {
        variable: "VITE_PLAUSIBLE_DOMAIN",
        question: "Usa o Plausible? Qual domínio está cadastrado nele?",
        help: "Conta visitas sem cookies e sem aviso; em branco, não mede.",
        where: `no painel do Plausible, o nome do site, como ${ENV_EXAMPLES.VITE_PLAUSIBLE_DOMAIN}`,
        optional: true,
      },
      {
        variable: "VITE_PLAUSIBLE_SCRIPT_URL",
        question: "O Plausible fica num servidor seu? Qual é o endereço do script?",
        help: "Em branco, usa o Plausible oficial (plausible.io).",
        where: "na instalação do seu servidor, terminando em /js/script.js",
        optional: true,
        when: (answers) => set(answers, "VITE_PLAUSIBLE_DOMAIN"),
      },
      // The Plausible's own facts are of its hosted service: on her server, the data are hers.
      ...processorQuestions("VITE_PLAUSIBLE", "o Plausible", "VITE_PLAUSIBLE_DOMAIN", (answers) =>
        set(answers, "VITE_PLAUSIBLE_SCRIPT_URL") ? undefined : "Plausible",
      ),
      {
        variable: "VITE_GA4_MEASUREMENT_ID",
        question: "Usa o Google Analytics 4? Qual é o ID de medição?",
        help: "Só carrega depois que a visitante aceita; em branco, não há Google Analytics.",
        where: "no Google Analytics: Administrador → Fluxos de dados → o seu site (começa com G-)",
        optional: true,
      },
      ...processorQuestions(
        "VITE_GA4",
        "o Google Analytics",
        "VITE_GA4_MEASUREMENT_ID",
        () => "Google Analytics",
      ),
      {
        variable: "VITE_META_PIXEL_ID",
        question: "Usa o Pixel da Meta? Qual é o ID dele?",
        help: "Só carrega depois que a visitante aceita; em branco, não há Pixel.",
        where: "no Gerenciador de Eventos da Meta → Fontes de dados (só números)",
        optional: true,
      },
      ...processorQuestions(
        "VITE_META_PIXEL",
        "a Meta",
        "VITE_META_PIXEL_ID",
        () => "Pixel da Meta",
      ),
    ],
  },
];

/** The questions of an item: a claim's, or the question itself. */
const questionsOf = (item: SetupQuestion | SetupClaim) => (isClaim(item) ? item.questions : [item]);

/** Every question, claims' included, in the order they are asked. */
export const SETUP_QUESTIONS: readonly SetupQuestion[] = SETUP_SECTIONS.flatMap((section) =>
  section.items.flatMap(questionsOf),
);

/** A part's name as she may type it: "preços", "Licença" and "precos" are one. */
const PART_NAMES = new Map(SETUP_SECTIONS.map((section) => [loose(section.part), section]));

/**
 * What `npm run setup -- <name> …` asks: each name a part (its every item, in the page's order)
 * or a variable (its question alone); `unknown` lists the names that are neither.
 */
export function setupItemsNamed(names: readonly string[]) {
  const items = new Set<SetupQuestion | SetupClaim>();
  const unknown: string[] = [];
  for (const name of names) {
    const section = PART_NAMES.get(loose(name));
    const question = SETUP_QUESTIONS.find((item) => item.variable === name.trim().toUpperCase());
    if (section) {
      for (const variable of section.asks ?? []) {
        const asked = SETUP_QUESTIONS.find((item) => item.variable === variable);
        if (asked) items.add(asked);
      }
      for (const item of section.items) items.add(item);
    } else if (question) items.add(question);
    else unknown.push(name);
  }
  return { items, unknown };
}

/** The command that asks `names` (variables, or parts) again, and only them. */
export const setupCommandFor = (names: readonly string[]) =>
  `${SETUP_COMMAND} -- ${names.join(" ")}`;
