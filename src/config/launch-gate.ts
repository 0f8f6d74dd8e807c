/**
 * The launch gate: what must change before this site sells for a real business. `npm run
 * build:launch` (the build command the hosts run, `npm run preview` and `npm run deploy`) refuses
 * to build while any problem remains; `npm run build`, `npm start` and `npm test` keep working
 * with the demo content. The owner reads it: every problem and note is in Portuguese, with its fix.
 */
import { brandWordsFor } from "../content/brand-words.ts";
import { RHYTHMS } from "../content/rhythms.ts";
import { PLAN_NAMES } from "../content/plan-names.ts";
import { PROMO_QUERY_PARAM } from "../lib/promo/promo-code.ts";
import { analyticsProcessors } from "../features/analytics/providers.ts";
import type { AnalyticsConfig } from "./env-analytics.ts";
import { MARCO_CIVIL_LOG_DAYS, type RawEnv } from "./env-common.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";
import { loose, present } from "./env-rules.ts";
import { isBrazil, transferUnstated, type Processor } from "./env-legal.ts";
import { factsFor, ORDER_STORE_REGION, type ProcessorPrefix } from "./provider-facts.ts";
import {
  fittingBases,
  PROCESSING_BASIS,
  whyNotFitting,
  type TransferCase,
} from "./transfer-rule.ts";
import { looksLikePrivateKey, NO_LICENCE_KEY } from "./env-licence.ts";
import { ENGAGEMENT_SOURCE_VARIABLES, ENV_DEFAULTS, type SiteConfig } from "./env-schema.ts";
import { GUARANTEE_DAYS } from "./env-orders.ts";
import { commercialBasis, readDay, type SourcedFact } from "./ai-services.ts";
import { DELIVERY_HOURS, OFFER_DEFAULTS, ROUNDS } from "./env-offer.ts";
import { unlistedStyle } from "../content/collections.ts";
import { basisLabel, SETUP_COMMAND, setupCommandFor } from "./setup-questions.ts";

export { SETUP_COMMAND };

/** Where the order page runs: Cloudflare Pages, with D1 and R2 (functions/api/). */
export const ORDER_HOST = "Cloudflare";

export interface LaunchProblem {
  /** What is still demo, invented or missing. */
  readonly problem: string;
  /** The variable or file to change, and how. */
  readonly fix: string;
  /**
   * The variables (or a part of the setup) whose questions fix it: the report names the command
   * that asks them again, alone (`npm run setup -- VITE_PRICE_SINGLE`). None for a file.
   */
  readonly ask?: readonly string[];
}

export interface LaunchInput {
  /** The raw variables, to tell a value the owner set from a default. */
  readonly raw: RawEnv;
  readonly config: SiteConfig;
  readonly analytics: AnalyticsConfig;
  readonly testimonials: readonly { readonly name: string; readonly example: boolean }[];
  readonly tracks: readonly {
    readonly id: string;
    readonly title: string;
    readonly style: string;
    readonly demo: boolean;
  }[];
}

/** The demo's own domain: no address on it belongs to a real owner. */
export const DEMO_DOMAIN = new URL(ENV_DEFAULTS.VITE_SITE_URL).hostname;

/** The guide's step that keeps the access logs (Marco Civil da Internet, art. 15). */
export const ACCESS_LOGS_GUIDE = "docs/publicar.md, “Os registros de acesso”";

const isSet = (raw: RawEnv, name: string) => present(raw[name]) !== undefined;

const onDemoDomain = (host: string) => host === DEMO_DOMAIN || host.endsWith(`.${DEMO_DOMAIN}`);

/** The variables still holding `.env.example`'s example, as written there or nearly so. */
export function copiedExamples(raw: RawEnv): (keyof typeof ENV_EXAMPLES)[] {
  return (Object.keys(ENV_EXAMPLES) as (keyof typeof ENV_EXAMPLES)[]).filter((name) => {
    const value = present(raw[name]);
    return value !== undefined && loose(value) === loose(ENV_EXAMPLES[name]);
  });
}

/** "(fonte: https://…, lida em 27/11/2026)", or nothing where no page was found. */
const sourced = (fact: SourcedFact<unknown>) =>
  fact.source ? ` (fonte: ${fact.source}, lida em ${readDay(fact)})` : "";

/**
 * The AI plan behind "100% licenciada para uso comercial e revenda" and the training sentence of
 * the privacy policy: each must rest on a fact of the service (ai-services.ts) or on the terms
 * page she read herself, never on a guess.
 */
