/**
 * Data a page carries for its scripts, as JSON in a `<script type="application/json">` marked by
 * an attribute: written at build time (measurement's, analytics.astro; the licence keys,
 * licenca.astro) and read in the browser.
 */

/** JSON that cannot close its script element: `<` is written `\u003c`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The JSON of the page's script marked `attribute`, or null where it has none or it is unreadable. */
export function readPageJson(root: ParentNode, attribute: string): unknown {
  const text = root.querySelector(`script[${attribute}]`)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
