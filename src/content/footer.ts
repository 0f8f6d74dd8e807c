import { analyticsConfig } from "../config/analytics";
import { consentCategories } from "../features/analytics/providers";
import { ROUTES } from "../config/routes";
import { siteConfig } from "../config/site";
import { consentContent } from "./consent";
import { platformWords } from "./legal-wording";
import { SECTION_IDS } from "./navigation";
import type { NavLink, PaymentMethod } from "./types";

export const footerContent = {
  tagline: "Músicas árabes personalizadas, criadas com IA, para bailarinas de dança do ventre.",
  contactTitle: "Contato",
  newTabNote: "(abre em nova aba)",
  contactLead: "Dúvidas sobre o seu pedido? Escreva para",
  linksTitle: "Links úteis",
  links: [
    { label: "Como Funciona", href: `/#${SECTION_IDS.howItWorks}` },
    { label: "Preços", href: `/#${SECTION_IDS.pricing}` },
    { label: "Exemplos", href: `/#${SECTION_IDS.examples}` },
    { label: "Termos de Uso", href: ROUTES.terms },
    { label: "Política de Privacidade", href: ROUTES.privacy },
    // Where a tag waits for consent: the choice can be reopened from every page.
    ...(consentCategories(analyticsConfig).length > 0
      ? [{ ...consentContent.footerLink, opensConsent: true }]
      : []),
  ],
  secureTitle: "Site seguro",
  secureText: `Conexão protegida por HTTPS e pagamento processado ${platformWords(siteConfig.legal.paymentPlatform).by}. Não guardamos os dados do seu cartão.`,
  paymentsTitle: "Formas de pagamento",
  rights: (year: number, siteName: string) =>
    `© ${year} ${siteName}. Todos os direitos reservados.`,
} as const satisfies { links: readonly NavLink[] } & Record<string, unknown>;

const logo = (id: string) => `/payments/${id}.svg`;

export const paymentMethods = [
  { id: "visa", name: "Visa", logo: logo("visa") },
  { id: "mastercard", name: "Mastercard", logo: logo("mastercard") },
  { id: "elo", name: "Elo", logo: logo("elo") },
  { id: "hipercard", name: "Hipercard", logo: logo("hipercard") },
  { id: "amex", name: "American Express", logo: logo("amex") },
  { id: "pix", name: "Pix", logo: logo("pix") },
  { id: "boleto", name: "Boleto bancário", logo: logo("boleto") },
] as const satisfies readonly PaymentMethod[];
