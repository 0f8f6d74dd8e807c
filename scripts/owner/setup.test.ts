// @vitest-environment node
import { createPrivateKey, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { parseEnv, stripVTControlCharacters } from "node:util";
import { loadEnv } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { choicesOf, SETUP_QUESTIONS } from "../../src/config/setup-questions";
import { localToday } from "../../src/content/terms-versions";
import { readSamples, readTestimonials } from "../../src/content/collections";
import { Refusal } from "./cli.mjs";
import {
  checkAnswer,
  devVarsFor,
  envFileFor,
  launchState,
  refusedVariable,
  runSetup,
  savedChoice,
  wrapLines,
} from "./setup.mjs";

const loadEnvText = (text: string) => ({ ...parseEnv(text) });

/**
 * The build reads `VITE_*` from the process over .env files, and Vitest puts the project's .env
 * there (an owner's, in the owner pass): these tests read only the folders they write.
 */
const inherited = Object.keys(process.env).filter((name) => name.startsWith("VITE_"));
const saved = Object.fromEntries(inherited.map((name) => [name, process.env[name]]));
beforeEach(() => {
  for (const name of inherited) Reflect.deleteProperty(process.env, name);
});
afterEach(() => Object.assign(process.env, saved));

/**
 * Each question whose value the build checks: an answer it takes and one it refuses, with the
 * other answers of a business in place. The refusal is the build's own message (env-*.ts).
 */
const BUSINESS = { VITE_SITE_NAME: "Estúdio Layla", VITE_PRICE_SINGLE: "189,90" };
type Validator = [variable: string, good: string, bad: string, extra?: Record<string, string>];
/** A processor's country and transfer basis, once it is named (`nameVariable`). */
const processor = (prefix: string, name: string, nameVariable = prefix): Validator[] => [
  [`${prefix}_COUNTRY`, "Estados Unidos", "<EUA>", { [nameVariable]: name }],
  [
    `${prefix}_TRANSFER_BASIS`,
    "clausulas-padrao",
    "confianca",
    { [nameVariable]: name, [`${prefix}_COUNTRY`]: "Estados Unidos" },
  ],
];
const VALIDATORS: Validator[] = [
  ["VITE_CHECKOUT_META_PIXEL_CONTACT", "nao", "talvez", { VITE_CHECKOUT_META_PIXEL: "sim" }],
  ["VITE_SITE_NAME_ARTICLE", "o", "os"],
  ["VITE_SITE_URL", "https://www.estudiolayla.com.br", "http://estudiolayla.com.br"],
  ["VITE_PRICE_SINGLE", "149,90", "cento e quarenta"],
  ["VITE_PRICE_PROFESSIONAL", "459", "600"],
  ["VITE_CHECKOUT_URL_SINGLE", "https://pay.hotmart.com/A1", "pay.hotmart.com/A1"],
  ["VITE_CHECKOUT_URL_PROFESSIONAL", "https://pay.hotmart.com/B2", "http://pay.hotmart.com"],
  ["VITE_PAYMENT_PLATFORM", "Hotmart", "Hotmrat"],
  ["VITE_INSTALLMENTS_MAX", "12", "30"],
  ["VITE_INSTALLMENTS_INTEREST_FREE", "sim", "talvez", { VITE_INSTALLMENTS_MAX: "12" }],
  ["VITE_PIX_DISCOUNT_PERCENT", "7,5", "100"],
  ["VITE_POPULAR_PLAN_BASIS", "o pacote mais vendido em 2026", "<b>"],
  ["VITE_ENGAGEMENT_CLAIM_METRIC", "curtidas por vídeo", "x"],
  ["VITE_ENGAGEMENT_CLAIM_COMPARED_WITH", "vídeos com outras músicas", "<x>"],
  ["VITE_ENGAGEMENT_CLAIM_SAMPLE", "40 clientes", "{x}"],
  ["VITE_ENGAGEMENT_CLAIM_PERIOD", "de janeiro a junho de 2026", "x\ny"],
  ["VITE_LYRICS_LANGUAGE", "português e árabe", "Português"],
  ["VITE_CONTACT_EMAIL", "contato@estudiolayla.com.br", "contato@"],
  ["VITE_WHATSAPP_NUMBER", "+5531987654321", "31 9876"],
  ["VITE_WHATSAPP_MESSAGE", "Olá!", "x".repeat(501), { VITE_WHATSAPP_NUMBER: "+5531987654321" }],
  ["VITE_INSTAGRAM_URL", "https://www.instagram.com/layla", "https://www.facebook.com/layla"],
  ["VITE_COMPANY_CNPJ", "11.222.333/0001-81", "11.222.333/0001-82"],
  ["VITE_COMPANY_CPF", "529.982.247-25", "529.982.247-26"],
  ["VITE_DPO_MODE", "pequeno-porte", "ninguem"],
  [
    "VITE_DPO_EMAIL",
    "dpo@layla.com.br",
    "dpo@",
    { VITE_DPO_MODE: "encarregado", VITE_DPO_NAME: "Ana" },
  ],
  ["VITE_EMAIL_PROVIDER", "Google", "<Google>"],
  ["VITE_HOSTING_PROVIDER", "Cloudflare", "<Cloudflare>"],
  ["VITE_AI_PROVIDER", "Suno", "{Suno}"],
  ["VITE_DOWNLOAD_SERVICE", "Google Drive", "<Drive>"],
  ...processor("VITE_PAYMENT_PLATFORM", "Hotmart"),
  ...processor("VITE_EMAIL_PROVIDER", "Google"),
  ...processor("VITE_HOSTING_PROVIDER", "Cloudflare"),
  ...processor("VITE_AI_PROVIDER", "Suno"),
  ...processor("VITE_DOWNLOAD_SERVICE", "Google Drive"),
  ...processor("VITE_PLAUSIBLE", "estudiolayla.com.br", "VITE_PLAUSIBLE_DOMAIN"),
  ...processor("VITE_GA4", "G-AB12CD34EF", "VITE_GA4_MEASUREMENT_ID"),
  ...processor("VITE_META_PIXEL", "123456789012345", "VITE_META_PIXEL_ID"),
  ...processor("VITE_WHATSAPP", "+5531987654321", "VITE_WHATSAPP_NUMBER"),
  ["VITE_AI_PLAN", "Pro", "<Pro>", { VITE_AI_PROVIDER: "Suno" }],
  [
    "VITE_AI_PLAN_SINCE",
    "01/02/2026",
    "31/02/2026",
    { VITE_AI_PROVIDER: "Suno", VITE_AI_PLAN: "Pro" },
  ],
  [
    "VITE_AI_PLAN_TERMS_URL",
    "https://www.mureka.ai/terms",
    "mureka.ai/terms",
    { VITE_AI_PROVIDER: "Mureka", VITE_AI_PLAN: "Pro" },
  ],
  ["VITE_AI_TRAINING", "nao", "depende"],
  ["VITE_HOSTING_LOG_RETENTION_DAYS", "180", "seis meses"],
  ["VITE_ORDER_CODE_PARAMS", "transaction", "código do pedido"],
  ["VITE_ORDER_PAGE", "sim", "talvez"],
  ["VITE_GUARANTEE_DAYS", "30", "120"],
  ["VITE_PLAUSIBLE_DOMAIN", "estudiolayla.com.br", "https://estudiolayla.com.br"],
  [
    "VITE_PLAUSIBLE_SCRIPT_URL",
    "https://estatisticas.layla.com.br/js/script.js",
    "https://estatisticas.layla.com.br",
    { VITE_PLAUSIBLE_DOMAIN: "estudiolayla.com.br" },
  ],
  ["VITE_GA4_MEASUREMENT_ID", "G-AB12CD34EF", "UA-1234"],
  ["VITE_META_PIXEL_ID", "123456789012345", "pixel-1"],
  [
    "VITE_PAYMENT_PLATFORM_TERMS_URL",
    "https://www.hotmart.com/pt-br/legal/termos-de-uso",
    "hotmart.com/termos",
    { VITE_PAYMENT_PLATFORM: "Hotmart" },
  ],
  [
    "VITE_PAYMENT_PLATFORM_PRIVACY_URL",
    "https://www.hotmart.com/pt-br/legal/privacidade",
    "http://hotmart.com/privacidade",
    { VITE_PAYMENT_PLATFORM: "Hotmart" },
  ],
  ["VITE_PAYMENT_METHODS", "visa, mastercard, pix", "visa, cheque"],
  ["VITE_LICENCE_PUBLIC_KEY", "nenhuma", "minha-chave"],
  ["VITE_DELIVERY_BUSINESS_HOURS", "48", "2 dias"],
  ["VITE_SONG_STYLES", "Romântica: lenta, para véu; Pop; Clássica", "Romântica, Rock: pesado"],
  ["VITE_SONG_STYLES_BETA", "nao", "talvez"],
  ["VITE_LYRIC_REVISION_ROUNDS", "3", "0"],
  ["VITE_PREVIEW_ADJUSTMENT_ROUNDS", "1", "ilimitadas"],
  ["VITE_SELLER_VOICE", "eu", "ela"],
  // Her product table, read by the sales webhook: codes, never the table's own signs.
  ["VENDAS_PRODUTO_UNICA", "5550123, 5550123:unica01", "5550123=unica"],
  ["VENDAS_PRODUTO_PROFISSIONAL", "8c2a4e6b-1d3f-4a5c-9e7b-2b4d6f8a0c77", "o pacote"],
];

describe("checkAnswer", () => {
  it.each(VALIDATORS)("%s takes %j and refuses %j, naming it", (variable, good, bad, extra) => {
    const answers = { ...BUSINESS, ...extra };
    expect(checkAnswer(variable, good, answers)).toBeUndefined();
    const refusal = checkAnswer(variable, bad, answers);
    expect(refusal).toBeDefined();
    expect(refusal).toContain(variable);
  });

  it("checks every question the build has a rule for, and each question has an answer it takes", () => {
    const checked = new Set(VALIDATORS.map(([variable]) => variable));
    for (const question of SETUP_QUESTIONS) {
      const { variable } = question;
      const extra = VALIDATORS.find(([name]) => name === variable)?.[3];
      const choices = choicesOf(question, { ...BUSINESS, ...extra });
      for (const choice of choices ?? []) {
        expect(
          checkAnswer(variable, choice.value, { ...BUSINESS, ...extra }),
          `${variable}=${choice.value}`,
        ).toBeUndefined();
      }
      // A free text with no rule of its own takes anything; one with a rule is in the table.
      if (!choices && checkAnswer(variable, "<{x}>", BUSINESS) !== undefined) {
        expect(checked.has(variable), `${variable} needs a line in VALIDATORS`).toBe(true);
      }
    }
  });

  it("says nothing of another variable's refusal, whatever its place in the schema", () => {
    const broken = { ...BUSINESS, VITE_CONTACT_EMAIL: "contato@", VITE_META_PIXEL_ID: "x" };
    expect(checkAnswer("VITE_SITE_URL", "https://www.estudiolayla.com.br", broken)).toBeUndefined();
    expect(checkAnswer("VITE_HOSTING_LOG_RETENTION_DAYS", "180", broken)).toBeUndefined();
    expect(checkAnswer("VITE_SITE_URL", "http://x.com", broken)).toContain("VITE_SITE_URL");
  });

  it("refuses an answer by what it makes of another: a pack dearer than three songs", () => {
    expect(checkAnswer("VITE_PRICE_PROFESSIONAL", "600", { VITE_PRICE_SINGLE: "189,90" })).toMatch(
      /VITE_PRICE_PROFESSIONAL.*VITE_PRICE_SINGLE/,
    );
  });
});

describe("savedChoice", () => {
  const question = (variable: string) => {
    const found = SETUP_QUESTIONS.find((item) => item.variable === variable);
    if (!found) throw new Error(`no question for ${variable}`);
    return found;
  };

  it.each([
    ["VITE_INSTALLMENTS_INTEREST_FREE", "sim", "sim"],
    ["VITE_INSTALLMENTS_INTEREST_FREE", "true", "sim"],
    ["VITE_INSTALLMENTS_INTEREST_FREE", "Não", "nao"],
    ["VITE_INSTALLMENTS_INTEREST_FREE", "false", "nao"],
    ["VITE_AI_TRAINING", "não", "nao"],
    ["VITE_CHECKOUT_META_PIXEL", " SIM ", "sim"],
    ["VITE_DPO_MODE", "Pequeno porte", "pequeno-porte"],
    ["VITE_SITE_NAME_ARTICLE", "O", "o"],
    ["VITE_PAYMENT_PLATFORM", "mercado pago", "Mercado Pago"],
    ["VITE_AI_PROVIDER_TRANSFER_BASIS", "Clausulas-Padrao", "clausulas-padrao"],
  ])("reads a saved %s=%j as the build does: the choice %j", (variable, saved, choice) => {
    expect(savedChoice(question(variable), saved)).toBe(choice);
  });

  it("finds no choice for a blank or a value the build refuses", () => {
    expect(savedChoice(question("VITE_INSTALLMENTS_INTEREST_FREE"), "")).toBeUndefined();
    expect(savedChoice(question("VITE_INSTALLMENTS_INTEREST_FREE"), "talvez")).toBeUndefined();
    expect(savedChoice(question("VITE_SITE_URL"), "https://x.com.br")).toBeUndefined();
  });

  it("finds every choice of every question from its own value, whatever its case", () => {
    for (const item of SETUP_QUESTIONS) {
      for (const { value } of item.choices ?? []) {
        expect(savedChoice(item, value), `${item.variable}=${value}`).toBe(value);
        expect(savedChoice(item, value.toUpperCase()), `${item.variable}=${value}`).toBe(value);
      }
    }
  });

  it("writes the interest-free answer as .env.example and the build's message say it: sim or nao", () => {
    const values = question("VITE_INSTALLMENTS_INTEREST_FREE").choices?.map(({ value }) => value);
    expect(values).toEqual(["sim", "nao"]);
    expect(checkAnswer("VITE_INSTALLMENTS_INTEREST_FREE", "talvez", BUSINESS)).toContain(
      '"sim" (parcelas sem juros) ou "nao"',
    );
  });
});

describe("refusedVariable", () => {
  it("reads the variable from the error's own field, or else from its words", () => {
    expect(refusedVariable(Object.assign(new Error("x"), { variable: "VITE_A" }))).toBe("VITE_A");
    expect(refusedVariable(new Error('Valor inválido em VITE_SITE_URL="x": …'))).toBe(
      "VITE_SITE_URL",
    );
    expect(refusedVariable(new Error("sem variável"))).toBeNull();
  });
});

describe("wrapLines", () => {
  it("breaks long lines at spaces to fit the terminal, keeping each line's indentation", () => {
    expect(wrapLines(["um dois três quatro", "cinco"], 9)).toEqual([
      "um dois",
      "três",
      "quatro",
      "cinco",
    ]);
    expect(wrapLines(["  1. um dois três"], 10)).toEqual(["  1. um", "    dois", "    três"]);
  });
});

/** A project folder holding only a .env. */
function envDirWith(text: string | null) {
  const dir = mkdtempSync(join(tmpdir(), "setup-"));
  if (text !== null) writeFileSync(join(dir, ".env"), text);
  return dir;
}

describe("npm run setup -- --check", () => {
  async function check(envText: string) {
    const lines: string[] = [];
    let refusal: Refusal | undefined;
    try {
      await runSetup(["--check"], { envDir: envDirWith(envText), log: (line) => lines.push(line) });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refusal = error;
    }
    return { output: lines.join("\n"), refusal };
  }

  it("prints the launch check's report and refuses (exit 2) while items are left", async () => {
    const { output, refusal } = await check("");
    expect(output).toContain("VITE_SITE_URL");
    expect(refusal?.message).toMatch(
      /^o site ainda não está pronto para o lançamento: faltam \d+ itens/,
    );
  });

  it("names a value the build refuses, with the fix", async () => {
    const { output, refusal } = await check("VITE_CONTACT_EMAIL=contato@\n");
    expect(output).toContain("um valor do .env é recusado pelo build");
    expect(output).toContain("VITE_CONTACT_EMAIL");
    expect(refusal).toBeInstanceOf(Refusal);
  });

  it("sends a variable the site no longer reads to npm run setup, which comments it out", async () => {
    const { output } = await check('VITE_ENGAGEMENT_CLAIM_SOURCE="40 clientes, 2026"\n');
    expect(output).toContain("VITE_ENGAGEMENT_CLAIM_SOURCE");
    expect(output).toContain(
      "o site não usa mais VITE_ENGAGEMENT_CLAIM_SOURCE: rode npm run setup, que o desativa",
    );
  });

  it("counts what the owner's configuration leaves: only her content, not her values", async () => {
    const state = await launchState(envDirWith(OWNER_ENV));
    expect(state.report).not.toMatch(/VITE_(SITE|CONTACT|CHECKOUT|COMPANY|DPO|AI|HOSTING)_/);
  });
});

const OWNER_ENV = readFileSync("e2e/owner-fixture/owner.env", "utf8");

/**
 * The project's content as an owner's: its testimonials real (or `testimonials` instead), its
 * samples her own (the files the list names), each in a file of its own that the build and the
 * check read in place of the project's (TESTIMONIALS_FILE, SAMPLES_MANIFEST).
 */
function ownContent(testimonials?: unknown[]) {
  const dir = mkdtempSync(join(tmpdir(), "setup-content-"));
  const write = (name: string, data: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(data));
    return join(dir, name);
  };
  const real = readTestimonials().map((item) => ({ ...item, example: false }));
  process.env.TESTIMONIALS_FILE = write("testimonials.json", testimonials ?? real);
  process.env.SAMPLES_MANIFEST = write(
    "samples.json",
    readSamples().map((sample) => ({ ...sample, demo: false })),
  );
}

