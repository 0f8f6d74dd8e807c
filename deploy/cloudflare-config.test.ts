// @vitest-environment node
import { supportedCompatibilityDate } from "miniflare";
import { describe, expect, it } from "vitest";
import { readPagesConfig } from "./cloudflare-config.mjs";

describe("wrangler.toml", () => {
  const config = readPagesConfig();

  it("publishes the folder the build writes", () => {
    expect(config.outputDir).toBe("dist");
  });

  // Without a date wrangler takes today's, which the installed workerd refuses (issue 47).
  it("names a compatibility date the installed runtime supports", () => {
    expect(config.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.compatibilityDate <= supportedCompatibilityDate).toBe(true);
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
