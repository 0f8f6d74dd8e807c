/** How far below the viewport an island starts loading, so it is ready when it arrives. */
const NEAR_VIEWPORT = "600px 0px";

const hydrate = (element: HTMLElement) =>
  import("./hydrate-islands").then(({ hydrateIsland }) => {
    hydrateIsland(element);
  });

function afterLoad(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(callback, { timeout: 1500 })
      : setTimeout(callback, 1);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * Hydrates islands without competing with the first paint: the header once the page has
 * loaded, the others as they come near the viewport. React itself is only fetched then, so the
 * HTML and its stylesheet have the network to themselves.
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
  lazy.forEach((element) => observer.observe(element));
}
