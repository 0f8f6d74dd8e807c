/**
 * Money in this site is held in centavos (integers), so that R$ 299 ÷ 3 and R$ 149 × 3 − R$ 299
 * are exact, and written the Brazilian way: "R$ 149", "R$ 99,67", "R$ 1.290".
 */

export interface BrlOptions {
  /** "R$ 149,00" instead of "R$ 149": contracts write the centavos even when there are none. */
  readonly alwaysCents?: boolean;
}

/** 14900 → "R$ 149"; 9967 → "R$ 99,67"; 14900 with `alwaysCents` → "R$ 149,00". */
export function formatBrl(cents: number, { alwaysCents = false }: BrlOptions = {}): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`formatBrl expects a whole, non-negative number of centavos: ${cents}`);
  }
  const digits = alwaysCents || cents % 100 !== 0 ? 2 : 0;
  const reais = (cents / 100).toLocaleString("pt-BR", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `R$ ${reais}`;
}

/** 14900 → "149.00": the machine-readable price of schema.org offers. */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Reads a price as an owner writes it — "149", "149,90", "149.90", "R$ 1.290,00" — into
 * centavos; null when it is not a positive amount of reais with at most two decimals.
 */
export function parseBrl(text: string): number | null {
  const compact = text.replace(/^\s*R\$\s*/i, "").trim();
  // "1.290,50" / "1290,50" / "1290.50" / "1290"; a dot before three digits groups thousands.
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = Number((match[1] ?? "").replace(/\./g, ""));
  const fraction = Number((match[2] ?? "0").padEnd(2, "0"));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

export interface PackPricing {
  /** What one song costs inside the pack, rounded to the centavo. */
  readonly perSongCents: number;
  /** What the pack saves against buying its songs one by one. */
  readonly savingsCents: number;
}

/** The pack's per-song price and savings, derived from the two prices and the pack's size. */
export function packPricing(singleCents: number, packCents: number, songs: number): PackPricing {
  return {
    perSongCents: Math.round(packCents / songs),
    savingsCents: singleCents * songs - packCents,
  };
}
