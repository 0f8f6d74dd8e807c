import { SECTION_IDS } from "./navigation";

export const closingContent = {
  title: "Sua próxima dança merece uma música com o seu nome",
  lead: "Encante a plateia, suas alunas e seus seguidores com uma música árabe que é só sua.",
  benefitsLabel: "O que você recebe",
  benefits: [
    "Música exclusiva, cantando o seu nome",
    "Revisão da letra incluída, com alterações por e-mail",
    "Entrega em até 24 horas úteis, direto no seu e-mail",
    "100% licenciada para uso comercial e revenda",
    "10x mais engajamento nas suas apresentações e vídeos",
    "Garantia de satisfação ou o seu dinheiro de volta",
  ],
  cta: { label: "Comprar Agora", href: `#${SECTION_IDS.pricing}` },
} as const;
