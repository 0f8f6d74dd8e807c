// Minimal TrueType/WOFF reader that turns text into SVG path data.
//
// Used by the asset generators so that text in the generated SVG/PNG/JPG files
// is drawn with the brand fonts (Playfair Display, Inter from @fontsource)
// as outlines — independent of the fonts installed on the machine and of
// fontconfig. Supports: WOFF 1.0 containers, cmap formats 4/12, glyf (simple +
// composite glyphs), hmtx advances and GPOS pair kerning (lookup type 2,
// possibly wrapped in extension lookups). No ligatures/shaping (not needed for
// Latin text).

import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Resolve a file shipped in an @fontsource package, e.g. ('playfair-display', 'latin', 700). */
export function fontsourceFile(pkg, subset, weight, style = "normal") {
  const pkgJson = require.resolve(`@fontsource/${pkg}/package.json`);
  return pkgJson.replace(/package\.json$/, `files/${pkg}-${subset}-${weight}-${style}.woff`);
}

function readTables(buf) {
  const sig = buf.toString("latin1", 0, 4);
  const tables = new Map();
  if (sig === "wOFF") {
    const numTables = buf.readUInt16BE(12);
    for (let i = 0; i < numTables; i++) {
      const p = 44 + i * 20;
      const tag = buf.toString("latin1", p, p + 4);
      const offset = buf.readUInt32BE(p + 4);
      const compLength = buf.readUInt32BE(p + 8);
      const origLength = buf.readUInt32BE(p + 12);
      const raw = buf.subarray(offset, offset + compLength);
      tables.set(tag, compLength < origLength ? inflateSync(raw) : raw);
    }
  } else if (sig === "wOF2") {
    throw new Error("WOFF2 is not supported; use the .woff file");
  } else {
    const numTables = buf.readUInt16BE(4);
    for (let i = 0; i < numTables; i++) {
      const p = 12 + i * 16;
      const tag = buf.toString("latin1", p, p + 4);
      const offset = buf.readUInt32BE(p + 8);
      const length = buf.readUInt32BE(p + 12);
      tables.set(tag, buf.subarray(offset, offset + length));
    }
  }
  return tables;
}

function parseCmap(t) {
  const map = new Map();
  const n = t.readUInt16BE(2);
  let best = null;
  for (let i = 0; i < n; i++) {
    const platform = t.readUInt16BE(4 + i * 8);
    const encoding = t.readUInt16BE(6 + i * 8);
    const offset = t.readUInt32BE(8 + i * 8);
    const format = t.readUInt16BE(offset);
    if ((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0) {
      if (!best || format === 12) best = { offset, format };
    }
  }
  if (!best) throw new Error("no unicode cmap");
  const o = best.offset;
  if (best.format === 4) {
    const segX2 = t.readUInt16BE(o + 6);
    const endP = o + 14;
    const startP = endP + segX2 + 2;
    const deltaP = startP + segX2;
    const rangeP = deltaP + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const end = t.readUInt16BE(endP + s * 2);
      const start = t.readUInt16BE(startP + s * 2);
      const delta = t.readInt16BE(deltaP + s * 2);
      const range = t.readUInt16BE(rangeP + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g;
        if (range === 0) g = (c + delta) & 0xffff;
        else {
          const gp = rangeP + s * 2 + range + (c - start) * 2;
          g = t.readUInt16BE(gp);
          if (g !== 0) g = (g + delta) & 0xffff;
        }
        if (g) map.set(c, g);
      }
    }
  } else if (best.format === 12) {
    const groups = t.readUInt32BE(o + 12);
    for (let i = 0; i < groups; i++) {
      const p = o + 16 + i * 12;
      const start = t.readUInt32BE(p);
      const end = t.readUInt32BE(p + 4);
      const g0 = t.readUInt32BE(p + 8);
      for (let c = start; c <= end; c++) map.set(c, g0 + (c - start));
    }
  } else throw new Error(`cmap format ${best.format} unsupported`);
  return map;
}

function coverageIndex(t, off, glyph) {
  const format = t.readUInt16BE(off);
  const count = t.readUInt16BE(off + 2);
  if (format === 1) {
    for (let i = 0; i < count; i++) if (t.readUInt16BE(off + 4 + i * 2) === glyph) return i;
  } else {
    for (let i = 0; i < count; i++) {
      const p = off + 4 + i * 6;
      const s = t.readUInt16BE(p);
      const e = t.readUInt16BE(p + 2);
      if (glyph >= s && glyph <= e) return t.readUInt16BE(p + 4) + glyph - s;
    }
  }
  return -1;
}

