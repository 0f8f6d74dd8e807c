// @ts-check
// The edits `npm run samples` makes to the samples collection's file, src/content/samples.json.
// What an entry holds and how it is checked is the collection's schema (src/content/collections.ts),
// the same one the build applies: read here through it, written back in a fixed field order.

import fs from "node:fs";
import { COLLECTION_FILES, CollectionError, readSamples } from "../../src/content/collections.ts";
import { Refusal } from "../owner/cli.mjs";
import { samples as say } from "../owner/messages.mjs";

/** @typedef {import("../../src/content/collections.ts").SampleEntry} SampleEntry */

/** Where the track list lives, from the project's root. */
export const MANIFEST_PATH = COLLECTION_FILES.samples;

/** A problem with the list or an edit of it: a refusal with what to do. */
export class ManifestError extends Refusal {
  /** @param {string} problem @param {string} fix */
  constructor(problem, fix) {
    super(problem, fix);
    this.name = "ManifestError";
  }
}

/**
 * The list with `entry` added at the end.
 * @param {readonly SampleEntry[]} samples
 * @param {SampleEntry} entry
 * @returns {SampleEntry[]}
 * @throws {ManifestError} when the id or the file name is taken
 */
export function addSample(samples, entry) {
  if (samples.some((sample) => sample.id === entry.id)) {
    throw new ManifestError(say.idTaken(entry.id), say.idTakenFix(entry.id));
  }
  if (samples.some((sample) => sample.file === entry.file)) {
    throw new ManifestError(say.filesTaken(entry.file), say.filesTakenFix);
  }
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
    const known = samples.map((sample) => sample.id).join(", ") || say.none;
    throw new ManifestError(say.noSuchId(id, known), say.listFix);
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
 * Reads and checks the list through the collection's schema (the build's own messages, which
 * name the file, each entry and field).
 * @param {string} root the project's root
 * @returns {SampleEntry[]}
 * @throws {ManifestError} naming each entry and field
 */
export function readManifest(root) {
  try {
    return readSamples(root, MANIFEST_PATH);
  } catch (error) {
    if (error instanceof CollectionError) {
      throw new ManifestError(say.badList(error.message), say.badListFix);
    }
    throw error;
  }
}

/**
 * @param {string} root the project's root
 * @param {readonly SampleEntry[]} samples
 */
export function writeManifest(root, samples) {
  fs.writeFileSync(`${root}/${MANIFEST_PATH}`, serializeManifest(samples));
}
