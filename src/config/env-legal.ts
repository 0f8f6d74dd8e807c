/**
 * Build-time settings the legal texts depend on: who processes the payment, the seller's CPF
 * (for a person selling without a CNPJ), the LGPD contact, the processors of personal data and
 * what they may do with it. Pure functions over the raw `VITE_*` variables, like env-schema.ts;
 * every unset value leaves the site with a neutral wording instead of a claim.
 */
import { isValidEmail, SiteEnvError, type RawEnv } from "./env-common.ts";

/** The Portuguese article a platform's name takes ("pela Hotmart", "pelo Mercado Pago"). */
export type Article = "a" | "o";

export interface PaymentPlatform {
  readonly name: string;
  readonly article: Article;
}

/**
 * Payment platforms the copy knows how to name. A closed list, so that a typo stops the build
 * instead of printing "Pagamento processado por Hotmrat" next to the buy buttons.
 */
export const PAYMENT_PLATFORMS = [
  { name: "Hotmart", article: "a" },
  { name: "Kiwify", article: "a" },
  { name: "Eduzz", article: "a" },
  { name: "Monetizze", article: "a" },
  { name: "Braip", article: "a" },
  { name: "Ticto", article: "a" },
  { name: "Perfect Pay", article: "a" },
  { name: "Greenn", article: "a" },
  { name: "Cakto", article: "a" },
  { name: "Mercado Pago", article: "o" },
  { name: "PagSeguro", article: "o" },
  { name: "PagBank", article: "o" },
  { name: "Pagar.me", article: "a" },
  { name: "Stripe", article: "a" },
  { name: "Asaas", article: "o" },
  { name: "PayPal", article: "o" },
  { name: "Iugu", article: "a" },
  { name: "Vindi", article: "a" },
] as const satisfies readonly PaymentPlatform[];

/** LGPD art. 33: the grounds on which data may go to a processor abroad. */
export const TRANSFER_BASES = [
  "adequacao",
  "clausulas-padrao",
  "clausulas-especificas",
  "normas-corporativas",
  "contrato",
] as const;
export type TransferBasis = (typeof TRANSFER_BASES)[number];

export interface Processor {
  readonly name: string;
  /** Where it processes the data, as the owner wrote it ("Estados Unidos"); null when not set. */
  readonly country: string | null;
  /** Set (and required) when `country` is not Brazil. */
  readonly transferBasis: TransferBasis | null;
}

export type ProcessorRole = "payment" | "email" | "hosting" | "ai";

/**
 * Who answers data subjects: a named encarregado (LGPD art. 41), or the statement of a small
 * processing agent that appoints none (Res. CD/ANPD nº 2/2022, art. 11). Null: neither chosen.
 */
export type DataProtectionContact =
  | { readonly kind: "encarregado"; readonly name: string; readonly email: string }
  | { readonly kind: "small-agent" };

export interface LegalConfig {
  readonly paymentPlatform: PaymentPlatform | null;
  /** The seller's CPF (Decreto 7.962/2013, art. 2º, I), for a person without a CNPJ. */
  readonly sellerCpf: string | null;
  readonly dataProtection: DataProtectionContact | null;
  /** The payment processor is named by VITE_PAYMENT_PLATFORM; the others by their own variables. */
  readonly processors: { readonly [Role in ProcessorRole]: Processor | null };
  /** May the AI provider use the sung name and the lyrics to train its models? Null: not stated. */
  readonly aiTraining: boolean | null;
  /** How long the hosting provider keeps access logs, in days. Null: unknown. */
  readonly accessLogRetentionDays: number | null;
}

