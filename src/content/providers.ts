/**
 * The providers the copy names by their own names: the payment platforms a seller may set, and
 * the measurement tools' companies. Imports nothing: the configuration's schema reads it.
 */

/**
 * Payment platforms the copy knows how to name, with the article their name takes ("pela
 * Hotmart", "pelo Mercado Pago"): VITE_PAYMENT_PLATFORM must be one of them (config/env-legal.ts),
 * so that a typo stops the build instead of printing "processado por Hotmrat".
 */
const MASCULINE = new Set(["Mercado Pago", "PagSeguro", "PagBank", "Asaas", "PayPal"]);
export const PAYMENT_PLATFORMS = (
  "Hotmart, Kiwify, Eduzz, Monetizze, Braip, Ticto, Perfect Pay, Greenn, Cakto, Mercado Pago, " +
  "PagSeguro, PagBank, Pagar.me, Stripe, Asaas, PayPal, Iugu, Vindi"
)
  .split(", ")
  .map((name) => ({ name, article: MASCULINE.has(name) ? ("o" as const) : ("a" as const) }));

export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];

/**
 * The ways to pay a Brazilian checkout offers, as VITE_PAYMENT_METHODS names them: the card
 * brands, Pix and the boleto. The footer shows the logos of those listed; the texts say card,
 * Pix or boleto as listed (content/payment-methods.ts).
 */
export const PAYMENT_METHODS = [
  { id: "visa", name: "Visa", kind: "card" },
  { id: "mastercard", name: "Mastercard", kind: "card" },
  { id: "elo", name: "Elo", kind: "card" },
  { id: "hipercard", name: "Hipercard", kind: "card" },
  { id: "amex", name: "American Express", kind: "card" },
  { id: "pix", name: "Pix", kind: "pix" },
  { id: "boleto", name: "Boleto bancário", kind: "boleto" },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]["id"];

/** How each provider is named in the privacy policy: the company that receives the data. */
export const ANALYTICS_PROCESSOR_NAMES = {
  plausibleHosted: "Plausible Insights OÜ (Plausible Analytics)",
  plausibleSelfHosted: (host: string) => `Plausible Analytics, em servidor próprio (${host})`,
  ga4: "Google LLC (Google Analytics 4)",
  metaPixel: "Meta Platforms, Inc. (Meta Pixel)",
} as const;

/** WhatsApp's provider for Brazil, which carries the messages where a number is configured. */
export const WHATSAPP_PROCESSOR_NAME = "WhatsApp LLC, do grupo Meta Platforms";
