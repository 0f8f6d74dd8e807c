import type { CSSProperties, ReactNode } from "react";

interface RevealProps {
  children: ReactNode;
  /** Animation length in ms; the default is `--reveal-duration` on `[data-reveal]` in global.css. */
  duration?: number;
  /** Delay in ms, to stagger items of a row. */
  delay?: number;
  className?: string;
}

/**
 * Marks content that fades and slides in when scrolled into view. The HTML never hides it:
 * `startReveal` (lib/reveal) hides only what is still below the fold once scripts run.
 */
export function Reveal({ children, duration, delay, className }: RevealProps) {
  const style: Record<string, string> = {};
  if (duration !== undefined) style["--reveal-duration"] = `${duration}ms`;
  if (delay !== undefined) style["--reveal-delay"] = `${delay}ms`;
  return (
    <div data-reveal="" className={className} style={style as CSSProperties}>
      {children}
    </div>
  );
}
