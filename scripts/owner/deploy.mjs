// @ts-check
// `npm run deploy`: the launch build published to Cloudflare Pages with the installed wrangler
// (docs/decisions/0015-publishing-to-cloudflare.md). In this order, so that a missing login or a
// refused build publishes nothing: the login (`wrangler whoami`), the launch build (the owner's
// .env), the project (created the first time, named after her domain), the order store where she
// delivers on her own page (its database and bucket created the first time, the schema's
// migrations applied: docs/decisions/0023-order-store.md), the upload, the address.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  orderStoreNames,
  readPagesConfig,
  withOrderStore,
  withoutOrderStore,
  WRANGLER_TOML_PATH,
} from "../../deploy/cloudflare-config.mjs";
import { ORDER_STORE_REGION } from "../../src/config/provider-facts.ts";
import { productTableText } from "../../src/features/sales/platform-events.ts";
import { readCommandLine, Refusal, runOwnerCommand } from "./cli.mjs";
import { deploy as say } from "./messages.mjs";
import {
  launchBuild,
  refuseWrangler,
  ROOT,
  runProgram,
  runWrangler,
  WRANGLER,
} from "./processes.mjs";

/** The branch the project is created with, and every upload names: its production. */
export const PRODUCTION_BRANCH = "main";

/** A Pages project's name: a DNS label of `<name>.pages.dev`, at most 58 characters. */
const PROJECT_NAME = /^(?=.{1,58}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The project's name from the site's address: "https://www.dancaemelodia.com.br" →
 * "dancaemelodia-com-br" (the whole domain, so that two sites of hers never share a project).
 * @param {string} siteUrl
 */
export function projectNameFor(siteUrl) {
  return new URL(siteUrl).hostname
    .replace(/^www\./, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 58)
    .replace(/^-+|-+$/g, "");
}

/** The launch configuration (her .env), as the build reads it. */
async function launchConfig() {
  const { LAUNCH_MODE } = await import("../../src/config/launch-mode.ts");
  const { siteEnv } = await import("../../integrations/site-globals.ts");
  const { parseSiteEnv } = await import("../../src/config/env-schema.ts");
  return parseSiteEnv(siteEnv(LAUNCH_MODE));
}

/** The address the launch configuration gives the site (VITE_SITE_URL, from her .env). */
const launchSiteUrl = async () => (await launchConfig()).siteUrl;

/** Whether she delivers on her own site's order page (VITE_ORDER_PAGE). */
const launchOrderPage = async () => (await launchConfig()).orders.page;

/** The platform whose sales webhook the site takes (issue 58), from her payment platform. */
const launchSalesPlatform = async () => {
  const name = (await launchConfig()).legal.paymentPlatform?.name ?? "";
  return /hotmart/i.test(name) ? "hotmart" : /kiwify/i.test(name) ? "kiwify" : null;
};

/** Her product table (VENDAS_PRODUTOS), made from her .env answers to `npm run setup -- vendas`. */
async function launchSalesProducts() {
  const { loadEnv } = await import("vite");
  return productTableText(loadEnv("production", ROOT, "VENDAS_"));
}

/**
 * Asks a secret without showing it; "" where she skips it or nothing can be asked (no terminal).
 * @param {string} question
 */
async function askHidden(question) {
  if (!process.stdin.isTTY) return "";
  const prompts = await import("@clack/prompts");
  const answer = await prompts.password({ message: question });
  return prompts.isCancel(answer) ? "" : String(answer ?? "").trim();
}

/**
 * The sales webhook's secrets in the project (Pages secrets, never in .env: docs/vendas.md), each
 * asked once, without echo, where it is not set yet; then the address to paste in the platform and
 * the events to tick.
 * Her product table goes too, made from her .env at each deploy, so that a change of
 * `npm run setup -- vendas` reaches the site (not a secret, but set by the same command, which
 * keeps it out of the command line and of wrangler.toml).
 * @param {string} project @param {"hotmart" | "kiwify"} platform
 * @param {import("./processes.mjs").Run} run @param {(line: string) => void} log
 * @param {(question: string) => Promise<string>} ask
 * @param {string} products VENDAS_PRODUTOS from her .env ("" when she gave none)
 */
async function prepareSales(project, platform, run, log, ask, products) {
  log(say.stepSales);
  const listed = runWrangler(run, ["pages", "secret", "list", "--project-name", project], {
    ...step(log),
    failed: { problem: say.unreachable, fix: say.unreachableFix },
  });
  const known = new Set(
    [...listed.stdout.matchAll(/^\s*-?\s*([A-Z][A-Z0-9_]+)\s*:/gm)].map((m) => m[1]),
  );
  /** @param {string} name @param {string} value */
  const put = (name, value) =>
    runWrangler(run, ["pages", "secret", "put", name, "--project-name", project], {
      ...step(log),
      input: value,
      failed: { problem: say.secretFailed(name), fix: say.secretFailedFix },
    });
  if (products) {
    put("VENDAS_PRODUTOS", products);
    log(`  ${say.productsSaved(products)}`);
  } else log(`  ${known.has("VENDAS_PRODUTOS") ? say.productsKept : say.productsMissing}`);
  for (const secret of SALES_SECRETS[platform]) {
    if (known.has(secret)) {
      log(`  ${say.secretKept(secret)}`);
      continue;
    }
    const value = await ask(say.secretQuestion(secret));
    if (!value) {
      log(`  ${say.secretSkipped(secret, project)}`);
      continue;
    }
    put(secret, value);
    log(`  ${say.secretSaved(secret)}`);
  }
}

/** What each platform's webhook needs, in the order she is asked: docs/vendas.md. */
const SALES_SECRETS = {
  hotmart: ["HOTMART_HOTTOK", "RESEND_API_KEY", "EMAIL_FROM"],
  kiwify: ["KIWIFY_TOKEN", "RESEND_API_KEY", "EMAIL_FROM"],
};

/**
 * A step of wrangler's, as runWrangler takes it: its failures go to her, said in Portuguese.
 * @param {(line: string) => void} log
 */
const step = (log) => ({ log, again: say.again });

/** The failure of a step that asked for an answer it did not get. */
const UNREACHABLE = { problem: say.unreachable, fix: say.unreachableFix };

/**
 * wrangler's JSON answer, past anything it printed before it.
 * @param {string} text
 * @returns {unknown}
 */
function jsonIn(text) {
  const start = text.search(/[[{]/);
  if (start < 0) return null;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return null;
  }
}

/**
 * The projects of the account: name and domains (`wrangler pages project list --json`).
 * @param {import("./processes.mjs").Run} run
 * @param {(line: string) => void} log
 */
function listProjects(run, log) {
  const listed = runWrangler(run, ["pages", "project", "list", "--json"], {
    ...step(log),
    failed: UNREACHABLE,
  });
  const projects = jsonIn(listed.stdout);
  if (!Array.isArray(projects)) {
    refuseWrangler(`${listed.stdout}\n${listed.stderr}`, { ...step(log), failed: UNREACHABLE });
  }
  return projects.map((project) => ({
    name: String(project["Project Name"] ?? ""),
    domains: String(project["Project Domains"] ?? "")
      .split(",")
      .map((domain) => domain.trim())
      .filter(Boolean),
  }));
}

/**
 * The order store in her account: its database and bucket, created the first time, named in
 * wrangler.toml, the schema's migrations applied. Each wrangler's answer is read, not shown:
 * what she sees is one Portuguese line per step.
 * @param {string} project
 * @param {import("./processes.mjs").Run} run
 * @param {(line: string) => void} log
 * @param {string} tomlFile
 */
function prepareOrderStore(project, run, log, tomlFile) {
  const { databaseName, bucketName } = orderStoreNames(project);
  log(say.stepOrders);
  const databases = () => {
    const listed = runWrangler(run, ["d1", "list", "--json"], {
      ...step(log),
      failed: UNREACHABLE,
    });
    const list = jsonIn(listed.stdout);
    if (!Array.isArray(list)) {
      refuseWrangler(`${listed.stdout}\n${listed.stderr}`, { ...step(log), failed: UNREACHABLE });
    }
    return /** @type {{ name?: string, uuid?: string }[]} */ (list);
  };
  let database = databases().find((item) => item.name === databaseName);
  if (database) {
    log(`  ${say.databaseExists(databaseName)}`);
  } else {
    log(`  ${say.creatingDatabase(databaseName)}`);
    runWrangler(run, ["d1", "create", databaseName, "--location", ORDER_STORE_REGION.hint], {
      ...step(log),
      failed: { problem: say.databaseFailed, fix: say.databaseFailedFix },
    });
    database = databases().find((item) => item.name === databaseName);
  }
  if (!database?.uuid) throw new Refusal(say.databaseFailed, say.databaseFailedFix);

  // R2 not enabled on her account is one of wrangler's failures the list knows (processes.mjs).
  const buckets = runWrangler(run, ["r2", "bucket", "list"], { ...step(log), failed: UNREACHABLE });
  const names = [...buckets.stdout.matchAll(/^name:\s*(\S+)\s*$/gm)].map((match) => match[1]);
  if (names.includes(bucketName)) {
    log(`  ${say.bucketExists(bucketName)}`);
  } else {
    log(`  ${say.creatingBucket(bucketName)}`);
    runWrangler(
      run,
      ["r2", "bucket", "create", bucketName, "--location", ORDER_STORE_REGION.hint],
      { ...step(log), failed: { problem: say.bucketFailed, fix: say.bucketFailedFix } },
    );
  }

  const before = readFileSync(tomlFile, "utf8");
  const after = withOrderStore(before, { databaseName, databaseId: database.uuid, bucketName });
  if (after !== before) {
    writeFileSync(tomlFile, after);
    log(`  ${say.tomlWritten}`);
  }
  const { orders } = readPagesConfig(after);
  runWrangler(run, ["d1", "migrations", "apply", orders?.binding ?? "PEDIDOS", "--remote"], {
    ...step(log),
    failed: { problem: say.migrationsFailed, fix: say.migrationsFailedFix },
  });
  log(`  ${say.migrationsApplied}`);
  log(`  ${say.dataLocation(ORDER_STORE_REGION)}`);
}

/**
 * @param {readonly string[]} argv
 * @param {{ run?: import("./processes.mjs").Run, siteUrl?: () => Promise<string>,
 *   orderPage?: () => Promise<boolean>, tomlFile?: string,
 *   salesPlatform?: () => Promise<"hotmart" | "kiwify" | null>,
 *   askSecret?: (question: string) => Promise<string>,
 *   salesProducts?: () => Promise<string>,
 *   env?: NodeJS.ProcessEnv, log?: (line: string) => void }} [io]
 */
export async function runDeploy(
  argv,
  {
    run = runProgram,
    siteUrl = launchSiteUrl,
    orderPage = launchOrderPage,
    salesPlatform = launchSalesPlatform,
    askSecret = askHidden,
    salesProducts = launchSalesProducts,
    tomlFile = WRANGLER_TOML_PATH,
    env = process.env,
    log = console.log,
  } = {},
) {
  const { values } = readCommandLine(argv, { projeto: { type: "string" } }, say.command);
  if (values.projeto !== undefined && !PROJECT_NAME.test(values.projeto)) {
    throw new Refusal(say.badProject(values.projeto), say.badProjectFix);
  }

  // 1. The login, before anything is built: without it nothing could be published.
  log(say.stepLogin);
  // Read even when it fails: "not logged in" is its JSON's answer, not a failure to refuse.
  const whoami = run(WRANGLER, ["whoami", "--json"], { capture: true });
  const user = /** @type {{ loggedIn?: boolean, email?: string, accounts?: unknown[] } | null} */ (
    jsonIn(whoami.stdout)
  );
  if (user?.loggedIn === false) throw new Refusal(say.notLoggedIn, say.notLoggedInFix);
  if (whoami.status !== 0 || user?.loggedIn !== true) {
    refuseWrangler(`${whoami.stdout}\n${whoami.stderr}`, { ...step(log), failed: UNREACHABLE });
  }
  if ((user.accounts?.length ?? 0) > 1 && !env.CLOUDFLARE_ACCOUNT_ID) {
    throw new Refusal(say.manyAccounts(user.accounts?.length ?? 0), say.manyAccountsFix);
  }
  if (user.email) log(`  ${say.loggedIn(user.email)}`);

  // 2. The launch build, from her .env: refused, it has removed dist/ and nothing follows.
  launchBuild(run, log, { publish: true });

  // 3. The project, created the first time.
  const name = values.projeto ?? projectNameFor(await siteUrl());
  log(say.stepProject(name));
  if (listProjects(run, log).some((project) => project.name === name)) {
    log(`  ${say.projectExists}`);
  } else {
    log(`  ${say.creatingProject(name, PRODUCTION_BRANCH)}`);
    runWrangler(
      run,
      [...["pages", "project", "create", name], ...["--production-branch", PRODUCTION_BRANCH]],
      { ...step(log), failed: { problem: say.projectFailed, fix: say.projectFailedFix } },
    );
  }

  // 4. The order store, where she delivers on her own page; without it, a wrangler.toml that
  //    names no database or bucket for the upload, the committed one put back after it.
  const ordersOn = await orderPage();
  const committed = readFileSync(tomlFile, "utf8");
  if (ordersOn) prepareOrderStore(name, run, log, tomlFile);
  else writeFileSync(tomlFile, withoutOrderStore(committed));
  // 4b. The platform's sales webhook (issue 58): its secrets set before the upload reads them.
  const platform = ordersOn ? await salesPlatform() : null;
  if (platform) await prepareSales(name, platform, run, log, askSecret, await salesProducts());

  // 5. The upload, to the production branch whatever branch her copy is on.
  log(say.stepUpload);
  try {
    runWrangler(
      run,
      [
        ...["pages", "deploy", readPagesConfig().outputDir],
        ...["--project-name", name, "--branch", PRODUCTION_BRANCH, "--commit-dirty=true"],
      ],
      { ...step(log), failed: { problem: say.uploadFailed, fix: say.uploadFailedFix } },
    );
  } finally {
    if (!ordersOn) writeFileSync(tomlFile, committed);
  }

  // 6. Where it is: the project's addresses (pages.dev, and her domain once connected).
  /** @type {string[]} */
  let domains = [];
  try {
    // Quietly: the site is up, and the address is said either way.
    domains = listProjects(run, () => {}).find((project) => project.name === name)?.domains ?? [];
  } catch {
    domains = [];
  }
  log(
    domains.length > 0
      ? say.published(domains.map((domain) => `https://${domain}`))
      : say.publishedUnknown(name),
  );
  log(say.next);
  if (ordersOn) log(say.nextOrders);
  if (platform) {
    const site = domains.find((domain) => !domain.endsWith(".pages.dev")) ?? domains[0];
    log(say.salesWebhook(platform, site ? `https://${site}` : null));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runOwnerCommand({ usage: say.usage, main: (argv) => runDeploy(argv) });
}
