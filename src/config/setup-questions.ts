/**
 * What `npm run setup` asks (scripts/owner/setup.mjs), in the order of the page: one entry per
 * variable, with the question, one sentence on what it is, where to find it, and whether it may
 * be left empty. The one place a new variable of the configuration gets its question: a test
 * (setup-questions.test.ts) fails while a variable of .env.example has none. The answers are
 * checked by the configuration's own schema (env-schema.ts, env-analytics.ts), never here.
 */
import { PAYMENT_METHODS, PAYMENT_PLATFORMS } from "../content/providers.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";
import { TRANSFER_BASES } from "./env-legal.ts";

/** The answers so far, by variable: what a question's `when` reads. */
export type SetupAnswers = Readonly<Record<string, string | undefined>>;

export interface SetupChoice {
  /** What is written to .env. */
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
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
  /** Asked only when this says so; a question not asked is written empty. */
  readonly when?: (answers: SetupAnswers) => boolean;
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
  readonly items: readonly (SetupQuestion | SetupClaim)[];
}

export const isClaim = (item: SetupQuestion | SetupClaim): item is SetupClaim => "claim" in item;

const set = (answers: SetupAnswers, variable: string) => Boolean(answers[variable]?.trim());

/** Abroad, by the country the answer names (Brasil, Brazil, BR are at home). */
const abroad = (answers: SetupAnswers, variable: string) => {
  const country = answers[variable]?.trim().toLowerCase() ?? "";
  return country !== "" && !["brasil", "brazil", "br"].includes(country);
};

const TRANSFER_CHOICES: readonly SetupChoice[] = [
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
  { value: "clausulas-especificas", label: "Cláusulas específicas aprovadas pela ANPD" },
  { value: "normas-corporativas", label: "Normas corporativas globais aprovadas pela ANPD" },
] satisfies readonly (SetupChoice & { value: (typeof TRANSFER_BASES)[number] })[];

/**
 * The country where a provider handles the data and, abroad, the ground of the transfer: asked
 * after the provider's name (or ID) `nameVariable`, only when it is set.
 */
function processorQuestions(prefix: string, what: string, nameVariable = prefix): SetupQuestion[] {
  return [
    {
      variable: `${prefix}_COUNTRY`,
      question: `Em que país ${what} trata os dados?`,
      help: "A política de privacidade diz para onde os dados vão (LGPD, art. 33).",
      where:
        'nos termos de proteção de dados (DPA) ou na política de privacidade do serviço, em "onde os dados são armazenados"; escreva em português: Brasil, Estados Unidos, Irlanda…',
      optional: false,
      when: (answers) => set(answers, nameVariable),
    },
    {
      variable: `${prefix}_TRANSFER_BASIS`,
      question: `Com que base ${what} leva os dados para fora do Brasil?`,
      help: "A LGPD (art. 33) só permite a transferência internacional com uma destas bases.",
      where:
        'nos termos de proteção de dados (DPA) do serviço; na dúvida, leve a pergunta ao seu advogado (docs/publicar.md, "O que levar ao advogado")',
      optional: false,
      choices: TRANSFER_CHOICES,
      when: (answers) => set(answers, nameVariable) && abroad(answers, `${prefix}_COUNTRY`),
    },
  ];
}

