// @ts-check
// The two demo pieces, both in maqam Hijaz on D (D Eb F# G A Bb C D).
//
//   1. "Yasmin, Flor do Deserto" — Romântica, 84 BPM, baladi (D D - T D - T -)
//   2. "Samira no Ritmo"         — Pop, 116 BPM, maqsum (D T - T D - T -)
//
// Each piece: free intro (taqsim over a drone) → drums enter → theme A →
// theme B (call and response) → variation → darbuka solo with riq and zills →
// return of the theme → outro with a held final chord.
//
// Instruments are General MIDI programs (0-based) rendered with FluidR3 GM.
//
// Each piece is a list of sections, one function each, called in the order they are heard:
// the order of the calls is part of the music (the humanising jitter draws from one seeded
// generator), so reordering them changes the MIDI file.

import { Arranger, CHORDS, KIT, pcAbove, voicing, scaleStep } from "./arranger.mjs";

/**
 * @typedef {object} Composition
 * @property {Arranger} arranger
 * @property {number} finalBeat beat where the music ends, before the generator trims and fades it
 */

/** Beats in a bar (every section is in 4/4). */
const BAR = 4;

/** GM programs standing in for the takht (documented in docs/decisions/0003). */
export const PROGRAMS = {
  violin: 40, // Violin — solo kamanja line
  strings: 48, // String Ensemble 1 — unison firqa strings
  ney: 77, // Shakuhachi — breathy, the closest GM colour to a ney
  qanun: 107, // Koto — plucked zither with picks, played in octaves like a qanun
  oud: 24, // Acoustic Guitar (nylon) — warm low plucks for the oud
  bassRomantic: 32, // Acoustic Bass
  bassPop: 33, // Electric Bass (finger)
  drone: 49, // String Ensemble 2 (slow strings) — drone / pad
};

/**
 * The takht's seven instruments on their channels, with the piece's bass.
 * @param {Arranger} a
 * @param {{ bass: number }} options
 */
function setup(a, { bass }) {
  a.instrument("violin", {
    name: "Violino (kamanja)",
    channel: 0,
    program: PROGRAMS.violin,
    volume: 102,
    pan: 52,
    reverb: 60,
  });
  a.instrument("strings", {
    name: "Cordas em uníssono",
    channel: 1,
    program: PROGRAMS.strings,
    volume: 84,
    pan: 74,
    reverb: 62,
    chorus: 20,
  });
  a.instrument("ney", {
    name: "Ney",
    channel: 2,
    program: PROGRAMS.ney,
    volume: 86,
    pan: 44,
    reverb: 75,
  });
  a.instrument("qanun", {
    name: "Qanun",
    channel: 3,
    program: PROGRAMS.qanun,
    volume: 96,
    pan: 86,
    reverb: 55,
  });
  a.instrument("oud", {
    name: "Oud",
    channel: 4,
    program: PROGRAMS.oud,
    volume: 98,
    pan: 36,
    reverb: 40,
  });
  a.instrument("bass", {
    name: "Baixo",
    channel: 5,
    program: bass,
    volume: 100,
    pan: 64,
    reverb: 20,
  });
  a.instrument("drone", {
    name: "Bordão / pad",
    channel: 6,
    program: PROGRAMS.drone,
    volume: 78,
    pan: 64,
    reverb: 70,
    chorus: 30,
  });
}

/**
 * The `index`th tone of a chord (root, third, fifth), as a pitch class.
 * @param {string} chord
 * @param {number} index
 */
function chordTone(chord, index) {
  const tone = CHORDS[chord]?.[index];
  if (tone === undefined) throw new Error(`no tone ${index} in chord ${chord}`);
  return tone;
}

const root2 = (/** @type {string} */ chord) => pcAbove(chordTone(chord, 0), 36); // C2..B2
const fifth2 = (/** @type {string} */ chord) => pcAbove(chordTone(chord, 2), 40);

/**
 * A chord per half bar, written a bar at a time: "D Cm | Gm D".
 * @param {string} bars
 */
const progression = (bars) => bars.split(/[\s|]+/);

/**
 * A chord per half bar: the two of bar `b`.
 * @param {readonly string[]} chords
 * @param {number} b
 * @returns {[string, string]}
 */
const barChords = (chords, b) => /** @type {[string, string]} */ (chords.slice(b * 2, b * 2 + 2));

/**
 * The chord after bar `b` (the first of the next bar), D after the last.
 * @param {readonly string[]} chords
 * @param {number} b
 */
const nextChord = (chords, b) => chords[b * 2 + 2] ?? "D";

/**
 * Baladi bass: notes on the dums (beats 0, ½, 2) plus a passing note.
 * @param {Arranger} a
 * @param {number} beat
 * @param {readonly [string, string]} chords
 * @param {number} vel
 * @param {string} [next] the next bar's chord, approached by a step
 */
function bassBaladi(a, beat, [c1, c2], vel, next) {
  a.note("bass", beat, root2(c1), 0.45, vel);
  a.note("bass", beat + 0.5, root2(c1), 1.3, vel - 8);
  a.note("bass", beat + 2, root2(c2), 0.9, vel - 3);
  a.note("bass", beat + 3, fifth2(c2), 0.45, vel - 14);
  if (next)
    a.note("bass", beat + 3.5, scaleStep(root2(next), next === c2 ? 1 : -1), 0.45, vel - 16);
}

/**
 * Maqsum bass: syncopated line locked to dum–tek–tek–dum–tek.
 * @param {Arranger} a
 * @param {number} beat
 * @param {readonly [string, string]} chords
 * @param {number} vel
 * @param {string} [next] the next bar's chord, approached from a step below
 */
function bassMaqsum(a, beat, [c1, c2], vel, next) {
  const r1 = root2(c1);
  const r2 = root2(c2);
  a.note("bass", beat, r1, 0.4, vel);
  a.note("bass", beat + 0.75, r1 + 12, 0.2, vel - 22);
  a.note("bass", beat + 1.5, r1, 0.4, vel - 10);
  a.note("bass", beat + 2, r2, 0.45, vel - 2);
  a.note("bass", beat + 2.75, fifth2(c2), 0.2, vel - 18);
  a.note("bass", beat + 3, r2 + 12, 0.4, vel - 12);
  a.note("bass", beat + 3.5, next ? scaleStep(root2(next), -1) : r2, 0.4, vel - 14);
}

/**
 * Romantic oud: flowing eighth-note arpeggio accented like baladi.
 * @param {Arranger} a
 * @param {number} beat
 * @param {readonly [string, string]} chords
 * @param {number} vel
 */
function oudArpeggio(a, beat, [c1, c2], vel) {
  const accents = [1, 0.9, 0.6, 0.85, 0.95, 0.6, 0.85, 0.6];
  const order = [0, 2, 3, 1, 0, 4, 2, 3];
  accents.forEach((accent, i) => {
    const c = i < 4 ? c1 : c2;
    const tones = [...voicing(c, 50, 3), ...voicing(c, 62, 2)];
    const pitch = /** @type {number} */ (tones[/** @type {number} */ (order[i])]);
    a.note("oud", beat + i * 0.5 + a.jitter(0.01), pitch, 0.9, vel * accent);
  });
}

