// @vitest-environment node
// The register against a real local store (wrangler's D1 and R2 in a folder of the test's own, as
// `--local` opens them): a whole order, `novo` to `apagar` through `npm run pedido`'s own steps
// and the buyer's confirmed download, then every row of every table and every object of the
// bucket read, and what remains is exactly what the register says the erase keeps. And `npm run
// dados`: its JSON's shape and `titular`, which prints every row and file of one buyer.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProgram } from "./processes.mjs";
import { openStore } from "./orders/connection.mjs";
import { migratedStoreState } from "./orders/test-store.ts";
import { apagar, entregar, letra, novo, previas, reembolso } from "./orders/actions.mjs";
import { registerJson, registerText, titular } from "./dados/actions.mjs";
import { parseSiteEnv } from "../../src/config/env-schema.ts";
import { registerFor, type RegisterEntry } from "../../src/config/data-register.ts";
import {
  deliverSong,
  recordDownload,
  type OrderStore,
} from "../../src/features/orders/order-store.ts";

// Certificates on (a key), so that the certificates' columns are filled; `entregar` itself runs
// without one (song 1), and song 2's certificate is put as `entregar` puts a signed one.
const config = parseSiteEnv({});
const register = registerFor(config);
const state = mkdtempSync(join(tmpdir(), "dados-test-"));
let storeState = "";
let store: OrderStore;
let dispose: () => Promise<void> = async () => {};

const context = (now = new Date()) => ({
  store,
  config: { ...config, licence: null },
  now,
  today: now.toISOString().slice(0, 10),
  local: true,
  root: process.cwd(),
  termsVersionsDir: join(state, "sem-versoes"),
  revocationsFile: join(state, "revocations.json"),
  keyFile: undefined,
  log: () => {},
});

/** A short tone, as the owner's audio files are. */
function tone(name: string, seconds: number) {
  const file = join(state, name);
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-ac",
    "2",
    "-y",
    file,
  ]);
  return file;
}

type Row = Record<string, unknown>;

/** Every table the store has (not wrangler's or D1's own), with every row. */
async function everyRow(): Promise<Record<string, Row[]>> {
  const { results: tables } = await store.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  const rows: Record<string, Row[]> = {};
  for (const { name } of tables) {
    rows[name] = (await store.db.prepare(`SELECT * FROM ${name}`).all<Row>()).results;
  }
  return rows;
}

