/**
 * The song brief a buyer fills in on the thank-you page: its shape, its limits and the few rules
 * every other part of the feature (validation, the message, the draft) shares. Pure: no React,
 * no browser.
 */
import { PROFESSIONAL_PACK_SONGS } from "../../config/env-common";
import type { PlanId } from "../../content/types";

export const SONG_STYLES = ["Romântica", "Pop"] as const;
export type SongStyle = (typeof SONG_STYLES)[number];

export const SONG_PURPOSES = ["show", "aula", "competicao", "video"] as const;
export type SongPurpose = (typeof SONG_PURPOSES)[number];

export interface SongBrief {
  readonly sungName: string;
  readonly pronunciation: string;
  readonly style: SongStyle | "";
  readonly mood: string;
  readonly purposes: readonly SongPurpose[];
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
export type SongTextField = "sungName" | "pronunciation" | "mood" | "story" | "avoid";

/**
 * Most characters a field takes, counted as a person counts them (code points). The sums keep a
 * full pack's message within the link limit (brief-message.ts) for text in Portuguese.
 */
export const FIELD_LIMITS: Readonly<Record<BuyerTextField | SongTextField, number>> = {
  buyerName: 80,
  email: 254,
  orderCode: 64,
  sungName: 40,
  pronunciation: 60,
  mood: 80,
  story: 500,
  avoid: 200,
};

/** Fields written on several lines; every other one is a single line. */
export const MULTILINE_FIELDS: ReadonlySet<SongTextField> = new Set(["story", "avoid"]);

export const EMPTY_SONG: SongBrief = {
  sungName: "",
  pronunciation: "",
  style: "",
  mood: "",
  purposes: [],
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
    song.style === "" &&
    song.purposes.length === 0 &&
    [song.sungName, song.pronunciation, song.mood, song.story, song.avoid].every(
      (value) => value.trim() === "",
    );
  return (
    brief.plan === "" &&
    [brief.buyerName, brief.email, brief.orderCode].every((value) => value.trim() === "") &&
    brief.songs.every(songBlank)
  );
}