function aiProblems(
  config: SiteConfig,
  check: (failed: unknown, problem: string, fix: string, ask?: readonly string[]) => void,
) {
  const name = config.legal.processors.ai?.name ?? null;
  const { plan: planName, since, termsUrl } = config.legal.ai;
  const { service, plan, allowed } = commercialBasis(config.legal.ai);
  const training = config.legal.aiTraining;
  const fact = service?.trainsOnInputs;
  check(
    training === null,
    "a Política de Privacidade não diz se o fornecedor de IA pode treinar com os nomes e as letras",
    fact?.value != null
      ? `preencha VITE_AI_TRAINING com ${fact.value ? "sim" : "nao"}: ${fact.note}${sourced(fact)}`
      : "preencha VITE_AI_TRAINING com sim ou nao, como dizem os termos do seu plano no serviço de IA (na dúvida, sim: a Política diz que ele pode, e a cliente sabe antes de comprar)",
    ["VITE_AI_TRAINING"],
  );
  // No service named at all is said with the processors, with its own fix.
  if (name === null) return;
  const claim = "os Termos prometem música “100% licenciada para uso comercial e revenda”";
  check(
    planName === null,
    `${claim}, mas não dizem com que plano do serviço ${name} as músicas são feitas: um plano grátis não permite uso comercial`,
    "preencha VITE_AI_PLAN com o nome do seu plano, como aparece na sua conta, e VITE_AI_PLAN_SINCE com a data em que ele começou",
    ["VITE_AI_PLAN"],
  );
  if (planName === null) return;
  check(
    allowed === false,
    `${claim}, mas o plano ${planName} do serviço ${name} não permite: ${plan?.commercial.note ?? ""}${plan ? sourced(plan.commercial) : ""}`,
    `assine um plano que permita uso comercial e a venda das músicas${service?.name === "Suno" ? " (na Suno, Pro ou Premier)" : ""}, faça as músicas com ele e preencha VITE_AI_PLAN e VITE_AI_PLAN_SINCE; as músicas feitas antes da assinatura continuam sem uso comercial`,
    ["VITE_AI_PLAN"],
  );
  check(
    allowed === null,
    `${claim}, mas não está confirmado que o plano ${planName} do serviço ${name} permite uso comercial e a venda das músicas às suas clientes (a confirmar${plan ? `: ${plan.commercial.note}${sourced(plan.commercial)}` : service ? `: conhecemos só os planos ${service.plans.map((item) => item.name).join(", ")}` : ": não temos os termos desse serviço"})`,
    'leia os termos do seu plano, de preferência com o advogado: se eles permitem uso comercial e a venda das músicas a clientes, preencha VITE_AI_PLAN_TERMS_URL com o endereço da página que diz isso; se não permitem, troque de plano ou de serviço (docs/publicar.md, "O que levar ao advogado", lista o que confirmamos de cada serviço)',
    ["VITE_AI_PLAN_TERMS_URL"],
  );
  check(
    allowed === true && since === null,
    `falta a data em que o plano ${planName} do serviço ${name} começou: as músicas feitas antes dele não têm uso comercial, e cada certificado de licença confere a data em que a música foi criada`,
    "preencha VITE_AI_PLAN_SINCE com a data em que a assinatura começou (dd/mm/aaaa), como está no recibo dela",
    ["VITE_AI_PLAN_SINCE"],
  );
  const says = (may: boolean) => (may ? "pode" : "não pode");
  check(
    training !== null && fact?.value != null && training !== fact.value,
    `a Política de Privacidade diria que o serviço ${name} ${says(training === true)} treinar com os nomes e as letras das clientes, mas ${fact?.note ?? ""}${fact ? sourced(fact) : ""}`,
    `preencha VITE_AI_TRAINING com ${fact?.value ? "sim" : "nao"}, como dizem os termos do serviço ${name}`,
    ["VITE_AI_TRAINING"],
  );
  check(
    training === false && fact?.value == null && termsUrl === null,
    `a Política de Privacidade diria que o serviço ${name} não pode treinar com os nomes e as letras das clientes, mas isso não está confirmado (a confirmar${fact ? `: ${fact.note}` : ""})`,
    "preencha VITE_AI_TRAINING com sim (a Política diz então que ele pode, e a cliente sabe antes de comprar), ou confirme nos termos do seu plano e preencha VITE_AI_PLAN_TERMS_URL com o endereço da página que diz isso",
    ["VITE_AI_TRAINING", "VITE_AI_PLAN_TERMS_URL"],
  );
}

