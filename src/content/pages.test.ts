import { describe, expect, it } from "vitest";
import { describedFrom } from "./pages";

describe("describedFrom", () => {
  it("closes her sentence with a full stop where it has no end mark, then gives the lowest price", () => {
    expect(describedFrom("Trilhas árabes sob medida", "R$ 149")).toBe(
      "Trilhas árabes sob medida. A partir de R$ 149.",
    );
    expect(describedFrom(" Trilhas árabes sob medida! ", "R$ 149")).toBe(
      "Trilhas árabes sob medida! A partir de R$ 149.",
    );
  });
});
