// @vitest-environment node
import { existsSync } from "node:fs";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_SOURCES, RUN_HER_COMMANDS } from "./owner-pass-sources.mjs";

describe("the owner pass's unit tests", () => {
  it("names files that exist", () => {
    for (const file of [...CONFIGURATION_SOURCES, ...RUN_HER_COMMANDS]) {
      expect(existsSync(file), file).toBe(true);
    }
  });

  // Vitest counts every test as related to a file its own configuration imports: the owner pass
  // would then run the whole unit suite again (118 of 122 files), not the tests her
  // configuration can change.
  it("are not all of them: Vitest's configuration imports no file where the configuration enters", async () => {
    const { metafile } = await build({
      entryPoints: ["vitest.config.ts"],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      metafile: true,
      write: false,
      logLevel: "silent",
    });
    const imported = Object.keys(metafile.inputs);
    expect(imported).toContain("integrations/site-globals.ts");
    expect(imported.filter((file) => CONFIGURATION_SOURCES.includes(file))).toEqual([]);
  });
});
