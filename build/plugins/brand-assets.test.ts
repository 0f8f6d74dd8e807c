// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the brand-assets build plugin", () => {
  // A real build: seconds on an idle machine, more on a busy CI runner.
  it(
    "stops the build, naming the variable, when the name cannot be drawn",
    { timeout: 60_000 },
    () => {
      const result = spawnSync(
        "npx",
        ["vite", "build", "--outDir", "node_modules/.cache/never-written"],
        { env: { ...process.env, VITE_SITE_NAME: "Łódź Music" }, encoding: "utf8" },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'VITE_SITE_NAME "Łódź Music" has characters the brand font cannot draw: Ł ź',
      );
    },
  );
});
