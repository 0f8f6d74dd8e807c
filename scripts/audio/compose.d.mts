// Types of compose.mjs, for generate-samples.mjs. TypeScript reads this file instead of the two
// long scores, which are not type-checked yet (their untyped helpers would need typing first).
import type { Arranger } from "./arranger.mjs";

/** GM program numbers standing in for the takht. */
export declare const PROGRAMS: Readonly<Record<string, number>>;

export interface Composition {
  readonly arranger: Arranger;
  /** Beat where the music ends, before the generator trims and fades it. */
  readonly finalBeat: number;
}

export declare function composeYasmin(): Composition;
export declare function composeSamira(): Composition;

export interface Piece {
  readonly slug: string;
  readonly title: string;
  readonly style: string;
  readonly compose: () => Composition;
}

export declare const PIECES: readonly Piece[];
