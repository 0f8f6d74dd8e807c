import { describe, expect, it } from "vitest";
import { PAYMENT_PLATFORMS } from "../content/providers";
import { isBrazil, transferUnstated } from "./env-legal";
import { parseSiteEnv, SiteEnvError, type RawEnv } from "./env-schema";

const parseLegalEnv = (raw: RawEnv) => parseSiteEnv(raw).legal;

/** The message the build prints for a bad value, or null when the value is accepted. */
function errorFor(raw: Record<string, string>): string | null {
  try {
    parseLegalEnv(raw);
    return null;
  } catch (error) {
    if (error instanceof SiteEnvError) return error.message;
    throw error;
  }
}

describe("the AI plan (VITE_AI_PLAN, VITE_AI_PLAN_SINCE, VITE_AI_PLAN_TERMS_URL)", () => {
  const suno = { VITE_AI_PROVIDER: "Suno" };

  it("reads the plan, the day it began and the terms page she read", () => {
    expect(
      parseLegalEnv({
        ...suno,
        VITE_AI_PLAN: "Pro",
        VITE_AI_PLAN_SINCE: "01/02/2026",
        VITE_AI_PLAN_TERMS_URL: "https://suno.com/terms",
      }).ai,
    ).toEqual({
      service: "Suno",
      plan: "Pro",
      since: "2026-02-01",
      termsUrl: "https://suno.com/terms",
    });
  });

  it.each([
    [{ VITE_AI_PLAN: "Pro" }, "VITE_AI_PLAN", "VITE_AI_PROVIDER preenchido também"],
    [
      { ...suno, VITE_AI_PLAN_SINCE: "01/02/2026" },
      "VITE_AI_PLAN_SINCE",
      "VITE_AI_PLAN preenchido",
    ],
    [
      { ...suno, VITE_AI_PLAN: "Pro", VITE_AI_PLAN_SINCE: "31/02/2026" },
      "VITE_AI_PLAN_SINCE",
      "dd/mm/aaaa",
    ],
    [
      { ...suno, VITE_AI_PLAN: "Pro", VITE_AI_PLAN_TERMS_URL: "suno.com/terms" },
      "VITE_AI_PLAN_TERMS_URL",
      "https://",
    ],
  ])("stops on %j, saying what %s expects", (raw, variable, expected) => {
    const message = errorFor(raw);
    expect(message).toContain(`${variable}=`);
    expect(message).toContain(expected);
  });
});

