// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DISPLAY_FONT,
  distinctCharacters,
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

describe("showHeadingFontAfterLoad", () => {
  /** A Font Loading API whose fonts are ready when the test says so, with these faces. */
  function fonts(faces: Pick<FontFace, "status" | "loaded">[] = []) {
    let ready = () => {};
    const promise = new Promise<void>((resolve) => (ready = resolve));
    const value = {
      ready: promise,
      load: vi.fn(() => promise.then(() => [])),
      forEach: (each: (face: unknown) => void) => faces.forEach(each),
    };
    Object.defineProperty(document, "fonts", { configurable: true, value });
    return Object.assign(ready, { load: value.load });
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("waits for the load event, then asks for the headings' letters in the font, laying nothing out", async () => {
    document.body.innerHTML = `<h2>Ritmo</h2><p>corpo <b class="font-display">10x</b></p>`;
    const measured = layOut(() => 40);
    const ready = fonts();
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    showHeadingFontAfterLoad();
    expect(ready.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    expect(ready.load).toHaveBeenCalledWith(DISPLAY_FONT, "Ritmo10x");
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
