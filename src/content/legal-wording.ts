/**
 * Words the copy takes from the legal configuration: how to name the payment platform in a
 * sentence, and how the seller is identified. Unset values give a neutral wording, never a claim.
 */
import type { SiteConfig } from "../config/env-schema";
import type { PaymentPlatform } from "./providers";

export interface PlatformWords {
  /** The configured name, or null for the neutral wording. */
  readonly name: string | null;
  /** "a Hotmart", "o Mercado Pago", "a nossa plataforma de pagamento parceira". */
  readonly the: string;
  /** "pela Hotmart", "pelo Mercado Pago". */
  readonly by: string;
  /** "da Hotmart", "do Mercado Pago". */
  readonly of: string;
  /** "à Hotmart", "ao Mercado Pago". */
  readonly to: string;
}

const NEUTRAL_PLATFORM = "nossa plataforma de pagamento parceira";

export function platformWords(platform: PaymentPlatform | null): PlatformWords {
  if (platform === null) {
    return {
      name: null,
      the: `a ${NEUTRAL_PLATFORM}`,
      by: `pela ${NEUTRAL_PLATFORM}`,
      of: `da ${NEUTRAL_PLATFORM}`,
      to: `à ${NEUTRAL_PLATFORM}`,
    };
  }
  const feminine = platform.article === "a";
  return {
    name: platform.name,
    the: `${platform.article} ${platform.name}`,
    by: `${feminine ? "pela" : "pelo"} ${platform.name}`,
    of: `${feminine ? "da" : "do"} ${platform.name}`,
    to: `${feminine ? "à" : "ao"} ${platform.name}`,
  };
}

/** "a Hotmart" → "A Hotmart", for the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface SellerIdentification {
  readonly legalName: string | null;
  /** The CNPJ or, for a person selling without one, the CPF (Decreto 7.962/2013, art. 2º, I). */
  readonly taxId: { readonly label: "CNPJ" | "CPF"; readonly number: string } | null;
  readonly address: string | null;
  /** A person (CPF) rather than a company. */
  readonly person: boolean;
}

export function sellerIdentification(config: SiteConfig): SellerIdentification {
  const { company, legal } = config;
  const taxId = company.cnpj
    ? ({ label: "CNPJ", number: company.cnpj } as const)
    : legal.sellerCpf
      ? ({ label: "CPF", number: legal.sellerCpf } as const)
      : null;
  return {
    legalName: company.legalName,
    taxId,
    address: company.address,
    person: taxId?.label === "CPF",
  };
}

/**
 * Where the legal texts send a reader for the seller's identification: the footer, which names her
 * once configured. The demo has no seller: its texts say that the published site's footer does.
 */
export const sellerFooter = (config: SiteConfig) =>
  config.demo ? "rodapé do site publicado" : "rodapé do site";

/** "razão social, CNPJ e endereço" or, for a person, "nome, CPF e endereço". */
export function sellerFieldsLabel(seller: SellerIdentification): string {
  return seller.person ? "nome, CPF e endereço" : "razão social, CNPJ e endereço";
}
