import { siteConfig } from "../config/site";
import { withdrawalRight } from "./order-terms";
import { SECTION_IDS } from "./navigation";

const engagementSource = siteConfig.engagementClaimSource;

export const closingContent = {
  title: "Sua próxima dança merece uma música com o seu nome",
  lead: "Encante a plateia, suas alunas e seus seguidores com uma música árabe que é só sua.",
  benefitsLabel: "O que você recebe",
  benefits: [
    "Música exclusiva que canta o seu nome",
    "Revisão da letra incluída, com alterações por e-mail",
    "Entrega em até 24 horas úteis, direto no seu e-mail",
    "100% licenciada para uso comercial e revenda",
    `10x mais engajamento nas suas apresentações e vídeos${engagementSource ? ` (fonte: ${engagementSource})` : ""}`,
    "Garantia de satisfação: o seu dinheiro de volta enquanto a versão completa não for baixada",
  ],
  /** Beside the guarantee, always: the legal right it does not limit, and the licence's scope. */
  note: `Além da garantia, como em toda compra pela internet, você pode desistir em até ${withdrawalRight.period}, escrevendo para {email}. A licença vale nos termos da {termsLicence}.`,
  cta: { label: "Comprar Agora", href: `#${SECTION_IDS.pricing}` },
} as const;
