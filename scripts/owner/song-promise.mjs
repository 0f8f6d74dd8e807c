// @ts-check
// TEMPORARY (replaced by the owner-cli branch's module at merge): the packages' promise of songs
// of up to 3 minutes, as the owner's commands check a file against it.
export const SONG_MAX_SECONDS = 180;

/** @param {number} seconds @returns {string | null} */
export function songPromiseWarning(seconds) {
  return seconds > SONG_MAX_SECONDS
    ? `⚠ o arquivo tem mais de 3 minutos, e os pacotes prometem músicas de até 3 minutos`
    : null;
}
