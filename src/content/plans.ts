import { siteConfig } from "../config/site";
import type { Plan } from "./types";

export const pricingContent = {
  eyebrow: "Pagamento único, sem mensalidade",
  title: "Escolha seu pacote",
  lead: "Pague com cartão, Pix ou boleto. A página de pagamento abre em uma nova aba.",
  popularLabel: "Mais Popular",
  newTabNote: "(abre em nova aba)",
} as const;

export const plans = [
  {
    id: "single",
    name: "Música Única",
    description: "Uma música exclusiva com o seu nome, para o seu solo ou o seu próximo vídeo.",
    price: "R$ 149",
    amount: 149,
    features: [
      "1 música personalizada com o seu nome",
      "Estilo: Romântica ou Pop (beta)",
      "Até 3 minutos de duração",
      "Revisão da letra incluída",
      "Duas prévias curtas para avaliar",
      "Entrega em até 24 horas úteis, por e-mail",
      "100% licenciada para uso comercial e revenda",
    ],
    popular: false,
    buttonText: "Comprar Música Única",
    checkoutUrl: siteConfig.checkoutUrls.single,
  },
  {
    id: "triple",
    name: "Pacote Profissional",
    description: "Três músicas exclusivas para montar o repertório dos seus shows e aulas.",
    price: "R$ 299",
    amount: 299,
    pricePerUnit: "R$ 99,67 por música",
    savings: "Economize R$ 148",
    features: [
      "3 músicas personalizadas",
      "Escolha o estilo de cada música: Romântica ou Pop (beta)",
      "Até 3 minutos cada",
      "Revisão da letra em todas as músicas",
      "Duas prévias curtas de cada música",
      "Entrega em até 24 horas úteis, por e-mail",
      "100% licenciadas para uso comercial e revenda",
    ],
    popular: true,
    buttonText: "Comprar Pacote Profissional",
    checkoutUrl: siteConfig.checkoutUrls.professional,
  },
] as const satisfies readonly Plan[];