/**
 * Pop oud: rhythmic plucks on the maqsum with a 16th "tak-a" pickup.
 * @param {Arranger} a
 * @param {number} beat
 * @param {readonly [string, string]} chords
 * @param {number} vel
 */
function oudMaqsum(a, beat, [c1, c2], vel) {
  const [r1 = 0, t1 = 0, f1 = 0] = voicing(c1, 50, 3);
  const [r2 = 0, t2 = 0, f2 = 0] = voicing(c2, 50, 3);
  /** @type {[beat: number, pitch: number, accent: number][]} */
  const hits = [
    [0, r1, 1],
    [0.5, f1, 0.8],
    [1.5, t1, 0.85],
    [1.75, f1, 0.6],
    [2, r2, 0.95],
    [2.5, f2, 0.7],
    [3, t2, 0.85],
    [3.5, f2, 0.7],
    [3.75, r2 + 12, 0.6],
  ];
  for (const [t, p, f] of hits) a.note("oud", beat + t + a.jitter(0.01), p, 0.45, vel * f);
}

// ---------------------------------------------------------------- grooves --

const BALADI = {
  plain: "D.D...T.D...T...",
  light: "D.D..kT.D..kT.k.",
  orn: "D.Dk.tT.D.tkT.tk",
  orn2: "D.D.tkT.D.tkTktk",
  fill: "D.D...T.D.tkTtTt",
  roll: "D.D.tkT.D.RRRRTS",
};

const MAQSUM = {
  plain: "D.T...T.D...T...",
  light: "D.T..kT.D.k.T.k.",
  orn: "D.TktkT.D.tkTktk",
  orn2: "D.T.tkT.DtkTtkT.",
  fill: "D.T.tkT.D.TtTtTt",
  roll: "D.TktkT.RRRRTTSS",
};

/**
 * @typedef {object} GrooveStyle
 * @property {typeof BALADI} patterns the bar patterns
 * @property {number} offBarDrop how much softer the off bars are
 * @property {number} body the weight of the bass drum under each dum
 * @property {{ vel: number, riq: number, riqDensity: number }} defaults
 */

/**
 * @typedef {object} GrooveOptions
 * @property {number} [vel]
 * @property {number} [riq] riq velocity, 0 for none
 * @property {number} [riqDensity]
 * @property {string | null} [zills] zills mode, null for none
 * @property {number} [zillVel]
 * @property {number} [kick] kick velocity on 1 and 3, 0 for none
 * @property {number} [clap] clap velocity on the "and" of 2 and on 4, 0 for none
 * @property {boolean} [lastRoll] a roll on the last bar
 */

/** The two darbuka rhythms, from one definition. @type {Record<"baladi" | "maqsum", GrooveStyle>} */
const GROOVES = {
  baladi: {
    patterns: BALADI,
    offBarDrop: 6,
    body: 0.5,
    defaults: { vel: 96, riq: 0, riqDensity: 8 },
  },
  maqsum: {
    patterns: MAQSUM,
    offBarDrop: 5,
    body: 0.45,
    defaults: { vel: 100, riq: 60, riqDensity: 16 },
  },
};

/**
 * `bars` bars of a groove: plain, light, ornamented and light again, a fill every 4th bar, the
 * second ornament every 8th from the 6th, and a roll on the last bar unless `lastRoll` is false;
 * riq, zills, a kick on 1 and 3 and claps on the "and" of 2 and on 4 when asked.
 * @param {Arranger} a
 * @param {GrooveStyle} style
 * @param {number} beat
 * @param {number} bars
 * @param {GrooveOptions} [options]
 */
function groove(a, style, beat, bars, options = {}) {
  const { patterns, offBarDrop, body, defaults } = style;
  const {
    vel = defaults.vel,
    riq = defaults.riq,
    riqDensity = defaults.riqDensity,
    zills = null,
    zillVel = 60,
    kick = 0,
    clap = 0,
    lastRoll = true,
  } = options;
  const cycle = [patterns.plain, patterns.light, patterns.orn, patterns.light];
  for (let b = 0; b < bars; b++) {
    const t = beat + b * BAR;
    let p = /** @type {string} */ (cycle[b % 4]);
    if (b % 4 === 3) p = patterns.fill;
    if (b % 8 === 5) p = patterns.orn2;
    if (b === bars - 1 && lastRoll) p = patterns.roll;
    a.darbuka(t, p, { vel: vel + (b % 2 ? -offBarDrop : 0), body });
    if (riq) a.riq(t, p, { vel: riq, density: riqDensity });
    if (zills) a.zills(t, zills, zillVel);
    if (kick) [0, 2].forEach((x) => a.hit(t + x, KIT.kick, kick));
    if (clap) [1.5, 3].forEach((x) => a.hit(t + x, KIT.clap, clap));
  }
}

/** @type {(a: Arranger, beat: number, bars: number, options?: GrooveOptions) => void} */
const baladiGroove = (a, beat, bars, options) => groove(a, GROOVES.baladi, beat, bars, options);
/** @type {(a: Arranger, beat: number, bars: number, options?: GrooveOptions) => void} */
const maqsumGroove = (a, beat, bars, options) => groove(a, GROOVES.maqsum, beat, bars, options);

// ======================================================================
// 1. Yasmin, Flor do Deserto — Romântica (baladi, 84 BPM)
// ======================================================================

/** @returns {Composition} */
export function composeYasmin() {
  const a = new Arranger({ seed: 20240611 });
  setup(a, { bass: PROGRAMS.bassRomantic });
  let t = yasminTaqsim(a);
  t = yasminDrumsEnter(a, t);
  a.section(t, "Tema A");
  a.ramp("strings", 11, t, t + 4, 80, 115, 8);
  t = yasminThemeA(a, t, { vel: 82 });
  t = yasminThemeANey(a, t);
  t = yasminThemeB(a, t);
  t = yasminVariation(a, t);
  t = yasminDrumSolo(a, t);
  a.section(t, "Retorno do tema");
  t = yasminThemeA(a, t, { vel: 92, withNey: true, zills: "gallop", riq: 64, final: true });
  t = yasminCadence(a, t);
  return { arranger: a, finalBeat: yasminFinalChord(a, t) };
}

/**
 * Intro: ney taqsim over a drone, qanun answers (rubato, 64 BPM).
 * @param {Arranger} a
 * @returns {number} the beat where the drums enter
 */
