/**
 * What the consent banner says (features/analytics/consent-banner.tsx) and how the site's events
 * are named in the owner's dashboards. Shown only when a tag that needs consent is configured.
 */
import type { ConsentCategory } from "../features/analytics/providers";
import { ROUTES } from "../config/routes";

/** Where the policy explains each cookie: the footer link's target without JavaScript. */
export const COOKIE_POLICY_HREF = `${ROUTES.privacy}#cookies`;

export const consentContent = {
  title: "Cookies e privacidade",

  policyLink: { label: "Saiba mais na Política de Privacidade", href: COOKIE_POLICY_HREF },
  accept: "Aceitar",
  reject: "Recusar",
  customize: "Personalizar",
  save: "Salvar escolhas",
  categoriesLegend: "Escolha o que permitir",
  /**
   * What each category's tag does, said once: the banner shows `tool: does`, and the privacy
   * policy's cookie list and purposes repeat `does` word for word (content/privacy-policy.ts).
   */
  categories: {
    medicao: {
      label: "Medição",
      tool: "Google Analytics",
      /** To whom the data goes, in "o envio desses dados ao Google". */
      to: "ao Google",
      /** What it does, in the banner's one sentence (consentSentence). */
      short: "o Google mede as visitas",
      does: "o Google conta as visitas e nos mostra de onde elas vêm, quais páginas são vistas, quais exemplos tocam e quantas pessoas clicam em comprar, com um código aleatório guardado em cookies do seu navegador",
    },
    publicidade: {
      label: "Publicidade",
      tool: "Meta Pixel",
      to: "à Meta",
      short: "a Meta mede e mostra nossos anúncios a você",
      does: "a Meta (Facebook e Instagram) fica sabendo que você visitou o site, tocou um exemplo ou clicou em comprar, para medirmos os nossos anúncios e para a Meta mostrar anúncios nossos a você e a pessoas com interesses parecidos",
    },
  } satisfies Record<
    ConsentCategory,
    { label: string; tool: string; to: string; short: string; does: string }
  >,
  /** Announced when the choice is saved. */
  saved: "Preferências de cookies salvas.",
  /** The footer's link that reopens the banner on every page. */
  footerLink: { label: "Preferências de cookies", href: COOKIE_POLICY_HREF },
} as const;

/**
 * The banner's sentence, from the tags configured: what each one does, and nothing a tag that is
 * not there would do (consent given on an inexact description is void: LGPD art. 8º, § 4º, and
 * art. 9º, § 1º). At most two lines on a phone: the banner appears once the page has painted, and
 * a block of text larger than the page's own first paragraph would become the page's largest
 * paint, late (e2e/analytics.spec.ts checks it on every page).
 */
export function consentSentence(categories: readonly ConsentCategory[]): string {
  const what = categories.map((category) => consentContent.categories[category].short);
  const joined =
    what.length < 2 ? what.join("") : `${what.slice(0, -1).join(", ")} e ${what.at(-1)}`;
  return `Com a sua permissão, ${joined}.`;
}

/**
 * A tag whose transfer abroad rests on the visitor's consent (LGPD art. 33, VIII): the banner says
 * where its data goes before she agrees (features/analytics/providers.ts's consentTransfers).
 */
export interface ConsentTransfer {
  readonly category: ConsentCategory;
  /** The country its provider's facts give (config/provider-facts.ts), or hers. */
  readonly country: string;
}

/** "… fora do Brasil (Estados Unidos)": where a category's data goes, or nothing. */
const abroadOf = (category: ConsentCategory, transfers: readonly ConsentTransfer[]) => {
  const transfer = transfers.find((item) => item.category === category);
  return transfer ? ` Os dados vão para fora do Brasil (${transfer.country}).` : "";
};

/**
 * The banner's sentence on the transfer, shown apart and in bold before she answers: the specific
 * and highlighted consent, with prior information on its international character, that art. 33,
 * VIII, asks for. Empty where no tag's transfer rests on it.
 */
export function transferSentence(transfers: readonly ConsentTransfer[]): string {
  if (transfers.length === 0) return "";
  const and = (items: readonly string[]) =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
  // One country once: "ao Google e à Meta (Estados Unidos)".
  const countries = [...new Set(transfers.map((transfer) => transfer.country))];
  const where = countries.map((country) => {
    const to = transfers
      .filter((transfer) => transfer.country === country)
      .map(({ category }) => consentContent.categories[category].to);
    return `${and(to)} (${country})`;
  });
  return `Aceitar é concordar também com o envio desses dados para fora do Brasil: ${and(where)}.`;
}

/** A category's line in the banner: "Google Analytics: o Google conta as visitas…". */
export function categoryDescription(
  category: ConsentCategory,
  transfers: readonly ConsentTransfer[] = [],
): string {
  const { tool, does } = consentContent.categories[category];
  return `${tool}: ${does}.${abroadOf(category, transfers)}`;
}

/** The custom events' names in Plausible (pt-BR, as the owner reads them in its dashboard). */
export const measuredEventNames = {
  plausible: {
    samplePlayed: "Exemplo tocado",
    checkoutClicked: "Clique em comprar",
    briefSent: "Informações da música enviadas",
  },
} as const;
