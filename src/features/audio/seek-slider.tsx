import type { KeyboardEvent, PointerEvent } from "react";
import { sliderValueText } from "./time";

const STEP_SECONDS = 5;
const PAGE_SECONDS = 30;

interface SeekSliderProps {
  label: string;
  currentTime: number;
  duration: number;
  onSeek(seconds: number): void;
}

/** WAI-ARIA slider over the playing sample: click or drag to seek, arrows move 5 seconds. */
export function SeekSlider({ label, currentTime, duration, onSeek }: SeekSliderProps) {
  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    onSeek(((event.clientX - box.left) / box.width) * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: currentTime + STEP_SECONDS,
      ArrowUp: currentTime + STEP_SECONDS,
      ArrowLeft: currentTime - STEP_SECONDS,
      ArrowDown: currentTime - STEP_SECONDS,
      PageUp: currentTime + PAGE_SECONDS,
      PageDown: currentTime - PAGE_SECONDS,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(target);
  };

  return (
    <div
      role="slider"
      data-keep-clear=""
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={sliderValueText(currentTime, duration)}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekToPointer(event);
      }}
      onKeyDown={onKeyDown}
      className="group relative flex h-6 cursor-pointer touch-none items-center"
    >
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-cream/20">
        <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
      </div>
      <div
        aria-hidden="true"
        className="absolute size-4 -translate-x-1/2 rounded-full bg-gold-light shadow ring-2 ring-night"
        style={{ left: `${percent}%` }}
      />
    </div>
  );
}
