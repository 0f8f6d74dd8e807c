/** A page opened in a background tab never reports a first paint: wait this long at most. */
const PAINT_WAIT_MS = 1000;

/**
 * Set on the root when the entry runs: after the first paint, or at once for a visitor arriving
 * mid-page (lib/enhance-page.ts). global.css's `layout-after-paint` skips sections away from the screen
 * until then, and the browser tests wait for it before they act as a visitor whose page is ready.
 */
export const PAINTED_ATTRIBUTE = "data-painted";

/**
 * Calls back once the browser reports the page's first contentful paint (at once where paint
 * timing is not reported). A frame callback is not enough: it runs before that frame is shown,
 * and the paint is reported only when the frame reaches the screen.
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const reported =
    "PerformanceObserver" in window &&
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes("paint");
  if (reported !== true || painted()) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    callback();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) finish();
  });
  observer.observe({ type: "paint" });
  setTimeout(finish, PAINT_WAIT_MS);
}

/**
 * Calls back once what the page has just changed is on the screen: after the frame that shows it
 * (two frame callbacks: the second runs when the first frame has been drawn), or after
 * PAINT_WAIT_MS where frames are not drawn (a page in a background tab). For work that would
 * otherwise start before that paint and compete with it: a request, or a long task.
 */
export function afterNextPaint(callback: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => requestAnimationFrame(finish));
  setTimeout(finish, PAINT_WAIT_MS);
}
