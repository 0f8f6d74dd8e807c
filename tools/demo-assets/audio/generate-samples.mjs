#!/usr/bin/env node
// @ts-check
// Generates the two 3:01 demo tracks played on the site:
//   public/audio/<slug>.opus  (Opus in Ogg, offered first)
//   public/audio/<slug>.mp3   (MP3 fallback for every browser)
//
// Pipeline per piece: compose (compose.mjs) → Standard MIDI File (midi.mjs) →
// fluidsynth + FluidR3 GM soundfont → ffmpeg trim to exactly 181 s with fades →
// limiter + two-pass linear EBU R128 loudness normalisation → encode → verify.
//
// Needs (Debian): fluidsynth fluid-soundfont-gm ffmpeg sox
// Usage: node tools/demo-assets/audio/generate-samples.mjs [--keep] [--only <slug>]
//   --keep   keep the temp directory (MIDI, WAV, spectrograms) for inspection
// Exits non-zero if any output fails a check.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PIECES } from "./compose.mjs";
import {
  EBUR128,
  ebur128Summary,
  lastJson,
  limiterFilter,
  linearLoudnormFilter,
  LOUDNORM_ANALYSIS,
  MAX_AUDIO_BYTES as MAX_BYTES,
  MP3_ENCODE_ARGS,
  MP3_KBPS,
  OPUS_ENCODE_ARGS,
  OPUS_KBPS,
  TARGET_LUFS,
  TARGET_TP,
} from "../../../scripts/samples/format.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const OUT_DIR = path.join(ROOT, "public/audio");
const SOUNDFONT = "/usr/share/sounds/sf2/FluidR3_GM.sf2";

const DURATION = 181; // seconds, exact
const FADE_IN = 0.4;
const FADE_OUT = 4;
const MIN_MUSIC = 185; // the music must last at least this long, so trimming never pads silence
const SILENCE = { db: -50, seconds: 1.5 };

const cli = process.argv.slice(2);
const keep = cli.includes("--keep");
const only = cli.includes("--only") ? cli[cli.indexOf("--only") + 1] : null;

/**
 * Tagged template → argv array: literal text is split on whitespace, each
 * ${value} stays one argument (arrays are spread). Keep values whole: write
 * `-af ${filter}`, never `-af volume=${x}dB`.
 * @param {TemplateStringsArray} strings
 * @param {(string | number | readonly (string | number)[])[]} values
 */
function argv(strings, ...values) {
  /** @type {string[]} */
  const out = [];
  strings.forEach((s, i) => {
    out.push(...s.split(/\s+/).filter(Boolean));
    if (i < values.length) out.push(...[values[i]].flat().map(String));
  });
  return out;
}

/**
 * Run a command; throws with its stderr on failure; returns stdout+stderr.
 * @param {string} cmd
 * @param {readonly string[]} args
 */