describe("the launch check, as npm run build:launch makes it", () => {
  const names = ["TESTIMONIALS_FILE", "SAMPLES_MANIFEST"] as const;
  const before = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of names) {
      if (before[name] === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = before[name];
    }
  });

  it("says ready only when nothing the build checks is left, and then says what it leaves out", async () => {
    ownContent();
    const lines: string[] = [];
    await runSetup(["--check"], { envDir: envDirWith(OWNER_ENV), log: (line) => lines.push(line) });
    const output = lines.join("\n");
    expect(output).toContain("✓ Pronto para o lançamento: nada falta.");
    // The owner's configuration has no source for either claim: both left out, and said so.
    expect(output).toContain(
      "ℹ Conferência para publicar: o site foi liberado, com estas observações:",
    );
    expect(output).toContain('"10x mais engajamento" fica fora da página');
  }, 30_000);

  it("lists a testimonial's missing photo or drawing, as the build refuses it", async () => {
    const [first, ...rest] = readTestimonials().map((item) => ({ ...item, example: false }));
    ownContent([{ ...first, avatar: "desenho-que-falta" }, ...rest]);
    const state = await launchState(envDirWith(OWNER_ENV));
    expect(state.left).toBe(1);
    expect(state.report).toContain(
      `a foto ou o desenho do depoimento de ${first?.name}: não há public/avatars/desenho-que-falta.svg (um desenho) nem desenho-que-falta.jpg`,
    );
    expect(state.report).toContain("→ ponha a foto (JPEG, PNG ou WebP");
    // Items are left: the notes say what the launch would leave out, not that it was released.
    expect(state.notes).toMatch(/^ℹ Observações da conferência \(não impedem a publicação\):/);
  }, 30_000);

  it("lists a sample whose files are missing, as the build refuses it", async () => {
    ownContent();
    const [sample] = readSamples();
    writeFileSync(
      process.env.SAMPLES_MANIFEST ?? "",
      JSON.stringify([{ ...sample, demo: false, file: "arquivo-que-falta" }]),
    );
    const state = await launchState(envDirWith(OWNER_ENV));
    expect(state.report).toContain(
      `o exemplo de áudio "${sample?.title}": public/audio/arquivo-que-falta.opus não existe`,
    );
    expect(state.report).toContain("→ adicione um exemplo com npm run samples -- add");
  }, 30_000);

  it("lists Terms changed on a day whose version is already recorded, as the build refuses them", async () => {
    ownContent();
    // A version of hers recorded today, whose text is not the one the site now has.
    const dir = mkdtempSync(join(tmpdir(), "terms-"));
    const today = localToday();
    const recorded = readFileSync("e2e/owner-fixture/terms-versions/2026-03-01.json", "utf8");
    writeFileSync(join(dir, `${today}.json`), recorded.replace('"2026-03-01"', `"${today}"`));
    const state = await launchState(envDirWith(OWNER_ENV), { termsDir: dir });
    expect(state.report).toContain("Os Termos de Uso mudaram depois da versão de hoje");
    expect(state.left).toBe(1);
  }, 30_000);

  it("never asks a date for the Terms: a text not recorded yet is the day's new version", async () => {
    ownContent();
    const state = await launchState(envDirWith(OWNER_ENV), {
      termsDir: "e2e/owner-fixture/terms-versions",
    });
    expect(state.left).toBe(0);
  }, 30_000);
});

