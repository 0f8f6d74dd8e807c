// @ts-check
/**
 * The samples cut into parts, for Cloudflare's Pages Function (functions/audio/[[path]].ts).
 * Cloudflare's static server answers no byte range and tells the function no length, so a range
 * served from the whole file reads every byte before it: a seek to 2:00 read 1.5 MB, and a burst
 * of visitors seeking at once read the files again and again (on `wrangler pages dev`, 40 at once
 * stopped the server). The build writes each sample again in parts of 256 KiB, with an index of
 * lengths and validators (integrations/host-files.ts); the function reads only the parts a range
 * covers, one after another as the visitor's browser takes them. Other hosts serve ranges on
 * their own and never read these files.
 *
 * No Node imports: this module runs in the Pages Function too.
 */
import { byteRange, isOpenEnded } from "./byte-range.mjs";

/** The index of every sample: its length, its strong ETag and its parts. */
export const AUDIO_PARTS_INDEX = "/audio/_parts/index.json";

/** A part's length: small enough that no request reads much past its range. */
export const AUDIO_PART_BYTES = 256 * 1024;

/**
 * @typedef {object} AudioEntry
 * @property {number} size the whole file's length in bytes
 * @property {string} etag a strong entity tag of its content, quoted
 * @property {number} partBytes the length of each part but the last (`AUDIO_PART_BYTES` when the
 *   build wrote it; the index says it, so that the function never assumes it)
 * @property {string[]} parts the paths of its parts, in order
 * @typedef {Record<string, AudioEntry>} AudioPartsIndex by the sample's path, `/audio/x.opus`
 */

/**
 * Where part `index` of `file` (`/audio/x.opus`) is served: the extension kept, so that it gets
 * the file's Content-Type.
 * @param {string} file
 * @param {number} index
 */
export function partPath(file, index) {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return `/audio/_parts/${name.slice(0, dot)}.${index}${name.slice(dot)}`;
}

/**
 * The parts bytes `start` to `end` (included) lie in, each with the bytes of it to send (`from`
 * and `to` included, counted within the part).
 * @param {number} start
 * @param {number} end
 * @param {number} [partBytes]
 * @returns {{ index: number; from: number; to: number }[]}
 */
export function partsFor(start, end, partBytes = AUDIO_PART_BYTES) {
  const pieces = [];
  for (let index = Math.floor(start / partBytes); index * partBytes <= end; index += 1) {
    const base = index * partBytes;
    pieces.push({
      index,
      from: Math.max(start - base, 0),
      to: Math.min(end - base, partBytes - 1),
    });
  }
  return pieces;
}

/**
 * @typedef {{ index: number; from: number; to: number }} Piece the bytes `from` to `to` (included)
 *   of part `index`
 * @typedef {{ kind: "headers" }
 *   | { kind: "file"; status: 200 | 206 }
 *   | { kind: "unsatisfiable" }
 *   | { kind: "parts"; start: number; end: number; pieces: Piece[] }} AudioAnswer
 */

/**
 * What the function answers for a sample, and which parts it reads (RFC 9110, 14.2, with
 * deploy/byte-range.mjs):
 * - HEAD: the headers, from no part;
 * - no range, or one to ignore: the whole file, the static file itself passed through (200), as
 *   is a range that covers the whole file (206);
 * - a range past the end: 416;
 * - `bytes=N-`: from `N` to the end of the part `N` lies in, at most, so that no request reads
 *   more than one part; the browser asks again from where the answer stopped;
 * - a range with both ends, or a suffix: in full, from each part it covers.
 * @param {{ method: string; range: string | null; ifRange: string | null }} request
 * @param {AudioEntry} entry
 * @returns {AudioAnswer}
 */