/** Every object in the bucket. */
async function everyKey(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.files.list(cursor ? { cursor } : {});
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

const entryOf = (table: string, column: string) =>
  register.find((entry) => entry.onde === `d1:${table}.${column}`);

/** A key against the register's patterns: `<pedido>` and `<música>` stand for any. */
const r2Entry = (key: string) =>
  register.find((entry: RegisterEntry) => {
    if (!entry.onde.startsWith("r2:")) return false;
    const pattern = entry.onde
      .slice(3)
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("<pedido>", "[0-9A-Z]{6}")
      .replace("<música>", "[1-3]");
    return new RegExp(`^${pattern}$`).test(key);
  });

const EMAIL = "Yasmin.Registro@exemplo.com.br";
let number = "";
let before: Record<string, Row[]> = {};
let keysBefore: string[] = [];

beforeAll(async () => {
  storeState = await migratedStoreState("dados-pedidos-");
  process.env.PEDIDOS_ESTADO_LOCAL = storeState;
  const connection = await openStore({ local: true, run: runProgram, log: () => {} });
  store = connection.store;
  dispose = connection.dispose;

  // A whole Pacote Profissional: song 1 through every step, song 2 delivered with a certificate,
  // song 3 refunded before its delivery; then the buyer's confirmed downloads.
  const made = await novo(
    { nome: "Yasmin Registro", email: EMAIL, pacote: "profissional", codigo: "HP777" },
    context(),
  );
  number = /Pedido ([0-9A-Z]{6}) registrado/.exec(made)?.[1] ?? "";
  // Her phone, as a sale the platform reports brings it (novo asks none).
  await store.db
    .prepare("UPDATE orders SET buyer_phone = ?1 WHERE number = ?2")
    .bind("11987654321", number)
    .run();
  await letra(number, { musica: "1" }, context());
  await previas(number, [tone("p1.wav", 3), tone("p2.wav", 3)], { musica: "1" }, context());
  await entregar(
    number,
    tone("musica.wav", 4),
    { musica: "1", titulo: "Noite no Cairo" },
    context(),
  );
  await deliverSong(
    store,
    number,
    2,
    {
      title: "Lua do Nilo",
      bytes: new Uint8Array([1, 2, 3]),
      name: "Lua do Nilo.mp3",
      seconds: 170,
      sha256: "b".repeat(64),
      certificate: { number: "6K59-REGIST", fragment: "v1.payload.signature" },
    },
    new Date(),
  );
  await reembolso(number, { musica: "3" }, context());
  await recordDownload(store, number, 1, new Date());
  await recordDownload(store, number, 2, new Date());
  before = await everyRow();
  keysBefore = await everyKey();
}, 240_000);

afterAll(async () => {
  await dispose();
  delete process.env.PEDIDOS_ESTADO_LOCAL;
  rmSync(state, { recursive: true, force: true });
  if (storeState) rmSync(storeState, { recursive: true, force: true });
});

describe("a whole order on a real store", () => {
  it("writes only columns and files the register names", () => {
    for (const [table, rows] of Object.entries(before)) {
      for (const column of Object.keys(rows[0] ?? {})) {
        expect(entryOf(table, column), `${table}.${column}`).toBeDefined();
      }
    }
    expect(keysBefore.length).toBe(5 + 1);
    for (const key of keysBefore) expect(r2Entry(key), key).toBeDefined();
  });

  it("fills every column of the order, so that the erase's check below sees each one", () => {
    const order = before.orders?.find((row) => row.number === number) ?? {};
    for (const [column, value] of Object.entries(order)) {
      if (column !== "erased_at") expect(value, `orders.${column}`).not.toBeNull();
    }
    const songs = before.songs?.filter((row) => row.order_number === number) ?? [];
    for (const column of Object.keys(songs[0] ?? {})) {
      expect(
        songs.some((row) => row[column] !== null),
        `songs.${column}`,
      ).toBe(true);
    }
  });

  it("after `apagar`, leaves exactly what the register keeps: every row, every object", async () => {
    await apagar(number, { "a-pedido-da-cliente": true }, context());
    const after = await everyRow();
    for (const [table, rows] of Object.entries(after)) {
      const ofOrder = (row: Row) =>
        table === "orders" ? row.number === number : row.order_number === number;
      const was = (before[table] ?? []).filter(ofOrder);
      const now = rows.filter(ofOrder);
      expect(now.length, table).toBe(was.length);
      now.forEach((row, index) => {
        for (const [column, value] of Object.entries(row)) {
          const entry = entryOf(table, column);
          if (entry?.depoisDeApagar === "mantido") {
            expect(value, `${table}.${column} kept`).toEqual(was[index]?.[column] ?? value);
          } else {
            expect([null, ""], `${table}.${column} erased`).toContain(value);
          }
        }
      });
    }
    // The erase's own time is the one column it writes.
    expect(after.orders?.find((row) => row.number === number)?.erased_at).not.toBeNull();
    expect(await everyKey()).toEqual([]);
    // Every file the register lists is one the erase removes.
    for (const entry of register.filter((item) => item.onde.startsWith("r2:"))) {
      expect(entry.depoisDeApagar).toBe("apagado");
    }
  });
});

describe("npm run dados", () => {
  it("prints the register as an array of objects with the issue's fields", () => {
    const parsed = JSON.parse(registerJson(register)) as Record<string, unknown>[];
    expect(parsed.length).toBe(register.length);
    for (const item of parsed) {
      for (const field of ["dado", "onde", "finalidade", "base", "prazo", "apagamento"]) {
        expect(typeof item[field], `${String(item.onde)} ${field}`).toBe("string");
      }
    }
  });

  it("prints the register in Portuguese, by where each datum is", () => {
    const text = registerText(register, { siteName: "Raqs Music", date: "06/12/2026" });
    expect(text).toContain("LGPD, art. 37");
    expect(text).toContain("── No banco de pedidos (Cloudflare D1) ──");
    expect(text).toContain("Onde: d1:orders.buyer_email");
    expect(text).toContain(
      "Por quanto tempo: 5 anos depois de apagados os dados pessoais do pedido",
    );
  });

  it("titular prints every row and file of one buyer, her e-mail in any case", async () => {
    const made = await novo(
      { nome: "Samira Titular", email: "samira@exemplo.com.br", pacote: "unica" },
      context(),
    );
    const mine = /Pedido ([0-9A-Z]{6}) registrado/.exec(made)?.[1] ?? "";
    await entregar(mine, tone("samira.wav", 4), { titulo: "Dança da Samira" }, context());
    const text = await titular("SAMIRA@exemplo.com.br", register, { store });
    expect(text).toContain(`Pedido ${mine}`);
    expect(text).toContain("o seu nome (d1:orders.buyer_name): Samira Titular");
    expect(text).toContain("o título de cada música (d1:songs.title): Dança da Samira");
    expect(text).toContain(`pedidos/${mine}/1/musica.mp3`);
    expect(text).not.toContain(number);
    // Outside the store, the register's entries of hers, each where she looks for it.
    for (const entry of register.filter(
      ({ onde, titular: whose }) => /^(fornecedor|vendedora):/.test(onde) && whose !== "visitante",
    )) {
      expect(text).toContain(`  • ${entry.dadoParaDona ?? entry.dado} — `);
    }
    expect(text).toContain(
      "  • os arquivos de áudio das prévias e da música, fora da página do pedido — com você",
    );
    // An erased order holds no e-mail: nothing of hers is found by it.
    expect(await titular(EMAIL, register, { store })).toContain("não tem nenhum pedido");
  }, 60_000);

  it("refuses what is not an e-mail", async () => {
    await expect(titular("samira", register, { store })).rejects.toThrow("não é um e-mail");
  });
});
