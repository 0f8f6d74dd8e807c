// @ts-check
// Where `npm run pedido` finds the order store: on her Cloudflare account (the database and the
// bucket `npm run deploy` created, through wrangler's remote bindings) or, with --local, in the
// project's own wrangler state (.wrangler/state), which `npx wrangler pages dev dist` serves with
// no other flag. Either way the same object, through wrangler's getPlatformProxy(), is handed to
// the same store module the site's functions use (src/features/orders/order-store.ts).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { ORDER_STORE_PLACEHOLDER_ID, readPagesConfig } from "../../../deploy/cloudflare-config.mjs";
import { Refusal } from "../cli.mjs";
import { pedido as say } from "../messages.mjs";
import { refuseWrangler, ROOT, runWrangler } from "../processes.mjs";

/**
 * The local store's folder: the project's wrangler state, where `wrangler pages dev` keeps it.
 * PEDIDOS_ESTADO_LOCAL moves it, for the tests' own folder.
 */
export const localStateDir = (env = process.env) =>
  env.PEDIDOS_ESTADO_LOCAL || join(ROOT, ".wrangler", "state");

/** The schema's migrations, by file name (wrangler.toml's migrations_dir). */
export function migrationFiles(root = ROOT) {
  const { orders } = readPagesConfig();
  if (!orders) return [];
  return readdirSync(join(root, orders.migrationsDir))
    .filter((file) => file.endsWith(".sql"))
    .sort();
}

/**
 * The migrations the store has not applied yet, by wrangler's own record of them.
 * @param {import("../../../src/features/orders/cloudflare.ts").D1Database} db
 */
export async function pendingMigrations(db, root = ROOT) {
  /** @type {string[]} */
  let applied = [];
  try {
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all();
    applied = results.map((row) => String(row.name));
  } catch {
    // No record at all: nothing applied yet.
  }
  return migrationFiles(root).filter((file) => !applied.includes(file));
}

/**
 * @typedef {{
 *   store: import("../../../src/features/orders/order-store.ts").OrderStore,
 *   dispose: () => Promise<void>,
 *   local: boolean,
 * }} Connection
 * @typedef {{ local: boolean, run: import("../processes.mjs").Run, log: (line: string) => void,
 *   env?: NodeJS.ProcessEnv, again?: string }} ConnectOptions `again`: her command as she typed it,
 *   which a refusal tells her to run again once fixed
 */

/**
 * Opens the store, applying the local schema's migrations the first time (the account's are
 * applied by `npm run deploy`).
 * @param {ConnectOptions} options
 * @returns {Promise<Connection>}
 */
export async function openStore({ local, run, log, env = process.env, again = say.sameCommand }) {
  const { orders } = readPagesConfig();
  if (!orders) throw new Refusal(say.noBindings, say.noBindingsFix);
  return local ? openLocal(orders, run, { log, again }, env) : openRemote(orders, { log, again });
}

/**
 * @param {NonNullable<import("../../../deploy/cloudflare-config.mjs").PagesConfig["orders"]>} orders
 * @param {import("../processes.mjs").Run} run
 * @param {{ log: (line: string) => void, again: string }} said
 * @param {NodeJS.ProcessEnv} env
 */
async function openLocal(orders, run, { log, again }, env) {
  const state = localStateDir(env);
  const open = async () =>
    bindingsOf(
      await getPlatformProxy({
        configPath: join(ROOT, "wrangler.toml"),
        persist: { path: join(state, "v3") },
        remoteBindings: false,
        // The site's .env holds no secret of a function's: wrangler would read it and say so.
        envFiles: [],
      }),
      orders,
      true,
    );
  const connection = await open();
  if ((await pendingMigrations(connection.store.db)).length === 0) return connection;
  // wrangler applies the migrations in a runtime of its own, on the same SQLite file: the store's
  // runtime is closed first, so that only one process writes it, and opened again after.
  await connection.dispose();
  log(say.applyingLocalSchema);
  runWrangler(
    run,
    ["d1", "migrations", "apply", orders.binding, "--local", "--persist-to", state],
    { log, again, failed: { problem: say.schemaFailed, fix: say.schemaFailedFix } },
  );
  log(say.localSchemaReady);
  return open();
}

/**
 * Her account's store, through wrangler's remote bindings: a configuration of its own (never
 * wrangler.toml, which `wrangler pages dev` reads as local) names the database and the bucket.
 * @param {NonNullable<import("../../../deploy/cloudflare-config.mjs").PagesConfig["orders"]>} orders
 * @param {{ log: (line: string) => void, again: string }} said
 */
async function openRemote(orders, { log, again }) {
  if (orders.databaseId === ORDER_STORE_PLACEHOLDER_ID) {
    throw new Refusal(say.notDeployed, say.notDeployedFix);
  }
  const folder = mkdtempSync(join(tmpdir(), "pedidos-"));
  const configPath = join(folder, "wrangler.json");
  writeFileSync(
    configPath,
    JSON.stringify({
      name: "pedidos",
      compatibility_date: readPagesConfig().compatibilityDate,
      d1_databases: [
        {
          binding: orders.binding,
          database_name: orders.databaseName,
          database_id: orders.databaseId,
          remote: true,
        },
      ],
      r2_buckets: [{ binding: orders.bucketBinding, bucket_name: orders.bucketName, remote: true }],
    }),
  );
  try {
    const proxy = await getPlatformProxy({
      configPath,
      persist: false,
      remoteBindings: true,
      envFiles: [],
    });
    const connection = bindingsOf(proxy, orders, false);
    return {
      ...connection,
      async dispose() {
        await connection.dispose();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    // wrangler's own message (English), under its heading, then what it means and its fix.
    refuseWrangler(String(error instanceof Error ? error.message : error), {
      log,
      again,
      failed: { problem: say.remoteFailed, fix: say.remoteFailedFix },
    });
  }
}

/**
 * @param {{ env: Record<string, unknown>, dispose: () => Promise<void> }} proxy
 * @param {NonNullable<import("../../../deploy/cloudflare-config.mjs").PagesConfig["orders"]>} orders
 * @param {boolean} local
 * @returns {Connection}
 */
function bindingsOf(proxy, orders, local) {
  const db = /** @type {import("../../../src/features/orders/cloudflare.ts").D1Database} */ (
    proxy.env[orders.binding]
  );
  const files = /** @type {import("../../../src/features/orders/cloudflare.ts").R2Bucket} */ (
    proxy.env[orders.bucketBinding]
  );
  return { store: { db, files }, dispose: () => proxy.dispose(), local };
}
