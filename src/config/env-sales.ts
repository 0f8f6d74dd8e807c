/**
 * Optional sales settings a Brazilian seller expects: WhatsApp, Instagram, installments, the Pix
 * discount, the order code in the thank-you address and the lyrics' language. Each is off when
 * unset, and then nothing of it reaches the page.
 */
import type { z } from "astro/zod";
import { whatsappDigits } from "../lib/br/phone.ts";
import { httpsUrl, optional, rule, text, type Refuse } from "./env-rules.ts";

/** The lyrics' language when the owner names none. */
export const DEFAULT_LYRICS_LANGUAGE = "português";

const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;
/** "português", "português e árabe": after "cantada em", so lower case, letters and spaces. */
const LANGUAGE = /^[a-zà-ÿ]+(?:(?:, | e | ou )[a-zà-ÿ]+)*$/;

export const salesFields = {
  VITE_WHATSAPP_NUMBER: optional(
    rule(whatsappDigits, "an international number in E.164 form, such as +5511987654321"),
  ),
  VITE_WHATSAPP_MESSAGE: optional(text.max(500, "a message of 500 characters at most")),
  VITE_INSTAGRAM_URL: optional(
    rule((value) => {
      const url = httpsUrl(value);
      const profile = url?.hostname.replace(/^www\./, "") === "instagram.com";
      return url && profile && url.pathname.length >= 2 ? url.href : null;
    }, "the https:// address of a profile on instagram.com, such as https://www.instagram.com/suamarca"),
  ),
  VITE_INSTALLMENTS_MAX: optional(
    rule(
      (value) => (/^\d{1,2}$/.test(value) && +value >= 2 && +value <= 24 ? +value : null),
      "a whole number of installments from 2 to 24",
    ),
  ),
  VITE_INSTALLMENTS_INTEREST_FREE: optional(
    rule((value) => ({ true: true, false: false })[value] ?? null, "true or false"),
  ),
  VITE_PIX_DISCOUNT_PERCENT: optional(
    rule((value) => {
      const percent = /^\d{1,2}([.,]\d)?$/.test(value) ? Number(value.replace(",", ".")) : 0;
      return percent > 0 && percent < 100 ? percent : null;
    }, "a percentage such as 5 or 7,5"),
  ),
  // The checkout's own names for them, seen in a test purchase's thank-you address.
  VITE_ORDER_CODE_PARAMS: optional(
    rule((value) => {
      const names = value.split(",").map((name) => name.trim());
      return names.length <= 5 && names.every((name) => PARAM_NAME.test(name)) ? names : null;
    }, "up to 5 query parameter names separated by commas, such as transaction or order_id"),
  ),
  VITE_LYRICS_LANGUAGE: optional(
    rule(
      (value) => (value.length <= 60 && LANGUAGE.test(value) ? value : null),
      'the language the lyrics are sung in, in lower case, such as "português" or "português e árabe"',
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
      "VITE_WHATSAPP_NUMBER to be set as well (a message needs a number to go to)",
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
