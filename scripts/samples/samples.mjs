#!/usr/bin/env node
// @ts-check
// `npm run samples -- add|remove|list`: the owner's own samples, from any audio file to a card
// on the page. Step by step for an owner: docs/samples.md. Prints one line per step, in
// Portuguese, like every owner's command (scripts/owner/): --help, exit 2 with the fix.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_AUDIO_BYTES, MP3_KBPS, OPUS_KBPS, TARGET_LUFS, TARGET_TP } from "./format.mjs";
import { COVER_PALETTES, coverLook, coverSvg, writeCover } from "./cover-art.mjs";
import { parseSamplesArgs, usage } from "./args.mjs";
import { encode, master, measure, probeInput, requireFfmpeg, ToolError } from "./audio.mjs";
import { runOwnerCommand } from "../owner/cli.mjs";
import { ownerSiteConfig } from "../owner/site-config.mjs";
import { samples as say } from "../owner/messages.mjs";
import { songPromiseWarning } from "../owner/song-promise.mjs";
import { formatTime } from "../../src/lib/duration/format-time.ts";
import { sampleFiles, unlistedStyle, unlistedStyleText } from "../../src/content/collections.ts";
import {
  addSample,
  MANIFEST_PATH,
  readManifest,
  removeSample,
  writeManifest,
} from "./manifest.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC = path.join(ROOT, "public");
/**
 * Every file of a sample, relative to public/: its audio, then its cover.
 * @param {import("./manifest.mjs").SampleEntry} sample
 */
const filesOf = (sample) => {
  const { audio, cover } = sampleFiles(sample);
  return [...audio.map((file) => file.path), cover];
};
/** Loudness of an encoded file may differ this much from the target before the command fails. */
const LUFS_TOLERANCE = 1;

/** @param {string} file path relative to public/ */
const publicPath = (file) => path.join(PUBLIC, file);
/** @param {string} file path relative to public/ */
const shown = (file) => `public/${file}`;

/**
 * The site's styles (VITE_SONG_STYLES, the demo's when unset), as the build reads them: `--style`
 * names one of them, and the list marks a sample whose style they no longer have.
 * @returns {readonly import("../../src/config/env-offer.ts").OfferedStyle[]}
 * @throws {Refusal} when the configuration has a mistake, with its fix
 */
function siteStyles() {
  return ownerSiteConfig().offer.styles;
}

/** The styles' ids for the help, or null where the configuration has a mistake. */
function stylesForHelp() {
  try {
    return siteStyles().map((style) => style.id);
  } catch {
    return null;
  }
}

/** @param {number} bytes */
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * @param {import("./args.mjs").AddCommand} command
 * @param {readonly string[]} styles the ids of the site's styles
 */
