// @ts-check
// Cloudflare Pages' settings, written once in wrangler.toml (read by `wrangler pages dev` and
// `wrangler pages deploy` themselves) and read here by the scripts that drive wrangler.
import { readFileSync } from "node:fs";
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
