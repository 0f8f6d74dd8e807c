// @ts-check
// The packages' promise of length ("até 3 minutos", SONG_MAX_SECONDS): one check for every owner's
// command that takes a song (`samples -- add`, `licence -- issue`, `pedido -- entregar`). It warns
// and never refuses: a longer song may be what the buyer asked for.
import { SONG_MAX_SECONDS } from "../../src/features/brief/brief.ts";
import { formatTime } from "../../src/lib/duration/format-time.ts";
import { common } from "./messages.mjs";

// The limit itself, for the commands that compare a file with it (a preview shorter than a song).
export { SONG_MAX_SECONDS };

/**
 * The warning for a song longer than the packages promise, or null when it keeps the promise.
 * Compared in whole seconds, as every length is shown ("3:00" for 180.6 s).
 * @param {number} seconds the song's length, as the command measured it
 * @param {string | null} [again] the command that takes the shortened file instead
 * @returns {string | null}
 */
export function songPromiseWarning(seconds, again = null) {
  const shown = Math.floor(seconds);
  if (!(shown > SONG_MAX_SECONDS)) return null;
  const promise =
    SONG_MAX_SECONDS % 60 === 0
      ? common.minutes(SONG_MAX_SECONDS / 60)
      : formatTime(SONG_MAX_SECONDS);
  return common.longerThanPromised(formatTime(shown), promise, again);
}