async function add(command, styles) {
  const total = 8;
  let step = 0;
  /** @param {string} text */
  const progress = (text) => console.log(`[${++step}/${total}] ${text}`);
  /** @param {string} text */
  const detail = (text) => console.log(`      ${text}`);

  progress(say.stepList(MANIFEST_PATH));
  const listed = readManifest(ROOT);
  const entry = {
    id: command.id,
    title: command.title,
    style: command.style,
    rhythm: command.rhythm,
    ...(command.bpm === null ? {} : { bpm: command.bpm }),
    duration: "0:00",
    durationSeconds: 0,
    instrumental: command.instrumental,
    demo: false,
    file: command.id,
    coverAlt:
      command.alt ??
      `Capa de “${command.title}”: estrelas árabes douradas sobre fundo ${COVER_PALETTES[coverLook(command.style, styles)].colourName}`,
  };
  addSample(listed, entry); // fails now, before any work, when the id or the files are taken
  detail(say.listed(listed.length, entry.id));

  progress(say.stepFfmpeg);
  detail(say.ffmpegFound(requireFfmpeg()));

  const input = path.resolve(command.file);
  progress(say.stepRead(command.file));
  const info = probeInput(input);
  detail(
    say.inputInfo(
      info.duration.toFixed(2),
      formatTime(info.duration),
      info.codec,
      info.sampleRate,
      info.channels,
    ),
  );

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "samples-"));
  try {
    progress(say.stepLoudness(TARGET_LUFS, TARGET_TP));
    const mastered = master(input, work, detail);
    if (!mastered.linear) detail(say.dynamicMode);

    progress(say.stepEncode(OPUS_KBPS, MP3_KBPS));
    const encoded = encode(mastered.wav, path.join(work, entry.file), entry.title);

    progress(say.stepMeasure);
    /** @type {string[]} */
    const problems = [];
    const results = [encoded.opus, encoded.mp3].map((file) => {
      const result = measure(file);
      detail(
        say.measured(
          path.basename(file),
          result.duration.toFixed(3),
          say.format(result.codec, result.sampleRate, result.channels),
          result.lufs,
          result.truePeak,
          megabytes(result.bytes),
        ),
      );
      if (Math.abs(result.lufs - TARGET_LUFS) > LUFS_TOLERANCE) {
        problems.push(`${path.basename(file)}: ${result.lufs} LUFS, não ${TARGET_LUFS}`);
      }
      if (result.bytes > MAX_AUDIO_BYTES) {
        detail(say.overBudget(megabytes(MAX_AUDIO_BYTES)));
      }
      return result;
    });
    if (problems.length) throw new ToolError(say.loudnessFailed(problems.join("; ")));
    // The Opus file is the one most browsers play, and the shorter of the two (MP3 adds padding).
    const seconds = Math.min(...results.map((result) => result.duration));
    // Rounded down, so that the listed "m:ss" is never a second ahead of what the player shows.
    entry.durationSeconds = Math.floor(seconds * 100) / 100;
    entry.duration = formatTime(entry.durationSeconds);

    const variant = listed.filter((sample) => sample.style === entry.style).length;
    progress(say.stepCover(entry.style, variant));
    const cover = path.join(work, `${entry.file}.webp`);
    const drawn = await writeCover(
      coverSvg({ id: entry.id, style: coverLook(entry.style, styles), variant }),
      cover,
    );
    detail(
      say.coverDrawn(drawn.width, drawn.height, drawn.quality, (drawn.bytes / 1024).toFixed(1)),
    );
    if (!drawn.ok) throw new ToolError(say.coverFailed);

    progress(say.stepWrite(entry.id, MANIFEST_PATH));
    const [opusFile, mp3File, coverFile] = filesOf(entry);
    const copies = [
      [encoded.opus, opusFile],
      [encoded.mp3, mp3File],
      [cover, coverFile],
    ];
    for (const [from, to] of copies) {
      if (!from || !to) continue;
      if (fs.existsSync(publicPath(to))) detail(say.replacing(shown(to)));
      fs.mkdirSync(path.dirname(publicPath(to)), { recursive: true });
      fs.copyFileSync(from, publicPath(to));
      detail(say.wrote(shown(to)));
    }
    writeManifest(ROOT, addSample(listed, entry));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  const tempo = entry.bpm === undefined ? "" : ` ${entry.bpm} BPM`;
  console.log(
    say.added(
      `"${entry.title}" (${entry.id}, ${entry.rhythm}${tempo}, ${entry.duration}${entry.instrumental ? `, ${say.instrumental}` : ""})`,
    ),
  );
  // The length the card shows, against the packages' "até 3 minutos".
  const longer = songPromiseWarning(entry.durationSeconds);
  if (longer) console.log(`  ${longer}`);
  const demos = readManifest(ROOT).filter((sample) => sample.demo);
  if (demos.length) {
    console.log(say.demosLeft(demos.map((sample) => `npm run samples -- remove ${sample.id}`)));
  }
  console.log(say.addedNext(MANIFEST_PATH));
}

/** @param {string} id */
function remove(id) {
  const listed = readManifest(ROOT);
  const { samples, removed } = removeSample(listed, id);
  console.log(`[1/2] ${say.stepRemove(removed.title, id, MANIFEST_PATH)}`);
  writeManifest(ROOT, samples);
  console.log(`[2/2] ${say.stepDelete}`);
  const stillUsed = new Set(samples.flatMap(filesOf));
  for (const file of filesOf(removed)) {
    if (stillUsed.has(file)) {
      console.log(`      ${say.kept(shown(file))}`);
    } else if (fs.existsSync(publicPath(file))) {
      fs.rmSync(publicPath(file));
      console.log(`      ${say.deleted(shown(file))}`);
    }
  }
  console.log(say.removed(id, samples.length));
  if (samples.length === 0) console.log(say.noneLeft);
}

function list() {
  const samples = readManifest(ROOT);
  const styles = siteStyles();
  /** @type {string[]} */
  const unlistedLines = [];
  const rows = samples.map((sample) => {
    const missing = filesOf(sample).filter((file) => !fs.existsSync(publicPath(file)));
    const flags = [sample.demo && say.demo, sample.instrumental && say.instrumental].filter(
      Boolean,
    );
    const unlisted = unlistedStyle(sample, styles);
    if (unlisted) unlistedLines.push(say.unlistedStyle(sample.id, unlistedStyleText(unlisted)));
    return [
      sample.id,
      sample.title,
      sample.style,
      sample.bpm === undefined ? sample.rhythm : `${sample.rhythm} ${sample.bpm}`,
      sample.duration,
      flags.join(", ") || "-",
      missing.length ? say.filesMissing(missing.map(shown).join(", ")) : say.filesOk,
    ];
  });
  const header = say.listHeader;
  const table = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...table.map((row) => (row[column] ?? "").length)),
  );
  for (const row of table) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  }
  console.log(say.listTotal(samples.length, MANIFEST_PATH));
  for (const line of unlistedLines) console.log(`  ${line}`);
}

/** @param {string[]} argv */
async function main(argv) {
  // Read for `add` only: `remove` works whatever the configuration says (it is how a sample of a
  // style she no longer offers leaves the list).
  const styles = () => siteStyles().map((style) => style.id);
  const command = parseSamplesArgs(argv, styles);
  if (command.command === "help") console.log(usage(stylesForHelp()));
  else if (command.command === "list") list();
  else if (command.command === "remove") remove(command.id);
  else await add(command, styles());
}

await runOwnerCommand({ usage: usage(stylesForHelp()), main });
