// @ts-check
// The site's audio format and loudness, and the mastering chain that reaches that loudness,
// written once (docs/decisions/0003-audio-formats.md): used by the demo generator
// (generate-samples.mjs) and by `npm run samples -- add` (scripts/samples/audio.mjs).

/** Integrated loudness the master is normalised to, in LUFS (EBU R128). */
export const TARGET_LUFS = -16;
/** True-peak ceiling of the master, in dBTP: headroom for lossy decoding. */
export const TARGET_TP = -1.5;
/** Loudness range given to ffmpeg's loudnorm, in LU. */
export const TARGET_LRA = 11;
/** Look-ahead limiter ceiling (sample peak, dBFS) before the final linear gain. */
export const LIMIT_DBFS = -2.5;
/** Opus in Ogg, VBR target; measured average ≈ 91–93 kb/s with the Ogg overhead. Always 48 kHz. */
export const OPUS_KBPS = 80;
/** MP3, constant bitrate, 44.1 kHz. */
export const MP3_KBPS = 128;
export const MP3_SAMPLE_RATE = 44100;
/** Both formats are stereo. */
export const CHANNELS = 2;
/** Per-file budget checked by e2e/budgets.spec.ts: 128 kb/s MP3 reaches it at about 3:07. */
export const MAX_AUDIO_BYTES = 3_000_000;

/** ffmpeg arguments of the Opus encoding (the source offered first). */
export const OPUS_ENCODE_ARGS = [
  "-c:a",
  "libopus",
  "-b:a",
  `${OPUS_KBPS}k`,
  "-vbr",
  "on",
  "-compression_level",
  "10",
  "-application",
  "audio",
];

/** ffmpeg arguments of the MP3 fallback (Safari), with a Xing header for exact durations. */
export const MP3_ENCODE_ARGS = [
  "-c:a",
  "libmp3lame",
  "-b:a",
  `${MP3_KBPS}k`,
  "-id3v2_version",
  "3",
  "-write_xing",
  "1",
];

// ---- mastering: the same chain for the demos and for an owner's samples ----

/** ffmpeg's loudnorm filter aimed at the site's level. */
export const LOUDNORM = `loudnorm=I=${TARGET_LUFS}:TP=${TARGET_TP}:LRA=${TARGET_LRA}`;

/** loudnorm's first pass: measures, and prints what it measured as JSON. */
export const LOUDNORM_ANALYSIS = `${LOUDNORM}:print_format=json`;

/**
 * The last JSON object ffmpeg printed (loudnorm's report).
 * @param {string} log
 */
export const lastJson = (log) =>
  /** @type {Record<string, string>} */ (
    JSON.parse(log.slice(log.lastIndexOf("{"), log.lastIndexOf("}") + 1))
  );

/**
 * Gain towards the target (1 dB over it: the limiter takes that back from the peaks), then a
 * look-ahead limiter at LIMIT_DBFS. Peaky mixes (a darbuka's peak-to-loudness is ≈ 18 dB) would
 * otherwise force loudnorm into its pumping "dynamic" mode.
 * @param {number} inputLufs integrated loudness measured by the first pass
 * @returns {{ gain: string, filter: string }} the gain in dB, and the filter
 */
export function limiterFilter(inputLufs) {
  const gain = (TARGET_LUFS - inputLufs + 1).toFixed(2);
  const limit = (10 ** (LIMIT_DBFS / 20)).toFixed(4);
  return {
    gain,
    filter: `volume=${gain}dB,alimiter=limit=${limit}:attack=4:release=80:level=false:latency=true`,
  };
}

/**
 * loudnorm's second pass: one constant gain (linear mode) from the first pass's measurements.
 * loudnorm refuses its linear mode when the measured range is exactly 0, as for a steady tone;
 * one constant gain is what such a file needs too, so the range is then given as 0.01.
 * @param {Record<string, string>} measured the first pass's report
 */
export function linearLoudnormFilter(measured) {
  const lra = Number(measured.input_lra) > 0 ? measured.input_lra : "0.01";
  return (
    `${LOUDNORM}:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}:measured_LRA=${lra}` +
    `:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}:linear=true:print_format=json`
  );
}

/** ffmpeg's EBU R128 meter, as a listener's player would measure the file. */
export const EBUR128 = "ebur128=peak=true";

/**
 * Integrated loudness, loudness range and true peak from the summary the ebur128 filter prints.
 * @param {string} log ffmpeg's stderr
 */
export function ebur128Summary(log) {
  const summary = log.slice(log.lastIndexOf("Summary:"));
  const number = (/** @type {RegExp} */ pattern) => Number(pattern.exec(summary)?.[1]);
  return {
    lufs: number(/I:\s+(-?[\d.]+) LUFS/),
    lra: number(/LRA:\s+(-?[\d.]+) LU/),
    truePeak: number(/Peak:\s+(-?[\d.]+|-inf) dBFS/),
  };
}
