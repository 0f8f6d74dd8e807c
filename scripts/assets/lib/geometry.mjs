// Small geometry helpers for the brand graphics:
// 8-point stars (rub el hizb), a Hankin-style "polygons in contact" star
// pattern built on the 4.8.8 (octagon + square) tiling, and a music note.
// Everything returns plain SVG strings / path data — no dependencies.

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
 */
export function fmt(v, p = 2) {
  const k = 10 ** p;
  let n = Math.round(v * k) / k;
  if (Object.is(n, -0)) n = 0;
  let s = String(n);
  if (/e/.test(s)) s = n.toFixed(p).replace(/\.?0+$/, "");
  return s.replace(/^(-?)0\./, "$1.");
}

const pt = (x, y, p) => `${fmt(x, p)} ${fmt(y, p)}`.replace(/ -/g, "-");

/**
 * 8-point star outline (two overlapping squares) as path data.
 * @param cx,cy centre, R radius of the outer points, rot rotation in radians.
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

/** Regular polygon path. */
export function polygonPath(cx, cy, R, n, { rot = 0, p = 2 } = {}) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    d += (i ? "L" : "M") + pt(cx + R * Math.cos(a), cy + R * Math.sin(a), p);
  }
  return d + "Z";
}

/** Circle as path data (two arcs). */
export function circlePath(cx, cy, r, p = 2) {
  return `M${pt(cx - r, cy, p)}a${fmt(r, p)} ${fmt(r, p)} 0 1 0 ${fmt(2 * r, p)} 0a${fmt(r, p)} ${fmt(r, p)} 0 1 0 ${fmt(-2 * r, p)} 0Z`;
}

function intersect(p1, d1, p2, d2) {
  const den = d1.x * d2.y - d1.y * d2.x;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((p2.x - p1.x) * d2.y - (p2.y - p1.y) * d2.x) / den;
  return { x: p1.x + t * d1.x, y: p1.y + t * d1.y };
}

/**
 * Hankin "polygons in contact" segments for one regular polygon.
 * From each edge midpoint two rays leave at `contact` radians to the edge;
 * the ray heading to a vertex meets its mirror image (from the neighbouring
 * edge) on the line centre→vertex.
 */
function hankinPolygon(cx, cy, R, n, rot, contact) {
  const V = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    V.push({ x: cx + R * Math.cos(a), y: cy + R * Math.sin(a) });
  }
  const segs = [];
  for (let i = 0; i < n; i++) {
    const a = V[i],
      b = V[(i + 1) % n];
    const M = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const ex = b.x - a.x,
      ey = b.y - a.y;
    const len = Math.hypot(ex, ey);
    const e = { x: ex / len, y: ey / len };
    // inward normal
    const toC = { x: cx - M.x, y: cy - M.y };
    let nrm = { x: -e.y, y: e.x };
    if (nrm.x * toC.x + nrm.y * toC.y < 0) nrm = { x: -nrm.x, y: -nrm.y };
    const c = Math.cos(contact),
      s = Math.sin(contact);
    for (const [vtx, dir] of [
      [b, e],
      [a, { x: -e.x, y: -e.y }],
    ]) {
      const d = { x: dir.x * c + nrm.x * s, y: dir.y * c + nrm.y * s };
      const P = intersect(M, d, { x: cx, y: cy }, { x: vtx.x - cx, y: vtx.y - cy });
      if (P) segs.push([M, P]);
    }
  }
  return segs;
}

/**
 * Star-pattern line segments for the 4.8.8 tiling with period L:
 * an octagon centred in every L×L cell (at (L/2, L/2) + k·L) and a square
 * (rotated 45°) on every cell corner. `contact` ≈ 67.5° gives the classic
 * 8-point star with small four-point crosses.
 * Returns segments covering [x0-L, x1+L] × [y0-L, y1+L].
 */
export function starPatternSegments({
  L,
  x0 = 0,
  y0 = 0,
  x1 = L,
  y1 = L,
  contact = (67.5 * Math.PI) / 180,
}) {
  const s = L / (1 + Math.SQRT2); // octagon side length
  const Roct = s / (2 * Math.sin(Math.PI / 8));
  const Rsq = s / Math.SQRT2;
  const segs = [];
  for (let gx = Math.floor(x0 / L) - 1; gx <= Math.ceil(x1 / L); gx++) {
    for (let gy = Math.floor(y0 / L) - 1; gy <= Math.ceil(y1 / L); gy++) {
      segs.push(...hankinPolygon(gx * L + L / 2, gy * L + L / 2, Roct, 8, Math.PI / 8, contact));
      segs.push(...hankinPolygon(gx * L, gy * L, Rsq, 4, 0, contact));
    }
  }
  return segs;
}

/** Segments → compact path data; optionally drop segments fully outside a box. */
export function segmentsToPath(segs, { p = 2, box } = {}) {
  const seen = new Set();
  let d = "";
  for (const [a, b] of segs) {
    if (box) {
      const [bx0, by0, bx1, by1] = box;
      if (
        Math.max(a.x, b.x) < bx0 ||
        Math.min(a.x, b.x) > bx1 ||
        Math.max(a.y, b.y) < by0 ||
        Math.min(a.y, b.y) > by1
      )
        continue;
    }
    const k1 = pt(a.x, a.y, p),
      k2 = pt(b.x, b.y, p);
    const key = k1 < k2 ? k1 + "|" + k2 : k2 + "|" + k1;
    if (seen.has(key) || k1 === k2) continue;
    seen.add(key);
    d += `M${k1}L${k2}`;
  }
  return d;
}

/**
 * An eighth note (♪) as a filled path, fitting roughly in a box of `h` height
 * whose note-head centre is at (cx, cy + h*0.32).
 */
export function musicNotePath(cx, cy, h, p = 2) {
  const u = h / 100; // design grid: 100 units tall, centred on cx
  const X = (v) => fmt(cx + v * u, p);
  const Y = (v) => fmt(cy + v * u, p);
  // head: rotated ellipse at (-12, 30), rx 17, ry 12, tilted -25°
  const head = ellipsePath(cx - 12 * u, cy + 30 * u, 17 * u, 12 * u, (-25 * Math.PI) / 180, p);
  // stem from head's right side up to the top, flag curling down to the right
  const stem = `M${X(1.5)} ${Y(28)}L${X(1.5)} ${Y(-50)}L${X(10)} ${Y(-50)}C${X(12)} ${Y(-36)} ${X(22)} ${Y(-30)} ${X(30)} ${Y(-20)}C${X(38)} ${Y(-10)} ${X(38)} ${Y(4)} ${X(32)} ${Y(14)}C${X(34)} ${Y(0)} ${X(28)} ${Y(-12)} ${X(10)} ${Y(-20)}L${X(10)} ${Y(28)}Z`;
  return head + stem;
}

/** Rotated ellipse as path data (cubic approximation). */
export function ellipsePath(cx, cy, rx, ry, rot = 0, p = 2) {
  const k = 0.5522847498;
  const c = Math.cos(rot),
    s = Math.sin(rot);
  const T = (x, y) => pt(cx + x * c - y * s, cy + x * s + y * c, p);
  return (
    `M${T(rx, 0)}` +
    `C${T(rx, ry * k)} ${T(rx * k, ry)} ${T(0, ry)}` +
    `C${T(-rx * k, ry)} ${T(-rx, ry * k)} ${T(-rx, 0)}` +
    `C${T(-rx, -ry * k)} ${T(-rx * k, -ry)} ${T(0, -ry)}` +
    `C${T(rx * k, -ry)} ${T(rx, -ry * k)} ${T(rx, 0)}Z`
  );
}
