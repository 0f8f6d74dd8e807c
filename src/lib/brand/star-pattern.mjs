// @ts-check
// The geometric Arabic star pattern, drawn from first principles (no copied artwork): the one
// implementation of the tessellation, used by
// - scripts/samples/cover-art.mjs: the sample covers (`starPatternSvg`, with medallion and frame);
// - tools/demo-assets/images/generate-ornaments.mjs: the background tile (`starPatternSegments`);
// - brand-images.ts: the social image's background (`starPatternSegments`).
// The single 8-point stars of the brand mark are drawn by geometry.mjs.
//
// The tessellation uses Hankin's "polygons in contact" method on the 4.8.8
// tiling (regular octagons + squares): from the midpoint of every polygon edge
// two rays leave at the contact angle θ and stop where they meet the rays of
// the neighbouring edge. With θ = 67.5° the octagons become 8-point stars
// {8/3} and the squares become 4-point crosses — the classic strapwork found on
// Andalusian and Mamluk panels.

import { fmt } from "./geometry.mjs";

/** @typedef {[x: number, y: number]} Vec */
/** @typedef {{ x: number, y: number }} Point */

const pt = (/** @type {Vec} */ [x, y]) => `${fmt(x)} ${fmt(y)}`;

/**
 * Vertices of a regular polygon.
 * @param {number} cx centre
 * @param {number} cy
 * @param {number} r circumradius
 * @param {number} n number of sides
 * @param {number} [rotation=0] angle of the first vertex, radians (0 = pointing right, y grows downwards)
 * @returns {Vec[]}
 */
