/**
 * Each page carries only its own stylesheet (src/styles/pages/: the shared document's sources and
 * the page's own, so that a legal page does not carry the landing page's rules). The risk of that
 * is a class whose source the page's stylesheet does not name: this finds every class in every
 * built page and expects a rule for it in that page's stylesheet.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILDS, builtPages } from "./built-pages";
import { fileTest as test } from "./built-document";
import { expect, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

/** Classes that mark an element and style nothing: lucide's names on its icons. */
const MARKERS = /^lucide(-[a-z0-9-]+)?$/;

/** A class as Tailwind writes it in a selector: every character but [\w-] escaped. */
const selectorOf = (name: string) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;

test.describe("each page's own stylesheet", ONCE_AT_DESKTOP_SIZE, () => {
  for (const { name, dist } of BUILDS) {
    test(`styles every class its page uses, in ${name}`, () => {
      for (const { file, html } of builtPages(dist)) {
        const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
        const classes = new Set(
          [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
        );
        classes.delete("");
        expect(classes.size, file).toBeGreaterThan(50);
        const unstyled = [...classes].filter(
          (name) => !MARKERS.test(name) && !css.includes(selectorOf(name)),
        );
        expect(unstyled, `${file}: classes with no rule in its stylesheet`).toEqual([]);
      }
    });
  }

  test("a legal page does not carry the landing page's rules", () => {
    const css = (file: string) =>
      [...readFileSync(join("dist", file), "utf8").matchAll(/<style>([\s\S]*?)<\/style>/g)]
        .map((m) => m[1])
        .join("");
    const home = css("index.html");
    const terms = css("termos-de-uso.html");
    expect(terms.length).toBeLessThan(home.length * 0.8);
  });
});
