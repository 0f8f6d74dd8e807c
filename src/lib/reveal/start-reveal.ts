/**
 * Scroll-in animation for `[data-reveal]` elements. Only elements still below the viewport
 * are hidden, so nothing the visitor already sees blinks, and without JavaScript (or with
 * reduced motion) everything simply stays visible.
 *
 * Where each element sits comes from the observer's first report, computed with the browser's
 * own rendering: measuring here (getBoundingClientRect) would force a layout of the whole page.
 */
/**
 * An element's own timing (`data-reveal-duration`, `data-reveal-delay`, in ms), set from script:
 * a style attribute in the HTML would need 'unsafe-inline' in the Content-Security-Policy.
 */
function applyTiming(element: HTMLElement): void {
  const { revealDuration, revealDelay } = element.dataset;
  if (revealDuration) element.style.setProperty("--reveal-duration", `${revealDuration}ms`);
  if (revealDelay) element.style.setProperty("--reveal-delay", `${revealDelay}ms`);
}

export function startReveal(root: Document = document): void {
  const view = root.defaultView;
  if (!view || !("IntersectionObserver" in view)) return;
  if (view.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const hidden = element.dataset.reveal === "hidden";
        if (entry.isIntersecting) {
          if (hidden) element.dataset.reveal = "shown";
          observer.unobserve(element);
        } else if (!hidden) {
          // First report, out of the trigger area: hide it only if it is wholly below the
          // screen. An element above (arrival with #precos) or in the screen's bottom strip
          // stays as it is.
          if (entry.boundingClientRect.top >= view.innerHeight) {
            applyTiming(element);
            element.dataset.reveal = "hidden";
          } else observer.unobserve(element);
        }
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );

  for (const element of root.querySelectorAll<HTMLElement>("[data-reveal]")) {
    observer.observe(element);
  }
}
