// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../src/config/routes";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_STATIC,
  cacheControlFor,
  headersForPath,
  headersFile,
} from "./http-headers.mjs";

/**
 * Netlify's own parser of `_headers` and of netlify.toml's `[[headers]]` (the one netlify-cli
 * and Netlify's build use), fed the `_headers` the build writes. Netlify's CDN does not run
 * locally, and netlify-cli's local server sends a Cache-Control of its own: the rules as Netlify
 * reads them are what can be checked here (docs/decisions/0006-host-runtimes.md).
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const NETLIFY_TOML = join(root, "netlify.toml");

async function netlifyRules(): Promise<Header[]> {
  const folder = mkdtempSync(join(tmpdir(), "netlify-headers-"));
  try {
    const file = join(folder, "_headers");
    writeFileSync(file, headersFile());
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [file],
      netlifyConfigPath: NETLIFY_TOML,
      configHeaders: [],
      minimal: false,
    });
    // Netlify only logs these and goes on without what it could not read: here they fail.
    if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\n"));
    return headers.filter((header): header is Header => "forRegExp" in header);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every rule whose path matches applies, and a later rule's value wins (netlify-cli's matcher). */
const headersFor = (rules: Header[], path: string): Record<string, string> =>
  Object.assign(
    {},
    ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values),
  );

/** One path of each kind the site serves, the pages in each form Netlify answers them. */
const PATHS = [
  ...Object.values(ROUTES).flatMap((path) =>
    path === "/" ? ["/", "/index.html"] : [path, `${path}/`, `${path}.html`],
  ),
  "/404.html",
  "/nao-existe/mesmo",
  "/assets/client.Cd-EeyjT.js",
  "/assets/react.CvnImTBr.js",
  "/assets/playfair-display-latin-700-normal.CuDiGg7c.woff2",
  "/audio/yasmin-flor-do-deserto.opus",
  "/audio/yasmin-flor-do-deserto.mp3",
  "/covers/yasmin-flor-do-deserto.webp",
  "/avatars/carla.svg",
  "/payments/pix.svg",
  "/brand/logo-512.png",
  "/og-image.jpg",
  "/favicon.ico",
  "/apple-touch-icon.png",
  "/site.webmanifest",
  "/sitemap.xml",
  "/robots.txt",
];

describe("_headers as Netlify reads it", () => {
  it("gives every path the security headers and exactly one Cache-Control, a later rule's", async () => {
    const rules = await netlifyRules();
    for (const path of PATHS) {
      const headers = headersFor(rules, path);
      // No other header, and no second spelling of one (`cache-control` beside `Cache-Control`).
      expect(Object.keys(headers).sort(), path).toEqual(Object.keys(headersForPath(path)).sort());
      expect(headers, path).toEqual(headersForPath(path));
      expect(headers, path).toMatchObject({ "Cache-Control": cacheControlFor(path) });
    }
  });

  it("revalidates pages, caches hashed assets for a year and samples and covers for a day", async () => {
    const rules = await netlifyRules();
    const cacheControl = (path: string) => headersFor(rules, path)["Cache-Control"];
    for (const path of [...Object.values(ROUTES), "/nao-existe/mesmo", "/og-image.jpg"]) {
      expect(cacheControl(path), path).toBe(CACHE_REVALIDATE);
    }
    expect(cacheControl("/assets/client.Cd-EeyjT.js")).toBe(CACHE_IMMUTABLE);
    expect(cacheControl("/audio/yasmin-flor-do-deserto.opus")).toBe(CACHE_STATIC);
    expect(cacheControl("/covers/yasmin-flor-do-deserto.webp")).toBe(CACHE_STATIC);
  });
});

describe("netlify.toml", () => {
  const config = parse(readFileSync(NETLIFY_TOML, "utf8")) as {
    build?: { publish?: string; environment?: Record<string, string> };
    context?: Record<string, { command?: string }>;
  };

  it("publishes dist/ and builds with the Node of .nvmrc and package.json", () => {
    const nvmrc = readFileSync(join(root, ".nvmrc"), "utf8").trim();
    const engines = (
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
        engines: { node: string };
      }
    ).engines.node;
    expect(config.build?.publish).toBe("dist");
    expect(config.build?.environment?.NODE_VERSION).toBe("24");
    expect(nvmrc).toBe("24");
    expect(engines).toBe("24.x");
  });

  it("runs the launch build, which refuses demo values, for every deploy Netlify makes", () => {
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      expect(config.context?.[context]?.command, context).toBe("npm run build:launch");
    }
  });
});
