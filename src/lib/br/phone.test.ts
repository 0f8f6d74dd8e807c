import { describe, expect, it } from "vitest";
import { whatsappDigits } from "./phone";

describe("whatsappDigits", () => {
  it("keeps the digits of an E.164 number written with spaces, dashes or brackets", () => {
    expect(whatsappDigits("+5511987654321")).toBe("5511987654321");
    expect(whatsappDigits("+55 11 98765-4321")).toBe("5511987654321");
    expect(whatsappDigits("+0 11 98765-4321")).toBeNull();
  });
});