/**
 * The terminal, for the prompts' own input and output options: what she types goes in, what
 * the prompts draw comes out, and `screen` is the latest drawing, as text.
 */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {} });
  let drawn = "";
  const output = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        drawn += String(chunk);
        done();
      },
    }),
    { columns: 100, rows: 40, isTTY: true },
  );
  return { input, output, text: () => stripVTControlCharacters(drawn) };
}

const KEY = { enter: "\r", up: "\x1b[A", down: "\x1b[B", backspace: "\x7f" };
const CLAIM_QUESTIONS = [
  "Você tem dados que comprovem “10x mais engajamento”?",
  "Você tem dados que comprovem “Mais Popular” no Pacote Profissional?",
];

/** Estúdio Layla, in Belo Horizonte: what she answers, by variable (a choice by its value). */
const LAYLA: Record<string, string> = {
  VITE_SITE_NAME: "Estúdio Layla",
  VITE_SITE_NAME_ARTICLE: "o",
  VITE_SITE_DESCRIPTION: "",
  VITE_SITE_URL: "https://www.estudiolayla.com.br",
  VITE_PRICE_SINGLE: "189,90",
  VITE_PRICE_PROFESSIONAL: "459",
  VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/L123456789A",
  VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/L123456789B",
  VITE_PAYMENT_PLATFORM: "Hotmart",
  VITE_INSTALLMENTS_MAX: "12",
  VITE_INSTALLMENTS_INTEREST_FREE: "sim",
  VITE_PIX_DISCOUNT_PERCENT: "5",
  VITE_LYRICS_LANGUAGE: "",
  VITE_DELIVERY_BUSINESS_HOURS: "48",
  VITE_SONG_STYLES: "Romântica; Pop; Clássica: com cordas, para entradas",
  VITE_SONG_STYLES_BETA: "nao",
  VITE_LYRIC_REVISION_ROUNDS: "2",
  VITE_PREVIEW_ADJUSTMENT_ROUNDS: "1",
  VITE_SELLER_VOICE: "eu",
  VITE_CONTACT_EMAIL: "contato@estudiolayla.com.br",
  VITE_WHATSAPP_NUMBER: "+5531987654321",
  VITE_WHATSAPP_MESSAGE: "Olá! Quero uma música com o meu nome, R$ 189,90.",
  VITE_WHATSAPP_COUNTRY: "Estados Unidos",
  VITE_WHATSAPP_TRANSFER_BASIS: "contrato",
  VITE_INSTAGRAM_URL: "",
  VITE_COMPANY_LEGAL_NAME: "Layla Produções Artísticas Ltda",
  VITE_COMPANY_CNPJ: "11.222.333/0001-81",
  VITE_COMPANY_ADDRESS: "Rua das Flores, 100, Belo Horizonte (MG), 30100-000",
  VITE_DPO_MODE: "pequeno-porte",
  VITE_PAYMENT_PLATFORM_COUNTRY: "Brasil",
  VITE_EMAIL_PROVIDER: "Google",
  VITE_EMAIL_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
  VITE_HOSTING_PROVIDER: "Cloudflare",
  VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
  // The one basis Cloudflare's facts and a hosting allow (config/transfer-rule.ts).
  VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "contrato",
  VITE_AI_PROVIDER: "Suno",
  VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_AI_PROVIDER_TRANSFER_BASIS: "contrato",
  VITE_AI_PLAN: "Pro",
  VITE_AI_PLAN_SINCE: "01/02/2026",
  VITE_AI_TRAINING: "sim",
  VITE_HOSTING_LOG_RETENTION_DAYS: "180",
  VITE_ORDER_CODE_PARAMS: "transaction",
  VITE_ORDER_PAGE: "sim",
  VITE_GUARANTEE_DAYS: "30",
  VITE_PAYMENT_PLATFORM_TERMS_URL: "",
  VITE_PAYMENT_PLATFORM_PRIVACY_URL: "",
  VITE_PAYMENT_METHODS: "visa, mastercard, pix",
  VITE_CHECKOUT_META_PIXEL: "nao",
  VITE_LICENCE_PUBLIC_KEY: "nenhuma",
  VITE_PLAUSIBLE_DOMAIN: "",
  VITE_GA4_MEASUREMENT_ID: "",
  VITE_META_PIXEL_ID: "",
};

