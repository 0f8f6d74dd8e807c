// @ts-check
// The command line of `npm run samples`: parsed with Node's own util.parseArgs, then checked.

import { parseArgs } from "node:util";
import { SAMPLE_STYLES } from "../../src/content/collections.ts";
import { isSlug, slugify } from "./slug.mjs";
import { BPM_RANGE, RHYTHM_IDS } from "../../src/content/rhythms.ts";

const RHYTHM_CHOICES = RHYTHM_IDS.join("|");

export const USAGE = `Usage:
  npm run samples -- add <audio file> --title "Título" --style romantica|pop --rhythm ${RHYTHM_CHOICES} [--bpm 96] [--id slug] [--instrumental] [--alt "texto"]
  npm run samples -- remove <id>
  npm run samples -- list

add      encodes the file (wav, mp3, flac, m4a, ogg, …) to public/audio/<id>.opus and .mp3,
         loudness-normalised like the other samples, draws public/covers/<id>.webp and lists
         the sample in src/content/samples.json with its real duration.
         --title         the title shown on the card (required)
         --style         romantica or pop (required)
         --rhythm        the rhythm it is played in (required): ${RHYTHM_IDS.join(", ")}
         --bpm           its main tempo in beats per minute, ${BPM_RANGE.min} to ${BPM_RANGE.max} (optional)
         --id            the sample's id and file name (default: the title as a slug)
         --instrumental  no voice and no sung name: the card says so
         --alt           the cover's alt text (default: describes the generated cover)
remove   deletes the sample from the list, with its audio and cover files.
list     shows the listed samples and whether their files are there.

Step by step: docs/samples.md`;

/** A mistake on the command line; the message says which, USAGE says how. */
export class UsageError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
}

/**
 * @typedef {import("./manifest.mjs").SampleEntry["style"]} SampleStyle
 * @typedef {import("./manifest.mjs").SampleEntry["rhythm"]} SampleRhythm
 * @typedef {{ command: "add", file: string, title: string, style: SampleStyle,
 *   rhythm: SampleRhythm, bpm: number | null, id: string, instrumental: boolean,
 *   alt: string | null }} AddCommand
 * @typedef {AddCommand | { command: "remove", id: string } | { command: "list" }
 *   | { command: "help" }} SamplesCommand
 */

/**
 * "Romântica", "romantica", "POP" → the style's key; null for anything else.
 * @param {string} text
 * @returns {SampleStyle | null}
 */
export function parseStyle(text) {
  const key = slugify(text);
  return SAMPLE_STYLES.find((style) => style === key) ?? null;
}

/**
 * "Saidi", "saidi", " CHIFTETELLI " → the rhythm's id; null for anything else.
 * @param {string} text
 * @returns {SampleRhythm | null}
 */
export function parseRhythm(text) {
  const key = slugify(text);
  return RHYTHM_IDS.find((rhythm) => rhythm === key) ?? null;
}

/**
 * "96" → 96; null for anything but a whole number of beats per minute within the range.
 * @param {string} text
 * @returns {number | null}
 */
export function parseBpmOption(text) {
  const value = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return value >= BPM_RANGE.min && value <= BPM_RANGE.max ? value : null;
}

/**
 * @param {readonly string[]} argv the arguments after `npm run samples --`
 * @returns {SamplesCommand}
 * @throws {UsageError}
 */
export function parseSamplesArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        title: { type: "string" },
        style: { type: "string" },
        rhythm: { type: "string" },
        bpm: { type: "string" },
        id: { type: "string" },
        alt: { type: "string" },
        instrumental: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(/** @type {Error} */ (error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === "help") return { command: "help" };

  /** @param {number} count */
  const expectPositionals = (count) => {
    if (rest.length > count) {
      throw new UsageError(
        `unexpected ${rest.slice(count).join(" ")} (put a title with spaces in quotes)`,
      );
    }
  };
  /** @param {string[]} allowed */
  const onlyOptions = (allowed) => {
    const extra = ["title", "style", "rhythm", "bpm", "id", "alt", "instrumental"].filter(
      (name) => !allowed.includes(name) && values[/** @type {keyof typeof values} */ (name)],
    );
    if (extra.length) throw new UsageError(`${command} takes no --${extra.join(", --")}`);
  };

  if (command === "list") {
    expectPositionals(0);
    onlyOptions([]);
    return { command: "list" };
  }
  if (command === "remove") {
    expectPositionals(1);
    onlyOptions([]);
    const id = rest[0];
    if (!id) throw new UsageError("remove needs the sample's id (npm run samples -- list)");
    return { command: "remove", id };
  }
  if (command === "add") {
    expectPositionals(1);
    const file = rest[0];
    if (!file) {
      throw new UsageError("add needs an audio file: add <file> --title … --style … --rhythm …");
    }
    const title = values.title?.trim();
    if (!title) throw new UsageError('add needs --title "…" (the title shown on the card)');
    if (values.style === undefined) {
      throw new UsageError(`add needs --style ${SAMPLE_STYLES.join(" or ")}`);
    }
    const style = parseStyle(values.style);
    if (!style) {
      throw new UsageError(`--style must be ${SAMPLE_STYLES.join(" or ")}, not "${values.style}"`);
    }
    if (values.rhythm === undefined) {
      throw new UsageError(`add needs --rhythm, one of ${RHYTHM_IDS.join(", ")}`);
    }
    const rhythm = parseRhythm(values.rhythm);
    if (!rhythm) {
      throw new UsageError(
        `--rhythm must be one of ${RHYTHM_IDS.join(", ")}, not "${values.rhythm}"`,
      );
    }
    const bpm = values.bpm === undefined ? null : parseBpmOption(values.bpm);
    if (values.bpm !== undefined && bpm === null) {
      throw new UsageError(
        `--bpm must be a whole number from ${BPM_RANGE.min} to ${BPM_RANGE.max}, not "${values.bpm}"`,
      );
    }
    const id = values.id ?? slugify(title);
    if (!isSlug(id)) {
      throw new UsageError(
        values.id === undefined
          ? `the title gives no usable id: add --id with lowercase letters, digits and hyphens`
          : `--id must be lowercase letters, digits and hyphens (at most 60), e.g. "${slugify(values.id) || "minha-musica"}"`,
      );
    }
    const alt = values.alt?.trim() || null;
    return {
      command: "add",
      file,
      title,
      style,
      rhythm,
      bpm,
      id,
      instrumental: values.instrumental,
      alt,
    };
  }
  throw new UsageError(`unknown command "${command}": use add, remove or list`);
}
