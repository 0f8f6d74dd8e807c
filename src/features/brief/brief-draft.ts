/**
 * The draft of a brief, kept in the browser's localStorage as the buyer types so that a reload,
 * Back or a closed tab loses nothing. It never leaves the device; the privacy policy says what
 * it holds and for how long (content/privacy-policy.ts). It carries its own `expiresAt`, by which
 * every page of the site removes it once past (lib/storage/expiring.ts).
 */
import { EMPTY_BRIEF, EMPTY_SONG, SONG_CHOICES, type Brief, type SongBrief } from "./brief";
import { PROFESSIONAL_PACK_SONGS } from "../../config/env-common";
import { styleNames } from "../../content/song-styles";
import type { ExpiringEntry } from "../../lib/storage/expiring";
import { DRAFT_LIFETIME_DAYS, DRAFT_STORAGE_KEY } from "./draft-policy";

export { DRAFT_LIFETIME_DAYS, DRAFT_STORAGE_KEY };
const DRAFT_LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** 2: the draft carries `expiresAt`. A draft of another version is not read. */
const VERSION = 2;
/** A stored value longer than this is not one the form wrote; it is cut, never trusted whole. */
const MAX_STORED_TEXT = 20_000;

interface StoredDraft extends ExpiringEntry {
  readonly version: typeof VERSION;
  readonly brief: Brief;
}

/** The part of the Storage interface the draft uses; the tests pass a fake. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === "string" ? value.slice(0, MAX_STORED_TEXT) : "";

function pick<T extends string>(allowed: readonly T[], value: unknown): T | "" {
  return allowed.find((option) => option === value) ?? "";
}

/** The options of `allowed` the stored list holds, in the page's order. */
function pickAll<T extends string>(allowed: readonly T[], value: unknown): T[] {
  const stored: unknown[] = Array.isArray(value) ? value : [];
  return allowed.filter((option) => stored.includes(option));
}

function readSong(value: unknown): SongBrief {
  if (!isRecord(value)) return EMPTY_SONG;
  // A draft kept before the dance's questions existed has none of them: they start as answered
  // by default, as for a new song.
  const or = <T extends string>(picked: T | "", fallback: T): T =>
    picked === "" ? fallback : picked;
  const { purposes, rhythm, tempo, parts, ending } = SONG_CHOICES;
  return {
    sungName: text(value.sungName),
    // A draft kept when the question was a box to tick holds `true` for a ticked one; an unticked
    // box was no answer, so it is asked again.
    childName: value.childName === true ? "sim" : pick(SONG_CHOICES.childName, value.childName),
    guardian: pick(SONG_CHOICES.guardian, value.guardian),
    parentContact: text(value.parentContact),
    pronunciation: text(value.pronunciation),
    // A style the owner no longer offers is dropped: she chooses again.
    style: pick(styleNames, value.style),
    mood: text(value.mood),
    purposes: pickAll(purposes, value.purposes),
    eventLimit: text(value.eventLimit),
    duration: text(value.duration),
    rhythm: or(pick(rhythm, value.rhythm), EMPTY_SONG.rhythm),
    tempo: or(pick(tempo, value.tempo), EMPTY_SONG.tempo),
    bpm: text(value.bpm),
    parts: pickAll(parts, value.parts),
    ending: or(pick(ending, value.ending), EMPTY_SONG.ending),
    story: text(value.story),
    avoid: text(value.avoid),
  };
}

/** A brief rebuilt field by field from whatever was stored: unknown keys and types are dropped. */
export function readBrief(value: unknown): Brief {
  if (!isRecord(value)) return EMPTY_BRIEF;
  const songs = Array.isArray(value.songs)
    ? value.songs.slice(0, PROFESSIONAL_PACK_SONGS).map(readSong)
    : [];
  return {
    buyerName: text(value.buyerName),
    email: text(value.email),
    orderCode: text(value.orderCode),
    plan: pick(["single", "triple"] as const, value.plan),
    songs: songs.length > 0 ? songs : [EMPTY_SONG],
  };
}

/**
 * The stored draft, or null when there is none, it is too old, it is not ours, or storage is
 * refused (blocked cookies make localStorage throw in Chromium and WebKit).
 */
export function loadDraft(storage: DraftStorage | null, now: number): Brief | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.version !== VERSION || typeof stored.expiresAt !== "number") {
      storage?.removeItem(DRAFT_STORAGE_KEY);
      return null;
    }
    // Past its time (the page's sweep removes it too), or from a clock set far ahead.
    if (!(stored.expiresAt > now) || stored.expiresAt > now + DRAFT_LIFETIME_MS) {
      storage?.removeItem(DRAFT_STORAGE_KEY);
      return null;
    }
    return readBrief(stored.brief);
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser refuses (storage blocked or full). */
export function saveDraft(storage: DraftStorage | null, brief: Brief, now: number): boolean {
  if (!storage) return false;
  try {
    const stored: StoredDraft = { version: VERSION, expiresAt: now + DRAFT_LIFETIME_MS, brief };
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** Removes the draft; false when the browser refuses. */
export function clearDraft(storage: DraftStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** `window.localStorage`, or null where even reading the property throws (storage blocked). */
export function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
