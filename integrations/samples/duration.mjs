// @ts-check
// The listed duration's text, with the same rule as the player (src/features/audio/time.ts):
// whole seconds, rounded down, so the card shows the same "m:ss" before and after the file's
// metadata loads.

/**
 * 181.006 → "3:01"; 75 → "1:15".
 * @param {number} seconds
 * @returns {string}
 */
export function formatDuration(seconds) {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * "3:01" → 181; null for anything that is not m:ss.
 * @param {string} text
 * @returns {number | null}
 */
export function parseDuration(text) {
  const match = /^(\d+):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
