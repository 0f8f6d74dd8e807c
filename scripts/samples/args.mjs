// @ts-check
// The command line of `npm run samples`: read like every owner's command (scripts/owner/cli.mjs),
// then checked; each mistake is a refusal in Portuguese with what to type instead.

import { readCommandLine, Refusal } from "../owner/cli.mjs";
import { common, samples as say } from "../owner/messages.mjs";
import { isSlug, slugify } from "./slug.mjs";
import { BPM_RANGE, RHYTHM_IDS } from "../../src/content/rhythms.ts";

/**
 * The command's help, with the site's styles (VITE_SONG_STYLES' ids), or without them where the
 * configuration cannot be read.
 * @param {readonly string[] | null} styles
 */
export const usage = (styles) => say.usage({ rhythms: RHYTHM_IDS, styles, bpm: BPM_RANGE });

/** Where a mistake on the command line sends her: the command's own help. */
const SEE_HELP = common.seeHelp(say.command);

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
 * "Romântica", "romantica", "POP" → the style's id, when the site's styles have it; null else.
 * @param {string} text
 * @param {readonly string[]} styles the ids of the site's styles (VITE_SONG_STYLES)
 * @returns {SampleStyle | null}
 */
export function parseStyle(text, styles) {
  const key = slugify(text);
  return styles.find((style) => style === key) ?? null;
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

const OPTIONS = /** @type {const} */ ({
  title: { type: "string" },
  style: { type: "string" },
  rhythm: { type: "string" },
  bpm: { type: "string" },
  id: { type: "string" },
  alt: { type: "string" },
  instrumental: { type: "boolean", default: false },
});

/**
 * @param {readonly string[]} argv the arguments after `npm run samples --`
 * @param {() => readonly string[]} siteStyles the ids of the site's styles (VITE_SONG_STYLES),
 *   which `--style` must name: read for `add` only
 * @returns {SamplesCommand}
 * @throws {Refusal} naming the mistake, with what to type instead
 */
export function parseSamplesArgs(argv, siteStyles) {
  const { values, positionals } = readCommandLine(argv, OPTIONS, say.command);
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === "help") return { command: "help" };

  /** @param {number} count */
  const expectPositionals = (count) => {
    if (rest.length > count)
      throw new Refusal(say.unexpected(rest.slice(count).join(" ")), SEE_HELP);
  };
  /** @param {string[]} allowed */
  const onlyOptions = (allowed) => {
    const extra = Object.keys(OPTIONS).filter(
      (name) => !allowed.includes(name) && values[/** @type {keyof typeof values} */ (name)],
    );
    if (extra.length) throw new Refusal(say.takesNoOption(command, extra), SEE_HELP);
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
    if (!id) throw new Refusal(say.removeNeedsId, say.listFix);
    return { command: "remove", id };
  }
  if (command === "add") {
    expectPositionals(1);
    const file = rest[0];
    const styles = siteStyles();
    const example = say.addExample(styles[0] ?? "");
    if (!file) throw new Refusal(say.addNeedsFile, example);
    const title = values.title?.trim();
    if (!title) throw new Refusal(say.addNeedsTitle, example);
    if (values.style === undefined) throw new Refusal(say.addNeedsStyle(styles), example);
    const style = parseStyle(values.style, styles);
    if (!style) throw new Refusal(say.badStyle(styles, values.style), say.badStyleFix);
    if (values.rhythm === undefined) {
      throw new Refusal(say.addNeedsRhythm(RHYTHM_IDS), example);
    }
    const rhythm = parseRhythm(values.rhythm);
    if (!rhythm) throw new Refusal(say.badRhythm(RHYTHM_IDS, values.rhythm), SEE_HELP);
    const bpm = values.bpm === undefined ? null : parseBpmOption(values.bpm);
    if (values.bpm !== undefined && bpm === null) {
      throw new Refusal(say.badBpm(BPM_RANGE, values.bpm), SEE_HELP);
    }
    const id = values.id ?? slugify(title);
    if (!isSlug(id)) {
      throw values.id === undefined
        ? new Refusal(say.noIdFromTitle, say.noIdFromTitleFix)
        : new Refusal(say.badId(slugify(values.id) || "minha-musica"), SEE_HELP);
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
  throw new Refusal(say.unknownCommand(command), SEE_HELP);
}
