#!/usr/bin/env node
// @ts-check
// `npm run samples -- add|remove|list`: the owner's own samples, from any audio file to a card
// on the page. Step by step for an owner: docs/samples.md. Prints one line per step.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_AUDIO_BYTES, MP3_KBPS, OPUS_KBPS, TARGET_LUFS, TARGET_TP } from "./format.mjs";
import { COVER_PALETTES, coverSvg, writeCover } from "./cover-art.mjs";
import { parseSamplesArgs, USAGE, UsageError } from "./args.mjs";
import {
  encode,
  InputError,
  master,
  measure,
  probeInput,
  requireFfmpeg,
  ToolError,
} from "./audio.mjs";
import { formatTime } from "../../src/lib/duration/format-time.ts";
import { sampleFiles } from "../../src/content/tracks.ts";
import {
  addSample,
  MANIFEST_PATH,
  ManifestError,
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

/** @param {number} bytes */
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * @param {import("./args.mjs").AddCommand} command
 */
async function add(command) {
  const total = 8;
  let step = 0;
  /** @param {string} text */
  const progress = (text) => console.log(`[${++step}/${total}] ${text}`);
  /** @param {string} text */
  const detail = (text) => console.log(`      ${text}`);

  progress(`Checking ${MANIFEST_PATH}…`);
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
      `Capa de “${command.title}”: estrelas árabes douradas sobre fundo ${COVER_PALETTES[command.style].colourName}`,
  };
  addSample(listed, entry); // fails now, before any work, when the id or the files are taken
  detail(`${listed.length} sample(s) listed; "${entry.id}" is free`);

  progress("Checking ffmpeg…");
  detail(requireFfmpeg());

  const input = path.resolve(command.file);
  progress(`Reading ${command.file}…`);
  const info = probeInput(input);
  detail(
    `${info.duration.toFixed(2)} s (${formatTime(info.duration)}), ${info.codec}, ` +
      `${info.sampleRate} Hz, ${info.channels} channel(s)`,
  );

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "samples-"));
  try {
    progress(`Normalising the loudness to ${TARGET_LUFS} LUFS / ${TARGET_TP} dBTP (two passes)…`);
    const mastered = master(input, work, detail);
    if (!mastered.linear) {
      detail("⚠ loudnorm used its dynamic mode: listen to the result for pumping");
    }

    progress(`Encoding Opus ${OPUS_KBPS} kb/s VBR and MP3 ${MP3_KBPS} kb/s CBR…`);
    const encoded = encode(mastered.wav, path.join(work, entry.file), entry.title);

    progress("Measuring the encoded files…");
    /** @type {string[]} */
    const problems = [];
    const results = [encoded.opus, encoded.mp3].map((file) => {
      const result = measure(file);
      detail(
        `${path.basename(file)}: ${result.duration.toFixed(3)} s, ${result.codec} ` +
          `${result.sampleRate} Hz ${result.channels} ch, ${result.lufs} LUFS integrated, ` +
          `${result.truePeak} dBTP true peak, ${megabytes(result.bytes)}`,
      );
      if (Math.abs(result.lufs - TARGET_LUFS) > LUFS_TOLERANCE) {
        problems.push(`${path.basename(file)} measures ${result.lufs} LUFS, not ${TARGET_LUFS}`);
      }
      if (result.bytes > MAX_AUDIO_BYTES) {
        detail(
          `⚠ over the ${megabytes(MAX_AUDIO_BYTES)} per-file budget (e2e/budgets.spec.ts): ` +
            "a sample of 3:00 or less stays under it",
        );
      }
      return result;
    });
    if (problems.length) throw new ToolError(`normalisation failed: ${problems.join("; ")}`);
    // The Opus file is the one most browsers play, and the shorter of the two (MP3 adds padding).
    const seconds = Math.min(...results.map((result) => result.duration));
    // Rounded down, so that the listed "m:ss" is never a second ahead of what the player shows.
    entry.durationSeconds = Math.floor(seconds * 100) / 100;
    entry.duration = formatTime(entry.durationSeconds);

    const variant = listed.filter((sample) => sample.style === entry.style).length;
    progress(`Drawing the cover (${entry.style}, variant ${variant})…`);
    const cover = path.join(work, `${entry.file}.webp`);
    const drawn = await writeCover(coverSvg({ id: entry.id, style: entry.style, variant }), cover);
    detail(
      `${drawn.width}×${drawn.height} WebP, quality ${drawn.quality}, ${(drawn.bytes / 1024).toFixed(1)} KB`,
    );
    if (!drawn.ok) throw new ToolError("the cover came out too large or of the wrong size");

    progress(`Writing the files and listing "${entry.id}" in ${MANIFEST_PATH}…`);
    const [opusFile, mp3File, coverFile] = filesOf(entry);
    const copies = [
      [encoded.opus, opusFile],
      [encoded.mp3, mp3File],
      [cover, coverFile],
    ];
    for (const [from, to] of copies) {
      if (!from || !to) continue;
      if (fs.existsSync(publicPath(to))) detail(`replacing ${shown(to)}, which no sample listed`);
      fs.mkdirSync(path.dirname(publicPath(to)), { recursive: true });
      fs.copyFileSync(from, publicPath(to));
      detail(`wrote ${shown(to)}`);
    }
    writeManifest(ROOT, addSample(listed, entry));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  const tempo = entry.bpm === undefined ? "" : ` ${entry.bpm} BPM`;
  console.log(
    `\n✓ Added "${entry.title}" (${entry.id}, ${entry.rhythm}${tempo}, ${entry.duration}${entry.instrumental ? ", instrumental" : ""}).`,
  );
  const demos = readManifest(ROOT).filter((sample) => sample.demo);
  if (demos.length) {
    console.log(
      `  The demo samples are still listed: ${demos
        .map((sample) => `npm run samples -- remove ${sample.id}`)
        .join(" ; ")}`,
    );
  }
  console.log("  Check the page with npm start, then commit public/audio, public/covers and");
  console.log(`  ${MANIFEST_PATH}. Step by step: docs/samples.md`);
}