function classOf(t, off, glyph) {
  const format = t.readUInt16BE(off);
  if (format === 1) {
    const start = t.readUInt16BE(off + 2);
    const count = t.readUInt16BE(off + 4);
    if (glyph >= start && glyph < start + count)
      return t.readUInt16BE(off + 6 + (glyph - start) * 2);
    return 0;
  }
  const count = t.readUInt16BE(off + 2);
  for (let i = 0; i < count; i++) {
    const p = off + 4 + i * 6;
    if (glyph >= t.readUInt16BE(p) && glyph <= t.readUInt16BE(p + 2)) return t.readUInt16BE(p + 4);
  }
  return 0;
}

const popcount = (v) => {
  let c = 0;
  for (; v; v >>= 1) c += v & 1;
  return c;
};

/** x-advance adjustment of the first glyph in a PairPos value record, or 0. */
function readXAdvance(t, p, valueFormat) {
  let q = p;
  if (valueFormat & 1) q += 2;
  if (valueFormat & 2) q += 2;
  if (valueFormat & 4) return t.readInt16BE(q);
  return 0;
}

function pairSubtables(gpos) {
  if (!gpos) return [];
  const lookupList = gpos.readUInt16BE(8);
  const count = gpos.readUInt16BE(lookupList);
  const subs = [];
  for (let i = 0; i < count; i++) {
    const lo = lookupList + gpos.readUInt16BE(lookupList + 2 + i * 2);
    const type = gpos.readUInt16BE(lo);
    const n = gpos.readUInt16BE(lo + 4);
    for (let j = 0; j < n; j++) {
      let so = lo + gpos.readUInt16BE(lo + 6 + j * 2);
      let st = type;
      if (type === 9) {
        st = gpos.readUInt16BE(so + 2);
        so = so + gpos.readUInt32BE(so + 4);
      }
      if (st === 2) subs.push(so);
    }
  }
  return subs;
}

export class Font {
  constructor(path) {
    this.path = path;
    const tables = readTables(readFileSync(path));
    this.tables = tables;
    const head = tables.get("head");
    this.unitsPerEm = head.readUInt16BE(18);
    this.locFormat = head.readInt16BE(50);
    const hhea = tables.get("hhea");
    this.ascender = hhea.readInt16BE(4);
    this.descender = hhea.readInt16BE(6);
    this.numHMetrics = hhea.readUInt16BE(34);
    this.hmtx = tables.get("hmtx");
    this.loca = tables.get("loca");
    this.glyf = tables.get("glyf");
    this.cmap = parseCmap(tables.get("cmap"));
    const os2 = tables.get("OS/2");
    this.capHeight = os2 && os2.length >= 90 ? os2.readInt16BE(88) : this.ascender * 0.7;
    this.xHeight = os2 && os2.length >= 88 ? os2.readInt16BE(86) : this.ascender * 0.5;
    this.gpos = tables.get("GPOS");
    this.pairSubs = pairSubtables(this.gpos);
    this.kernCache = new Map();
  }

  glyphId(ch) {
    return this.cmap.get(ch.codePointAt(0)) ?? 0;
  }

  advance(g) {
    const i = Math.min(g, this.numHMetrics - 1);
    return this.hmtx.readUInt16BE(i * 4);
  }

  kerning(a, b) {
    const key = a * 65536 + b;
    if (this.kernCache.has(key)) return this.kernCache.get(key);
    let result = 0;
    const t = this.gpos;
    for (const so of this.pairSubs) {
      const format = t.readUInt16BE(so);
      const cov = coverageIndex(t, so + t.readUInt16BE(so + 2), a);
      if (cov < 0) continue;
      const vf1 = t.readUInt16BE(so + 4);
      const vf2 = t.readUInt16BE(so + 6);
      const size1 = popcount(vf1) * 2;
      const size2 = popcount(vf2) * 2;
      if (format === 1) {
        const setOff = so + t.readUInt16BE(so + 10 + cov * 2);
        const n = t.readUInt16BE(setOff);
        let found = false;
        for (let i = 0; i < n; i++) {
          const p = setOff + 2 + i * (2 + size1 + size2);
          if (t.readUInt16BE(p) === b) {
            result = readXAdvance(t, p + 2, vf1);
            found = true;
            break;
          }
        }
        if (found) break;
      } else if (format === 2) {
        const c1 = classOf(t, so + t.readUInt16BE(so + 8), a);
        const c2 = classOf(t, so + t.readUInt16BE(so + 10), b);
        const class2Count = t.readUInt16BE(so + 14);
        const p = so + 16 + (c1 * class2Count + c2) * (size1 + size2);
        result = readXAdvance(t, p, vf1);
        break;
      }
    }
    this.kernCache.set(key, result);
    return result;
  }

