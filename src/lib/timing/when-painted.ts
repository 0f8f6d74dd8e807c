/**
 * Waiting for the first paint the page script reports (the root's `data-painted`), for code that
 * runs apart from the page script: measurement's loader (features/analytics/analytics.astro) and
 * the `client:painted` directive (painted-directive.ts). Importing nothing: the loader is a script
 * Vite bundles and the page carries inline, and a module it shared with another of Vite's scripts
 * would become a chunk it could not load. when-painted.test.ts keeps the attribute equal to its
 * source.
 */

/** Set on the root after the first paint (after-first-paint.ts, PAINTED_ATTRIBUTE). */
export const PAINTED = "data-painted";

/** Runs `callback` once the page script reports the first paint (at once if it has). */
export function whenPainted(callback: () => void): void {
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
