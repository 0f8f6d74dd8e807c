/**
 * A visitor arriving with `/#precos` is scrolled there before the web fonts arrive; when they
 * swap in, the text above can grow or shrink by a pixel or two and the section drifts from its
 * 80px mark. Once fonts are ready, put it back, unless the visitor has scrolled meanwhile.
 */
export function keepHashTargetAligned(view: Window = window): void {
  const { document } = view;
  const id = decodeURIComponent(view.location.hash.slice(1));
  if (!id || !("fonts" in document)) return;

  let visitorMoved = false;
  const moved = () => {
    visitorMoved = true;
  };
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  for (const type of events) view.addEventListener(type, moved, { once: true, passive: true });

  void document.fonts.ready.then(() => {
    for (const type of events) view.removeEventListener(type, moved);
    if (visitorMoved) return;
    document.getElementById(id)?.scrollIntoView({ block: "start", behavior: "instant" });
  });
}
