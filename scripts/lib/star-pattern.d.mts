// Types of the part of star-pattern.mjs that type-checked scripts use (scripts/covers/cover-art.mjs,
// reached from `npm run samples`): TypeScript reads this file instead of checking the drawing code.

export interface MedallionOptions {
  readonly radius?: number;
  readonly style?: "flower" | "star";
  readonly strokeWidth?: number;
  readonly fill?: string;
  readonly accent?: string;
  readonly stroke?: string;
  readonly highlight?: string;
}

export interface StarPatternOptions {
  readonly size?: number;
  readonly background?: string;
  readonly background2?: string | null;
  readonly stroke?: string;
  readonly accent?: string;
  readonly accent2?: string | null;
  readonly highlight?: string;
  /** Octagons per side. */
  readonly density?: number;
  readonly strokeWidth?: number | null;
  /** Hankin contact angle, in degrees. */
  readonly angle?: number;
  readonly strap?: boolean;
  readonly starOpacity?: number;
  readonly lineOpacity?: number;
  readonly crossOpacity?: number;
  readonly medallion?: boolean | MedallionOptions;
  readonly frame?: boolean;
  readonly vignette?: number;
  /** Prefix of the SVG's internal ids. */
  readonly id?: string;
}

/** A complete `<svg>` document of a star pattern filling a size×size box. */
export function starPatternSvg(options?: StarPatternOptions): string;
