// @ts-check
// The ffmpeg side of `npm run samples -- add`: read any audio file, normalise its loudness to the
// level of the site's other samples, encode the two formats, measure the results.
// Format and loudness: format.mjs (docs/decisions/0003-audio-formats.md).

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  CHANNELS,
  EBUR128,
  ebur128Summary,
  lastJson,
  LIMIT_DBFS,
  limiterFilter,
  linearLoudnormFilter,
  LOUDNORM_ANALYSIS,
  MP3_ENCODE_ARGS,
  MP3_SAMPLE_RATE,
  OPUS_ENCODE_ARGS,
} from "./format.mjs";
import { Refusal } from "../owner/cli.mjs";
import { samples as say } from "../owner/messages.mjs";

/** ffmpeg or ffprobe is missing or failed: a refusal that says how to get on. */
export class ToolError extends Refusal {
  /** @param {string} problem @param {string} [fix] */
  constructor(problem, fix = say.toolFailedFix) {
    super(problem, fix);
    this.name = "ToolError";
  }
}

/** The input is not there or is not audio ffmpeg can read. */
export class InputError extends Refusal {
  /** @param {string} problem @param {string} [fix] */
  constructor(problem, fix = say.readableFix) {
    super(problem, fix);
    this.name = "InputError";
  }
}

/** @param {string} text */
const lastLines = (text) => text.trim().split("\n").slice(-3).join("\n").trim();

/**
 * Runs a tool and returns stdout + stderr.
 * @param {"ffmpeg" | "ffprobe"} tool
 * @param {string[]} args
 * @returns {{ ok: boolean, out: string, err: string }}
 */
