import { describe, expect, it } from "vitest";
import {
  clampTime,
  formatTime,
  parseTime,
  resolveDuration,
  sliderValueText,
  spokenTime,
} from "./time";

describe("parseTime", () => {
  it("reads m:ss", () => {
    expect(parseTime("3:01")).toBe(181);
    expect(parseTime("0:59")).toBe(59);
  });
  it("rejects anything else", () => {
    expect(parseTime("3:61")).toBeNull();
    expect(parseTime("181")).toBeNull();
  });
});

describe("formatTime", () => {
  it("formats whole seconds as m:ss", () => {
    expect(formatTime(181)).toBe("3:01");
    expect(formatTime(181.9)).toBe("3:01");
    expect(formatTime(5)).toBe("0:05");
  });
  it("reads bad values as 0:00", () => {
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatTime(-3)).toBe("0:00");
  });
});

describe("resolveDuration", () => {
  it("prefers the media's own duration", () => {
    expect(resolveDuration(181.04, 181)).toBe(181.04);
  });
  it("falls back to the listed duration for NaN, Infinity and zero", () => {
    expect(resolveDuration(Number.NaN, 181)).toBe(181);
    expect(resolveDuration(Number.POSITIVE_INFINITY, 181)).toBe(181);
    expect(resolveDuration(0, 181)).toBe(181);
  });
});

describe("spokenTime", () => {
  it("speaks minutes and seconds in Portuguese, singular and plural", () => {
    expect(spokenTime(90)).toBe("1 minuto e 30 segundos");
    expect(spokenTime(181)).toBe("3 minutos e 1 segundo");
    expect(spokenTime(120)).toBe("2 minutos");
    expect(spokenTime(1)).toBe("1 segundo");
    expect(spokenTime(0)).toBe("0 segundos");
  });
});

describe("sliderValueText", () => {
  it("says where the track is, out of its length", () => {
    expect(sliderValueText(90, 181)).toBe("1 minuto e 30 segundos de 3 minutos e 1 segundo");
  });
});

describe("clampTime", () => {
  it("keeps a target inside the track", () => {
    expect(clampTime(-5, 181)).toBe(0);
    expect(clampTime(200, 181)).toBe(181);
    expect(clampTime(60, 181)).toBe(60);
  });
});
