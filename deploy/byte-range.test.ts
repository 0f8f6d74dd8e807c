import { describe, expect, it } from "vitest";
import { byteRange } from "./byte-range.mjs";

describe("byteRange", () => {
  it("answers one range with its bytes, the end included", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ status: 206, start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ status: 206, start: 900, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ status: 206, start: 900, end: 999 });
    expect(byteRange("bytes=500-5000", 1000)).toEqual({ status: 206, start: 500, end: 999 });
  });

  it("refuses a range that starts past the end, or has no numbers (as Express's send does)", () => {
    expect(byteRange("bytes=1000-", 1000)).toEqual({ status: 416 });
    expect(byteRange("bytes=abc", 1000)).toEqual({ status: 416 });
  });

  it("gives the whole file without a header, for another unit or several ranges", () => {
    expect(byteRange(null, 1000)).toEqual({ status: 200 });
    expect(byteRange("items=0-1", 1000)).toEqual({ status: 200 });
    expect(byteRange("bytes=0-9,500-509", 1000)).toEqual({ status: 200 });
  });

  it("joins overlapping ranges into one", () => {
    expect(byteRange("bytes=0-9,5-19", 1000)).toEqual({ status: 206, start: 0, end: 19 });
  });
});
