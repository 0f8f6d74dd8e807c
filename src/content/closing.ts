import { delivery, fullVersion, withdrawalRight } from "./order-terms";
import { heroContent } from "./hero";
import { SECTION_IDS } from "./navigation";

export const closingContent = {
  title: "Sua próxima dança merece uma música com o seu nome",
  lead: "Encante a plateia, suas alunas e seus seguidores com uma música árabe feita só para você.",
  benefitsLabel: "O que você recebe",
  benefits: [
    "Música exclusiva que canta o seu nome",
    "Revisão da letra incluída, com alterações por e-mail",
    `Entrega ${delivery.promise}, ${fullVersion.channelLine}`,
    "100% licenciada para uso comercial e revenda",
    fullVersion.guaranteeLine,
  ],
  /** Under the list: when the delivery's hours count. */
  deliveryNote: delivery.note,
  /**
   * The specification's "10x" is a claim about results, not something the buyer receives (CDC
   * arts. 30 and 37): it stands apart from the list, with the source that backs it.
   */
  claim: heroContent.stat,
  /** Beside the guarantee, always: the legal right it does not limit, and the licence's scope. */
  note: `Além da garantia, como em toda compra pela internet, você pode desistir em até ${withdrawalRight.period}, escrevendo para {email}. A licença vale nos termos da {termsLicence}.`,
  cta: { label: "Comprar Agora", href: `#${SECTION_IDS.pricing}` },
} as const;
