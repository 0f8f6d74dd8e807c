/**
 * The built pages the static checks read (html-validate, each page's stylesheet, the byte
 * budgets): every page's HTML file in the build under test and, on the first pass, in the demo
 * built with measurement on (e2e/measured.ts). Both builds are written by their servers before
 * any test starts (playwright.config.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROUTES } from "../src/config/routes";
import { publishedVersions } from "./legal-versions";
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

/**
 * How many pages a build publishes: one per route and the 404, and the Terms and the policy at
 * the dated address of each version published (the current one and every one recorded:
 * content/terms-versions.ts).
 */
export function publishedPageCount(): number {
  return (
    PAGE_FILES.length + publishedVersions("terms").length + publishedVersions("privacy").length
  );
}

/** The dated versions of a document the build in `dist` publishes (content/terms-versions.ts). */
const versionFiles = (dist: string, route: string) => {
  const folder = join(dist, route.slice(1));
  // The dated pages, not the Terms' list of dates beside them (versoes.json, for the webhook).
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith(".html"))
        .map((file) => `${route.slice(1)}/${file}`)
    : [];
};

/** Each page of the build in `dist`: its file name and its HTML. */
export const builtPages = (dist: string) =>
  [...PAGE_FILES, ...versionFiles(dist, ROUTES.terms), ...versionFiles(dist, ROUTES.privacy)].map(
    (file) => ({
      file,
      html: readFileSync(join(dist, file), "utf8"),
    }),
  );