describe("envFileFor", () => {
  it("comments out a variable the site no longer reads, so that no question is needed for it", () => {
    const previous = 'VITE_SITE_NAME=Layla\nVITE_ENGAGEMENT_CLAIM_SOURCE="40 clientes, 2026"\n';
    const answers = {
      VITE_SITE_NAME: "Layla",
      VITE_ENGAGEMENT_CLAIM_SOURCE: "40 clientes, 2026",
      VITE_FROM_THE_SHELL: "x",
    };
    const text = envFileFor(answers, readFileSync(".env.example", "utf8"), previous);
    expect(text).toContain("\n# VITE_ENGAGEMENT_CLAIM_SOURCE=40 clientes, 2026\n");
    expect(text).toMatch(/^VITE_SITE_NAME=Layla$/m);
    expect(text).not.toMatch(/^VITE_ENGAGEMENT_CLAIM_SOURCE=/m);
    // Set in her terminal, not in her .env: not hers to write.
    expect(text).not.toContain("VITE_FROM_THE_SHELL");
    // The build reads the file again without the old variable, so it no longer refuses it.
    const dir = envDirWith(text);
    expect(loadEnv("launch", dir, "VITE_").VITE_ENGAGEMENT_CLAIM_SOURCE).toBeUndefined();
  });
});