function yasminTaqsim(a) {
  a.tempo(0, 64);
  a.section(0, "Taqsim (introdução)");
  a.ramp("drone", 11, 0, 6, 50, 110, 12);
  a.hold("drone", 0, [38, 50, 57], 28.3, 62); // D2 D3 A3
  a.hold("drone", 14, [62], 14.3, 38); // D4 enters halfway for warmth
  const ney = { vel: 78, bend: true, vibrato: 38, legato: 0.98 };
  const qan = { vel: 72, double: -12, doubleVel: 0.55, ring: 0.6, trem: 0.125 };
  a.play("ney", 0.5, "/D4:2.5 ~Eb4:.5 'F#4:1 G4:.5 /A4:3", { ...ney, velEnd: 88 });
  a.play("qanun", 7.5, "%A4:1 G4:.25 F#4:.25 'Eb4:.5 %F#4:1", qan);
  a.play("ney", 10.5, "A4:.5 Bb4:.75 A4:.25 G4:.5 F#4:1.5 'Eb4:.5 /F#4:2", { ...ney, vel: 82 });
  a.play("qanun", 16.5, "G4:.25 A4:.25 Bb4:.25 C5:.25 %D5:1 C5:.25 Bb4:.25 %A4:1", {
    ...qan,
    vel: 78,
  });
  a.play("ney", 20, "/D5:2 C5:.25 Bb4:.25 A4:.75 G4:.25 F#4:.5 'Eb4:.5 ~D4:3.5", {
    ...ney,
    vel: 92,
    velEnd: 72,
  });
  a.play("qanun", 26.5, "D4:.25 Eb4:.25 F#4:.25 G4:.25 %A4:.5", { ...qan, vel: 60, velEnd: 80 });
  return 28;
}

/**
 * Darbuka enters (2 bars), oud and bass settle the baladi.
 * @param {Arranger} a
 * @param {number} t
 */
function yasminDrumsEnter(a, t) {
  a.tempo(t, 84);
  a.section(t, "Entrada da darbuka");
  a.darbuka(t, BALADI.plain, { vel: 78 });
  a.darbuka(t + 4, "D.Dk.tT.D.tkRRRR", { vel: 92 });
  a.riq(t + 4, BALADI.light, { vel: 44 });
  a.hold("drone", t, [38, 50, 57], 8, 55);
  bassBaladi(a, t + 4, ["D", "D"], 84, "D");
  oudArpeggio(a, t + 4, ["D", "D"], 62);
  return t + 2 * BAR;
}

/** Theme A's first six bars, shared by A and A'. */
const YASMIN_A_OPENING = [
  "/A4:1.5 'Bb4:.5 A4:.5 G4:.5 F#4:1",
  "G4:.5 F#4:.5 'Eb4:1 D4:2",
  "D4:.5 Eb4:.5 F#4:1 G4:.5 A4:.5 ~Bb4:1",
  "A4:2.5 r:1.5",
  "/C5:1.5 Bb4:.5 A4:.5 Bb4:.5 C5:1",
  "'D5:1 C5:.5 Bb4:.5 &A4:2",
];

/** Theme A's melody, one phrase a bar. */
const YASMIN_A = [
  ...YASMIN_A_OPENING,
  "G4:.5 A4:.5 Bb4:.5 A4:.5 G4:.5 F#4:.5 'Eb4:.5 F#4:.5",
  "D4:2 r:2",
].join(" | ");

/** Theme A's harmony, a chord per half bar (also under the variation). */
const YASMIN_CHORDS_A = progression("D D | Cm D | D Gm | D D | Cm Cm | Gm D | Gm Cm | D D");

/**
 * The drone's pad, then baladi bass and oud arpeggios, under `bars` bars of `chords`.
 * @param {Arranger} a
 * @param {number} start
 * @param {readonly string[]} chords
 * @param {number} bars
 * @param {{ pad: number, bass: number, oud: (bar: number) => number }} vel
 */
function yasminAccompany(a, start, chords, bars, vel) {
  a.pad("drone", start, chords, { lo: 50, vel: vel.pad });
  for (let b = 0; b < bars; b++) {
    const ch = barChords(chords, b);
    bassBaladi(a, start + b * BAR, ch, vel.bass, nextChord(chords, b));
    oudArpeggio(a, start + b * BAR, ch, vel.oud(b));
  }
}

/**
 * Theme A: strings in unison with a solo lead, ney and qanun answering; heard first and, with
 * the ney and zills, as the return (`final`, which leaves out the last answer and roll).
 * @param {Arranger} a
 * @param {number} start
 * @param {{ lead?: string, vel?: number, withNey?: boolean, zills?: string | null, riq?: number, final?: boolean }} [options]
 */
function yasminThemeA(
  a,
  start,
  { lead = "violin", vel = 84, withNey = false, zills = null, riq = 50, final = false } = {},
) {
  a.play(lead, start, YASMIN_A, { vel, velEnd: vel + 6, bend: true, vibrato: 45, legato: 0.97 });
  a.play("strings", start, YASMIN_A, { vel: vel - 22, legato: 1, double: -12, doubleVel: 0.6 });
  if (withNey)
    a.play("ney", start, YASMIN_A, { vel: vel - 14, octave: 1, bend: true, legato: 0.97 });
  // answers in the gaps of bars 4 and 8
  a.play("ney", start + 3 * BAR + 2.5, "C5:.25 Bb4:.25 A4:.5 G4:.25 'F#4:.25", {
    vel: 76,
    bend: true,
  });
  if (!final)
    a.play("qanun", start + 7 * BAR + 2, "D4:.25 Eb4:.25 F#4:.25 G4:.25 %A4:1", {
      vel: 74,
      velEnd: 90,
      double: -12,
      ring: 0.5,
    });
  yasminAccompany(a, start, YASMIN_CHORDS_A, 8, {
    pad: 46,
    bass: 86,
    oud: (b) => (b % 4 === 3 ? 74 : 60),
  });
  baladiGroove(a, start, 8, { vel: 98, riq, zills, lastRoll: !final });
  return start + 8 * BAR;
}

/**
 * Theme A': the ney leads an octave up, the violin answers, with a new ending.
 * @param {Arranger} a
 * @param {number} t
 */
function yasminThemeANey(a, t) {
  a.section(t, "Tema A' (ney)");
  const A2 = [
    ...YASMIN_A_OPENING,
    "Bb4:.5 A4:.5 G4:.5 F#4:.5 G4:1 F#4:.5 'Eb4:.5",
    "D4:2.5 r:.5 A4:.5 C5:.5",
  ].join(" | ");
  a.play("ney", t, A2, { vel: 88, velEnd: 96, bend: true, vibrato: 30, legato: 0.98, octave: 1 });
  a.play("violin", t + 3 * BAR + 2.5, "C5:.25 Bb4:.25 A4:.5 'G4:.5", { vel: 78, bend: true });
  // violin countermelody in long notes
  a.play(
    "violin",
    t,
    "F#4:4 | G4:2 F#4:2 | A4:4 | r:2.5 r:1.5 | G4:4 | Bb4:2 A4:2 | G4:2 A4:2 | F#4:2.5 r:1.5",
    { vel: 66, vibrato: 50, legato: 0.98 },
  );
  yasminAccompany(a, t, YASMIN_CHORDS_A, 8, { pad: 48, bass: 88, oud: () => 64 });
  a.play("qanun", t + 6 * BAR, "r:2 G4:.25 A4:.25 Bb4:.25 A4:.25 G4:.25 F#4:.25 Eb4:.25 F#4:.25", {
    vel: 70,
    double: -12,
  });
  baladiGroove(a, t, 8, { vel: 100, riq: 56 });
  return t + 8 * BAR;
}

