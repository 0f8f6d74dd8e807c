import { describe, expect, it } from "vitest";
import { byteRange, ifRangeMatches, isOpenEnded } from "./byte-range.mjs";

describe("byteRange", () => {
  it("answers one range with its bytes, the end included", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ status: 206, start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ status: 206, start: 900, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ status: 206, start: 900, end: 999 });
    expect(byteRange("bytes=500-5000", 1000)).toEqual({ status: 206, start: 500, end: 999 });
  });

  it("answers a suffix longer than the file with the whole file (RFC 9110, 14.1.2)", () => {
    expect(byteRange("bytes=-1000", 1000)).toEqual({ status: 206, start: 0, end: 999 });
    expect(byteRange("bytes=-5000", 1000)).toEqual({ status: 206, start: 0, end: 999 });
    expect(byteRange("bytes= -99999999", 1000)).toEqual({ status: 206, start: 0, end: 999 });
    expect(byteRange("bytes=0-9,-5000", 1000)).toEqual({ status: 206, start: 0, end: 999 });
    // A range's last byte is not a suffix.
    expect(byteRange("bytes=10-5000", 1000)).toEqual({ status: 206, start: 10, end: 999 });
  });

  it("refuses a suffix of no bytes, and any suffix of an empty file", () => {
    expect(byteRange("bytes=-0", 1000)).toEqual({ status: 416 });
    expect(byteRange("bytes=-5", 0)).toEqual({ status: 416 });
  });

  it("refuses a well-formed byte range that starts past the end", () => {
    expect(byteRange("bytes=1000-", 1000)).toEqual({ status: 416 });
    expect(byteRange("bytes=2000-3000", 1000)).toEqual({ status: 416 });
  });

  it("ignores what RFC 9110 says to ignore: another unit, a header it cannot read", () => {
    for (const header of ["items=0-1", "bytes=abc", "bytes=", "bytes 0-1", "bytes=1-0x", "foo"]) {
      expect(byteRange(header, 1000), header).toEqual({ status: 200 });
    }
  });

  it("gives the whole file without a header, or for several ranges", () => {
    expect(byteRange(null, 1000)).toEqual({ status: 200 });
    expect(byteRange("bytes=0-9,500-509", 1000)).toEqual({ status: 200 });
  });

  it("joins overlapping ranges into one", () => {
    expect(byteRange("bytes=0-9,5-19", 1000)).toEqual({ status: 206, start: 0, end: 19 });
  });

  it("honours If-Range: the range when it names the file as it is, the whole file when not", () => {
    const file = { etag: '"v2"', lastModified: "Mon, 23 Nov 2026 10:00:00 GMT" };
    const range = (ifRange: string) => byteRange("bytes=0-9", 1000, { ifRange, ...file });
    expect(range('"v2"')).toEqual({ status: 206, start: 0, end: 9 });
    expect(range('"v1"')).toEqual({ status: 200 });
    expect(range('W/"v2"')).toEqual({ status: 200 });
    expect(range("Mon, 23 Nov 2026 10:00:00 GMT")).toEqual({ status: 206, start: 0, end: 9 });
    expect(range("Sun, 22 Nov 2026 10:00:00 GMT")).toEqual({ status: 200 });
    expect(range("not a date")).toEqual({ status: 200 });
  });
});

describe("isOpenEnded", () => {
  it("is true for one range with no last byte only", () => {
    for (const header of ["bytes=0-", "bytes=2000-", " BYTES = 5 - "]) {
      expect(isOpenEnded(header), header).toBe(true);
    }
    for (const header of [null, "", "bytes=0-1", "bytes=-500", "bytes=0-,5-", "items=0-"]) {
      expect(isOpenEnded(header), String(header)).toBe(false);
    }
  });
});

describe("ifRangeMatches", () => {
  it("never matches a weak tag, or a file without the validator asked about", () => {
    expect(ifRangeMatches('"a"', { etag: 'W/"a"' })).toBe(false);
    expect(ifRangeMatches('"a"', {})).toBe(false);
    expect(ifRangeMatches("Mon, 23 Nov 2026 10:00:00 GMT", { etag: '"a"' })).toBe(false);
  });
});
