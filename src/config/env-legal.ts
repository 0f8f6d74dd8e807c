/**
 * Build-time settings the legal texts depend on: who processes the payment, the seller's CPF
 * (for a person selling without a CNPJ), the LGPD contact, the processors of personal data and
 * what they may do with it. Every unset value leaves the site with a neutral wording instead of a
 * claim. Part of the schema (env-schema.ts); the types are what it gives.
 */
import { z } from "astro/zod";
import {
  PAYMENT_METHODS,
  PAYMENT_PLATFORMS,
  type PaymentMethodId,
  type PaymentPlatform,
  WHATSAPP_PROCESSOR_NAME,
} from "../content/providers.ts";
import { formatCpf, isValidCpf } from "../lib/br/documents.ts";
import { isoFromBrazilian, realDate } from "../lib/br/date.ts";
import { isValidEmail } from "./env-common.ts";
import { httpsUrl, loose, matching, optional, rule, text, type Refuse } from "./env-rules.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";

/** LGPD art. 33: the grounds on which data may go to a processor abroad. */
export const TRANSFER_BASES = [
  "adequacao",
  "clausulas-padrao",
  "clausulas-especificas",
  "normas-corporativas",
  "consentimento",
  "contrato",
] as const;
export type TransferBasis = (typeof TRANSFER_BASES)[number];

export const isBrazil = (country: string) => ["brasil", "brazil", "br"].includes(loose(country));

/** Names and countries end up in the legal pages: plain words, no markup or placeholders. */
const PLAIN_TEXT = /^[^<>{}\n]{2,80}$/;

