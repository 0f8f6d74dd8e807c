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

/** The index of every sample: its length, its strong ETag and its parts. */
export const AUDIO_PARTS_INDEX = "/audio/_parts/index.json";

/** A part's length: small enough that no request reads much past its range. */
export const AUDIO_PART_BYTES = 256 * 1024;

/**
 * @typedef {object} AudioEntry
 * @property {number} size the whole file's length in bytes
 * @property {string} etag a strong entity tag of its content, quoted
 * @property {string[]} parts the paths of its parts, in order, each `AUDIO_PART_BYTES` long but
 *   the last
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
 * The bytes of `pieces`, as one stream: each part is fetched only when the one before has been
 * taken, and only its bytes in the range are passed on. A part that cannot be read errors the
 * stream (the browser retries the range).
 * @param {{ index: number; from: number; to: number }[]} pieces
 * @param {(index: number) => Promise<ReadableStream<Uint8Array>>} readPart
 * @returns {ReadableStream<Uint8Array>}
 */
export function streamParts(pieces, readPart) {
  let next = 0;
  /** @type {ReadableStreamDefaultReader<Uint8Array> | undefined} */
  let reader;
  /** Bytes of the current part already read past, and its piece. */
  let position = 0;
  /** @type {{ index: number; from: number; to: number } | undefined} */
  let piece;
  return new ReadableStream({
    async pull(controller) {
      for (;;) {
        if (!reader) {
          piece = pieces[next];
          if (!piece) {
            controller.close();
            return;
          }
          next += 1;
          position = 0;
          reader = (await readPart(piece.index)).getReader();
        }
        const { done, value } = await reader.read();
        const current = /** @type {{ index: number; from: number; to: number }} */ (piece);
        if (done) {
          if (position <= current.to) throw new Error(`part ${current.index} ended early`);
          reader = undefined;
          continue;
        }
        const from = Math.max(current.from - position, 0);
        const to = Math.min(current.to + 1 - position, value.byteLength);
        position += value.byteLength;
        if (position > current.to) {
          void reader.cancel().catch(() => {});
          reader = undefined;
        }
        if (from < to) {
          controller.enqueue(value.subarray(from, to));
          return;
        }
      }
    },
    async cancel() {
      await reader?.cancel().catch(() => {});
    },
  });
}