/** Every demo, example or missing value still in the configuration and content, in page order. */
export function launchProblems({
  raw,
  config,
  analytics,
  testimonials,
  tracks,
}: LaunchInput): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  /** Lists `problem`, with its `fix` and the variables to `ask` again, when `failed`. */
  const check = (failed: unknown, problem: string, fix: string, ask?: readonly string[]) => {
    if (failed) problems.push({ problem, fix, ...(ask ? { ask } : {}) });
  };

  check(
    !isSet(raw, "VITE_SITE_NAME"),
    `o nome da marca é o do exemplo ("${config.siteName}")`,
    `preencha VITE_SITE_NAME com a sua marca (pode ser "${config.siteName}", se for mesmo a sua, mas diga isso)`,
    ["VITE_SITE_NAME"],
  );
  const siteUrl = new URL(config.siteUrl);
  check(
    onDemoDomain(siteUrl.hostname) || siteUrl.protocol !== "https:",
    `o endereço do site é ${config.siteUrl}, não o seu domínio`,
    "preencha VITE_SITE_URL com o seu domínio, começando com https:// (os links, o mapa do site e as prévias nas redes usam ele)",
    ["VITE_SITE_URL"],
  );
  check(
    onDemoDomain(config.contactEmail.split("@")[1] ?? ""),
    `o e-mail de contato é o do exemplo (${config.contactEmail})`,
    "preencha VITE_CONTACT_EMAIL com um e-mail que você lê: pedidos, desistências e pedidos sobre dados pessoais chegam por ele",
    ["VITE_CONTACT_EMAIL"],
  );
  const checkouts = [
    ["VITE_CHECKOUT_URL_SINGLE", config.checkoutUrls.single, PLAN_NAMES.single],
    ["VITE_CHECKOUT_URL_PROFESSIONAL", config.checkoutUrls.professional, PLAN_NAMES.triple],
  ] as const;
  for (const [variable, url, plan] of checkouts) {
    const link = new URL(url);
    check(
      onDemoDomain(link.hostname),
      `o link de pagamento de "${plan}" é o do exemplo (${url})`,
      `preencha ${variable} com o link de pagamento desse produto na sua plataforma`,
      [variable],
    );
    // The site adds the visitor's code to the buy links and removes it on "Remover cupom": a code
    // written into the link would stay there, unseen by her, after she removed hers.
    const coupon = [...link.searchParams].find(
      ([name]) => name.toLowerCase() === PROMO_QUERY_PARAM,
    );
    check(
      coupon,
      `o link de pagamento de "${plan}" já traz um cupom (${coupon?.join("=")}): o código da visitante entraria ao lado dele, e "Remover cupom" não conseguiria tirá-lo`,
      `tire ${coupon?.[0]}=… de ${variable}; crie o cupom na sua plataforma de pagamento e divulgue o endereço do site com ?${PROMO_QUERY_PARAM}=CODIGO (docs/cupons.md)`,
      [variable],
    );
  }
  for (const [variable, plan] of [
    ["VITE_PRICE_SINGLE", PLAN_NAMES.single],
    ["VITE_PRICE_PROFESSIONAL", PLAN_NAMES.triple],
  ] as const) {
    check(
      !isSet(raw, variable),
      `o preço de "${plan}" não foi definido, e o site mostraria o do exemplo (R$ ${ENV_DEFAULTS[variable]})`,
      `preencha ${variable} com o preço em reais que a sua página de pagamento cobra (pode ser ${ENV_DEFAULTS[variable]}, se for mesmo esse)`,
      [variable],
    );
  }
  // The offer's terms the page promises: the specification's on the demo, hers to confirm or change.
  const { offer } = config;
  const styleNames = offer.styles.map((style) => style.name).join("; ");
  check(
    !isSet(raw, "VITE_DELIVERY_BUSINESS_HOURS"),
    `o prazo de entrega não foi definido, e o site prometeria o do exemplo (em até ${offer.deliveryHours} horas úteis, contadas da confirmação do pagamento)`,
    `preencha VITE_DELIVERY_BUSINESS_HOURS com as horas úteis (de ${DELIVERY_HOURS.min} a ${DELIVERY_HOURS.max}) em que você entrega a letra e cada versão (pode ser ${OFFER_DEFAULTS.VITE_DELIVERY_BUSINESS_HOURS}, se for mesmo esse)`,
    ["VITE_DELIVERY_BUSINESS_HOURS"],
  );
  check(
    !isSet(raw, "VITE_SONG_STYLES"),
    `os estilos de música não foram definidos, e o site ofereceria os do exemplo (${styleNames})`,
    `preencha VITE_SONG_STYLES com os estilos que você faz, separados por ponto e vírgula (pode ser "${OFFER_DEFAULTS.VITE_SONG_STYLES}", se forem mesmo esses)`,
    ["VITE_SONG_STYLES"],
  );
  check(
    !isSet(raw, "VITE_SONG_STYLES_BETA"),
    `não foi dito se os estilos estão em fase beta, e o site diria o do exemplo (${offer.stylesBeta ? `"estilos em fase beta: por enquanto, só …, e outros virão depois"` : "que não estão"})`,
    'preencha VITE_SONG_STYLES_BETA com "sim" se os seus estilos ainda estão em fase de testes, ou "nao"',
    ["VITE_SONG_STYLES_BETA"],
  );
  for (const [variable, what, count] of [
    ["VITE_LYRIC_REVISION_ROUNDS", "alterações na letra", offer.lyricRevisionRounds],
    ["VITE_PREVIEW_ADJUSTMENT_ROUNDS", "ajustes nas prévias", offer.previewAdjustmentRounds],
  ] as const) {
    check(
      !isSet(raw, variable),
      `as rodadas de ${what} incluídas no preço não foram definidas, e os Termos diriam as do exemplo (${count} por música)`,
      `preencha ${variable} com quantas rodadas de ${what} você inclui em cada música, de ${ROUNDS.min} a ${ROUNDS.max} (pode ser ${OFFER_DEFAULTS[variable]}, se for mesmo isso)`,
      [variable],
    );
  }
  check(
    !isSet(raw, "VITE_SELLER_VOICE"),
    'não foi dito como o site fala de você: ele falaria no plural, como no exemplo ("enviamos", "Quais estilos de música vocês fazem?")',
    'preencha VITE_SELLER_VOICE com "nos" (no plural, como uma equipe) ou "eu" (no singular: "envio", "Quais estilos de música você faz?")',
    ["VITE_SELLER_VOICE"],
  );
  const { company } = config;
  check(
    !company.legalName,
    "o nome de quem vende está vazio (Decreto 7.962/2013, art. 2º, I)",
    "preencha VITE_COMPANY_LEGAL_NAME com a razão social da empresa ou o seu nome completo",
    ["VITE_COMPANY_LEGAL_NAME"],
  );
  check(
    !company.cnpj && !config.legal.sellerCpf,
    "o CNPJ (ou, para pessoa física, o CPF) de quem vende está vazio (Decreto 7.962/2013, art. 2º, I)",
    "preencha VITE_COMPANY_CNPJ, ou VITE_COMPANY_CPF se você vende como pessoa física",
    ["VITE_COMPANY_CNPJ"],
  );
  check(
    !company.address,
    "o endereço de quem vende está vazio (Decreto 7.962/2013, art. 2º, II)",
    "preencha VITE_COMPANY_ADDRESS com o endereço que o site mostra, impresso em todas as páginas: o do cartão do CNPJ ou, se ele for a sua casa, um endereço comercial ou fiscal",
    ["VITE_COMPANY_ADDRESS"],
  );
  check(
    config.legal.paymentPlatform === null,
    "os Termos de Uso e a Política de Privacidade não dizem qual plataforma recebe o pagamento, e a compradora fica presa às condições de uma plataforma sem nome (CDC art. 46; LGPD art. 9º, V)",
    "preencha VITE_PAYMENT_PLATFORM com o nome da sua plataforma (Hotmart, Kiwify, Eduzz…) e, se ela tiver, os links dos termos e da política dela (VITE_PAYMENT_PLATFORM_TERMS_URL, VITE_PAYMENT_PLATFORM_PRIVACY_URL)",
    ["VITE_PAYMENT_PLATFORM"],
  );
  check(
    config.legal.checkoutRunsMetaPixel === null,
    "a Política de Privacidade não diz se a página de pagamento executa o seu Pixel da Meta, que recebe os dados da compra fora do aviso de cookies deste site",
    'preencha VITE_CHECKOUT_META_PIXEL com "sim" se você cadastrou o seu Pixel na plataforma de pagamento, ou "nao"',
    ["VITE_CHECKOUT_META_PIXEL"],
  );
  // The checkout's Pixel rests on legitimate interest (measuring the ads' sales): that carries the
  // purchase's events, not the buyer's contact data handed to Meta, which uses them for its own
  // ads too; and this site cannot ask for consent on the platform's page (decision 0027).
  const contact = config.legal.checkoutPixelSendsContact;
  const contactOff =
    "desligue a correspondência avançada automática do seu Pixel (Gerenciador de Eventos da Meta → o seu Pixel → Configurações) e não mande os dados de quem compra pela API de Conversões da plataforma; então preencha VITE_CHECKOUT_META_PIXEL_CONTACT com nao";
  check(
    config.legal.checkoutRunsMetaPixel === true && contact === null,
    "a Política de Privacidade não diz se, na página de pagamento, o seu Pixel manda à Meta o nome, o e-mail ou o telefone de quem compra",
    `veja no Gerenciador de Eventos da Meta se os eventos de compra trazem e-mail, telefone ou nome entre os parâmetros recebidos; se não trazem, preencha VITE_CHECKOUT_META_PIXEL_CONTACT com nao; se trazem, ${contactOff}`,
    ["VITE_CHECKOUT_META_PIXEL_CONTACT"],
  );
  check(
    config.legal.checkoutRunsMetaPixel === true && contact === true,
    "na página de pagamento, o seu Pixel manda à Meta o nome, o e-mail e o telefone de quem compra, e a Política de Privacidade diria que isso se apoia no legítimo interesse de medir as vendas dos anúncios: ele não cobre entregar à Meta os dados de contato de quem compra, que a Meta usa também para os anúncios dela, e este site não tem como pedir o consentimento de quem compra na página da plataforma (LGPD arts. 7º, IX, e 10)",
    `${contactOff}; ou tire o Pixel da página de pagamento e preencha VITE_CHECKOUT_META_PIXEL com nao`,
    ["VITE_CHECKOUT_META_PIXEL"],
  );
  check(
    !isSet(raw, "VITE_ORDER_PAGE"),
    "os Termos não dizem como a música completa chega à cliente, e por isso quando acaba a garantia de satisfação: na página do pedido, no seu site, ou por um link de download seu",
    'preencha VITE_ORDER_PAGE com "sim" (cada pedido tem a sua página no site, com as prévias e o download registrado, que vocês duas veem: npm run pedido, docs/entregas.md) ou "nao" (você manda o link de download por um serviço seu, que precisa registrar o acesso)',
    ["VITE_ORDER_PAGE"],
  );
  check(
    !isSet(raw, "VITE_GUARANTEE_DAYS"),
    `o prazo máximo da garantia de satisfação não foi definido, e os Termos diriam o do exemplo (${config.orders.guaranteeDays} dias depois que a música completa fica disponível)`,
    `preencha VITE_GUARANTEE_DAYS com o número de dias (de ${GUARANTEE_DAYS.min} a ${GUARANTEE_DAYS.max}) que a garantia dura quando a cliente não baixa a música (pode ser ${config.orders.guaranteeDays}, se for mesmo esse)`,
    ["VITE_GUARANTEE_DAYS"],
  );
  const hosting = config.legal.processors.hosting;
  check(
    config.orders.page && hosting !== null && !loose(hosting.name).includes(loose(ORDER_HOST)),
    `a página de cada pedido funciona na ${ORDER_HOST} (o banco de pedidos e os arquivos das músicas ficam lá), mas a hospedagem informada é ${hosting?.name}`,
    `publique na ${ORDER_HOST} com npm run deploy e preencha VITE_HOSTING_PROVIDER com ${ORDER_HOST}, ou preencha VITE_ORDER_PAGE com "nao" e mande o link de download por um serviço seu`,
    ["VITE_HOSTING_PROVIDER", "VITE_ORDER_PAGE"],
  );
  check(
    config.orders.page && hosting !== null && hosting.country !== null && isBrazil(hosting.country),
    `a Política de Privacidade diria que a hospedagem guarda os dados no Brasil, mas com a página de cada pedido o banco de pedidos e os arquivos das músicas ficam na ${ORDER_HOST}, que não oferece guardá-los no Brasil (npm run deploy os cria ${ORDER_STORE_REGION.words}, ${ORDER_STORE_REGION.source})`,
    `preencha VITE_HOSTING_PROVIDER_COUNTRY com "Estados Unidos", onde a ${ORDER_HOST} tem sede, e VITE_HOSTING_PROVIDER_TRANSFER_BASIS (${SETUP_COMMAND} pergunta os dois); ou preencha VITE_ORDER_PAGE com "nao" e mande o link de download por um serviço seu`,
    ["VITE_HOSTING_PROVIDER_COUNTRY", "VITE_ORDER_PAGE"],
  );
  // An encarregado chosen (or a name or an e-mail given) but not fully named: the schema lets it
  // through so that "Ainda não sei" can be answered; the launch needs both.
  const encarregadoMissing = ["VITE_DPO_NAME", "VITE_DPO_EMAIL"].filter(
    (name) => !isSet(raw, name),
  );
  const encarregadoChosen =
    loose(present(raw.VITE_DPO_MODE) ?? "") === "encarregado" || encarregadoMissing.length === 1;
  check(
    !config.legal.dataProtection,
    encarregadoChosen
      ? "a Política de Privacidade não nomeia o encarregado pelos dados pessoais: falta o nome ou o e-mail dele (LGPD art. 41, § 1º)"
      : "a Política de Privacidade não diz a quem a pessoa se dirige para pedidos sobre dados pessoais (LGPD art. 41; Res. CD/ANPD 2/2022, art. 11)",
    encarregadoChosen
      ? `preencha ${encarregadoMissing.join(" e ")} com ${encarregadoMissing.length === 1 ? "o dado" : "o nome e o e-mail"} do encarregado, ou VITE_DPO_MODE com pequeno-porte, se o seu negócio puder dispensá-lo (docs/publicar.md, "Agente de pequeno porte")`
      : "preencha VITE_DPO_MODE com encarregado (e VITE_DPO_NAME e VITE_DPO_EMAIL) ou com pequeno-porte",
    encarregadoChosen ? encarregadoMissing : ["VITE_DPO_MODE"],
  );
  aiProblems(config, check);
  const examples = testimonials.filter((testimonial) => testimonial.example);
  check(
    examples.length > 0,
    `${examples.length === 1 ? "1 depoimento é um exemplo inventado" : `${examples.length} depoimentos são exemplos inventados`} (${examples.map((item) => item.name).join(", ")}): apresentados como reais, são propaganda enganosa (CDC arts. 37 e 67)`,
    'em src/content/testimonials.json, deixe só depoimentos reais, com "example": false e a autorização por escrito de cada cliente guardada, ou apague os exemplos (sem depoimentos, a seção sai da página); passo a passo em docs/depoimentos.md',
  );
  const demos = tracks.filter((track) => track.demo);
  check(
    demos.length > 0,
    `${demos.length === 1 ? "1 exemplo de áudio é" : `${demos.length} exemplos de áudio são`} do site de demonstração (${demos.map((track) => `"${track.title}"`).join(", ")})`,
    `adicione os seus com npm run samples -- add <arquivo> --title "…" --style ${offer.styles.map((style) => style.id).join("|")} --rhythm ${RHYTHMS.map((rhythm) => rhythm.id).join("|")}, depois tire os da demonstração com npm run samples -- remove <id> (docs/samples.md)`,
  );
  // A style she no longer offers: the card would name it (the build stops on it too).
  for (const track of tracks) {
    const unlisted = unlistedStyle(track, offer.styles);
    if (unlisted)
      check(true, `o exemplo de áudio "${track.title}": ${unlisted.problem}`, unlisted.fix);
  }
  const days = config.legal.accessLogRetentionDays;
  // Art. 15 binds a provider "constituído na forma de pessoa jurídica": a seller with a CNPJ (a MEI
  // too). One selling with her CPF is told in the notes, not stopped. The guide's step needs only
  // her domain on Cloudflare, never a published site: it comes before the first publication.
  check(
    config.legal.sellerCpf === null && (days === null || days < MARCO_CIVIL_LOG_DAYS),
    days === null
      ? "a Política de Privacidade não diz por quanto tempo os registros de acesso ao site são guardados (Marco Civil da Internet, art. 15: 6 meses)"
      : `os registros de acesso ficam guardados ${days} dias, menos que os 6 meses (${MARCO_CIVIL_LOG_DAYS} dias) do Marco Civil da Internet, art. 15`,
    `deixe o envio dos registros pronto antes de publicar: ele só precisa do seu domínio na Cloudflare, não do site no ar (${ACCESS_LOGS_GUIDE}); quando o envio e a regra que apaga os arquivos depois de ${MARCO_CIVIL_LOG_DAYS} dias ou mais existirem, preencha VITE_HOSTING_LOG_RETENTION_DAYS com o prazo dessa regra, como 190`,
    ["VITE_HOSTING_LOG_RETENTION_DAYS"],
  );
  /**
   * A processor abroad: its ground of transfer must be said, and be one the rule of art. 33
   * (transfer-rule.ts) lets this provider and this processing rest on; the fix names those.
   */
  const checkTransfer = (processor: Processor | null, variable: ProcessorPrefix) => {
    if (processor === null) return;
    const facts = factsFor(variable, processor.name);
    const transfer: TransferCase = {
      facts,
      processing: PROCESSING_BASIS[variable],
      country: facts?.country ?? processor.country,
    };
    const fits = fittingBases(transfer);
    const stated = processor.transferBasis;
    const country = transfer.country ?? processor.country;
    const abroad = country !== null && !isBrazil(country);
    const named = fits.map((basis) => `${basis} (“${basisLabel(basis)}”)`);
    const options =
      named.length < 2 ? named.join("") : `${named.slice(0, -1).join(", ")} ou ${named.at(-1)}`;
    const consent = fits.includes("consentimento")
      ? `; com o consentimento, o aviso de cookies diz, antes de a visitante aceitar, que os dados vão para fora do Brasil (${country})`
      : "";
    const fix =
      fits.length > 0
        ? `preencha ${variable}_TRANSFER_BASIS com ${options}${consent}`
        : `nenhuma base do art. 33 cabe a ${processor.name} como está: leve a pergunta ao advogado, ou troque de fornecedor`;
    check(
      transferUnstated(processor),
      `a Política de Privacidade não diz com que base da LGPD (art. 33) ${processor.name} leva os dados para ${processor.country}`,
      `${fix} (docs/publicar.md, "O que levar ao advogado", diz o que cada fornecedor oferece)`,
      [`${variable}_TRANSFER_BASIS`],
    );
    check(
      abroad && stated !== null && !fits.includes(stated),
      `a Política de Privacidade diria que ${processor.name} leva os dados para fora do Brasil (${country}) com base em “${stated ? basisLabel(stated) : ""}”, mas ${stated ? whyNotFitting(stated, transfer) : ""}`,
      fix,
      [`${variable}_TRANSFER_BASIS`],
    );
  };
  for (const [role, variable, who] of [
    ["payment", "VITE_PAYMENT_PLATFORM", "a sua plataforma de pagamento"],
    ["email", "VITE_EMAIL_PROVIDER", "o seu fornecedor de e-mail"],
    ["hosting", "VITE_HOSTING_PROVIDER", "o seu fornecedor de hospedagem"],
    ["ai", "VITE_AI_PROVIDER", "o seu fornecedor de inteligência artificial"],
    ["download", "VITE_DOWNLOAD_SERVICE", "o serviço onde fica o arquivo da música completa"],
  ] as const) {
    // The link's service exists only where she delivers by her own link.
    if (role === "download" && config.orders.page) continue;
    const processor = config.legal.processors[role];
    // No payment platform at all is said above, with its own fix.
    if (role === "payment" && processor === null) continue;
    check(
      processor === null || processor.country === null,
      processor === null
        ? `a Política de Privacidade não diz quem é ${who} (LGPD arts. 9º e 33)`
        : `a Política de Privacidade não diz em que país ${who}, ${processor.name}, trata os dados (LGPD art. 33)`,
      `preencha ${processor === null ? `${variable}, ` : ""}${variable}_COUNTRY e, se esse país não for o Brasil, ${variable}_TRANSFER_BASIS (docs/publicar.md diz onde encontrar cada um)`,
      // The name asked again asks its country, and the country its basis (setup-questions.ts).
      [processor === null ? variable : `${variable}_COUNTRY`],
    );
    checkTransfer(processor, variable);
  }
  const { whatsapp } = config.legal;
  check(
    whatsapp !== null && whatsapp.country === null,
    "a Política de Privacidade não diz em que país o WhatsApp, pelo qual as clientes falam com você, trata as mensagens (LGPD art. 33)",
    "preencha VITE_WHATSAPP_COUNTRY e, se esse país não for o Brasil, VITE_WHATSAPP_TRANSFER_BASIS (docs/publicar.md diz o que encontramos sobre o WhatsApp)",
    ["VITE_WHATSAPP_COUNTRY"],
  );
  checkTransfer(whatsapp, "VITE_WHATSAPP");
  for (const { variable, processor } of analyticsProcessors(analytics)) {
    check(
      processor.country === null,
      `a Política de Privacidade não diz em que país ${processor.name} trata os dados das visitantes (LGPD art. 33)`,
      `preencha ${variable}_COUNTRY e, se esse país não for o Brasil, ${variable}_TRANSFER_BASIS (veja os termos de tratamento de dados do fornecedor)`,
      [`${variable}_COUNTRY`],
    );
    checkTransfer(processor, variable);
  }
  // The sales webhooks' secrets are Pages secrets: a VITE_ one would be written into the pages,
  // where anyone could send the site a sale or a refund in the platform's name.
  for (const variable of Object.keys(raw).filter(
    (name) => name.startsWith("VITE_") && /HOTTOK|KIWIFY_TOKEN|WEBHOOK_(TOKEN|SECRET)/.test(name),
  )) {
    check(
      true,
      `${variable} é o segredo do aviso de vendas da plataforma, e toda variável VITE_ vai parar nas páginas do site, onde qualquer pessoa poderia mandar ao site uma venda ou um reembolso em nome da plataforma`,
      `apague ${variable} do .env e das configurações do host; o segredo vai só nos segredos da Cloudflare (HOTMART_HOTTOK ou KIWIFY_TOKEN, que o npm run deploy pede) e, para testar neste computador, no .dev.vars. Como ele pode ter sido visto, gere outro na plataforma`,
      [variable],
    );
  }
  // A VITE_ value is written into the pages: a private key there signs for anyone who reads them.
  for (const [variable, value] of Object.entries(raw)) {
    check(
      variable.startsWith("VITE_") && typeof value === "string" && looksLikePrivateKey(value),
      `${variable} contém uma chave privada: toda variável VITE_ vai parar nas páginas do site, e quem a lesse poderia assinar certificados em seu nome`,
      `apague ${variable} do .env e das configurações do host e, como a chave pode ter sido vista, crie outra: a pergunta dos certificados de ${SETUP_COMMAND} cria o par de chaves e guarda a privada num arquivo seu, fora do projeto (docs/licences.md)`,
      variable === "VITE_LICENCE_PUBLIC_KEY" ? [variable] : [variable, "VITE_LICENCE_PUBLIC_KEY"],
    );
  }
  check(
    config.licence?.keys.some((key) => key.publicKey === ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY),
    "os certificados de licença usam a chave de demonstração, cuja chave privada é pública no repositório: qualquer pessoa poderia emitir certificados em seu nome",
    `crie a sua chave: a pergunta dos certificados de ${SETUP_COMMAND} cria o par de chaves, guarda a privada num arquivo seu, fora do projeto, e grava a pública em VITE_LICENCE_PUBLIC_KEY (ou escolha não emitir certificados, VITE_LICENCE_PUBLIC_KEY=${NO_LICENCE_KEY}; docs/licences.md)`,
    ["VITE_LICENCE_PUBLIC_KEY"],
  );
  check(
    isSet(raw, "VITE_SITE_NAME") && !isSet(raw, "VITE_SITE_NAME_ARTICLE"),
    `o artigo da marca não foi definido: as páginas diriam "${brandWordsFor(config.siteName, config.siteNameArticle).to}"`,
    'preencha VITE_SITE_NAME_ARTICLE com "a" ("à sua marca") ou "o" ("ao Estúdio Layla")',
    ["VITE_SITE_NAME_ARTICLE"],
  );
  for (const name of copiedExamples(raw)) {
    check(
      true,
      `${name} é o exemplo do .env.example ("${ENV_EXAMPLES[name]}"), não um dado do seu negócio`,
      `troque pelo seu${name.startsWith("VITE_ENGAGEMENT") || name === "VITE_POPULAR_PLAN_BASIS" ? ", ou deixe vazio: sem a fonte, a afirmação sai da página" : ""} (${SETUP_COMMAND} pergunta cada valor)`,
      [name],
    );
  }
  return problems;
}

