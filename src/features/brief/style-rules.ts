/**
 * Which of the owner's styles a song may have (VITE_SONG_STYLES, content/song-styles.ts): any of
 * them, but for a child's or a teenager's name, none of the romantic ones (content/minors.ts).
 * Apart from brief.ts, which the owner's commands load outside a build.
 */
import { childStyles, styleNames } from "../../content/song-styles";
import type { SongBrief, SongStyle } from "./brief";

/** The styles a song may have: for a child's name, the ones without romance. */
export const stylesFor = (song: SongBrief): readonly SongStyle[] =>
  song.childName === "sim" ? childStyles.names : styleNames;

/** A song after a change: saying the name is a child's clears a style that no longer applies. */
export function withSongRules(song: SongBrief): SongBrief {
  return song.style !== "" && !stylesFor(song).includes(song.style) ? { ...song, style: "" } : song;
}
