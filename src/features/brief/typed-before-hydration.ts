/**
 * On a slow connection the form's HTML is on screen, and can be typed in, seconds before its
 * script arrives. What was typed or chosen by then is read back from the form when the script
 * takes over, so that nothing typed is lost.
 */
import { SONG_PURPOSES, SONG_STYLES, type Brief, type SongBrief } from "./brief";

/** The names the form's controls carry (brief-form.tsx): text fields by their key, choices apart. */
export const CHOICE_NAMES = {
  plan: "pacote",
  style: (index: number) => `estilo-${index + 1}`,
  purposes: (index: number) => `finalidade-${index + 1}`,
} as const;

const TEXT_FIELDS = ["sungName", "pronunciation", "mood", "story", "avoid"] as const;

/** `brief` with whatever the form holds that `brief` does not: typed text wins over a blank. */
export function mergeTyped(brief: Brief, data: FormData): Brief {
  const text = (name: string, current: string) => {
    const value = data.get(name);
    return typeof value === "string" && value !== "" ? value : current;
  };
  const plan = data.get(CHOICE_NAMES.plan);
  const songs = brief.songs.map((song, index): SongBrief => {
    const style = SONG_STYLES.find((option) => option === data.get(CHOICE_NAMES.style(index)));
    const purposes = data.getAll(CHOICE_NAMES.purposes(index));
    const typed = Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, text(`songs.${index}.${field}`, song[field])]),
    ) as Pick<SongBrief, (typeof TEXT_FIELDS)[number]>;
    return {
      ...song,
      ...typed,
      style: style ?? song.style,
      purposes:
        purposes.length > 0
          ? SONG_PURPOSES.filter((purpose) => purposes.includes(purpose))
          : song.purposes,
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
