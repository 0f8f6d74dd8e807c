import { describe, expect, it } from "vitest";
import {
  AUDIO_PART_BYTES,
  audioAnswer,
  cutPart,
  isWholePart,
  partLength,
  partPath,
  partsFor,
  streamParts,
  type AudioEntry,
} from "./audio-parts.mjs";

describe("partPath", () => {
  it("keeps the sample's extension, so the part gets its Content-Type", () => {
    expect(partPath("/audio/samira-no-ritmo.opus", 3)).toBe("/audio/_parts/samira-no-ritmo.3.opus");
  });
});

describe("partsFor", () => {
  it("names the parts a range lies in, with the bytes of each to send", () => {
    expect(partsFor(0, 9, 100)).toEqual([{ index: 0, from: 0, to: 9 }]);
    expect(partsFor(95, 205, 100)).toEqual([
      { index: 0, from: 95, to: 99 },
      { index: 1, from: 0, to: 99 },
      { index: 2, from: 0, to: 5 },
    ]);
    expect(partsFor(200, 200, 100)).toEqual([{ index: 2, from: 0, to: 0 }]);
  });

  it("cuts in parts of 256 KiB", () => {
    expect(AUDIO_PART_BYTES).toBe(262_144);
    expect(partsFor(262_143, 262_144).map((piece) => piece.index)).toEqual([0, 1]);
  });
});

/** A sample of 1,050 bytes in parts of 100: ten whole parts and one of 50. */
const ENTRY: AudioEntry = {
  size: 1050,
  etag: '"v1"',
  partBytes: 100,
  parts: Array.from({ length: 11 }, (_, index) => `/audio/_parts/a.${index}.opus`),
};
const answer = (range: string | null, method = "GET", ifRange: string | null = null) =>
  audioAnswer({ method, range, ifRange }, ENTRY);

describe("audioAnswer", () => {
  it("answers HEAD with the headers alone, whatever the range", () => {
    expect(answer(null, "HEAD")).toEqual({ kind: "headers" });
    expect(answer("bytes=0-", "HEAD")).toEqual({ kind: "headers" });
  });

  it("answers `bytes=N-` from N to the end of N's part at most: one part per request", () => {
    expect(answer("bytes=0-")).toEqual({
      kind: "parts",
      start: 0,
      end: 99,
      pieces: [{ index: 0, from: 0, to: 99 }],
    });
    expect(answer("bytes=250-")).toEqual({
      kind: "parts",
      start: 250,
      end: 299,
      pieces: [{ index: 2, from: 50, to: 99 }],
    });
    expect(answer("bytes=1000-")).toEqual({
      kind: "parts",
      start: 1000,
      end: 1049,
      pieces: [{ index: 10, from: 0, to: 49 }],
    });
  });

  it("answers a range with both ends, or a suffix, in full, from every part it covers", () => {
    expect(answer("bytes=0-1")).toEqual({
      kind: "parts",
      start: 0,
      end: 1,
      pieces: [{ index: 0, from: 0, to: 1 }],
    });
    const across = answer("bytes=150-420");
    expect(across).toMatchObject({ kind: "parts", start: 150, end: 420 });
    expect(across.kind === "parts" && across.pieces.map((piece) => piece.index)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(answer("bytes=-120")).toMatchObject({ kind: "parts", start: 930, end: 1049 });
  });

  it("answers a range that covers the whole file from the file itself, with 206", () => {
    expect(answer("bytes=-5000")).toEqual({ kind: "file", status: 206 });
    expect(answer("bytes=0-1049")).toEqual({ kind: "file", status: 206 });
    expect(answer("bytes=0-99999")).toEqual({ kind: "file", status: 206 });
  });

  it("answers no range, a range to ignore or a stale If-Range with the whole file (200)", () => {
    for (const range of [null, "items=0-5", "bytes=abc", "bytes=0-9,500-509"]) {
      expect(answer(range), String(range)).toEqual({ kind: "file", status: 200 });
    }
    expect(answer("bytes=0-9", "GET", '"v0"')).toEqual({ kind: "file", status: 200 });
    expect(answer("bytes=0-9", "GET", '"v1"')).toMatchObject({ kind: "parts", start: 0, end: 9 });
  });

  it("refuses a range past the end", () => {
    expect(answer("bytes=1050-")).toEqual({ kind: "unsatisfiable" });
    expect(answer("bytes=-0")).toEqual({ kind: "unsatisfiable" });
  });
});

describe("isWholePart", () => {
  it("is true for all of a part, the shorter last one included, and false for a cut", () => {
    expect(isWholePart({ index: 0, from: 0, to: 99 }, ENTRY)).toBe(true);
    expect(isWholePart({ index: 10, from: 0, to: 49 }, ENTRY)).toBe(true);
    expect(isWholePart({ index: 0, from: 1, to: 99 }, ENTRY)).toBe(false);
    expect(isWholePart({ index: 0, from: 0, to: 98 }, ENTRY)).toBe(false);
    expect(isWholePart({ index: 10, from: 0, to: 48 }, ENTRY)).toBe(false);
  });
});

/** `file`'s part `index` as the static server answers it: a stream of chunks of `chunk`. */
const file = Uint8Array.from({ length: ENTRY.size }, (_, index) => index % 251);
function partAnswer(index: number, chunk: number, log: { pulled: number; cancelled: boolean }) {
  const bytes = file.slice(index * ENTRY.partBytes, (index + 1) * ENTRY.partBytes);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      log.pulled += Math.min(chunk, bytes.length - offset);
      offset += chunk;
    },
    cancel() {
      log.cancelled = true;
    },
  });
  return { body, arrayBuffer: () => new Response(body).arrayBuffer() };
}

