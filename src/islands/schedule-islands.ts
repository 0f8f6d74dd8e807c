/** How far below the viewport an island starts loading, so it is ready when it arrives. */
const NEAR_VIEWPORT = "600px 0px";

const hydrate = (element: HTMLElement) =>
  import("./hydrate-islands").then(({ hydrateIsland }) => {
    hydrateIsland(element);
  });

/** A page opened in a background tab never reports a first paint: wait this long at most. */
const PAINT_WAIT_MS = 1000;

/** Calls back once the page has shown its first content (at once where that is not reported). */
function afterFirstContentfulPaint(callback: () => void): void {
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
 * Calls back when the browser is idle after the load event and the first contentful paint: on a
 * fast connection the page can finish loading before it first paints, and React (65 KB) must
 * not compete with that paint.
 */
function afterLoad(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(callback, { timeout: 1500 })
      : setTimeout(callback, 1);
  const loaded = () => afterFirstContentfulPaint(idle);
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });
}

/**
 * Hydrates islands without competing with the first paint: the header once the page has
 * loaded and painted, the others as they come near the viewport (after that paint too). React
 * itself is only fetched then, so the HTML and its font have the network to themselves.
 */
export function scheduleIslands(root: Document = document): void {
  const elements = [...root.querySelectorAll<HTMLElement>("[data-island]")];
  const eager = elements.filter((element) => element.dataset.island === "header");
  const lazy = elements.filter((element) => element.dataset.island !== "header");

  afterLoad(() => eager.forEach((element) => void hydrate(element)));

  if (!("IntersectionObserver" in window)) {
    afterLoad(() => lazy.forEach((element) => void hydrate(element)));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  afterFirstContentfulPaint(() => lazy.forEach((element) => observer.observe(element)));
}
