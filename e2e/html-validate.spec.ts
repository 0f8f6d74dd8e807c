/**
 * The built pages checked by a validator no one here wrote: html-validate's recommended rules,
 * on every page's HTML as a host serves it, for the build under test and, on the first pass, for
 * the demo built with measurement on (e2e/measured.ts: the consent banner and its loader are in
 * the pages only then). The owner pass runs it on the owner's build.
 */
import { HtmlValidate, type ConfigData } from "html-validate";
import { BUILDS, builtPages } from "./built-pages";
import { fileTest as test } from "./built-document";
import { expect, ONCE_AT_DESKTOP_SIZE } from "./fixtures";

/** The recommended rules, but for these, each with why. */
const CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // Style, not conformance: React writes void elements as `<img/>`, boolean and empty
    // attributes as `hidden=""`, and some attribute names in camelCase (`dateTime`,
    // `autoComplete`); HTML accepts each form, and attribute names are case-insensitive.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "attr-case": "off",
    // The FAQ's answers are the WAI-ARIA accordion pattern's `role="region"` panels; the rule
    // still holds for every other role.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // Checkboxes of one question share their name, as radio buttons do (the song brief).
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // The song brief's labels wrap their control and also name it with `for`: redundant, and
    // harmless to every browser and screen reader.
    "no-redundant-for": "off",
    // The song brief's e-mail field carries `autocapitalize="off"`, which no browser applies to
    // an e-mail field anyway (src/features/brief, left to its owners).
    "input-attributes": "off",
    // A search engine's advice on length, not conformance: the landing page's title is the
    // owner's brand and description (VITE_SITE_NAME, VITE_SITE_DESCRIPTION), longer than 70
    // characters in the owner fixture's; seo.spec.ts checks every page's own title.
    "long-title": "off",
  },
};

test.describe("html-validate, recommended rules", ONCE_AT_DESKTOP_SIZE, () => {
  for (const { name, dist } of BUILDS) {
    test(`every page of ${name} is valid`, async () => {
      const validator = new HtmlValidate(CONFIG);
      const problems: string[] = [];
      for (const { file, html } of builtPages(dist)) {
        const report = await validator.validateString(html, file);
        for (const result of report.results) {
          for (const message of result.messages) {
            problems.push(`${file} ${message.ruleId}: ${message.message} (${message.selector})`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
