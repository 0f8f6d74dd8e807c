import { describe, expect, it } from "vitest";
import { PAYMENT_PLATFORMS } from "../content/providers";
import { isBrazil } from "./env-legal";
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

describe("parseLegalEnv", () => {
  it("leaves every legal setting unset by default, so the copy stays neutral", () => {
    expect(parseLegalEnv({})).toEqual({
      paymentPlatform: null,
      sellerCpf: null,
      dataProtection: null,
      processors: { payment: null, email: null, hosting: null, ai: null },
      aiTraining: null,
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
      expect(message).toContain('Invalid VITE_PAYMENT_PLATFORM="Hotmrat"');
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
        'Invalid VITE_COMPANY_CPF="123.456.789-08": expected a valid CPF such as 123.456.789-09.',
      );
    });

    it("stops when a CNPJ is set as well: the seller is one or the other", () => {
      expect(
        errorFor({ VITE_COMPANY_CPF: "12345678909", VITE_COMPANY_CNPJ: "11.222.333/0001-81" }),
      ).toContain("to be empty when VITE_COMPANY_CNPJ is set");
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
      [{ VITE_DPO_MODE: "dpo" }, 'Invalid VITE_DPO_MODE="dpo": expected either "encarregado"'],
      [{ VITE_DPO_MODE: "encarregado", VITE_DPO_EMAIL: "a@b.com" }, 'Invalid VITE_DPO_NAME=""'],
      [{ VITE_DPO_MODE: "encarregado", VITE_DPO_NAME: "Ana" }, 'Invalid VITE_DPO_EMAIL=""'],
      [{ VITE_DPO_NAME: "Ana", VITE_DPO_EMAIL: "ana@" }, 'Invalid VITE_DPO_EMAIL="ana@"'],
      [
        { VITE_DPO_MODE: "pequeno-porte", VITE_DPO_NAME: "Ana" },
        'Invalid VITE_DPO_NAME="Ana": expected to be empty with VITE_DPO_MODE=pequeno-porte',
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
      });
    });

    it.each([
      [
        { VITE_AI_PROVIDER: "Suno", VITE_AI_PROVIDER_COUNTRY: "Estados Unidos" },
        'Invalid VITE_AI_PROVIDER_TRANSFER_BASIS="": expected the LGPD art. 33 ground for sending data to Estados Unidos: one of adequacao, clausulas-padrao',
      ],
      [
        {
          VITE_AI_PROVIDER: "Suno",
          VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
          VITE_AI_PROVIDER_TRANSFER_BASIS: "porque sim",
        },
        'Invalid VITE_AI_PROVIDER_TRANSFER_BASIS="porque sim"',
      ],
      [
        {
          VITE_HOSTING_PROVIDER: "Locaweb",
          VITE_HOSTING_PROVIDER_COUNTRY: "Brasil",
          VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "contrato",
        },
        "expected to be empty unless VITE_HOSTING_PROVIDER_COUNTRY names a country other than Brasil",
      ],
      [
        { VITE_EMAIL_PROVIDER_COUNTRY: "Irlanda" },
        'Invalid VITE_EMAIL_PROVIDER_COUNTRY="Irlanda": expected VITE_EMAIL_PROVIDER to be set as well',
      ],
      [
        { VITE_PAYMENT_PLATFORM_COUNTRY: "Brasil" },
        "expected VITE_PAYMENT_PLATFORM to be set as well",
      ],
      [{ VITE_HOSTING_PROVIDER: "<b>Host</b>" }, 'Invalid VITE_HOSTING_PROVIDER="<b>Host</b>"'],
    ])("stops on %j", (raw, message) => {
      expect(errorFor(raw)).toContain(message);
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
        'Invalid VITE_AI_TRAINING="talvez": expected "nao"',
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
        `Invalid VITE_HOSTING_LOG_RETENTION_DAYS=${JSON.stringify(value)}: expected a whole number of days`,
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
