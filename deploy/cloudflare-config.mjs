// @ts-check
// Cloudflare Pages' settings, written once in wrangler.toml (read by `wrangler pages dev` and
// `wrangler pages deploy` themselves) and read here by the scripts that drive wrangler.
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

const WRANGLER_TOML = new URL("../wrangler.toml", import.meta.url);

/**
 * @typedef {{ name: string, outputDir: string, compatibilityDate: string }} PagesConfig
 */

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
  };
}
