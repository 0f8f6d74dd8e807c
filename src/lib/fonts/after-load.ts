/**
 * Set on the root once the page has painted and loaded: global.css then names the heading font,
 * which the browser fetches at once (docs/decisions/0005-first-paint.md). After the load event
 * too, not only the paint: a font asked for before it holds the load event back, and a request
 * that starts after the network went quiet and ends before the load event leaves Playwright's
 * "networkidle" unreported for good, which the browser tests wait for.
 */
export const FONTS_ATTRIBUTE = "data-fonts";

/** Marks the root for the heading font once the document has loaded (at once if it has). */
export function askForFontsAfterLoad(root: Document = document): void {
  const ask = () => root.documentElement.setAttribute(FONTS_ATTRIBUTE, "");
  if (root.readyState === "complete") ask();
  else root.defaultView?.addEventListener("load", ask, { once: true });
}
