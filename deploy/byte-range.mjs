// @ts-check
import parseRange from "range-parser";

/**
 * What to answer to a `Range` header for a file of `size` bytes: one satisfiable range gives
 * 206 with its bytes; a range past the end gives 416; no header, a malformed one or several
 * ranges give the whole file (200), which RFC 9110 allows.
 * @param {string | null} header
 * @param {number} size
 * @returns {{ status: 200 } | { status: 206; start: number; end: number } | { status: 416 }}
 */
export function byteRange(header, size) {
  if (!header) return { status: 200 };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { status: 416 };
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return { status: 200 };
  const [range] = ranges;
  return range ? { status: 206, start: range.start, end: range.end } : { status: 200 };
}
