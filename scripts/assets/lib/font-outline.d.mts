// Types of font-outline.mjs, for the TypeScript build code that draws the brand files.
export interface TextOptions {
  /** Font size in px. */
  size?: number;
  /** Extra px between characters. */
  letterSpacing?: number;
  kern?: boolean;
}
export interface TextBox {
  /** Advance width: what anchoring uses. */
  width: number;
  /** Ink bounds relative to the pen origin on the baseline, y growing downwards. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}
export declare class Font {
  constructor(path: string);
  readonly unitsPerEm: number;
  readonly capHeight: number;
  readonly xHeight: number;
  readonly ascender: number;
  readonly descender: number;
  glyphId(ch: string): number;
  hasGlyph(ch: string): boolean;
  advance(glyph: number): number;
  layout(
    text: string,
    o?: TextOptions,
  ): { ids: number[]; pos: number[]; width: number; scale: number };
  measure(text: string, o?: TextOptions): TextBox;
  textPath(
    text: string,
    o?: TextOptions & {
      x?: number;
      y?: number;
      anchor?: "start" | "middle" | "end";
      precision?: number;
    },
  ): { d: string; width: number };
}
export type BrandFontName =
  "playfair-700" | "playfair-400" | "playfair-400-italic" | "inter-400" | "inter-500" | "inter-600";
export declare function brandFont(name: BrandFontName): Font;
export declare function fontsourceFile(
  pkg: string,
  subset: string,
  weight: number,
  style?: string,
): string;
