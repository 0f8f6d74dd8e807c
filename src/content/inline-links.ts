import { ROUTES } from "../config/routes";
import type { NavLink } from "./types";

/**
 * Links a text may place with a `{token}`: "Veja os {terms}." The anchors are the Terms' own
 * section ids (checked by content.test.ts). `{email}` (the contact e-mail) and `{siteName}` are
 * filled in from the configuration by the renderer.
 */
export const inlineLinks = {
  terms: { label: "Termos de Uso", href: ROUTES.terms },
  termsWithdrawal: {
    label: "seção 7 dos Termos de Uso",
    href: `${ROUTES.terms}#direito-de-arrependimento`,
  },
  termsLicence: { label: "seção 9 dos Termos de Uso", href: `${ROUTES.terms}#licenca-de-uso` },
  privacy: { label: "Política de Privacidade", href: ROUTES.privacy },
} as const satisfies Record<string, NavLink>;

export type InlineLinkToken = keyof typeof inlineLinks;

/** Every token a content string may use. */
export const RICH_TEXT_TOKENS: readonly string[] = [
  "email",
  "siteName",
  ...Object.keys(inlineLinks),
];
