import type { FaqItem } from "./types";

export const faqContent = {
  eyebrow: "Tire suas dúvidas",
  title: "Perguntas Frequentes",
} as const;

export const faqItems = [
  {
    id: "como-funciona-o-pedido",
    question: "Como funciona o pedido, do pagamento à música pronta?",
    answer: [
      "São quatro etapas, todas por e-mail:",
      "1. Você faz o pedido e nos conta o nome que vai na música e as suas preferências (estilo, clima, detalhes da sua dança). 2. A letra chega no seu e-mail para aprovação, e você pode pedir alterações. 3. Você recebe duas versões curtas da música para avaliar. 4. Depois da sua aprovação final, entregamos a música completa, com até 3 minutos.",
    ],
  },
  {
    id: "prazo-de-entrega",
    question: "Em quanto tempo recebo a minha música?",
    answer: [
      "A entrega é feita por e-mail em até 24 horas úteis após a confirmação do pagamento. Pagamentos com cartão e Pix costumam ser confirmados na hora; o boleto leva de 1 a 3 dias úteis para compensar.",
      "Se você pedir alterações na letra, cada nova versão também segue esse prazo.",
    ],
  },
  {
    id: "estilos",
    question: "Quais estilos de música vocês fazem?",
    answer: [
      "Por enquanto, dois estilos: Romântica, mais lenta e envolvente, ideal para véu e solos expressivos; e Pop, mais animada, para coreografias e vídeos. Os estilos estão em fase beta e vamos ampliar as opções em breve.",
    ],
  },
  {
    id: "duracao",
    question: "Qual é a duração de cada música?",
    answer: [
      "Cada música tem até 3 minutos, o tempo ideal para um solo, uma apresentação ou um vídeo nas redes sociais.",
    ],
  },
  {
    id: "licenca",
    question: "Posso usar a música em shows, aulas e vídeos pagos?",
    answer: [
      "Sim. Todas as músicas são 100% licenciadas para uso comercial e revenda: você pode usá-las em apresentações, eventos, aulas, cursos, vídeos monetizados e redes sociais, e também revendê-las. A música é exclusiva: não vendemos a mesma música para mais ninguém.",
    ],
  },
  {
    id: "inteligencia-artificial",
    question: "As músicas são mesmo feitas com inteligência artificial?",
    answer: [
      "Sim. Melodia, arranjo e voz são criados com inteligência artificial a partir das suas preferências. A letra passa pela sua revisão antes de tudo, para que a música tenha a sua cara e o seu nome seja cantado do jeito certo.",
    ],
  },
  {
    id: "pagamento",
    question: "Quais são as formas de pagamento?",
    answer: [
      "Você paga com cartão de crédito (Visa, Mastercard, Elo, Hipercard ou American Express), Pix ou boleto bancário, em um checkout seguro da nossa plataforma de pagamento parceira. Não guardamos os dados do seu cartão.",
    ],
  },
  {
    id: "garantia-e-reembolso",
    question: "E se eu não gostar da música? Tem garantia?",
    answer: [
      "Tem. Oferecemos garantia de satisfação ou o seu dinheiro de volta: você pode pedir o reembolso a qualquer momento antes de baixar a versão completa da música. Depois que a versão completa é baixada, o reembolso não é mais possível, porque a música já foi entregue por inteiro.",
      "Os detalhes estão nos Termos de Uso, que também explicam os seus direitos pelo Código de Defesa do Consumidor.",
    ],
  },
] as const satisfies readonly FaqItem[];
