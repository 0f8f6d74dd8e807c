import { describe, expect, it } from "vitest";
import { firefoxMajor, firefoxVerdict, PUPPETEER_FIREFOX } from "./firefox-esr.mjs";

describe("the Firefox the engines' tests need", () => {
  it("reads the major version from Firefox's answer and from puppeteer's revision", () => {
    expect(firefoxMajor("Mozilla Firefox 140.12.0esr\n")).toBe(140);
    expect(firefoxMajor("Mozilla Firefox 153.7.0esr")).toBe(153);
    expect(firefoxMajor("stable_150.0.2")).toBe(150);
    expect(firefoxMajor("")).toBeNull();
    expect(firefoxMajor("firefox: command not found")).toBeNull();
  });

  it("knows which Firefox the installed puppeteer-core is made for", () => {
    // Read from what puppeteer-core exports at run time; a release that stops exporting it fails
    // here rather than leaving the upgrade silently off.
    expect(PUPPETEER_FIREFOX).toBeGreaterThanOrEqual(128);
  });

  it("upgrades only a Firefox it knows to be older than puppeteer's", () => {
    expect(firefoxVerdict(140, 150)).toBe("upgrade");
    expect(firefoxVerdict(150, 150)).toBe("fine");
    expect(firefoxVerdict(153, 150)).toBe("fine");
    expect(firefoxVerdict(null, 150)).toBe("fine");
    expect(firefoxVerdict(140, null)).toBe("fine");
  });
});