/**
 * What a launch leaves out of the page, and why: not a refusal, since the page stays true
 * without it. A seller with no sales data has no source for the claims, and must not invent one.
 */
export function launchNotes({ raw, config }: LaunchInput): string[] {
  const notes: string[] = [];
  const missing = Object.values(ENGAGEMENT_SOURCE_VARIABLES).filter(([name]) => !isSet(raw, name));
  if (!config.claims.engagement.shown) {
    notes.push(
      `"10x mais engajamento" fica fora da página: falta a fonte (${missing.map(([, what]) => what).join(", ")}). Um resultado anunciado precisa dos dados que o comprovam (CDC arts. 30, 36 e 37). Quando tiver esses dados, preencha ${missing.map(([name]) => name).join(", ")}: ${setupCommandFor(["engajamento"])}.`,
    );
  }
  if (!config.claims.popularPlan.shown) {
    notes.push(
      `"Mais Popular" fica fora do Pacote Profissional: falta no que ele se baseia (CDC art. 37). O pacote se destaca só pelo que é conta: o preço por música e a economia. Quando tiver esse dado, preencha VITE_POPULAR_PLAN_BASIS: ${setupCommandFor(["VITE_POPULAR_PLAN_BASIS"])}.`,
    );
  }
  const days = config.legal.accessLogRetentionDays;
  if (config.legal.sellerCpf !== null && (days === null || days < MARCO_CIVIL_LOG_DAYS)) {
    notes.push(
      `você vende com CPF: o art. 15 do Marco Civil da Internet (guardar os registros de acesso por 6 meses) vale para quem é pessoa jurídica, então a conferência não o exige de você. A Política de Privacidade diz ${days === null ? "que os registros ficam com a hospedagem, pelo prazo da política dela" : `que eles ficam guardados ${days} dias`}. Se você abrir um CNPJ (um MEI também), guarde-os por ${MARCO_CIVIL_LOG_DAYS} dias ou mais (${ACCESS_LOGS_GUIDE}).`,
    );
  }
  if (config.legal.paymentMethods === null) {
    notes.push(
      `as formas de pagamento não foram listadas: o rodapé e as perguntas dizem "as bandeiras e formas aceitas aparecem na página de pagamento", sem logotipos. Para mostrá-las, preencha VITE_PAYMENT_METHODS com as que a sua plataforma aceita: ${setupCommandFor(["VITE_PAYMENT_METHODS"])}.`,
    );
  }
  // The checkout's Pixel rests on legitimate interest, which no art. 33 basis of Meta's facts
  // carries (transfer-rule.ts): not refused, since the purchase's events are what she measures
  // her ads with, but said, for her lawyer (decision 0027, "What remains").
  const meta = factsFor("VITE_META_PIXEL", undefined);
  const country = meta?.country ?? null;
  if (
    config.legal.checkoutRunsMetaPixel === true &&
    country !== null &&
    !isBrazil(country) &&
    fittingBases({ facts: meta, processing: "interesse", country }).length === 0
  ) {
    notes.push(
      `o Pixel na página de pagamento manda à Meta (${country}) os eventos da compra, e nenhuma base do art. 33 da LGPD que encontramos cabe a ele: ${meta ? whyNotFitting("clausulas-padrao", { facts: meta, processing: "interesse", country }) : ""}; e o consentimento (art. 33, VIII) só vale onde é pedido, o que este site não faz na página da plataforma. A Política de Privacidade o lista entre os prestadores cuja transferência segue o art. 33, sem nomear uma base. Leve isso ao advogado; para tirar o Pixel da página de pagamento, preencha VITE_CHECKOUT_META_PIXEL com nao: ${setupCommandFor(["VITE_CHECKOUT_META_PIXEL"])}.`,
    );
  }
  return notes;
}

