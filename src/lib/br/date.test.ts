import { describe, expect, it } from "vitest";
import { realDate } from "./date";

describe("realDate", () => {
  it("takes a real day written dd/mm/aaaa", () => {
    expect(realDate("13/04/2025")).toBe("13/04/2025");
    expect(realDate("29/02/2024")).toBe("29/02/2024");
  });

  it("refuses a day that does not exist, or another way of writing it", () => {
    for (const value of ["31/02/2025", "29/02/2025", "00/01/2025", "2025-04-13", "1/4/2025"]) {
      expect(realDate(value), value).toBeNull();
    }
  });
});
