/**
 * The one thing analytics.astro's loader imports: measurement's script is asked for once the page
 * has painted, so that no request of its own stands before the first paint. Imported by nothing
 * else, so that the loader stays a script in the page (a module both imported would become a
 * chunk it cannot load).
 */

/** Set on the root after the first paint (lib/timing/after-first-paint.ts, PAINTED_ATTRIBUTE). */
export const PAINTED = "data-painted";

/** The template that holds measurement's script until the page has painted (analytics.astro). */
export const MEASUREMENT_SCRIPT = "data-measurement-script";

/** Runs `callback` once the page script reports the first paint. */
export function afterPaint(callback: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute(PAINTED)) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(PAINTED)) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: [PAINTED] });
}
