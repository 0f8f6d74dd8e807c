import { describe, expect, it } from "vitest";
import { islandComponents } from "./island";
import { isIslandName, islandLoaders } from "./registry";

describe("islands", () => {
  it("hydrate in the browser with the same component that was prerendered", async () => {
    for (const name of Object.keys(islandLoaders)) {
      expect(isIslandName(name)).toBe(true);
      if (!isIslandName(name)) continue;
      expect(await islandLoaders[name]()).toBe(islandComponents[name]);
    }
  });

  it("ignore unknown names", () => {
    expect(isIslandName("toString")).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});
