// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("refuses an id or files already listed, and an unknown id, saying what to do", () => {
    const refusal = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        return error as ManifestError;
      }
      throw new Error("no refusal");
    };
    const taken = refusal(() => addSample([entry()], entry()));
    expect(taken).toBeInstanceOf(ManifestError);
    expect(taken.message).toBe('já existe um exemplo "lua" na lista');
    expect(taken.fix).toBe(
      "tire o antigo primeiro (npm run samples -- remove lua) ou escolha outro nome com --id",
    );
    expect(refusal(() => addSample([entry()], entry({ id: "lua-2" }))).message).toBe(
      'outro exemplo já usa os arquivos "lua"',
    );
    const unknown = refusal(() => removeSample([entry()], "sol"));
    expect(unknown.message).toBe('não há exemplo "sol" na lista (há: lua)');
    expect(unknown.fix).toBe("veja os ids com: npm run samples -- list");
  });

  it("refuses a list the owner broke by hand, naming the entry and the field", () => {
    const root = mkdtempSync(join(tmpdir(), "manifest-"));
    mkdirSync(join(root, "src/content"), { recursive: true });
    writeFileSync(
      join(root, MANIFEST_PATH),
      JSON.stringify([{ ...entry(), style: "Rock and roll" }]),
    );
    expect(() => readManifest(root)).toThrow(ManifestError);
    expect(() => readManifest(root)).toThrow(
      /a lista de exemplos tem um problema:\n.*item 1 \("lua"\): style/s,
    );
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
