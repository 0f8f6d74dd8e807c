/**
 * Build-time settings the legal texts depend on: who processes the payment, the seller's CPF
 * (for a person selling without a CNPJ), the LGPD contact, the processors of personal data and
 * what they may do with it. Every unset value leaves the site with a neutral wording instead of a
 * claim. Part of the schema (env-schema.ts); the types are what it gives.
 */
import { z } from "astro/zod";
import { PAYMENT_PLATFORMS, type PaymentPlatform } from "../content/providers.ts";
import { formatCpf, isValidCpf } from "../lib/br/documents.ts";
import { isValidEmail } from "./env-common.ts";
import { loose, matching, optional, rule, text, type Refuse } from "./env-rules.ts";

/** LGPD art. 33: the grounds on which data may go to a processor abroad. */
export const TRANSFER_BASES = [
  "adequacao",
  "clausulas-padrao",
  "clausulas-especificas",
  "normas-corporativas",
  "contrato",
] as const;
export type TransferBasis = (typeof TRANSFER_BASES)[number];

export const isBrazil = (country: string) => ["brasil", "brazil", "br"].includes(loose(country));

/** Names and countries end up in the legal pages: plain words, no markup or placeholders. */
const PLAIN_TEXT = /^[^<>{}\n]{2,80}$/;

/** A processor's country and, abroad, the LGPD art. 33 ground of the transfer. */
export const processorFields = (prefix: string) => ({
  [`${prefix}_COUNTRY`]: optional(
    matching(PLAIN_TEXT, 'a country written in Portuguese, such as "Estados Unidos"'),
  ),
  [`${prefix}_TRANSFER_BASIS`]: optional(text),
});

/**
 * The processor named `name` (null: none), with the country and ground of `prefix`; `nameVariable`
 * is the variable the name comes from, for the message when a country is set without it.
 */
export function processor(
  raw: Readonly<Record<string, unknown>>,
  refuse: Refuse,
  prefix: string,
  name: string | null,
  nameVariable = prefix,
) {
  const [countryVar, basisVar] = [`${prefix}_COUNTRY`, `${prefix}_TRANSFER_BASIS`];
  const country = (raw[countryVar] ?? null) as string | null;
  const basis = (raw[basisVar] ?? null) as string | null;
  const stray = country !== null ? countryVar : basis !== null ? basisVar : null;
  if (name === null) {
    if (stray) refuse(stray, country ?? basis, `${nameVariable} to be set as well`);
    return null;
  }
  const abroad = country !== null && !isBrazil(country);
  const transferBasis = TRANSFER_BASES.find((item) => item === basis?.toLowerCase()) ?? null;
  if (!abroad && basis !== null) {
    refuse(basisVar, basis, `to be empty unless ${countryVar} names a country other than Brasil`);
  } else if (abroad && transferBasis === null) {
    const grounds = TRANSFER_BASES.join(", ");
    refuse(
      basisVar,
      basis,
      `the LGPD art. 33 ground for sending data to ${country}: one of ${grounds}`,
    );
  }
  return { name, country, transferBasis: transferBasis as TransferBasis | null };
}

export type Processor = NonNullable<ReturnType<typeof processor>>;
export type ProcessorRole = "payment" | "email" | "hosting" | "ai";

const providerName = matching(
  PLAIN_TEXT,
  "a provider's name of 2 to 80 characters, without < > { }",
);
const [YES, NO] = [
  ["sim", "yes", "true", "1"],
  ["nao", "no", "false", "0"],
];