function readOptional(raw: RawEnv, name: string): string | null {
  const value = raw[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Lower case, without accents, spaces or punctuation: "mercado-pago" finds "Mercado Pago". */
function loose(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[^a-zA-Z0-9]/g, "")
    .toLowerCase();
}

function paymentPlatform(raw: RawEnv): PaymentPlatform | null {
  const value = readOptional(raw, "VITE_PAYMENT_PLATFORM");
  if (value === null) return null;
  const found = PAYMENT_PLATFORMS.find((platform) => loose(platform.name) === loose(value));
  if (!found) {
    const names = PAYMENT_PLATFORMS.map((platform) => platform.name).join(", ");
    throw new SiteEnvError(
      "VITE_PAYMENT_PLATFORM",
      value,
      `one of ${names} (or leave it empty for a neutral wording)`,
    );
  }
  return found;
}

/** CPF check digits (Receita Federal): two mod-11 digits over the first nine and ten. */
export function isValidCpf(value: string): boolean {
  const compact = value.replace(/[.\-\s]/g, "");
  if (!/^\d{11}$/.test(compact) || /^(\d)\1{10}$/.test(compact)) return false;
  const digits = [...compact].map(Number);
  const checkDigit = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === digits[9] && checkDigit(10) === digits[10];
}

function sellerCpf(raw: RawEnv): string | null {
  const value = readOptional(raw, "VITE_COMPANY_CPF");
  if (value === null) return null;
  if (!isValidCpf(value)) {
    throw new SiteEnvError("VITE_COMPANY_CPF", value, "a valid CPF such as 123.456.789-09");
  }
  if (readOptional(raw, "VITE_COMPANY_CNPJ") !== null) {
    throw new SiteEnvError(
      "VITE_COMPANY_CPF",
      value,
      "to be empty when VITE_COMPANY_CNPJ is set (a seller is identified by a CNPJ or, for a person, a CPF)",
    );
  }
  const digits = value.replace(/\D/g, "");
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

function dataProtection(raw: RawEnv): DataProtectionContact | null {
  const mode = readOptional(raw, "VITE_DPO_MODE");
  const name = readOptional(raw, "VITE_DPO_NAME");
  const email = readOptional(raw, "VITE_DPO_EMAIL");
  if (mode === null && name === null && email === null) return null;
  // A name or an e-mail without a mode can only mean an encarregado.
  const modeKey = loose(mode ?? "encarregado");
  const kind =
    modeKey === "encarregado" ? "encarregado" : modeKey === "pequenoporte" ? "small-agent" : null;
  if (kind === null) {
    throw new SiteEnvError(
      "VITE_DPO_MODE",
      mode ?? "",
      'either "encarregado" (with VITE_DPO_NAME and VITE_DPO_EMAIL) or "pequeno-porte" (a small processing agent without an encarregado, Res. CD/ANPD nº 2/2022, art. 11)',
    );
  }
  if (kind === "small-agent") {
    if (name !== null || email !== null) {
      throw new SiteEnvError(
        name !== null ? "VITE_DPO_NAME" : "VITE_DPO_EMAIL",
        name ?? email ?? "",
        "to be empty with VITE_DPO_MODE=pequeno-porte (set VITE_DPO_MODE=encarregado to name an encarregado)",
      );
    }
    return { kind };
  }
  if (name === null) {
    throw new SiteEnvError(
      "VITE_DPO_NAME",
      "",
      "the encarregado's name (a person or a company), which LGPD art. 41 § 1º asks to publish",
    );
  }
  if (email === null || !isValidEmail(email)) {
    throw new SiteEnvError(
      "VITE_DPO_EMAIL",
      email ?? "",
      "the encarregado's e-mail address, such as privacidade@dominio.com.br",
    );
  }
  return { kind, name, email };
}

const BRAZIL = new Set(["brasil", "brazil", "br"]);

export function isBrazil(country: string): boolean {
  return BRAZIL.has(loose(country));
}

/** Names and countries end up in the legal pages: plain words, no markup or placeholders. */
const PLAIN_TEXT = /^[^<>{}\n]{2,80}$/;

/**
 * A processor named by `name`, with its country (`${prefix}_COUNTRY`) and, abroad, the LGPD
 * art. 33 ground of the transfer (`${prefix}_TRANSFER_BASIS`). `nameVariable` is the variable the
 * name comes from, for the message when a country is set without it.
 */
export function processor(
  raw: RawEnv,
  prefix: string,
  name: string | null,
  nameVariable = prefix,
): Processor | null {
  const countryVar = `${prefix}_COUNTRY`;
  const basisVar = `${prefix}_TRANSFER_BASIS`;
  const country = readOptional(raw, countryVar);
  const basis = readOptional(raw, basisVar);
  if (name === null) {
    const stray = country !== null ? countryVar : basis !== null ? basisVar : null;
    if (stray !== null) {
      throw new SiteEnvError(stray, country ?? basis ?? "", `${nameVariable} to be set as well`);
    }
    return null;
  }
  if (!PLAIN_TEXT.test(name)) {
    throw new SiteEnvError(
      prefix,
      name,
      "a provider's name of 2 to 80 characters, without < > { }",
    );
  }
  if (country !== null && !PLAIN_TEXT.test(country)) {
    throw new SiteEnvError(
      countryVar,
      country,
      'a country written in Portuguese, such as "Estados Unidos"',
    );
  }
  const abroad = country !== null && !isBrazil(country);
  if (!abroad) {
    if (basis !== null) {
      throw new SiteEnvError(
        basisVar,
        basis,
        `to be empty unless ${countryVar} names a country other than Brasil`,
      );
    }
    return { name, country, transferBasis: null };
  }
  const transferBasis = TRANSFER_BASES.find((item) => item === basis?.toLowerCase());
  if (!transferBasis) {
    throw new SiteEnvError(
      basisVar,
      basis ?? "",
      `the LGPD art. 33 ground for sending data to ${country}: one of ${TRANSFER_BASES.join(", ")}`,
    );
  }
  return { name, country, transferBasis };
}

const YES = new Set(["sim", "yes", "true", "1"]);
const NO = new Set(["nao", "no", "false", "0"]);

function aiTraining(raw: RawEnv): boolean | null {
  const value = readOptional(raw, "VITE_AI_TRAINING");
  if (value === null) return null;
  const answer = loose(value);
  if (YES.has(answer)) return true;
  if (NO.has(answer)) return false;
  throw new SiteEnvError(
    "VITE_AI_TRAINING",
    value,
    '"nao" (the AI provider may not train on the name and lyrics) or "sim" (it may)',
  );
}

/** Marco Civil da Internet, art. 15: an application provider keeps access logs for 6 months. */
export const MARCO_CIVIL_LOG_DAYS = 180;

function accessLogRetentionDays(raw: RawEnv): number | null {
  const value = readOptional(raw, "VITE_HOSTING_LOG_RETENTION_DAYS");
  if (value === null) return null;
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 3650) {
    throw new SiteEnvError(
      "VITE_HOSTING_LOG_RETENTION_DAYS",
      value,
      "a whole number of days between 1 and 3650, as the hosting provider's policy states",
    );
  }
  return days;
}

/** Reads and validates the legal settings; throws `SiteEnvError` naming the bad variable. */
export function parseLegalEnv(raw: RawEnv): LegalConfig {
  const platform = paymentPlatform(raw);
  return {
    paymentPlatform: platform,
    sellerCpf: sellerCpf(raw),
    dataProtection: dataProtection(raw),
    processors: {
      payment: processor(raw, "VITE_PAYMENT_PLATFORM", platform?.name ?? null),
      email: processor(raw, "VITE_EMAIL_PROVIDER", readOptional(raw, "VITE_EMAIL_PROVIDER")),
      hosting: processor(raw, "VITE_HOSTING_PROVIDER", readOptional(raw, "VITE_HOSTING_PROVIDER")),
      ai: processor(raw, "VITE_AI_PROVIDER", readOptional(raw, "VITE_AI_PROVIDER")),
    },
    aiTraining: aiTraining(raw),
    accessLogRetentionDays: accessLogRetentionDays(raw),
  };
}