describe("a blank answer", () => {
  it("is taken for every question where it applies: “Ainda não sei” is never refused", () => {
    // Every question asked at once: each processor abroad, an encarregado, every tag on.
    const countries = SETUP_QUESTIONS.filter(({ variable }) => variable.endsWith("_COUNTRY"));
    const everything: Record<string, string> = {
      ...LAYLA,
      ...Object.fromEntries(countries.map(({ variable }) => [variable, "Estados Unidos"])),
      VITE_PAYMENT_PLATFORM: "Stripe",
      VITE_DPO_MODE: "encarregado",
      VITE_COMPANY_CNPJ: "",
      VITE_PLAUSIBLE_DOMAIN: "estudiolayla.com.br",
      VITE_GA4_MEASUREMENT_ID: "G-LAYLA12345",
      VITE_META_PIXEL_ID: "987654321098765",
    };
    const asked = SETUP_QUESTIONS.filter((question) => question.when?.(everything) ?? true);
    expect(asked.map(({ variable }) => variable)).toEqual(
      expect.arrayContaining([
        "VITE_PAYMENT_PLATFORM_TRANSFER_BASIS",
        "VITE_AI_PROVIDER_TRANSFER_BASIS",
        "VITE_GA4_TRANSFER_BASIS",
        "VITE_DPO_NAME",
        "VITE_DPO_EMAIL",
        "VITE_COMPANY_CPF",
      ]),
    );
    for (const { variable } of asked) {
      expect(checkAnswer(variable, "", everything), variable).toBeUndefined();
    }
  });

  it("left where the launch needs a value is listed by the launch check, with its fix", async () => {
    const env = Object.entries({
      ...LAYLA,
      VITE_AI_PROVIDER_TRANSFER_BASIS: "",
      VITE_DPO_MODE: "encarregado",
    })
      .map(([name, value]) => `${name}="${value}"`)
      .join("\n");
    const { report } = await launchState(envDirWith(env));
    expect(report).toContain(
      "preencha VITE_AI_PROVIDER_TRANSFER_BASIS com contrato (“Necessário para cumprir o contrato com a compradora”)",
    );
    expect(report).toContain("preencha VITE_DPO_NAME e VITE_DPO_EMAIL");
  });
});

