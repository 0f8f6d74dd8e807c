/**
 * The built pages the static checks read (html-validate, each page's stylesheet, the byte
 * budgets): every page's HTML file in the build under test and, on the first pass, in the demo
 * built with measurement on (e2e/measured.ts). Both builds are written by their servers before
 * any test starts (playwright.config.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROUTES } from "../src/config/routes";
import { MEASURED_DIST, measuresByItself } from "./measured";

/** The builds to read: the one under test, and the measured demo when it is a second one. */
export const BUILDS = [
  { name: "the build under test", dist: "dist" },
  ...(measuresByItself ? [] : [{ name: "the demo with measurement on", dist: MEASURED_DIST }]),
];

/** Every page's file: one per route (`/` is index.html), and the 404 page. */
export const PAGE_FILES = [
  ...Object.values(ROUTES).map((path) => (path === "/" ? "index.html" : `${path.slice(1)}.html`)),
  "404.html",
];

/** Each page of the build in `dist`: its file name and its HTML. */
export const builtPages = (dist: string) =>
  PAGE_FILES.map((file) => ({ file, html: readFileSync(join(dist, file), "utf8") }));
