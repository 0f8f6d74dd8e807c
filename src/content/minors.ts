/**
 * Who may buy, and a child's name in a song, said the same way in the Terms (sections 3 and 10),
 * the privacy policy (section 12) and the brief. A person under 16 is represented by a parent or
 * guardian, not merely assisted (Código Civil arts. 3º, 4º and 1.634, VII): so the buyer is an
 * adult, or emancipated, or, for a minor, the parent or guardian. A child's name needs more than
 * the buyer's word where the buyer is not the child's parent or guardian (LGPD art. 14, § 5º:
 * "esforços razoáveis"; art. 14, caput, and Enunciado CD/ANPD nº 1/2023: the child's best
 * interest).
 */
import { siteConfig } from "../config/site";
import { we } from "./seller-voice";
import { childStyles } from "./song-styles";

/**
 * Whether a child's name may be sung: never where the AI plan lets the service train on what it
 * receives (VITE_AI_TRAINING=sim), since the name would go to it (LGPD art. 14: the child's best
 * interest; issue 57, 4). Unstated, the launch gate asks for the answer first.
 */
export const childNamesSung = siteConfig.legal.aiTraining !== true;

const whoBuys =
  "Para comprar, você precisa ter 18 anos completos ou ser emancipada (Código Civil, Lei nº 10.406/2002). Uma pessoa com menos de 18 anos não compra por conta própria: por ela, quem compra é a mãe, o pai ou o responsável legal, que é o contratante e responde pela compra.";

export const minorsRule = {
  terms: `${whoBuys} Crianças e adolescentes podem receber uma música encomendada assim${childNamesSung ? "" : ", mas sem o nome deles (seção 10)"}.`,
  policy: `O site e a compra de músicas são destinados a pessoas com 18 anos completos ou emancipadas. Uma pessoa com menos de 18 anos não compra por conta própria: por ela, compra a mãe, o pai ou o responsável legal (Termos de Uso, seção 3). Não coletamos intencionalmente dados de crianças e adolescentes como compradores.`,
} as const;

/** Why a child's name is not sung, where the plan trains on what it receives. */
const notSung =
  "O serviço de inteligência artificial que usamos pode usar o que recebe, inclusive o nome cantado, para treinar os seus modelos: por isso, não fazemos músicas com o nome de uma criança ou de um adolescente, e esse nome nunca é enviado a ele (LGPD, art. 14)";

/**
 * How long the seller waits for the parents' agreement, in days from asking: after that, the song
 * is cancelled and refunded. The wait does not count in the delivery's 24 business hours.
 */
export const PARENT_AGREEMENT_DAYS = 7;

/** What the seller does before writing a child's name into lyrics, when the buyer is not a parent. */
const parentsAgreement =
  "pedimos por e-mail a concordância da mãe, do pai ou do responsável legal antes de escrever a letra, e só seguimos com ela";

/**
 * If it never comes, in the voice `say` gives: the Terms' and the policy's "nós", or the brief's,
 * the seller's own (content/seller-voice.ts).
 */
const noAgreementIn = (say: (plural: string, singular: string) => string) =>
  `${say("Esperamos", "Espero")} a resposta por até ${PARENT_AGREEMENT_DAYS} dias depois de pedir, sem que esse tempo conte no prazo de entrega; se a resposta não vier, ou for negativa, ${say("cancelamos", "cancelo")} a música, ${say("devolvemos", "devolvo")} integralmente o valor pago por ela e ${say("apagamos", "apago")} o nome`;

/** A song for a child: no romance, no sensuality, so none of the romantic styles (song-styles.ts). */
const childLyrics = `Para uma criança ou um adolescente, a letra não tem romance nem sensualidade${childStyles.rule ? `, e ${childStyles.rule}` : ""}`;

