// @vitest-environment node
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../config/site";
import { sampleEntry as entry } from "../test/sample-entry";
import {
  COLLECTION_FILES,
  collectionProblems,
  readSamples,
  readTestimonials,
  sampleFiles,
  sampleSchema,
  unlistedStyle,
} from "./collections";
import { RHYTHM_IDS } from "./rhythms";
import { styleName } from "./song-styles";
import { toTrack } from "./tracks";

/** A project root holding only the testimonials' file, with `entries` in it. */
function rootWith(entries: unknown): string {
  const root = mkdtempSync(join(tmpdir(), "collections-"));
  mkdirSync(join(root, "src/content"), { recursive: true });
  writeFileSync(join(root, COLLECTION_FILES.testimonials), JSON.stringify(entries));
  return root;
}

const ENTRY = {
  id: "ana",
  example: false,
  quote: "A música chegou no dia seguinte, linda.",
  name: "Ana Souza",
  role: "Bailarina · Recife (PE)",
  avatar: "luana",
  stars: 5,
};

describe("readTestimonials", () => {
  it("reads the committed file", () => {
    expect(readTestimonials().length).toBeGreaterThan(0);
  });

  it("names the file, the entry and the field of a bad value", () => {
    expect(readTestimonials(rootWith([ENTRY]))).toEqual([ENTRY]);
    expect(() => readTestimonials(rootWith([ENTRY, { ...ENTRY, id: "bia", stars: 4 }]))).toThrow(
      'src/content/testimonials.json:\n  - item 2 ("bia"): stars: precisa ser 5: a nota dos depoimentos',
    );
    expect(() => readTestimonials(rootWith([{ ...ENTRY, example: "sim" }]))).toThrow(
      'item 1 ("ana"): example:',
    );
  });
});

describe("readCollection", () => {
  it("names the file of a text that is not JSON, and an id used twice", () => {
    const root = rootWith([]);
    writeFileSync(join(root, COLLECTION_FILES.testimonials), '[{ "id": "ana", }]');
    expect(() => readTestimonials(root)).toThrow(
      /^src\/content\/testimonials.json:\n {2}- não pôde ser lido como JSON /,
    );
    expect(() => readTestimonials(rootWith([ENTRY, ENTRY]))).toThrow(
      'item 2 ("ana"): id: aparece duas vezes',
    );
  });
});

describe("the samples' schema", () => {
  it("accepts the committed track list", () => {
    const data: unknown = JSON.parse(readFileSync(COLLECTION_FILES.samples, "utf8"));
    expect(collectionProblems(data, sampleSchema)).toEqual([]);
  });

  it("names the entry and the field of every problem", () => {
    expect(
      collectionProblems(
        [
          entry(),
          entry({ file: "lua-2" }),
          {
            ...entry({ id: "Sol", style: "Rock", rhythm: "samba" as "saidi" }),
            duration: "75",
            demo: "no",
          },
          entry({ id: "mar", file: "mar", durationSeconds: 200 }),
          "sol",
          { ...entry({ id: "rio", file: "rio", bpm: 96.5 }), rhythm: undefined },
        ],
        sampleSchema,
      ),
    ).toEqual([
      'item 2 ("lua"): id: aparece duas vezes',
      'item 3 ("Sol"): id: precisa ser um identificador: letras minúsculas, números e hífens, como "yasmin"',
      'item 3 ("Sol"): style: precisa ser o estilo, escrito sem acentos, espaços nem maiúsculas, como "romantica"',
      'item 3 ("Sol"): rhythm: precisa ser um destes: "maqsum", "baladi", "saidi", "malfuf", "ayoub", "chiftetelli"',
      'item 3 ("Sol"): duration: precisa ser "m:ss", como "3:01"',
      'item 3 ("Sol"): demo: precisa ser true ou false',
      'item 4 ("mar"): duration: precisa ser "durationSeconds" (200) escrito m:ss: "3:20"',
      "item 5: o item: precisa ser um item entre chaves: { … }",
      'item 6 ("rio"): rhythm: precisa ser um destes: "maqsum", "baladi", "saidi", "malfuf", "ayoub", "chiftetelli"',
      'item 6 ("rio"): bpm: precisa ser um número inteiro de batidas por minuto, de 40 a 240',
    ]);
  });

  it("takes a rhythm from the brief's own list, and a tempo only as a whole number in range", () => {
    for (const id of RHYTHM_IDS)
      expect(sampleSchema.safeParse(entry({ rhythm: id })).success).toBe(true);
    expect(sampleSchema.safeParse(entry({ bpm: 116 })).success).toBe(true);
    expect(sampleSchema.safeParse(entry({ bpm: 39 })).success).toBe(false);
  });

  it("refuses anything but a list", () => {
    expect(collectionProblems({ samples: [] }, sampleSchema)).toEqual([
      "precisa ser uma lista em JSON: [ { … }, { … } ]",
    ]);
  });
});

describe("the page's tracks", () => {
  const samples = readSamples();

  it("are the listed samples as the player shows them: the brand sings, the files are there", () => {
    for (const sample of samples) {
      const track = toTrack(sample, siteConfig.siteName);
      expect(track.artist).toBe(siteConfig.siteName);
      expect(track.style).toBe(styleName(sample.style));
      expect(unlistedStyle(sample, siteConfig.offer.styles)).toBeNull();
      expect([track.cover.src, ...track.audio.map((source) => source.src)]).toEqual(
        [sampleFiles(sample).cover, ...sampleFiles(sample).audio.map(({ path }) => path)].map(
          (path) => `/${path}`,
        ),
      );
      for (const { src } of [track.cover, ...track.audio]) {
        expect(existsSync(`public${src}`), src).toBe(true);
      }
    }
    const untimed = toTrack({ ...entry(), bpm: undefined }, "Marca");
    expect(untimed.bpm).toBeNull();
    expect(untimed.audio.map((source) => source.type)).toEqual([
      "audio/ogg; codecs=opus",
      "audio/mpeg",
    ]);
  });

  it("name each style as the configuration does, and refuse one it no longer lists, with the fix", () => {
    const styles = [
      { id: "romantica", name: "Romântica", description: null },
      { id: "classica", name: "Clássica", description: null },
    ];
    expect(unlistedStyle({ id: "festa", style: "classica" }, styles)).toBeNull();
    const refused = unlistedStyle({ id: "festa", style: "pop" }, styles);
    expect(refused?.problem).toBe(
      'o estilo "pop" não está entre os estilos do site (VITE_SONG_STYLES: romantica, classica)',
    );
    expect(refused?.fix).toContain("npm run samples -- remove festa");
    expect(refused?.fix).toContain("npm run setup -- VITE_SONG_STYLES");
  });

  it("name, for the demo samples, the rhythm and tempo their generator composed them in", () => {
    // tools/demo-assets/audio/compose.mjs opens with each piece's title, style, tempo and rhythm.
    const composer = readFileSync("tools/demo-assets/audio/compose.mjs", "utf8");
    const composed = [...composer.matchAll(/^\/\/\s+\d\. "(.+?)"\s+— \S+, (\d+) BPM, (\w+)/gm)];
    expect(composed).toHaveLength(2);
    for (const [, title, bpm, rhythm] of composed) {
      const demo = samples.find((sample) => sample.demo && sample.title === title);
      if (!demo) continue; // an owner's list without the demos
      expect({ rhythm: demo.rhythm, bpm: demo.bpm }, title).toEqual({ rhythm, bpm: Number(bpm) });
    }
  });
});
