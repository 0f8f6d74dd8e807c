#!/usr/bin/env node
// @ts-check
// `npm run pedido -- novo|endereco|letra|previas|entregar|lista|ver|reembolso|apagar`: each order,
// from the payment to the download, on the owner's own site; in the owner family
// (scripts/owner/cli.mjs). Step by step for an owner: docs/entregas.md.
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { loadEnv } from "vite";
import { ownerSiteConfig } from "./site-config.mjs";
import { readCommandLine, Refusal, runOwnerCommand, typedCommand } from "./cli.mjs";
import { pedido as say } from "./messages.mjs";
import { ROOT, runProgram } from "./processes.mjs";
import {
  apagar,
  endereco,
  confirmar,
  entregar,
  letra,
  lista,
  novo,
  previas,
  reembolso,
  ver,
} from "./orders/actions.mjs";
import { localToday } from "../licence/actions.mjs";
import { REVOCATIONS_FILE } from "../../src/features/licence/revocations.ts";
import { TERMS_VERSIONS_DIR } from "../../src/content/terms-versions.ts";
import { vendaTeste } from "./orders/sale-test.mjs";

const OPTIONS = /** @type {const} */ ({
  local: { type: "boolean", default: false },
  json: { type: "boolean", default: false },
  nome: { type: "string" },
  email: { type: "string" },
  pacote: { type: "string" },
  codigo: { type: "string" },
  data: { type: "string" },
  musica: { type: "string" },
  titulo: { type: "string" },
  titular: { type: "string" },
  criada: { type: "string" },
  chave: { type: "string" },
  substituir: { type: "boolean", default: false },
  "mesmo-assim": { type: "boolean", default: false },
  "a-pedido-da-cliente": { type: "boolean", default: false },
  vencidos: { type: "boolean", default: false },
  // She already knows what a step that cancels or erases will do: it is not asked again.
  sim: { type: "boolean", default: false },
});

/** How many words each action takes after its name, and which options it reads. */
const ACTIONS = /** @type {const} */ ({
  novo: { words: [0, 0], options: ["nome", "email", "pacote", "codigo", "data"] },
  endereco: { words: [1, 1], options: [] },
  confirmar: { words: [1, 1], options: ["pacote"] },
  letra: { words: [1, 1], options: ["musica"] },
  previas: { words: [3, 3], options: ["musica"] },
  entregar: {
    words: [2, 2],
    options: ["musica", "titulo", "titular", "criada", "chave", "substituir"],
  },
  lista: { words: [0, 0], options: ["json"] },
  ver: { words: [1, 1], options: [] },
  reembolso: { words: [1, 1], options: ["musica", "mesmo-assim", "sim"] },
  // One order, or with --vencidos every order past its time (apagar refuses a word beside it).
  apagar: { words: [0, 1], options: ["a-pedido-da-cliente", "vencidos", "sim"] },
  "venda-teste": { words: [0, 0], options: [] },
});

/** @param {string[]} argv */
async function main(argv) {
  const { values, positionals } = readCommandLine(argv, OPTIONS, say.command);
  const [action = "", ...words] = positionals;
  const rule = ACTIONS[/** @type {keyof typeof ACTIONS} */ (action)];
  if (!rule) throw new Refusal(say.unknownAction(action), say.actionFix);
  const [fewest, most] = rule.words;
  if (words.length > most)
    throw new Refusal(say.leftOver(String(words[most])), say.example(action));
  if (words.length < fewest) throw new Refusal(say.missingWords(action), say.example(action));
  // An option another step reads is a mistake here, not something to ignore silently.
  const given = Object.keys(values).filter(
    (name) =>
      argv.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`)) && name !== "local",
  );
  const stray = given.filter(
    (name) => !(/** @type {readonly string[]} */ (rule.options).includes(name)),
  );
  if (stray.length > 0) throw new Refusal(say.optionNotHere(stray, action), say.example(action));

  // What cancels certificates or erases data says what it will do, and asks first (issue 58).
  if ((action === "reembolso" || action === "apagar") && !values.sim) {
    const [first] = words;
    const what =
      action === "reembolso"
        ? say.willRefund(first ?? "", values.musica)
        : values.vencidos
          ? say.willEraseDue
          : say.willErase(first ?? "");
    if (!process.stdin.isTTY) {
      throw new Refusal(
        say.confirmNeeded(what),
        say.confirmNeededFix(typedCommand("npm run pedido --", [...argv, "--sim"])),
      );
    }
    const asked = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await asked.question(`${what}\n${say.confirmQuestion} `);
    asked.close();
    if (!/^s(im)?$/i.test(answer.trim())) {
      console.log(say.nothingDone);
      return;
    }
  }

  const config = ownerSiteConfig();
  // The messages it prints speak in her voice (content/order-page.ts), handed over as the build
  // hands it to the page (src/config/voice-global.ts).
  Object.assign(globalThis, { __SELLER_VOICE__: config.offer.voice });
  if (!config.orders.page) throw new Refusal(say.ordersOff, say.ordersOffFix);
  const log = (/** @type {string} */ line) => console.log(line);
  if (values.local) log(say.usingLocal);
  // Loaded once a step runs: wrangler's runtime takes seconds to load, --help needs none of it.
  const { openStore } = await import("./orders/connection.mjs");
  const connection = await openStore({
    local: values.local,
    run: runProgram,
    log,
    // A refusal of wrangler's (her login, the internet) says to run this same command again.
    again: typedCommand("npm run pedido --", argv),
  });
  const context = {
    store: connection.store,
    config,
    now: new Date(),
    today: localToday(),
    local: values.local,
    root: ROOT,
    termsVersionsDir: join(ROOT, TERMS_VERSIONS_DIR),
    revocationsFile: join(ROOT, REVOCATIONS_FILE),
    // Where her private key is (a path, never the key): .env or the environment.
    keyFile:
      process.env.LICENCE_KEY_FILE ||
      loadEnv("production", ROOT, "LICENCE_").LICENCE_KEY_FILE ||
      undefined,
    log,
  };
  try {
    const [first, second, third] = words;
    switch (action) {
      case "novo":
        log(await novo(values, context));
        return;
      case "endereco":
        log(await endereco(first, context));
        return;
      case "confirmar":
        log(await confirmar(first, values, context));
        return;
      case "venda-teste":
        log(await vendaTeste(context));
        return;
      case "letra":
        log(await letra(first, values, context));
        return;
      case "previas":
        log(await previas(first, [second ?? "", third ?? ""], values, context));
        return;
      case "entregar":
        log(await entregar(first, second, values, context));
        return;
      case "lista":
        log(await lista(values, context));
        return;
      case "ver":
        log(await ver(first, context));
        return;
      case "reembolso":
        log(await reembolso(first, values, context));
        return;
      case "apagar":
        log(await apagar(first, values, context));
        return;
    }
  } finally {
    await connection.dispose();
  }
}

await runOwnerCommand({ usage: say.usage, main });
