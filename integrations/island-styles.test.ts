import { describe, expect, it } from "vitest";
import { ISLAND_STYLE_ELEMENT, moveIslandStyles } from "./island-styles";

const RULE = "astro-island,astro-slot,astro-static-slot{display:contents}";
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("moveIslandStyles", () => {
  it("removes Astro's body copy of the islands' rule when the head's stylesheet has it", () => {
    const html = page(
      `<style>p{margin:0}${RULE}</style>`,
      `<p>a</p>${ISLAND_STYLE_ELEMENT}<astro-island></astro-island>`,
    );
    expect(moveIslandStyles(html, "x.html")).toBe(
      page(`<style>p{margin:0}${RULE}</style>`, "<p>a</p><astro-island></astro-island>"),
    );
  });

  it("leaves a page without islands as it is", () => {
    const html = page("<style>p{margin:0}</style>", "<p>a</p>");
    expect(moveIslandStyles(html, "x.html")).toBe(html);
  });

  it("refuses to drop the rule when the head lacks it", () => {
    const html = page(
      "<style>p{margin:0}</style>",
      `${ISLAND_STYLE_ELEMENT}<astro-island></astro-island>`,
    );
    expect(() => moveIslandStyles(html, "x.html")).toThrow(/lacks the islands' rule/);
  });

  it("refuses a page with any other <style> in its body", () => {
    const html = page(`<style>${RULE}</style>`, "<style>p{color:red}</style><p>a</p>");
    expect(() => moveIslandStyles(html, "x.html")).toThrow(/left in the body/);
  });
});
