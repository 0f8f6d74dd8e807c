/**
 * The song brief a buyer fills in on the thank-you page: its shape, its limits and the few rules
 * every other part of the feature (validation, the message, the draft) shares. Pure: no React,
 * no browser.
 */
// Extensions written: the owner's commands (scripts/owner/song-promise.mjs) run this file in Node.
import { PROFESSIONAL_PACK_SONGS } from "../../config/env-common.ts";
import { RHYTHM_IDS, type RhythmId } from "../../content/rhythms.ts";
import type { PlanId } from "../../content/types";

/**
 * A style's name, as the page shows it and the message carries it: one of the owner's styles
 * (content/song-styles.ts, `styleNames`; VITE_SONG_STYLES), which this file cannot read, since the
 * owner's commands load it outside a build.
 */
export type SongStyle = string;

export const SONG_PURPOSES = ["show", "aula", "competicao", "video"] as const;
export type SongPurpose = (typeof SONG_PURPOSES)[number];

/** The purposes whose event may limit the song's length: the brief then asks for that limit. */
export const TIMED_PURPOSES: readonly SongPurpose[] = ["show", "competicao"];

/** The specification's "each song lasts up to 3 minutes": the longest length a brief may ask. */
export const SONG_MAX_SECONDS = 3 * 60;
/** The shortest: under half a minute there is no dance to make a song for. */
export const SONG_MIN_SECONDS = 30;

/** "Não sei — escolham por mim": the answer the rhythm and the tempo start with. */
export const CHOOSE_FOR_ME = "escolham";
export type ChooseForMe = typeof CHOOSE_FOR_ME;

export const SONG_RHYTHMS = [CHOOSE_FOR_ME, ...RHYTHM_IDS] as const;
export type SongRhythm = RhythmId | ChooseForMe;

export const SONG_TEMPOS = [CHOOSE_FOR_ME, "lento", "medio", "rapido"] as const;
export type SongTempo = (typeof SONG_TEMPOS)[number];

/** The parts of a routine, in the order they come in the song. */
export const SONG_PARTS = ["entrada", "taqsim", "solo", "final"] as const;
export type SongPart = (typeof SONG_PARTS)[number];

export const SONG_ENDINGS = ["marcado", "fade"] as const;
export type SongEnding = (typeof SONG_ENDINGS)[number];

/** A yes-or-no question's answers, as the form's radio buttons carry them. */
export const YES_NO = ["sim", "nao"] as const;
export type YesNo = (typeof YES_NO)[number];

/** For a child's name: is the buyer the child's mother, father or guardian? */
export const SONG_GUARDIANS = YES_NO;
export type SongGuardian = YesNo;

/**
 * A song's fixed choices and their options: what the draft and the form's early input may hold
 * (the style's options are the owner's: content/song-styles.ts).
 */
export const SONG_CHOICES = {
  purposes: SONG_PURPOSES,
  rhythm: SONG_RHYTHMS,
  tempo: SONG_TEMPOS,
  parts: SONG_PARTS,
  ending: SONG_ENDINGS,
  childName: YES_NO,
  guardian: SONG_GUARDIANS,
} as const;

export interface SongBrief {
  readonly sungName: string;
  /**
   * Is the sung name a child's or a teenager's? Asked of every song and required, so that the
   * answer is hers, never a box left unticked: "sim" asks a parent's agreement first, or, where
   * the AI plan may train on what it receives, refuses the name (content/minors.ts).
   */
  readonly childName: YesNo | "";
  /** For a child's name: whether she is the child's mother, father or guardian. */
  readonly guardian: SongGuardian | "";
  /** For a child's name, when she is not: how to reach the mother, the father or the guardian. */
  readonly parentContact: string;
  readonly pronunciation: string;
  readonly style: SongStyle | "";
  readonly mood: string;
  readonly purposes: readonly SongPurpose[];
  /** The event's time limit, as typed ("2:30"); asked only for a show or a competition. */
  readonly eventLimit: string;
  /** The length she asks for, as typed; blank is the full length (or the event's limit). */
  readonly duration: string;
  readonly rhythm: SongRhythm;
  readonly tempo: SongTempo;
  /** Beats per minute, as typed; optional. */
  readonly bpm: string;
  readonly parts: readonly SongPart[];
  readonly ending: SongEnding;
  readonly story: string;
  readonly avoid: string;
}

export interface Brief {
  readonly buyerName: string;
  readonly email: string;
  readonly orderCode: string;
  readonly plan: PlanId | "";
  /** The pack's songs are added one by one; the single plan uses the first only. */
  readonly songs: readonly SongBrief[];
}

