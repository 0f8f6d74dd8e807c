// @ts-check
// Small arranging toolkit on top of midi.mjs: note names, maqam Hijaz steps,
// a compact phrase notation with Arabic-style ornaments, accompaniment helpers
// and a darbuka / riq / zills drum machine with ornamented patterns and rolls.
//
// Phrase notation (whitespace separated, "|" is ignored and only helps reading):
//   A4:1.5     note A4 for 1.5 beats (quarter note = 1 beat); duration may be omitted
//              to reuse the previous one.   r:1  → rest for one beat.
//   prefixes (combinable):
//     '  grace note from the scale step above      ,  grace note from the step below
//     ~  mordent (main–upper–main)                 &  turn (upper–main–lower–main)
//     *  trill with the upper step                 %  tremolo (qanun/oud repeated plucks)
//     /  scoop: pitch-bend slide from a semitone below (ney, violin)
//     !  accent
// Because grace notes take the *scale* neighbour in D Hijaz, an ornament on Eb
// uses F# (the characteristic augmented second) and one on F# uses Eb.

import { MidiSong, beatToSeconds } from "./midi.mjs";

// ---------------------------------------------------------------- pitches ---

/** @type {Readonly<Record<string, number>>} */
const LETTER = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * 'F#4' → 66, 'Bb2' → 46 (C4 = 60).
 * @param {string} name
 */
export function noteNumber(name) {
  const m = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!m) throw new Error(`Nota inválida: ${name}`);
  const letter = /** @type {number} */ (LETTER[/** @type {string} */ (m[1])]);
  return 12 * (Number(m[3]) + 1) + letter + (m[2] === "#" ? 1 : m[2] === "b" ? -1 : 0);
}

/** Maqam Hijaz on D: D Eb F# G A Bb C (pitch classes). */
export const HIJAZ_D = new Set([2, 3, 6, 7, 9, 10, 0]);

/**
 * Move n steps (±) inside D Hijaz from pitch p (p need not be in the scale).
 * @param {number} p
 * @param {number} n
 */
export function scaleStep(p, n) {
  const dir = Math.sign(n);
  let q = p;
  for (let i = 0; i < Math.abs(n); i++) {
    q += dir;
    while (!HIJAZ_D.has(((q % 12) + 12) % 12)) q += dir;
  }
  return q;
}

/** Chords used to harmonise Hijaz (as pitch classes, root first). */
/** @type {Readonly<Record<string, readonly number[]>>} */
export const CHORDS = {
  D: [2, 6, 9],
  Cm: [0, 3, 7],
  Gm: [7, 10, 2],
  Eb: [3, 7, 10],
};

/**
 * Lowest pitch ≥ lo with the given pitch class.
 * @param {number} pc
 * @param {number} lo
 */
export function pcAbove(pc, lo) {
  let p = lo;
  while (((p % 12) + 12) % 12 !== pc) p++;
  return p;
}

/**
 * `count` chord tones starting at or above `lo`.
 * @param {string} chord
 * @param {number} lo
 */
export function voicing(chord, lo, count = 3) {
  const pcs = new Set(CHORDS[chord]);
  const out = [];
  for (let p = lo; out.length < count; p++) if (pcs.has(p % 12)) out.push(p);
  return out;
}

// ---------------------------------------------------------------- phrases ---

/**
 * Parse the phrase notation described above into [{pitch|null, dur, orn, accent}].
 * @param {string} text
 */