/**
 * Theme B: the violin calls, the ney and qanun answer, and a tutti cadence.
 * @param {Arranger} a
 * @param {number} t
 */
function yasminThemeB(a, t) {
  a.section(t, "Tema B (pergunta e resposta)");
  const chordsB = progression("D Cm | Gm D | Gm D | Cm D | D Cm | Gm D | Gm D | Cm D");
  const vB = { vel: 92, bend: true, vibrato: 50, legato: 0.97 };
  a.play("violin", t, "/D5:1 'Eb5:.5 D5:.5 C5:1 D5:1 | Bb4:.5 C5:.5 ~D5:1 A4:2", vB);
  a.play("strings", t, "D5:1 Eb5:.5 D5:.5 C5:1 D5:1 | Bb4:.5 C5:.5 D5:1 A4:2", {
    vel: 62,
    legato: 1,
  });
  a.play("ney", t + 2 * BAR, "G4:.5 A4:.5 Bb4:1 A4:.5 G4:.5 F#4:1 | G4:1.5 F#4:.5 'Eb4:.5 D4:1.5", {
    vel: 86,
    bend: true,
    vibrato: 30,
    octave: 1,
  });
  a.play(
    "violin",
    t + 4 * BAR,
    "D5:.5 Eb5:.5 /F#5:1 Eb5:.5 D5:.5 C5:1 | 'D5:1 C5:.5 Bb4:.5 &A4:2",
    { ...vB, vel: 98 },
  );
  a.play("strings", t + 4 * BAR, "D5:.5 Eb5:.5 F#5:1 Eb5:.5 D5:.5 C5:1 | D5:1 C5:.5 Bb4:.5 A4:2", {
    vel: 66,
    legato: 1,
  });
  a.play(
    "qanun",
    t + 6 * BAR,
    "G4:.25 A4:.25 Bb4:.25 C5:.25 D5:.25 C5:.25 Bb4:.25 A4:.25 %G4:1 %F#4:1",
    { vel: 84, double: -12, ring: 0.4 },
  );
  const cad = "'Eb4:.5 F#4:.5 G4:.5 F#4:.5 D4:2";
  a.play("violin", t + 7 * BAR, cad, { vel: 92, vibrato: 40 });
  a.play("strings", t + 7 * BAR, cad, { vel: 70, double: -12 });
  a.play("ney", t + 7 * BAR, cad, { vel: 80, octave: 1 });
  a.play("qanun", t + 7 * BAR, cad, { vel: 76, double: -12 });
  yasminAccompany(a, t, chordsB, 8, { pad: 52, bass: 90, oud: () => 66 });
  baladiGroove(a, t, 8, { vel: 104, riq: 62, riqDensity: 16 });
  return t + 8 * BAR;
}

/**
 * Variation: the qanun leads an ornamented theme, the violin sustains; the drums end on a stop.
 * @param {Arranger} a
 * @param {number} t
 */
function yasminVariation(a, t) {
  a.section(t, "Variação (qanun)");
  const V = [
    "%A4:1 Bb4:.25 A4:.25 G4:.25 A4:.25 Bb4:.25 A4:.25 G4:.25 F#4:.25 %G4:.5 F#4:.5",
    "G4:.25 F#4:.25 Eb4:.25 F#4:.25 G4:.25 F#4:.25 Eb4:.25 D4:.25 %D4:2",
    "D4:.25 Eb4:.25 F#4:.25 G4:.25 F#4:.25 G4:.25 A4:.25 Bb4:.25 A4:.25 Bb4:.25 C5:.25 D5:.25 %Bb4:1",
    "%A4:2 G4:.25 A4:.25 Bb4:.25 C5:.25 D5:1",
    "%C5:1 D5:.25 C5:.25 Bb4:.25 C5:.25 D5:.25 Eb5:.25 D5:.25 C5:.25 %Bb4:.5 C5:.5",
    "%D5:1 C5:.25 D5:.25 C5:.25 Bb4:.25 %A4:2",
    "G4:.25 A4:.25 Bb4:.25 A4:.25 G4:.25 A4:.25 G4:.25 F#4:.25 Eb4:.25 F#4:.25 G4:.25 F#4:.25 Eb4:.25 D4:.25 Eb4:.25 F#4:.25",
    "%D4:2 r:.5 D4:.25 D4:.25 !D4:.5 r:.5",
  ].join(" | ");
  a.play("qanun", t, V, {
    vel: 86,
    velEnd: 96,
    double: -12,
    doubleVel: 0.6,
    ring: 0.35,
    trem: 0.125,
  });
  a.play(
    "violin",
    t,
    "F#4:4 | G4:2 F#4:2 | A4:4 | F#4:2 A4:2 | G4:4 | Bb4:2 A4:2 | Bb4:2 A4:2 | F#4:2 r:2",
    { vel: 60, vibrato: 55, legato: 1 },
  );
  a.play(
    "strings",
    t,
    "D4:4 | Eb4:2 D4:2 | F#4:4 | D4:2 F#4:2 | Eb4:4 | G4:2 F#4:2 | G4:2 F#4:2 | D4:2 r:2",
    { vel: 50, legato: 1 },
  );
  for (let b = 0; b < 7; b++) {
    bassBaladi(a, t + b * BAR, barChords(YASMIN_CHORDS_A, b), 84, nextChord(YASMIN_CHORDS_A, b));
  }
  a.note("bass", t + 7 * BAR, 38, 2, 90);
  a.note("bass", t + 7 * BAR + 3, 38, 0.5, 100);
  const bars = [
    BALADI.light,
    BALADI.plain,
    BALADI.light,
    BALADI.fill,
    BALADI.light,
    BALADI.orn,
    BALADI.orn2,
  ];
  bars.forEach((p, b) => {
    a.darbuka(t + b * BAR, p, { vel: 90 });
    a.riq(t + b * BAR, p, { vel: 48 });
  });
  a.darbuka(t + 7 * BAR, "D.D...T.X.....X.", { vel: 108 });
  a.hold("drone", t, [38, 50, 57], 31.9, 44);
  return t + 8 * BAR;
}

/**
 * Drum break: darbuka solo with riq and zills over the drone.
 * @param {Arranger} a
 * @param {number} t
 */
