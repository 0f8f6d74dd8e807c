#!/usr/bin/env node
// @ts-check
// `npm run licence -- keygen|issue|revoke|verify`: the signed licence certificates, in the owner
// family (scripts/owner/cli.mjs). Step by step for an owner: docs/licences.md.
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { ownerSiteConfig } from "../owner/site-config.mjs";
import { readCommandLine, Refusal, runOwnerCommand, typedCommand } from "../owner/cli.mjs";
import { licence as words } from "../owner/messages.mjs";
import { REVOCATIONS_FILE, RevocationsError } from "../../src/features/licence/revocations.ts";
import { TERMS_VERSIONS_DIR } from "../../src/content/terms-versions.ts";
import { issue, keygen, localToday, revoke, revokeAtOnce, verify } from "./actions.mjs";
import { runProgram } from "../owner/processes.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

const OPTIONS = /** @type {const} */ ({
  out: { type: "string" },
  key: { type: "string" },
  licensee: { type: "string" },
  song: { type: "string" },
  file: { type: "string" },
  date: { type: "string" },
  terms: { type: "string" },
  purchase: { type: "string" },
  created: { type: "string" },
  "replaced-by": { type: "string" },
  local: { type: "boolean", default: false },
});

/** @param {string[]} argv */
async function main(argv) {
  const { values, positionals } = readCommandLine(argv, OPTIONS, words.command);
  const [action, ...rest] = positionals;
  /** @type {import("../../src/config/env-schema.ts").SiteConfig | undefined} */
  let config;
  const context = {
    root,
    // Read when an action asks for it: an error in .env does not stop keygen from making a key.
    get config() {
      return (config ??= ownerSiteConfig());
    },
    revocationsFile: join(root, REVOCATIONS_FILE),
    termsVersionsDir: join(root, TERMS_VERSIONS_DIR),
    today: localToday(),
  };
  const only = (/** @type {number} */ count) => {
    if (rest.length > count)
      throw new Refusal(words.leftOver(String(rest[count])), words.actionFix);
  };
  try {
    switch (action) {
      case "keygen":
        only(0);
        console.log(keygen(values, context).text);
        return;
      case "issue":
        only(0);
        // --local: a trial certificate, before the site (and its Terms) is published.
        console.log((await issue(values, { ...context, trial: values.local })).text);
        return;
      case "revoke":
        only(1);
        // Where the site keeps its orders, the store cancels it at once (no push, no build).
        if (context.config.orders.page) {
          // The store is opened once the number is checked, so that a typo asks nothing of it.
          const record = async (
            /** @type {string} */ number,
            /** @type {string} */ on,
            /** @type {string | null} */ replacedBy,
          ) => {
            // Loaded here only: wrangler's runtime takes seconds to load.
            const { openStore } = await import("../owner/orders/connection.mjs");
            const { revokeCertificate } = await import("../../src/features/orders/order-store.ts");
            const connection = await openStore({
              local: values.local,
              run: runProgram,
              log: (line) => console.log(line),
              again: typedCommand("npm run licence --", argv),
            });
            try {
              await revokeCertificate(connection.store, number, on, replacedBy);
            } finally {
              await connection.dispose();
            }
          };
          console.log((await revokeAtOnce(rest[0], values, context, record)).text);
          return;
        }
        console.log(revoke(rest[0], values, context).text);
        return;
      case "verify":
        only(1);
        console.log((await verify(rest[0], context)).text);
        return;
      default:
        throw new Refusal(words.unknownAction(action ?? ""), words.actionFix);
    }
  } catch (error) {
    if (error instanceof RevocationsError) {
      throw new Refusal(error.problem, error.fix);
    }
    throw error;
  }
}

await runOwnerCommand({ usage: words.usage, main });
