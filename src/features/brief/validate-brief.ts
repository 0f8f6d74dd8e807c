/**
 * What a brief must hold before it can be sent, and the error a person reads for each field.
 * Errors come out in the order the fields appear on the page, so the first is the one to focus.
 */
import { isValidEmail } from "../../config/env-common";
import { briefContent } from "../../content/brief";
import {
  characterCount,
  FIELD_LIMITS,
  songsInScope,
  type Brief,
  type BuyerTextField,
  type SongTextField,
} from "./brief";

/** "buyerName", "plan", "songs.0.sungName", "songs.2.style": one key per field on the page. */
export type FieldKey = BuyerTextField | "plan" | `songs.${number}.${SongTextField | "style"}`;

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
    const key = (name: SongTextField | "style") => `songs.${index}.${name}` as const;
    const text = (name: SongTextField, required = false) =>
      add(key(name), textError(song[name], FIELD_LIMITS[name], songText[name].label, required));
    text("sungName", true);
    text("pronunciation");
    add(key("style"), song.style === "" ? errors.chooseOne(songText.style.legend) : null);
    text("mood");
    text("story");
    text("avoid");
  });
  return found;
}

/** The error of one field, for checking it as the buyer leaves it. */
export function fieldError(brief: Brief, field: FieldKey): string | null {
  return validateBrief(brief).find((error) => error.field === field)?.message ?? null;
}
