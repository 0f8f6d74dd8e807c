// Types of geometry.mjs, for the TypeScript build code that draws the brand files.
export declare const PALETTE: {
  readonly night: string;
  readonly night2: string;
  readonly burgundy: string;
  readonly burgundyDark: string;
  readonly gold: string;
  readonly goldLight: string;
  readonly cream: string;
  readonly ink: string;
};
export type Point = { x: number; y: number };
export declare function fmt(v: number, p?: number): string;
export declare function star8Path(
  cx: number,
  cy: number,
  R: number,
  o?: { rot?: number; p?: number; innerRatio?: number },
): string;
export declare function polygonPath(
  cx: number,
  cy: number,
  R: number,
  n: number,
  o?: { rot?: number; p?: number },
): string;
export declare function circlePath(cx: number, cy: number, r: number, p?: number): string;
export declare function starPatternSegments(o: {
  L: number;
  x0?: number;
  y0?: number;
  x1?: number;
  y1?: number;
  contact?: number;
}): [Point, Point][];
export declare function segmentsToPath(
  segs: [Point, Point][],
  o?: { p?: number; box?: [number, number, number, number] },
): string;
export declare function musicNotePath(cx: number, cy: number, h: number, p?: number): string;