/** The message a refused launch build prints: every problem, each with its fix. */
export function launchReport(problems: readonly LaunchProblem[]): string {
  const lines = problems.map(
    (item, index) =>
      `  ${index + 1}. ${item.problem}\n     → ${item.fix}${item.ask ? `\n       ${setupCommandFor(item.ask)}` : ""}`,
  );
  return [
    `✖ Conferência para publicar: ${problems.length === 1 ? "falta resolver 1 item" : `faltam resolver ${problems.length} itens`}, então nenhum site foi gerado.`,
    ...lines,
    `  Para corrigir sem editar arquivos, rode no seu computador, na pasta do site, o comando embaixo de cada item: ele pergunta e confere só aqueles valores e os grava no arquivo .env, que npm run deploy lê (${SETUP_COMMAND}, sozinho, pergunta todos). Numa hospedagem que gera o site a partir do Git, os mesmos valores vão nas configurações de build dela (docs/publicar.md).`,
  ].join("\n");
}

/**
 * What a launch leaves out of the page, under its notes: said by a launch build that passes, and
 * by `npm run setup` whatever is left (`released` false: items remain, so nothing is released).
 */
export function launchNotesReport(notes: readonly string[], { released = true } = {}): string {
  return [
    released
      ? "ℹ Conferência para publicar: o site foi liberado, com estas observações:"
      : "ℹ Observações da conferência (não impedem a publicação):",
    ...notes.map((note) => `  • ${note}`),
  ].join("\n");
}
