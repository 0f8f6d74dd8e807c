import { afterEach, describe, expect, it, vi } from "vitest";
import { keepHashTargetAligned } from "./keep-hash-target-aligned";

function setUp(hash: string) {
  let resolveFonts: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveFonts = resolve;
  });
  Object.defineProperty(document, "fonts", { configurable: true, value: { ready } });
  window.history.replaceState(null, "", `/${hash}`);
  document.body.innerHTML = `<section id="precos"></section>`;
  const section = document.getElementById("precos")!;
  section.scrollIntoView = vi.fn();
  return {
    section,
    fontsLoaded: async () => {
      resolveFonts();
      await ready;
      await Promise.resolve();
    },
  };
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("keepHashTargetAligned", () => {
  it("scrolls the hash target back into place once the fonts are ready", async () => {
    const { section, fontsLoaded } = setUp("#precos");
    keepHashTargetAligned();
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    await fontsLoaded();
    expect(section.scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "instant" });
  });

  it("leaves the page alone when the visitor has scrolled meanwhile", async () => {
    const { section, fontsLoaded } = setUp("#precos");
    keepHashTargetAligned();
    window.dispatchEvent(new Event("wheel"));
    await fontsLoaded();
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it("does nothing without a hash", async () => {
    const { section, fontsLoaded } = setUp("");
    keepHashTargetAligned();
    await fontsLoaded();
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});
