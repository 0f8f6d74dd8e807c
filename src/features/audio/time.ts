import { playerContent } from "../../content/player";

export { formatTime, parseTime } from "../../lib/duration/format-time";

/** The browser's duration when it is a real, positive number; otherwise the listed one. */
export function resolveDuration(mediaDuration: number, listed: number): number {
  return Number.isFinite(mediaDuration) && mediaDuration > 0 ? mediaDuration : listed;
}

function plural(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 90 → "1 minuto e 30 segundos"; 60 → "1 minuto"; 5 → "5 segundos". */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const { minute, second, and } = playerContent.units;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return plural(rest, second);
  if (rest === 0) return plural(minutes, minute);
  return `${plural(minutes, minute)} ${and} ${plural(rest, second)}`;
}

/** Slider text such as "1 minuto e 30 segundos de 3 minutos e 1 segundo". */
export function sliderValueText(current: number, duration: number): string {
  return `${spokenTime(current)} ${playerContent.units.of} ${spokenTime(duration)}`;
}

/** Keeps a seek target inside the track. */
export function clampTime(seconds: number, duration: number): number {
  return Math.min(Math.max(seconds, 0), duration);
}
