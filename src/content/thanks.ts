/**
 * The thank-you page (/obrigado), where the checkout sends the buyer after paying: what happens
 * next, in the order and with the times the rest of the site promises, and her contract to keep.
 * The brief's own words are in brief.ts.
 */
import { delivery, fullVersion, orderPolicy, rounds } from "./order-terms";
import { we } from "./seller-voice";
import { BOLETO_CLEARING, boletoPossible } from "./payment-methods";

export const thanksContent = {
  title: (siteName: string) => `Obrigado pela sua compra — ${siteName}`,
  description:
    "Conte como vai ser a sua música: o nome cantado e como ele se pronuncia, o estilo, o ritmo, a duração, como termina e a história.",
  eyebrow: "Compra concluída",
  heading: "Obrigado pela sua compra!",
  lead: `Falta só um passo para ${we("começarmos", "eu começar")}: contar como vai ser a sua música. Leva uns dois minutos.`,
  /** Only where the boleto is one of the ways to pay (or the ways are not listed). */
  boleto: boletoPossible
    ? `Pagou com boleto? ${we("Começamos", "Começo")} quando ele for compensado, o que leva ${BOLETO_CLEARING}, mas você já pode mandar as informações agora.`
    : null,

  nextTitle: "O que acontece agora",
  steps: [
    {
      id: "informacoes",
      title: "Você conta como quer a sua música",
      text: "Agora, no formulário abaixo, ou por e-mail.",
    },
    {
      id: "letra",
      title: "A letra chega para você aprovar",
      text: `No seu e-mail. Você pode pedir alterações, ${rounds.upTo(orderPolicy.lyricRevisionRounds)}, e cada nova versão chega ${delivery.promise}.`,
    },
    {
      id: "previas",
      title: "Duas prévias curtas",
      text: `Você ouve duas versões curtas da música e escolhe a sua preferida, com ${rounds.upTo(orderPolicy.previewAdjustmentRounds)} de ajustes, na pronúncia do nome, por exemplo.`,
    },
    {
      id: "musica-completa",
      title: "A música completa",
      text: `Com a sua aprovação final, ${fullVersion.finalDelivery}.`,
    },
  ],
  deadline: `Prazo: ${delivery.promise}, ${delivery.clarification}. Quanto antes as informações chegarem, antes a sua música fica pronta.`,

  contract: {
    title: "Guarde o seu contrato",
    lead: "O resumo abaixo e os Termos de Uso são o contrato da sua compra. Você pode abrir, salvar ou imprimir quando quiser.",
    terms: "Abrir os Termos de Uso em vigor",
    /**
     * Her purchase follows the version in force on its date (Terms § 14), not the one current when
     * this page opens: a boleto paid days before, or a return after the Terms changed. Each
     * published version stays at its address (content/terms-versions.ts).
     */
    versions:
      "Os Termos de Uso da sua compra são a versão em vigor no dia em que você comprou: a mais recente publicada até esse dia. Cada versão continua no ar, no próprio endereço, mesmo que os Termos mudem depois:",
    /** One version, with the purchases it covers. */
    period: (date: string, until: string | null) =>
      until === null
        ? `versão de ${date}, para compras desde ${date}`
        : `versão de ${date}, para compras de ${date} a ${until}`,
    print: "Imprimir ou salvar em PDF",
    printWithoutScript:
      "Para guardar uma cópia, use Imprimir ou Compartilhar no menu do navegador.",
  },
} as const;