function run(tool, args) {
  const extra = tool === "ffmpeg" ? ["-hide_banner", "-nostats", "-y"] : [];
  const result = spawnSync(tool, [...extra, ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    const code = /** @type {NodeJS.ErrnoException} */ (result.error).code;
    if (code === "ENOENT") throw new ToolError(say.toolMissing(tool), say.installFix);
    throw new ToolError(say.toolFailed(tool, result.error.message), say.installFix);
  }
  return { ok: result.status === 0, out: result.stdout, err: result.stderr };
}

/**
 * Runs ffmpeg; a failure throws with ffmpeg's last lines.
 * @param {string[]} args
 * @returns {string} stderr, where ffmpeg prints its filters' reports
 */
function ffmpeg(args) {
  const { ok, err } = run("ffmpeg", args);
  if (!ok) throw new ToolError(say.toolFailed("ffmpeg", lastLines(err)));
  return err;
}

/**
 * Checks that ffmpeg (with the Opus and MP3 encoders) and ffprobe are installed.
 * @returns {string} ffmpeg's version ("5.1.9"), out of its English first line; "" if it says none
 */
export function requireFfmpeg() {
  const first = run("ffmpeg", ["-version"]).out.split("\n")[0] ?? "";
  run("ffprobe", ["-version"]);
  const encoders = run("ffmpeg", ["-encoders"]).out;
  for (const encoder of ["libopus", "libmp3lame"]) {
    if (!encoders.includes(encoder)) {
      throw new ToolError(say.encoderMissing(encoder), say.installFix);
    }
  }
  return /^ffmpeg version (\S+)/.exec(first)?.[1] ?? "";
}

/**
 * @typedef {{ duration: number, codec: string, sampleRate: number, channels: number }} InputInfo
 */

/**
 * What ffprobe says of the input's first audio stream.
 * @param {string} file
 * @returns {InputInfo}
 * @throws {InputError} when the file is missing or has no readable audio
 */
export function probeInput(file) {
  if (!fs.existsSync(file)) throw new InputError(say.noSuchFile(file), say.noSuchFileFix);
  if (!fs.statSync(file).isFile()) throw new InputError(say.notAFile(file), say.noSuchFileFix);
  const { ok, out, err } = run("ffprobe", [
    ...["-v", "error", "-select_streams", "a:0"],
    ...["-show_entries", "stream=codec_name,sample_rate,channels,duration:format=duration"],
    ...["-of", "json", file],
  ]);
  if (!ok) throw new InputError(say.unreadable(file, lastLines(err)));
  /** @type {{ streams?: Record<string, string | number>[], format?: { duration?: string } }} */
  const info = JSON.parse(out);
  const stream = info.streams?.[0];
  if (!stream) throw new InputError(say.noAudio(file));
  const duration = Number(info.format?.duration ?? stream.duration);
  if (!(duration > 0)) {
    throw new InputError(say.unknownLength(file), say.unknownLengthFix);
  }
  return {
    duration,
    codec: String(stream.codec_name),
    sampleRate: Number(stream.sample_rate),
    channels: Number(stream.channels),
  };
}

/**
 * ffmpeg's loudnorm analysis (its first pass) of a file.
 * @param {string} file
 */
function analyse(file) {
  return lastJson(ffmpeg(["-i", file, "-af", LOUDNORM_ANALYSIS, "-f", "null", "-"]));
}

/**
 * @typedef {{ lufs: number, truePeak: number }} Loudness
 * @typedef {{ wav: string, before: Loudness, after: Loudness, linear: boolean }} Master
 */

/**
 * Decodes the input to stereo and normalises it as the demo samples were: gain towards the
 * target, a look-ahead limiter for the peaks, then ffmpeg's two-pass loudnorm in linear mode
 * (one constant gain, no pumping), to TARGET_LUFS / TARGET_TP.
 * @param {string} input
 * @param {string} workDir
 * @param {(line: string) => void} report
 * @returns {Master}
 */
export function master(input, workDir, report) {
  const decoded = path.join(workDir, "decoded.wav");
  const limited = path.join(workDir, "limited.wav");
  const wav = path.join(workDir, "master.wav");
  ffmpeg([
    ...["-loglevel", "error", "-i", input, "-map", "0:a:0"],
    ...["-ac", String(CHANNELS), "-c:a", "pcm_f32le", decoded],
  ]);

  const first = analyse(decoded);
  const inputLufs = Number(first.input_i);
  if (!Number.isFinite(inputLufs) || inputLufs < -70) {
    throw new InputError(say.silent(input, String(first.input_i)), say.silentFix);
  }
  const before = { lufs: inputLufs, truePeak: Number(first.input_tp) };
  report(say.passOne(before.lufs, before.truePeak));

  const { gain, filter } = limiterFilter(inputLufs);
  ffmpeg(["-loglevel", "error", "-i", decoded, "-af", filter, "-c:a", "pcm_f32le", limited]);
  const linear = linearLoudnormFilter(analyse(limited));
  // loudnorm works at 192 kHz: give the master Opus's own rate back.
  const second = lastJson(
    ffmpeg(["-i", limited, "-af", linear, "-ar", "48000", "-c:a", "pcm_f32le", wav]),
  );
  const after = { lufs: Number(second.output_i), truePeak: Number(second.output_tp) };
  report(
    say.passTwo(gain, LIMIT_DBFS, String(second.normalization_type), after.lufs, after.truePeak),
  );
  return { wav, before, after, linear: second.normalization_type === "linear" };
}

/**
 * Encodes the master to `<base>.opus` and `<base>.mp3`, with the title as the only tag.
 * @param {string} wav
 * @param {string} base output path without extension
 * @param {string} title
 * @returns {{ opus: string, mp3: string }}
 */
export function encode(wav, base, title) {
  const opus = `${base}.opus`;
  const mp3 = `${base}.mp3`;
  // +bitexact: no encoder string, fixed Ogg serial numbers: the same input gives the same files.
  const common = [
    ...["-loglevel", "error", "-i", wav, "-map_metadata", "-1", "-metadata", `title=${title}`],
    ...["-fflags", "+bitexact", "-ac", String(CHANNELS)],
  ];
  ffmpeg([...common, ...OPUS_ENCODE_ARGS, opus]);
  ffmpeg([...common, "-ar", String(MP3_SAMPLE_RATE), ...MP3_ENCODE_ARGS, mp3]);
  return { opus, mp3 };
}

/**
 * @typedef {{ duration: number, lufs: number, truePeak: number, bytes: number, codec: string,
 *   sampleRate: number, channels: number }} Measured
 */

/**
 * The encoded file as a listener gets it: ffprobe's duration and format, EBU R128 loudness.
 * @param {string} file
 * @returns {Measured}
 */
export function measure(file) {
  const { duration, codec, sampleRate, channels } = probeInput(file);
  const { lufs, truePeak } = ebur128Summary(
    ffmpeg(["-i", file, "-af", EBUR128, "-f", "null", "-"]),
  );
  return { duration, codec, sampleRate, channels, lufs, truePeak, bytes: fs.statSync(file).size };
}

/** The full version's MP3: the highest constant bitrate MP3 has, since the buyer keeps this file. */
export const FULL_VERSION_MP3_ARGS = ["-c:a", "libmp3lame", "-b:a", "320k"];

/**
 * A full version that is not MP3 (a WAV from the AI service, say), as the MP3 the Terms promise,
 * its loudness untouched, the title as its only tag.
 * @param {string} input
 * @param {string} output
 * @param {string} title
 * @returns {string} the MP3's path
 */
export function toMp3(input, output, title) {
  ffmpeg([
    ...["-loglevel", "error", "-i", input, "-map", "0:a:0", "-map_metadata", "-1"],
    ...["-metadata", `title=${title}`, "-fflags", "+bitexact", ...FULL_VERSION_MP3_ARGS, output],
  ]);
  return output;
}