/** @param {string} id */
function remove(id) {
  const listed = readManifest(ROOT);
  const { samples, removed } = removeSample(listed, id);
  console.log(`[1/2] Removing "${removed.title}" (${id}) from ${MANIFEST_PATH}…`);
  writeManifest(ROOT, samples);
  console.log("[2/2] Deleting its files…");
  const stillUsed = new Set(samples.flatMap(filesOf));
  for (const file of filesOf(removed)) {
    if (stillUsed.has(file)) {
      console.log(`      kept ${shown(file)}: another sample uses it`);
    } else if (fs.existsSync(publicPath(file))) {
      fs.rmSync(publicPath(file));
      console.log(`      deleted ${shown(file)}`);
    }
  }
  console.log(`\n✓ Removed "${id}"; ${samples.length} sample(s) left.`);
  if (samples.length === 0) {
    console.log("  The page needs at least one: the build stops until you add one.");
  }
}

function list() {
  const samples = readManifest(ROOT);
  const rows = samples.map((sample) => {
    const missing = filesOf(sample).filter((file) => !fs.existsSync(publicPath(file)));
    const flags = [sample.demo && "demo", sample.instrumental && "instrumental"].filter(Boolean);
    return [
      sample.id,
      sample.title,
      sample.style,
      sample.bpm === undefined ? sample.rhythm : `${sample.rhythm} ${sample.bpm}`,
      sample.duration,
      flags.join(", ") || "-",
      missing.length ? `MISSING ${missing.map(shown).join(", ")}` : "ok",
    ];
  });
  const header = ["id", "title", "style", "rhythm", "duration", "flags", "files"];
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
  console.log(`\n${samples.length} sample(s) in ${MANIFEST_PATH}.`);
}

/** @param {string[]} argv */
async function main(argv) {
  const command = parseSamplesArgs(argv);
  if (command.command === "help") console.log(USAGE);
  else if (command.command === "list") list();
  else if (command.command === "remove") remove(command.id);
  else await add(command);
}

main(process.argv.slice(2)).catch((/** @type {unknown} */ error) => {
  if (error instanceof UsageError) {
    console.error(`✖ ${error.message}\n\n${USAGE}`);
  } else if (
    error instanceof ToolError ||
    error instanceof InputError ||
    error instanceof ManifestError
  ) {
    console.error(`✖ ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
