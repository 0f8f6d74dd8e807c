// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { askForFontsAfterLoad, FONTS_ATTRIBUTE } from "./after-load";

afterEach(() => {
  document.documentElement.removeAttribute(FONTS_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe("askForFontsAfterLoad", () => {
  it("marks the root at once when the document has loaded", () => {
    askForFontsAfterLoad();
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
  });

  it("waits for the load event while the document is still loading", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    askForFontsAfterLoad();
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
    window.dispatchEvent(new Event("load"));
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
  });
});
