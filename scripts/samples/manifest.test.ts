// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleEntry as entry } from "../../src/test/sample-entry";
import {
  addSample,
  MANIFEST_PATH,
  ManifestError,
  readManifest,
  removeSample,
  serializeManifest,
} from "./manifest.mjs";
import { isSlug, slugify } from "./slug.mjs";

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
    expect(serializeManifest(readManifest("."))).toBe(text);
  });
  it("puts the fields in a fixed order, the tempo after the rhythm when there is one", () => {
    const shuffled = Object.fromEntries(Object.entries(entry()).reverse()) as ReturnType<
      typeof entry
    >;
    expect(Object.keys(JSON.parse(serializeManifest([shuffled]))[0])).toEqual(Object.keys(entry()));
    const [withBpm] = JSON.parse(serializeManifest([{ ...shuffled, bpm: 96 }]));
    expect(Object.keys(withBpm).slice(2, 5)).toEqual(["style", "rhythm", "bpm"]);
  });
});
