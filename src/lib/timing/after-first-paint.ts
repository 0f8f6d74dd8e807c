/** A page opened in a background tab never reports a first paint: wait this long at most. */
const PAINT_WAIT_MS = 1000;

/**
 * Calls back once the browser reports the page's first contentful paint (at once where paint
 * timing is not reported). A frame callback is not enough: it runs before that frame is shown.
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