/**
 * The keys that move a drawn list from its active option to `label`: the list is the latest one
 * drawn under the prompt, its active option marked ●.
 */
function moveTo(screen: string, labels: readonly string[], label: string): string {
  const drawn = screen.slice(screen.lastIndexOf("◆  "));
  const active = /● (.*)/.exec(drawn)?.[1] ?? "";
  const from = labels.findIndex((item) => active.startsWith(item));
  const to = labels.indexOf(label);
  if (from < 0 || to < 0) throw new Error(`cannot move from "${active}" to "${label}"`);
  return to >= from ? KEY.down.repeat(to - from) : KEY.up.repeat(from - to);
}

/** An answer: a value (a choice by its value), or what she does at the prompt. */
type Answer =
  string | ((io: { type: (keys: string) => void; screen: () => string }) => Promise<void>);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `npm run setup` with `argv` on `envDir`, answering each question with `answerFor`, each
 * claim with "sem essa afirmação", and "yes" to writing. Returns the error it ended with (null),
 * the questions asked, in order, and everything drawn.
 */
async function driveSetup(
  argv: string[],
  envDir: string,
  answerFor: (question: (typeof SETUP_QUESTIONS)[number]) => Answer,
) {
  const { input, output, text } = terminal();
  const finished = runSetup(argv, { envDir, input, output }).then(
    () => null,
    (error: unknown) => error,
  );
  let seen = 0;
  let last = "";
  /** The next prompt drawn after the one answered (a prompt redrawn as she types is not one). */
  async function nextPrompt(): Promise<string> {
    for (let waited = 0; waited < 5000; waited += 5) {
      const screen = text();
      const active = screen.lastIndexOf("◆  ");
      const question =
        screen
          .slice(active + 3)
          .split("\n")[0]
          ?.trim() ?? "";
      if (active > seen && question !== last) {
        seen = active;
        last = question;
        return question;
      }
      if ((await Promise.race([finished, Promise.resolve("running")])) !== "running") return "";
      await pause(5);
    }
    throw new Error(`no prompt after:\n${text().slice(-2000)}`);
  }
  const type = (keys: string) => input.write(keys);
  const asked: string[] = [];
  /** Her answers so far, which decide a question's choices (a service's plans). */
  const answered: Record<string, string> = {};
  for (;;) {
    const prompt = await nextPrompt();
    if (prompt === "") break;
    // Drawn with the prompts' own mark: what was written, the key made and, for a site ready to
    // launch, the last word.
    if (/^(Gravado:|✓ Pronto|Chave criada)/.test(prompt)) continue;
    if (prompt.startsWith("Gravar estas respostas")) {
      type(KEY.enter);
      continue;
    }
    if (CLAIM_QUESTIONS.includes(prompt)) {
      asked.push(prompt);
      type(moveTo(text(), ["Sim", "Sem essa afirmação"], "Sem essa afirmação") + KEY.enter);
      continue;
    }
    const question = SETUP_QUESTIONS.find((item) => prompt.startsWith(item.question));
    if (!question) throw new Error(`unknown prompt: ${prompt}\n${text().slice(-1500)}`);
    asked.push(question.variable);
    const answer = answerFor(question);
    if (typeof answer === "string") answered[question.variable] = answer;
    if (typeof answer === "function") {
      await answer({ type, screen: text });
    } else if (choicesOf(question, answered) && !question.makes) {
      const options = [
        ...(choicesOf(question, answered) ?? []),
        { value: "", label: "Ainda não sei" },
      ];
      const target = options.find((choice) => choice.value === answer)?.label ?? "";
      type(
        moveTo(
          text(),
          options.map(({ label }) => label),
          target,
        ) + KEY.enter,
      );
    } else {
      // Whatever the field holds (her saved answer, a provider's suggestion) is replaced.
      type(KEY.backspace.repeat(120) + answer + KEY.enter);
    }
  }
  return { error: await finished, asked, screen: text() };
}

/** The licence question's own options, in the order drawn (no key of her own yet). */
const LICENCE_OPTIONS = [
  "Sim: criar a minha chave agora",
  "Sim: já tenho a chave pública, vou colar",
  "Não: o site não emite certificados",
  "Ainda não sei",
];
const chooseLicence =
  (label: string): Answer =>
  async ({ type, screen }) =>
    type(moveTo(screen(), LICENCE_OPTIONS, label) + KEY.enter);

