import { ROUTES } from "../config/routes";
import { siteConfig } from "../config/site";
import { priceTexts } from "./plan-prices";

/**
 * The landing page's description, for search results and shared links: her one sentence
 * (VITE_SITE_DESCRIPTION), closed with a full stop if it has no end mark, and the lowest price.
 */
export function describedFrom(description: string, from: string): string {
  const sentence = description.trim();
  return `${sentence}${/[.!?…]$/.test(sentence) ? "" : "."} A partir de ${from}.`;
}

/**
 * Per-document texts that are not part of a section: titles, descriptions, the 404 page.
 * Texts that name the brand are functions of the configured site name.
 */
export const pageMeta = {
  home: {
    path: ROUTES.home,
    title: (siteName: string) => `${siteName} — Músicas Árabes com seu Nome para Dança do Ventre`,
    description: describedFrom(siteConfig.siteDescription, priceTexts.from),
  },
} as const;

export const legalPageContent = {
  backLink: "Voltar para a página inicial",
  tocLabel: "Nesta página",
  /** Each version of the Terms and of the policy at its own dated address (terms-versions.ts). */
  versions: {
    inForce: "Versão em vigor desde",
    /** An older version's notice, above its text: "dos Termos de Uso", "da Política de Privacidade". */
    replaced: (of: string, date: string, newer: string) =>
      `Esta é a versão de ${date} ${of}, guardada como foi publicada. Ela foi substituída pela versão de ${newer}.`,
    currentLink: "Ver a versão em vigor",
    listLabel: "Versões publicadas:",
    current: "em vigor",
    /** On a version of the Terms: the policy in force on its date. */
    policyLabel: "Política de Privacidade em vigor nesta data:",
    policyVersion: (date: string) => `versão de ${date}`,
  },
} as const;

export const notFoundContent = {
  title: (siteName: string) => `Página não encontrada — ${siteName}`,
  // No brand in a sentence here: its article ("da", "do") depends on the configured name.
  description: (siteName: string) =>
    `A página que você está procurando não existe ou mudou de endereço. ${siteName}: músicas árabes com o seu nome.`,
  code: "404",
  heading: "Oops! Page not found",
  text: "Página não encontrada. A página que você está procurando não existe ou mudou de endereço.",
  homeLink: "Voltar para a página inicial",
  /** Logged in the browser console with the path the visitor tried. */
  consoleMessage: (path: string) =>
    `404 Error: User attempted to access non-existent route: ${path}`,
} as const;
