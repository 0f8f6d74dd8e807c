import { describe, expect, it } from "vitest";
import { formatCpf, isValidCnpj, isValidCpf } from "./documents";

describe("isValidCnpj", () => {
  it("accepts valid numeric CNPJs with or without punctuation", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });

  it("accepts the alphanumeric CNPJ format", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
  });

  it("rejects wrong check digits, repeated digits and wrong lengths", () => {
    expect(isValidCnpj("11.222.333/0001-80")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
  });
});

describe("isValidCpf", () => {
  it("accepts valid CPFs and rejects wrong digits, repeated digits and wrong lengths", () => {
    expect(isValidCpf("123.456.789-09")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("1234567890")).toBe(false);
  });
});

describe("formatCpf", () => {
  it("punctuates the eleven digits", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCpf("529 982 247 25")).toBe("529.982.247-25");
  });
});
