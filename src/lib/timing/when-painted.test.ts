// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { PAINTED_ATTRIBUTE } from "./after-first-paint";
import { PAINTED, whenPainted } from "./when-painted";

describe("whenPainted", () => {
  it("reads the attribute the page script writes", () => {
    expect(PAINTED).toBe(PAINTED_ATTRIBUTE);
  });

  it("waits for the first paint the page script reports, and runs at once after it", async () => {
    document.documentElement.removeAttribute(PAINTED);
    let ran = 0;
    whenPainted(() => (ran += 1));
    expect(ran).toBe(0);
    document.documentElement.setAttribute(PAINTED, "");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toBe(1);
    whenPainted(() => (ran += 1));
    expect(ran).toBe(2);
  });
});