export const legalFields = {
  VITE_PAYMENT_PLATFORM: optional(
    rule(
      (value) => PAYMENT_PLATFORMS.find(({ name }) => loose(name) === loose(value)) ?? null,
      `one of ${PAYMENT_PLATFORMS.map(({ name }) => name).join(", ")} (or leave it empty for a neutral wording)`,
    ),
  ),
  ...processorFields("VITE_PAYMENT_PLATFORM"),
  VITE_COMPANY_CPF: optional(
    text.refine(isValidCpf, "a valid CPF such as 123.456.789-09").transform(formatCpf),
  ),
  VITE_DPO_MODE: optional(
    rule(
      (value) =>
        ({ encarregado: "encarregado", pequenoporte: "small-agent" })[loose(value)] ?? null,
      'either "encarregado" (with VITE_DPO_NAME and VITE_DPO_EMAIL) or "pequeno-porte" (a small processing agent without an encarregado, Res. CD/ANPD nº 2/2022, art. 11)',
    ),
  ),
  VITE_DPO_NAME: optional(text),
  VITE_DPO_EMAIL: optional(text),
  VITE_EMAIL_PROVIDER: optional(providerName),
  ...processorFields("VITE_EMAIL_PROVIDER"),
  VITE_HOSTING_PROVIDER: optional(providerName),
  ...processorFields("VITE_HOSTING_PROVIDER"),
  VITE_AI_PROVIDER: optional(providerName),
  ...processorFields("VITE_AI_PROVIDER"),
  VITE_AI_TRAINING: optional(
    rule(
      (value) => (YES.includes(loose(value)) ? true : NO.includes(loose(value)) ? false : null),
      '"nao" (the AI provider may not train on the name and lyrics) or "sim" (it may)',
    ),
  ),
  VITE_HOSTING_LOG_RETENTION_DAYS: optional(
    rule(
      (value) => (/^\d+$/.test(value) && +value >= 1 && +value <= 3650 ? +value : null),
      "a whole number of days between 1 and 3650, as the hosting provider's policy states",
    ),
  ),
};

// With the seller's CNPJ, which env-schema.ts validates with the company's details.
type LegalFields = z.output<z.ZodObject<typeof legalFields>> & { VITE_COMPANY_CNPJ: string | null };

/** Who answers data subjects: an encarregado (LGPD art. 41) or a small agent's statement. */
function dataProtection(raw: LegalFields, refuse: Refuse) {
  const { VITE_DPO_MODE: mode, VITE_DPO_NAME: name, VITE_DPO_EMAIL: email } = raw;
  if (mode === null && name === null && email === null) return null;
  if (mode === "small-agent") {
    if (name !== null || email !== null) {
      const variable = name !== null ? "VITE_DPO_NAME" : "VITE_DPO_EMAIL";
      refuse(
        variable,
        name ?? email,
        "to be empty with VITE_DPO_MODE=pequeno-porte (set VITE_DPO_MODE=encarregado to name an encarregado)",
      );
    }
    return { kind: "small-agent" as const };
  }
  // A name or an e-mail without a mode can only mean an encarregado.
  if (name === null) {
    refuse(
      "VITE_DPO_NAME",
      "",
      "the encarregado's name (a person or a company), which LGPD art. 41 § 1º asks to publish",
    );
  } else if (email === null || !isValidEmail(email)) {
    refuse(
      "VITE_DPO_EMAIL",
      email,
      "the encarregado's e-mail address, such as privacidade@dominio.com.br",
    );
  }
  return { kind: "encarregado" as const, name: name ?? "", email: email ?? "" };
}

/** The legal settings from the schema's fields; refuses what only the fields together say. */
export function legalConfig(raw: LegalFields, refuse: Refuse) {
  const cpf = raw.VITE_COMPANY_CPF;
  if (cpf !== null && raw.VITE_COMPANY_CNPJ !== null) {
    refuse(
      "VITE_COMPANY_CPF",
      cpf,
      "to be empty when VITE_COMPANY_CNPJ is set (a seller is identified by a CNPJ or, for a person, a CPF)",
    );
  }
  const platform: PaymentPlatform | null = raw.VITE_PAYMENT_PLATFORM;
  return {
    paymentPlatform: platform,
    /** The seller's CPF (Decreto 7.962/2013, art. 2º, I), for a person without a CNPJ. */
    sellerCpf: cpf,
    dataProtection: dataProtection(raw, refuse),
    processors: {
      payment: processor(raw, refuse, "VITE_PAYMENT_PLATFORM", platform?.name ?? null),
      email: processor(raw, refuse, "VITE_EMAIL_PROVIDER", raw.VITE_EMAIL_PROVIDER),
      hosting: processor(raw, refuse, "VITE_HOSTING_PROVIDER", raw.VITE_HOSTING_PROVIDER),
      ai: processor(raw, refuse, "VITE_AI_PROVIDER", raw.VITE_AI_PROVIDER),
    } satisfies Record<ProcessorRole, Processor | null>,
    /** May the AI provider train on the sung name and the lyrics? Null: not stated. */
    aiTraining: raw.VITE_AI_TRAINING,
    /** How long the hosting provider keeps access logs, in days. Null: unknown. */
    accessLogRetentionDays: raw.VITE_HOSTING_LOG_RETENTION_DAYS,
  };
}
