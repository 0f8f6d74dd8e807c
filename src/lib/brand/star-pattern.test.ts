// @vitest-environment node
import { describe, expect, it } from "vitest";
import { segmentsToPath, starPatternSegments, starPatternSvg } from "./star-pattern.mjs";

const L = 96;

/** The segments of a path written by `segmentsToPath`, as "x1 y1|x2 y2" keys. */
const drawn = (d: string) =>
  [...d.matchAll(/M(-?[\d.]+)[ ]?(-?[\d.]+)L(-?[\d.]+)[ ]?(-?[\d.]+)/g)].map(
    ([, x1, y1, x2, y2]) => [Number(x1), Number(y1), Number(x2), Number(y2)] as const,
  );

describe("starPatternSegments", () => {
  it("repeats with period L, so that a tile of L×L is seamless", () => {
    const round = (v: number) => Math.round(v * 1000) / 1000 || 0; // no -0
    const key = ([a, b]: [{ x: number; y: number }, { x: number; y: number }], dx = 0) => {
      const p = `${round(a.x + dx)},${round(a.y)}`;
      const q = `${round(b.x + dx)},${round(b.y)}`;
      return p < q ? `${p}|${q}` : `${q}|${p}`;
    };
    const wide = starPatternSegments({ L, x0: -L, y0: 0, x1: 2 * L, y1: L });
    const keys = new Set(wide.map((segment) => key(segment)));
    const tile = starPatternSegments({ L });
    for (const segment of tile) expect(keys).toContain(key(segment, L));
  });
});

describe("segmentsToPath", () => {
  const a = { x: 0, y: 0 };
  const b = { x: 10, y: 5 };

  it("draws each segment once, whichever way round", () => {
    expect(
      segmentsToPath(
        [
          [a, b],
          [b, a],
        ],
        { p: 1 },
      ),
    ).toBe("M0 0L10 5");
  });

  it("drops segments outside the box and keeps those touching its edge", () => {
    const outside = { x: -10, y: -5 };
    const d = segmentsToPath(
      [
        [a, b],
        [outside, { x: -1, y: -1 }],
        [outside, { x: -1e-12, y: 2 }],
      ],
      { p: 1, box: [0, 0, 20, 20] },
    );
    expect(drawn(d)).toEqual([
      [0, 0, 10, 5],
      [-10, -5, 0, 2],
    ]);
  });

  it("writes the tile's lines inside its box, at the precision asked", () => {
    const d = segmentsToPath(starPatternSegments({ L }), { p: 1, box: [0, 0, L, L] });
    for (const [x1, y1, x2, y2] of drawn(d)) {
      expect(Math.max(x1, x2)).toBeGreaterThanOrEqual(0);
      expect(Math.min(x1, x2)).toBeLessThanOrEqual(L);
      expect(Math.max(y1, y2)).toBeGreaterThanOrEqual(0);
      expect(Math.min(y1, y2)).toBeLessThanOrEqual(L);
      for (const v of [x1, y1, x2, y2]) expect(Math.round(v * 10) / 10).toBe(v);
    }
  });
});

describe("starPatternSvg", () => {
  it("is a size×size document whose internal ids carry the prefix", () => {
    const svg = starPatternSvg({ size: 200, id: "cover", medallion: true, frame: true });
    expect(svg).toMatch(/^<svg [^>]*width="200" height="200" viewBox="0 0 200 200">/);
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^cover-/);
  });
});