export const SETUP_SECTIONS: readonly SetupSection[] = [
  {
    title: "A sua marca (topo da página, títulos, redes sociais)",
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
        help: "Aparece no rodapé e quando alguém compartilha o link do site.",
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
    title: "Preços e compra (seção Preços)",
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
    title: "Contato e rodapé",
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
        question: "Qual é o endereço onde você pode ser encontrada?",
        help: "A lei pede um endereço físico no site (Decreto 7.962/2013, art. 2º).",
        where: `o endereço do cartão do CNPJ, como ${ENV_EXAMPLES.VITE_COMPANY_ADDRESS}`,
        optional: false,
      },
    ],
  },
  {
    title: "Termos de uso e política de privacidade",
    items: [
      {
        variable: "VITE_LEGAL_LAST_UPDATED",
        question: "Qual é a data desta versão dos Termos de Uso e da Política de Privacidade?",
        help: "As páginas legais mostram essa data; cada versão dos Termos publicada fica no ar no seu próprio endereço, e se os Termos mudarem (um preço, por exemplo) a conferência pede uma data nova.",
        where:
          "a data em que você (de preferência com um advogado) conferiu os textos para o seu negócio, dd/mm/aaaa; leia docs/publicar.md, “O que levar ao advogado”",
        optional: false,
      },
      {
        variable: "VITE_DPO_MODE",
        question: "Quem atende os pedidos sobre dados pessoais (LGPD)?",
        help: "A política de privacidade diz a quem a cliente pode pedir acesso ou exclusão dos dados dela.",
        where:
          "um encarregado (pessoa ou empresa que você nomeia) ou, para agente de pequeno porte, o seu e-mail de contato (Resolução CD/ANPD nº 2/2022, art. 11); na dúvida, pergunte ao advogado",
        optional: false,
        choices: [
          { value: "encarregado", label: "Um encarregado, com nome e e-mail" },
          {
            value: "pequeno-porte",
            label: "Agente de pequeno porte, sem encarregado",
            hint: "o e-mail de contato atende",
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
      ...processorQuestions("VITE_PAYMENT_PLATFORM", "a plataforma de pagamento"),
      {
        variable: "VITE_EMAIL_PROVIDER",
        question: "Qual serviço de e-mail você usa para falar com as clientes?",
        help: "A política de privacidade nomeia quem recebe os dados.",
        where:
          "o serviço da sua caixa de e-mail: Gmail (Google), Outlook (Microsoft), Zoho, Brevo…",
        optional: false,
      },
      ...processorQuestions("VITE_EMAIL_PROVIDER", "o serviço de e-mail"),
      {
        variable: "VITE_HOSTING_PROVIDER",
        question: "Onde o site fica hospedado?",
        help: "A política de privacidade nomeia quem guarda os registros de acesso.",
        where: "com npm run deploy, Cloudflare",
        optional: false,
      },
      ...processorQuestions("VITE_HOSTING_PROVIDER", "a hospedagem"),
      {
        variable: "VITE_AI_PROVIDER",
        question: "Que serviço de IA cria as músicas?",
        help: "O nome e a letra de cada cliente passam por ele; a política de privacidade diz isso.",
        where: "a ferramenta que você usa, como Suno ou Udio",
        optional: false,
      },
      ...processorQuestions("VITE_AI_PROVIDER", "o serviço de IA"),
      {
        variable: "VITE_AI_TRAINING",
        question: "O serviço de IA pode usar o nome e a letra para treinar os modelos dele?",
        help: "A política de privacidade diz a resposta à cliente.",
        where: "nos termos de uso do seu plano no serviço de IA, em “treinamento” ou “training”",
        optional: false,
        choices: [
          { value: "nao", label: "Não pode" },
          { value: "sim", label: "Pode" },
        ],
      },
      {
        variable: "VITE_HOSTING_LOG_RETENTION_DAYS",
        question: "Por quantos dias os registros de acesso ao site são guardados?",
        help: "O Marco Civil da Internet (art. 15) pede 6 meses, pelo menos 180 dias, a quem vende pela internet com CNPJ (um MEI também); com CPF, a conferência não o exige. A Política de Privacidade diz às clientes o número que você escrever.",
        where:
          "o plano grátis da Cloudflare não guarda os registros por 180 dias: o envio deles para o R2, e a regra que apaga os arquivos depois de um prazo, estão em docs/publicar.md, “Os registros de acesso”; escreva esse prazo, e, enquanto não guarda, deixe em branco: a conferência diz o que falta",
        optional: false,
      },
    ],
  },
  {
    title: "Página de obrigado (/obrigado)",
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
    title: "Certificados de licença (/licenca)",
    items: [
      {
        variable: "VITE_LICENCE_PUBLIC_KEY",
        question: "Qual é a chave pública dos seus certificados de licença?",
        help: "Com cada música entregue vai um certificado assinado que festivais e plataformas conferem no seu site; a chave pública é a que confere a sua assinatura.",
        where:
          "num outro terminal, rode npm run licence -- keygen --out ~/chave-licencas.pem (guarde esse arquivo fora do projeto) e cole aqui o valor que ele mostra depois de VITE_LICENCE_PUBLIC_KEY=; para não emitir certificados, escreva nenhuma (docs/licences.md)",
        optional: false,
      },
    ],
  },
  {
    title: "Medição de visitas (opcional)",
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
      ...processorQuestions("VITE_PLAUSIBLE", "o Plausible", "VITE_PLAUSIBLE_DOMAIN"),
      {
        variable: "VITE_GA4_MEASUREMENT_ID",
        question: "Usa o Google Analytics 4? Qual é o ID de medição?",
        help: "Só carrega depois que a visitante aceita; em branco, não há Google Analytics.",
        where: "no Google Analytics: Administrador → Fluxos de dados → o seu site (começa com G-)",
        optional: true,
      },
      ...processorQuestions("VITE_GA4", "o Google Analytics", "VITE_GA4_MEASUREMENT_ID"),
      {
        variable: "VITE_META_PIXEL_ID",
        question: "Usa o Pixel da Meta? Qual é o ID dele?",
        help: "Só carrega depois que a visitante aceita; em branco, não há Pixel.",
        where: "no Gerenciador de Eventos da Meta → Fontes de dados (só números)",
        optional: true,
      },
      ...processorQuestions("VITE_META_PIXEL", "a Meta", "VITE_META_PIXEL_ID"),
    ],
  },
];

/** Every question, claims' included, in the order they are asked. */
export const SETUP_QUESTIONS: readonly SetupQuestion[] = SETUP_SECTIONS.flatMap((section) =>
  section.items.flatMap((item) => (isClaim(item) ? item.questions : [item])),
);
