// @ts-check
import { combineRanges, parse } from "range-parser";

/**
 * @typedef {{ status: 200 } | { status: 206; start: number; end: number } | { status: 416 }} RangeAnswer
 * @typedef {object} RangeValidators the file's current validators, for `If-Range`
 * @property {string | null} [etag] its `ETag`
 * @property {string | null} [lastModified] its `Last-Modified`
 */

/**
 * Whether `If-Range` names the file as it is now (RFC 9110, 13.1.5): an entity tag must equal the
 * current one by strong comparison (a weak tag never does); a date must be the current
 * `Last-Modified` exactly. Anything else, the file changed: the client gets it whole.
 * @param {string} ifRange
 * @param {RangeValidators} validators
 */
export function ifRangeMatches(ifRange, { etag, lastModified }) {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) {
    return !value.startsWith("W/") && !!etag && !etag.startsWith("W/") && value === etag.trim();
  }
  const date = Date.parse(value);
  return !Number.isNaN(date) && !!lastModified && date === Date.parse(lastModified);
}

/** `bytes=` and a list of `first-last`, `first-` or `-suffix` (RFC 9110, 14.1.2). */
const BYTE_RANGES = /^\s*bytes\s*=\s*(?:\d+-\d*|-\d+)\s*(?:,\s*(?:\d+-\d*|-\d+)\s*)*$/i;

/**
 * What to answer to a GET with a `Range` header, for a file of `size` bytes (RFC 9110, 14.2):
 * one satisfiable byte range gives 206 with its bytes; a byte range past the end gives 416. The
 * header is ignored, and the whole file sent (200), when it is absent, names another unit,
 * cannot be read, asks for several ranges (which a server may answer whole), or comes with an
 * `If-Range` that no longer names the file. Ranges apply to GET only: the caller sends HEAD and
 * other methods their ordinary answer.
 * @param {string | null | undefined} header the `Range` header
 * @param {number} size
 * @param {{ ifRange?: string | null } & RangeValidators} [conditions]
 * @returns {RangeAnswer}
 */
export function byteRange(header, size, conditions = {}) {
  if (!header) return { status: 200 };
  if (conditions.ifRange && !ifRangeMatches(conditions.ifRange, conditions)) return { status: 200 };
  // range-parser calls "bytes=abc" unsatisfiable, as it does "bytes=5000-": only a well-formed
  // byte range that misses the file earns 416.
  if (!BYTE_RANGES.test(header)) return { status: 200 };
  // The pattern lets blanks stand around each number, which range-parser (2.x) reads as no number.
  // It keeps only the satisfiable ranges, a suffix longer than the file cut to the whole file
  // (RFC 9110, 14.1.2); none left (`-0`, any suffix of an empty file, a start past the end) is 416.
  const ranges = combineRanges(parse(size, header.replace(/\s+/g, "")).ranges);
  if (ranges.length === 0) return { status: 416 };
  if (ranges.length !== 1) return { status: 200 };
  const [range] = ranges;
  return range ? { status: 206, start: range.start, end: range.end } : { status: 200 };
}

/**
 * Whether the header asks for one range with no last byte (`bytes=N-`): everything from `N` on,
 * which a server may answer in part, with a 206 whose Content-Range says how much it sent
 * (RFC 9110, 14.1.2: the client learns the length and asks again). A suffix (`bytes=-N`) names
 * its bytes exactly, as a range with both ends does.
 * @param {string | null | undefined} header the `Range` header
 */
export function isOpenEnded(header) {
  return !!header && /^\s*bytes\s*=\s*\d+\s*-\s*$/i.test(header);
}
