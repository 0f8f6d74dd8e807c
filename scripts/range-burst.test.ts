// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mixedRanges, rangeAnswerProblem } from "./range-burst.mjs";

describe("mixedRanges", () => {
  const size = 2_897_084;
  const ranges = mixedRanges(size);

  it("asks a quarter bytes=0-, a quarter bytes=0-1, a quarter 64 KiB seeks, the rest open seeks and suffixes", () => {
    expect(ranges).toHaveLength(100);
    expect(ranges.filter((range) => range.header === "bytes=0-")).toHaveLength(25);
    expect(ranges.filter((range) => range.header === "bytes=0-1")).toHaveLength(25);
    const seeks = ranges.filter((range) => /^bytes=\d+-\d+$/.test(range.header) && range.start > 0);
    expect(seeks).toHaveLength(25);
    expect(seeks.every((range) => range.end! - range.start + 1 === 65_536)).toBe(true);
    const open = ranges.filter((range) => /^bytes=[1-9]\d*-$/.test(range.header));
    const suffixes = ranges.filter((range) => range.header.startsWith("bytes=-"));
    expect(open.length + suffixes.length).toBe(25);
    expect(open.length).toBeGreaterThan(10);
    expect(suffixes.length).toBeGreaterThan(10);
  });

  it("spreads the seeks over the file and keeps every range inside it", () => {
    const starts = ranges.map((range) => range.start);
    expect(Math.max(...starts)).toBeGreaterThan(size * 0.8);
    for (const range of ranges) {
      expect(range.start).toBeGreaterThanOrEqual(0);
      expect(range.end ?? size - 1).toBeLessThan(size);
    }
    for (const suffix of ranges.filter((range) => range.header.startsWith("bytes=-"))) {
      expect(suffix.start).toBe(size - Number(suffix.header.slice("bytes=-".length)));
    }
  });
});

describe("rangeAnswerProblem", () => {
  const file = Uint8Array.from({ length: 1000 }, (_, index) => index % 256);
  const bytes = (first: number, last: number) => file.slice(first, last + 1);

  it("accepts the asked bytes, and an open range answered up to any byte", () => {
    const bounded = { header: "bytes=10-19", start: 10, end: 19 };
    const ok = { status: 206, contentRange: "bytes 10-19/1000", body: bytes(10, 19) };
    expect(rangeAnswerProblem(bounded, ok, file)).toBeNull();
    const open = { header: "bytes=500-", start: 500, end: null };
    for (const last of [500, 767, 999]) {
      const answer = {
        status: 206,
        contentRange: `bytes 500-${last}/1000`,
        body: bytes(500, last),
      };
      expect(rangeAnswerProblem(open, answer, file), String(last)).toBeNull();
    }
  });

  it("names what is wrong: status, start, a short bounded answer, the length, the bytes", () => {
    const range = { header: "bytes=10-19", start: 10, end: 19 };
    const problem = (status: number, contentRange: string | null, body: Uint8Array) =>
      rangeAnswerProblem(range, { status, contentRange, body }, file);
    expect(problem(200, null, file)).toMatch(/status 200/);
    expect(problem(206, "bytes 0-19/1000", bytes(0, 19))).toMatch(/starts at 0/);
    expect(problem(206, "bytes 10-15/1000", bytes(10, 15))).toMatch(/ends at 15/);
    expect(problem(206, "bytes 10-19/999", bytes(10, 19))).toMatch(/length 999/);
    expect(problem(206, "bytes 10-19/1000", bytes(10, 18))).toMatch(/9 bytes/);
    const changed = bytes(10, 19);
    changed[3] = 255;
    expect(problem(206, "bytes 10-19/1000", changed)).toMatch(/byte 13 differs/);
    expect(problem(206, "bytes */1000", new Uint8Array())).toMatch(/Content-Range/);
  });
});