export function audioAnswer({ method, range, ifRange }, entry) {
  if (method === "HEAD") return { kind: "headers" };
  const answer = byteRange(range, entry.size, { ifRange, etag: entry.etag });
  if (answer.status === 200) return { kind: "file", status: 200 };
  if (answer.status === 416) return { kind: "unsatisfiable" };
  const { start } = answer;
  const partEnd = (Math.floor(start / entry.partBytes) + 1) * entry.partBytes - 1;
  const end = isOpenEnded(range) ? Math.min(answer.end, partEnd) : answer.end;
  if (start === 0 && end === entry.size - 1) return { kind: "file", status: 206 };
  return { kind: "parts", start, end, pieces: partsFor(start, end, entry.partBytes) };
}

/**
 * Whether `piece` is all of its part: then the part's own body can be passed on untouched.
 * @param {Piece} piece
 * @param {AudioEntry} entry
 */
export function isWholePart(piece, entry) {
  return piece.from === 0 && piece.to === partLength(piece.index, entry) - 1;
}

/**
 * @typedef {{ body: ReadableStream<Uint8Array> | null; arrayBuffer(): Promise<ArrayBuffer> }} PartAnswer
 *   a part as the static server answers it
 */

/**
 * The bytes of `piece`, cut from its part. Measured on workerd (scripts/measure-audio-parts.mjs),
 * a part read whole by the runtime (`arrayBuffer()`, one native copy) costs a third of the CPU of
 * the same part passed chunk by chunk through JavaScript; but a piece in the part's first
 * quarter (`bytes=0-1`, WebKit's first question) is read chunk by chunk up to its last byte, and
 * the rest of the part is never read.
 * @param {Piece} piece
 * @param {PartAnswer} part
 * @param {number} partLength the part's length in bytes
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
export async function cutPart(piece, part, partLength) {
  const short = (/** @type {number} */ read) =>
    new Error(`part ${piece.index} ended at byte ${read}, before ${piece.to}`);
  if (!part.body || piece.to >= partLength / 4) {
    const bytes = new Uint8Array(await part.arrayBuffer());
    if (bytes.byteLength <= piece.to) throw short(bytes.byteLength);
    return bytes.subarray(piece.from, piece.to + 1);
  }
  const bytes = new Uint8Array(piece.to - piece.from + 1);
  const reader = part.body.getReader();
  let position = 0;
  try {
    while (position <= piece.to) {
      const { done, value } = await reader.read();
      if (done) throw short(position);
      const from = Math.max(piece.from - position, 0);
      const to = Math.min(piece.to + 1 - position, value.byteLength);
      if (from < to) bytes.set(value.subarray(from, to), position + from - piece.from);
      position += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  return bytes;
}

/**
 * The length of part `index` of `entry`: `partBytes`, but the last.
 * @param {number} index
 * @param {AudioEntry} entry
 */
export function partLength(index, entry) {
  return Math.min(entry.partBytes, entry.size - index * entry.partBytes);
}

/**
 * The bytes of `pieces`, as one stream written into `channel`: each part is read only when the
 * one before has been passed on. A whole part's body is piped on as it is (on Cloudflare's
 * runtime, from one of its own streams to another, no chunk passes through JavaScript); a part
 * cut at a range's edge goes through `cutPart`. A part that cannot be read, or ends early, errors
 * the stream.
 * @param {Piece[]} pieces
 * @param {AudioEntry} entry the sample they are pieces of
 * @param {(index: number) => Promise<PartAnswer>} readPart
 * @param {{ readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> }} [channel]
 * @returns {ReadableStream<Uint8Array>}
 */
export function streamParts(pieces, entry, readPart, channel = new TransformStream()) {
  const { readable, writable } = channel;
  void (async () => {
    for (const piece of pieces) {
      const part = await readPart(piece.index);
      if (isWholePart(piece, entry) && part.body) {
        await part.body.pipeTo(writable, { preventClose: true });
      } else {
        const bytes = await cutPart(piece, part, partLength(piece.index, entry));
        const writer = writable.getWriter();
        await writer.write(bytes);
        writer.releaseLock();
      }
    }
    await writable.close();
  })().catch((/** @type {unknown} */ error) => writable.abort(error).catch(() => {}));
  return readable;
}
