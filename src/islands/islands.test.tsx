import { describe, expect, it } from "vitest";
import { islandComponents } from "./island-components";
import { isIslandName } from "./registry";

describe("isIslandName", () => {
  it("knows every island that has a component", () => {
    for (const name of Object.keys(islandComponents)) expect(isIslandName(name)).toBe(true);
  });

  it("ignores unknown names", () => {
    expect(isIslandName("toString")).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});
