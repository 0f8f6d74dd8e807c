// Tiny SVG helpers: path-data rounding (arc-flag aware) and markup minification.
import { fmt } from "./geometry.mjs";

const CMD_ARGS = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Parse path data into [{cmd, args}] with arc flags handled. */
export function parsePath(d) {
  const out = [];
  let i = 0;
  let cmd = null;
  const n = d.length;
  const skip = () => {
    while (i < n && /[\s,]/.test(d[i])) i++;
  };
  const num = () => {
    skip();
    const m = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i, i + 40));
    if (!m) throw new Error(`bad path near "${d.slice(i, i + 20)}"`);
    i += m[0].length;
    return parseFloat(m[0]);
  };
  const flag = () => {
    skip();
    const c = d[i++];
    if (c !== "0" && c !== "1") throw new Error("bad arc flag");
    return +c;
  };
  while (true) {
    skip();
    if (i >= n) break;
    if (/[a-zA-Z]/.test(d[i])) {
      cmd = d[i++];
      if (cmd.toLowerCase() === "z") {
        out.push({ cmd, args: [] });
        continue;
      }
    } else if (!cmd) throw new Error("path must start with a command");
    const lc = cmd.toLowerCase();
    const args = [];
    for (let k = 0; k < CMD_ARGS[lc]; k++)
      args.push(lc === "a" && (k === 3 || k === 4) ? flag() : num());
    out.push({ cmd, args });
    // implicit repeats of moveto are linetos
    if (cmd === "m") cmd = "l";
    else if (cmd === "M") cmd = "L";
  }
  return out;
}

/** Round every coordinate of a path to `p` decimals and re-serialise compactly. */
export function roundPath(d, p = 1) {
  let out = "";
  let prevCmd = null;
  for (const { cmd, args } of parsePath(d)) {
    const implicit = prevCmd && cmd === prevCmd && cmd.toLowerCase() !== "m";
    if (!implicit) out += cmd;
    let prev = implicit ? "num" : "cmd";
    let prevHasDot = false;
    args.forEach((a) => {
      const s = fmt(a, p);
      const needSep = prev === "num" && !s.startsWith("-") && !(s.startsWith(".") && prevHasDot);
      out += (needSep ? " " : "") + s;
      prev = "num";
      prevHasDot = s.includes(".");
    });
    prevCmd = cmd;
  }
  return out;
}

/** Round numbers inside all d="…" attributes of a markup string. */
export function roundPathsInMarkup(markup, p = 1) {
  return markup.replace(/ d="([^"]*)"/g, (_, d) => ` d="${roundPath(d, p)}"`);
}

/** Whitespace / redundant-attribute minification for generated SVG markup. */
export function minifySvg(svg) {
  return svg
    .replace(/<\?xml[^>]*>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s{2,}/g, " ")
    .replace(/\s*\/>/g, "/>")
    .replace(/<(path|rect|circle|ellipse|line|polygon|polyline|stop|use)([^>]*)><\/\1>/g, "<$1$2/>")
    .trim();
}
