#!/usr/bin/env node
// @ts-check
// `npm run licence -- keygen|issue|revoke|verify`: the signed licence certificates, in the owner
// family (scripts/owner/cli.mjs). Step by step for an owner: docs/licences.md.
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { readCommandLine, Refusal, runOwnerCommand } from "../owner/cli.mjs";
import { licence as words } from "../owner/messages.mjs";
import { parseSiteEnv, SiteEnvError } from "../../src/config/env-schema.ts";
import { siteEnv } from "../../integrations/site-config.ts";
import { REVOCATIONS_FILE, RevocationsError } from "../../src/features/licence/revocations.ts";
import { TERMS_VERSIONS_DIR } from "../../src/content/terms-versions.ts";
import { issue, keygen, localToday, revoke, verify } from "./actions.mjs";

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
});

/** The site's configuration as the build reads it (`.env`, then the environment). */
function siteConfig() {
  try {
    return parseSiteEnv(siteEnv("production", root));
  } catch (error) {
    if (error instanceof SiteEnvError)
      throw new Refusal(words.envInvalid(error.message), words.envInvalidFix);
    throw error;
  }
}

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
      return (config ??= siteConfig());
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
        console.log((await issue(values, context)).text);
        return;
      case "revoke":
        only(1);
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
