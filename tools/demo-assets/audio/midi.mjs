// @ts-check
// Minimal Standard MIDI File (SMF) writer — no dependencies.
//
// Usage:
//   const song = new MidiSong({ ppq: 480 });
//   song.tempo(0, 84);                          // beat 0 → 84 BPM
//   const violin = song.track('Violino', 0);    // name, MIDI channel 0-15
//   violin.program(0, 40);                      // GM program (0-based)
//   violin.note(1, 69, 0.5, 90);                // beat 1: A4, half a beat, velocity 90
//   fs.writeFileSync('x.mid', song.toBytes());
//
// Times are given in beats (quarter notes, floats allowed) and converted to
// ticks. Output is format 1: track 0 holds the tempo map / time signature,
// every other track holds the events of one instrument on one channel.

/**
 * Encode a non-negative integer as a MIDI variable-length quantity.
 * @param {number} value
 */
export function vlq(value) {
  let v = Math.max(0, Math.round(value));
  const bytes = [v & 0x7f];
  v >>= 7;
  while (v > 0) {
    bytes.unshift((v & 0x7f) | 0x80);
    v >>= 7;
  }
  return bytes;
}

const clamp7 = (/** @type {number} */ v) => Math.max(0, Math.min(127, Math.round(v)));
const u32 = (/** @type {number} */ n) => [
  (n >>> 24) & 0xff,
  (n >>> 16) & 0xff,
  (n >>> 8) & 0xff,
  n & 0xff,
];
const u16 = (/** @type {number} */ n) => [(n >>> 8) & 0xff, n & 0xff];
const ascii = (/** @type {string} */ s) => [...Buffer.from(s, "utf8")];

export class MidiTrack {
  /** @param {MidiSong} song @param {string} name @param {number} channel 0-15 */
  constructor(song, name, channel) {
    this.song = song;
    this.name = name;
    this.channel = channel;
    /** @type {{tick:number, order:number, bytes:number[]}[]} */
    this.events = [];
    this.meta(0, 0x03, ascii(name)); // track name
  }

  /**
   * Low level: push raw bytes at a beat position. `order` breaks ties (offs before ons).
   * @param {number} beat
   * @param {number[]} bytes
   */
  raw(beat, bytes, order = 1) {
    this.events.push({ tick: this.song.ticks(beat), order, bytes });
    return this;
  }

  /**
   * @param {number} beat
   * @param {number} type
   * @param {number[]} data
   */
  meta(beat, type, data) {
    return this.raw(beat, [0xff, type, ...vlq(data.length), ...data], 0);
  }

  /**
   * @param {number} beat
   * @param {number} program
   */
  program(beat, program) {
    return this.raw(beat, [0xc0 | this.channel, clamp7(program)], 0);
  }

  /**
   * @param {number} beat
   * @param {number} controller
   * @param {number} value
   */
  cc(beat, controller, value) {
    return this.raw(beat, [0xb0 | this.channel, clamp7(controller), clamp7(value)], 0);
  }

  /**
   * Pitch bend in semitones, assuming the default ±2 semitone bend range.
   * @param {number} beat
   * @param {number} semitones
   */
  bend(beat, semitones) {
    const v = Math.max(0, Math.min(16383, Math.round(8192 + (semitones / 2) * 8192)));
    return this.raw(beat, [0xe0 | this.channel, v & 0x7f, (v >> 7) & 0x7f], 0);
  }

  /**
   * A note: start beat, MIDI pitch, duration in beats, velocity 1-127.
   * @param {number} beat
   * @param {number} pitch
   * @param {number} duration
   * @param {number} velocity
   */
  note(beat, pitch, duration, velocity) {
    const p = clamp7(pitch);
    const on = this.song.ticks(beat);
    // At least one tick long, and end-before-start ordering for repeated notes.
    const off = Math.max(on + 1, this.song.ticks(beat + duration));
    this.events.push({
      tick: on,
      order: 2,
      bytes: [0x90 | this.channel, p, Math.max(1, clamp7(velocity))],
    });
    this.events.push({ tick: off, order: 0, bytes: [0x80 | this.channel, p, 0] });
    return this;
  }

  /** Serialise to an MTrk chunk (delta times + end-of-track). */
  toBytes() {
    const sorted = [...this.events].sort((a, b) => a.tick - b.tick || a.order - b.order);
    const out = [];
    let last = 0;
    for (const e of sorted) {
      out.push(...vlq(e.tick - last), ...e.bytes);
      last = e.tick;
    }
    out.push(0, 0xff, 0x2f, 0); // end of track
    return [...ascii("MTrk"), ...u32(out.length), ...out];
  }
}

export class MidiSong {
  constructor({ ppq = 480 } = {}) {
    this.ppq = ppq;
    this.conductor = new MidiTrack(this, "Conductor", 0);
    /** @type {MidiTrack[]} */
    this.tracks = [];
  }

  /**
   * @param {number} beat
   */
  ticks(beat) {
    return Math.max(0, Math.round(beat * this.ppq));
  }

  /**
   * Set the tempo (BPM, quarter note) from a beat onwards.
   * @param {number} beat
   * @param {number} bpm
   */
  tempo(beat, bpm) {
    const us = Math.round(60_000_000 / bpm);
    this.conductor.meta(beat, 0x51, [(us >> 16) & 0xff, (us >> 8) & 0xff, us & 0xff]);
    return this;
  }

  /**
   * Time signature, e.g. timeSignature(0, 4, 4).
   * @param {number} beat
   * @param {number} num
   * @param {number} den
   */
  timeSignature(beat, num, den) {
    this.conductor.meta(beat, 0x58, [num, Math.log2(den), 24, 8]);
    return this;
  }

  /**
   * @param {number} beat
   * @param {string} text
   */
  marker(beat, text) {
    this.conductor.meta(beat, 0x06, ascii(text));
    return this;
  }

  /**
   * @param {string} name
   * @param {number} channel
   */
  track(name, channel) {
    const t = new MidiTrack(this, name, channel);
    this.tracks.push(t);
    return t;
  }

  /** The whole file as a Uint8Array (format 1). */
  toBytes() {
    const all = [this.conductor, ...this.tracks];
    const header = [...ascii("MThd"), ...u32(6), ...u16(1), ...u16(all.length), ...u16(this.ppq)];
    return Uint8Array.from([...header, ...all.flatMap((t) => t.toBytes())]);
  }
}

/**
 * Convert a beat position to seconds given a list of tempo changes
 * [{beat, bpm}] sorted by beat (the first should be at beat 0).
 * @param {number} beat
 * @param {readonly { beat: number; bpm: number }[]} tempoMap
 */
export function beatToSeconds(beat, tempoMap) {
  let seconds = 0;
  for (const [i, { beat: start, bpm }] of tempoMap.entries()) {
    const end = tempoMap[i + 1]?.beat ?? Infinity;
    if (beat <= start) break;
    seconds += ((Math.min(beat, end) - start) * 60) / bpm;
  }
  return seconds;
}
