/**
 * The certificate's QR code, for its printed page: the modules come from `uqr` (a maintained
 * encoder), drawn here as one SVG path of 1×1 squares, with the quiet zone of four modules that
 * readers need around it.
 */
import { encode } from "uqr";

const QUIET_ZONE = 4;

export interface QrDrawing {
  /** The SVG's side, in modules, quiet zone included. */
  readonly size: number;
  /** One path of the dark modules. */
  readonly path: string;
}

/**
 * One of the eight masks the standard allows, chosen here rather than by scoring all eight: the
 * scoring was 15 times the rest of the encoding (6 of 6.6 ms in Node, a long task on a throttled
 * phone right after the verdict), and any mask decodes (the browser test decodes it back).
 */
const MASK = 0;

/** `text` as a QR code at error correction M (a printed page survives a smudge). */
export function qrDrawing(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: "M", border: 0, maskPattern: MASK });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return { size: size + QUIET_ZONE * 2, path };
}