  /** True when the font draws `ch` (a missing character would come out as the empty .notdef). */
  hasGlyph(ch) {
    return /\s/.test(ch) || this.glyphId(ch) !== 0;
  }

  /** The glyph's ink box from its glyf header, in font units, or null for an empty glyph. */
  glyphBox(g) {
    const off =
      this.locFormat === 0 ? this.loca.readUInt16BE(g * 2) * 2 : this.loca.readUInt32BE(g * 4);
    const end =
      this.locFormat === 0
        ? this.loca.readUInt16BE(g * 2 + 2) * 2
        : this.loca.readUInt32BE(g * 4 + 4);
    if (end <= off) return null;
    const t = this.glyf;
    return {
      xMin: t.readInt16BE(off + 2),
      yMin: t.readInt16BE(off + 4),
      xMax: t.readInt16BE(off + 6),
      yMax: t.readInt16BE(off + 8),
    };
  }

  /** Pen position of each glyph of `text` and the total advance, in px, with kerning. */
  layout(text, { size = 16, letterSpacing = 0, kern = true } = {}) {
    const scale = size / this.unitsPerEm;
    const ids = [...text].map((ch) => this.glyphId(ch));
    const pos = [];
    let pen = 0;
    ids.forEach((g, i) => {
      pos.push(pen);
      pen += this.advance(g) * scale;
      if (kern && i + 1 < ids.length) pen += this.kerning(g, ids[i + 1]) * scale;
      if (i + 1 < ids.length) pen += letterSpacing;
    });
    return { ids, pos, width: pen, scale };
  }

  /**
   * Size of `text` as drawn: `width` is the advance (what anchoring uses); `left`/`right` and
   * `top`/`bottom` bound the ink relative to the pen origin on the baseline (y grows downwards),
   * so that a caller can fit and centre what is actually painted.
   */
  measure(text, o = {}) {
    const { ids, pos, width, scale } = this.layout(text, o);
    let left = Infinity,
      right = -Infinity,
      top = Infinity,
      bottom = -Infinity;
    ids.forEach((g, i) => {
      const box = this.glyphBox(g);
      if (!box) return;
      left = Math.min(left, pos[i] + box.xMin * scale);
      right = Math.max(right, pos[i] + box.xMax * scale);
      top = Math.min(top, -box.yMax * scale);
      bottom = Math.max(bottom, -box.yMin * scale);
    });
    if (left === Infinity) return { width, left: 0, right: 0, top: 0, bottom: 0 };
    return { width, left, right, top, bottom };
  }

