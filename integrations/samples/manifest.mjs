// @ts-check
// The samples' track list, src/content/samples.json: what each entry holds, how it is checked,
// and the edits `npm run samples` makes. Pure, except readManifest/writeManifest.
// Read by src/content/tracks.ts (the page), scripts/samples/check-samples.ts (the build) and
// scripts/samples/samples.mjs (the command).

import fs from "node:fs";
import { BPM_RANGE, isBpm, isRhythmId, RHYTHM_IDS } from "../../src/content/rhythms.ts";
import { formatDuration, parseDuration } from "./duration.mjs";
import { isSlug } from "./slug.mjs";

/** Where the track list lives, from the project's root. */
export const MANIFEST_PATH = "src/content/samples.json";

/** The styles a sample may have (the page shows them as "Romântica" and "Pop"). */
export const SAMPLE_STYLES = /** @type {const} */ (["romantica", "pop"]);

/** @typedef {(typeof SAMPLE_STYLES)[number]} SampleStyle */
/** @typedef {import("../../src/content/rhythms.ts").RhythmId} SampleRhythm */

/**
 * One sample, as written in samples.json.
 * @typedef {object} SampleEntry
 * @property {string} id            stable id, a slug ("yasmin")
 * @property {string} title         shown on the card and the lock screen
 * @property {SampleStyle} style
 * @property {SampleRhythm} rhythm  the rhythm it is played in, from src/content/rhythms.ts
 * @property {number} [bpm]         its main tempo in beats per minute, when the owner gives it
 * @property {string} duration      listed duration "m:ss", shown until the file's metadata loads
 * @property {number} durationSeconds the file's duration, in seconds
 * @property {boolean} instrumental no voice and no sung name: the card says so
 * @property {boolean} demo         one of the project's demo samples; the launch gate refuses them
 * @property {string} file          slug of public/audio/<file>.opus|.mp3 and public/covers/<file>.webp
 * @property {string} coverAlt      the cover's alt text
 */

export class ManifestError extends Error {
  /**
   * @param {string[]} problems
   * @param {string} [path] the file, as the message names it
   */
  constructor(problems, path = MANIFEST_PATH) {
    super(`${path}:\n  - ${problems.join("\n  - ")}`);
    this.name = "ManifestError";
    this.problems = problems;
  }
}

/**
 * The files a sample needs, relative to public/: Opus first (the source offered first), MP3.
 * @param {Pick<SampleEntry, "file">} entry
 */
export function audioFiles(entry) {
  return [`audio/${entry.file}.opus`, `audio/${entry.file}.mp3`];
}

/** @param {Pick<SampleEntry, "file">} entry */
export function coverFile(entry) {
  return `covers/${entry.file}.webp`;
}

/** @param {unknown} value */
const isText = (value) => typeof value === "string" && value.trim() !== "";

/**
 * Checks the parsed JSON of samples.json and lists every problem, each naming the entry and the
 * field: an owner edits this file by hand too.
 * @param {unknown} data
 * @returns {{ samples: SampleEntry[], problems: string[] }}
 */