function yasminDrumSolo(a, t) {
  a.section(t, "Solo de darbuka");
  /** @type {[pattern: string, vel: number, zills: string | null, riq: number][]} */
  const brk = [
    ["D.D...T.D...T.tk", 84, "singles", 0],
    ["D.Dk.tT.D.tkT.tk", 92, "singles", 40],
    ["D.DtkTkTD.tkTktk", 98, "gallop", 55],
    ["RRRRRRRRD...T.tk", 104, null, 50],
    ["D.D.tkT.D.D.tkT.", 108, "triples", 60],
    ["X...X...X.X.RRRR", 116, "singles", 70],
  ];
  brk.forEach(([p, v, z, r], i) => {
    const bt = t + i * BAR;
    a.darbuka(bt, p, { vel: v });
    if (r) a.riq(bt, p, { vel: r, density: i >= 2 ? 16 : 8 });
    if (z) a.zills(bt, z, 50 + i * 5);
  });
  a.hold("drone", t, [38, 50, 57, 62], 6 * BAR, 50);
  a.ramp("drone", 11, t, t + 6 * BAR, 95, 127, 12);
  // bass and oud punctuate the dums of the last bar
  for (const x of [0, 1, 2, 2.5]) {
    a.note("bass", t + 5 * BAR + x, 38, 0.4, 104);
    a.note("oud", t + 5 * BAR + x, 50, 0.4, 96);
    a.note("oud", t + 5 * BAR + x, 62, 0.4, 86);
  }
  return t + 6 * BAR;
}

/**
 * Outro: the cadence, with a ritardando into the final chord.
 * @param {Arranger} a
 * @param {number} t
 */
function yasminCadence(a, t) {
  a.section(t, "Final");
  const out1 = "G4:.5 A4:.5 Bb4:1 A4:.5 G4:.5 F#4:1 | G4:1.5 F#4:.5 'Eb4:.5 D4:1.5";
  a.play("ney", t, out1, { vel: 84, octave: 1, bend: true, vibrato: 35 });
  a.play("violin", t, "D5:4 | Bb4:2 A4:2", { vel: 70, vibrato: 50, legato: 1 });
  a.play("strings", t, out1, { vel: 60 });
  const chordsO = ["Gm", "D", "Cm", "D", "Gm", "D", "Cm", "D"];
  yasminAccompany(a, t, chordsO, 4, { pad: 50, bass: 84, oud: () => 58 });
  baladiGroove(a, t, 2, { vel: 96, riq: 54, lastRoll: false });
  t += 2 * BAR;
  a.tempo(t, 80);
  a.tempo(t + 4, 74);
  const cad2 = "Bb4:.5 A4:.5 G4:.5 F#4:.5 'Eb4:1 F#4:1 | G4:1 F#4:1 'Eb4:1 ~F#4:1";
  a.play("violin", t, cad2, { vel: 90, velEnd: 80, vibrato: 55, bend: true });
  a.play("strings", t, cad2, { vel: 70, double: -12 });
  a.play("qanun", t, cad2, { vel: 74, double: -12 });
  a.darbuka(t, BALADI.plain, { vel: 88 });
  a.darbuka(t + 4, "D.D...T.RRRRRRRR", { vel: 96 });
  a.riq(t, BALADI.plain, { vel: 50 });
  a.zills(t + 4, "singles", 55);
  return t + 2 * BAR;
}

/**
 * The held final chord, fading out.
 * @param {Arranger} a
 * @param {number} t
 * @returns {number} the beat where the music ends
 */
function yasminFinalChord(a, t) {
  a.tempo(t, 66);
  a.section(t, "Acorde final");
  const FINAL = 14;
  a.darbuka(t, "X...............", { vel: 118 });
  a.zills(t, "singles", 70);
  a.play("violin", t, "D5:14", { vel: 92, vibrato: 60, legato: 1 });
  a.play("ney", t, "/D5:14", { vel: 86, bend: true, vibrato: 40, legato: 1 });
  a.hold("strings", t, [50, 57, 62, 66, 69, 74], FINAL, 80);
  a.hold("drone", t, [38, 50, 57], FINAL, 62);
  a.play("qanun", t + 0.5, "%D4:3 A4:.25 F#4:.25 Eb4:.25 D4:.25 %D4:4", {
    vel: 70,
    velEnd: 40,
    double: -12,
  });
  a.note("bass", t, 38, FINAL, 96);
  a.note("oud", t, 50, 3, 90);
  a.note("oud", t + 0.02, 57, 3, 80);
  a.note("oud", t + 0.04, 62, 3, 80);
  for (const k of ["violin", "strings", "drone"]) a.ramp(k, 11, t + 2, t + FINAL, 127, 70, 10);
  return t;
}

// ======================================================================
// 2. Samira no Ritmo — Pop (maqsum, 116 BPM)
// ======================================================================

/** @returns {Composition} */
export function composeSamira() {
  const a = new Arranger({ seed: 777 });
  setup(a, { bass: PROGRAMS.bassPop });
  let t = samiraTaqsim(a);
  t = samiraPickup(a, t);
  a.section(t, "Riff");
  t = samiraRiff(a, t, 2);
  a.section(t, "Tema A");
  t = samiraThemeA(a, t, { vel: 88 });
  a.section(t, "Tema B");
  t = samiraThemeB(a, t, { vel: 94, zills: null, clap: 0 });
  a.section(t, "Riff com ney");
  t = samiraRiff(a, t, 1, { neyFill: true, zills: "singles" });
  // Theme A': the ney doubles an octave up, zills join
  a.section(t, "Tema A' (ney + snujs)");
  t = samiraThemeA(a, t, { vel: 92, ney: true, zills: "gallop", clap: 48 });
  t = samiraVariation(a, t);
  t = samiraBridge(a, t);
  t = samiraDrumSolo(a, t);
  // Return: theme A and B tutti with zills and claps
  a.section(t, "Retorno do tema");
  t = samiraThemeA(a, t, { vel: 96, ney: true, zills: "triples", clap: 56, riq: 70 });
  a.section(t, "Tema B (tutti)");
  t = samiraThemeB(a, t, { vel: 100, zills: "gallop", clap: 58 });
  a.section(t, "Final");
  t = samiraRiff(a, t, 2, { zills: "gallop", neyFill: true });
  t = samiraTag(a, t);
  return { arranger: a, finalBeat: samiraFinalChord(a, t) };
}

/**
 * Intro: qanun taqsim, ney answers, over a drone (76 BPM, rubato).
 * @param {Arranger} a
 * @returns {number} the beat where the drums enter
 */
