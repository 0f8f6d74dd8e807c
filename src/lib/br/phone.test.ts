import { describe, expect, it } from "vitest";
import { buyerWhatsappDigits, whatsappDigits } from "./phone";

describe("whatsappDigits", () => {
  it("keeps the digits of an E.164 number written with spaces, dashes or brackets", () => {
    expect(whatsappDigits("+5511987654321")).toBe("5511987654321");
    expect(whatsappDigits("+55 11 98765-4321")).toBe("5511987654321");
    expect(whatsappDigits("+0 11 98765-4321")).toBeNull();
  });
});

describe("buyerWhatsappDigits", () => {
  it("reads the platforms' phones: Hotmart's without +55, Kiwify's in E.164", () => {
    expect(buyerWhatsappDigits("11987654321")).toBe("5511987654321");
    expect(buyerWhatsappDigits("(11) 3333-4444")).toBe("551133334444");
    expect(buyerWhatsappDigits("011 98765-4321")).toBe("5511987654321");
    expect(buyerWhatsappDigits("5511987654321")).toBe("5511987654321");
    expect(buyerWhatsappDigits("+5511912345678")).toBe("5511912345678");
    expect(buyerWhatsappDigits("+351 912 345 678")).toBe("351912345678");
  });

  it("gives none for what WhatsApp cannot open", () => {
    for (const phone of ["", "987654321", "ligar à tarde", "+55 11 1234", "123456789012345"]) {
      expect(buyerWhatsappDigits(phone), phone).toBeNull();
    }
  });
});
