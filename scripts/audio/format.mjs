// @ts-check
// The site's audio format and loudness, written once (docs/decisions/0003-audio-formats.md):
// used by the demo generator (generate-samples.mjs) and by `npm run samples -- add`.

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
