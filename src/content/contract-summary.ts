import { siteConfig } from "../config/site";
import { platformWords } from "./legal-wording";
import { aiLicence } from "./ai-licence";
import { plans } from "./plans";
import { priceTexts } from "./plan-prices";
import {
  delivery,
  fullVersion,
  orderPolicy,
  rounds,
  songBrief,
  stylesBeta,
  withdrawalRight,
} from "./order-terms";
import {
  confirmationSentence,
  METHODS_ON_PAYMENT_PAGE,
  noCardData,
  paymentMethods,
} from "./payment-methods";
import { we } from "./seller-voice";
import type { PlanId } from "./types";

const platform = platformWords(siteConfig.legal.paymentPlatform);
const [single, triple] = plans;
const sendBy = siteConfig.sales.whatsapp ? "pelo seu e-mail ou WhatsApp" : "pelo seu e-mail";

/** The line under each buy button: who takes the payment. */
export const paymentNote = `Pagamento processado ${platform.by}.`;

/** What a change of the sung name after the lyrics are approved costs (Terms, section 5). */
export const nameChangeClause = `Trocar o nome cantado depois de aprovar a letra é uma música nova: um novo pedido, pelo preço da ${plans[0].name} (${priceTexts.single}), e só com a sua concordância.`;

/**
 * A term of the contract as the summary shows it. `limit`, where there is one, is the clause that
 * limits her rights, shown apart and stressed (Decreto 7.962/2013, art. 4º, I: "enfatizadas as
 * cláusulas que limitem direitos").
 */
export interface SummaryItem {
  readonly id: string;
  readonly term: string;
  readonly text: string;
  readonly limit?: string;
}

/**
 * The contract's essentials in each plan's card, just above its buy button (Decreto 7.962/2013,
 * art. 4º, I: the summary before the contract, "enfatizadas as cláusulas que limitem direitos"),
 * so that the prices come first on a phone and every button still has them before it. The whole
 * summary follows the plans, one tap away.
 */
export const planEssentials = {
  label: "O essencial antes de comprar",
  items: (plan: PlanId): readonly SummaryItem[] => [
    {
      id: "recebe",
      term: "Você recebe",
      text:
        plan === "single"
          ? `1 música de até 3 minutos, ${fullVersion.delivery}.`
          : `3 músicas de até 3 minutos, cada uma ${fullVersion.delivery}.`,
    },
    {
      id: "desistencia",
      term: "Desistência",
      text: `em até ${withdrawalRight.periodFor(plan)}, com o valor pago de volta.`,
    },
    {
      id: "garantia",
      term: "Garantia de satisfação",
      text: `o seu dinheiro de volta ${fullVersion.guaranteeWindow}.`,
      limit: fullVersion.onOrderPage
        ? "depois da confirmação do primeiro download, ela acaba."
        : "depois desse acesso, ela acaba.",
    },
    {
      id: "licenca",
      term: "Licença",
      text: "uso comercial e revenda, com exclusividade.",
      limit:
        "é uma licença, não a propriedade da música: não faz de você autora da letra nem da composição, e a IA não promete uma música única.",
    },
  ],
} as const;

/**
 * The contract's summary (Decreto 7.962/2013, art. 4º, I), whole: after the plans, where each
 * card's "Leia o resumo do contrato" leads, and on the thank-you page. Plain HTML, readable
 * before any script runs.
 */
export const contractSummary = {
  title: "Resumo do contrato",
  lead: "O essencial dos Termos de Uso. Os limites dos seus direitos estão em destaque.",
  limitLabel: "Atenção:",
  items: [
    {
      id: "o-que-voce-recebe",
      term: "O que você recebe",
      text: `${single.name}: 1 música. ${triple.name}: 3 músicas. Cada uma canta o nome que você escolher, tem até 3 minutos e é cantada em ${orderPolicy.lyricsLanguage}, no estilo ${stylesBeta.choice}.`,
    },
    {
      id: "arrependimento-e-garantia",
      term: "Arrependimento e reembolso",
      text: `Você pode desistir da compra em até ${withdrawalRight.period}: ${withdrawalRight.refund}, integralmente. Basta escrever para {email}. Além disso, a garantia de satisfação devolve o seu dinheiro ${fullVersion.guaranteeWindow}, mesmo depois dos 7 dias.`,
      limit: `${fullVersion.guaranteeEnds}; ${fullVersion.onOrderPage ? "depois da confirmação do primeiro download" : "depois desse acesso"}, ela acaba. ${fullVersion.afterGuarantee}`,
    },
    {
      id: "licenca",
      term: "Licença",
      text: `Uma licença exclusiva e para sempre, da gravação, da letra e da composição (a melodia e o arranjo): use em shows, aulas, competições, vídeos, redes sociais e streaming, edite e revenda. ${we("Não vendemos nem licenciamos", "Não vendo nem licencio")} a mesma música a mais ninguém, e ${we("não cobramos", "não cobro")} nada pela execução nos seus eventos.`,
      limit: `a licença não faz de você autora da letra nem da composição: não as registre como suas no ECAD ou em outro registro de obras. Uma obra criada com inteligência artificial pode não ter direito autoral próprio (Lei nº 9.610/1998, arts. 7º e 11), e a exclusividade é um compromisso ${we("nosso", "meu")}, por contrato. ${aiLicence.short} O estilo e os ritmos, comuns ao gênero, não são exclusivos. Veja a {termsLicence}.`,
    },
  ] satisfies readonly SummaryItem[],
  /** The rest of the summary. */
  moreTitle: "Mais condições do contrato",
  moreItems: [
    {
      id: "formato",
      term: "Formato",
      text: `A música chega ${fullVersion.delivery}. Não há mídia física.`,
    },
    {
      id: "depois-de-pagar",
      term: "Depois de pagar",
      text: `${songBrief.where.charAt(0).toUpperCase()}${songBrief.where.slice(1)}, você ${we("nos conta", "me conta")} ${songBrief.what}, e envia ${sendBy}. ${songBrief.byEmail}`,
    },
    {
      id: "prazo",
      term: "Prazo",
      text: `Entrega ${delivery.promise}, ${delivery.clarification}. ${confirmationSentence} Cada revisão que você pede tem um novo prazo de até ${delivery.hours}, contado do pedido.`,
    },
    {
      id: "revisoes",
      term: "Revisões",
      text: `Até ${rounds.count(orderPolicy.lyricRevisionRounds)} de alterações na letra e ${rounds.count(orderPolicy.previewAdjustmentRounds)} de ajustes depois das duas prévias (na pronúncia do nome, por exemplo), sem custo, para cada música. ${nameChangeClause}`,
    },
    {
      id: "pagamento",
      term: "Pagamento",
      text: paymentMethods
        ? `Processado ${platform.by}, com ${paymentMethods.kinds}.${paymentMethods.full.includes("cartão") ? ` ${noCardData}` : ""}`
        : `Processado ${platform.by}; ${METHODS_ON_PAYMENT_PAGE}. ${noCardData}`,
    },
  ] satisfies readonly SummaryItem[],
  more: "Condições completas nos {terms}.",
} as const;
