// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { astroBuild } from "../../src/test/astro-build";
import { sampleEntry } from "./sample-entry.fixture";
import {
  findSampleProblems,
  probePublicFile,
  samplesCheckMessage,
  type ProbeFile,
} from "./check-samples.ts";
import { MANIFEST_PATH, readManifest } from "./manifest.mjs";

const sample = sampleEntry;

/** A public/ folder made of a few files and their durations. */
const fakePublic =
  (files: Record<string, number | null>): ProbeFile =>
  async (path) =>
    path in files ? { duration: files[path] ?? null } : null;

describe("findSampleProblems", () => {
  it("finds nothing when every file is there and lasts what the list says, within a second", async () => {
    const probe = fakePublic({
      "audio/lua.opus": 75.007,
      "audio/lua.mp3": 76.0,
      "covers/lua.webp": null,
    });
    expect(await findSampleProblems([sample()], probe)).toEqual([]);
  });

  it("names each missing audio or cover file", async () => {
    const probe = fakePublic({ "audio/lua.mp3": 75 });
    expect(await findSampleProblems([sample()], probe)).toEqual([
      '"lua": public/audio/lua.opus is missing',
      '"lua": public/covers/lua.webp is missing',
    ]);
  });

  it("reports a listed duration more than a second from the file's, and an unreadable file", async () => {
    const probe = fakePublic({
      "audio/lua.opus": 181.006,
      "audio/lua.mp3": null,
      "covers/lua.webp": null,
    });
    expect(await findSampleProblems([sample()], probe)).toEqual([
      '"lua": listed 1:15 (75.01 s), but public/audio/lua.opus lasts 181.01 s (3:01), more than 1 s apart',
      '"lua": public/audio/lua.mp3 has no readable duration (is it audio?)',
    ]);
  });

  it("reads the committed samples' real durations with music-metadata and finds them right", async () => {
    const problems = await findSampleProblems(
      readManifest(MANIFEST_PATH),
      probePublicFile("public"),
    );
    expect(problems).toEqual([]);
  });
});

describe("samplesCheckMessage", () => {
  it("lists the problems under the track list's name and says how to fix them", () => {
    const message = samplesCheckMessage("src/content/samples.json", ["a", "b"]);
    expect(message.split("\n").slice(0, 3)).toEqual([
      "Samples check failed: src/content/samples.json does not match the files in public/.",
      "  - a",
      "  - b",
    ]);
    expect(message).toContain("npm run samples -- add");
    expect(message).toContain("docs/samples.md");
  });
});

describe("npm run build", () => {
  const dir = "node_modules/.cache/samples-check-test";

  /** Runs the real build with another track list; it must stop before writing anything. */
  function buildWith(samples: unknown) {
    mkdirSync(dir, { recursive: true });
    const manifest = `${dir}/samples.json`;
    writeFileSync(manifest, JSON.stringify(samples));
    return astroBuild({ SAMPLES_MANIFEST: manifest }, [], `${dir}/never-written`);
  }

  it("stops with the list when a listed file is missing or a duration is off", () => {
    const [first, second] = readManifest(MANIFEST_PATH);
    const result = buildWith([
      { ...first, file: "nao-existe" },
      { ...second, duration: "3:20", durationSeconds: 200 },
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("✖ Samples check failed");
    expect(result.stderr).toContain(`"${first?.id}": public/audio/nao-existe.opus is missing`);
    expect(result.stderr).toContain(`"${first?.id}": public/covers/nao-existe.webp is missing`);
    expect(result.stderr).toMatch(
      new RegExp(`"${second?.id}": listed 3:20 \\(200 s\\), but public/audio/\\S+\\.opus lasts`),
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it("stops on a malformed track list, naming the field", () => {
    const [first] = readManifest(MANIFEST_PATH);
    const result = buildWith([{ ...first, style: "rock" }]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`"style" must be "romantica" or "pop"`);
  }, 60_000);
});
