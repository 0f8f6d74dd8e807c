import type { ReactNode } from "react";

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
 * `startReveal` (lib/reveal) hides only what is still below the fold once scripts run, and sets
 * its timing from these data attributes (a style attribute would need 'unsafe-inline' in the CSP).
 */
export function Reveal({ children, duration, delay, className }: RevealProps) {
  return (
    <div
      data-reveal=""
      data-reveal-duration={duration}
      data-reveal-delay={delay}
      className={className}
    >
      {children}
    </div>
  );
}
