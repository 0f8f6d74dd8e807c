import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseFile } from "music-metadata";
import type { Plugin } from "vite";
import { formatDuration } from "./duration.mjs";
import {
  audioFiles,
  coverFile,
  MANIFEST_PATH,
  ManifestError,
  readManifest,
  type SampleEntry,
} from "./manifest.mjs";

/** How far a listed duration may be from the file's own, in seconds. */
export const DURATION_TOLERANCE_SECONDS = 1;

/**
 * What the check needs to know of a file under public/: null when it is missing; for audio,
 * its duration in seconds (null when it cannot be read).
 */
export type ProbeFile = (
  publicPath: string,
) => Promise<{ readonly duration: number | null } | null>;

/**
 * Every mismatch between the track list and the files: a missing audio or cover file, an audio
 * file whose duration differs from the listed one by more than a second. One line each, naming
 * the sample, the file and what to do.
 */
export async function findSampleProblems(
  samples: readonly SampleEntry[],
  probe: ProbeFile,
): Promise<string[]> {
  const problems: string[] = [];
  for (const sample of samples) {
    const name = `"${sample.id}"`;
    for (const file of audioFiles(sample)) {
      const found = await probe(file);
      if (!found) {
        problems.push(`${name}: public/${file} is missing`);
      } else if (found.duration === null) {
        problems.push(`${name}: public/${file} has no readable duration (is it audio?)`);
      } else if (Math.abs(found.duration - sample.durationSeconds) > DURATION_TOLERANCE_SECONDS) {
        problems.push(
          `${name}: listed ${sample.duration} (${sample.durationSeconds} s), but public/${file} ` +
            `lasts ${found.duration.toFixed(2)} s (${formatDuration(found.duration)}), more than ` +
            `${DURATION_TOLERANCE_SECONDS} s apart`,
        );
      }
    }
    const cover = coverFile(sample);
    if (!(await probe(cover))) problems.push(`${name}: public/${cover} is missing`);
  }
  return problems;
}

/**
 * Reads files under `publicDir` with music-metadata, a pure-JavaScript parser (hosts such as
 * Netlify build without ffprobe).
 */
export function probePublicFile(publicDir: string): ProbeFile {
  return async (publicPath) => {
    const path = join(publicDir, publicPath);
    if (!existsSync(path)) return null;
    if (!/\.(opus|ogg|mp3)$/.test(path)) return { duration: null };
    try {
      const { format } = await parseFile(path, { duration: true, skipCovers: true });
      return { duration: format.duration ?? null };
    } catch {
      return { duration: null };
    }
  };
}

/** The message that stops the build. */
export function samplesCheckMessage(manifest: string, problems: readonly string[]): string {
  return [
    `Samples check failed: ${manifest} does not match the files in public/.`,
    ...problems.map((problem) => `  - ${problem}`),
    "  Add a sample with `npm run samples -- add <file> --title … --style … --rhythm …`, remove one with",
    "  `npm run samples -- remove <id>`, or correct the entry. See docs/samples.md.",
  ].join("\n");
}

/**
 * Checks src/content/samples.json against public/ before a build does any work, and stops it
 * with every problem listed; the dev server only warns. `SAMPLES_MANIFEST=<file>` puts another
 * track list in its place, for the page and the check alike (tests build a site with it).
 */
export function checkSamples(manifest = process.env.SAMPLES_MANIFEST ?? MANIFEST_PATH): Plugin {
  let root = process.cwd();
  return {
    name: "check-samples",
    enforce: "pre",
    async configResolved(config) {
      root = config.root;
      let problems: string[];
      try {
        const samples = readManifest(resolve(root, manifest));
        problems = await findSampleProblems(samples, probePublicFile(config.publicDir));
      } catch (error) {
        if (!(error instanceof ManifestError)) throw error;
        problems = error.problems;
      }
      if (problems.length === 0) return;
      const message = samplesCheckMessage(manifest, problems);
      if (config.command === "serve") {
        config.logger.warn(`⚠ ${message}`);
        return;
      }
      // The owner's list to fix, not a stack trace to read.
      console.error(`\n✖ ${message}\n`);
      process.exit(1);
    },
    async resolveId(source, importer, options) {
      if (manifest === MANIFEST_PATH || !source.endsWith("samples.json")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === resolve(root, MANIFEST_PATH) ? resolve(root, manifest) : null;
    },
  };
}