function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}\n${r.stderr || r.stdout}`);
  return `${r.stdout}\n${r.stderr}`;
}

const ffmpeg = (/** @type {readonly string[]} */ args) =>
  run("ffmpeg", ["-hide_banner", "-nostats", "-y", ...args]);

function requireTools() {
  for (const t of ["fluidsynth", "ffmpeg", "ffprobe", "sox"]) {
    if (spawnSync("sh", ["-c", `command -v ${t}`]).status !== 0)
      throw new Error(
        `Missing tool: ${t} (apt-get install fluidsynth fluid-soundfont-gm ffmpeg sox)`,
      );
  }
  if (!fs.existsSync(SOUNDFONT))
    throw new Error(`Missing soundfont: ${SOUNDFONT} (apt-get install fluid-soundfont-gm)`);
}

// ------------------------------------------------------------- measurements --

const probeDuration = (/** @type {string} */ file) =>
  Number(run("ffprobe", argv`-v error -show_entries format=duration -of csv=p=0 ${file}`).trim());

/**
 * Integrated loudness, true peak and LRA from ffmpeg's ebur128 summary.
 * @param {string} file
 */
const measureLoudness = (file) => ebur128Summary(ffmpeg(argv`-i ${file} -af ${EBUR128} -f null -`));

/**
 * Sample peak and RMS (dBFS) from `sox stats` on a decoded WAV.
 * @param {string} wav
 */
function soxStats(wav) {
  const log = run("sox", argv`${wav} -n stats`);
  const num = (/** @type {string} */ label) =>
    Number(new RegExp(`${label}\\s+(-?[\\d.]+|-inf)`).exec(log)?.[1]);
  return { peak: num("Pk lev dB"), rms: num("RMS lev dB") };
}

/**
 * Start times of silent stretches (below SILENCE.db for ≥ SILENCE.seconds) in the first `upTo` s.
 * @param {string} file
 * @param {number} upTo
 */
function silences(file, upTo) {
  const filter = `silencedetect=n=${SILENCE.db}dB:d=${SILENCE.seconds}`;
  const log = ffmpeg(argv`-t ${upTo} -i ${file} -af ${filter} -f null -`);
  return [...log.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Number(m[1]));
}

// ---------------------------------------------------------------- pipeline --

/**
 * @param {import("./compose.mjs").Piece} piece
 * @param {string} tmp
 */
function buildPiece(piece, tmp) {
  const tag = `[${piece.slug}]`;
  const step = (/** @type {number} */ n, /** @type {string} */ msg) =>
    console.log(`${tag} ${n}/6 ${msg}`);
  const info = (/** @type {string} */ msg) => console.log(`${tag}      ${msg}`);
  const file = (/** @type {string} */ ext) => path.join(tmp, `${piece.slug}.${ext}`);

  step(1, "composing MIDI (maqam Hijaz)…");
  const { arranger, finalBeat } = piece.compose();
  fs.writeFileSync(file("mid"), arranger.song.toBytes());
  for (const s of arranger.sections)
    info(`${arranger.seconds(s.beat).toFixed(1).padStart(6)} s  ${s.name}`);
  const musicEnd = arranger.seconds(arranger.lastBeat);
  info(
    `final chord at ${arranger.seconds(finalBeat).toFixed(1)} s, music ends at ${musicEnd.toFixed(1)} s`,
  );
  if (musicEnd < MIN_MUSIC)
    throw new Error(`${tag} music lasts only ${musicEnd.toFixed(1)} s (needs ≥ ${MIN_MUSIC} s)`);

  step(2, "rendering with fluidsynth + FluidR3 GM…");
  const settings = [
    "synth.reverb.room-size=0.55",
    "synth.reverb.damp=0.35",
    "synth.reverb.width=0.9",
    "synth.reverb.level=0.6",
    "synth.chorus.level=1.2",
    "synth.polyphony=512",
  ].flatMap((s) => ["-o", s]);
  // -n no MIDI input, -i no shell, -q quiet, -F fast-render to file (float WAV: no clipping)
  run(
    "fluidsynth",
    argv`-n -i -q -r 44100 -g 0.45 -R 1 -C 1 ${settings} -T wav -O float -F ${file("raw.wav")} ${SOUNDFONT} ${file("mid")}`,
  );
  const rendered = probeDuration(file("raw.wav"));
  info(`rendered ${rendered.toFixed(2)} s`);
  if (rendered < MIN_MUSIC) throw new Error(`${tag} render too short: ${rendered} s`);

  step(3, `trimming to ${DURATION.toFixed(3)} s with fades…`);
  const trim = [
    `atrim=end=${DURATION}`,
    "asetpts=N/SR/TB",
    `afade=t=in:d=${FADE_IN}`,
    `afade=t=out:st=${DURATION - FADE_OUT}:d=${FADE_OUT}`,
  ].join(",");
  ffmpeg(argv`-loglevel error -i ${file("raw.wav")} -af ${trim} -c:a pcm_f32le ${file("cut.wav")}`);

  step(
    4,
    `mastering: limiter + two-pass linear loudnorm to ${TARGET_LUFS} LUFS / ${TARGET_TP} dBTP…`,
  );
  // The darbuka makes the raw mix very peaky: gain towards the target, a look-ahead limiter
  // shaves the drum transients, then a linear (constant-gain) loudnorm pass lands on the target.
  const measure = (/** @type {string} */ input) =>
    lastJson(ffmpeg(argv`-i ${input} -af ${LOUDNORM_ANALYSIS} -f null -`));
  const m0 = measure(file("cut.wav"));
  const { gain, filter: master } = limiterFilter(Number(m0.input_i));
  ffmpeg(
    argv`-loglevel error -i ${file("cut.wav")} -af ${master} -c:a pcm_f32le ${file("lim.wav")}`,
  );
  const linear = linearLoudnormFilter(measure(file("lim.wav")));
  const m2 = lastJson(
    ffmpeg(argv`-i ${file("lim.wav")} -af ${linear} -ar 44100 -c:a pcm_s16le ${file("norm.wav")}`),
  );
  info(
    `raw ${m0.input_i} LUFS / ${m0.input_tp} dBTP → +${gain} dB + limiter → ` +
      `${m2.output_i} LUFS / ${m2.output_tp} dBTP (${m2.normalization_type})`,
  );
  if (m2.normalization_type !== "linear")
    throw new Error(`${tag} loudnorm fell back to dynamic mode`);

  step(5, `encoding Opus ${OPUS_KBPS} kbps VBR + MP3 ${MP3_KBPS} kbps CBR…`);
  const meta = [
    `title=${piece.title}`,
    "artist=Raqs Music",
    `genre=Dança do ventre — ${piece.style}`,
    "comment=Amostra instrumental em maqam Hijaz (sintetizada com FluidR3 GM)",
  ].flatMap((t) => ["-metadata", t]);
  const opus = path.join(OUT_DIR, `${piece.slug}.opus`);
  const mp3 = path.join(OUT_DIR, `${piece.slug}.mp3`);
  // +bitexact: fixed Ogg serial numbers / no encoder string → byte-identical re-runs
  const common = argv`-loglevel error -i ${file("norm.wav")} -map_metadata -1 ${meta} -fflags +bitexact`;
  ffmpeg([...common, ...OPUS_ENCODE_ARGS, opus]);
  ffmpeg([...common, ...MP3_ENCODE_ARGS, mp3]);

  if (keep)
    run(
      "sox",
      argv`${file("norm.wav")} -n remix 1,2 spectrogram -x 1800 -y 400 -z 90 -o ${file("png")}`,
    );

  step(6, "verifying outputs…");
  const failures = [];
  for (const out of [opus, mp3]) {
    const name = path.relative(ROOT, out);
    const bytes = fs.statSync(out).size;
    const dur = probeDuration(out);
    const dec = path.join(tmp, `${path.basename(out)}.dec.wav`);
    ffmpeg(argv`-loglevel error -i ${out} -ar 44100 -c:a pcm_f32le ${dec}`);
    const { peak } = soxStats(dec);
    const loud = measureLoudness(out);
    const gaps = silences(out, DURATION - FADE_OUT);
    info(
      `${name}: ${bytes} bytes (${(bytes / 1e6).toFixed(2)} MB), ${dur.toFixed(3)} s, ` +
        `sample peak ${peak} dBFS, ${loud.lufs} LUFS, true peak ${loud.truePeak} dBTP, LRA ${loud.lra} LU, ` +
        `silent gaps: ${gaps.length}`,
    );
    if (Math.abs(dur - DURATION) > 0.05)
      failures.push(`${name}: duration ${dur} s ≠ ${DURATION} s`);
    if (bytes > MAX_BYTES) failures.push(`${name}: ${bytes} bytes > ${MAX_BYTES}`);
    if (!(peak < 0)) failures.push(`${name}: sample peak ${peak} dBFS (clipping)`);
    if (!(loud.truePeak <= -1)) failures.push(`${name}: true peak ${loud.truePeak} dBTP > -1`);
    if (!(Math.abs(loud.lufs - TARGET_LUFS) <= 1))
      failures.push(`${name}: loudness ${loud.lufs} LUFS outside ${TARGET_LUFS} ± 1`);
    if (gaps.length)
      failures.push(
        `${name}: silence ≥ ${SILENCE.seconds} s at ${gaps.map((g) => g.toFixed(1)).join(", ")} s`,
      );
  }
  return failures;
}

function main() {
  requireTools();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "raqs-audio-"));
  const failures = [];
  try {
    for (const piece of PIECES) {
      if (only && piece.slug !== only) continue;
      failures.push(...buildPiece(piece, tmp));
    }
  } finally {
    if (keep) console.log(`temp files kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\n✗ ${failures.length} check(s) failed:\n  - ${failures.join("\n  - ")}`);
    process.exit(1);
  }
  console.log("\n✓ all audio checks passed");
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
