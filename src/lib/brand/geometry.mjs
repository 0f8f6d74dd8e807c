// @ts-check
// The brand's colours, its number formatter for SVG, and the shapes of the brand mark: the
// 8-point star (rub el hizb), regular polygons, circles and the music note, as path data.
// Used by brand-mark.mjs, the asset generators (tools/demo-assets/), star-pattern.mjs
// and src/lib/brand/brand-images.ts. The star *pattern* (the tessellation) is in
// star-pattern.mjs.

export const PALETTE = {
  night: "#12132b",
  night2: "#1b1d3f",
  burgundy: "#7a1f3d",
  burgundyDark: "#4f1027",
  gold: "#d8a945",
  goldLight: "#ecc97a",
  cream: "#fbf5ea",
  ink: "#2a1a22",
};

/**
 * Format a number compactly (at most `p` decimals, no trailing zeros, no leading 0, never in
 * exponent notation): the one number formatter of the SVG generators.
 * @param {number} v
 * @param {number} [p]
 */
export function fmt(v, p = 2) {
  const k = 10 ** p;
  let n = Math.round(v * k) / k;
  if (Object.is(n, -0)) n = 0;
  let s = String(n);
  if (/e/.test(s)) s = n.toFixed(p).replace(/\.?0+$/, "");
  return s.replace(/^(-?)0\./, "$1.");
}

const pt = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ p) =>
  `${fmt(x, p)} ${fmt(y, p)}`.replace(/ -/g, "-");

/**
 * 8-point star outline (two overlapping squares) as path data.
 * @param {number} cx centre
 * @param {number} cy
 * @param {number} R radius of the outer points
 * @param {{ rot?: number, p?: number, innerRatio?: number }} [o] rotation in radians, decimals
 */
export function star8Path(cx, cy, R, { rot = 0, p = 2, innerRatio } = {}) {
  // for two overlapping squares the notch radius is R*cos(45°)/cos(22.5°)
  const r = R * (innerRatio ?? Math.cos(Math.PI / 4) / Math.cos(Math.PI / 8));
  let d = "";
  for (let i = 0; i < 16; i++) {
    const a = rot - Math.PI / 2 + (i * Math.PI) / 8;
    const rr = i % 2 ? r : R;
    d += (i ? "L" : "M") + pt(cx + rr * Math.cos(a), cy + rr * Math.sin(a), p);
  }
  return d + "Z";
}

/**
 * Regular polygon path.
 * @param {number} cx
 * @param {number} cy
 * @param {number} R circumradius
 * @param {number} n sides
 * @param {{ rot?: number, p?: number }} [o]
 */
export function polygonPath(cx, cy, R, n, { rot = 0, p = 2 } = {}) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    d += (i ? "L" : "M") + pt(cx + R * Math.cos(a), cy + R * Math.sin(a), p);
  }
  return d + "Z";
}

/**
 * Circle as path data (two arcs).
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} [p]
 */
export function circlePath(cx, cy, r, p = 2) {
  return `M${pt(cx - r, cy, p)}a${fmt(r, p)} ${fmt(r, p)} 0 1 0 ${fmt(2 * r, p)} 0a${fmt(r, p)} ${fmt(r, p)} 0 1 0 ${fmt(-2 * r, p)} 0Z`;
}

/**
 * An eighth note (♪) as a filled path, fitting roughly in a box of `h` height
 * whose note-head centre is at (cx, cy + h*0.32).
 * @param {number} cx
 * @param {number} cy
 * @param {number} h
 * @param {number} [p]
 */
export function musicNotePath(cx, cy, h, p = 2) {
  const u = h / 100; // design grid: 100 units tall, centred on cx
  const X = (/** @type {number} */ v) => fmt(cx + v * u, p);
  const Y = (/** @type {number} */ v) => fmt(cy + v * u, p);
  // head: rotated ellipse at (-12, 30), rx 17, ry 12, tilted -25°
  const head = ellipsePath(cx - 12 * u, cy + 30 * u, 17 * u, 12 * u, (-25 * Math.PI) / 180, p);
  // stem from head's right side up to the top, flag curling down to the right
  const stem = `M${X(1.5)} ${Y(28)}L${X(1.5)} ${Y(-50)}L${X(10)} ${Y(-50)}C${X(12)} ${Y(-36)} ${X(22)} ${Y(-30)} ${X(30)} ${Y(-20)}C${X(38)} ${Y(-10)} ${X(38)} ${Y(4)} ${X(32)} ${Y(14)}C${X(34)} ${Y(0)} ${X(28)} ${Y(-12)} ${X(10)} ${Y(-20)}L${X(10)} ${Y(28)}Z`;
  return head + stem;
}

/**
 * Rotated ellipse as path data (cubic approximation).
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {number} [rot]
 * @param {number} [p]
 */
function ellipsePath(cx, cy, rx, ry, rot = 0, p = 2) {
  const k = 0.5522847498;
  const c = Math.cos(rot),
    s = Math.sin(rot);
  const T = (/** @type {number} */ x, /** @type {number} */ y) =>
    pt(cx + x * c - y * s, cy + x * s + y * c, p);
  return (
    `M${T(rx, 0)}` +
    `C${T(rx, ry * k)} ${T(rx * k, ry)} ${T(0, ry)}` +
    `C${T(-rx * k, ry)} ${T(-rx, ry * k)} ${T(-rx, 0)}` +
    `C${T(-rx, -ry * k)} ${T(-rx * k, -ry)} ${T(0, -ry)}` +
    `C${T(rx * k, -ry)} ${T(rx, -ry * k)} ${T(rx, 0)}Z`
  );
}