function samiraTaqsim(a) {
  a.tempo(0, 76);
  a.section(0, "Taqsim (introdução)");
  a.ramp("drone", 11, 0, 4, 60, 115, 8);
  a.hold("drone", 0, [38, 50, 57], 24.2, 60);
  const qan = { vel: 82, double: -12, doubleVel: 0.6, ring: 0.5, trem: 0.125 };
  const ney = { vel: 84, bend: true, vibrato: 35, legato: 0.98 };
  a.play(
    "qanun",
    0,
    "%D4:1.5 Eb4:.25 F#4:.25 %G4:1 %A4:2 Bb4:.25 A4:.25 G4:.25 F#4:.25 %G4:1.5",
    qan,
  );
  a.play("ney", 7.5, "/A4:1.5 Bb4:.5 'C5:1 /D5:2.5", ney);
  a.play(
    "qanun",
    13,
    "D5:.25 C5:.25 Bb4:.25 A4:.25 Bb4:.25 A4:.25 G4:.25 F#4:.25 G4:.25 F#4:.25 Eb4:.25 F#4:.25 %D4:2",
    { ...qan, vel: 88 },
  );
  a.play("ney", 18, "F#4:.5 G4:.5 /A4:1 'G4:.5 F#4:.5 'Eb4:.5 D4:2.5", { ...ney, velEnd: 70 });
  return 24;
}

/**
 * Pickup: the darbuka alone for a bar, before the oud and bass riff.
 * @param {Arranger} a
 * @param {number} t
 */
function samiraPickup(a, t) {
  a.tempo(t, 116);
  a.section(t, "Entrada");
  a.darbuka(t, "D.TkTkTkRRRRTTSS", { vel: 100 });
  a.riq(t, "D.TkTkTkRRRRTTSS", { vel: 50 });
  a.hold("drone", t, [38, 50, 57], 4, 50);
  return t + BAR;
}

/** The oud and bass riff, two bars. */
const RIFF =
  "D3:.5 D3:.5 r:.5 Eb3:.5 F#3:.5 r:.25 G3:.25 F#3:.5 Eb3:.5 | D3:.5 C3:.5 D3:.5 Eb3:.25 D3:.25 C3:.5 Bb2:.5 A2:.5 D3:.5";

/**
 * The riff `reps` times over the maqsum, the ney filling the gaps when asked.
 * @param {Arranger} a
 * @param {number} start
 * @param {number} reps
 * @param {{ vel?: number, riq?: number, zills?: string | null, neyFill?: boolean }} [options]
 */
function samiraRiff(a, start, reps, { vel = 96, riq = 60, zills = null, neyFill = false } = {}) {
  for (let r = 0; r < reps; r++) {
    const s = start + r * 2 * BAR;
    a.play("oud", s, RIFF, { vel, legato: 0.8 });
    a.play("bass", s, RIFF, { vel: vel + 4, octave: -1, legato: 0.8 });
    if (neyFill)
      a.play("ney", s + 1 * BAR + 2, "'A4:.5 G4:.25 F#4:.25 'Eb4:.5 D4:.5", {
        vel: 80,
        octave: 1,
      });
  }
  a.pad("drone", start, Array(reps * 4).fill("D"), { lo: 50, vel: 40 });
  maqsumGroove(a, start, reps * 2, { vel: 100, riq, zills, kick: 70 });
  return start + reps * 2 * BAR;
}

/** Theme A's melody, one phrase a bar. */
const SAMIRA_A = [
  "A4:.5 A4:.5 Bb4:.25 A4:.25 G4:.5 /A4:1 r:.5 F#4:.5",
  "G4:.5 F#4:.5 'Eb4:.5 F#4:.5 D4:1.5 r:.5",
  "D4:.5 Eb4:.5 F#4:.5 G4:.5 A4:.5 Bb4:.5 A4:.5 G4:.5",
  "~A4:2 r:.5 G4:.25 A4:.25 Bb4:.5 C5:.5",
  "!D5:.5 D5:.5 Eb5:.25 D5:.25 C5:.5 /D5:1 r:.5 Bb4:.5",
  "C5:.5 Bb4:.5 A4:.5 Bb4:.5 &A4:1.5 r:.5",
  "G4:.5 A4:.25 G4:.25 F#4:.5 G4:.5 'Eb4:.5 F#4:.5 G4:.5 F#4:.5",
  "D4:2 r:2",
].join(" | ");

/** Theme A's harmony, a chord per half bar. */
const SAMIRA_CHORDS_A = progression("D D | Cm D | D Gm | D Cm | Gm D | Cm D | Gm Cm | D D");

/** Theme B's harmony, a chord per half bar. */
const SAMIRA_CHORDS_B = progression("Gm D | Gm D | D Cm | D D | D Cm | Cm D | Gm Cm | D D");

/**
 * Maqsum bass and oud under `chords` (a bar per two), with the drone's pad.
 * @param {Arranger} a
 * @param {number} start
 * @param {readonly string[]} chords
 * @param {{ bassVel?: number, oudVel?: number, padVel?: number }} [options]
 */
function samiraAccompany(a, start, chords, { bassVel = 96, oudVel = 74, padVel = 46 } = {}) {
  for (let b = 0; b < chords.length / 2; b++) {
    const ch = barChords(chords, b);
    bassMaqsum(a, start + b * BAR, ch, bassVel, nextChord(chords, b));
    oudMaqsum(a, start + b * BAR, ch, oudVel);
  }
  a.pad("drone", start, chords, { lo: 50, vel: padVel });
}

/**
 * Theme A on the violin and strings (the ney an octave up when asked), over the maqsum.
 * @param {Arranger} a
 * @param {number} start
 * @param {{ vel?: number, ney?: boolean, zills?: string | null, clap?: number, riq?: number }} [options]
 */
function samiraThemeA(a, start, { vel = 90, ney = false, zills = null, clap = 0, riq = 62 } = {}) {
  a.play("violin", start, SAMIRA_A, {
    vel,
    velEnd: vel + 6,
    bend: true,
    vibrato: 35,
    legato: 0.9,
  });
  a.play("strings", start, SAMIRA_A, {
    vel: vel - 24,
    legato: 0.95,
    double: -12,
    doubleVel: 0.55,
  });
  if (ney) a.play("ney", start, SAMIRA_A, { vel: vel - 8, octave: 1, bend: true, legato: 0.9 });
  a.play(
    "qanun",
    start + 7 * BAR + 2,
    "D4:.25 Eb4:.25 F#4:.25 G4:.25 A4:.25 Bb4:.25 C5:.25 D5:.25",
    { vel: 80, velEnd: 96, double: -12 },
  );
  samiraAccompany(a, start, SAMIRA_CHORDS_A);
  maqsumGroove(a, start, 8, { vel: 102, riq, zills, kick: 72, clap });
  return start + 8 * BAR;
}

/**
 * Theme B: 3-3-2 calls on the violin, answers on the ney and qanun, a tutti, and a stop-time
 * bar of unison hits before a roll back in.
 * @param {Arranger} a
 * @param {number} start
 * @param {{ vel?: number, zills?: string | null, clap?: number }} [options]
 */
