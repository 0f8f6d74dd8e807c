/**
 * Optional sales settings a Brazilian seller expects (issue: WhatsApp, Instagram, installments,
 * Pix discount). Each is off when unset, and then nothing of it reaches the page.
 */
import { SiteEnvError, type RawEnv } from "./env-common.ts";

export interface SalesConfig {
  /** WhatsApp contact: digits of the E.164 number, and the optional pre-filled message. */
  readonly whatsapp: { readonly digits: string; readonly message: string | null } | null;
  readonly instagramUrl: string | null;
  /** Card installments the checkout offers: up to `max`, with or without interest. */
  readonly installments: { readonly max: number; readonly interestFree: boolean } | null;
  /** Percentage off when paying by Pix, as the checkout applies it. */
  readonly pixDiscountPercent: number | null;
  /**
   * Query parameters the checkout's redirect to /obrigado carries the order code in (the
   * platform's own names, seen in a test purchase); empty when unset.
   */
  readonly orderCodeParams: readonly string[];
  /** The language the lyrics are sung in, as each plan says it (CDC art. 31): "português". */
  readonly lyricsLanguage: string;
}

/** The lyrics' language when the owner names none. */
export const DEFAULT_LYRICS_LANGUAGE = "português";

const optional = (raw: RawEnv, name: string): string | null => {
  const value = raw[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

/**
 * "+55 11 98765-4321" → "5511987654321". E.164: a plus, a country code, at most 15 digits; a
 * Brazilian number (+55) has a two-digit area code and 8 or 9 digits.
 */
export function whatsappDigits(value: string): string | null {
  if (!/^\+[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return digits.startsWith("55") && !/^55[1-9]\d\d{8,9}$/.test(digits) ? null : digits;
}

function whatsapp(raw: RawEnv): SalesConfig["whatsapp"] {
  const number = optional(raw, "VITE_WHATSAPP_NUMBER");
  const message = optional(raw, "VITE_WHATSAPP_MESSAGE");
  if (number === null) {
    if (message !== null) {
      throw new SiteEnvError(
        "VITE_WHATSAPP_MESSAGE",
        message,
        "VITE_WHATSAPP_NUMBER to be set as well (a message needs a number to go to)",
      );
    }
    return null;
  }
  const digits = whatsappDigits(number);
  if (digits === null) {
    throw new SiteEnvError(
      "VITE_WHATSAPP_NUMBER",
      number,
      "an international number in E.164 form, such as +5511987654321",
    );
  }
  if (message !== null && message.length > 500) {
    throw new SiteEnvError("VITE_WHATSAPP_MESSAGE", message, "a message of 500 characters at most");
  }
  return { digits, message };
}

function instagramUrl(raw: RawEnv): string | null {
  const value = optional(raw, "VITE_INSTAGRAM_URL");
  if (value === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  const host = url?.hostname.replace(/^www\./, "");
  if (!url || url.protocol !== "https:" || host !== "instagram.com" || url.pathname.length < 2) {
    throw new SiteEnvError(
      "VITE_INSTAGRAM_URL",
      value,
      "the https:// address of a profile on instagram.com, such as https://www.instagram.com/suamarca",
    );
  }
  return url.href;
}

function installments(raw: RawEnv): SalesConfig["installments"] {
  const max = optional(raw, "VITE_INSTALLMENTS_MAX");
  const interestFree = optional(raw, "VITE_INSTALLMENTS_INTEREST_FREE");
  if (interestFree !== null && !["true", "false"].includes(interestFree)) {
    throw new SiteEnvError("VITE_INSTALLMENTS_INTEREST_FREE", interestFree, "true or false");
  }
  if (max === null) return null;
  const count = /^\d{1,2}$/.test(max) ? Number(max) : Number.NaN;
  if (!(count >= 2 && count <= 24)) {
    throw new SiteEnvError(
      "VITE_INSTALLMENTS_MAX",
      max,
      "a whole number of installments from 2 to 24",
    );
  }
  return { max: count, interestFree: interestFree === "true" };
}

function pixDiscountPercent(raw: RawEnv): number | null {
  const value = optional(raw, "VITE_PIX_DISCOUNT_PERCENT");
  if (value === null) return null;
  const percent = /^\d{1,2}([.,]\d)?$/.test(value) ? Number(value.replace(",", ".")) : Number.NaN;
  if (!(percent > 0 && percent < 100)) {
    throw new SiteEnvError("VITE_PIX_DISCOUNT_PERCENT", value, "a percentage such as 5 or 7,5");
  }
  return percent;
}

const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

function orderCodeParams(raw: RawEnv): readonly string[] {
  const value = optional(raw, "VITE_ORDER_CODE_PARAMS");
  if (value === null) return [];
  const names = value.split(",").map((name) => name.trim());
  if (names.length > 5 || !names.every((name) => PARAM_NAME.test(name))) {
    throw new SiteEnvError(
      "VITE_ORDER_CODE_PARAMS",
      value,
      "up to 5 query parameter names separated by commas, such as transaction or order_id",
    );
  }
  return names;
}

/** "português", "português e árabe": after "cantada em", so lower case, letters and spaces. */
const LANGUAGE = /^[a-zà-ÿ]+(?:(?:, | e | ou )[a-zà-ÿ]+)*$/;

function lyricsLanguage(raw: RawEnv): string {
  const value = optional(raw, "VITE_LYRICS_LANGUAGE");
  if (value === null) return DEFAULT_LYRICS_LANGUAGE;
  if (value.length > 60 || !LANGUAGE.test(value)) {
    throw new SiteEnvError(
      "VITE_LYRICS_LANGUAGE",
      value,
      'the language the lyrics are sung in, in lower case, such as "português" or "português e árabe"',
    );
  }
  return value;
}

/** Reads and validates the optional sales settings; throws `SiteEnvError` naming the variable. */
export function parseSalesEnv(raw: RawEnv): SalesConfig {
  return {
    whatsapp: whatsapp(raw),
    instagramUrl: instagramUrl(raw),
    installments: installments(raw),
    pixDiscountPercent: pixDiscountPercent(raw),
    orderCodeParams: orderCodeParams(raw),
    lyricsLanguage: lyricsLanguage(raw),
  };
}
