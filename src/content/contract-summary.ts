import { siteConfig } from "../config/site";
import { platformWords } from "./legal-wording";
import { plans, priceTexts } from "./plans";
import { delivery, orderPolicy, songBrief, stylesBeta, withdrawalRight } from "./order-terms";

const platform = platformWords(siteConfig.legal.paymentPlatform);
const [single, triple] = plans;
const sendBy = siteConfig.sales.whatsapp ? "pelo seu e-mail ou WhatsApp" : "pelo seu e-mail";
const rounds = (count: number) => (count === 1 ? "1 rodada" : `${count} rodadas`);

/** The line under each buy button: who takes the payment. */
export const paymentNote = `Pagamento processado ${platform.by}.`;

/** What a change of the sung name after the lyrics are approved costs (Terms, section 5). */
export const nameChangeClause = `Trocar o nome cantado depois de aprovar a letra é uma música nova: um novo pedido, pelo preço da ${plans[0].name} (${priceTexts.single}), e só com a sua concordância.`;

/**
 * What a buyer reads before leaving for the checkout (Decreto 7.962/2013, art. 4º, I): what is
 * delivered, when, how many revisions, what happens after paying, withdrawal and licence.
 */
export const contractSummary = {
  title: "Resumo do contrato",
  lead: "O essencial dos Termos de Uso, para ler antes de seguir para o pagamento.",
  items: [
    {
      id: "o-que-voce-recebe",
      term: "O que você recebe",
      text: `${single.name}: 1 música. ${triple.name}: 3 músicas. Cada uma canta o nome que você escolher, tem até 3 minutos e é cantada em ${orderPolicy.lyricsLanguage}, no estilo Romântica ou Pop (${stylesBeta.note}).`,
    },
    {
      id: "formato",
      term: "Formato",
      text: `Um arquivo ${orderPolicy.fileFormat}, enviado por e-mail para você baixar. Não há mídia física.`,
    },
    {
      id: "depois-de-pagar",
      term: "Depois de pagar",
      text: `${songBrief.where.charAt(0).toUpperCase()}${songBrief.where.slice(1)}, você nos conta ${songBrief.what}, e envia ${sendBy}. ${songBrief.byEmail}`,
    },
    {
      id: "prazo",
      term: "Prazo",
      text: `Entrega ${delivery.promise}, ${delivery.clarification}. Cartão e Pix costumam ser confirmados na hora; boleto, em 1 a 3 dias úteis. Cada revisão que você pede tem um novo prazo de até 24 horas úteis, contado do pedido.`,
    },
    {
      id: "revisoes",
      term: "Revisões",
      text: `Até ${rounds(orderPolicy.lyricRevisionRounds)} de alterações na letra e ${rounds(orderPolicy.previewAdjustmentRounds)} de ajustes depois das duas prévias (na pronúncia do nome, por exemplo), sem custo, para cada música. ${nameChangeClause}`,
    },
    {
      id: "pagamento",
      term: "Pagamento",
      text: `Processado ${platform.by}, com cartão de crédito, Pix ou boleto. Não guardamos os dados do seu cartão.`,
    },
    {
      id: "arrependimento-e-garantia",
      term: "Arrependimento e garantia",
      text: `Você pode desistir da compra em até ${withdrawalRight.period}: ${withdrawalRight.refund}, integralmente. Basta escrever para {email}. Além disso, a garantia de satisfação devolve o seu dinheiro enquanto a versão completa não for baixada, mesmo depois dos 7 dias.`,
    },
    {
      id: "licenca",
      term: "Licença",
      text: "Uso comercial em shows, aulas, vídeos e redes sociais, e revenda: uma licença exclusiva da gravação e da letra (não as vendemos nem licenciamos a mais ninguém). Uma obra criada com inteligência artificial pode não ter direito autoral próprio (Lei nº 9.610/1998, arts. 7º e 11); a exclusividade é um compromisso nosso, por contrato. O estilo e os ritmos, comuns ao gênero, não são exclusivos. Veja a {termsLicence}.",
    },
  ],
  more: "Condições completas nos {terms}.",
} as const;