describe("parseLegalEnv", () => {
  it("leaves every legal setting unset by default, so the copy stays neutral", () => {
    // An owner's site (a brand set) that names nothing: neutral words, and no list of methods.
    expect(parseLegalEnv({ VITE_SITE_NAME: "Estúdio Layla" })).toEqual({
      paymentPlatform: null,
      paymentPlatformLinks: { terms: null, privacy: null },
      paymentMethods: null,
      checkoutRunsMetaPixel: null,
      checkoutPixelSendsContact: null,
      sellerCpf: null,
      dataProtection: null,
      processors: { payment: null, email: null, hosting: null, ai: null, download: null },
      whatsapp: null,
      aiTraining: null,
      ai: { service: null, plan: null, since: null, termsUrl: null },
      accessLogRetentionDays: null,
    });
  });

  it("is part of the site configuration", () => {
    expect(parseSiteEnv({ VITE_PAYMENT_PLATFORM: "Hotmart" }).legal.paymentPlatform).toEqual({
      name: "Hotmart",
      article: "a",
    });
  });

  describe("VITE_PAYMENT_PLATFORM", () => {
    it("accepts a known platform whatever its case, spacing or accents, in its own spelling", () => {
      expect(parseLegalEnv({ VITE_PAYMENT_PLATFORM: "hotmart" }).paymentPlatform?.name).toBe(
        "Hotmart",
      );
      expect(parseLegalEnv({ VITE_PAYMENT_PLATFORM: "mercado-pago" }).paymentPlatform).toEqual({
        name: "Mercado Pago",
        article: "o",
      });
      expect(parseLegalEnv({ VITE_PAYMENT_PLATFORM: " PAGSEGURO " }).paymentPlatform?.name).toBe(
        "PagSeguro",
      );
    });

    it("stops on an unknown name and lists the known ones", () => {
      const message = errorFor({ VITE_PAYMENT_PLATFORM: "Hotmrat" });
      expect(message).toContain('VITE_PAYMENT_PLATFORM="Hotmrat" não serve');
      for (const platform of PAYMENT_PLATFORMS) expect(message).toContain(platform.name);
    });

    it("makes the platform the payment processor, with its country", () => {
      const legal = parseLegalEnv({
        VITE_PAYMENT_PLATFORM: "Stripe",
        VITE_PAYMENT_PLATFORM_COUNTRY: "Estados Unidos",
        VITE_PAYMENT_PLATFORM_TRANSFER_BASIS: "contrato",
      });
      expect(legal.processors.payment).toEqual({
        name: "Stripe",
        country: "Estados Unidos",
        transferBasis: "contrato",
      });
    });
  });

  describe("VITE_COMPANY_CPF", () => {
    it("accepts a valid CPF with or without punctuation and shows it punctuated", () => {
      expect(parseLegalEnv({ VITE_COMPANY_CPF: "12345678909" }).sellerCpf).toBe("123.456.789-09");
      expect(parseLegalEnv({ VITE_COMPANY_CPF: "529.982.247-25" }).sellerCpf).toBe(
        "529.982.247-25",
      );
    });

    it("stops on wrong check digits", () => {
      expect(errorFor({ VITE_COMPANY_CPF: "123.456.789-08" })).toBe(
        'VITE_COMPANY_CPF="123.456.789-08" não serve. Esperado: um CPF válido (os dígitos verificadores conferem), como 123.456.789-09.',
      );
    });

    it("stops when a CNPJ is set as well: the seller is one or the other", () => {
      expect(
        errorFor({ VITE_COMPANY_CPF: "12345678909", VITE_COMPANY_CNPJ: "11.222.333/0001-81" }),
      ).toContain("Esperado: vazio quando VITE_COMPANY_CNPJ está preenchido");
    });
  });

  describe("encarregado or small-agent statement", () => {
    it("reads a named encarregado", () => {
      expect(
        parseLegalEnv({
          VITE_DPO_MODE: "encarregado",
          VITE_DPO_NAME: "Ana Souza",
          VITE_DPO_EMAIL: "privacidade@exemplo.com.br",
        }).dataProtection,
      ).toEqual({ kind: "encarregado", name: "Ana Souza", email: "privacidade@exemplo.com.br" });
    });

    it("takes a name and an e-mail without a mode as an encarregado", () => {
      expect(
        parseLegalEnv({ VITE_DPO_NAME: "Ana Souza", VITE_DPO_EMAIL: "dpo@exemplo.com" })
          .dataProtection?.kind,
      ).toBe("encarregado");
    });

    it("reads the small-agent choice", () => {
      expect(parseLegalEnv({ VITE_DPO_MODE: "pequeno-porte" }).dataProtection).toEqual({
        kind: "small-agent",
      });
    });

    it.each([
      { VITE_DPO_MODE: "encarregado" },
      { VITE_DPO_MODE: "encarregado", VITE_DPO_EMAIL: "a@b.com" },
      { VITE_DPO_MODE: "encarregado", VITE_DPO_NAME: "Ana" },
    ])("takes an encarregado not yet named, %j, and names no one (the launch asks)", (raw) => {
      expect(parseLegalEnv(raw).dataProtection).toBeNull();
    });

    it.each([
      [{ VITE_DPO_MODE: "dpo" }, 'VITE_DPO_MODE="dpo" não serve. Esperado: "encarregado"'],
      [{ VITE_DPO_NAME: "Ana", VITE_DPO_EMAIL: "ana@" }, 'VITE_DPO_EMAIL="ana@" não serve'],
      [{ VITE_DPO_MODE: "encarregado", VITE_DPO_EMAIL: "ana@" }, 'VITE_DPO_EMAIL="ana@" não serve'],
      [
        { VITE_DPO_MODE: "pequeno-porte", VITE_DPO_NAME: "Ana" },
        'VITE_DPO_NAME="Ana" não serve. Esperado: vazio com VITE_DPO_MODE=pequeno-porte',
      ],
    ])("stops on %j", (raw, message) => {
      expect(errorFor(raw)).toContain(message);
    });
  });

  describe("processors", () => {
    it("reads each role with its country, and a transfer basis only abroad", () => {
      const legal = parseLegalEnv({
        VITE_EMAIL_PROVIDER: "Google Workspace",
        VITE_EMAIL_PROVIDER_COUNTRY: "Estados Unidos",
        VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
        VITE_HOSTING_PROVIDER: "Locaweb",
        VITE_HOSTING_PROVIDER_COUNTRY: "Brasil",
        VITE_AI_PROVIDER: "Estúdio IA",
        VITE_DOWNLOAD_SERVICE: "Google Drive",
        VITE_DOWNLOAD_SERVICE_COUNTRY: "Estados Unidos",
        VITE_DOWNLOAD_SERVICE_TRANSFER_BASIS: "contrato",
      });
      expect(legal.processors).toEqual({
        payment: null,
        email: {
          name: "Google Workspace",
          country: "Estados Unidos",
          transferBasis: "clausulas-padrao",
        },
        hosting: { name: "Locaweb", country: "Brasil", transferBasis: null },
        ai: { name: "Estúdio IA", country: null, transferBasis: null },
        download: { name: "Google Drive", country: "Estados Unidos", transferBasis: "contrato" },
      });
    });

    it("takes a processor abroad with no transfer basis yet (the launch asks for it)", () => {
      const legal = parseLegalEnv({
        VITE_AI_PROVIDER: "Suno",
        VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
      });
      expect(legal.processors.ai).toEqual({
        name: "Suno",
        country: "Estados Unidos",
        transferBasis: null,
      });
      expect(transferUnstated(legal.processors.ai!)).toBe(true);
      expect(transferUnstated({ ...legal.processors.ai!, country: "Brasil" })).toBe(false);
      expect(transferUnstated({ ...legal.processors.ai!, transferBasis: "contrato" })).toBe(false);
    });

    it.each([
      [
        {
          VITE_AI_PROVIDER: "Suno",
          VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
          VITE_AI_PROVIDER_TRANSFER_BASIS: "porque sim",
        },
        'VITE_AI_PROVIDER_TRANSFER_BASIS="porque sim" não serve',
      ],
      [
        {
          VITE_HOSTING_PROVIDER: "Locaweb",
          VITE_HOSTING_PROVIDER_COUNTRY: "Brasil",
          VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "contrato",
        },
        "Esperado: vazio, a não ser que VITE_HOSTING_PROVIDER_COUNTRY seja outro país que não o Brasil",
      ],
      [
        { VITE_EMAIL_PROVIDER_COUNTRY: "Irlanda" },
        'VITE_EMAIL_PROVIDER_COUNTRY="Irlanda" não serve. Esperado: vazio, ou VITE_EMAIL_PROVIDER preenchido também',
      ],
      [
        { VITE_PAYMENT_PLATFORM_COUNTRY: "Brasil" },
        "Esperado: vazio, ou VITE_PAYMENT_PLATFORM preenchido também",
      ],
      [{ VITE_HOSTING_PROVIDER: "<b>Host</b>" }, 'VITE_HOSTING_PROVIDER="<b>Host</b>" não serve'],
      [
        { VITE_WHATSAPP_COUNTRY: "Estados Unidos" },
        "Esperado: vazio, ou VITE_WHATSAPP_NUMBER preenchido também",
      ],
    ])("stops on %j", (raw, message) => {
      expect(errorFor(raw)).toContain(message);
    });
  });

  describe("WhatsApp", () => {
    it("is a processor only with a number, with the country and basis she answered", () => {
      expect(parseLegalEnv({ VITE_WHATSAPP_NUMBER: "+55 21 99123-4567" }).whatsapp).toEqual({
        name: "WhatsApp LLC, do grupo Meta Platforms",
        country: null,
        transferBasis: null,
      });
      expect(
        parseLegalEnv({
          VITE_WHATSAPP_NUMBER: "+55 21 99123-4567",
          VITE_WHATSAPP_COUNTRY: "Estados Unidos",
          VITE_WHATSAPP_TRANSFER_BASIS: "contrato",
        }).whatsapp,
      ).toMatchObject({ country: "Estados Unidos", transferBasis: "contrato" });
      expect(parseLegalEnv({}).whatsapp).toBeNull();
    });
  });

  describe("VITE_AI_TRAINING", () => {
    it.each([
      ["nao", false],
      ["Não", false],
      ["sim", true],
    ])("reads %s", (value, expected) => {
      expect(parseLegalEnv({ VITE_AI_TRAINING: value }).aiTraining).toBe(expected);
    });

    it("stops on anything else", () => {
      expect(errorFor({ VITE_AI_TRAINING: "talvez" })).toContain(
        'VITE_AI_TRAINING="talvez" não serve. Esperado: "nao"',
      );
    });
  });

  describe("VITE_HOSTING_LOG_RETENTION_DAYS", () => {
    it("reads a number of days", () => {
      expect(parseLegalEnv({ VITE_HOSTING_LOG_RETENTION_DAYS: "180" }).accessLogRetentionDays).toBe(
        180,
      );
    });

    it.each(["6 meses", "0", "1.5", "99999"])("stops on %s", (value) => {
      expect(errorFor({ VITE_HOSTING_LOG_RETENTION_DAYS: value })).toContain(
        `VITE_HOSTING_LOG_RETENTION_DAYS=${JSON.stringify(value)} não serve. Esperado: um número inteiro de dias`,
      );
    });
  });
});

