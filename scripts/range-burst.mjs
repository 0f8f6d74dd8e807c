// @ts-check
/**
 * A launch-day burst of plays, as a host sees it: many visitors press play on one sample in the
 * same moment, and each browser asks for byte ranges (WebKit `bytes=0-1` first, every browser
 * `bytes=0-` or `bytes=N-`, a bounded range or a suffix for a seek or a file's tail). Used by
 * scripts/test-hosts.mjs (every answer must be right, on every host) and
 * scripts/measure-audio-parts.mjs (what the burst costs).
 */

/**
 * @typedef {object} BurstRange
 * @property {string} header the `Range` header sent
 * @property {number} start the first byte the answer must start with
 * @property {number | null} end the last byte a full answer holds; `null` when the range is open
 *   (`bytes=N-`), which a host may answer up to any byte from `start` to the file's end
 */

/**
 * `count` ranges of a file of `size` bytes: a quarter `bytes=0-`, a quarter `bytes=0-1`, a
 * quarter seeks of 64 KiB (`bytes=N-(N+65535)`), the rest seeks with no end (`bytes=N-`) and
 * suffixes (`bytes=-N`, up to about 300 KB), each kind spread over the file, in that order.
 * @param {number} size
 * @param {number} [count]
 * @returns {BurstRange[]}
 */
export function mixedRanges(size, count = 100) {
  const quarter = Math.floor(count / 4);
  const seek = 64 * 1024;
  /** @param {number} index @param {number} of @param {number} span */
  const spread = (index, of, span) => Math.floor(((index + 0.5) / of) * span);
  /** @type {BurstRange[]} */
  const ranges = [];
  for (let index = 0; index < quarter; index += 1) {
    ranges.push({ header: "bytes=0-", start: 0, end: null });
  }
  for (let index = 0; index < quarter; index += 1) {
    ranges.push({ header: "bytes=0-1", start: 0, end: Math.min(1, size - 1) });
  }
  for (let index = 0; index < quarter; index += 1) {
    const start = spread(index, quarter, Math.max(size - seek, 1));
    const end = Math.min(start + seek - 1, size - 1);
    ranges.push({ header: `bytes=${start}-${end}`, start, end });
  }
  const rest = count - 3 * quarter;
  for (let index = 0; index < rest; index += 1) {
    if (index % 2 === 0) {
      const start = spread(index, rest, size);
      ranges.push({ header: `bytes=${start}-`, start, end: null });
    } else {
      const suffix = Math.min(128 + spread(index, rest, 300_000), size);
      ranges.push({ header: `bytes=-${suffix}`, start: size - suffix, end: size - 1 });
    }
  }
  return ranges;
}

/**
 * What is wrong with an answer to `range` for `file`, or `null` when it is right: a 206 that
 * starts where asked, names the file's length, holds the file's own bytes, and holds them all for
 * a range with an end (an open range may stop early: the browser asks again from there).
 * @param {BurstRange} range
 * @param {{ status: number; contentRange: string | null; body: Uint8Array }} answer
 * @param {Uint8Array} file
 * @returns {string | null}
 */
export function rangeAnswerProblem(range, { status, contentRange, body }, file) {
  if (status !== 206) return `${range.header}: status ${status}`;
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? "");
  if (!match) return `${range.header}: Content-Range ${contentRange}`;
  const [first, last, length] = match.slice(1).map(Number);
  if (length !== file.length) return `${range.header}: length ${length}, not ${file.length}`;
  if (first !== range.start) return `${range.header}: starts at ${first}, not ${range.start}`;
  if (range.end !== null && last !== range.end) {
    return `${range.header}: ends at ${last}, not ${range.end}`;
  }
  if (last === undefined || first === undefined || last < first || last >= file.length) {
    return `${range.header}: ${contentRange} is not a range of the file`;
  }
  if (body.byteLength !== last - first + 1) {
    return `${range.header}: ${body.byteLength} bytes under ${contentRange}`;
  }
  const expected = file.subarray(first, last + 1);
  const differs = body.findIndex((byte, index) => byte !== expected[index]);
  if (differs !== -1) return `${range.header}: byte ${first + differs} differs from the file`;
  return null;
}

/**
 * @typedef {object} BurstAnswer
 * @property {BurstRange} range
 * @property {number} status 0 when no answer came
 * @property {string | null} contentRange
 * @property {string | null} problem `null` when the answer is right
 */

/**
 * Asks for every range of `url` at once and checks each answer against `file`. An answer that
 * has not ended after `timeoutMs` is a wrong one.
 * @param {string} url
 * @param {readonly BurstRange[]} ranges
 * @param {Uint8Array} file
 * @param {number} [timeoutMs]
 * @returns {Promise<BurstAnswer[]>}
 */
export function fireBurst(url, ranges, file, timeoutMs = 180_000) {
  return Promise.all(
    ranges.map(async (range) => {
      try {
        const response = await fetch(url, {
          headers: { Range: range.header },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = new Uint8Array(await response.arrayBuffer());
        const contentRange = response.headers.get("content-range");
        const problem = rangeAnswerProblem(
          range,
          { status: response.status, contentRange, body },
          file,
        );
        return { range, status: response.status, contentRange, problem };
      } catch (error) {
        const problem = `${range.header}: ${error instanceof Error ? error.message : error}`;
        return { range, status: 0, contentRange: null, problem };
      }
    }),
  );
}
