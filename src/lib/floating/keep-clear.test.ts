import { describe, expect, it } from "vitest";
import { boxesTouch } from "./keep-clear";

const box = (left: number, top: number, size = 50) => ({
  left,
  top,
  right: left + size,
  bottom: top + size,
});

describe("boxesTouch", () => {
  it("is true for overlapping boxes", () => {
    expect(boxesTouch(box(0, 0), box(25, 25))).toBe(true);
  });

  it("is true within the gap and false beyond it", () => {
    expect(boxesTouch(box(0, 0), box(55, 0), 8)).toBe(true);
    expect(boxesTouch(box(0, 0), box(59, 0), 8)).toBe(false);
    expect(boxesTouch(box(0, 0), box(0, 70), 8)).toBe(false);
  });

  it("is symmetric", () => {
    expect(boxesTouch(box(300, 700), box(0, 0, 400))).toBe(
      boxesTouch(box(0, 0, 400), box(300, 700)),
    );
  });
});
