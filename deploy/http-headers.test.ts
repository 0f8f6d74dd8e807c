import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CONTENT_SECURITY_POLICY,
  headersFile,
  SECURITY_HEADERS,
  vercelConfig,
} from "./http-headers.mjs";

describe("http headers", () => {
  it("forbid inline scripts, plugins, foreign bases and framing", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("are what the committed vercel.json says (run `npm run deploy:config` after a change)", () => {
    expect(JSON.parse(readFileSync("vercel.json", "utf8"))).toEqual(vercelConfig());
  });

  it("give hashed assets a year of immutable caching and HTML revalidation", () => {
    const file = headersFile();
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(file).toMatch(
      /\/\*\n(?: {2}.+\n)* {2}Cache-Control: public, max-age=0, must-revalidate/,
    );
  });
});
