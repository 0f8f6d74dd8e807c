import { siteConfig } from "../config/site";
import {
  delivery,
  fullVersion,
  includedRounds,
  songBrief,
  songMaking,
  stylesBeta,
  withdrawalRight,
} from "./order-terms";
import { platformWords } from "./legal-wording";
import { we } from "./seller-voice";
import { stylesDescribed } from "./song-styles";
import { licenceFaqParagraph } from "./licence";
import { aiLicence } from "./ai-licence";
import { confirmationSentence, noCardData, paymentMethods } from "./payment-methods";
import { downloadProof } from "./download-proof";
import type { FaqBlock, FaqItem } from "./types";

export const faqContent = {
  eyebrow: "Tire suas dúvidas",
  title: "Perguntas frequentes",
} as const;

const p = (text: string): FaqBlock => ({ type: "paragraph", text });
const steps = (...items: readonly string[]): FaqBlock => ({ type: "list", ordered: true, items });

const platform = platformWords(siteConfig.legal.paymentPlatform);

export const faqItems = [
  {
    id: "como-funciona-o-pedido",
    question: "Como funciona o pedido, do pagamento à música pronta?",
    answer: [
      p("Nesta ordem:"),
      steps(
        `Você faz o pedido e, ${songBrief.where}, ${we("nos conta", "me conta")} ${songBrief.what}. ${songBrief.byEmail}`,
        "A letra chega no seu e-mail para aprovação, e você pode pedir alterações.",
        "Você recebe duas versões curtas da música para avaliar.",
        `Depois da sua aprovação final, ${we("entregamos", "entrego")} a música completa, com até 3 minutos.`,
      ),
    ],
  },
  {
    id: "prazo-de-entrega",
    question: "Em quanto tempo recebo a minha música?",
    answer: [
      p(
        `A entrega é feita ${fullVersion.channel} ${delivery.promise}, ${delivery.clarification}. ${confirmationSentence}`,
      ),
      p(
        `${includedRounds.lyrics}. Cada nova versão chega ${delivery.promise}, contadas do seu pedido, e o tempo em que ${we("esperamos", "espero")} a sua resposta não entra na conta.`,
      ),
    ],
  },
  {
    id: "estilos",
    question: `Quais estilos de música ${we("vocês fazem", "você faz")}?`,
    answer: [p([stylesDescribed, stylesBeta.sentence].filter(Boolean).join(" "))],
  },
  {
    id: "duracao",
    question: "Qual é a duração de cada música?",
    answer: [
      p(
        "Cada música tem até 3 minutos, o tempo ideal para um solo, uma apresentação ou um vídeo nas redes sociais.",
      ),
      p(
        "Se a sua competição ou o seu festival tem um limite menor, peça menos: nas informações da música, você escreve a duração que precisa, como 2:30, e conta se quer entrada, taqsim, solo de derbake e um final marcado para a pose.",
      ),
    ],
  },
  {
    id: "licenca",
    question: "Posso usar a música em shows, aulas e vídeos pagos?",
    answer: [
      p(
        "Sim. Todas as músicas são 100% licenciadas para uso comercial e revenda: a licença cobre a música inteira, a letra, a melodia, o arranjo e a gravação, para apresentações, eventos, aulas, cursos, vídeos monetizados e redes sociais, e também para revender, sem pagar nada a mais e sem pedir outra autorização.",
      ),
      p(
        `A licença é exclusiva: ${we("não vendemos nem licenciamos", "não vendo nem licencio")} a mesma gravação, a mesma letra e a mesma composição para mais ninguém. Uma obra criada com inteligência artificial pode não ter direito autoral próprio (Lei nº 9.610/1998, arts. 7º e 11); por isso a exclusividade é um compromisso ${we("nosso", "meu")}, assumido por contrato, e ${we("nós não cobramos", "eu não cobro")} nada de você pela letra nem pela composição. ${aiLicence.short} O estilo, os ritmos e os instrumentos, comuns ao gênero, podem aparecer em outras músicas. O que “100%” cobre, e o que não cobre, está na {termsLicence}.`,
      ),
      // The signed certificate, where the owner issues them (VITE_LICENCE_PUBLIC_KEY).
      ...(siteConfig.licence ? [p(licenceFaqParagraph(we("por nós", "por mim")))] : []),
    ],
  },
  {
    id: "inteligencia-artificial",
    question: "As músicas são mesmo feitas com inteligência artificial?",
    answer: [p(`Sim. ${songMaking.full}`)],
  },
  {
    id: "pagamento",
    question: "Quais são as formas de pagamento?",
    answer: [
      p(
        paymentMethods
          ? `Você paga com ${paymentMethods.full}, na página de pagamento segura ${platform.of}.${paymentMethods.full.includes("cartão") ? ` ${noCardData}` : ""}`
          : `Você paga na página de pagamento segura ${platform.of}, que mostra as bandeiras e formas aceitas antes de você confirmar. ${noCardData}`,
      ),
    ],
  },
  {
    id: "garantia-e-reembolso",
    question: "E se eu não gostar da música? Tem garantia?",
    answer: [
      p(
        `Tem. Como em toda compra pela internet, você pode desistir em até ${withdrawalRight.period}, e ${withdrawalRight.refund}, integralmente. É só escrever para {email}.`,
      ),
      p(
        `Além disso, a ${we("nossa", "minha")} garantia de satisfação devolve o seu dinheiro ${fullVersion.guaranteeWindow}, mesmo depois dos 7 dias. ${fullVersion.notAnAttachment} ${downloadProof}`,
      ),
      p(
        "Os detalhes estão nas seções 7 e 8 dos {terms}, que também explicam os seus direitos pelo Código de Defesa do Consumidor.",
      ),
    ],
  },
] as const satisfies readonly FaqItem[];
