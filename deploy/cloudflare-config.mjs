// @ts-check
// Cloudflare Pages' settings, written once in wrangler.toml (read by `wrangler pages dev` and
// `wrangler pages deploy` themselves) and read here by the scripts that drive wrangler.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "smol-toml";

const WRANGLER_TOML = new URL("../wrangler.toml", import.meta.url);

/**
 * The database's id in the template's wrangler.toml: any id serves the local store, and
 * `npm run deploy` writes her account's own in its place.
 */
export const ORDER_STORE_PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

/**
 * The orders' bindings (docs/decisions/0023-order-store.md): the D1 database and the R2 bucket.
 * @typedef {{ binding: string, databaseName: string, databaseId: string, migrationsDir: string,
 *   bucketBinding: string, bucketName: string }} OrderStoreConfig
 * @typedef {{ name: string, outputDir: string, compatibilityDate: string,
 *   orders: OrderStoreConfig | null }} PagesConfig
 */

/**
 * The orders' bindings of a parsed wrangler.toml, or null when it declares none.
 * @param {Record<string, unknown>} config
 * @returns {OrderStoreConfig | null}
 */
function orderStoreOf(config) {
  const [database] = /** @type {Record<string, unknown>[]} */ (config.d1_databases ?? []);
  const [bucket] = /** @type {Record<string, unknown>[]} */ (config.r2_buckets ?? []);
  if (!database || !bucket) return null;
  const text = (/** @type {unknown} */ value, /** @type {string} */ field) => {
    if (typeof value !== "string" || value === "") {
      throw new Error(`wrangler.toml: the orders' binding needs ${field}`);
    }
    return value;
  };
  return {
    binding: text(database.binding, "d1_databases.binding"),
    databaseName: text(database.database_name, "d1_databases.database_name"),
    databaseId: text(database.database_id, "d1_databases.database_id"),
    migrationsDir: text(database.migrations_dir, "d1_databases.migrations_dir"),
    bucketBinding: text(bucket.binding, "r2_buckets.binding"),
    bucketName: text(bucket.bucket_name, "r2_buckets.bucket_name"),
  };
}

/**
 * The Pages settings of wrangler.toml: the fallback project name, the folder published and the
 * runtime's compatibility date.
 * @param {string} [text] the file's text (the committed file when omitted)
 * @returns {PagesConfig}
 */
export function readPagesConfig(text = readFileSync(WRANGLER_TOML, "utf8")) {
  const config = parse(text);
  const { name, pages_build_output_dir: outputDir, compatibility_date: date } = config;
  if (typeof name !== "string" || typeof outputDir !== "string" || typeof date !== "string") {
    throw new Error("wrangler.toml needs name, pages_build_output_dir and compatibility_date");
  }
  return {
    name,
    outputDir: outputDir.replace(/^\.\//, "").replace(/\/+$/, ""),
    compatibilityDate: date,
    orders: orderStoreOf(config),
  };
}

/**
 * The order store's names for a Pages project: its database and its bucket, each the project's
 * name and what it holds (a bucket's name has at most 63 characters).
 * @param {string} project
 */
export function orderStoreNames(project) {
  return {
    databaseName: `${project}-pedidos`,
    bucketName: `${project.slice(0, 54).replace(/-+$/, "")}-arquivos`,
  };
}

/**
 * wrangler.toml with the orders' database and bucket named: the lines of the two bindings
 * rewritten in place, every comment kept. What `npm run deploy` writes once it has created them.
 * @param {string} text the file's text
 * @param {{ databaseName: string, databaseId: string, bucketName: string }} store
 */
export function withOrderStore(text, { databaseName, databaseId, bucketName }) {
  const set = (
    /** @type {string} */ within,
    /** @type {string} */ key,
    /** @type {string} */ value,
  ) => within.replace(new RegExp(`^(${key}\\s*=\\s*)"[^"]*"`, "m"), `$1${JSON.stringify(value)}`);
  const [before, d1 = "", r2 = ""] = text.split(/(?=^\[\[(?:d1_databases|r2_buckets)\]\])/m);
  const database = set(set(d1, "database_name", databaseName), "database_id", databaseId);
  const bucket = set(r2, "bucket_name", bucketName);
  const written = `${before}${database}${bucket}`;
  const orders = readPagesConfig(written).orders;
  if (
    orders?.databaseName !== databaseName ||
    orders.databaseId !== databaseId ||
    orders.bucketName !== bucketName
  ) {
    throw new Error("wrangler.toml: the orders' bindings are not where npm run deploy writes them");
  }
  return written;
}

/**
 * wrangler.toml without the orders' bindings: what a site that does not deliver on its own page
 * publishes, so that Cloudflare is asked for no database or bucket she never created.
 * @param {string} text
 */
export function withoutOrderStore(text) {
  return `${text.split(/^# The orders delivered on the owner's site/m)[0]?.trimEnd() ?? text}\n`;
}

/** Where the committed wrangler.toml is. */
export const WRANGLER_TOML_PATH = fileURLToPath(WRANGLER_TOML);