function polygon(cx, cy, r, n, rotation = 0) {
  return Array.from({ length: n }, (_, k) => {
    const a = rotation + (2 * Math.PI * k) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/**
 * SVG path data of the star polygon {points/step} (e.g. 8,3 → the 8-point
 * star drawn by joining every 3rd vertex). When gcd(points, step) > 1 the
 * result is a compound figure ({8/2} = two squares) with several sub-paths.
 * The first point is at the top (−90°) unless `rotation` (radians) is given.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} points
 * @param {number} step
 * @param {number} [rotation]
 * @returns {string} path data
 */
function starPath(cx, cy, r, points, step, rotation = -Math.PI / 2) {
  const v = polygon(cx, cy, r, points, rotation);
  /** @type {(a: number, b: number) => number} */
  const gcd = (a, b) => (b ? gcd(b, a % b) : a);
  const loops = gcd(points, step);
  let d = "";
  for (let s = 0; s < loops; s++) {
    /** @type {number[]} */
    const idx = [];
    for (let k = s; idx.length < points / loops; k = (k + step) % points) idx.push(k);
    d += `M${idx.map((k) => pt(/** @type {Vec} */ (v[k]))).join("L")}Z`;
  }
  return d;
}

/**
 * Outline of a filled star (alternating outer/inner radius) — use for solid
 * stars and rosette petals. Inner radius defaults to that of {points/step}.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} points
 * @param {number} [step]
 * @param {number} [rotation]
 * @param {number} [innerRatio]
 * @returns {string} path data
 */
function starOutlinePath(cx, cy, r, points, step = 3, rotation = -Math.PI / 2, innerRatio) {
  const ratio =
    innerRatio ?? Math.cos((Math.PI * step) / points) / Math.cos((Math.PI * (step - 1)) / points);
  /** @type {Vec[]} */
  const pts = [];
  for (let k = 0; k < points * 2; k++) {
    const a = rotation + (Math.PI * k) / points;
    const rr = k % 2 ? r * ratio : r;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return `M${pts.map(pt).join("L")}Z`;
}

/**
 * Where two lines, each a point and a direction, cross; null when parallel.
 * @param {[Vec, Vec]} line1
 * @param {[Vec, Vec]} line2
 * @returns {Vec | null}
 */
function intersect([p, d], [q, e]) {
  const den = d[0] * e[1] - d[1] * e[0];
  if (Math.abs(den) < 1e-9) return null;
  const t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / den;
  return [p[0] + t * d[0], p[1] + t * d[1]];
}

/**
 * Hankin construction for one convex polygon: returns the closed star-shaped
 * loop that passes through every edge midpoint (2n points).
 * @param {readonly Vec[]} verts polygon vertices in order
 * @param {number} theta contact angle in radians
 * @returns {Vec[]}
 */
function hankinLoop(verts, theta) {
  const n = verts.length;
  const c = verts.reduce((s, v) => [s[0] + v[0] / n, s[1] + v[1] / n], /** @type {Vec} */ ([0, 0]));
  const vertex = (/** @type {number} */ k) => /** @type {Vec} */ (verts[k % n]);
  /** @type {Vec[]} */
  const mids = [];
  /** @type {{ fwd: [Vec, Vec], back: [Vec, Vec] }[]} */
  const rays = [];
  for (let k = 0; k < n; k++) {
    const a = vertex(k);
    const b = vertex(k + 1);
    /** @type {Vec} */
    const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    /** @type {Vec} */
    const e = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    /** @type {Vec} */
    let nrm = [-e[1], e[0]];
    if (nrm[0] * (c[0] - m[0]) + nrm[1] * (c[1] - m[1]) < 0) nrm = [-nrm[0], -nrm[1]];
    const cs = Math.cos(theta);
    const sn = Math.sin(theta);
    mids.push(m);
    rays.push({
      fwd: [m, [cs * e[0] + sn * nrm[0], cs * e[1] + sn * nrm[1]]], // towards vertex k+1
      back: [m, [-cs * e[0] + sn * nrm[0], -cs * e[1] + sn * nrm[1]]], // towards vertex k
    });
  }
  /** @type {Vec[]} */
  const loop = [];
  mids.forEach((mid, k) => {
    const ray = /** @type {{ fwd: [Vec, Vec] }} */ (rays[k]).fwd;
    const next = /** @type {{ back: [Vec, Vec] }} */ (rays[(k + 1) % n]).back;
    loop.push(mid, intersect(ray, next) ?? vertex(k + 1));
  });
  return loop;
}

/**
 * The 4.8.8 tiling around a centre: octagons on a square lattice of spacing
 * `tile` (one octagon centred on (cx, cy)) plus the squares between them.
 * @param {number} cx
 * @param {number} cy
 * @param {number} tile
 * @param {number} extent how far from the centre the tiling must reach
 * @returns {{ octagons: Vec[][], squares: Vec[][], centres: Vec[] }}
 */
function tiling488(cx, cy, tile, extent) {
  const a = tile / (1 + Math.SQRT2); // octagon side
  const rOct = a / (2 * Math.sin(Math.PI / 8));
  const rSq = a / Math.SQRT2;
  const k = Math.ceil(extent / tile) + 1;
  /** @type {Vec[][]} */
  const octagons = [];
  /** @type {Vec[][]} */
  const squares = [];
  /** @type {Vec[]} */
  const centres = [];
  for (let i = -k; i <= k; i++) {
    for (let j = -k; j <= k; j++) {
      const x = cx + i * tile;
      const y = cy + j * tile;
      octagons.push(polygon(x, y, rOct, 8, Math.PI / 8));
      centres.push([x, y]);
      squares.push(polygon(x + tile / 2, y + tile / 2, rSq, 4, 0));
    }
  }
  return { octagons, squares, centres };
}

/**
 * The pattern as line segments, for thin-line drawings (the background tile, the social image):
 * the 4.8.8 tiling with period L — an octagon centred in every L×L cell (at (L/2, L/2) + k·L)
 * and a square (rotated 45°) on every cell corner. `contact` ≈ 67.5° gives the classic 8-point
 * star with small four-point crosses. Covers [x0-L, x1+L] × [y0-L, y1+L].
 * @param {{ L: number, x0?: number, y0?: number, x1?: number, y1?: number, contact?: number }} o
 * @returns {[Point, Point][]}
 */
export function starPatternSegments({
  L,
  x0 = 0,
  y0 = 0,
  x1 = L,
  y1 = L,
  contact = (67.5 * Math.PI) / 180,
}) {
  const side = L / (1 + Math.SQRT2);
  const rOct = side / (2 * Math.sin(Math.PI / 8));
  const rSq = side / Math.SQRT2;
  /** @type {[Point, Point][]} */
  const segs = [];
  for (let gx = Math.floor(x0 / L) - 1; gx <= Math.ceil(x1 / L); gx++) {
    for (let gy = Math.floor(y0 / L) - 1; gy <= Math.ceil(y1 / L); gy++) {
      const octagon = polygon(gx * L + L / 2, gy * L + L / 2, rOct, 8, Math.PI / 8);
      segs.push(...loopSegments(hankinLoop(octagon, contact)));
      segs.push(...loopSegments(hankinLoop(polygon(gx * L, gy * L, rSq, 4, 0), contact)));
    }
  }
  return segs;
}

/**
 * A Hankin loop (edge midpoints alternating with the rays' meeting points) as the two rays of
 * each edge: towards its second vertex, then towards its first.
 * @param {readonly Vec[]} loop
 * @returns {[Point, Point][]}
 */
function loopSegments(loop) {
  const at = (/** @type {number} */ i) => {
    const [x, y] = /** @type {Vec} */ (loop[(i + loop.length) % loop.length]);
    return { x, y };
  };
  /** @type {[Point, Point][]} */
  const segs = [];
  for (let i = 0; i < loop.length; i += 2) segs.push([at(i), at(i + 1)], [at(i), at(i - 1)]);
  return segs;
}

/**
 * Segments → compact path data, each drawn once; optionally without those fully outside a box.
 * @param {readonly [Point, Point][]} segs
 * @param {{ p?: number, box?: [number, number, number, number] }} [options]
 */
export function segmentsToPath(segs, { p = 2, box } = {}) {
  const round = (/** @type {Point} */ { x, y }) => ({ x: Number(fmt(x, p)), y: Number(fmt(y, p)) });
  const point = (/** @type {Point} */ { x, y }) => `${fmt(x, p)} ${fmt(y, p)}`.replace(/ -/g, "-");
  const seen = new Set();
  let d = "";
  for (const segment of segs) {
    // Tested as written (rounded), so that a segment ending on the box's edge is kept whatever
    // the floating-point noise of its construction.
    const [a, b] = [round(segment[0]), round(segment[1])];
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
    const k1 = point(a);
    const k2 = point(b);
    const key = k1 < k2 ? `${k1}|${k2}` : `${k2}|${k1}`;
    if (seen.has(key) || k1 === k2) continue;
    seen.add(key);
    d += `M${k1}L${k2}`;
  }
  return d;
}

const loopPath = (/** @type {Vec[]} */ loop) => `M${loop.map(pt).join("L")}Z`;

/**
 * Inner markup (no <svg> wrapper) of a star pattern filling a size×size box.
 * Same options as starPatternSvg; `id` prefixes gradient/clip ids so several
 * patterns can live in one document.
 * @param {StarPatternOptions} [options]
 */
function starPatternMarkup({
  size = 640,
  background = "#12132b",
  background2 = null,
  stroke = "#d8a945",
  accent = "#7a1f3d",
  accent2 = null,
  highlight = "#fbf5ea",
  density = 4,
  strokeWidth = null,
  angle = 67.5,
  strap = true,
  starOpacity = 0.55,
  lineOpacity = 1,
  crossOpacity = 0.5,
  medallion = false,
  frame = false,
  vignette = 0.55,
  id = "sp",
} = {}) {
  const c = size / 2;
  const tile = size / density;
  const theta = (angle * Math.PI) / 180;
  const sw = strokeWidth ?? Math.max(1, tile / 26);
  const { octagons, squares, centres } = tiling488(c, c, tile, size / 2 + tile);
  const stars = octagons.map((o) => loopPath(hankinLoop(o, theta))).join("");
  const crosses = squares.map((s) => loopPath(hankinLoop(s, theta))).join("");
  const out = [];

  out.push(`<defs>`);
  out.push(
    `<radialGradient id="${id}-bg" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="${background2 ?? background}"/><stop offset="1" stop-color="${background}"/></radialGradient>`,
  );
  out.push(
    `<radialGradient id="${id}-vig" cx="50%" cy="50%" r="72%"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient>`,
  );
  out.push(`<clipPath id="${id}-clip"><rect width="${size}" height="${size}"/></clipPath>`);
  out.push(`</defs>`);
  out.push(`<rect width="${size}" height="${size}" fill="url(#${id}-bg)"/>`);
  out.push(`<g clip-path="url(#${id}-clip)">`);
  // filled star and cross interiors
  out.push(`<path d="${stars}" fill="${accent}" fill-opacity="${starOpacity}"/>`);
  if (accent2) out.push(`<path d="${crosses}" fill="${accent2}" fill-opacity="${crossOpacity}"/>`);
  // small rosette in every star
  const dots = centres
    .map(([x, y]) => starOutlinePath(x, y, tile * 0.1, 8, 3, -Math.PI / 2, 0.55))
    .join("");
  out.push(`<path d="${dots}" fill="${highlight}" fill-opacity="0.35"/>`);
  // strapwork: a wide gold band with a thin background-coloured core reads as interlace
  out.push(
    `<path d="${stars}${crosses}" fill="none" stroke="${stroke}" stroke-opacity="${lineOpacity}" stroke-width="${fmt(sw)}" stroke-linejoin="miter"/>`,
  );
  if (strap)
    out.push(
      `<path d="${stars}${crosses}" fill="none" stroke="${background}" stroke-width="${fmt(sw * 0.38)}" stroke-linejoin="miter"/>`,
    );
  out.push(`</g>`);
  if (vignette) out.push(`<rect width="${size}" height="${size}" fill="url(#${id}-vig)"/>`);

  if (medallion) {
    const m = typeof medallion === "object" ? medallion : {};
    out.push(
      medallionMarkup({
        cx: c,
        cy: c,
        r: m.radius ?? size * 0.3,
        style: m.style ?? "flower",
        fill: m.fill ?? background,
        accent: m.accent ?? accent,
        stroke: m.stroke ?? stroke,
        highlight: m.highlight ?? highlight,
        sw: m.strokeWidth ?? (m.radius ?? size * 0.3) / 36,
        id,
      }),
    );
  }
  if (frame) {
    const i1 = size * 0.035;
    const i2 = size * 0.05;
    out.push(
      `<rect x="${fmt(i1)}" y="${fmt(i1)}" width="${fmt(size - 2 * i1)}" height="${fmt(size - 2 * i1)}" fill="none" stroke="${stroke}" stroke-width="${fmt(sw * 0.9)}"/>`,
      `<rect x="${fmt(i2)}" y="${fmt(i2)}" width="${fmt(size - 2 * i2)}" height="${fmt(size - 2 * i2)}" fill="none" stroke="${stroke}" stroke-opacity="0.6" stroke-width="${fmt(sw * 0.45)}"/>`,
    );
  }
  return out.join("");
}

/**
 * Path of a pointed petal (almond) from radius r0 to r1 along angle phi.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r0
 * @param {number} r1
 * @param {number} phi
 * @param {number} width
 */
function petalPath(cx, cy, r0, r1, phi, width) {
  /** @type {(rr: number, a: number) => Vec} */
  const at = (rr, a) => [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
  const rm = r0 + (r1 - r0) * 0.5;
  const half = Math.atan2(width, rm);
  return `M${pt(at(r0, phi))}Q${pt(at(rm, phi - half))} ${pt(at(r1, phi))}Q${pt(at(rm, phi + half))} ${pt(at(r0, phi))}Z`;
}

/**
 * A circular medallion with a pearled rim.
 *   style 'flower' — 8 + 8 pointed petals around a solid {8/3} star (jasmine-like rosette)
 *   style 'star'   — an interlaced {8/3} strap star with a 16-ray crown
 * @param {object} o
 * @param {number} o.cx centre
 * @param {number} o.cy
 * @param {number} o.r radius
 * @param {"flower" | "star"} [o.style="flower"]
 * @param {string} [o.fill] disc colour
 * @param {string} [o.accent] petals / star colour
 * @param {string} [o.stroke] gold lines
 * @param {string} [o.highlight] cream details
 * @param {number} [o.sw] base line width
 * @param {string} [o.id] id prefix
 * @returns {string} SVG markup (a <g>)
 */
function medallionMarkup({
  cx,
  cy,
  r,
  style = "flower",
  fill = "#12132b",
  accent = "#7a1f3d",
  stroke = "#d8a945",
  highlight = "#fbf5ea",
  sw = 3,
  id = "md",
}) {
  /** @type {string[]} */
  const o = [];
  /** @type {(rr: number, attrs: string) => string} */
  const C = (rr, attrs) => `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(rr)}" ${attrs}/>`;
  const up = -Math.PI / 2;
  o.push(`<g id="${id}-medallion">`);
  o.push(
    `<radialGradient id="${id}-glow" cx="50%" cy="50%" r="50%"><stop offset="0.6" stop-color="${highlight}" stop-opacity="0.16"/><stop offset="1" stop-color="${highlight}" stop-opacity="0"/></radialGradient>`,
  );
  o.push(C(r * 1.5, `fill="url(#${id}-glow)"`));
  o.push(C(r * 1.04, `fill="${fill}" stroke="${stroke}" stroke-width="${fmt(sw * 1.3)}"`));
  o.push(
    C(
      r * 0.955,
      `fill="none" stroke="${stroke}" stroke-opacity="0.7" stroke-width="${fmt(sw * 0.45)}"`,
    ),
  );
  const pearls = polygon(cx, cy, r * 0.998, 48, up)
    .map(([x, y]) => `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(sw * 0.42)}"/>`)
    .join("");
  o.push(`<g fill="${stroke}">${pearls}</g>`);

  if (style === "flower") {
    const back = Array.from({ length: 8 }, (_, k) =>
      petalPath(cx, cy, r * 0.3, r * 0.86, up + Math.PI / 8 + (k * Math.PI) / 4, r * 0.2),
    ).join("");
    const front = Array.from({ length: 8 }, (_, k) =>
      petalPath(cx, cy, r * 0.2, r * 0.92, up + (k * Math.PI) / 4, r * 0.26),
    ).join("");
    const veins = Array.from({ length: 8 }, (_, k) =>
      petalPath(cx, cy, r * 0.36, r * 0.78, up + (k * Math.PI) / 4, r * 0.1),
    ).join("");
    o.push(
      `<path d="${back}" fill="${fill}" stroke="${stroke}" stroke-opacity="0.8" stroke-width="${fmt(sw * 0.6)}"/>`,
    );
    o.push(
      `<path d="${front}" fill="${accent}" stroke="${stroke}" stroke-width="${fmt(sw * 0.9)}"/>`,
    );
    o.push(
      `<path d="${veins}" fill="none" stroke="${stroke}" stroke-opacity="0.55" stroke-width="${fmt(sw * 0.45)}"/>`,
    );
  } else {
    const rays = Array.from({ length: 16 }, (_, k) =>
      petalPath(cx, cy, r * 0.55, r * 0.93, up + Math.PI / 16 + (k * Math.PI) / 8, r * 0.05),
    ).join("");
    o.push(`<path d="${rays}" fill="${stroke}" fill-opacity="0.85"/>`);
    o.push(C(r * 0.7, `fill="${fill}" stroke="${stroke}" stroke-width="${fmt(sw * 0.8)}"`));
    const s8 = starPath(cx, cy, r * 0.86, 8, 3, up);
    o.push(`<path d="${starOutlinePath(cx, cy, r * 0.86, 8, 3, up)}" fill="${accent}"/>`);
    o.push(
      `<path d="${s8}" fill="none" stroke="${stroke}" stroke-width="${fmt(sw * 1.3)}" stroke-linejoin="miter"/>`,
    );
    o.push(
      `<path d="${s8}" fill="none" stroke="${accent}" stroke-width="${fmt(sw * 0.45)}" stroke-linejoin="miter"/>`,
    );
  }
  // solid gold {8/3} star, then a small cream rosette in a ring
  o.push(
    `<path d="${starOutlinePath(cx, cy, r * 0.34, 8, 3, up + Math.PI / 8)}" fill="${stroke}"/>`,
  );
  o.push(C(r * 0.16, `fill="${fill}" stroke="${stroke}" stroke-width="${fmt(sw * 0.6)}"`));
  o.push(`<path d="${starOutlinePath(cx, cy, r * 0.13, 8, 3, up, 0.45)}" fill="${highlight}"/>`);
  o.push(C(r * 0.035, `fill="${stroke}"`));
  o.push(`</g>`);
  return o.join("");
}

/**
 * @typedef {object} MedallionOptions
 * @property {number} [radius]
 * @property {"flower" | "star"} [style]
 * @property {number} [strokeWidth]
 * @property {string} [fill]
 * @property {string} [accent]
 * @property {string} [stroke]
 * @property {string} [highlight]
 */

/**
 * @typedef {object} StarPatternOptions
 * @property {number} [size=640] width = height in px
 * @property {string} [background] base colour (edges of the radial gradient)
 * @property {string | null} [background2] centre colour of the radial gradient (defaults to background)
 * @property {string} [stroke] strapwork line colour (gold)
 * @property {string} [accent] fill of the 8-point stars
 * @property {string | null} [accent2] fill of the 4-point crosses (none if omitted)
 * @property {number} [starOpacity=0.55] opacity of the star fill
 * @property {number} [crossOpacity=0.5] opacity of the cross fill
 * @property {number} [lineOpacity=1] opacity of the strapwork lines
 * @property {string} [highlight] small rosettes / medallion centre (cream)
 * @property {number} [density=4] tiles across the box (2 = bold, 6+ = fine texture)
 * @property {number | null} [strokeWidth] line width (default scales with the tile)
 * @property {number} [angle=67.5] Hankin contact angle in degrees (60–72 looks good)
 * @property {boolean} [strap=true] draw lines as double-edged interlace bands
 * @property {boolean | MedallionOptions} [medallion=false]
 * @property {boolean} [frame=false] inset double border
 * @property {number} [vignette=0.55] darkening towards the corners (0 = none)
 * @property {string} [id="sp"] prefix for internal ids
 */

/**
 * Full standalone SVG document of an Arabic star pattern filling a size×size box.
 * @param {StarPatternOptions} [opts]
 * @returns {string} `<svg …>…</svg>`
 */
export function starPatternSvg(opts = {}) {
  const size = opts.size ?? 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${starPatternMarkup(opts)}</svg>`;
}
