/**
 * The one rule of which LGPD art. 33 bases a transfer abroad can rest on, given what the provider
 * says of itself (provider-facts.ts) and what the processing itself rests on (art. 7). The launch
 * gate refuses any other, the setup offers only these, and the data register and the privacy
 * policy state a basis only where this rule gives it (docs/decisions/0027-data-register.md).
 *
 * - A basis only a provider can give (adequacy of its country's recognition aside, the ANPD's
 *   clauses or corporate rules) needs the provider's facts to say it; a provider unknown to the
 *   facts is taken at her word, since nothing here can check it.
 * - Adequacy (art. 33, I) needs a country the ANPD recognises (Res. CD/ANPD nº 32/2026).
 * - The buyer's specific and highlighted consent (art. 33, VIII) fits only where the processing
 *   already rests on consent: the consent banner then says where the data goes before she agrees.
 * - Necessity (art. 33, IX) fits only where the processing is needed for the contract, a legal
 *   obligation or the exercise of rights (art. 7º, II, V or VI).
 */
import { TRANSFER_BASES, type TransferBasis } from "./env-legal.ts";
import {
  adequateCountry,
  readOn,
  type ProcessorPrefix,
  type ProviderFacts,
} from "./provider-facts.ts";

/** What a processing rests on (LGPD art. 7), as far as art. 33 asks. */
export type ProcessingBasis = "contrato" | "consentimento" | "interesse";

/**
 * What each provider's processing rests on: the data register's `base` for it is this one
 * (data-register.ts), so the transfer and the processing are said from one place.
 */
export const PROCESSING_BASIS = {
  VITE_PAYMENT_PLATFORM: "contrato",
  VITE_EMAIL_PROVIDER: "contrato",
  VITE_HOSTING_PROVIDER: "contrato",
  VITE_AI_PROVIDER: "contrato",
  VITE_DOWNLOAD_SERVICE: "contrato",
  VITE_WHATSAPP: "contrato",
  VITE_PLAUSIBLE: "interesse",
  VITE_GA4: "consentimento",
  VITE_META_PIXEL: "consentimento",
} as const satisfies Record<ProcessorPrefix, ProcessingBasis>;

/** The bases only the provider's own terms can give. */
const PROVIDER_BASES: readonly TransferBasis[] = [
  "clausulas-padrao",
  "clausulas-especificas",
  "normas-corporativas",
];

export interface TransferCase {
  /** The provider's facts; undefined where it is not one of provider-facts.ts's. */
  readonly facts: ProviderFacts | undefined;
  /** What the processing itself rests on. */
  readonly processing: ProcessingBasis;
  /** Where the data goes: the facts' country, else hers; null where neither says. */
  readonly country: string | null;
}

/** The art. 33 bases that fit this transfer, in TRANSFER_BASES's order. */
export function fittingBases({ facts, processing, country }: TransferCase): TransferBasis[] {
  const fits = new Set<TransferBasis>(
    facts === undefined ? PROVIDER_BASES : facts.transferBasis ? [facts.transferBasis] : [],
  );
  if (country !== null && adequateCountry(country)) fits.add("adequacao");
  else fits.delete("adequacao");
  if (processing === "contrato") fits.add("contrato");
  if (processing === "consentimento") fits.add("consentimento");
  return TRANSFER_BASES.filter((basis) => fits.has(basis));
}

/** "(fonte: https://…, lida em 27/11/2026)", or nothing where no page was found. */
const sourceOf = (facts: ProviderFacts) => {
  const source = facts.basisSource ?? facts.source;
  return source ? ` (fonte: ${source}, lida em ${readOn(facts)})` : "";
};

/** Why `basis` does not fit this transfer, in one clause of Portuguese (for the launch gate). */
export function whyNotFitting(basis: TransferBasis, { facts, processing, country }: TransferCase) {
  if (basis === "adequacao") {
    return `a ANPD não reconhece ${country ?? "esse país"} como adequado (ela reconhece a União Europeia, a Islândia, o Liechtenstein e a Noruega, Res. CD/ANPD nº 32/2026)`;
  }
  if (basis === "consentimento") {
    return processing === "interesse"
      ? "o consentimento para a transferência (art. 33, VIII) é pedido junto com o do próprio tratamento, e este se apoia no legítimo interesse, sem pedir nada a ninguém"
      : "o consentimento para a transferência (art. 33, VIII) só cabe onde o próprio tratamento já pede o consentimento, como a medição e o Pixel depois do aviso de cookies; este serviço é necessário para a compra, e ninguém pode recusá-lo e comprar";
  }
  if (basis === "contrato") {
    return "a transferência necessária ao contrato (art. 33, IX) só cabe onde o tratamento é necessário para cumprir o contrato com a compradora, uma obrigação legal ou a defesa de direitos (art. 7º, II, V ou VI), e a medição e a publicidade não são";
  }
  // A basis only the provider's terms can give: her facts say otherwise.
  return facts
    ? `o que encontramos sobre ${facts.name}${sourceOf(facts)}: ${facts.transferBasis ? `a base é outra; ${facts.note}` : facts.note}`
    : "";
}
