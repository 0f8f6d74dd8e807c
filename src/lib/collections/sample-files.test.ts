// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../config/site";
import { astroBuild } from "../../test/astro-build";
import { sampleEntry as sample } from "../../test/sample-entry";
import { readSamples } from "../../content/collections";
import { findSampleProblems, probePublicFile, type ProbeFile } from "./sample-files";

/** A public/ folder made of a few files and their durations. */
const fakePublic =
  (files: Record<string, number | null>): ProbeFile =>
  async (path: string) =>
    path in files ? { duration: files[path] ?? null } : null;

describe("findSampleProblems", () => {
  it("finds nothing when every file is there and lasts what the list says, within a second", async () => {
    const probe = fakePublic({
      "audio/lua.opus": 75.007,
      "audio/lua.mp3": 76.0,
      "covers/lua.webp": null,
    });
    expect(await findSampleProblems(sample(), probe)).toEqual([]);
  });

  it("names each missing audio or cover file", async () => {
    const probe = fakePublic({ "audio/lua.mp3": 75 });
    expect(await findSampleProblems(sample(), probe)).toEqual([
      { field: "file", message: "public/audio/lua.opus não existe" },
      { field: "file", message: "public/covers/lua.webp não existe" },
    ]);
  });

  it("reports a listed duration more than a second from the file's, and an unreadable file", async () => {
    const probe = fakePublic({
      "audio/lua.opus": 181.006,
      "audio/lua.mp3": null,
      "covers/lua.webp": null,
    });
    expect(await findSampleProblems(sample(), probe)).toEqual([
      {
        field: "duration",
        message:
          "a lista diz 1:15 (75.01 s), mas public/audio/lua.opus dura 181.01 s (3:01), mais de 1 s de diferença",
      },
      {
        field: "file",
        message: "public/audio/lua.mp3 não tem uma duração que se possa ler (é mesmo áudio?)",
      },
    ]);
  });

  it("reads the committed samples' real durations with music-metadata and finds them right", async () => {
    for (const listed of readSamples()) {
      expect(await findSampleProblems(listed, probePublicFile("public"))).toEqual([]);
    }
  });
});

describe("npm run build, with an owner's samples.json", () => {
  const dir = "node_modules/.cache/samples-check-test";

  /** Runs the real build with another track list; it must stop before writing anything. */
  function buildWith(samples: unknown) {
    mkdirSync(dir, { recursive: true });
    const manifest = `${dir}/samples.json`;
    writeFileSync(manifest, typeof samples === "string" ? samples : JSON.stringify(samples));
    return astroBuild({ SAMPLES_MANIFEST: manifest }, [], `${dir}/never-written`);
  }
  const [first, second] = readSamples();

  // Two real builds (about 15 s each): the schema's wiring, and its file check's. The problems
  // each can find are tested above and in collections.test.ts, without a build.
  it("stops on a missing file, naming the collection, the entry, the field and the file", () => {
    const result = buildWith([{ ...first, file: "nao-existe" }, second]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`samples → ${first?.id} data does not match collection schema`);
    expect(result.stderr).toContain("file: public/audio/nao-existe.opus não existe");
    expect(result.stderr).toContain(
      "file: public/covers/nao-existe.webp não existe. Para corrigir:",
    );
    expect(result.stderr).toContain(`${dir}/samples.json`);
  }, 120_000);

  it("stops on a style the configuration does not list (VITE_SONG_STYLES), naming the field and the fix", () => {
    const style = buildWith([first, { ...second, style: "rock" }]);
    expect(style.status).toBe(1);
    expect(style.stderr).toContain(`${dir}/samples.json:`);
    expect(style.stderr).toContain(
      `"${second?.id}": o estilo "rock" não está entre os estilos do site (VITE_SONG_STYLES: ${siteConfig.offer.styles.map(({ id }) => id).join(", ")}). Para corrigir: tire o exemplo com npm run samples -- remove ${second?.id}`,
    );
  }, 120_000);
});
