/**
 * Fits a line of text (a brand name, a headline) into a box: the largest font size at which it
 * fits on one line, or on a few balanced lines when wrapping lets it stay noticeably larger.
 * Pure: the caller passes how wide a string is at a size (measured on the outlined font).
 */

export interface FitTextOptions {
  /** Width of the ink of `text` drawn at font size `size`, in px. */
  readonly measure: (text: string, size: number) => number;
  readonly maxWidth: number;
  /** Height of the whole block; each line takes `size × lineHeight`. Unlimited when omitted. */
  readonly maxHeight?: number;
  readonly lineHeight?: number;
  /** The size the design wants; never exceeded. */
  readonly maxSize: number;
  /** Below this the text is too small to read: `fitText` throws instead. */
  readonly minSize: number;
  readonly maxLines?: number;
  /**
   * How much larger (as a factor) a wrapped layout must be than one with fewer lines to be
   * chosen: a name stays on one line unless wrapping really makes it bigger.
   */
  readonly wrapGain?: number;
}

export interface FittedText {
  readonly lines: readonly string[];
  readonly size: number;
}

/** "one line", "2 lines": for messages. */
export const linesText = (count: number) => (count === 1 ? "one line" : `${count} lines`);

export class TextDoesNotFitError extends Error {
  constructor(text: string, options: FitTextOptions) {
    const box = `${options.maxWidth}${options.maxHeight === undefined ? "" : `×${options.maxHeight}`} px`;
    super(
      `"${text}" does not fit in ${box} on ${linesText(options.maxLines ?? 1)} at ${options.minSize} px or larger`,
    );
    this.name = "TextDoesNotFitError";
  }
}

/**
 * Words a Portuguese line should not end with ("Dança &" / "Melodia"): a break after them is
 * used only when no other break exists.
 */
const CONNECTORS = new Set(["&", "+", "e", "de", "da", "do", "das", "dos", "a", "o", "em", "com"]);

const endsWithConnector = (line: string): boolean =>
  CONNECTORS.has(line.slice(line.lastIndexOf(" ") + 1).toLowerCase());

/** Every way to cut `words` into `count` non-empty lines, in reading order. */
function partitions(words: readonly string[], count: number): string[][] {
  if (count === 1) return [[words.join(" ")]];
  const result: string[][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut += 1) {
    const head = words.slice(0, cut).join(" ");
    for (const rest of partitions(words.slice(cut), count - 1)) result.push([head, ...rest]);
  }
  return result;
}

/** The largest size ≤ `maxSize` at which every line is at most `maxWidth` wide. */
function sizeForWidth(lines: readonly string[], options: FitTextOptions): number {
  const widest = (size: number) => Math.max(...lines.map((line) => options.measure(line, size)));
  let size = options.maxSize;
  let width = widest(size);
  // Width grows about linearly with size; letter spacing in px makes it not quite linear,
  // so correct by proportion, then step down until it really fits.
  for (let step = 0; width > options.maxWidth && step < 50; step += 1) {
    size = Math.min(size * (options.maxWidth / width), size * 0.995);
    width = widest(size);
  }
  return size;
}

interface Candidate extends FittedText {
  readonly imbalance: number;
}

export function fitText(text: string, options: FitTextOptions): FittedText {
  const { maxHeight, lineHeight = 1.2, maxLines = 1, wrapGain = 1.15 } = options;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) throw new TextDoesNotFitError(text, options);

  let best: Candidate | null = null;
  for (let count = 1; count <= Math.min(maxLines, words.length); count += 1) {
    const all = partitions(words, count);
    const clean = all.filter((lines) => !lines.slice(0, -1).some(endsWithConnector));
    let bestOfCount: Candidate | null = null;
    for (const lines of clean.length > 0 ? clean : all) {
      const byHeight = maxHeight === undefined ? Infinity : maxHeight / (count * lineHeight);
      const size = Math.min(sizeForWidth(lines, options), byHeight);
      const widths = lines.map((line) => options.measure(line, size));
      const imbalance = Math.max(...widths) - Math.min(...widths);
      if (
        !bestOfCount ||
        size > bestOfCount.size + 1e-6 ||
        (Math.abs(size - bestOfCount.size) <= 1e-6 && imbalance < bestOfCount.imbalance)
      ) {
        bestOfCount = { lines, size, imbalance };
      }
    }
    if (!bestOfCount) continue;
    const readableOnlyWhenWrapped = best !== null && best.size < options.minSize;
    if (!best || bestOfCount.size > best.size * (readableOnlyWhenWrapped ? 1 : wrapGain)) {
      best = bestOfCount;
    }
  }
  if (!best || best.size < options.minSize) throw new TextDoesNotFitError(text, options);
  return { lines: best.lines, size: best.size };
}
