// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleEntry } from "./sample-entry.fixture";
import { siteConfig } from "../../src/config/site";
import { trackStyles, tracks } from "../../src/content/tracks";
import { formatTime, parseListedDuration } from "../../src/features/audio/time";
import { formatDuration, parseDuration } from "./duration.mjs";
import {
  addSample,
  audioFiles,
  coverFile,
  demoSamples,
  MANIFEST_PATH,
  ManifestError,
  readManifest,
  removeSample,
  SAMPLE_STYLES,
  serializeManifest,
  validateManifest,
  type SampleEntry,
} from "./manifest.mjs";
import { isSlug, slugify } from "./slug.mjs";

const entry = sampleEntry;

describe("slugify", () => {
  it("turns a Portuguese title into a file name", () => {
    expect(slugify("Yasmin, Flor do Deserto")).toBe("yasmin-flor-do-deserto");
    expect(slugify("  Canção à Lua — nº 2!  ")).toBe("cancao-a-lua-no-2");
    expect(slugify("!!!")).toBe("");
  });
  it("keeps 60 characters at most, without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(59)} b`);
    expect(slug).toBe("a".repeat(59));
    expect(isSlug(slug)).toBe(true);
  });
  it("accepts only lowercase words joined by single hyphens", () => {
    expect(["lua", "lua-2", "a1-b2"].every(isSlug)).toBe(true);
    expect(["Lua", "lua--2", "-lua", "lua-", "lua_2", ""].some(isSlug)).toBe(false);
  });
});

describe("formatDuration and parseDuration", () => {
  it("write and read m:ss, rounding down like the player", () => {
    expect(formatDuration(181.006)).toBe("3:01");
    expect(formatDuration(75)).toBe("1:15");
    expect(formatDuration(59.99)).toBe("0:59");
    expect(parseDuration("3:01")).toBe(181);
    expect(parseDuration("3:60")).toBeNull();
  });
  it("agree with the card's own formatting, so the listed text never jumps", () => {
    for (let seconds = 0; seconds < 400; seconds += 0.37) {
      expect(formatDuration(seconds)).toBe(formatTime(seconds));
      expect(parseDuration(formatDuration(seconds))).toBe(parseListedDuration(formatTime(seconds)));
    }
  });
});

describe("validateManifest", () => {
  it("accepts the committed track list", () => {
    const data: unknown = JSON.parse(readFileSync(MANIFEST_PATH, "utf8"));
    expect(validateManifest(data).problems).toEqual([]);
  });

  it("names the sample and the field of every problem", () => {
    const { samples, problems } = validateManifest([
      entry(),
      entry({ file: "lua-2" }),
      { ...entry({ id: "Sol", style: "rock" as "pop", duration: "75" }), demo: "no" },
      entry({ id: "mar", file: "mar", durationSeconds: 200 }),
      "sol",
    ]);
    expect(samples).toEqual([]);
    expect(problems).toEqual([
      'sample 2 ("lua"): "id" is used twice',
      'sample 3 ("Sol"): "id" must be lowercase letters, digits and hyphens, e.g. "yasmin"',
      'sample 3 ("Sol"): "style" must be "romantica" or "pop"',
      'sample 3 ("Sol"): "duration" must be "m:ss", e.g. "3:01"',
      'sample 3 ("Sol"): "demo" must be true or false',
      'sample 4 ("mar"): "duration" "1:15" does not match "durationSeconds" 200 (3:20)',
      "sample 5: must be an object",
    ]);
  });

  it("refuses an empty list and anything but a list", () => {
    expect(validateManifest([]).problems).toEqual(["lists no sample: the page needs at least one"]);
    expect(validateManifest({ samples: [] }).problems[0]).toContain("must be a JSON array");
  });
});

describe("addSample and removeSample", () => {
  it("adds at the end and removes by id", () => {
    const list = addSample([entry()], entry({ id: "sol", file: "sol" }));
    expect(list.map((sample) => sample.id)).toEqual(["lua", "sol"]);
    const { samples, removed } = removeSample(list, "lua");
    expect(samples.map((sample) => sample.id)).toEqual(["sol"]);
    expect(removed.title).toBe("Lua");
  });

  it("refuses an id or files already listed, and an unknown id", () => {
    expect(() => addSample([entry()], entry())).toThrow(/a sample "lua" is already listed/);
    expect(() => addSample([entry()], entry({ id: "lua-2" }))).toThrow(
      /another sample uses the files "lua"/,
    );
    expect(() => removeSample([entry()], "sol")).toThrow(ManifestError);
    expect(() => removeSample([entry()], "sol")).toThrow('no sample "sol" (listed: lua)');
  });
});

describe("serializeManifest", () => {
  it("writes the committed file byte for byte (two-space JSON, as Prettier formats it)", () => {
    const text = readFileSync(MANIFEST_PATH, "utf8");
    expect(serializeManifest(readManifest(MANIFEST_PATH))).toBe(text);
  });
  it("puts the fields in a fixed order", () => {
    const shuffled = Object.fromEntries(Object.entries(entry()).reverse()) as SampleEntry;
    expect(Object.keys(JSON.parse(serializeManifest([shuffled]))[0])).toEqual(Object.keys(entry()));
  });
});

describe("the page's tracks", () => {
  const samples = readManifest(MANIFEST_PATH);

  it("are the listed samples, in order, with the configured brand as artist", () => {
    expect(tracks.map((track) => track.id)).toEqual(samples.map((sample) => sample.id));
    for (const [index, sample] of samples.entries()) {
      expect(tracks[index]).toMatchObject({
        title: sample.title,
        artist: siteConfig.siteName,
        style: trackStyles[sample.style],
        duration: sample.duration,
        instrumental: sample.instrumental,
        demo: sample.demo,
        cover: { src: `/${coverFile(sample)}`, width: 640, height: 640, alt: sample.coverAlt },
        audio: audioFiles(sample).map((file) => ({ src: `/${file}`, type: expect.any(String) })),
      });
    }
  });

  it("know every style the command offers", () => {
    expect(Object.keys(trackStyles)).toEqual([...SAMPLE_STYLES]);
  });

  it("keep the demo samples marked, so the launch gate can find them", () => {
    expect(demoSamples(samples).map((sample) => sample.id)).toEqual(
      tracks.filter((track) => track.demo).map((track) => track.id),
    );
  });
});
