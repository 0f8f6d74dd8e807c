/**
 * On a slow connection the form's HTML is on screen, and can be typed in, seconds before its
 * script arrives. What was typed or chosen by then is read back from the form when the script
 * takes over, so that nothing typed is lost.
 */
import { styleNames } from "../../content/song-styles";
import { EMPTY_SONG, SONG_CHOICES, SONG_TYPED_FIELDS, type Brief, type SongBrief } from "./brief";

/** The names the form's controls carry (brief-form.tsx): text fields by their key, choices apart. */
export const CHOICE_NAMES = {
  plan: "pacote",
  style: (index: number) => `estilo-${index + 1}`,
  purposes: (index: number) => `finalidade-${index + 1}`,
  rhythm: (index: number) => `ritmo-${index + 1}`,
  tempo: (index: number) => `andamento-${index + 1}`,
  parts: (index: number) => `partes-${index + 1}`,
  ending: (index: number) => `final-${index + 1}`,
  childName: (index: number) => `crianca-${index + 1}`,
  guardian: (index: number) => `responsavel-${index + 1}`,
} as const;

/** `brief` with whatever the form holds that `brief` does not: typed text wins over a blank. */
export function mergeTyped(brief: Brief, data: FormData): Brief {
  const text = (name: string, current: string) => {
    const value = data.get(name);
    return typeof value === "string" && value !== "" ? value : current;
  };
  const plan = data.get(CHOICE_NAMES.plan);
  /**
   * A radio button's value: the prerendered form starts at the empty song's answer, so only
   * another answer is something she chose before the script arrived.
   */
  const chosen = <T extends string>(allowed: readonly T[], name: string, current: T, start: T) => {
    const value = allowed.find((option) => option === data.get(name));
    return value === undefined || value === start ? current : value;
  };
  /** A question with no answer to start with: the form's answer, where it holds one. */
  const answered = <T extends string>(allowed: readonly T[], name: string, current: T | "") =>
    allowed.find((option) => option === data.get(name)) ?? current;
  const ticked = <T extends string>(allowed: readonly T[], name: string, current: readonly T[]) => {
    const values = data.getAll(name);
    return values.length > 0 ? allowed.filter((option) => values.includes(option)) : current;
  };
  const songs = brief.songs.map((song, index): SongBrief => {
    const { purposes, rhythm, tempo, parts, ending } = SONG_CHOICES;
    const style = styleNames.find((option) => option === data.get(CHOICE_NAMES.style(index)));
    const typed = Object.fromEntries(
      SONG_TYPED_FIELDS.map((field) => [field, text(`songs.${index}.${field}`, song[field])]),
    ) as Pick<SongBrief, (typeof SONG_TYPED_FIELDS)[number]>;
    return {
      ...song,
      ...typed,
      style: style ?? song.style,
      purposes: ticked(purposes, CHOICE_NAMES.purposes(index), song.purposes),
      rhythm: chosen(rhythm, CHOICE_NAMES.rhythm(index), song.rhythm, EMPTY_SONG.rhythm),
      tempo: chosen(tempo, CHOICE_NAMES.tempo(index), song.tempo, EMPTY_SONG.tempo),
      parts: ticked(parts, CHOICE_NAMES.parts(index), song.parts),
      ending: chosen(ending, CHOICE_NAMES.ending(index), song.ending, EMPTY_SONG.ending),
      // Both questions start unanswered: any answer in the form is something she chose.
      childName: answered(SONG_CHOICES.childName, CHOICE_NAMES.childName(index), song.childName),
      guardian: answered(SONG_CHOICES.guardian, CHOICE_NAMES.guardian(index), song.guardian),
    };
  });
  return {
    ...brief,
    buyerName: text("buyerName", brief.buyerName),
    email: text("email", brief.email),
    orderCode: text("orderCode", brief.orderCode),
    plan: plan === "single" || plan === "triple" ? plan : brief.plan,
    songs,
  };
}
