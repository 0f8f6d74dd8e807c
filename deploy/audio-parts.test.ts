import { describe, expect, it } from "vitest";
import { AUDIO_PART_BYTES, partPath, partsFor, streamParts } from "./audio-parts.mjs";

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

describe("streamParts", () => {
  const file = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);
  const PART = 100;

  /** Each part of `file` as a stream of chunks of `chunk` bytes; records what was read. */
  function parts(chunk: number) {
    const opened: number[] = [];
    const read = async (index: number) => {
      opened.push(index);
      const bytes = file.slice(index * PART, (index + 1) * PART);
      let offset = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(offset, offset + chunk));
          offset += chunk;
        },
      });
    };
    return { read, opened };
  }

  it("gives exactly the bytes of the range, opening only its parts", async () => {
    for (const chunk of [1, 7, 100, 150]) {
      for (const [start, end] of [
        [0, 999],
        [0, 0],
        [95, 205],
        [250, 349],
        [999, 999],
      ] as const) {
        const { read, opened } = parts(chunk);
        const stream = streamParts(partsFor(start, end, PART), read);
        const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        expect([...bytes], `${start}-${end}, chunks of ${chunk}`).toEqual([
          ...file.slice(start, end + 1),
        ]);
        expect(opened).toEqual(partsFor(start, end, PART).map((piece) => piece.index));
      }
    }
  });

  it("opens a part only when the one before has been taken", async () => {
    const { read, opened } = parts(PART);
    const reader = streamParts(partsFor(0, 999, PART), read).getReader();
    await reader.read();
    expect(opened).toEqual([0]);
    await reader.read();
    expect(opened).toEqual([0, 1]);
    await reader.cancel();
  });

  it("errors when a part is shorter than the index says", async () => {
    const short = async () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(10));
          controller.close();
        },
      });
    const stream = streamParts(partsFor(0, 99, PART), short);
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow(/ended early/);
  });
});