describe("npm run setup, driven through its input", () => {
  it("asks in the page's order, refuses a bad answer as it is given, writes .env and says what is left", async () => {
    const envDir = envDirWith(null);
    let refusedOnce = false;
    const { error, asked, screen } = await driveSetup([], envDir, (question) => {
      if (question.variable === "VITE_LICENCE_PUBLIC_KEY") {
        return chooseLicence("Não: o site não emite certificados");
      }
      const answer = LAYLA[question.variable] ?? "";
      if (question.variable !== "VITE_SITE_URL" || refusedOnce) return answer;
      refusedOnce = true;
      return async ({ type, screen: drawn }) => {
        const wrong = "http://estudiolayla.com.br";
        type(wrong + KEY.enter);
        await pause(50);
        // Refused as she gives it, with the build's own words, and asked again.
        expect(drawn()).toContain(`VITE_SITE_URL="${wrong}" não serve`);
        type(KEY.backspace.repeat(wrong.length) + answer + KEY.enter);
      };
    });
    expect(error).toBeNull();

    // In the page's order, each asked once; what follows from an answer only when it applies.
    expect(asked.slice(0, 5)).toEqual([
      "VITE_SITE_NAME",
      "VITE_SITE_NAME_ARTICLE",
      "VITE_SITE_DESCRIPTION",
      "VITE_SITE_URL",
      CLAIM_QUESTIONS[0],
    ]);
    expect(asked).not.toContain("VITE_COMPANY_CPF");
    expect(asked).not.toContain("VITE_DPO_NAME");
    expect(asked).not.toContain("VITE_PAYMENT_PLATFORM_TRANSFER_BASIS");
    expect(asked).not.toContain("VITE_ENGAGEMENT_CLAIM_METRIC");
    expect(asked).toContain("VITE_AI_PROVIDER_TRANSFER_BASIS");
    expect(asked).toContain("VITE_WHATSAPP_TRANSFER_BASIS");

    // Each provider's facts on the screen, with the page and the day they were read.
    const said = screen.replace(/\s*\n│\s*/g, " ");
    expect(said).toContain(
      "O que encontramos sobre Cloudflare: Estados Unidos (fonte: https://www.cloudflare.com/pt-br/gdpr/introduction/, lida em 27/11/2026)",
    );
    expect(said).toContain("O que encontramos sobre Hotmart: Brasil");
    // The DPO choice, each option in one sentence.
    expect(said).toContain("Agente de pequeno porte, sem encarregado: um MEI");

    // .env keeps .env.example's comments and reads back, through the build's reader, as typed.
    const written = readFileSync(join(envDir, ".env"), "utf8");
    expect(written).toContain("# Nome da marca: cabeçalho, rodapé, títulos");
    const read = loadEnv("launch", envDir, "VITE_");
    for (const [variable, value] of Object.entries(LAYLA)) expect(read[variable]).toBe(value);
    expect(read.VITE_ENGAGEMENT_CLAIM_METRIC).toBe("");
    expect(read.VITE_COMPANY_CPF).toBe("");

    // Then the launch check: what is left is the content (the demo's samples and testimonials,
    // while the project has them) and whatever the gate asks of a declined claim; none of her
    // values.
    expect(screen).toContain("Gravado:");
    if (readTestimonials().some((testimonial) => testimonial.example)) {
      expect(screen).toContain("src/content/testimonials.json");
    }
    expect(screen).not.toMatch(
      /preencha VITE_(SITE|CONTACT|CHECKOUT|COMPANY|DPO|AI|HOSTING|PRICE|PAYMENT|LICENCE|WHATSAPP)_/,
    );
    expect(screen).toMatch(
      (await launchState(envDir)).left > 0
        ? /Falta(m)? \d+ ite(m|ns) para o lançamento/
        : /Pronto para o lançamento: nada falta/,
    );
  }, 60_000);
});

/** Her .env as the full setup wrote it from LAYLA's answers. */
const laylaEnv = () =>
  envFileFor(LAYLA, readFileSync(".env.example", "utf8"), "").replace(
    /^VITE_SITE_NAME=.*$/m,
    "VITE_SITE_NAME=Estúdio Layla\n# uma nota dela, à mão",
  );