/** The text fields of a brief and of a song, by the name their errors are keyed with. */
export type BuyerTextField = "buyerName" | "email" | "orderCode";
export type SongTextField =
  "sungName" | "parentContact" | "pronunciation" | "mood" | "story" | "avoid";
/** The short fields of a song read as numbers: a length in m:ss, or beats per minute. */
export type SongNumberField = "eventLimit" | "duration" | "bpm";
/** A song's typed fields (the others are choices), in the form's order. */
export const SONG_TYPED_FIELDS = [
  "sungName",
  "parentContact",
  "pronunciation",
  "mood",
  "eventLimit",
  "duration",
  "bpm",
  "story",
  "avoid",
] as const satisfies readonly (SongTextField | SongNumberField)[];

/**
 * Most characters a field takes, counted as a person counts them (code points). The sums keep a
 * full pack's message within the link limit (brief-message.ts) for text in Portuguese.
 */
export const FIELD_LIMITS: Readonly<Record<BuyerTextField | SongTextField, number>> = {
  buyerName: 80,
  email: 254,
  orderCode: 64,
  sungName: 40,
  parentContact: 60,
  pronunciation: 40,
  mood: 60,
  story: 400,
  avoid: 160,
};

/** Fields written on several lines; every other one is a single line. */
export const MULTILINE_FIELDS: ReadonlySet<SongTextField> = new Set(["story", "avoid"]);

/** A song before she answers: the dance's questions start at answers that need no input. */
export const EMPTY_SONG: SongBrief = {
  sungName: "",
  childName: "",
  guardian: "",
  parentContact: "",
  pronunciation: "",
  style: "",
  mood: "",
  purposes: [],
  eventLimit: "",
  duration: "",
  rhythm: CHOOSE_FOR_ME,
  tempo: CHOOSE_FOR_ME,
  bpm: "",
  parts: [],
  ending: "marcado",
  story: "",
  avoid: "",
};

export const EMPTY_BRIEF: Brief = {
  buyerName: "",
  email: "",
  orderCode: "",
  plan: "",
  songs: [EMPTY_SONG],
};

/** How many songs a plan buys. */
export function songsInPlan(plan: Brief["plan"]): number {
  return plan === "triple" ? PROFESSIONAL_PACK_SONGS : 1;
}

/** The songs the brief describes for its plan: extra ones kept from a change of plan are left out. */
export function songsInScope(brief: Brief): readonly SongBrief[] {
  return brief.songs.slice(0, songsInPlan(brief.plan));
}

/** Characters as a person counts them: an emoji or an accented letter is one. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * A value as the message carries it: control characters (a pasted NUL, an escape sequence) are
 * dropped, single-line fields lose their line breaks, and a broken UTF-16 pair (which no URL can
 * encode) becomes U+FFFD. Everything else is kept as typed, markup and right-to-left text
 * included: the message is plain text and nothing reads it as anything else.
 */
export function cleanText(value: string, multiline: boolean): string {
  // In a /u expression a lone surrogate is a code point of its own, \p{Cs}; a pair is not.
  const lines = value.replace(/\p{Cs}/gu, "\uFFFD").replace(/\r\n?/g, "\n");
  const kept = multiline
    ? lines.replace(/[^\P{Cc}\n\t]/gu, "").replace(/\t/g, " ")
    : lines.replace(/[\n\t]+/g, " ").replace(/\p{Cc}/gu, "");
  return kept.trim();
}

/** A brief is blank when nothing has been typed or chosen: there is nothing to keep as a draft. */
export function isBlank(brief: Brief): boolean {
  const songBlank = (song: SongBrief) =>
    song.style === EMPTY_SONG.style &&
    song.rhythm === EMPTY_SONG.rhythm &&
    song.tempo === EMPTY_SONG.tempo &&
    song.ending === EMPTY_SONG.ending &&
    song.childName === EMPTY_SONG.childName &&
    song.guardian === EMPTY_SONG.guardian &&
    song.purposes.length === 0 &&
    song.parts.length === 0 &&
    [
      song.sungName,
      song.parentContact,
      song.pronunciation,
      song.mood,
      song.eventLimit,
      song.duration,
      song.bpm,
      song.story,
      song.avoid,
    ].every((value) => value.trim() === "");
  return (
    brief.plan === "" &&
    [brief.buyerName, brief.email, brief.orderCode].every((value) => value.trim() === "") &&
    brief.songs.every(songBlank)
  );
}

/** A limit on the song's length applies: she marked a show or a competition. */
export function asksEventLimit(song: SongBrief): boolean {
  return song.purposes.some((purpose) => TIMED_PURPOSES.includes(purpose));
}
