import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_STATIC,
  cacheControlFor,
  CONTENT_SECURITY_POLICY,
  DOCUMENT_DIRECTIVES,
  headersFile,
  headersForPath,
  SECURITY_HEADERS,
  serveConfig,
  vercelConfig,
} from "./http-headers.mjs";

describe("http headers", () => {
  it("give the pages' policy every directive but the two Astro writes with their hashes", () => {
    const policy = DOCUMENT_DIRECTIVES.join("; ");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src|style-src|unsafe/);
    // A <meta> policy cannot carry frame-ancestors (the browser warns): it goes in the header.
    expect(policy).not.toContain("frame-ancestors");
  });

  it("forbid framing, plugins and foreign bases in the header, leaving scripts to the page", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'self'");
    // Both policies apply: a script or default source here would block the hashed inline script.
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src|default-src/);
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("ask for HTTPS for at least a year, subdomains included, without committing to preload", () => {
    const hsts = SECURITY_HEADERS["Strict-Transport-Security"];
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(hsts).toContain("includeSubDomains");
    expect(hsts).not.toContain("preload");
  });

  it("are what the committed vercel.json says (run `npm run deploy:config` after a change)", () => {
    expect(JSON.parse(readFileSync("vercel.json", "utf8"))).toEqual(vercelConfig());
  });

  it("give hashed assets a year of immutable caching and HTML revalidation", () => {
    const file = headersFile();
    // Cloudflare joins the values of every matching rule: each later rule detaches the earlier.
    expect(file).toMatch(
      /\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/,
    );
    expect(file).toMatch(
      /\/\*\n(?: {2}.+\n)* {2}Cache-Control: public, max-age=0, must-revalidate/,
    );
  });

  it("mean one Cache-Control per path, the last matching rule's", () => {
    expect(cacheControlFor("/termos-de-uso")).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor("/assets/client.Cd-EeyjT.js")).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor("/audio/samira-no-ritmo.opus")).toBe(CACHE_STATIC);
    expect(cacheControlFor("/covers/samira-no-ritmo.webp")).toBe(CACHE_STATIC);
    // A name that only begins like a folder is not in it.
    expect(cacheControlFor("/assets-old.js")).toBe(CACHE_REVALIDATE);
  });

  it("give serve a Content-Type for each extension it serves, .opus included", () => {
    const rules = serveConfig(["opus", "webmanifest", "unknown-extension"]).headers;
    expect(rules).toContainEqual({
      source: "**/*.opus",
      headers: [{ key: "Content-Type", value: "audio/ogg" }],
    });
    expect(rules).toContainEqual({
      source: "**/*.webmanifest",
      headers: [{ key: "Content-Type", value: "application/manifest+json; charset=utf-8" }],
    });
    expect(rules.some((rule) => rule.source.includes("unknown-extension"))).toBe(false);
  });
});

describe("the order page's headers", () => {
  it("sends no Referer from /pedido, whose address opens the order, and keeps it unindexed", () => {
    expect(headersForPath("/pedido")).toMatchObject({
      ...SECURITY_HEADERS,
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
      "Cache-Control": CACHE_REVALIDATE,
    });
    expect(headersForPath("/")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});
