/**
 * The heading font, shown only where its arrival moves nothing
 * (docs/decisions/0005-first-paint.md).
 *
 * Headings first paint in the visitor's own bold serif, sized to Playfair Display (fonts.css).
 * One size fits the headings' widths on average, not each heading at every screen width: at some
 * widths a heading would wrap to one line more or less in Playfair and push the page. So the
 * font is fetched after the page has painted and loaded, without naming it on any heading (the
 * faces the headings' characters need are loaded through the Font Loading API), and once it is in, the page is laid out with it
 * and measured in the same task, before any frame is drawn: if every element keeps its top and
 * height, headings keep the font (`data-fonts="on"`, which global.css reads); otherwise they keep
 * the fallback for this view (`"off"`). The visitor never sees a frame that moves.
 *
 * After the load event, not only the paint: a font asked for before it holds the load event
 * back, and a request that starts after the network went quiet and ends before the load event
 * leaves Playwright's "networkidle" unreported for good, which the browser tests wait for.
 */
export const FONTS_ATTRIBUTE = "data-fonts";

/** The verdict on the root: the headings show the font, or keep the fallback for this view. */
export type FontsVerdict = "on" | "off";

/** The heading font's family (fonts.css). */
const DISPLAY_FAMILY = "Site Display";

/**
 * Every element global.css sets in the heading font: the headings and the `font-display`
 * utility. A browser test checks, on every page, that no other element uses the font.
 */
export const DISPLAY_SELECTOR = "h1, h2, h3, .font-display";

/** A box's difference, in CSS pixels, that counts as a move (sub-pixel rounding does not). */
const MOVE_TOLERANCE_PX = 1;

/** Every element's top and height, in document order: what a swap must leave as it is. */
export type Boxes = readonly { readonly top: number; readonly height: number }[];

export function measureBoxes(root: Document): Boxes {
  return Array.from(root.body.querySelectorAll("*"), (element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, height: box.height };
  });
}

/** True when an element moved or changed its height between the two measures. */
export function movedAny(before: Boxes, after: Boxes): boolean {
  if (before.length !== after.length) return true;
  return before.some((box, index) => {
    const now = after[index];
    return (
      now === undefined ||
      Math.abs(box.top - now.top) >= MOVE_TOLERANCE_PX ||
      Math.abs(box.height - now.height) >= MOVE_TOLERANCE_PX
    );
  });
}

/** Each character once, in the order met. */
export function distinctCharacters(texts: Iterable<string>): string {
  const seen = new Set<string>();
  for (const text of texts) for (const character of text.trim()) seen.add(character);
  return [...seen].join("");
}

function loadingFaces(root: Document): FontFace[] {
  const faces: FontFace[] = [];
  root.fonts.forEach((face) => {
    if (face.status === "loading") faces.push(face);
  });
  return faces;
}

/** A face's unicode-range ("U+20-3B, U+3D, U+4??") as code point ranges. */
export function parseUnicodeRange(range: string): (readonly [number, number])[] {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^u\+/i, ""))
    .filter(Boolean)
    .map((part) => {
      const [start = "", end = start] = part.includes("?")
        ? [part.replaceAll("?", "0"), part.replaceAll("?", "F")]
        : part.split("-");
      return [parseInt(start, 16), parseInt(end, 16)] as const;
    });
}

/**
 * The faces a browser would fetch to set `characters` in the family: for each character, the face
 * declared last whose unicode-range holds it (CSS Fonts: later rules first). The subset, and the
 * full file behind it only for a character the subset lacks.
 */
export function facesFor<T extends Pick<FontFace, "unicodeRange">>(
  characters: string,
  faces: readonly T[],
): T[] {
  // Later rules first: the last face declared is tried first for each character.
  const lastFirst = faces.map((face) => ({ face, ranges: parseUnicodeRange(face.unicodeRange) }));
  lastFirst.reverse();
  const needed = new Set<T>();
  for (const character of characters) {
    const point = character.codePointAt(0) ?? 0;
    const holder = lastFirst.find(({ ranges }) =>
      ranges.some(([start, end]) => point >= start && point <= end),
    );
    if (holder) needed.add(holder.face);
  }
  return [...needed];
}

/**
 * Fetches the faces the headings' characters need (facesFor) without showing them, and without
 * laying anything out: a probe element laid out in the font did the same, but forced a layout of
 * the whole page in the task that had just marked it painted, a long task of 100 to 200 ms on a
 * throttled phone (issue 46's blocking time). `document.fonts.load()` would fetch every face whose
 * range meets the characters, the full file too.
 */
async function loadWithoutShowing(root: Document): Promise<void> {
  const characters = distinctCharacters(
    Array.from(root.querySelectorAll(DISPLAY_SELECTOR), (element) => element.textContent ?? ""),
  );
  const family: FontFace[] = [];
  root.fonts.forEach((face) => {
    if (face.family.replaceAll('"', "") === DISPLAY_FAMILY) family.push(face);
  });
  // A face that fails to load leaves the fallback, which is sized to it.
  await Promise.allSettled(facesFor(characters, family).map((face) => face.load()));
  await root.fonts.ready;
  // And every face still loading: an engine may resolve `ready` before a load it started late.
  for (let faces = loadingFaces(root); faces.length > 0; faces = loadingFaces(root))
    await Promise.allSettled(faces.map((face) => face.loaded));
}

/** Shows the (loaded) font if that moves nothing, in one task: no frame is drawn in between. */
export function showIfNothingMoves(root: Document): FontsVerdict {
  const before = measureBoxes(root);
  root.documentElement.setAttribute(FONTS_ATTRIBUTE, "on");
  if (!movedAny(before, measureBoxes(root))) return "on";
  root.documentElement.setAttribute(FONTS_ATTRIBUTE, "off");
  return "off";
}

/** Once the document has loaded (at once if it has): fetch the font, then show it if it fits. */
export function showHeadingFontAfterLoad(root: Document = document): void {
  const start = () => {
    // Where the Font Loading API is missing, the fallback stays: it is sized to the font.
    if (!("fonts" in root)) return;
    void loadWithoutShowing(root).then(() => showIfNothingMoves(root));
  };
  if (root.readyState === "complete") start();
  else root.defaultView?.addEventListener("load", start, { once: true });
}
