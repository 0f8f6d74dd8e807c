/**
 * Scroll-in animation for `[data-reveal]` elements. Only elements still below the viewport
 * are hidden, so nothing the visitor already sees blinks, and without JavaScript (or with
 * reduced motion) everything simply stays visible.
 */
export function startReveal(root: Document = document): void {
  const view = root.defaultView;
  if (!view || !("IntersectionObserver" in view)) return;
  if (view.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = "shown";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );

  // Measure every element first, then write: interleaving the two would force a layout per
  // element.
  const elements = [...root.querySelectorAll<HTMLElement>("[data-reveal]")];
  const belowFold = elements.filter(
    (element) => element.getBoundingClientRect().top >= view.innerHeight,
  );
  for (const element of belowFold) {
    element.dataset.reveal = "hidden";
    observer.observe(element);
  }
}
