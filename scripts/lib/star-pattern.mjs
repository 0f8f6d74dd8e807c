// Geometric Arabic / Islamic star patterns as SVG strings — generated from
// first principles, no copied artwork. Used by the track covers
// (scripts/covers/cover-art.mjs); the favicon, ornaments and Open Graph image
// draw their stars with scripts/assets/lib/geometry.mjs.
//
// The tessellation uses Hankin's "polygons in contact" method on the 4.8.8
// tiling (regular octagons + squares): from the midpoint of every polygon edge
// two rays leave at the contact angle θ and stop where they meet the rays of
// the neighbouring edge. With θ = 67.5° the octagons become 8-point stars
// {8/3} and the squares become 4-point crosses — the classic strapwork found on
// Andalusian and Mamluk panels.
//
//   import { starPatternSvg, starPath } from '../lib/star-pattern.mjs';
//   const svg = starPatternSvg({ size: 640, background: '#12132b', stroke: '#d8a945',
//                                accent: '#7a1f3d', density: 4, medallion: true });
//   const star = starPath(32, 32, 30, 8, 3); // "M…Z" path data of an {8/3} star

const f = (n) => Number(n.toFixed(2));
const pt = ([x, y]) => `${f(x)} ${f(y)}`;

/**
 * Vertices of a regular polygon.
 * @param {number} cx @param {number} cy centre
 * @param {number} r circumradius
 * @param {number} n number of sides
 * @param {number} [rotation=0] angle of the first vertex, radians (0 = pointing right, y grows downwards)
 * @returns {[number, number][]}
 */