describe("npm run setup -- <part or value>", () => {
  it("changes one value alone: every other line of her .env stays as it was", async () => {
    const before = laylaEnv();
    const envDir = envDirWith(before);
    const { error, asked } = await driveSetup(["VITE_PRICE_SINGLE"], envDir, () => "199,90");
    expect(error).toBeNull();
    expect(asked).toEqual(["VITE_PRICE_SINGLE"]);
    const after = readFileSync(join(envDir, ".env"), "utf8");
    expect(after).toBe(before.replace("VITE_PRICE_SINGLE=189,90", "VITE_PRICE_SINGLE=199,90"));
    expect(loadEnv("launch", envDir, "VITE_").VITE_PRICE_SINGLE).toBe("199,90");
  }, 30_000);

  it("asks a part's questions, and with them what her new answers make refused or apply", async () => {
    const envDir = envDirWith(laylaEnv());
    // A single song at 99: the pack at 459 would cost more than three, so it is asked again.
    const { error, asked } = await driveSetup(["VITE_PRICE_SINGLE"], envDir, (question) =>
      question.variable === "VITE_PRICE_SINGLE" ? "99" : "279",
    );
    expect(error).toBeNull();
    expect(asked).toEqual(["VITE_PRICE_SINGLE", "VITE_PRICE_PROFESSIONAL"]);
    const read = loadEnv("launch", envDir, "VITE_");
    expect([read.VITE_PRICE_SINGLE, read.VITE_PRICE_PROFESSIONAL]).toEqual(["99", "279"]);

    // The company's part, as a seller without a CNPJ: the CPF now applies and is asked.
    const company = await driveSetup(["empresa"], envDir, (question) =>
      question.variable === "VITE_COMPANY_CNPJ"
        ? ""
        : question.variable === "VITE_COMPANY_CPF"
          ? "529.982.247-25"
          : (LAYLA[question.variable] ?? ""),
    );
    expect(company.error).toBeNull();
    expect(company.asked).toEqual([
      "VITE_COMPANY_LEGAL_NAME",
      "VITE_COMPANY_CNPJ",
      "VITE_COMPANY_CPF",
      "VITE_COMPANY_ADDRESS",
    ]);
    expect(loadEnv("launch", envDir, "VITE_").VITE_COMPANY_CPF).toBe("529.982.247-25");
  }, 30_000);

  it("asks again what reads the value changed: a new host's country, then its basis", async () => {
    const envDir = envDirWith(laylaEnv());
    const answers: Record<string, string> = {
      VITE_HOSTING_PROVIDER: "Netlify",
      VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
      VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
    };
    const { error, asked } = await driveSetup(
      ["VITE_HOSTING_PROVIDER"],
      envDir,
      (question) => answers[question.variable] ?? "",
    );
    expect(error).toBeNull();
    expect(asked).toEqual(Object.keys(answers));
    expect(loadEnv("launch", envDir, "VITE_").VITE_HOSTING_PROVIDER).toBe("Netlify");
  }, 30_000);

  it("refuses a name that is neither a part nor a value, listing the parts", async () => {
    const refused = await runSetup(["preco"], { envDir: envDirWith(null) }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).message).toBe(
      '"preco" não é uma parte nem um valor do setup; as partes são: marca, engajamento, precos, oferta, pagamento, contato, empresa, privacidade, fornecedores, ia, obrigado, entregas, vendas, licenca, medicao',
    );
    expect((refused as Refusal).fix).toContain("npm run setup -- --help");
    const check = await runSetup(["--check", "precos"], { envDir: envDirWith(null) }).catch(
      (error: unknown) => error,
    );
    expect((check as Refusal).message).toContain("--check confere o .env inteiro");
  });
});

describe("the licence key, made by the setup", () => {
  it("makes the key pair with npm run licence's keygen, keeps the private half where she says, outside the site, and writes the public one", async () => {
    const envDir = envDirWith(laylaEnv());
    const home = mkdtempSync(join(tmpdir(), "home-"));
    const file = join(home, "minha-chave.pem");
    const { error, screen } = await driveSetup(
      ["licenca"],
      envDir,
      () =>
        async ({ type, screen: drawn }) => {
          type(moveTo(drawn(), LICENCE_OPTIONS, "Sim: criar a minha chave agora") + KEY.enter);
          await pause(50);
          // Inside the site's folder: refused as she types it, with where to put it instead.
          type(KEY.backspace.repeat(200) + join(process.cwd(), "chave.pem") + KEY.enter);
          await pause(50);
          expect(drawn()).toContain("esse arquivo ficaria dentro da pasta do site");
          type(KEY.backspace.repeat(200) + file + KEY.enter);
        },
    );
    expect(error).toBeNull();
    expect(screen).toContain(`Chave criada. A privada está em ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const publicKey = createPublicKey(createPrivateKey(readFileSync(file))).export({
      format: "jwk",
    }).x;
    expect(loadEnv("launch", envDir, "VITE_").VITE_LICENCE_PUBLIC_KEY).toBe(publicKey);
    // Where the commands that sign find it, written for her: no hand edit of .env.
    expect(loadEnv("launch", envDir, "LICENCE_").LICENCE_KEY_FILE).toBe(file);
  }, 30_000);

  it("lists a new key before her old one, so that the certificates already issued still check", async () => {
    const old = "EwAHAv_BOlrP8B5GJv06XtK5JOuhFyLk3J5i5W-b5S8";
    const envDir = envDirWith(
      laylaEnv().replace("VITE_LICENCE_PUBLIC_KEY=nenhuma", `VITE_LICENCE_PUBLIC_KEY=${old}`),
    );
    const file = join(mkdtempSync(join(tmpdir(), "home-")), "nova.pem");
    const options = ["Sim: manter a minha chave (EwAHAv_B…)", ...LICENCE_OPTIONS];
    const { error, screen } = await driveSetup(
      ["licenca"],
      envDir,
      () =>
        async ({ type, screen: drawn }) => {
          type(moveTo(drawn(), options, "Sim: criar a minha chave agora") + KEY.enter);
          await pause(50);
          type(KEY.backspace.repeat(200) + file + KEY.enter);
        },
    );
    expect(error).toBeNull();
    expect(screen.replace(/\s*\n│\s*/g, " ")).toContain(
      "A chave antiga continua na lista, depois da nova",
    );
    const keys = loadEnv("launch", envDir, "VITE_").VITE_LICENCE_PUBLIC_KEY?.split(",");
    expect(keys).toHaveLength(2);
    expect(keys?.[1]).toBe(old);
  }, 30_000);
});

describe("devVarsFor", () => {
  it("gives the site on her computer the table her product answers make, and only where it changes", () => {
    const answers = {
      VENDAS_PRODUTO_UNICA: "5550123",
      VENDAS_PRODUTO_PROFISSIONAL: "5550456:prof3",
    };
    const secrets = "HOTMART_HOTTOK=hottok-local\n";
    const written = devVarsFor(answers, secrets) ?? "";
    // Her secrets stay as they are; the table is read back as the Functions read .dev.vars.
    expect(written.startsWith(secrets)).toBe(true);
    expect(loadEnvText(written)).toEqual({
      HOTMART_HOTTOK: "hottok-local",
      VENDAS_PRODUTOS: "5550123=unica, 5550456:prof3=profissional",
    });
    expect(devVarsFor(answers, written)).toBeNull();
    expect(devVarsFor({}, secrets)).toBeNull();
  });
});