export function validateManifest(data) {
  if (!Array.isArray(data)) {
    return { samples: [], problems: ["must be a JSON array of samples: [ { … }, { … } ]"] };
  }
  /** @type {string[]} */
  const problems = [];
  if (data.length === 0) problems.push("lists no sample: the page needs at least one");
  const ids = new Set();
  data.forEach((/** @type {unknown} */ item, index) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push(`sample ${index + 1}: must be an object`);
      return;
    }
    const entry = /** @type {Record<string, unknown>} */ (item);
    const label = typeof entry.id === "string" ? ` ("${entry.id}")` : "";
    /** @param {string} message */
    const problem = (message) => problems.push(`sample ${index + 1}${label}: ${message}`);
    if (typeof entry.id !== "string" || !isSlug(entry.id)) {
      problem(`"id" must be lowercase letters, digits and hyphens, e.g. "yasmin"`);
    } else if (ids.has(entry.id)) {
      problem(`"id" is used twice`);
    }
    ids.add(entry.id);
    if (!isText(entry.title)) problem(`"title" must be a non-empty text`);
    if (!SAMPLE_STYLES.includes(/** @type {SampleStyle} */ (entry.style))) {
      problem(`"style" must be ${SAMPLE_STYLES.map((style) => `"${style}"`).join(" or ")}`);
    }
    if (!isRhythmId(entry.rhythm)) {
      problem(`"rhythm" must be one of ${RHYTHM_IDS.map((id) => `"${id}"`).join(", ")}`);
    }
    if (entry.bpm !== undefined && !isBpm(entry.bpm)) {
      problem(
        `"bpm", when given, must be a whole number from ${BPM_RANGE.min} to ${BPM_RANGE.max}`,
      );
    }
    const listed = typeof entry.duration === "string" ? parseDuration(entry.duration) : null;
    if (listed === null) problem(`"duration" must be "m:ss", e.g. "3:01"`);
    const seconds = entry.durationSeconds;
    if (typeof seconds !== "number" || !(seconds > 0)) {
      problem(`"durationSeconds" must be a positive number of seconds, e.g. 181`);
    } else if (listed !== null && formatDuration(seconds) !== entry.duration) {
      problem(
        `"duration" "${entry.duration}" does not match "durationSeconds" ${seconds} (${formatDuration(seconds)})`,
      );
    }
    for (const flag of ["instrumental", "demo"]) {
      if (typeof entry[flag] !== "boolean") problem(`"${flag}" must be true or false`);
    }
    if (typeof entry.file !== "string" || !isSlug(entry.file)) {
      problem(`"file" must be lowercase letters, digits and hyphens (the files' name)`);
    }
    if (!isText(entry.coverAlt)) problem(`"coverAlt" must describe the cover, for screen readers`);
  });
  return {
    samples: problems.length === 0 ? /** @type {SampleEntry[]} */ (data) : [],
    problems,
  };
}

/**
 * The list with `entry` added at the end.
 * @param {readonly SampleEntry[]} samples
 * @param {SampleEntry} entry
 * @returns {SampleEntry[]}
 * @throws {ManifestError} when the id or the file name is taken
 */
export function addSample(samples, entry) {
  const problems = [];
  if (samples.some((sample) => sample.id === entry.id)) {
    problems.push(
      `a sample "${entry.id}" is already listed: remove it first (npm run samples -- remove ${entry.id}) or choose another --id`,
    );
  } else if (samples.some((sample) => sample.file === entry.file)) {
    problems.push(`another sample uses the files "${entry.file}": choose another --id`);
  }
  if (problems.length) throw new ManifestError(problems);
  return [...samples, entry];
}

/**
 * The list without sample `id`, and that sample.
 * @param {readonly SampleEntry[]} samples
 * @param {string} id
 * @returns {{ samples: SampleEntry[], removed: SampleEntry }}
 * @throws {ManifestError} when no sample has that id
 */
export function removeSample(samples, id) {
  const removed = samples.find((sample) => sample.id === id);
  if (!removed) {
    const known = samples.map((sample) => sample.id).join(", ") || "none";
    throw new ManifestError([`no sample "${id}" (listed: ${known})`]);
  }
  return { samples: samples.filter((sample) => sample !== removed), removed };
}

/**
 * The file's text: two-space JSON, fields in a fixed order, a final newline (Prettier's format).
 * @param {readonly SampleEntry[]} samples
 * @returns {string}
 */
export function serializeManifest(samples) {
  const ordered = samples.map((sample) => ({
    id: sample.id,
    title: sample.title,
    style: sample.style,
    rhythm: sample.rhythm,
    ...(sample.bpm === undefined ? {} : { bpm: sample.bpm }),
    duration: sample.duration,
    durationSeconds: sample.durationSeconds,
    instrumental: sample.instrumental,
    demo: sample.demo,
    file: sample.file,
    coverAlt: sample.coverAlt,
  }));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/**
 * The project's demo samples still listed (the launch gate refuses them).
 * @param {readonly SampleEntry[]} samples
 */
export function demoSamples(samples) {
  return samples.filter((sample) => sample.demo);
}

/**
 * Reads and checks a samples.json file.
 * @param {string} path
 * @returns {SampleEntry[]}
 * @throws {ManifestError}
 */
export function readManifest(path) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(path, "utf8"));
  } catch (error) {
    throw new ManifestError(
      [`cannot be read as JSON: ${/** @type {Error} */ (error).message}`],
      path,
    );
  }
  const { samples, problems } = validateManifest(data);
  if (problems.length) throw new ManifestError(problems, path);
  return samples;
}

/**
 * @param {string} path
 * @param {readonly SampleEntry[]} samples
 */
export function writeManifest(path, samples) {
  fs.writeFileSync(path, serializeManifest(samples));
}
