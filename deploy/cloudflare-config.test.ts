// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readPagesConfig } from "./cloudflare-config.mjs";

describe("wrangler.toml", () => {
  const config = readPagesConfig();

  it("publishes the folder the build writes", () => {
    expect(config.outputDir).toBe("dist");
  });

  // Without a date wrangler takes today's, which the installed workerd refuses (issue 47). The
  // runtime's version carries the newest date it supports: 1.20260426.1 → 2026-04-26.
  it("names a compatibility date the installed runtime supports", () => {
    const { version } = JSON.parse(readFileSync("node_modules/workerd/package.json", "utf8"));
    const newest = String(version)
      .split(".")[1]
      ?.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.compatibilityDate <= (newest ?? "")).toBe(true);
  });

  it("refuses a file without the fields Pages needs", () => {
    expect(() => readPagesConfig('name = "x"\ncompatibility_date = "2025-11-01"')).toThrow(
      /pages_build_output_dir/,
    );
    expect(
      readPagesConfig(
        'name = "x"\npages_build_output_dir = "./out/"\ncompatibility_date = "2025-01-01"',
      ).outputDir,
    ).toBe("out");
  });
});