/** The brief's words for a child's name: apart, so the island carries these only. */
export const childNameBrief = {
  /** Asked of every song, and required: the answer is hers, never a box left unticked. */
  question: {
    legend: "O nome cantado é de uma criança ou de um adolescente (menos de 18 anos)?",
    options: { nao: "Não, é de uma pessoa adulta", sim: "Sim" },
  },
  /** Where the plan trains on what it receives: the name cannot be sent (childNamesSung). */
  notSung: `${notSung}.`,
  /** Her "sim" where the name cannot be sent: what to do instead. */
  notSungFix: `${we("Não fazemos", "Não faço")} músicas com o nome de uma criança ou de um adolescente: escreva no lugar o nome de uma pessoa adulta e responda “Não, é de uma pessoa adulta”.`,
  hint: `Se for, e você não for a mãe, o pai ou o responsável legal, ${we("pedimos", "peço")} a concordância de um deles por e-mail antes de escrever a letra.`,
  /** Asked once she answers that the name is a child's. */
  guardian: {
    legend: "Você é a mãe, o pai ou o responsável legal?",
    options: { sim: "Sim", nao: "Não (sou a professora, por exemplo)" },
  },
  parentContact: {
    label: `Como ${we("falamos", "falo")} com a mãe, o pai ou o responsável`,
    hint: `O nome e o e-mail ou o telefone: ${we("pedimos", "peço")} a concordância antes de escrever a letra. ${noAgreementIn(we)}.`,
  },
  /** Where the style's options are, once the box is ticked. */
  styleHint: `${childLyrics}.`,
  styleError: `Para o nome de uma criança ou adolescente, escolha ${childStyles.choice}${childStyles.rule ? `: ${childStyles.excluded}` : ""}.`,
  /** Under the sung name, in the message: short, since a pack's message rides in a link. */
  messageLine: {
    /** Her answer, kept in the message: the seller's record that the name is not a child's. */
    adult: "Nome de pessoa adulta, segundo quem comprou.",
    guardian: "Criança ou adolescente; sou a mãe, o pai ou o responsável legal.",
    other: (contact: string) =>
      `Criança ou adolescente; ${we("peçam", "peça")} a concordância a: ${contact}`,
    unsaid: "Criança ou adolescente.",
  },
} as const;

/** The Terms' and the policy's words on a child's name, for an AI plan that may train or not. */
export function childNameConsentFor(sung: boolean) {
  // Made only when asked for: the brief's island imports this file for `childNameBrief` alone,
  // and a text computed at the top of the file would ride along with it.
  const noAgreement = noAgreementIn((plural) => plural);
  const refused = `${notSung}. A página de informações da música pergunta, para cada música, se o nome cantado é de uma criança ou de um adolescente, e não aceita esse nome. Se, ainda assim, recebermos o nome de uma criança ou de um adolescente,`;
  return sung
    ? ({
        terms: `Quando o nome é de uma criança ou de um adolescente e quem compra não é a mãe, o pai ou o responsável legal (uma professora que encomenda a música de uma aluna, por exemplo), ${parentsAgreement}, pelo contato que quem compra nos der. ${noAgreement}. O nome é usado só para fazer a música, sempre no melhor interesse da criança ou do adolescente (LGPD, art. 14). ${childLyrics}. A página de informações da música pergunta, para cada música, se o nome cantado é de uma criança ou de um adolescente; se for, pergunta se você é a mãe, o pai ou o responsável legal e, se não for, como falar com um deles.`,
        policy: `Uma música pode ser encomendada para uma criança ou um adolescente, como uma aluna de dança do ventre. O nome e as preferências informados são usados apenas para criar e entregar a música, sempre no melhor interesse da criança ou do adolescente (art. 14 da LGPD e Enunciado CD/ANPD nº 1/2023). Se quem compra é a mãe, o pai ou o responsável legal, o pedido é dele. Se não é (uma professora, por exemplo), a palavra de quem compra não basta: ${parentsAgreement}, o que é um esforço razoável para verificar esse consentimento (art. 14, § 5º). Para isso, quem compra nos dá o nome e o e-mail ou o telefone da mãe, do pai ou do responsável, que usamos só para esse pedido. ${noAgreement}. A página de informações da música pergunta, para cada música, se o nome cantado é de uma criança ou de um adolescente e, se for, pergunta isso.`,
      } as const)
    : ({
        terms: `${refused} pedimos outro nome para cantar; sem ele, cancelamos a música e devolvemos integralmente o valor pago por ela.`,
        policy: `${refused} não o usamos: pedimos outro nome e apagamos a mensagem que o trazia, ressalvado o que a lei nos obriga a guardar.`,
      } as const);
}