function samiraThemeB(a, start, { vel = 96, zills = "gallop", clap = 50 } = {}) {
  const vo = { vel, bend: true, vibrato: 40, legato: 0.92 };
  a.play("violin", start, "!D5:.75 C5:.75 Bb4:.5 !C5:.75 Bb4:.75 A4:.5", vo);
  a.play("strings", start, "D5:.75 C5:.75 Bb4:.5 C5:.75 Bb4:.75 A4:.5", {
    vel: vel - 26,
    double: -12,
  });
  a.play("ney", start + BAR, "G4:.5 A4:.5 Bb4:.5 A4:.5 /G4:1 'F#4:1", {
    vel: vel - 8,
    octave: 1,
    bend: true,
  });
  a.play("violin", start + 2 * BAR, "!D5:.75 Eb5:.75 D5:.5 !C5:.75 D5:.75 Bb4:.5", vo);
  a.play("strings", start + 2 * BAR, "D5:.75 Eb5:.75 D5:.5 C5:.75 D5:.75 Bb4:.5", {
    vel: vel - 26,
    double: -12,
  });
  a.play("qanun", start + 3 * BAR, "A4:.25 G4:.25 F#4:.25 Eb4:.25 F#4:.5 G4:.5 %A4:2", {
    vel: vel - 6,
    double: -12,
    trem: 1 / 6,
  });
  a.play("violin", start + 4 * BAR, "!F#5:.75 G5:.75 F#5:.5 !Eb5:.75 F#5:.75 D5:.5", {
    ...vo,
    vel: vel + 6,
  });
  a.play("strings", start + 4 * BAR, "F#5:.75 G5:.75 F#5:.5 Eb5:.75 F#5:.75 D5:.5", {
    vel: vel - 22,
    double: -12,
  });
  a.play("ney", start + 5 * BAR, "C5:.5 D5:.5 Eb5:.5 D5:.5 C5:.5 Bb4:.5 /A4:1", {
    vel: vel - 4,
    bend: true,
  });
  const tutti = "Bb4:.5 A4:.5 G4:.5 F#4:.5 Eb4:.5 F#4:.5 G4:.5 A4:.5 | !D4:1 r:.5 !D4:.5 !D4:1 r:1";
  a.play("violin", start + 6 * BAR, tutti, { vel, legato: 0.85 });
  a.play("strings", start + 6 * BAR, tutti, { vel: vel - 18, double: -12, legato: 0.85 });
  a.play("qanun", start + 6 * BAR, tutti, { vel: vel - 10, double: -12 });
  a.play("ney", start + 6 * BAR, tutti, { vel: vel - 12, octave: 1 });
  samiraAccompany(a, start, SAMIRA_CHORDS_B.slice(0, 14), { bassVel: 98, oudVel: 76 });
  maqsumGroove(a, start, 7, { vel: 104, riq: 66, zills, kick: 74, clap, lastRoll: false });
  // stop-time bar: unison hits, then a roll back in
  const s8 = start + 7 * BAR;
  a.darbuka(s8, "X.....X.X...RRRR", { vel: 112 });
  a.riq(s8, "X.....X.X...RRRR", { vel: 60 });
  for (const x of [0, 1.5, 2]) {
    a.note("bass", s8 + x, 38, 0.4, 108);
    a.note("oud", s8 + x, 50, 0.4, 96);
    a.note("oud", s8 + x + 0.01, 57, 0.4, 84);
  }
  a.hold("drone", s8, [50, 57, 62], 3.9, 52);
  return start + 8 * BAR;
}

/**
 * Variation: a qanun solo over the riff, then a ney and qanun dialogue.
 * @param {Arranger} a
 * @param {number} t
 */
function samiraVariation(a, t) {
  a.section(t, "Variação (qanun e ney)");
  const V = [
    "D5:.25 C5:.25 Bb4:.25 C5:.25 C5:.25 Bb4:.25 A4:.25 Bb4:.25 Bb4:.25 A4:.25 G4:.25 A4:.25 %A4:1",
    "G4:.25 F#4:.25 Eb4:.25 F#4:.25 G4:.25 A4:.25 Bb4:.25 A4:.25 %G4:1 F#4:.5 'Eb4:.5",
    "D4:.25 F#4:.25 A4:.25 F#4:.25 Eb4:.25 G4:.25 Bb4:.25 G4:.25 F#4:.25 A4:.25 C5:.25 A4:.25 %D5:1",
    "%D5:.5 C5:.25 D5:.25 Eb5:.5 D5:.5 C5:.5 Bb4:.5 %A4:1",
  ].join(" | ");
  a.play("qanun", t, V, { vel: 90, velEnd: 100, double: -12, ring: 0.3, trem: 1 / 6 });
  a.play("ney", t + 4 * BAR, "/A4:.75 Bb4:.75 C5:.5 /D5:2", {
    vel: 92,
    bend: true,
    vibrato: 40,
    octave: 0,
  });
  a.play(
    "qanun",
    t + 5 * BAR,
    "D5:.25 Eb5:.25 D5:.25 C5:.25 Bb4:.25 C5:.25 Bb4:.25 A4:.25 %G4:1 %A4:1",
    { vel: 94, double: -12, trem: 1 / 6 },
  );
  a.play("ney", t + 6 * BAR, "Bb4:.75 A4:.75 G4:.5 'F#4:1 G4:1", {
    vel: 90,
    bend: true,
    vibrato: 40,
  });
  a.play("qanun", t + 7 * BAR, "F#4:.25 G4:.25 F#4:.25 Eb4:.25 !D4:1 r:2", {
    vel: 96,
    double: -12,
  });
  a.play("ney", t + 7 * BAR, "F#4:.25 G4:.25 F#4:.25 Eb4:.25 !D4:1 r:2", { vel: 80, octave: 1 });
  for (let r = 0; r < 4; r++) {
    a.play("oud", t + r * 2 * BAR, RIFF, { vel: 80, legato: 0.8 });
    a.play("bass", t + r * 2 * BAR, RIFF, { vel: 96, octave: -1, legato: 0.8 });
  }
  a.pad("drone", t, Array(16).fill("D"), { lo: 50, vel: 44 });
  a.play("strings", t + 4 * BAR, "A4:4 | G4:4 | Bb4:2 A4:2 | F#4:4", { vel: 54, legato: 1 });
  maqsumGroove(a, t, 8, { vel: 98, riq: 58, kick: 66 });
  return t + 8 * BAR;
}

/**
 * Bridge (section C): the violin in a new colour, the oud answers.
 * @param {Arranger} a
 * @param {number} t
 */
