// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitText, TextDoesNotFitError, type FitTextOptions } from "./fit-text.ts";

/** Every character half an em wide: widths are easy to reason about. */
const monospace = (text: string, size: number) => text.length * size * 0.5;

const logo: FitTextOptions = {
  measure: monospace,
  maxWidth: 400,
  maxHeight: 150,
  lineHeight: 1.15,
  maxSize: 64,
  minSize: 26,
  maxLines: 2,
};

describe("fitText", () => {
  it("keeps a short name on one line at the size the design wants", () => {
    expect(fitText("Raqs Music", logo)).toEqual({ lines: ["Raqs Music"], size: 64 });
  });

  it("scales a name down on one line when wrapping would not make it much bigger", () => {
    // 14 characters need 448 px at 64 px: 57 px on one line beats wrapping.
    const fitted = fitText("Raqs Music Pro", logo);
    expect(fitted.lines).toEqual(["Raqs Music Pro"]);
    expect(fitted.size).toBeCloseTo(400 / 7, 1);
  });

  it("wraps a long name onto two balanced lines", () => {
    const fitted = fitText("Dança & Melodia Produções", logo);
    expect(fitted.lines).toEqual(["Dança & Melodia", "Produções"]);
    expect(fitted.size).toBeCloseTo(400 / 7.5, 1);
  });

  it("does not end a line with a connector such as & or de", () => {
    const options = { ...logo, maxWidth: 300 };
    expect(fitText("Studio & Dança", options).lines).not.toContain("Studio &");
    expect(fitText("Casa de Dança Oriental", options).lines).toEqual(["Casa de Dança", "Oriental"]);
  });

  it("shrinks to the height of the box", () => {
    const fitted = fitText("Dança & Melodia Produções", { ...logo, maxHeight: 100 });
    expect(fitted.size).toBeCloseTo(100 / (2 * 1.15), 5);
  });

  it("wraps when only the wrapped name is large enough to read", () => {
    const fitted = fitText("Aaaaaaaaaaaaaaa Bbbbbbbbbbbbbbb", { ...logo, minSize: 48 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.size).toBeGreaterThanOrEqual(48);
  });

  it("throws when the text cannot be read at the smallest size", () => {
    expect(() => fitText("Supercalifragilisticexpialidocious", logo)).toThrow(TextDoesNotFitError);
    expect(() => fitText("   ", logo)).toThrow(TextDoesNotFitError);
  });

  it("copes with a width that is not proportional to the size (letter spacing in px)", () => {
    const spaced = (text: string, size: number) => monospace(text, size) + 3 * (text.length - 1);
    const { lines, size } = fitText("Raqs Music Pro", { ...logo, measure: spaced, maxLines: 1 });
    expect(lines).toEqual(["Raqs Music Pro"]);
    expect(spaced("Raqs Music Pro", size)).toBeLessThanOrEqual(400);
    expect(spaced("Raqs Music Pro", size)).toBeGreaterThan(395);
  });

  it("always returns lines that fit the box and spell the text", () => {
    const word = fc.stringMatching(/^[A-Za-zçãé&]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const text = words.join(" ");
        let fitted;
        try {
          fitted = fitText(text, logo);
        } catch (error) {
          expect(error).toBeInstanceOf(TextDoesNotFitError);
          return;
        }
        expect(fitted.lines.join(" ")).toBe(text);
        expect(fitted.lines.length).toBeLessThanOrEqual(2);
        expect(fitted.size).toBeLessThanOrEqual(64);
        expect(fitted.size).toBeGreaterThanOrEqual(26);
        expect(fitted.lines.length * fitted.size * 1.15).toBeLessThanOrEqual(150 + 1e-9);
        for (const line of fitted.lines) {
          expect(monospace(line, fitted.size)).toBeLessThanOrEqual(400 + 1e-9);
        }
      }),
    );
  });
});
