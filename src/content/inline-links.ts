import { ROUTES } from "../config/routes";
import { siteConfig } from "../config/site";
import { platformWords } from "./legal-wording";
import type { NavLink } from "./types";

const platform = platformWords(siteConfig.legal.paymentPlatform);
const { terms: platformTerms, privacy: platformPrivacy } = siteConfig.legal.paymentPlatformLinks;

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
  // The payment platform's own terms and policy, where the owner gave their addresses
  // (VITE_PAYMENT_PLATFORM_TERMS_URL, _PRIVACY_URL); a text uses them only then.
  ...(platformTerms && {
    paymentPlatformTerms: { label: `termos de uso ${platform.of}`, href: platformTerms },
  }),
  ...(platformPrivacy && {
    paymentPlatformPrivacy: {
      label: `política de privacidade ${platform.of}`,
      href: platformPrivacy,
    },
  }),
} satisfies Record<string, NavLink>;

export type InlineLinkToken = keyof typeof inlineLinks;

/** Every token a content string may use. */
export const RICH_TEXT_TOKENS: readonly string[] = [
  "email",
  "siteName",
  ...Object.keys(inlineLinks),
];