describe("cutPart", () => {
  it("gives exactly the piece's bytes, whatever the chunks", async () => {
    for (const chunk of [1, 7, 100, 150]) {
      for (const piece of [
        { index: 0, from: 0, to: 1 },
        { index: 0, from: 10, to: 20 },
        { index: 2, from: 50, to: 99 },
        { index: 3, from: 1, to: 99 },
        { index: 10, from: 0, to: 48 },
      ]) {
        const log = { pulled: 0, cancelled: false };
        const part = partAnswer(piece.index, chunk, log);
        const bytes = await cutPart(piece, part, partLength(piece.index, ENTRY));
        const start = piece.index * ENTRY.partBytes;
        expect([...bytes], `${JSON.stringify(piece)}, chunks of ${chunk}`).toEqual([
          ...file.slice(start + piece.from, start + piece.to + 1),
        ]);
      }
    }
  });

  it("reads a piece in the part's first quarter no further than its last byte", async () => {
    const log = { pulled: 0, cancelled: false };
    await cutPart({ index: 0, from: 0, to: 1 }, partAnswer(0, 10, log), 100);
    expect(log.pulled).toBe(10);
    expect(log.cancelled).toBe(true);
  });

  it("errors when the part is shorter than the index says", async () => {
    const short = () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(10));
          controller.close();
        },
      });
      return { body, arrayBuffer: () => new Response(body).arrayBuffer() };
    };
    await expect(cutPart({ index: 0, from: 5, to: 20 }, short(), 100)).rejects.toThrow(
      /ended at byte 10, before 20/,
    );
    await expect(cutPart({ index: 0, from: 5, to: 99 }, short(), 100)).rejects.toThrow(
      /ended at byte 10, before 99/,
    );
  });
});

describe("partLength", () => {
  it("is the part size, but for the last, shorter part", () => {
    expect(partLength(0, ENTRY)).toBe(100);
    expect(partLength(10, ENTRY)).toBe(50);
  });
});

describe("streamParts", () => {
  /** Each part of `file` in chunks of `chunk`; records which parts were opened. */
  function parts(chunk: number) {
    const opened: number[] = [];
    const read = async (index: number) => {
      opened.push(index);
      return partAnswer(index, chunk, { pulled: 0, cancelled: false });
    };
    return { read, opened };
  }

  it("gives exactly the bytes of the range, opening only its parts", async () => {
    for (const chunk of [1, 7, 100, 150]) {
      for (const [start, end] of [
        [0, 1049],
        [0, 0],
        [95, 205],
        [250, 349],
        [1000, 1049],
        [1049, 1049],
      ] as const) {
        const { read, opened } = parts(chunk);
        const pieces = partsFor(start, end, ENTRY.partBytes);
        const bytes = new Uint8Array(
          await new Response(streamParts(pieces, ENTRY, read)).arrayBuffer(),
        );
        expect([...bytes], `${start}-${end}, chunks of ${chunk}`).toEqual([
          ...file.slice(start, end + 1),
        ]);
        expect(opened).toEqual(pieces.map((piece) => piece.index));
      }
    }
  });

  it("opens a part only when the one before has been passed on", async () => {
    const { read, opened } = parts(ENTRY.partBytes);
    const channel = new TransformStream<Uint8Array, Uint8Array>(undefined, undefined, {
      highWaterMark: 0,
    });
    const reader = streamParts(partsFor(0, 999, ENTRY.partBytes), ENTRY, read, channel).getReader();
    await reader.read();
    expect(opened).toEqual([0]);
    await reader.read();
    await reader.read();
    expect(opened.length).toBeLessThanOrEqual(3);
    await reader.cancel();
  });

  it("errors when a part cannot be read", async () => {
    const failing = async () => {
      throw new Error("/audio/_parts/a.0.opus: 404");
    };
    const stream = streamParts(partsFor(0, 99, ENTRY.partBytes), ENTRY, failing);
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow(/404/);
  });
});
