/**
 * How the samples section lays out its cards. With two samples it is one row, as the page was
 * designed; with more, the cards are grouped so that a buyer finds one like the song she wants:
 * by style (the brief's first choice) when the samples have more than one, else by rhythm. Pure.
 */
import { styleNames } from "../../content/song-styles";
import { examplesContent } from "../../content/tracks";
import { RHYTHM_IDS, rhythmName } from "../../content/rhythms";
import type { SampleTrack } from "../../content/types";

/** Up to this many samples, the section shows them as one list, without group headings. */
export const UNGROUPED_MAX = 2;

export interface TrackGroup {
  readonly key: string;
  /** Null for the one list of a section that does not group. */
  readonly heading: string | null;
  readonly tracks: readonly SampleTrack[];
}

/** The tracks sharing each value of `valueOf`, in the order `order` lists the values. */
function by<T>(
  tracks: readonly SampleTrack[],
  order: readonly T[],
  valueOf: (track: SampleTrack) => T,
): { readonly value: T; readonly tracks: readonly SampleTrack[] }[] {
  return order
    .map((value) => ({ value, tracks: tracks.filter((track) => valueOf(track) === value) }))
    .filter((group) => group.tracks.length > 0);
}

export function groupTracks(tracks: readonly SampleTrack[]): readonly TrackGroup[] {
  const whole = [{ key: "todos", heading: null, tracks }];
  if (tracks.length <= UNGROUPED_MAX) return whole;
  // In the order of her styles (VITE_SONG_STYLES), as the brief offers them.
  const styles = by(tracks, styleNames, (track) => track.style);
  if (styles.length > 1) {
    return styles.map(({ value, tracks: grouped }) => ({
      key: `estilo-${value}`,
      heading: examplesContent.groups.style(value),
      tracks: grouped,
    }));
  }
  const rhythms = by(tracks, RHYTHM_IDS, (track) => track.rhythm);
  if (rhythms.length > 1) {
    return rhythms.map(({ value, tracks: grouped }) => ({
      key: `ritmo-${value}`,
      heading: examplesContent.groups.rhythm(rhythmName(value)),
      tracks: grouped,
    }));
  }
  return whole;
}