export function polygon(cx, cy, r, n, rotation = 0) {
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
 * @returns {string} path data
 */
export function starPath(cx, cy, r, points, step, rotation = -Math.PI / 2) {
  const v = polygon(cx, cy, r, points, rotation);
  const gcd = (a, b) => (b ? gcd(b, a % b) : a);
  const loops = gcd(points, step);
  let d = "";
  for (let s = 0; s < loops; s++) {
    const idx = [];
    for (let k = s; idx.length < points / loops; k = (k + step) % points) idx.push(k);
    d += `M${idx.map((k) => pt(v[k])).join("L")}Z`;
  }
  return d;
}

/**
 * Outline of a filled star (alternating outer/inner radius) — use for solid
 * stars and rosette petals. Inner radius defaults to that of {points/step}.
 * @returns {string} path data
 */
export function starOutlinePath(cx, cy, r, points, step = 3, rotation = -Math.PI / 2, innerRatio) {
  const ratio =
    innerRatio ?? Math.cos((Math.PI * step) / points) / Math.cos((Math.PI * (step - 1)) / points);
  const pts = [];
  for (let k = 0; k < points * 2; k++) {
    const a = rotation + (Math.PI * k) / points;
    const rr = k % 2 ? r * ratio : r;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return `M${pts.map(pt).join("L")}Z`;
}

function intersect([p, d], [q, e]) {
  const den = d[0] * e[1] - d[1] * e[0];
  if (Math.abs(den) < 1e-9) return null;
  const t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / den;
  return [p[0] + t * d[0], p[1] + t * d[1]];
}

/**
 * Hankin construction for one convex polygon: returns the closed star-shaped
 * loop that passes through every edge midpoint (2n points).
 * @param {[number, number][]} verts polygon vertices in order
 * @param {number} theta contact angle in radians
 */
export function hankinLoop(verts, theta) {
  const n = verts.length;
  const c = verts.reduce((s, v) => [s[0] + v[0] / n, s[1] + v[1] / n], [0, 0]);
  const mids = [];
  const rays = [];
  for (let k = 0; k < n; k++) {
    const a = verts[k];
    const b = verts[(k + 1) % n];
    const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const e = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
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
  const loop = [];
  for (let k = 0; k < n; k++) {
    loop.push(mids[k]);
    loop.push(intersect(rays[k].fwd, rays[(k + 1) % n].back) ?? verts[(k + 1) % n]);
  }
  return loop;
}

/**
 * The 4.8.8 tiling around a centre: octagons on a square lattice of spacing
 * `tile` (one octagon centred on (cx, cy)) plus the squares between them.
 * @returns {{octagons: [number, number][][], squares: [number, number][][], centres: [number, number][]}}
 */
export function tiling488(cx, cy, tile, extent) {
  const a = tile / (1 + Math.SQRT2); // octagon side
  const rOct = a / (2 * Math.sin(Math.PI / 8));
  const rSq = a / Math.SQRT2;
  const k = Math.ceil(extent / tile) + 1;
  const octagons = [];
  const squares = [];
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

const loopPath = (loop) => `M${loop.map(pt).join("L")}Z`;

/**
 * Inner markup (no <svg> wrapper) of a star pattern filling a size×size box.
 * Same options as starPatternSvg; `id` prefixes gradient/clip ids so several
 * patterns can live in one document.
 */
export function starPatternMarkup({
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
    `<path d="${stars}${crosses}" fill="none" stroke="${stroke}" stroke-opacity="${lineOpacity}" stroke-width="${f(sw)}" stroke-linejoin="miter"/>`,
  );
  if (strap)
    out.push(
      `<path d="${stars}${crosses}" fill="none" stroke="${background}" stroke-width="${f(sw * 0.38)}" stroke-linejoin="miter"/>`,
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
      `<rect x="${f(i1)}" y="${f(i1)}" width="${f(size - 2 * i1)}" height="${f(size - 2 * i1)}" fill="none" stroke="${stroke}" stroke-width="${f(sw * 0.9)}"/>`,
      `<rect x="${f(i2)}" y="${f(i2)}" width="${f(size - 2 * i2)}" height="${f(size - 2 * i2)}" fill="none" stroke="${stroke}" stroke-opacity="0.6" stroke-width="${f(sw * 0.45)}"/>`,
    );
  }
  return out.join("");
}

/** Path of a pointed petal (almond) from radius r0 to r1 along angle phi. */
export function petalPath(cx, cy, r0, r1, phi, width) {
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
 * @param {number} o.cx @param {number} o.cy @param {number} o.r centre and radius
 * @param {'flower'|'star'} [o.style='flower']
 * @param {string} [o.fill] disc colour      @param {string} [o.accent] petals / star colour
 * @param {string} [o.stroke] gold lines      @param {string} [o.highlight] cream details
 * @param {number} [o.sw] base line width     @param {string} [o.id] id prefix
 * @returns {string} SVG markup (a <g>)
 */
export function medallionMarkup({
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
  const o = [];
  const C = (rr, attrs) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" ${attrs}/>`;
  const up = -Math.PI / 2;
  o.push(`<g id="${id}-medallion">`);
  o.push(
    `<radialGradient id="${id}-glow" cx="50%" cy="50%" r="50%"><stop offset="0.6" stop-color="${highlight}" stop-opacity="0.16"/><stop offset="1" stop-color="${highlight}" stop-opacity="0"/></radialGradient>`,
  );
  o.push(C(r * 1.5, `fill="url(#${id}-glow)"`));
  o.push(C(r * 1.04, `fill="${fill}" stroke="${stroke}" stroke-width="${f(sw * 1.3)}"`));
  o.push(
    C(
      r * 0.955,
      `fill="none" stroke="${stroke}" stroke-opacity="0.7" stroke-width="${f(sw * 0.45)}"`,
    ),
  );
  const pearls = polygon(cx, cy, r * 0.998, 48, up)
    .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(sw * 0.42)}"/>`)
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
      `<path d="${back}" fill="${fill}" stroke="${stroke}" stroke-opacity="0.8" stroke-width="${f(sw * 0.6)}"/>`,
    );
    o.push(
      `<path d="${front}" fill="${accent}" stroke="${stroke}" stroke-width="${f(sw * 0.9)}"/>`,
    );
    o.push(
      `<path d="${veins}" fill="none" stroke="${stroke}" stroke-opacity="0.55" stroke-width="${f(sw * 0.45)}"/>`,
    );
  } else {
    const rays = Array.from({ length: 16 }, (_, k) =>
      petalPath(cx, cy, r * 0.55, r * 0.93, up + Math.PI / 16 + (k * Math.PI) / 8, r * 0.05),
    ).join("");
    o.push(`<path d="${rays}" fill="${stroke}" fill-opacity="0.85"/>`);
    o.push(C(r * 0.7, `fill="${fill}" stroke="${stroke}" stroke-width="${f(sw * 0.8)}"`));
    const s8 = starPath(cx, cy, r * 0.86, 8, 3, up);
    o.push(`<path d="${starOutlinePath(cx, cy, r * 0.86, 8, 3, up)}" fill="${accent}"/>`);
    o.push(
      `<path d="${s8}" fill="none" stroke="${stroke}" stroke-width="${f(sw * 1.3)}" stroke-linejoin="miter"/>`,
    );
    o.push(
      `<path d="${s8}" fill="none" stroke="${accent}" stroke-width="${f(sw * 0.45)}" stroke-linejoin="miter"/>`,
    );
  }
  // solid gold {8/3} star, then a small cream rosette in a ring
  o.push(
    `<path d="${starOutlinePath(cx, cy, r * 0.34, 8, 3, up + Math.PI / 8)}" fill="${stroke}"/>`,
  );
  o.push(C(r * 0.16, `fill="${fill}" stroke="${stroke}" stroke-width="${f(sw * 0.6)}"`));
  o.push(`<path d="${starOutlinePath(cx, cy, r * 0.13, 8, 3, up, 0.45)}" fill="${highlight}"/>`);
  o.push(C(r * 0.035, `fill="${stroke}"`));
  o.push(`</g>`);
  return o.join("");
}

/**
 * Full standalone SVG document of an Arabic star pattern.
 *
 * @param {object}  [opts]
 * @param {number}  [opts.size=640]          width = height in px
 * @param {string}  [opts.background]        base colour (edges of the radial gradient)
 * @param {string}  [opts.background2]       centre colour of the radial gradient (defaults to background)
 * @param {string}  [opts.stroke]            strapwork line colour (gold)
 * @param {string}  [opts.accent]            fill of the 8-point stars
 * @param {string}  [opts.accent2]           fill of the 4-point crosses (none if omitted)
 * @param {number}  [opts.starOpacity=0.55]  opacity of the star fill
 * @param {number}  [opts.crossOpacity=0.5]  opacity of the cross fill
 * @param {number}  [opts.lineOpacity=1]     opacity of the strapwork lines
 * @param {string}  [opts.highlight]         small rosettes / medallion centre (cream)
 * @param {number}  [opts.density=4]         tiles across the box (2 = bold favicon, 6+ = fine texture)
 * @param {number}  [opts.strokeWidth]       line width (default scales with the tile)
 * @param {number}  [opts.angle=67.5]        Hankin contact angle in degrees (60–72 looks good)
 * @param {boolean} [opts.strap=true]        draw lines as double-edged interlace bands
 * @param {boolean|{radius?:number, style?:'flower'|'star', strokeWidth?:number, fill?:string, accent?:string, stroke?:string, highlight?:string}} [opts.medallion=false]
 * @param {boolean} [opts.frame=false]       inset double border
 * @param {number}  [opts.vignette=0.55]     darkening towards the corners (0 = none)
 * @param {string}  [opts.id='sp']           prefix for internal ids
 * @returns {string} `<svg …>…</svg>`
 */
export function starPatternSvg(opts = {}) {
  const size = opts.size ?? 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${starPatternMarkup(opts)}</svg>`;
}
