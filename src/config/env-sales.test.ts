import { describe, expect, it } from "vitest";
import { parseSiteEnv, type RawEnv } from "./env-schema";

const parseSalesEnv = (raw: RawEnv) => parseSiteEnv(raw).sales;

describe("parseSalesEnv", () => {
  it("turns everything off when nothing is set", () => {
    expect(parseSalesEnv({})).toEqual({
      whatsapp: null,
      instagramUrl: null,
      installments: null,
      pixDiscountPercent: null,
      orderCodeParams: [],
      lyricsLanguage: "português",
    });
  });

  it("reads every setting", () => {
    expect(
      parseSalesEnv({
        VITE_WHATSAPP_NUMBER: "+55 (11) 98765-4321",
        VITE_WHATSAPP_MESSAGE: "Olá! Quero uma música com o meu nome.",
        VITE_INSTAGRAM_URL: "https://www.instagram.com/dancaemelodia",
        VITE_INSTALLMENTS_MAX: "12",
        VITE_INSTALLMENTS_INTEREST_FREE: "true",
        VITE_PIX_DISCOUNT_PERCENT: "7,5",
        VITE_ORDER_CODE_PARAMS: "transaction, order_id",
        VITE_LYRICS_LANGUAGE: "português e árabe",
      }),
    ).toEqual({
      whatsapp: { digits: "5511987654321", message: "Olá! Quero uma música com o meu nome." },
      instagramUrl: "https://www.instagram.com/dancaemelodia",
      installments: { max: 12, interestFree: true },
      pixDiscountPercent: 7.5,
      orderCodeParams: ["transaction", "order_id"],
      lyricsLanguage: "português e árabe",
    });
  });

  it.each([
    ["VITE_WHATSAPP_NUMBER", "11987654321"],
    ["VITE_WHATSAPP_NUMBER", "+55 11 9876"],
    ["VITE_WHATSAPP_NUMBER", "+55 11 98765-4321 ramal 2"],
    ["VITE_INSTAGRAM_URL", "http://instagram.com/marca"],
    ["VITE_INSTAGRAM_URL", "https://instagram.com.evil.io/marca"],
    ["VITE_INSTAGRAM_URL", "https://www.instagram.com/"],
    ["VITE_INSTALLMENTS_MAX", "1"],
    ["VITE_INSTALLMENTS_MAX", "doze"],
    ["VITE_INSTALLMENTS_INTEREST_FREE", "talvez"],
    ["VITE_PIX_DISCOUNT_PERCENT", "0"],
    ["VITE_PIX_DISCOUNT_PERCENT", "100"],
    ["VITE_PIX_DISCOUNT_PERCENT", "5%"],
    ["VITE_ORDER_CODE_PARAMS", "transaction,"],
    ["VITE_ORDER_CODE_PARAMS", "pedido id"],
    ["VITE_ORDER_CODE_PARAMS", "a,b,c,d,e,f"],
    ["VITE_LYRICS_LANGUAGE", "Português"],
    ["VITE_LYRICS_LANGUAGE", "português <b>"],
    ["VITE_LYRICS_LANGUAGE", "português e"],
  ])("stops on %s=%s, naming the variable and the value", (name, value) => {
    expect(() => parseSalesEnv({ [name]: value })).toThrow(
      `${name}=${JSON.stringify(value)} não serve`,
    );
  });

  it("refuses a WhatsApp message without a number", () => {
    expect(() => parseSalesEnv({ VITE_WHATSAPP_MESSAGE: "Olá" })).toThrow("VITE_WHATSAPP_NUMBER");
  });
});