function samiraBridge(a, t) {
  a.section(t, "Ponte (violino e oud)");
  const chordsC = progression("Gm Gm | Eb D | Cm Cm | D D | D D | Cm D | Gm D | Cm D");
  a.play(
    "violin",
    t,
    "/G4:1 Bb4:.5 A4:.5 G4:1 /D5:1 | C5:.5 Bb4:.5 A4:.5 G4:.5 &A4:2 | 'Eb5:1 D5:.5 C5:.5 Bb4:1 C5:1 | A4:.5 Bb4:.5 C5:.5 Bb4:.5 ~A4:2",
    { vel: 90, bend: true, vibrato: 50, legato: 0.95 },
  );
  a.play("strings", t, "G4:4 | G4:2 F#4:2 | G4:4 | F#4:4", { vel: 52, legato: 1, double: -12 });
  a.play(
    "oud",
    t + 4 * BAR,
    "D4:.25 Eb4:.25 F#4:.25 G4:.25 %A4:1 Bb4:.5 A4:.5 G4:1 | F#4:.5 G4:.25 F#4:.25 'Eb4:.5 D4:.5 %Eb4:1 D4:1 | G4:.25 A4:.25 Bb4:.25 C5:.25 %D5:1 C5:.25 Bb4:.25 A4:.25 G4:.25 F#4:.5 G4:.5 | 'Eb4:.5 F#4:.5 G4:.5 F#4:.5 !D4:1 r:1",
    { vel: 100, ring: 0.3, trem: 1 / 6, double: -12, doubleVel: 0.5 },
  );
  a.play("violin", t + 4 * BAR, "D5:4 | C5:4 | Bb4:4 | A4:2 r:2", {
    vel: 64,
    vibrato: 55,
    legato: 1,
  });
  a.play("strings", t + 4 * BAR, "A4:4 | G4:4 | G4:4 | F#4:2 r:2", { vel: 50, legato: 1 });
  for (let b = 0; b < 8; b++)
    bassMaqsum(a, t + b * BAR, barChords(chordsC, b), 92, nextChord(chordsC, b));
  for (let b = 0; b < 4; b++) oudMaqsum(a, t + b * BAR, barChords(chordsC, b), 62);
  a.pad("drone", t, chordsC, { lo: 50, vel: 48 });
  maqsumGroove(a, t, 8, { vel: 96, riq: 52, riqDensity: 8, kick: 60, clap: 44 });
  return t + 8 * BAR;
}

/**
 * Drum break: maqsum → saidi → rolls → fellahi → stops, a kick under the dums on 1 and 3.
 * @param {Arranger} a
 * @param {number} t
 */
function samiraDrumSolo(a, t) {
  a.section(t, "Solo de darbuka");
  /** @type {[pattern: string, vel: number, zills: string | null, riq: number][]} */
  const brk = [
    ["D.TktkT.D.tkTktk", 96, null, 50],
    ["D.T.tkD.D.tkT.tk", 100, "singles", 56],
    ["D.TkTkD.D.TkTkTk", 104, "singles", 60],
    ["RRRRRRRRD.T.D.T.", 106, "gallop", 60],
    ["D.TtD.TtD.TtD.Tt", 108, "triples", 64],
    ["DtkTDtkTDtkTDtkT", 110, "triples", 66],
    ["RRRRRRRRRRRRRRRR", 112, null, 66],
    ["X...X...X.X.X...", 120, "singles", 74],
  ];
  brk.forEach(([p, v, z, r], i) => {
    const bt = t + i * BAR;
    a.darbuka(bt, p, { vel: v, body: 0.5 });
    a.riq(bt, p, { vel: r, density: 16 });
    if (z) a.zills(bt, z, 56 + i * 3);
    if (i < 7) [0, 2].forEach((x) => p[x * 4] === "D" && a.hit(bt + x, KIT.kick, 62));
  });
  a.hold("drone", t, [38, 50, 57], 7 * BAR, 50);
  a.ramp("drone", 11, t, t + 7 * BAR, 90, 127, 14);
  for (const x of [0, 1, 2, 2.5, 3]) {
    a.note("bass", t + 7 * BAR + x, 38, 0.4, 110);
    a.note("oud", t + 7 * BAR + x, 50, 0.4, 100);
    a.note("oud", t + 7 * BAR + x + 0.01, 57, 0.4, 90);
    a.note("strings", t + 7 * BAR + x, 62, 0.4, 90);
  }
  a.play(
    "qanun",
    t + 7 * BAR + 3,
    "A4:.125 Bb4:.125 C5:.125 D5:.125 Eb5:.125 F#5:.125 G5:.125 A5:.125",
    { vel: 80, double: -12 },
  );
  return t + 8 * BAR;
}

/**
 * Outro tag: the last phrase of theme A, slowing down.
 * @param {Arranger} a
 * @param {number} t
 */
function samiraTag(a, t) {
  const tag = "G4:.5 A4:.25 G4:.25 F#4:.5 G4:.5 'Eb4:.5 F#4:.5 G4:.5 F#4:.5";
  a.tempo(t, 108);
  a.play("violin", t, tag, { vel: 96, bend: true });
  a.play("strings", t, tag, { vel: 72, double: -12 });
  a.play("ney", t, tag, { vel: 86, octave: 1 });
  bassMaqsum(a, t, ["Gm", "Cm"], 96, "D");
  oudMaqsum(a, t, ["Gm", "Cm"], 74);
  a.darbuka(t, "D.TktkT.RRRRRRRR", { vel: 108 });
  a.riq(t, "D.TktkT.RRRRRRRR", { vel: 64 });
  return t + BAR;
}

/**
 * The held final chord, fading out.
 * @param {Arranger} a
 * @param {number} t
 * @returns {number} the beat where the music ends
 */
function samiraFinalChord(a, t) {
  a.tempo(t, 92);
  a.section(t, "Acorde final");
  const FINAL = 14;
  a.darbuka(t, "X...............", { vel: 122 });
  a.hit(t, KIT.kick, 100);
  a.zills(t, "singles", 76);
  a.play("violin", t, "D5:14", { vel: 98, vibrato: 60, legato: 1 });
  a.play("ney", t, "/D5:14", { vel: 88, bend: true, vibrato: 40, legato: 1 });
  a.hold("strings", t, [50, 57, 62, 66, 69, 74], FINAL, 84);
  a.hold("drone", t, [38, 50, 57], FINAL, 64);
  a.play("qanun", t, "%D4:4 %A4:4 %D5:6", { vel: 70, velEnd: 50, double: -12, trem: 1 / 6 });
  a.note("bass", t, 38, FINAL, 100);
  a.hold("oud", t, [50, 57, 62], 3, 96);
  for (const k of ["violin", "strings", "drone"]) a.ramp(k, 11, t + 2, t + FINAL, 127, 72, 10);
  return t;
}

/**
 * @typedef {object} Piece
 * @property {string} slug
 * @property {string} title
 * @property {string} style
 * @property {() => Composition} compose
 */

/** @type {readonly Piece[]} */
export const PIECES = [
  {
    slug: "yasmin-flor-do-deserto",
    title: "Yasmin, Flor do Deserto",
    style: "Romântica",
    compose: composeYasmin,
  },
  { slug: "samira-no-ritmo", title: "Samira no Ritmo", style: "Pop", compose: composeSamira },
];
