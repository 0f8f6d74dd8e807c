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
import { byteRange, byteSlice, isOpenEnded } from "./byte-range.mjs";

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
  const length = Math.min(entry.partBytes, entry.size - piece.index * entry.partBytes);
  return piece.from === 0 && piece.to === length - 1;
}

/**
 * The bytes of `pieces`, as one stream written into `channel`: each part is read only when the
 * one before has been passed on. A whole part's body is piped on as it is (on Cloudflare's
 * runtime, from one of its own streams to another, no chunk passes through JavaScript); only a
 * part cut at a range's edge goes through `byteSlice`. A part that cannot be read, or ends early,
 * errors the stream.
 * @param {Piece[]} pieces
 * @param {(index: number) => Promise<ReadableStream<Uint8Array>>} readPart
 * @param {(piece: Piece) => boolean} whole
 * @param {{ readable: ReadableStream<Uint8Array>; writable: WritableStream<Uint8Array> }} [channel]
 * @returns {ReadableStream<Uint8Array>}
 */
export function streamParts(pieces, readPart, whole, channel = new TransformStream()) {
  const { readable, writable } = channel;
  void (async () => {
    for (const piece of pieces) {
      const body = await readPart(piece.index);
      const bytes = whole(piece) ? body : body.pipeThrough(byteSlice(piece.from, piece.to));
      await bytes.pipeTo(writable, { preventClose: true });
    }
    await writable.close();
  })().catch((/** @type {unknown} */ error) => writable.abort(error).catch(() => {}));
  return readable;
}