/** A processor's country and, abroad, the LGPD art. 33 ground of the transfer. */
export const processorFields = (prefix: string) => ({
  [`${prefix}_COUNTRY`]: optional(
    matching(PLAIN_TEXT, 'o nome de um país, em português, como "Brasil" ou "Estados Unidos"'),
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
    if (stray) refuse(stray, country ?? basis, `vazio, ou ${nameVariable} preenchido também`);
    return null;
  }
  const abroad = country !== null && !isBrazil(country);
  const transferBasis = TRANSFER_BASES.find((item) => item === basis?.toLowerCase()) ?? null;
  if (!abroad && basis !== null) {
    refuse(basisVar, basis, `vazio, a não ser que ${countryVar} seja outro país que não o Brasil`);
  } else if (abroad && basis !== null && transferBasis === null) {
    const grounds = TRANSFER_BASES.join(", ");
    refuse(
      basisVar,
      basis,
      `a base da LGPD (art. 33) para enviar dados a ${country}: uma destas, ${grounds} (veja a lista no .env.example)`,
    );
  }
  // Abroad with no ground said yet ("Ainda não sei" in the setup): not a bad value but a missing
  // one, which the launch gate lists (transferUnstated); the policy then names no ground.
  return { name, country, transferBasis: transferBasis as TransferBasis | null };
}

export type Processor = NonNullable<ReturnType<typeof processor>>;

/** A processor abroad whose LGPD art. 33 ground is not said yet: a launch needs it. */
export const transferUnstated = (item: Processor) =>
  item.country !== null && !isBrazil(item.country) && item.transferBasis === null;
/** `download`: where she delivers by her own link (VITE_ORDER_PAGE=nao), the link's service. */
export type ProcessorRole = "payment" | "email" | "hosting" | "ai" | "download";

const providerName = matching(
  PLAIN_TEXT,
  "o nome do fornecedor, de 2 a 80 caracteres, sem < > { }",
);
const [YES, NO] = [
  ["sim", "yes", "true", "1"],
  ["nao", "no", "false", "0"],
];

/** "visa, mastercard, pix" → the listed methods in the page's order; null when one is unknown. */
function paymentMethodList(value: string): PaymentMethodId[] | null {
  const ids = value
    .split(/[,;]/)
    .map((item) => loose(item))
    .filter(Boolean);
  const known = (id: string) =>
    PAYMENT_METHODS.find((method) => loose(method.id) === id || loose(method.name) === id);
  if (ids.length === 0 || ids.some((id) => !known(id))) return null;
  return PAYMENT_METHODS.filter((method) => ids.some((id) => known(id) === method)).map(
    (method) => method.id,
  );
}

const yesOrNo = (what: string) =>
  optional(
    rule(
      (value) => (YES.includes(loose(value)) ? true : NO.includes(loose(value)) ? false : null),
      what,
    ),
  );

const platformLink = (what: string) =>
  optional(
    rule(
      (value) => httpsUrl(value)?.href ?? null,
      `o endereço completo (https://) ${what} da plataforma de pagamento`,
    ),
  );

export const legalFields = {
  VITE_PAYMENT_PLATFORM: optional(
    rule(
      (value) => PAYMENT_PLATFORMS.find(({ name }) => loose(name) === loose(value)) ?? null,
      `uma destas: ${PAYMENT_PLATFORMS.map(({ name }) => name).join(", ")}`,
    ),
  ),
  ...processorFields("VITE_PAYMENT_PLATFORM"),
  VITE_PAYMENT_PLATFORM_TERMS_URL: platformLink("dos termos de uso"),
  VITE_PAYMENT_PLATFORM_PRIVACY_URL: platformLink("da política de privacidade"),
  VITE_PAYMENT_METHODS: optional(
    rule(
      paymentMethodList,
      `as formas que a sua página de pagamento aceita, separadas por vírgula, entre ${PAYMENT_METHODS.map(({ id }) => id).join(", ")}`,
    ),
  ),
  VITE_CHECKOUT_META_PIXEL: yesOrNo(
    '"sim" (a página de pagamento executa o seu Pixel da Meta) ou "nao"',
  ),
  // With the Pixel on the checkout: does Meta receive there the buyer's name, e-mail or phone
  // (its automatic advanced matching, or the platform's Conversions API with the buyer's data)?
  VITE_CHECKOUT_META_PIXEL_CONTACT: yesOrNo(
    '"nao" (na página de pagamento, a Meta não recebe o nome, o e-mail nem o telefone de quem compra) ou "sim" (recebe)',
  ),
  VITE_COMPANY_CPF: optional(
    text
      .refine(
        isValidCpf,
        `um CPF válido (os dígitos verificadores conferem), como ${ENV_EXAMPLES.VITE_COMPANY_CPF}`,
      )
      .transform(formatCpf),
  ),
  VITE_DPO_MODE: optional(
    rule(
      (value) =>
        ({ encarregado: "encarregado", pequenoporte: "small-agent" })[loose(value)] ?? null,
      '"encarregado" (com VITE_DPO_NAME e VITE_DPO_EMAIL) ou "pequeno-porte" (agente de tratamento de pequeno porte, sem encarregado: Res. CD/ANPD nº 2/2022, art. 11)',
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
  // Where she delivers by her own link: the service that keeps the file and records the link's
  // first access (Google Drive, Dropbox…), a processor like the others.
  VITE_DOWNLOAD_SERVICE: optional(providerName),
  ...processorFields("VITE_DOWNLOAD_SERVICE"),
  // The plan that makes the songs, and since when: what the commercial licence rests on
  // (ai-services.ts, launch-gate.ts, the certificate).
  VITE_AI_PLAN: optional(
    matching(
      PLAIN_TEXT,
      "o nome do seu plano no serviço de IA, como aparece na sua conta (Pro, Premier…)",
    ),
  ),
  VITE_AI_PLAN_SINCE: optional(
    rule(
      (value) => (realDate(value) ? isoFromBrazilian(value) : null),
      "a data em que o plano começou, dd/mm/aaaa, como 01/10/2026 (está no recibo da assinatura)",
    ),
  ),
  VITE_AI_PLAN_TERMS_URL: optional(
    rule(
      (value) => httpsUrl(value)?.href ?? null,
      "o endereço completo (https://) da página dos termos do seu plano que diz que ele permite uso comercial e a venda das músicas",
    ),
  ),
  VITE_AI_TRAINING: yesOrNo(
    '"nao" (o fornecedor de IA não pode treinar com o nome e a letra) ou "sim" (pode)',
  ),
  // WhatsApp's, asked after the number (env-sales.ts) like any processor's.
  ...processorFields("VITE_WHATSAPP"),
  VITE_HOSTING_LOG_RETENTION_DAYS: optional(
    rule(
      (value) => (/^\d+$/.test(value) && +value >= 1 && +value <= 3650 ? +value : null),
      "um número inteiro de dias, de 1 a 3650, como diz a política do provedor de hospedagem",
    ),
  ),
};

// With the seller's CNPJ, which env-schema.ts validates with the company's details, and the
// WhatsApp number of the sales settings (env-sales.ts), whose processor is here.
type LegalFields = z.output<z.ZodObject<typeof legalFields>> & {
  VITE_COMPANY_CNPJ: string | null;
  VITE_WHATSAPP_NUMBER: string | null;
};

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
        "vazio com VITE_DPO_MODE=pequeno-porte (para indicar um encarregado, use VITE_DPO_MODE=encarregado)",
      );
    }
    return { kind: "small-agent" as const };
  }
  // A name or an e-mail without a mode can only mean an encarregado.
  if (email !== null && !isValidEmail(email)) {
    refuse("VITE_DPO_EMAIL", email, `o e-mail do encarregado, como ${ENV_EXAMPLES.VITE_DPO_EMAIL}`);
  }
  // An encarregado not yet named ("Ainda não sei" in the setup): the policy names no one, and the
  // launch gate asks for the name and the e-mail (LGPD art. 41, § 1º).
  if (name === null || email === null) return null;
  return { kind: "encarregado" as const, name, email };
}

