/**
 * What the consent banner says (features/analytics/consent-banner.tsx) and how the site's events
 * are named in the owner's dashboards. Shown only when a tag that needs consent is configured.
 */
import type { ConsentCategory } from "../config/env-analytics";
import { ROUTES } from "../config/routes";

/** Where the policy explains each cookie: the footer link's target without JavaScript. */
export const COOKIE_POLICY_HREF = `${ROUTES.privacy}#cookies`;

export const consentContent = {
  title: "Cookies e privacidade",
  /**
   * At most two lines on a phone: the banner appears once the page has painted, and a block of
   * text larger than the page's own first paragraph would become the page's largest paint, late
   * (e2e/analytics.spec.ts checks it on every page).
   */
  text: "Só com a sua permissão usamos cookies para medir visitas e anúncios.",
  policyLink: { label: "Saiba mais na Política de Privacidade", href: COOKIE_POLICY_HREF },
  accept: "Aceitar",
  reject: "Recusar",
  customize: "Personalizar",
  save: "Salvar escolhas",
  categoriesLegend: "Escolha o que permitir",
  categories: {
    medicao: {
      label: "Medição",
      description:
        "Google Analytics: quantas pessoas visitam, de onde vêm e o que mais interessa no site.",
    },
    publicidade: {
      label: "Publicidade",
      description:
        "Meta Pixel: mostra à Meta (Instagram e Facebook) quais anúncios levaram a uma compra.",
    },
  } satisfies Record<ConsentCategory, { label: string; description: string }>,
  /** Announced when the choice is saved. */
  saved: "Preferências de cookies salvas.",
  /** The footer's link that reopens the banner on every page. */
  footerLink: { label: "Preferências de cookies", href: COOKIE_POLICY_HREF },
} as const;

/** The custom events' names in Plausible (pt-BR, as the owner reads them in its dashboard). */
export const measuredEventNames = {
  plausible: {
    samplePlayed: "Exemplo tocado",
    checkoutClicked: "Clique em comprar",
    briefSent: "Informações da música enviadas",
  },
} as const;
