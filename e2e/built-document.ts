/**
 * A page of the build under test as its file says, parsed in Node (jsdom): what only reads the
 * built HTML (texts, links, metadata, the configuration's words) is checked on the file, without
 * a browser (docs/testing.md). The HTML is what a visitor without JavaScript gets; what a script
 * changes is checked in the browser.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";

/** The build the browser tests serve (`npm start`): the project's dist/. */
const dist = join(process.cwd(), "dist");

/** A route's file in the build: `/` is index.html, `/termos-de-uso` termos-de-uso.html. */
export const builtFile = (route: string) =>
  join(dist, route === "/" ? "index.html" : `${route.slice(1)}.html`);

/** The route's built page, as a document. */
export function builtDocument(route: string): Document {
  return new JSDOM(readFileSync(builtFile(route), "utf8")).window.document;
}

/** Text as a reader gets it: white space collapsed. */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** A node's text as a reader gets it. */
export const readText = (node: Node | null | undefined) => collapse(node?.textContent ?? "");

/** An element named by the element its aria-labelledby points to (a card, a section). */
export function labelled(document: Document, selector: string, name: string): Element {
  const found = [...document.querySelectorAll(selector)].find((element) =>
    (element.getAttribute("aria-labelledby") ?? "")
      .split(" ")
      .some((id) => readText(document.getElementById(id)) === name),
  );
  if (!found) throw new Error(`no ${selector} named "${name}"`);
  return found;
}

/**
 * The test of what reads files or asks the server only: Playwright's own, without the fixtures
 * every page test has (e2e/fixtures.ts), so that no browser page is opened for it.
 */
export { test as fileTest } from "@playwright/test";
