import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalPrice, formatBrl, packPricing, parseBrl } from "./brl";

describe("formatBrl", () => {
  it("writes whole reais without centavos and the rest with two digits", () => {
    expect(formatBrl(14900)).toBe("R$ 149");
    expect(formatBrl(9967)).toBe("R$ 99,67");
    expect(formatBrl(129000)).toBe("R$ 1.290");
    expect(formatBrl(5)).toBe("R$ 0,05");
  });

  it("writes the centavos always when asked, as a contract does", () => {
    expect(formatBrl(14900, { alwaysCents: true })).toBe("R$ 149,00");
    expect(formatBrl(9967, { alwaysCents: true })).toBe("R$ 99,67");
  });

  it("refuses fractions of a centavo and negative amounts", () => {
    expect(() => formatBrl(1.5)).toThrow(RangeError);
    expect(() => formatBrl(-100)).toThrow(RangeError);
  });
});

describe("parseBrl", () => {
  it.each([
    ["149", 14900],
    ["149,90", 14990],
    ["149.9", 14990],
    ["R$ 1.290,00", 129000],
    ["1290", 129000],
    [" 99,67 ", 9967],
  ])("reads %j as %d centavos", (text, cents) => {
    expect(parseBrl(text)).toBe(cents);
  });

  it.each(["", "0", "abc", "-10", "1,999", "1.2.3", "149 reais", "12,5,0", "1e3"])(
    "refuses %j",
    (text) => {
      expect(parseBrl(text)).toBeNull();
    },
  );

  it("reads back whatever formatBrl writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(parseBrl(formatBrl(cents))).toBe(cents);
        expect(parseBrl(formatBrl(cents, { alwaysCents: true }))).toBe(cents);
      }),
    );
  });
});

describe("packPricing", () => {
  it("gives the specification's figures for R$ 149 and R$ 299 × 3", () => {
    const { perSongCents, savingsCents } = packPricing(14900, 29900, 3);
    expect(formatBrl(perSongCents)).toBe("R$ 99,67");
    expect(formatBrl(savingsCents)).toBe("R$ 148");
  });

  it("keeps the savings exact in centavos", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        (single, songs) => {
          const pack = single * songs - 1;
          expect(packPricing(single, pack, songs).savingsCents).toBe(1);
        },
      ),
    );
  });
});

describe("decimalPrice", () => {
  it("writes schema.org's decimal price", () => {
    expect(decimalPrice(14900)).toBe("149.00");
    expect(decimalPrice(9967)).toBe("99.67");
  });
});
