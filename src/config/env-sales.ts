/**
 * Optional sales settings a Brazilian seller expects: WhatsApp, Instagram, installments, the Pix
 * discount, the order code in the thank-you address and the lyrics' language. Each is off when
 * unset, and then nothing of it reaches the page.
 */
import type { z } from "astro/zod";
import { whatsappDigits } from "../lib/br/phone.ts";
import { httpsUrl, optional, rule, text, type Refuse } from "./env-rules.ts";
import { ENV_EXAMPLES } from "./env-examples.ts";

/** The lyrics' language when the owner names none. */
export const DEFAULT_LYRICS_LANGUAGE = "português";

const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;
/** "português", "português e árabe": after "cantada em", so lower case, letters and spaces. */
const LANGUAGE = /^[a-zà-ÿ]+(?:(?:, | e | ou )[a-zà-ÿ]+)*$/;

export const salesFields = {
  VITE_WHATSAPP_NUMBER: optional(
    rule(
      whatsappDigits,
      `o número do WhatsApp com +55 e o DDD, como ${ENV_EXAMPLES.VITE_WHATSAPP_NUMBER}`,
    ),
  ),
  VITE_WHATSAPP_MESSAGE: optional(text.max(500, "uma mensagem de até 500 caracteres")),
  VITE_INSTAGRAM_URL: optional(
    rule((value) => {
      const url = httpsUrl(value);
      const profile = url?.hostname.replace(/^www\./, "") === "instagram.com";
      return url && profile && url.pathname.length >= 2 ? url.href : null;
    }, `o endereço do seu perfil no Instagram, como ${ENV_EXAMPLES.VITE_INSTAGRAM_URL}`),
  ),
  VITE_INSTALLMENTS_MAX: optional(
    rule(
      (value) => (/^\d{1,2}$/.test(value) && +value >= 2 && +value <= 24 ? +value : null),
      "um número inteiro de parcelas, de 2 a 24",
    ),
  ),
  VITE_INSTALLMENTS_INTEREST_FREE: optional(
    rule(
      (value) =>
        ({ true: true, false: false, sim: true, nao: false, não: false })[value.toLowerCase()] ??
        null,
      '"sim" (parcelas sem juros) ou "nao" (com juros)',
    ),
  ),
  VITE_PIX_DISCOUNT_PERCENT: optional(
    rule((value) => {
      const percent = /^\d{1,2}([.,]\d)?$/.test(value) ? Number(value.replace(",", ".")) : 0;
      return percent > 0 && percent < 100 ? percent : null;
    }, "uma porcentagem, como 5 ou 7,5"),
  ),
  // The checkout's own names for them, seen in a test purchase's thank-you address.
  VITE_ORDER_CODE_PARAMS: optional(
    rule((value) => {
      const names = value.split(",").map((name) => name.trim());
      return names.length <= 5 && names.every((name) => PARAM_NAME.test(name)) ? names : null;
    }, "até 5 nomes de parâmetro separados por vírgula, como transaction ou order_id"),
  ),
  VITE_LYRICS_LANGUAGE: optional(
    rule(
      (value) => (value.length <= 60 && LANGUAGE.test(value) ? value : null),
      'o idioma em que a letra é cantada, em minúsculas, como "português" ou "português e árabe"',
    ),
  ),
};

type SalesFields = z.output<z.ZodObject<typeof salesFields>>;

/** The sales settings from the schema's fields. */
export function salesConfig(raw: SalesFields, refuse: Refuse) {
  const { VITE_WHATSAPP_NUMBER: digits, VITE_WHATSAPP_MESSAGE: message } = raw;
  if (digits === null && message !== null) {
    refuse(
      "VITE_WHATSAPP_MESSAGE",
      message,
      "vazio, ou VITE_WHATSAPP_NUMBER preenchido também (a mensagem precisa de um número para ir)",
    );
  }
  const max = raw.VITE_INSTALLMENTS_MAX;
  return {
    /** WhatsApp contact: digits of the E.164 number, and the optional pre-filled message. */
    whatsapp: digits === null ? null : { digits, message },
    instagramUrl: raw.VITE_INSTAGRAM_URL,
    /** Card installments the checkout offers: up to `max`, with or without interest. */
    installments:
      max === null ? null : { max, interestFree: raw.VITE_INSTALLMENTS_INTEREST_FREE === true },
    /** Percentage off when paying by Pix, as the checkout applies it. */
    pixDiscountPercent: raw.VITE_PIX_DISCOUNT_PERCENT,
    /** Where the checkout's redirect to /obrigado carries the order code; empty when unset. */
    orderCodeParams: raw.VITE_ORDER_CODE_PARAMS ?? ([] as readonly string[]),
    /** The language the lyrics are sung in, as each plan says it (CDC art. 31). */
    lyricsLanguage: raw.VITE_LYRICS_LANGUAGE ?? DEFAULT_LYRICS_LANGUAGE,
  };
}
