// @vitest-environment node
import { describe, expect, it } from "vitest";
import { astroBuild } from "../../test/astro-build";

describe("the brand files' endpoints", () => {
  // A real build: seconds on an idle machine, more on a busy CI runner.
  it(
    "stops the build, naming the variable, when the name cannot be drawn",
    { timeout: 60_000 },
    () => {
      const result = astroBuild(
        { VITE_SITE_NAME: "Łódź Music" },
        [],
        "node_modules/.cache/never-written",
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'VITE_SITE_NAME "Łódź Music" has characters the brand font cannot draw: Ł ź',
      );
    },
  );
});
