#!/usr/bin/env node
// @ts-check
// Lists every file in public/ (with size and, for images, dimensions) and flags
// the ones docs/assets.md does not mention. A file counts as mentioned when the
// doc names it in backticks — as a full path (`public/x/y.svg`), as a glob
// (`public/audio/*.mp3`), or as a bare file name on a line that names its
// directory first (`public/payments/visa.svg`, `elo.svg`).
// Exit code 1 when something is missing.
//
// Run by hand: node tools/demo-assets/check-assets-doc.mjs

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, posix } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const doc = readFileSync(join(ROOT, "docs", "assets.md"), "utf8");

const globToRe = (/** @type {string} */ g) =>
  new RegExp(
    "^" +
      g
        .split("*")
        .map((/** @type {string} */ s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]*") +
      "$",
  );

const patterns = [];
for (const line of doc.split("\n")) {
  let dir = null;
  for (const [, match] of line.matchAll(/`([^`]+)`/g)) {
    const tok = /** @type {string} */ (match);
    if (tok.startsWith("public/")) {
      patterns.push(globToRe(tok));
      dir = posix.dirname(tok);
    } else if (dir && /^[\w.*-]+\.\w+$/.test(tok)) {
      patterns.push(globToRe(`${dir}/${tok}`));
    }
  }
}

/** @type {(d: string) => string[]} */
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
  );

let missing = 0;
for (const file of walk(join(ROOT, "public")).sort()) {
  const rel = relative(ROOT, file).split("\\").join("/");
  let dims = "";
  if (/\.(png|jpe?g|webp|avif|gif)$/i.test(rel)) {
    const m = await sharp(file).metadata();
    dims = `${m.width}×${m.height}`;
  } else if (/\.svg$/i.test(rel)) {
    const s = readFileSync(file, "utf8");
    dims = `${/<svg[^>]*\swidth="([^"]+)"/.exec(s)?.[1] ?? "?"}×${/<svg[^>]*\sheight="([^"]+)"/.exec(s)?.[1] ?? "?"}`;
  }
  const ok = patterns.some((re) => re.test(rel));
  if (!ok) missing++;
  console.log(
    `${ok ? "ok     " : "MISSING"} ${rel}  ${statSync(file).size} bytes${dims ? "  " + dims : ""}`,
  );
}
if (missing) {
  console.log(`${missing} file(s) in public/ are not listed in docs/assets.md`);
  process.exitCode = 1;
}
