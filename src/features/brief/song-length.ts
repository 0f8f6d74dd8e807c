/**
 * How long the song should be, from what the buyer typed: her own length, else the event's
 * limit when it is shorter than the full length, else the full length. Pure.
 */
import { isBpm } from "../../content/rhythms";
import { asksEventLimit, SONG_MAX_SECONDS, type SongBrief } from "./brief";

/** The longest event limit read as one: anything longer is a typing slip, not a festival rule. */
const LONGEST_LIMIT_SECONDS = 60 * 60;

/**
 * A length as people write it, in seconds: "2:30", "2.30", "2,30", "2'30", "2m30", "2min30s",
 * "2 min", "2" (whole minutes), "90s". Null for anything else, "2.5" included: two and a half
 * minutes or two minutes and five seconds? She is asked again rather than guessed at.
 */
export function parseLength(text: string): number | null {
  const typed = text.trim().toLowerCase().replace(/\s+/g, "");
  const minutesAndSeconds =
    /^(\d{1,2})(?::|\.|,|'|h|m|min|minutos?)([0-5]\d)(?:s|seg|segundos?|")?$/.exec(typed);
  if (minutesAndSeconds) return Number(minutesAndSeconds[1]) * 60 + Number(minutesAndSeconds[2]);
  const minutes = /^(\d{1,2})(?:'|m|min|minutos?)?$/.exec(typed);
  if (minutes) return Number(minutes[1]) * 60;
  const seconds = /^(\d{1,4})(?:s|seg|segundos?)$/.exec(typed);
  return seconds ? Number(seconds[1]) : null;
}

/** The event's limit in seconds, when she was asked for it and gave one that reads as a length. */
export function eventLimitSeconds(song: SongBrief): number | null {
  if (!asksEventLimit(song)) return null;
  const limit = parseLength(song.eventLimit);
  return limit !== null && limit > 0 && limit <= LONGEST_LIMIT_SECONDS ? limit : null;
}

export type LengthSource = "chosen" | "eventLimit" | "full";

/**
 * The length the song is made to, and where it comes from; null while what she typed in
 * "Duração" is not a length (the form says so beside the field).
 */
export function songLength(
  song: SongBrief,
): { readonly seconds: number; readonly source: LengthSource } | null {
  if (song.duration.trim() !== "") {
    const chosen = parseLength(song.duration);
    return chosen === null ? null : { seconds: chosen, source: "chosen" };
  }
  const limit = eventLimitSeconds(song);
  return limit !== null && limit < SONG_MAX_SECONDS
    ? { seconds: limit, source: "eventLimit" }
    : { seconds: SONG_MAX_SECONDS, source: "full" };
}

/** Beats per minute as typed ("96", "96 bpm"), or null when it is not a tempo a song can have. */
export function parseBpm(text: string): number | null {
  const match = /^(\d{1,3})(?:bpm)?$/.exec(text.trim().toLowerCase().replace(/\s+/g, ""));
  const bpm = match ? Number(match[1]) : null;
  return isBpm(bpm) ? bpm : null;
}