/** The AI plan she names, since when she has it, and the terms page she read for it. */
function aiPlanConfig(raw: LegalFields, refuse: Refuse) {
  const { VITE_AI_PROVIDER: service, VITE_AI_PLAN: plan } = raw;
  const since = raw.VITE_AI_PLAN_SINCE;
  const termsUrl = raw.VITE_AI_PLAN_TERMS_URL;
  if (plan !== null && service === null) {
    refuse(
      "VITE_AI_PLAN",
      plan,
      "vazio, ou VITE_AI_PROVIDER preenchido também (o plano é de um serviço)",
    );
  }
  for (const [variable, value] of [
    ["VITE_AI_PLAN_SINCE", since],
    ["VITE_AI_PLAN_TERMS_URL", termsUrl],
  ] as const) {
    if (value !== null && plan === null)
      refuse(variable, value, "vazio, ou VITE_AI_PLAN preenchido também");
  }
  return { service, plan, since, termsUrl };
}

/**
 * The legal settings from the schema's fields; refuses what only the fields together say.
 * `demo`: the demo's page, which lists the specification's seven ways to pay.
 */
export function legalConfig(raw: LegalFields, refuse: Refuse, demo: boolean) {
  const cpf = raw.VITE_COMPANY_CPF;
  if (cpf !== null && raw.VITE_COMPANY_CNPJ !== null) {
    refuse(
      "VITE_COMPANY_CPF",
      cpf,
      "vazio quando VITE_COMPANY_CNPJ está preenchido (quem vende se identifica pelo CNPJ ou, se for pessoa física, pelo CPF)",
    );
  }
  const platform: PaymentPlatform | null = raw.VITE_PAYMENT_PLATFORM;
  const contact = raw.VITE_CHECKOUT_META_PIXEL_CONTACT;
  if (contact !== null && raw.VITE_CHECKOUT_META_PIXEL !== true) {
    refuse(
      "VITE_CHECKOUT_META_PIXEL_CONTACT",
      contact ? "sim" : "nao",
      "vazio, a não ser que VITE_CHECKOUT_META_PIXEL seja sim (sem o Pixel na página de pagamento, a Meta não recebe nada ali)",
    );
  }
  return {
    paymentPlatform: platform,
    /** Where the platform publishes its terms and its privacy policy, where the owner set them. */
    paymentPlatformLinks: {
      terms: raw.VITE_PAYMENT_PLATFORM_TERMS_URL,
      privacy: raw.VITE_PAYMENT_PLATFORM_PRIVACY_URL,
    },
    /**
     * The ways to pay the checkout takes, in the page's order; null where the owner has not
     * listed them (the texts then send her to the payment page for them).
     */
    paymentMethods:
      raw.VITE_PAYMENT_METHODS ??
      (demo ? PAYMENT_METHODS.map((method) => method.id) : (null as PaymentMethodId[] | null)),
    /**
     * Does the checkout run the owner's Meta Pixel (Hotmart, Kiwify and others can)? It then
     * receives the buyer's purchase outside this site's banner. Null: not said (a launch asks).
     */
    checkoutRunsMetaPixel: raw.VITE_CHECKOUT_META_PIXEL,
    /**
     * With the Pixel on the checkout: does Meta receive there the buyer's name, e-mail or phone?
     * Null: not said (a launch asks, and refuses "sim": legitimate interest cannot carry it).
     */
    checkoutPixelSendsContact: raw.VITE_CHECKOUT_META_PIXEL_CONTACT,
    /** The seller's CPF (Decreto 7.962/2013, art. 2º, I), for a person without a CNPJ. */
    sellerCpf: cpf,
    dataProtection: dataProtection(raw, refuse),
    processors: {
      payment: processor(raw, refuse, "VITE_PAYMENT_PLATFORM", platform?.name ?? null),
      email: processor(raw, refuse, "VITE_EMAIL_PROVIDER", raw.VITE_EMAIL_PROVIDER),
      hosting: processor(raw, refuse, "VITE_HOSTING_PROVIDER", raw.VITE_HOSTING_PROVIDER),
      ai: processor(raw, refuse, "VITE_AI_PROVIDER", raw.VITE_AI_PROVIDER),
      download: processor(raw, refuse, "VITE_DOWNLOAD_SERVICE", raw.VITE_DOWNLOAD_SERVICE),
    } satisfies Record<ProcessorRole, Processor | null>,
    /**
     * WhatsApp, where a number is configured: where it carries the messages and, abroad, the
     * basis she chose (null: no number). The privacy policy names it beside the processors.
     */
    whatsapp: processor(
      raw,
      refuse,
      "VITE_WHATSAPP",
      raw.VITE_WHATSAPP_NUMBER === null ? null : WHATSAPP_PROCESSOR_NAME,
      "VITE_WHATSAPP_NUMBER",
    ),
    /** May the AI provider train on the sung name and the lyrics? Null: not stated. */
    aiTraining: raw.VITE_AI_TRAINING,
    /** The AI plan that makes the songs (ai-services.ts says what it allows). */
    ai: aiPlanConfig(raw, refuse),
    /** How long the hosting provider keeps access logs, in days. Null: unknown. */
    accessLogRetentionDays: raw.VITE_HOSTING_LOG_RETENTION_DAYS,
  };
}
