// @vitest-environment node
// No module of the site imports itself through others, types included: a circle makes the order
// modules are evaluated in depend on which one is imported first.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|mjs|astro)$/;

const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => SOURCE.test(file) && !file.includes(".test."))
  .map((file) => join(SRC, file));
const known = new Set(files);

/** The site's modules `file` imports, by relative path. */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gm)].flatMap(
    ([, specifier]) => {
      const path = normalize(join(dirname(file), specifier ?? ""));
      const found = [path, `${path}.ts`, `${path}.tsx`, `${path}.mjs`].find((candidate) =>
        known.has(candidate),
      );
      return found ? [found] : [];
    },
  );
}

describe("the import graph of src/", () => {
  it("has no circle", () => {
    const graph = new Map(files.map((file) => [file, imports(file)]));
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open") {
          circles.push(
            [...path.slice(path.indexOf(next)), file, next]
              .map((item) => relative(SRC, item))
              .join(" → "),
          );
        } else if (!state.has(next)) visit(next, [...path, file]);
      }
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file, []);
    expect(circles).toEqual([]);
  });
});
