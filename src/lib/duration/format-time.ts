/**
 * Lengths as "m:ss", whole seconds rounded down: the sample cards, the samples' list
 * (samples.json), the brief's lengths and the message all write a length this way. No imports,
 * so the brief's island takes these functions alone and not the player's words.
 */

/** 181 → "3:01"; negative or non-finite values read as 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

/** "3:01" → 181; null for anything that is not m:ss. */
export function parseTime(text: string): number | null {
  const match = /^(\d+):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
