#!/usr/bin/env node
// @ts-check
// `npm run dados`: her record of processing (LGPD art. 37) for her configuration, in Portuguese
// or as JSON, and `titular <e-mail>`: everything the order store holds about one buyer (art. 18,
// II). The register is src/config/data-register.ts; docs/decisions/0027-data-register.md.
import { readCommandLine, Refusal, runOwnerCommand, typedCommand } from "./cli.mjs";
import { dados as say } from "./messages.mjs";
import { ownerSiteConfig } from "./site-config.mjs";
import { ROOT, runProgram } from "./processes.mjs";
import { registerJson, registerText, titular } from "./dados/actions.mjs";
import { registerFor } from "../../src/config/data-register.ts";
import { parseAnalyticsEnv } from "../../src/config/env-analytics.ts";
import { siteEnv } from "../../integrations/site-globals.ts";

const OPTIONS = /** @type {const} */ ({
  json: { type: "boolean", default: false },
  local: { type: "boolean", default: false },
});

/** @param {string[]} argv */
async function main(argv) {
  const { values, positionals } = readCommandLine(argv, OPTIONS, say.command);
  const config = ownerSiteConfig();
  const register = registerFor(config, parseAnalyticsEnv(siteEnv("production", ROOT)));
  const [action, email, ...rest] = positionals;
  if (action === undefined) {
    console.log(
      values.json
        ? registerJson(register)
        : registerText(register, {
            siteName: config.siteName,
            date: new Date().toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" }),
          }),
    );
    return;
  }
  if (action !== "titular" || rest.length > 0) {
    throw new Refusal(say.unknownAction([action, ...rest].join(" ")), say.unknownActionFix);
  }
  if (values.json) throw new Refusal(say.jsonOnlyHere, say.unknownActionFix);
  if (!email) throw new Refusal(say.missingEmail, say.missingEmailFix);
  // Loaded only here: wrangler's runtime takes seconds to load.
  const { openStore } = await import("./orders/connection.mjs");
  const log = (/** @type {string} */ line) => console.log(line);
  const connection = await openStore({
    local: values.local,
    run: runProgram,
    log,
    again: typedCommand("npm run dados --", argv),
  });
  try {
    log(await titular(email, register, { store: connection.store }));
  } finally {
    await connection.dispose();
  }
}

await runOwnerCommand({ usage: say.usage, main });
