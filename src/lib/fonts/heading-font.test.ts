// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  distinctCharacters,
  facesFor,
  parseUnicodeRange,
  FONTS_ATTRIBUTE,
  movedAny,
  showHeadingFontAfterLoad,
  showIfNothingMoves,
} from "./heading-font";

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute(FONTS_ATTRIBUTE);
  document.body.replaceChildren();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, "fonts");
});

/** jsdom lays nothing out: each element's height is what `heightOf` says for the root's state. */
function layOut(heightOf: (element: Element, fonts: string | null) => number) {
  return vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
    this: Element,
  ) {
    const height = heightOf(this, root.getAttribute(FONTS_ATTRIBUTE));
    return { top: 0, left: 0, width: 100, height } as DOMRect;
  });
}

describe("movedAny", () => {
  const box = (top: number, height: number) => ({ top, height });

  it("sees no move where every box keeps its top and height", () => {
    expect(movedAny([box(0, 40), box(40, 20)], [box(0, 40), box(40, 20)])).toBe(false);
  });

  it("lets sub-pixel rounding pass", () => {
    expect(movedAny([box(10, 40)], [box(10.6, 39.5)])).toBe(false);
  });

  it("sees a box that moved down or changed its height", () => {
    expect(movedAny([box(0, 40), box(40, 20)], [box(0, 40), box(41, 20)])).toBe(true);
    expect(movedAny([box(0, 40)], [box(0, 80)])).toBe(true);
  });

  it("sees a page whose elements changed", () => {
    expect(movedAny([box(0, 40)], [box(0, 40), box(40, 20)])).toBe(true);
  });
});

describe("distinctCharacters", () => {
  it("keeps each character once, without the edges' white space", () => {
    expect(distinctCharacters(["  Dança  ", "da ação\n"])).toBe("Dançd ão");
  });
});

describe("showIfNothingMoves", () => {
  it("shows the font where every box stays", () => {
    document.body.innerHTML = "<h2>Sua dança</h2><p>texto</p>";
    layOut(() => 40);
    expect(showIfNothingMoves(document)).toBe("on");
    expect(root.getAttribute(FONTS_ATTRIBUTE)).toBe("on");
  });

  it("keeps the fallback where the font would wrap a heading to one line more", () => {
    document.body.innerHTML = "<h2>Sua dança</h2><p>texto</p>";
    layOut((element, fonts) => (element.tagName === "H2" && fonts === "on" ? 80 : 40));
    expect(showIfNothingMoves(document)).toBe("off");
    expect(root.getAttribute(FONTS_ATTRIBUTE)).toBe("off");
  });
});

describe("facesFor", () => {
  const full = { unicodeRange: "U+0000-00FF, U+2013-2014" };
  const subset = { unicodeRange: "U+20-3B, U+41-5A, U+61-7A, U+E3" };

  it("reads a unicode-range, wildcards included", () => {
    expect(parseUnicodeRange("U+20-3B, u+E3, U+4??")).toEqual([
      [0x20, 0x3b],
      [0xe3, 0xe3],
      [0x400, 0x4ff],
    ]);
  });

  it("takes, for each character, the face declared last that holds it", () => {
    expect(facesFor("Canção", [full, subset])).toEqual([subset, full]);
    expect(facesFor("Canto", [full, subset])).toEqual([subset]);
    expect(facesFor("—", [full, subset])).toEqual([full]);
    // A character no face holds is left to the fallback.
    expect(facesFor("語", [full, subset])).toEqual([]);
  });
});

describe("showHeadingFontAfterLoad", () => {
  /** A Font Loading API whose fonts are ready when the test says so, with these faces. */
  function fonts(faces: Pick<FontFace, "status" | "loaded">[] = []) {
    let ready = () => {};
    const promise = new Promise<void>((resolve) => (ready = resolve));
    const value = {
      ready: promise,
      forEach: (each: (face: unknown) => void) => faces.forEach(each),
    };
    Object.defineProperty(document, "fonts", { configurable: true, value });
    return ready;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("waits for the load event, then loads the faces the headings' letters need, laying nothing out", async () => {
    document.body.innerHTML = `<h2>Ritmo</h2><p>corpo <b class="font-display">10x</b></p>`;
    const measured = layOut(() => 40);
    const face = (family: string, unicodeRange: string) => ({
      family,
      unicodeRange,
      status: "unloaded" as FontFaceLoadStatus,
      loaded: Promise.resolve(),
      load: vi.fn(() => Promise.resolve()),
    });
    const full = face('"Site Display"', "U+0000-00FF");
    const subset = face('"Site Display"', "U+30-39, U+41-5A, U+61-7A");
    const body = face("Inter", "U+0000-00FF");
    const ready = fonts([full, subset, body] as unknown as Pick<FontFace, "status" | "loaded">[]);
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    showHeadingFontAfterLoad();
    expect(subset.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    // "Ritmo10x": all in the subset, so the full file behind it is not fetched.
    expect(subset.load).toHaveBeenCalled();
    expect(full.load).not.toHaveBeenCalled();
    expect(body.load).not.toHaveBeenCalled();
    // Nothing in the page was measured to start the fetch: no forced layout.
    expect(measured).not.toHaveBeenCalled();
    expect(document.body.querySelector("span")).toBeNull();
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);

    ready();
    await settle();
    expect(root.getAttribute(FONTS_ATTRIBUTE)).toBe("on");
  });

  it("waits for a face still loading when the set reports itself ready", async () => {
    document.body.innerHTML = "<p>corpo</p>";
    layOut(() => 40);
    let arrive = () => {};
    const face = {
      family: "Inter",
      unicodeRange: "U+0000-00FF",
      status: "loading" as FontFaceLoadStatus,
      loaded: new Promise<FontFace>((resolve) => (arrive = () => resolve(face as FontFace))),
    };
    fonts([face])();
    showHeadingFontAfterLoad();
    await settle();
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);

    face.status = "loaded";
    arrive();
    await settle();
    expect(root.getAttribute(FONTS_ATTRIBUTE)).toBe("on");
  });

  it("starts at once when the document has loaded", async () => {
    document.body.innerHTML = "<p>corpo</p>";
    layOut(() => 40);
    fonts()();
    showHeadingFontAfterLoad();
    await settle();
    expect(root.getAttribute(FONTS_ATTRIBUTE)).toBe("on");
  });

  it("leaves the fallback where the browser has no Font Loading API", async () => {
    showHeadingFontAfterLoad();
    await settle();
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
  });
});
