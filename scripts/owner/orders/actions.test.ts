// @vitest-environment node
// `npm run pedido`'s steps on a real local store (wrangler's D1 and R2 in a folder of the test's
// own, as `--local` opens them), with the configuration of the demo: what each step refuses and
// why, the refund's rule per song, the deletion's time, and `lista --json`'s shape. The whole
// command, from `novo` to `apagar` with the buyer's download in between, runs in the owner pass.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Refusal } from "../cli.mjs";
import { runProgram } from "../processes.mjs";
import { openStore } from "./connection.mjs";
import { pedido as say } from "../messages.mjs";
import { apagar, entregar, lista, novo, orderJson, reembolso, ver } from "./actions.mjs";
import { afterErase, keptAfterErase, PRAZOS } from "../../../src/config/data-register.ts";
import { parseSiteEnv } from "../../../src/config/env-schema.ts";
import {
  certificateStatus,
  deliverSong,
  findOrder,
  recordDownload,
  revokeCertificate,
  type OrderStore,
} from "../../../src/features/orders/order-store.ts";
import { DEMO_PRIVATE_KEY_FILE } from "../../../src/features/licence/test-keys.ts";
import {
  ORDER_PAGE_DAYS,
  finalDelivery,
  recordEnds,
  type OrderRecord,
} from "../../../src/features/orders/order-model.ts";
import { brazilianFromIso } from "../../../src/lib/br/date.ts";
import { DEMO_VERSION } from "../../../src/content/terms-versions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const config = parseSiteEnv({});
const state = mkdtempSync(join(tmpdir(), "pedido-test-"));
let store: OrderStore;
let dispose: () => Promise<void> = async () => {};
const log: string[] = [];

const context = (now = new Date()) => ({
  store,
  config,
  now,
  today: now.toISOString().slice(0, 10),
  local: true,
  root: process.cwd(),
  termsVersionsDir: join(state, "sem-versoes"),
  revocationsFile: join(state, "revocations.json"),
  keyFile: undefined,
  log: (line: string) => log.push(line),
});

/** A refusal's problem and fix, or null when the step went through. */
async function refused(work: () => Promise<unknown>) {
  try {
    await work();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return { problem: error.message, fix: error.fix ?? "" };
    throw error;
  }
}

/** A new order through `novo`: its number. */
async function newOrder(pacote: "unica" | "profissional", now = new Date()) {
  const text = await novo(
    { nome: "Yasmin Fernandes", email: "yasmin@exemplo.com.br", pacote, codigo: "HP1234" },
    context(now),
  );
  return /Pedido ([0-9A-Z]{6}) registrado/.exec(text)?.[1] ?? "";
}

/** Puts song `song` on the page as delivered at `at`, as `entregar` does after encoding. */
const deliver = (number: string, song: number, at: Date) =>
  deliverSong(
    store,
    number,
    song,
    {
      title: `Canção ${song}`,
      bytes: new Uint8Array([1, 2, 3]),
      name: `Canção ${song}.mp3`,
      seconds: 170,
      sha256: "a".repeat(64),
      certificate: null,
    },
    at,
  );

/** What opening the store from nothing said: the owner's first `--local` command. */
const firstOpen: string[] = [];

beforeAll(async () => {
  process.env.PEDIDOS_ESTADO_LOCAL = state;
  // From nothing, as her first `--local` command: the other store tests start from a copy of
  // what this leaves (test-store.ts).
  const connection = await openStore({
    local: true,
    run: runProgram,
    log: (line) => firstOpen.push(line),
  });
  store = connection.store;
  dispose = connection.dispose;
}, 120_000);

afterAll(async () => {
  await dispose();
  delete process.env.PEDIDOS_ESTADO_LOCAL;
  rmSync(state, { recursive: true, force: true });
});

describe("the local store", () => {
  it("applies the schema through wrangler the first time, and says so", () => {
    expect(firstOpen).toEqual([say.applyingLocalSchema, say.localSchemaReady]);
  });
});

