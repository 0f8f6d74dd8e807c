// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { linkAfterPaint } from "./after-paint";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("linkAfterPaint", () => {
  it("moves the template's links into the head, once", () => {
    document.head.innerHTML =
      '<meta charset="UTF-8"><template data-after-paint><link rel="manifest" href="/site.webmanifest"></template>';
    expect(document.head.querySelector("link[rel=manifest]")).toBeNull();
    linkAfterPaint(document);
    linkAfterPaint(document);
    expect(document.head.querySelectorAll("link[rel=manifest]")).toHaveLength(1);
    expect(document.head.querySelector("link[rel=manifest]")).toHaveAttribute(
      "href",
      "/site.webmanifest",
    );
    expect(document.head.querySelector("template")).toBeNull();
  });
});