export function parsePhrase(text) {
  const out = [];
  let dur = 1;
  for (const tok of text.split(/\s+/).filter((t) => t && t !== "|")) {
    const m = /^([',~&*%/!]*)(r|[A-G](?:#|b)?-?\d)(?::([\d.]+))?$/.exec(tok);
    if (!m) throw new Error(`Token inválido: "${tok}"`);
    if (m[3]) dur = Number(m[3]);
    out.push({
      pitch: m[2] === "r" ? null : noteNumber(/** @type {string} */ (m[2])),
      dur,
      orn: /** @type {string} */ (m[1]).replace("!", ""),
      accent: /** @type {string} */ (m[1]).includes("!"),
    });
  }
  return out;
}

export const phraseLength = (/** @type {string} */ text) =>
  parsePhrase(text).reduce((s, n) => s + n.dur, 0);

/**
 * Deterministic PRNG so every run renders the same piece.
 * @param {number} seed
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- drums -----

/**
 * General MIDI percussion (channel 10) notes standing in for the Arabic kit.
 * In FluidR3 GM the low conga has the round ringing "dum", the high bongo the
 * dry rim "tek" and the muted high conga a softer "ka".
 */
export const KIT = {
  dum: 64, // Low Conga — darbuka dum
  dumBody: 35, // Acoustic Bass Drum, layered softly for the dum's low body
  tek: 60, // Hi Bongo — tek (rim stroke)
  ka: 62, // Mute Hi Conga — ka (other hand) and ghost strokes
  slap: 63, // Open Hi Conga — "pa"/slap accents
  riq: 54, // Tambourine — riq jingles
  zillOpen: 81, // Open Triangle — ringing zills (sagat)
  zillMute: 80, // Mute Triangle — muted zills
  bell: 53, // Ride Bell — extra metal on zill accents
  kick: 36, // Bass Drum 1 — pop low end
  clap: 39, // Hand Clap
};

// ---------------------------------------------------------------- arranger --

/**
 * How `Arranger.play` sounds a phrase (see its comment).
 * @typedef {{ vel?: number; velEnd?: number; legato?: number; grace?: number; octave?: number;
 *   double?: number; doubleVel?: number; bend?: boolean; vibrato?: number; ring?: number;
 *   trem?: number }} PlayOptions
 */

export class Arranger {
  constructor({ seed = 1, ppq = 480 } = {}) {
    this.song = new MidiSong({ ppq });
    this.rand = mulberry32(seed);
    /** @type {{ beat: number; bpm: number }[]} */
    this.tempoMap = [];
    /** @type {{ name: string; beat: number }[]} */
    this.sections = [];
    /** @type {Record<string, import("./midi.mjs").MidiTrack>} */
    this.tracks = {};
    this.lastBeat = 0;
    this.song.timeSignature(0, 4, 4);
    this.perc = this.song.track("Percussão (darbuka, riq, snujs)", 9);
    this.perc.cc(0, 7, 127).cc(0, 91, 38).cc(0, 93, 0);
  }

  /**
   * The track registered under `key` by `instrument`.
   * @param {string} key
   */
  #track(key) {
    const t = this.tracks[key];
    if (!t) throw new Error(`Instrumento não registrado: ${key}`);
    return t;
  }

  /** @param {number} a */
  jitter(a) {
    return (this.rand() * 2 - 1) * a;
  }

  /**
   * @param {number} beat
   * @param {number} bpm
   */
  tempo(beat, bpm) {
    this.song.tempo(beat, bpm);
    this.tempoMap = [...this.tempoMap.filter((t) => t.beat !== beat), { beat, bpm }].sort(
      (a, b) => a.beat - b.beat,
    );
  }

  /** @param {number} beat */
  seconds(beat) {
    return beatToSeconds(beat, this.tempoMap);
  }

  /**
   * @param {number} beat
   * @param {string} name
   */
  section(beat, name) {
    this.song.marker(beat, name);
    this.sections.push({ name, beat });
  }

  /**
   * Register an instrument: key, display name, channel, GM program and mixer settings.
   * @param {string} key
   * @param {{ name: string; channel: number; program: number; volume?: number; pan?: number; reverb?: number; chorus?: number }} options
   */
  instrument(key, { name, channel, program, volume = 100, pan = 64, reverb = 50, chorus = 0 }) {
    const t = this.song.track(name, channel);
    t.program(0, program).cc(0, 7, volume).cc(0, 10, pan).cc(0, 91, reverb).cc(0, 93, chorus);
    t.cc(0, 11, 127).cc(0, 1, 0).bend(0, 0);
    // Pitch-bend range ±2 semitones (RPN 0,0) — the default, set explicitly.
    t.cc(0, 101, 0).cc(0, 100, 0).cc(0, 6, 2).cc(0, 38, 0).cc(0, 101, 127).cc(0, 100, 127);
    this.tracks[key] = t;
    return t;
  }

  /**
   * @param {string} key
   * @param {number} beat
   * @param {number} pitch
   * @param {number} dur
   * @param {number} vel
   */
  note(key, beat, pitch, dur, vel) {
    const t = key === "perc" ? this.perc : this.#track(key);
    t.note(Math.max(0, beat), pitch, dur, Math.max(1, Math.min(127, vel)));
    this.lastBeat = Math.max(this.lastBeat, beat + dur);
  }

  /**
   * Linear controller ramp (e.g. CC11 expression swell).
   * @param {string} key
   * @param {number} cc
   * @param {number} b0
   * @param {number} b1
   * @param {number} v0
   * @param {number} v1
   */
  ramp(key, cc, b0, b1, v0, v1, steps = 12) {
    const t = this.#track(key);
    for (let i = 0; i <= steps; i++)
      t.cc(b0 + ((b1 - b0) * i) / steps, cc, v0 + ((v1 - v0) * i) / steps);
  }

  /**
   * Play a phrase (see notation above). Options:
   *   vel, velEnd   – dynamics across the phrase (crescendo / diminuendo)
   *   legato        – fraction of each duration actually sounded
   *   octave        – transpose by octaves
   *   double        – also play at this semitone offset (e.g. -12 for qanun octaves)
   *   doubleVel     – velocity factor for the doubled voice
   *   bend          – allow '/' scoops (monophonic channels only)
   *   vibrato       – CC1 depth that fades in on notes ≥ 1 beat
   *   ring          – minimum sounding length for plucked instruments
   *   trem          – tremolo step in beats (default 1/8)
   * Returns the beat where the phrase ends.
   * @param {string} key
   * @param {number} start
   * @param {string} text
   * @param {PlayOptions} [o]
   */
  play(key, start, text, o = {}) {
    const items = parsePhrase(text);
    const total = items.reduce((s, n) => s + n.dur, 0);
    const pitched = items.flatMap((n) => (n.pitch == null ? [] : [n.pitch]));
    const mean = pitched.reduce((s, p) => s + p, 0) / Math.max(1, pitched.length);
    const vel = o.vel ?? 80;
    const velEnd = o.velEnd ?? vel;
    let t = start;
    for (const n of items) {
      if (n.pitch != null) {
        const p = n.pitch + 12 * (o.octave ?? 0);
        const frac = total ? (t - start) / total : 0;
        let v = vel + (velEnd - vel) * frac + (n.pitch - mean) * 0.7 + this.jitter(4);
        if (Math.abs(t - Math.round(t)) < 0.01) v += Math.round(t) % 2 === 0 ? 6 : 3; // metric accent
        if (n.dur <= 0.25) v -= 7;
        if (n.accent) v += 14;
        this.#ornamented(key, t + this.jitter(0.012), p, n, v, o);
      }
      t += n.dur;
    }
    return t;
  }

  /**
   * @param {string} key
   * @param {number} t
   * @param {number} p
   * @param {{ dur: number; orn: string }} n
   * @param {number} v
   * @param {PlayOptions} o
   */
  #ornamented(key, t, p, n, v, o) {
    const tr = this.#track(key);
    const legato = o.legato ?? 0.94;
    const G = o.grace ?? 0.09;
    const emit = (
      /** @type {number} */ bt,
      /** @type {number} */ pp,
      /** @type {number} */ d,
      /** @type {number} */ vv,
    ) => {
      const len = Math.max(d, o.ring ?? 0);
      this.note(key, bt, pp, len, vv);
      if (o.double) this.note(key, bt - 0.006, pp + o.double, len, vv * (o.doubleVel ?? 0.7));
    };
    let start = t;
    let dur = n.dur;
    const up = scaleStep(p, 1);
    const down = scaleStep(p, -1);
    const orn = n.orn;
    if (orn.includes("/") && o.bend) {
      // Scoop into the note from a semitone below, like a ney or a violin slide.
      tr.bend(start - 0.01, -1);
      for (let i = 1; i <= 6; i++) tr.bend(start + (0.22 * i) / 6, -1 + i / 6);
    }
    if (o.vibrato) {
      tr.cc(start, 1, 0);
      if (n.dur >= 1) this.ramp(key, 1, start + 0.3, start + Math.min(n.dur, 1.6), 0, o.vibrato, 8);
    }
    if (orn.includes("'")) {
      emit(start, up, G, v * 0.75);
      start += G;
      dur -= G;
    } else if (orn.includes(",")) {
      emit(start, down, G, v * 0.75);
      start += G;
      dur -= G;
    } else if (orn.includes("~")) {
      emit(start, p, G * 0.8, v * 0.85);
      emit(start + G * 0.8, up, G * 0.8, v * 0.75);
      start += G * 1.6;
      dur -= G * 1.6;
    } else if (orn.includes("&")) {
      const g = G * 0.75;
      emit(start, up, g, v * 0.8);
      emit(start + g, p, g, v * 0.75);
      emit(start + 2 * g, down, g, v * 0.75);
      start += 3 * g;
      dur -= 3 * g;
    }
    if (orn.includes("*")) {
      const step = 0.125;
      const until = start + dur * 0.7;
      let i = 0;
      for (; start + step < until; start += step, dur -= step, i++)
        emit(start, i % 2 ? up : p, step, v * (i % 2 ? 0.7 : 0.8));
    }
    if (orn.includes("%")) {
      const step = o.trem ?? 0.125;
      const count = Math.max(1, Math.round(dur / step));
      for (let i = 0; i < count; i++) {
        const sw = 1 - 0.25 * Math.sin((Math.PI * i) / count); // slight swell/shape
        emit(start + i * step + this.jitter(0.006), p, step * 0.95, v * (i % 2 ? 0.78 : 0.92) * sw);
      }
      return;
    }
    emit(start, p, Math.max(0.05, dur * legato), v);
  }

  /**
   * Sustain a chord (array of pitches).
   * @param {string} key
   * @param {number} beat
   * @param {readonly number[]} pitches
   * @param {number} dur
   * @param {number} vel
   */
  hold(key, beat, pitches, dur, vel) {
    pitches.forEach((p, i) => this.note(key, beat + i * 0.004, p, dur, vel - i * 3));
  }

  /**
   * Sustained pad following a chord list (one chord per half bar), merging
   * repeated chords into long notes.
   * @param {string} key
   * @param {number} beat
   * @param {readonly string[]} chordsPerHalfBar
   */
  pad(key, beat, chordsPerHalfBar, { lo = 50, count = 3, vel = 50 } = {}) {
    let i = 0;
    while (i < chordsPerHalfBar.length) {
      let j = i + 1;
      while (j < chordsPerHalfBar.length && chordsPerHalfBar[j] === chordsPerHalfBar[i]) j++;
      this.hold(
        key,
        beat + i * 2,
        voicing(/** @type {string} */ (chordsPerHalfBar[i]), lo, count),
        (j - i) * 2 - 0.02,
        vel,
      );
      i = j;
    }
  }

  // ------------------------------------------------------------ percussion --

  /**
   * @param {number} beat
   * @param {number} note
   * @param {number} vel
   */
  hit(beat, note, vel) {
    this.note("perc", beat + this.jitter(0.006), note, 0.2, vel + this.jitter(5));
  }

  /**
   * One bar of darbuka from a 16-step pattern:
   *   D dum, d soft dum, T tek, t ka, k ghost ka, S slap, X dum+tek accent,
   *   R roll (three strokes per step, crescendo across a run of R's), . rest.
   * @param {number} beat
   * @param {string} pattern
   */
  darbuka(beat, pattern, { vel: v0 = 100, body = 0.5 } = {}) {
    if (pattern.length !== 16) throw new Error(`Padrão precisa de 16 passos: ${pattern}`);
    const vel = v0 * 1.12; // the darbuka leads the ensemble
    let hand = 0;
    for (let i = 0; i < 16; i++) {
      const t = beat + i * 0.25;
      const c = pattern[i];
      hand ^= 1;
      if (c === "D" || c === "X") {
        this.hit(t, KIT.dum, vel * 0.95);
        this.hit(t, KIT.dumBody, vel * body);
        if (c === "X") this.hit(t + 0.01, KIT.slap, vel);
      } else if (c === "d") {
        this.hit(t, KIT.dum, vel * 0.7);
        this.hit(t, KIT.dumBody, vel * body * 0.6);
      } else if (c === "T") this.hit(t, KIT.tek, vel * 0.92);
      else if (c === "t") this.hit(t, KIT.ka, vel * 0.7);
      else if (c === "k") this.hit(t, hand ? KIT.tek : KIT.ka, vel * 0.42);
      else if (c === "S") this.hit(t, KIT.slap, vel * 0.95);
      else if (c === "R") {
        let a = i;
        while (a > 0 && pattern[a - 1] === "R") a--;
        let b = i;
        while (b < 15 && pattern[b + 1] === "R") b++;
        for (let s = 0; s < 3; s++) {
          const prog = (i - a + s / 3) / (b - a + 1);
          this.hit(t + s / 12, s % 2 ? KIT.ka : KIT.tek, vel * (0.35 + 0.55 * prog));
        }
      }
    }
  }

  /**
   * Riq following the darbuka pattern; density 8 or 16 (jingles between strokes).
   * @param {number} beat
   * @param {string} pattern
   */
  riq(beat, pattern, { vel = 70, density = 8 } = {}) {
    for (let i = 0; i < 16; i++) {
      const t = beat + i * 0.25;
      const c = pattern[i];
      if (c === "D" || c === "X") this.hit(t, KIT.riq, vel);
      else if (c === "T" || c === "S") this.hit(t, KIT.riq, vel * 0.85);
      else if (c === "R")
        for (let s = 0; s < 3; s++) this.hit(t + s / 12, KIT.riq, vel * (0.4 + 0.1 * s));
      else if (density === 16 || i % 2 === 0)
        this.hit(t, KIT.riq, vel * (i % 4 === 2 ? 0.55 : 0.38));
    }
  }

  /**
   * Finger cymbals: 'triples' (R-L-R every beat), 'singles', 'gallop' (on 1 and 3).
   * @param {number} beat
   * @param {string} mode
   */
  zills(beat, mode, vel = 70) {
    for (let b = 0; b < 4; b++) {
      const t = beat + b;
      if (mode === "triples" || (mode === "gallop" && b % 2 === 0)) {
        this.hit(t, KIT.zillOpen, vel);
        this.hit(t + 0.25, KIT.zillMute, vel * 0.7);
        this.hit(t + 0.5, KIT.zillOpen, vel * 0.85);
        if (b === 0) this.hit(t, KIT.bell, vel * 0.45);
      } else if (mode === "singles") {
        this.hit(t, KIT.zillOpen, vel * (b === 0 ? 1 : 0.7));
      }
    }
  }
}
