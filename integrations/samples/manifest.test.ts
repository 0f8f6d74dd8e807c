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
import { RHYTHM_IDS } from "../../src/content/rhythms";

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
      {
        ...entry({ id: "Sol", style: "rock" as "pop", rhythm: "samba" as "saidi", duration: "75" }),
        demo: "no",
      },
      entry({ id: "mar", file: "mar", durationSeconds: 200 }),
      "sol",
      { ...entry({ id: "rio", file: "rio", bpm: 96.5 }), rhythm: undefined },
    ]);
    expect(samples).toEqual([]);
    expect(problems).toEqual([
      'sample 2 ("lua"): "id" is used twice',
      'sample 3 ("Sol"): "id" must be lowercase letters, digits and hyphens, e.g. "yasmin"',
      'sample 3 ("Sol"): "style" must be "romantica" or "pop"',
      'sample 3 ("Sol"): "rhythm" must be one of "maqsum", "baladi", "saidi", "malfuf", "ayoub", "chiftetelli"',
      'sample 3 ("Sol"): "duration" must be "m:ss", e.g. "3:01"',
      'sample 3 ("Sol"): "demo" must be true or false',
      'sample 4 ("mar"): "duration" "1:15" does not match "durationSeconds" 200 (3:20)',
      "sample 5: must be an object",
      'sample 6 ("rio"): "rhythm" must be one of "maqsum", "baladi", "saidi", "malfuf", "ayoub", "chiftetelli"',
      'sample 6 ("rio"): "bpm", when given, must be a whole number from 40 to 240',
    ]);
  });

  it("takes a rhythm from the brief's own list, and a tempo only as a whole number in range", () => {
    for (const id of RHYTHM_IDS) {
      expect(validateManifest([entry({ rhythm: id })]).problems).toEqual([]);
    }
    expect(validateManifest([entry({ bpm: 116 })]).problems).toEqual([]);
    expect(validateManifest([entry({ bpm: 39 })]).problems).toHaveLength(1);
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
  it("puts the fields in a fixed order, the tempo after the rhythm when there is one", () => {
    const shuffled = Object.fromEntries(Object.entries(entry()).reverse()) as SampleEntry;
    expect(Object.keys(JSON.parse(serializeManifest([shuffled]))[0])).toEqual(Object.keys(entry()));
    const [withBpm] = JSON.parse(serializeManifest([{ ...shuffled, bpm: 96 }]));
    expect(Object.keys(withBpm).slice(2, 5)).toEqual(["style", "rhythm", "bpm"]);
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
        rhythm: sample.rhythm,
        bpm: sample.bpm ?? null,
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

  it("name, for the demo samples, the rhythm and tempo their generator composed them in", () => {
    // tools/demo-assets/audio/compose.mjs opens with each piece's title, style, tempo and rhythm.
    const composer = readFileSync("tools/demo-assets/audio/compose.mjs", "utf8");
    const composed = [...composer.matchAll(/^\/\/\s+\d\. "(.+?)"\s+— \S+, (\d+) BPM, (\w+)/gm)];
    expect(composed).toHaveLength(2);
    for (const [, title, bpm, rhythm] of composed) {
      const demo = samples.find((sample) => sample.demo && sample.title === title);
      if (!demo) continue; // an owner's list without the demos
      expect({ rhythm: demo.rhythm, bpm: demo.bpm }, title).toEqual({
        rhythm,
        bpm: Number(bpm),
      });
    }
  });

  it("keep the demo samples marked, so the launch gate can find them", () => {
    expect(demoSamples(samples).map((sample) => sample.id)).toEqual(
      tracks.filter((track) => track.demo).map((track) => track.id),
    );
  });
});