describe("isBrazil", () => {
  it("recognises Brazil however it is written", () => {
    expect(["Brasil", "brazil", "BR", " Brasil "].every(isBrazil)).toBe(true);
    expect(isBrazil("Estados Unidos")).toBe(false);
  });
});

describe("the payment platform's links, methods and Pixel", () => {
  it("lists the specification's seven methods on the demo's page, and none an owner has not listed", () => {
    expect(parseLegalEnv({}).paymentMethods).toEqual([
      "visa",
      "mastercard",
      "elo",
      "hipercard",
      "amex",
      "pix",
      "boleto",
    ]);
    expect(parseLegalEnv({ VITE_SITE_NAME: "Estúdio Layla" }).paymentMethods).toBeNull();
  });

  it("reads the methods in the page's order, by id or by name, whatever the case", () => {
    expect(
      parseLegalEnv({ VITE_PAYMENT_METHODS: "Pix, VISA; American Express, mastercard" })
        .paymentMethods,
    ).toEqual(["visa", "mastercard", "amex", "pix"]);
  });

  it.each(["visa, cheque", ",", "pix boleto"])(
    "stops on a method it does not know: %s",
    (value) => {
      expect(errorFor({ VITE_PAYMENT_METHODS: value })).toContain(
        `VITE_PAYMENT_METHODS=${JSON.stringify(value)} não serve. Esperado: as formas que a sua página de pagamento aceita`,
      );
    },
  );

  it("refuses installments without a card, and a Pix discount without Pix", () => {
    expect(errorFor({ VITE_PAYMENT_METHODS: "pix, boleto", VITE_INSTALLMENTS_MAX: "12" })).toBe(
      'VITE_INSTALLMENTS_MAX="12" não serve. Esperado: vazio, ou um cartão em VITE_PAYMENT_METHODS (o parcelamento é no cartão).',
    );
    expect(errorFor({ VITE_PAYMENT_METHODS: "visa", VITE_PIX_DISCOUNT_PERCENT: "5" })).toBe(
      'VITE_PIX_DISCOUNT_PERCENT="5" não serve. Esperado: vazio, ou pix em VITE_PAYMENT_METHODS (o desconto é no Pix).',
    );
    // Unlisted methods promise nothing, so nothing contradicts them.
    expect(
      errorFor({
        VITE_SITE_NAME: "Layla",
        VITE_INSTALLMENTS_MAX: "12",
        VITE_PIX_DISCOUNT_PERCENT: "5",
      }),
    ).toBeNull();
  });

  it("takes the platform's terms and privacy addresses, https only", () => {
    expect(
      parseLegalEnv({
        VITE_PAYMENT_PLATFORM_TERMS_URL: "https://www.hotmart.com/pt-br/legal/termos-de-uso",
        VITE_PAYMENT_PLATFORM_PRIVACY_URL: "https://www.hotmart.com/pt-br/legal/privacidade",
      }).paymentPlatformLinks,
    ).toEqual({
      terms: "https://www.hotmart.com/pt-br/legal/termos-de-uso",
      privacy: "https://www.hotmart.com/pt-br/legal/privacidade",
    });
    expect(errorFor({ VITE_PAYMENT_PLATFORM_TERMS_URL: "http://hotmart.com/termos" })).toContain(
      "VITE_PAYMENT_PLATFORM_TERMS_URL",
    );
  });

  it("says whether the checkout runs the owner's Pixel: sim or nao, nothing else", () => {
    expect(parseLegalEnv({ VITE_CHECKOUT_META_PIXEL: "Sim" }).checkoutRunsMetaPixel).toBe(true);
    expect(parseLegalEnv({ VITE_CHECKOUT_META_PIXEL: "não" }).checkoutRunsMetaPixel).toBe(false);
    expect(errorFor({ VITE_CHECKOUT_META_PIXEL: "talvez" })).toContain(
      'VITE_CHECKOUT_META_PIXEL="talvez" não serve. Esperado: "sim"',
    );
  });
});