  /** Contours of glyph g as arrays of {x, y, on}. */
  contours(g, depth = 0) {
    const off =
      this.locFormat === 0 ? this.loca.readUInt16BE(g * 2) * 2 : this.loca.readUInt32BE(g * 4);
    const end =
      this.locFormat === 0
        ? this.loca.readUInt16BE(g * 2 + 2) * 2
        : this.loca.readUInt32BE(g * 4 + 4);
    if (end <= off) return [];
    const t = this.glyf;
    const nContours = t.readInt16BE(off);
    let p = off + 10;
    if (nContours >= 0) {
      const ends = [];
      for (let i = 0; i < nContours; i++, p += 2) ends.push(t.readUInt16BE(p));
      const nPts = nContours ? ends[nContours - 1] + 1 : 0;
      p += 2 + t.readUInt16BE(p); // skip instructions
      const flags = [];
      while (flags.length < nPts) {
        const f = t[p++];
        flags.push(f);
        if (f & 8) {
          let r = t[p++];
          while (r--) flags.push(f);
        }
      }
      const xs = [];
      let v = 0;
      for (const f of flags) {
        if (f & 2) {
          const d = t[p++];
          v += f & 16 ? d : -d;
        } else if (!(f & 16)) {
          v += t.readInt16BE(p);
          p += 2;
        }
        xs.push(v);
      }
      const ys = [];
      v = 0;
      for (const f of flags) {
        if (f & 4) {
          const d = t[p++];
          v += f & 32 ? d : -d;
        } else if (!(f & 32)) {
          v += t.readInt16BE(p);
          p += 2;
        }
        ys.push(v);
      }
      const out = [];
      let s = 0;
      for (const e of ends) {
        const c = [];
        for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: !!(flags[i] & 1) });
        out.push(c);
        s = e + 1;
      }
      return out;
    }
    // composite glyph
    if (depth > 8) return [];
    const out = [];
    let more = true;
    while (more) {
      const flags = t.readUInt16BE(p);
      const comp = t.readUInt16BE(p + 2);
      p += 4;
      let dx, dy;
      if (flags & 1) {
        dx = t.readInt16BE(p);
        dy = t.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = t.readInt8(p);
        dy = t.readInt8(p + 1);
        p += 2;
      }
      if (!(flags & 2)) dx = dy = 0; // point matching: not supported, rare in Latin fonts
      let a = 1,
        b = 0,
        c = 0,
        d = 1;
      const f2 = (q) => t.readInt16BE(q) / 16384;
      if (flags & 8) {
        a = d = f2(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2(p);
        d = f2(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        a = f2(p);
        b = f2(p + 2);
        c = f2(p + 4);
        d = f2(p + 6);
        p += 8;
      }
      for (const contour of this.contours(comp, depth + 1)) {
        out.push(
          contour.map((pt) => ({
            x: a * pt.x + c * pt.y + dx,
            y: b * pt.x + d * pt.y + dy,
            on: pt.on,
          })),
        );
      }
      more = !!(flags & 0x20);
    }
    return out;
  }

  /**
   * SVG path data for a string.
   * @param {string} text
   * @param {object} o  x, y (baseline), size (px), letterSpacing (px), anchor ('start'|'middle'|'end'), precision
   * @returns {{d: string, width: number}}
   */
  textPath(text, o = {}) {
    const { anchor = "start", precision = 2 } = o;
    const { ids, pos, width, scale } = this.layout(text, o);
    let x0 = o.x ?? 0;
    if (anchor === "middle") x0 -= width / 2;
    else if (anchor === "end") x0 -= width;
    const y0 = o.y ?? 0;
    const k = 10 ** precision;
    const r = (v) => {
      const n = Math.round(v * k) / k;
      return Object.is(n, -0) ? "0" : String(n);
    };
    let d = "";
    ids.forEach((g, i) => {
      const gx = x0 + pos[i];
      for (const contour of this.contours(g)) {
        if (!contour.length) continue;
        const P = contour.map((pt) => ({ x: gx + pt.x * scale, y: y0 - pt.y * scale, on: pt.on }));
        // find a starting on-curve point (or synthesise one)
        let start = P.findIndex((pt) => pt.on);
        let pts;
        if (start < 0) {
          const a = P[0],
            b = P[1 % P.length];
          pts = [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true }, ...P.slice(1), P[0]];
        } else pts = [...P.slice(start), ...P.slice(0, start)];
        d += `M${r(pts[0].x)} ${r(pts[0].y)}`;
        const n = pts.length;
        for (let j = 1; j <= n; j++) {
          const cur = pts[j % n];
          if (cur.on) {
            d += `L${r(cur.x)} ${r(cur.y)}`;
            continue;
          }
          const next = pts[(j + 1) % n];
          const end = next.on ? next : { x: (cur.x + next.x) / 2, y: (cur.y + next.y) / 2 };
          d += `Q${r(cur.x)} ${r(cur.y)} ${r(end.x)} ${r(end.y)}`;
          if (next.on) j++;
        }
        d += "Z";
      }
    });
    return { d, width };
  }
}

const cache = new Map();
/** Load (and cache) one of the brand fonts. */
export function brandFont(name) {
  if (cache.has(name)) return cache.get(name);
  const files = {
    "playfair-700": fontsourceFile("playfair-display", "latin", 700),
    "playfair-400": fontsourceFile("playfair-display", "latin", 400),
    "playfair-400-italic": fontsourceFile("playfair-display", "latin", 400, "italic"),
    "inter-400": fontsourceFile("inter", "latin", 400),
    "inter-500": fontsourceFile("inter", "latin", 500),
    "inter-600": fontsourceFile("inter", "latin", 600),
  };
  if (!files[name]) throw new Error(`unknown font ${name}`);
  const f = new Font(files[name]);
  cache.set(name, f);
  return f;
}
