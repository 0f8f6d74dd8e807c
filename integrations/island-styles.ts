/**
 * Astro writes its islands' one rule (`astro-island{display:contents}` and its slots) as a
 * `<style>` element in the body, just before the first island: HTML allows `<style>` in the head
 * only (html-validate flagged it on /obrigado). global.css carries the same rule, which Astro
 * inlines in the head, so the build removes the body's copy from every page, and fails if a page
 * would be left without the rule or with any other `<style>` in its body.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Astro's element, as its runtime writes it (astro/dist/runtime/server/astro-island-styles.js). */
export const ISLAND_STYLE_ELEMENT =
  "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
const ISLAND_RULE =
  /astro-island,\s*astro-slot,\s*astro-static-slot\s*\{\s*display:\s*contents;?\s*\}/;

/** The page without Astro's body `<style>`; throws where that would lose the rule or leave one. */
export function moveIslandStyles(html: string, page: string): string {
  const bodyStart = html.indexOf("<body");
  if (bodyStart < 0) return html;
  const head = html.slice(0, bodyStart);
  const body = html.slice(bodyStart).replaceAll(ISLAND_STYLE_ELEMENT, "");
  if (body.length < html.length - bodyStart && !ISLAND_RULE.test(head)) {
    throw new Error(
      `${page}: the head's stylesheet lacks the islands' rule (src/styles/global.css)`,
    );
  }
  if (/<style[\s>]/.test(body)) {
    throw new Error(`${page}: a <style> element is left in the body, where HTML does not allow it`);
  }
  return head + body;
}

export function islandStylesIntegration(): AstroIntegration {
  return {
    name: "island-styles-in-head",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const dist = fileURLToPath(dir);
        for (const page of readdirSync(dist).filter((file) => file.endsWith(".html"))) {
          const path = join(dist, page);
          const html = readFileSync(path, "utf8");
          const moved = moveIslandStyles(html, page);
          if (moved !== html) writeFileSync(path, moved);
        }
      },
    },
  };
}
