// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AUDIO_PART_BYTES, AUDIO_PARTS_INDEX } from "./audio-parts.mjs";
import { writeAudioParts } from "./write-audio-parts.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function distWith(bytes: Buffer) {
  const dist = mkdtempSync(join(tmpdir(), "audio-parts-"));
  folders.push(dist);
  mkdirSync(join(dist, "audio"));
  writeFileSync(join(dist, "audio", "a.opus"), bytes);
  writeFileSync(join(dist, "audio", "notes.txt"), "not a sample");
  return dist;
}

describe("writeAudioParts", () => {
  const bytes = Buffer.from(Array.from({ length: 2 * AUDIO_PART_BYTES + 5 }, (_, i) => i % 256));

  it("writes each sample again in parts that join into the file, with its length, part size and a strong ETag", () => {
    const dist = distWith(bytes);
    const index = writeAudioParts(dist);
    expect(Object.keys(index)).toEqual(["/audio/a.opus"]);
    const entry = index["/audio/a.opus"]!;
    expect(entry.size).toBe(bytes.length);
    expect(entry.partBytes).toBe(AUDIO_PART_BYTES);
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(entry.parts).toHaveLength(3);
    const joined = Buffer.concat(entry.parts.map((part) => readFileSync(join(dist, part))));
    expect(joined.equals(bytes)).toBe(true);
    expect(JSON.parse(readFileSync(join(dist, AUDIO_PARTS_INDEX), "utf8"))).toEqual(index);
    // Another content, another tag.
    writeFileSync(join(dist, "audio", "a.opus"), Buffer.concat([bytes, Buffer.from([1])]));
    expect(writeAudioParts(dist)["/audio/a.opus"]!.etag).not.toBe(entry.etag);
  });

  it("cuts in parts of another size when asked, leaving none of the earlier parts behind", () => {
    const dist = distWith(bytes);
    const first = writeAudioParts(dist)["/audio/a.opus"]!;
    const entry = writeAudioParts(dist, 100_000)["/audio/a.opus"]!;
    expect(entry.partBytes).toBe(100_000);
    expect(entry.parts).toHaveLength(Math.ceil(bytes.length / 100_000));
    expect(entry.etag).toBe(first.etag);
    const joined = Buffer.concat(entry.parts.map((part) => readFileSync(join(dist, part))));
    expect(joined.equals(bytes)).toBe(true);
    const stale = first.parts.filter((part) => !entry.parts.includes(part));
    expect(stale.every((part) => !existsSync(join(dist, part)))).toBe(true);
  });
});
