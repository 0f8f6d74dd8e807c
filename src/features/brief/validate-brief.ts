/**
 * What a brief must hold before it can be sent, and the error a person reads for each field.
 * Errors come out in the order the fields appear on the page, so the first is the one to focus.
 */
import { isValidEmail } from "../../config/env-common";
import { briefContent } from "../../content/brief";
import { childNamesSung } from "../../content/minors";
import { formatTime } from "../../lib/duration/format-time";
import {
  asksEventLimit,
  characterCount,
  FIELD_LIMITS,
  SONG_MAX_SECONDS,
  SONG_MIN_SECONDS,
  songsInScope,
  type Brief,
  type BuyerTextField,
  type SongBrief,
  type SongNumberField,
  type SongTextField,
} from "./brief";
import { stylesFor } from "./style-rules";
import { eventLimitSeconds, parseBpm, parseLength } from "./song-length";

/** "buyerName", "plan", "songs.0.sungName", "songs.2.style": one key per field on the page. */
export type FieldKey =
  | BuyerTextField
  | "plan"
  | `songs.${number}.${SongTextField | SongNumberField | "style" | "childName" | "guardian"}`;

export interface FieldError {
  readonly field: FieldKey;
  readonly message: string;
}

const { errors, buyer, plan: planText, song: songText } = briefContent;

function textError(value: string, max: number, label: string, required: boolean): string | null {
  const trimmed = value.trim();
  if (required && trimmed === "") return errors.required(label);
  const length = characterCount(trimmed);
  return length > max ? errors.tooLong(length, max) : null;
}

/** What is wrong with the event's limit, when she was asked for it. */
function eventLimitError(song: SongBrief): string | null {
  if (!asksEventLimit(song) || song.eventLimit.trim() === "") return null;
  return eventLimitSeconds(song) === null ? errors.length : null;
}

/** What is wrong with the length she asked for: not a length, too long, too short, over the limit. */
function durationError(song: SongBrief): string | null {
  if (song.duration.trim() === "") return null;
  const seconds = parseLength(song.duration);
  if (seconds === null) return errors.length;
  const limit = eventLimitSeconds(song);
  // Over both, the nearer bound is the one she must meet: the event's, when it is shorter.
  if (limit !== null && limit < SONG_MAX_SECONDS && seconds > limit) {
    return errors.overEventLimit(formatTime(limit));
  }
  if (seconds > SONG_MAX_SECONDS) return errors.lengthOver;
  return seconds < SONG_MIN_SECONDS ? errors.lengthUnder : null;
}

function bpmError(song: SongBrief): string | null {
  return song.bpm.trim() === "" || parseBpm(song.bpm) !== null ? null : errors.bpm;
}

/** Every error of the brief, in page order; empty when it can be sent. */
export function validateBrief(brief: Brief): FieldError[] {
  const found: FieldError[] = [];
  const add = (field: FieldKey, message: string | null) => {
    if (message !== null) found.push({ field, message });
  };

  add("buyerName", textError(brief.buyerName, FIELD_LIMITS.buyerName, buyer.buyerName.label, true));
  const emailError = textError(brief.email, FIELD_LIMITS.email, buyer.email.label, true);
  add("email", emailError ?? (isValidEmail(brief.email.trim()) ? null : errors.email));
  add(
    "orderCode",
    textError(brief.orderCode, FIELD_LIMITS.orderCode, buyer.orderCode.label, false),
  );
  add("plan", brief.plan === "" ? errors.chooseOne(planText.legend) : null);

  songsInScope(brief).forEach((song, index) => {
    const key = (name: SongTextField | SongNumberField | "style" | "childName" | "guardian") =>
      `songs.${index}.${name}` as const;
    const text = (name: SongTextField, required = false) =>
      add(key(name), textError(song[name], FIELD_LIMITS[name], songText[name].label, required));
    text("sungName", true);
    // A child's name: who she is to the child and, if not a parent, how to reach one (minors.ts).
    // Where the AI plan trains on what it receives, a child's name is never sent to it (minors.ts).
    // The question is required: a child's name is never sent for want of an answer.
    if (song.childName === "") add(key("childName"), errors.chooseOne(songText.childName.legend));
    else if (song.childName === "sim" && !childNamesSung) {
      add(key("childName"), errors.childNameNotSung);
    } else if (song.childName === "sim") {
      add(
        key("guardian"),
        song.guardian === "" ? errors.chooseOne(songText.guardian.legend) : null,
      );
      if (song.guardian === "nao") text("parentContact", true);
    }
    text("pronunciation");
    add(
      key("style"),
      song.style === ""
        ? errors.chooseOne(songText.style.legend)
        : stylesFor(song).includes(song.style)
          ? null
          : errors.styleForChild,
    );
    text("mood");
    add(key("eventLimit"), eventLimitError(song));
    add(key("duration"), durationError(song));
    add(key("bpm"), bpmError(song));
    text("story");
    text("avoid");
  });
  return found;
}

/** The error of one field, for checking it as the buyer leaves it. */
export function fieldError(brief: Brief, field: FieldKey): string | null {
  return validateBrief(brief).find((error) => error.field === field)?.message ?? null;
}
