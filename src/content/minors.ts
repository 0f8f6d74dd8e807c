/**
 * Who may buy, and a child's name in a song, said the same way in the Terms (sections 3 and 10),
 * the privacy policy (section 12) and the brief. A person under 16 is represented by a parent or
 * guardian, not merely assisted (Código Civil arts. 3º, 4º and 1.634, VII): so the buyer is an
 * adult, or emancipated, or, for a minor, the parent or guardian. A child's name needs more than
 * the buyer's word where the buyer is not the child's parent or guardian (LGPD art. 14, § 5º:
 * "esforços razoáveis"; art. 14, caput, and Enunciado CD/ANPD nº 1/2023: the child's best
 * interest).
 */

const whoBuys =
  "Para comprar, você precisa ter 18 anos completos ou ser emancipada (Código Civil, Lei nº 10.406/2002). Uma pessoa com menos de 18 anos não compra por conta própria: por ela, quem compra é a mãe, o pai ou o responsável legal, que é o contratante e responde pela compra.";

export const minorsRule = {
  terms: `${whoBuys} Crianças e adolescentes podem receber uma música encomendada assim.`,
  policy: `O site e a compra de músicas são destinados a pessoas com 18 anos completos ou emancipadas. Uma pessoa com menos de 18 anos não compra por conta própria: por ela, compra a mãe, o pai ou o responsável legal (Termos de Uso, seção 3). Não coletamos intencionalmente dados de crianças e adolescentes como compradores.`,
} as const;

/** What the seller does before writing a child's name into lyrics, when the buyer is not a parent. */
const parentsAgreement =
  "pedimos por e-mail a concordância da mãe, do pai ou do responsável legal antes de escrever a letra, e só seguimos com ela";

/** The brief's checkbox and the line it adds to the message: apart, so the island carries these only. */
export const childNameBrief = {
  checkbox: "O nome é de uma criança ou adolescente",
  hint: "Se você não for a mãe, o pai ou o responsável legal, pedimos a concordância de um deles por e-mail antes de escrever a letra.",
  /** Under the sung name, in the message. */
  messageLine:
    "O nome é de uma criança ou adolescente. Se eu não for a mãe, o pai ou o responsável legal, por favor peçam a concordância de um deles por e-mail antes de escrever a letra.",
} as const;

/** The Terms' and the policy's words on a child's name (the island carries only `childNameBrief`). */
export const childNameConsent = {
  terms: `Quando o nome é de uma criança ou de um adolescente e quem compra não é a mãe, o pai ou o responsável legal (uma professora que encomenda a música de uma aluna, por exemplo), ${parentsAgreement}. O nome é usado só para fazer a música, sempre no melhor interesse da criança ou do adolescente (LGPD, art. 14). Na página de informações da música, marque “${childNameBrief.checkbox.toLowerCase()}”, e a mensagem já pede esse passo.`,
  policy: `Uma música pode ser encomendada para uma criança ou um adolescente, como uma aluna de dança do ventre. O nome e as preferências informados são usados apenas para criar e entregar a música, sempre no melhor interesse da criança ou do adolescente (art. 14 da LGPD e Enunciado CD/ANPD nº 1/2023). Se quem compra é a mãe, o pai ou o responsável legal, o pedido é dele. Se não é (uma professora, por exemplo), a palavra de quem compra não basta: ${parentsAgreement}, o que é um esforço razoável para verificar esse consentimento (art. 14, § 5º). A página de informações da música tem uma opção para indicar que o nome é de uma criança ou adolescente, que acrescenta esse passo à mensagem.`,
} as const;
