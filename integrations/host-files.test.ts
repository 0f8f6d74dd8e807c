// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIO_PART_BYTES } from "../deploy/audio-parts.mjs";
import { writeAudioParts } from "./host-files";

describe("writeAudioParts", () => {
  it("writes each sample again in parts that join into the file, with its length and a strong ETag", () => {
    const dist = mkdtempSync(join(tmpdir(), "audio-parts-"));
    mkdirSync(join(dist, "audio"));
    const bytes = Buffer.from(Array.from({ length: 2 * AUDIO_PART_BYTES + 5 }, (_, i) => i % 256));
    writeFileSync(join(dist, "audio", "a.opus"), bytes);
    writeFileSync(join(dist, "audio", "notes.txt"), "not a sample");
    const index = writeAudioParts(dist);
    expect(Object.keys(index)).toEqual(["/audio/a.opus"]);
    const entry = index["/audio/a.opus"]!;
    expect(entry.size).toBe(bytes.length);
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(entry.parts).toHaveLength(3);
    const joined = Buffer.concat(entry.parts.map((part) => readFileSync(join(dist, part))));
    expect(joined.equals(bytes)).toBe(true);
    // Another content, another tag.
    writeFileSync(join(dist, "audio", "a.opus"), Buffer.concat([bytes, Buffer.from([1])]));
    expect(writeAudioParts(dist)["/audio/a.opus"]!.etag).not.toBe(entry.etag);
  });
});
