/**
 * Whether each listed sample's files are in public/ and last what samples.json says: part of the
 * samples collection's schema (src/content.config.ts), so a build or `astro dev` stops on a
 * missing file or a wrong duration with the collection, the entry and the field named. Node only.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseFile } from "music-metadata";
import { formatTime } from "../duration/format-time.ts";
import { sampleFiles, type SampleEntry } from "../../content/collections.ts";

/** How far a listed duration may be from the file's own, in seconds. */
export const DURATION_TOLERANCE_SECONDS = 1;

/**
 * What the check needs to know of a file under public/: null when it is missing; for audio,
 * its duration in seconds (null when it cannot be read).
 */
export type ProbeFile = (
  publicPath: string,
) => Promise<{ readonly duration: number | null } | null>;

/** A problem of one sample's files, and the field of samples.json that names them. */
export interface SampleFileProblem {
  readonly field: "file" | "duration";
  readonly message: string;
}

/**
 * Every mismatch between one sample and its files: a missing audio or cover file, an audio file
 * whose duration differs from the listed one by more than a second.
 */
export async function findSampleProblems(
  sample: SampleEntry,
  probe: ProbeFile,
): Promise<SampleFileProblem[]> {
  const problems: SampleFileProblem[] = [];
  const { audio, cover } = sampleFiles(sample);
  for (const { path: file } of audio) {
    const found = await probe(file);
    if (!found) {
      problems.push({ field: "file", message: `public/${file} não existe` });
    } else if (found.duration === null) {
      problems.push({
        field: "file",
        message: `public/${file} não tem uma duração que se possa ler (é mesmo áudio?)`,
      });
    } else if (Math.abs(found.duration - sample.durationSeconds) > DURATION_TOLERANCE_SECONDS) {
      problems.push({
        field: "duration",
        message:
          `a lista diz ${sample.duration} (${sample.durationSeconds} s), mas public/${file} dura ` +
          `${found.duration.toFixed(2)} s (${formatTime(found.duration)}), mais de ` +
          `${DURATION_TOLERANCE_SECONDS} s de diferença`,
      });
    }
  }
  if (!(await probe(cover)))
    problems.push({ field: "file", message: `public/${cover} não existe` });
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

/** What to do about a sample's files, said after each problem. */
export const SAMPLE_FILES_FIX =
  "adicione um exemplo com `npm run samples -- add <arquivo> --title … --style … --rhythm …`, tire um com `npm run samples -- remove <id>` ou corrija o item (docs/samples.md)";
