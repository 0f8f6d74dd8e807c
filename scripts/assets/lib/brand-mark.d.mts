// Types of brand-mark.mjs, for the TypeScript build code that draws the brand files.
export { PALETTE } from "./geometry.mjs";
export interface MarkOptions {
  background?: "rounded" | "square" | "none";
  /** Star radius as a fraction of size/2. */
  scale?: number;
  /** Engrave the two squares inside the star (for 64 px and more). */
  detail?: boolean;
  /** Decimals in the path data. */
  p?: number;
}
export declare function markElements(x: number, y: number, size: number, o?: MarkOptions): string;
export declare function markSvg(size: number, o?: MarkOptions): string;
