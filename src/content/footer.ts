import { analyticsConfig } from "../config/analytics";
import { consentCategories } from "../features/analytics/providers";
import { ROUTES } from "../config/routes";
import { siteConfig } from "../config/site";
import { consentContent } from "./consent";
import { platformWords } from "./legal-wording";
import {
  METHODS_ON_PAYMENT_PAGE,
  noCardData,
  paymentMethods as listedMethods,
} from "./payment-methods";
import { SECTION_IDS } from "./navigation";
import type { NavLink, PaymentMethod } from "./types";

export const footerContent = {
  // Her one-line description (VITE_SITE_DESCRIPTION), as the setup tells her it appears here.
  tagline: siteConfig.siteDescription,
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
  secureText: `Conexão protegida por HTTPS e pagamento processado ${platformWords(siteConfig.legal.paymentPlatform).by}. ${noCardData}`,
  paymentsTitle: "Formas de pagamento",
  /** Where the owner has not listed them: no logo that might be untrue of her checkout. */
  paymentsOnPaymentPage: `${METHODS_ON_PAYMENT_PAGE.charAt(0).toUpperCase()}${METHODS_ON_PAYMENT_PAGE.slice(1)}.`,
  /**
   * Where a published site names the seller (the legal texts point there): the demo, which has
   * none, says so, and its texts point to the published site's footer (legal-wording.ts).
   */
  demoSeller: siteConfig.demo ? "Site de demonstração, sem vendedora identificada." : null,
  rights: (year: number, siteName: string) =>
    `© ${year} ${siteName}. Todos os direitos reservados.`,
} as const satisfies { links: readonly NavLink[] } & Record<string, unknown>;

const logo = (id: string) => `/payments/${id}.svg`;

/**
 * The footer's payment logos: those the checkout takes (VITE_PAYMENT_METHODS; the
 * specification's seven on the demo's page), or none where the owner listed none.
 */
export const paymentMethods: readonly PaymentMethod[] = (listedMethods?.listed ?? []).map(
  ({ id, name }) => ({ id, name, logo: logo(id) }),
);