describe("novo", () => {
  it("records the order, with the Terms in force on its day, and prints its private address once", async () => {
    const text = await novo(
      { nome: "Yasmin Fernandes", email: "yasmin@exemplo.com.br", pacote: "profissional" },
      context(),
    );
    const number = /Pedido ([0-9A-Z]{6}) registrado/.exec(text)?.[1] ?? "";
    expect(text).toContain("Pacote Profissional (3 músicas)");
    // The demo's Terms, the specification's 13/04/2025, are the ones in force on any day since.
    expect(text).toContain("Termos de Uso da compra: a versão de 13/04/2025");
    expect(text).toMatch(new RegExp(`^${config.siteUrl}/pedido#[A-Za-z0-9_-]{24}$`, "m"));
    expect(text).toMatch(/^http:\/\/localhost:8788\/pedido#[A-Za-z0-9_-]{24}$/m);
    expect(text).toContain("Olá, Yasmin! Recebemos o seu pedido");
    const stored = (await findOrder(store, number))?.order;
    expect(stored?.songs).toHaveLength(3);
    expect(stored?.termsVersion).toBe(DEMO_VERSION);
  });

  it("opens a trial order (--local) before any Terms are published, with the current text as a draft, recording no version", async () => {
    const owner = {
      ...context(),
      config: parseSiteEnv({ VITE_SITE_NAME: "Estúdio Layla", VITE_SITE_NAME_ARTICLE: "o" }),
    };
    const values = { nome: "Yasmin Fernandes", email: "yasmin@exemplo.com.br", pacote: "unica" };
    const text = await novo({ ...values, data: "2026-11-27" }, owner);
    const number = /Pedido ([0-9A-Z]{6}) registrado/.exec(text)?.[1] ?? "";
    expect(text).toContain(
      `Termos de Uso da compra: o texto atual, que ainda não foi publicado, com a data de hoje (${owner.today.split("-").reverse().join("/")}). É um pedido de teste, neste computador: nenhuma versão dos Termos foi gravada`,
    );
    expect((await findOrder(store, number))?.order.termsVersion).toBe(owner.today);
    expect(existsSync(owner.termsVersionsDir)).toBe(false);
    // Her account's store is where buyers buy: no order there before the Terms are published.
    const remote = await refused(() => novo(values, { ...owner, local: false }));
    expect(remote?.problem).toContain("nenhuma versão dos Termos de Uso foi publicada ainda");
    expect(remote?.fix).toMatch(/^publique o site: o npm run deploy grava .* acrescente --local/);
    // Only the fix that applies: nothing about how to write a date.
    expect(remote?.fix).not.toContain("2026-11-27");
  });

  it("refuses what it cannot record, each with its fix", async () => {
    const base = { nome: "Yasmin", email: "yasmin@exemplo.com.br", pacote: "unica" };
    const cases = [
      [{ ...base, email: "yasmin" }, '"yasmin" não é um e-mail'],
      [{ ...base, pacote: "dupla" }, "--pacote deve ser unica ou profissional"],
      [{ ...base, nome: " " }, "falta --nome"],
      [{ ...base, nome: "Yasmin\u202eFernandes" }, "caractere invisível"],
      [{ ...base, data: "2026-02-30" }, "não é uma data"],
      [{ ...base, data: "2999-01-01" }, "ainda não chegou"],
      [{ ...base, data: "2024-01-01" }, "anterior à primeira versão publicada dos Termos"],
      [{ ...base, codigo: "HP 12;3" }, "não parece um código de venda"],
    ] as const;
    for (const [values, problem] of cases) {
      const refusal = await refused(() => novo(values, context()));
      expect(refusal?.problem, JSON.stringify(values)).toContain(problem);
      expect(refusal?.fix, JSON.stringify(values)).not.toBe("");
    }
  });
});

describe("entregar", () => {
  it("refuses a creation date that is not one, naming --criada (issue 57, 7)", async () => {
    const number = await newOrder("unica");
    const refusal = await refused(() =>
      entregar(number, "musica.wav", { titulo: "Noite no Cairo", criada: "27/11/2026" }, context()),
    );
    expect(refusal?.problem).toBe('--criada "27/11/2026" não é uma data AAAA-MM-DD');
    expect(refusal?.fix).toContain("o certificado traz então o dia da entrega");
  });
});

describe("entregar --substituir (issue 58: a replaced song is not a refund)", () => {
  /** A short tone, as her audio files are. */
  const tone = (name: string, frequency: number) => {
    const file = join(state, name);
    execFileSync("ffmpeg", [
      ...["-loglevel", "error", "-f", "lavfi"],
      ...["-i", `sine=frequency=${frequency}:duration=2`, "-y", file],
    ]);
    return file;
  };
  const certificateOf = async (number: string) =>
    (await findOrder(store, number))?.order.songs[0]?.certificateNumber ?? "";

  it("cancels the old certificate as replaced by the new one's number, and a refund as a refund", async () => {
    const number = await newOrder("unica");
    const values = { titulo: "Noite no Cairo", chave: DEMO_PRIVATE_KEY_FILE };
    await entregar(number, tone("primeira.wav", 440), values, context());
    const first = await certificateOf(number);
    const text = await entregar(
      number,
      tone("correcao.wav", 550),
      { ...values, substituir: true },
      context(),
    );
    const second = await certificateOf(number);
    expect(second).not.toBe(first);
    expect(text).toContain(
      `O certificado anterior, nº ${first}, foi cancelado: quem o abrir vê que ele foi substituído por uma nova versão da música (a licença nº ${second}), e não um reembolso.`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(await certificateStatus(store, first)).toEqual({
      revokedOn: today,
      reason: "replaced",
      replacedBy: second,
    });
    expect(await certificateStatus(store, second)).toEqual({
      revokedOn: null,
      reason: null,
      replacedBy: null,
    });
    // The new one, refunded later: its reason is the refund; the old one's stays as it was.
    await reembolso(number, { "mesmo-assim": true }, context());
    expect(await certificateStatus(store, second)).toEqual({
      revokedOn: today,
      reason: "refund",
      replacedBy: null,
    });
    expect((await certificateStatus(store, first))?.reason).toBe("replaced");
  }, 60_000);

  it("records `licence revoke --replaced-by` for a certificate issued outside an order, once", async () => {
    await revokeCertificate(store, "6K59-FORAAA", "2026-05-01", "6K59-FORABB");
    // A second cancellation changes neither its date nor its reason.
    await revokeCertificate(store, "6K59-FORAAA", "2026-05-02");
    expect(await certificateStatus(store, "6K59-FORAAA")).toEqual({
      revokedOn: "2026-05-01",
      reason: "replaced",
      replacedBy: "6K59-FORABB",
    });
    await revokeCertificate(store, "6K59-FORACC", "2026-05-01");
    expect((await certificateStatus(store, "6K59-FORACC"))?.reason).toBe("refund");
  });
});

describe("reembolso", () => {
  it("refunds the songs still under the guarantee and keeps those downloaded, with the share to return", async () => {
    const now = new Date();
    const number = await newOrder("profissional");
    await deliver(number, 1, now);
    await recordDownload(store, number, 1, now);
    await deliver(number, 2, now);
    const text = await reembolso(number, {}, context());
    expect(text).toContain("as músicas 2 e 3");
    expect(text).toContain("dois terços do valor pago");
    expect(text).toContain("Fica com a cliente: música 1");
    const songs = (await findOrder(store, number))?.order.songs ?? [];
    expect(songs.map((song) => song.refundedAt !== null)).toEqual([false, true, true]);
  });

  it("refuses a downloaded song with the Terms' reason and the 7 days still open, then refunds it when she says so", async () => {
    const now = new Date();
    const number = await newOrder("unica");
    await deliver(number, 1, now);
    await recordDownload(store, number, 1, now);
    const refusal = await refused(() => reembolso(number, {}, context()));
    expect(refusal?.problem).toContain("a garantia de satisfação não cobre o pedido");
    expect(refusal?.problem).toContain("seção 8");
    expect(refusal?.fix).toContain("o direito de desistir (7 dias, seção 7) ainda vale até");
    expect(refusal?.fix).toContain("--mesmo-assim");
    const text = await reembolso(number, { "mesmo-assim": true }, context());
    expect(text).toContain("por decisão sua, fora da garantia");
    expect(text).toContain("o valor pago, integralmente");
  });

  it("names the refused song in the command it suggests, never one that refunds the whole order", async () => {
    const now = new Date();
    const number = await newOrder("profissional");
    await deliver(number, 2, now);
    await recordDownload(store, number, 2, now);
    const refusal = await refused(() => reembolso(number, { musica: "2" }, context()));
    expect(refusal?.fix).toContain(
      `npm run pedido -- reembolso ${number} --musica 2 --mesmo-assim`,
    );
    expect(refusal?.fix).not.toMatch(new RegExp(`reembolso ${number} --mesmo-assim`));
  });

  it("refuses a song never downloaded once the guarantee's days are over", async () => {
    const long = new Date(Date.now() - (config.orders.guaranteeDays + 3) * DAY_MS);
    const number = await newOrder("unica", long);
    await deliver(number, 1, long);
    const refusal = await refused(() => reembolso(number, {}, context()));
    expect(refusal?.problem).toContain("o prazo da garantia da música 1 terminou em");
    expect(refusal?.fix).not.toContain("ainda vale");
  });
});

describe("apagar", () => {
  it("waits for the policy's days, unless she asked, and keeps only the record of the sale", async () => {
    const number = await newOrder("unica");
    await deliver(number, 1, new Date());
    const early = await refused(() => apagar(number, {}, context()));
    expect(early?.problem).toContain(
      `${ORDER_PAGE_DAYS} dias depois do último acontecimento do pedido`,
    );
    expect(early?.fix).toContain("--a-pedido-da-cliente");
    const later = new Date(Date.now() + (ORDER_PAGE_DAYS + 1) * DAY_MS);
    const text = await apagar(number, {}, context(later));
    // What it says is gone and what it says is kept are the data register's words (issue 57).
    const [gone = "", kept = ""] = text.split("Guardado até");
    for (const dado of afterErase("apagado", true)) expect(gone, dado).toContain(dado);
    for (const dado of afterErase("mantido", true)) expect(kept, dado).toContain(dado);
    // The certificates' status outlives the sale's record: it is said apart, with its own time.
    const [saleRecord = "", status = ""] = kept.split(
      `Guardado ${PRAZOS.statusDoCertificado.texto}: `,
    );
    const { certificates } = keptAfterErase(true);
    expect(certificates).toContain("o número do pedido de cada certificado");
    for (const dado of certificates) expect(status, dado).toContain(dado);
    expect(saleRecord).not.toContain("o número do pedido de cada certificado");
    expect(gone).toContain("o nome da cliente, o e-mail da cliente");
    expect(kept).not.toContain("da cliente");
    // Said to her, never in the words the policy says to the buyer.
    expect(text).not.toMatch(/\b(seu|sua|seus|suas|você)\b/);
    expect(text).toMatch(
      /Guardado até \d\d\/\d\d\/\d{4}, como a lei pede \(5 anos .*CTN art\. 173\)/,
    );
    const record = (await findOrder(store, number))?.order;
    expect(record).toMatchObject({ buyerName: null, buyerEmail: null, platformCode: "HP1234" });
    expect(record?.erasedAt).not.toBeNull();
    expect(await store.files.list({ prefix: `pedidos/${number}/` })).toMatchObject({ objects: [] });
    expect((await refused(() => apagar(number, {}, context(later))))?.problem).toContain(
      "já foi apagado",
    );
  });
});

describe("orders past their time", () => {
  it("lista names them, and apagar --vencidos erases those and only those", async () => {
    const now = new Date();
    const old = await newOrder("unica", new Date(now.getTime() - (ORDER_PAGE_DAYS + 2) * DAY_MS));
    const recent = await newOrder("unica");
    const listed = await lista({}, context(now));
    expect(listed).toContain(
      `⚠ O prazo da Política de Privacidade passou: apague com npm run pedido -- apagar ${old}`,
    );
    expect(listed).toMatch(
      /(pedido passou|pedidos passaram) do prazo \(.*\): apague .*com npm run pedido -- apagar --vencidos/,
    );
    const json = JSON.parse(await lista({ json: true }, context(now))) as {
      pedido: string;
      vencido: string | null;
    }[];
    expect(json.find((order) => order.pedido === old)?.vencido).toBe("pagina");
    expect(json.find((order) => order.pedido === recent)?.vencido).toBeNull();

    expect((await refused(() => apagar(old, { vencidos: true }, context(now))))?.fix).toContain(
      "npm run pedido -- apagar --vencidos",
    );
    const text = await apagar(undefined, { vencidos: true }, context(now));
    expect(text).toContain(`✓ Pedido ${old} apagado`);
    expect(text).not.toContain(recent);
    expect((await findOrder(store, old))?.order.buyerEmail).toBeNull();
    expect((await findOrder(store, recent))?.order.buyerEmail).not.toBeNull();

    // The record of the sale goes once its own time is over: CTN art. 173 counts from 1 January
    // of the year after the purchase, never fewer than 5 years after the erase.
    const erased = (await findOrder(store, old))?.order;
    const ends = recordEnds({
      purchasedOn: erased?.purchasedOn ?? "",
      erasedAt: erased?.erasedAt ?? "",
    });
    const recordDay = new Date(Date.parse(`${ends}T12:00:00Z`));
    const before = new Date(recordDay.getTime() - 2 * DAY_MS);
    expect(await apagar(undefined, { vencidos: true }, context(before))).not.toContain(old);
    // What is left outside the site (the messages, the audio files) is hers to delete, by the
    // policy's rule, which ends before the record does: said while the record stays, and when it goes.
    const messagesEnd = PRAZOS.mensagens.regra(new Date(finalDelivery(erased as OrderRecord)));
    expect(messagesEnd < ends).toBe(true);
    expect(await ver(old, context(now))).toContain(
      `Fora do site, as mensagens deste pedido no seu e-mail e os arquivos de áudio dele no seu computador ficam até ${brazilianFromIso(messagesEnd)} (${PRAZOS.mensagens.texto}, como diz a Política de Privacidade)`,
    );
    expect(await ver(old, context(before))).toContain(
      `⚠ O prazo das mensagens e dos áudios do pedido passou em ${brazilianFromIso(messagesEnd)}`,
    );
    const forgotten = await apagar(undefined, { vencidos: true }, context(recordDay));
    expect(forgotten).toContain(`O registro do pedido ${old} passou do prazo e foi apagado`);
    expect(forgotten).toContain(
      `⚠ O prazo das mensagens e dos áudios do pedido passou em ${brazilianFromIso(messagesEnd)}`,
    );
    expect(await findOrder(store, old)).toBeNull();
  });
});

describe("lista and ver", () => {
  it("gives every order as JSON, each song with its first download or null", async () => {
    const number = await newOrder("unica");
    await deliver(number, 1, new Date());
    await recordDownload(store, number, 1, new Date());
    const listed = JSON.parse(await lista({ json: true }, context())) as ReturnType<
      typeof orderJson
    >[];
    const mine = listed.find((order) => order.pedido === number);
    expect(mine?.musicas).toHaveLength(1);
    expect(Date.parse(mine?.musicas[0]?.primeiroDownload ?? "")).not.toBeNaN();
    for (const order of listed) {
      for (const song of order.musicas) {
        expect(
          song.primeiroDownload === null || !Number.isNaN(Date.parse(song.primeiroDownload)),
        ).toBe(true);
      }
    }
    const seen = await ver(number.toLowerCase(), context());
    expect(seen).toContain(`Pedido ${number}`);
    expect(seen).toMatch(/primeiro download em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(1 download\)/);
    expect((await refused(() => ver("ZZZZZZ", context())))?.problem).toContain(
      "não há pedido ZZZZZZ",
    );
    expect((await refused(() => ver("pedido-1", context())))?.problem).toContain(
      "não é um número de pedido",
    );
  });
});
