import { siteConfig } from "../config/site";
import { platformWords } from "./legal-wording";
import { plans } from "./plans";
import { orderPolicy, withdrawalRight } from "./order-terms";

const platform = platformWords(siteConfig.legal.paymentPlatform);
const [single, triple] = plans;
const rounds = (count: number) => (count === 1 ? "1 rodada" : `${count} rodadas`);

/** The line under each buy button: who takes the payment. */
export const paymentNote = `Pagamento processado ${platform.by}.`;

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
      text: `${single.name}: 1 música. ${triple.name}: 3 músicas. Cada uma é exclusiva, canta o nome que você escolher e tem até 3 minutos, no estilo Romântica ou Pop (beta), com letra em ${orderPolicy.lyricsLanguage}. Você recebe o arquivo ${orderPolicy.fileFormat} por e-mail, para baixar.`,
    },
    {
      id: "depois-de-pagar",
      term: "Depois de pagar",
      text: "Você recebe um e-mail pedindo o nome que vai na música, como ele se pronuncia (escrito do jeito que se fala ou em um áudio curto) e as suas preferências. É só responder.",
    },
    {
      id: "prazo",
      term: "Prazo",
      text: "Até 24 horas úteis após a confirmação do pagamento (cartão e Pix costumam ser confirmados na hora; boleto, em 1 a 3 dias úteis). O tempo em que esperamos uma resposta sua não entra na conta, e cada revisão que você pede tem um novo prazo de até 24 horas úteis, contado do pedido.",
    },
    {
      id: "revisoes",
      term: "Revisões",
      text: `Até ${rounds(orderPolicy.lyricRevisionRounds)} de alterações na letra e ${rounds(orderPolicy.previewAdjustmentRounds)} de ajustes depois das duas prévias (na pronúncia do nome, por exemplo), sem custo.`,
    },
    {
      id: "pagamento",
      term: "Pagamento",
      text: `Processado ${platform.by}, com cartão de crédito, Pix ou boleto. Não guardamos os dados do seu cartão.`,
    },
    {
      id: "arrependimento-e-garantia",
      term: "Arrependimento e garantia",
      text: `Você pode desistir da compra em até ${withdrawalRight.period}, com devolução integral: basta escrever para {email}. Além disso, a garantia de satisfação devolve o seu dinheiro enquanto a versão completa não for baixada, mesmo depois dos 7 dias.`,
    },
    {
      id: "licenca",
      term: "Licença",
      text: "Uso comercial e revenda, em shows, aulas, vídeos e redes sociais, na medida dos direitos que detivermos sobre a música. A gravação e a letra são só suas; o estilo e os ritmos, comuns ao gênero, não. Veja a {termsLicence}.",
    },
  ],
  more: "Condições completas nos {terms}.",
} as const;
