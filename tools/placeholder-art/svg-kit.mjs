/**
 * The drawing kit of the placeholder art: the brand palette, SVG shapes (rect, circle, ellipse, line,
 * svgPath, text, group), a few ready-made pieces (a pill label, a tick, a phone, the mascot, a beach
 * umbrella), a fixed-seed random generator and the JPEG renderer. Each shape returns SVG markup as a string.
 */
import sharp from "sharp";
import brandColors from "../../src/styles/colors.json" with { type: "json" };

const FONT = "DejaVu Sans, sans-serif";

/** The brand colours (src/styles/colors.json, the same as the site's tokens) and the neutral tones of the mock-ups. */
export const palette = {
  ...brandColors,
  // Neutral UI surfaces (flat, no gradients).
  line: "#E4E4E4",
  soft: "#F4F4F4",
  mid: "#6B6B6B",
  skin1: "#F3C7A1",
  skin2: "#C98B5E",
  hair1: "#3A2418",
  hair2: "#111111",
};

/* ------------------------------------------------------------------ primitives */

/**
 * Presentation options of the shape helpers (rect, circle, ellipse, line, svgPath, pill): each reads the ones it draws with.
 * @typedef {object} Style
 * @property {string} [fill]
 * @property {string} [stroke]
 * @property {number} [sw] stroke width
 * @property {number} [op] fill opacity
 * @property {string} [dash] stroke-dasharray
 * @property {number} [r] corner radius (rectangles)
 * @property {string} [join] stroke-linejoin
 * @property {string} [cap] stroke-linecap
 */

/**
 * Options of the text helper `text`.
 * @typedef {object} TextStyle
 * @property {number} [size] font size
 * @property {number} [weight] font weight
 * @property {string} [fill]
 * @property {string} [anchor] text-anchor
 * @property {number} [ls] letter spacing
 * @property {number} [rot] rotation in degrees, about (x, y)
 * @property {number} [op] fill opacity
 * @property {string} [deco] text-decoration
 */

/** Draws into a box of its own coordinates, `w` by `h`: the content of a browser window or a phone screen. */
/** @typedef {(w: number, h: number) => string} Content */

/** @param {string | number} s */
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** @param {Record<string, string | number | undefined>} o attributes; undefined ones are left out */
function attrs(o) {
  return Object.entries(o)
    .flatMap(([k, v]) => (v === undefined ? [] : [`${k}="${esc(v)}"`]))
    .join(" ");
}

/** @type {(x: number, y: number, w: number, h: number, style?: Style) => string} */
export const rect = (x, y, w, h, { r = 0, fill = "none", stroke, sw, op, dash } = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx: r, fill, stroke, "stroke-width": sw, "fill-opacity": op, "stroke-dasharray": dash })}/>`;

/** @type {(cx: number, cy: number, r: number, style?: Style) => string} */
export const circle = (cx, cy, r, { fill = "none", stroke, sw, op } = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, stroke, "stroke-width": sw, "fill-opacity": op })}/>`;

/** @type {(cx: number, cy: number, rx: number, ry: number, style?: Style) => string} */
export const ellipse = (cx, cy, rx, ry, { fill = "none", stroke, sw, op } = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, stroke, "stroke-width": sw, "fill-opacity": op })}/>`;

/** @type {(x1: number, y1: number, x2: number, y2: number, style?: Style) => string} */
export const line = (x1, y1, x2, y2, { stroke = palette.black, sw = 2, cap = "round", dash } = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": sw, "stroke-linecap": cap, "stroke-dasharray": dash })}/>`;

/** @type {(d: string, style?: Style) => string} */
export const svgPath = (d, { fill = "none", stroke, sw, op, join = "round", cap = "round" } = {}) =>
  `<path ${attrs({ d, fill, stroke, "stroke-width": sw, "fill-opacity": op, "stroke-linejoin": stroke ? join : undefined, "stroke-linecap": stroke ? cap : undefined })}/>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {string | number} str
 * @param {TextStyle} [style]
 */
export function text(x, y, str, { size = 16, weight = 400, fill = palette.black, anchor = "start", ls, rot, op, deco } = {}) {
  const a = attrs({
    x,
    y,
    "font-family": FONT,
    "font-size": size,
    "font-weight": weight,
    fill,
    "text-anchor": anchor,
    "letter-spacing": ls,
    "fill-opacity": op,
    "text-decoration": deco,
    transform: rot ? `rotate(${rot} ${x} ${y})` : undefined,
  });
  return `<text ${a}>${esc(str)}</text>`;
}

/**
 * A group, moved (tx, ty), rotated (degrees), scaled and clipped (the id of a clipPath).
 * @param {string} inner
 * @param {{ tx?: number, ty?: number, s?: number, rot?: number, clip?: string }} [transform]
 */
export const group = (inner, { tx = 0, ty = 0, s = 1, rot = 0, clip } = {}) => {
  /** @type {string[]} */
  const t = [];
  if (tx || ty) t.push(`translate(${tx} ${ty})`);
  if (rot) t.push(`rotate(${rot})`);
  if (s !== 1) t.push(`scale(${s})`);
  return `<g${t.length ? ` transform="${t.join(" ")}"` : ""}${clip ? ` clip-path="url(#${clip})"` : ""}>${inner}</g>`;
};

/**
 * Rough text width for DejaVu Sans, good enough to size pills and chips.
 * @type {(s: string, size: number, weight?: number) => number}
 */
export const textWidth = (s, size, weight = 400) => [...String(s)].length * size * (weight >= 700 ? 0.66 : 0.6);

let clipCounter = 0;
/** Starts the next picture's clip ids at clip1 again. */
export const resetClipIds = () => {
  clipCounter = 0;
};
/**
 * A rounded-rectangle clipPath: its `def` goes in a <defs>, its `id` in clip-path.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r corner radius
 */
export function clipRect(x, y, w, h, r) {
  const id = `clip${++clipCounter}`;
  return { id, def: `<clipPath id="${id}">${rect(x, y, w, h, { r, fill: palette.black })}</clipPath>` };
}

/**
 * Deterministic PRNG (mulberry32): numbers in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ------------------------------------------------------------------ components */

/**
 * A rounded label; `w` of the result is its width, to place the next one. Without `w` and `h` the pill fits the label.
 * @param {number} x
 * @param {number} y
 * @param {string} label
 * @param {{ fill?: string, color?: string, size?: number, weight?: number, h?: number, padX?: number, w?: number, stroke?: string, sw?: number }} [options]
 */
export function pill(x, y, label, { fill = palette.black, color = palette.white, size = 16, weight = 700, h, padX = 22, w, stroke, sw } = {}) {
  const height = h ?? Math.round(size * 2.4);
  const width = w ?? Math.round(textWidth(label, size, weight) + padX * 2);
  return {
    w: width,
    svg:
      rect(x, y, width, height, { r: height / 2, fill, stroke, sw }) +
      text(x + width / 2, y + height / 2 + size * 0.36, label, { size, weight, fill: color, anchor: "middle" }),
  };
}

/** A tick mark centred on (x, y), scaled by `s`. @type {(x: number, y: number, s?: number, color?: string, sw?: number) => string} */
export const check = (x, y, s = 1, color = palette.white, sw = 4) =>
  svgPath(`M${x - 8 * s} ${y} L${x - 2 * s} ${y + 6 * s} L${x + 9 * s} ${y - 7 * s}`, { stroke: color, sw });

/**
 * A flat phone; `content(w, h)` draws in the screen's own coordinates.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {Content} content
 * @param {{ screen?: string, time?: string }} [options] the screen's colour, the status bar's clock
 */
export function phone(x, y, w, h, content, { screen = palette.white, time = "9:41" } = {}) {
  const inset = 14;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  const clip = clipRect(0, 0, sw, sh, 40);
  return (
    `<defs>${clip.def}</defs>` +
    rect(x, y, w, h, { r: 56, fill: palette.black }) +
    group(
      rect(0, 0, sw, sh, { fill: screen }) +
        text(34, 36, time, { size: 15, weight: 700 }) +
        rect(sw - 62, 25, 28, 13, { r: 3, stroke: palette.black, sw: 2 }) +
        rect(sw - 59, 28, 18, 7, { r: 1, fill: palette.black }) +
        rect(sw - 32, 29, 3, 5, { r: 1, fill: palette.black }) +
        svgPath(`M${sw - 92} 36 l5 -5 a9 9 0 0 1 14 0 l5 5`, { stroke: palette.black, sw: 2.5 }) +
        content(sw, sh),
      { tx: x + inset, ty: y + inset, clip: clip.id },
    ) +
    rect(x + w / 2 - 56, y + 24, 112, 30, { r: 15, fill: palette.black }) +
    rect(x + w / 2 - 60, y + h - 30, 120, 6, { r: 3, fill: palette.black, op: 0.85 })
  );
}

/**
 * The studio's mascot (same drawing as src/components/shared/mascot/Mascot.tsx), 200×220 units.
 * @param {number} x @param {number} y @param {number} size width @param {string} fill @param {number} [rot] degrees
 */
export function mascot(x, y, size, fill, rot = 0) {
  const s = size / 200;
  const body =
    rect(52, 176, 30, 34, { r: 13, fill: palette.black }) +
    rect(118, 176, 30, 34, { r: 13, fill: palette.black }) +
    rect(16, 18, 168, 168, { r: 46, fill, stroke: palette.black, sw: 6 }) +
    rect(36, 32, 128, 128, { r: 34, fill: palette.white, op: 0.22 }) +
    ellipse(76, 92, 13, 18, { fill: palette.black }) +
    ellipse(124, 92, 13, 18, { fill: palette.black }) +
    circle(80, 85, 5, { fill: palette.white }) +
    circle(128, 85, 5, { fill: palette.white }) +
    svgPath("M84 126 Q100 142 116 126", { stroke: palette.black, sw: 7 });
  return `<g transform="translate(${x} ${y}) rotate(${rot} ${size / 2} ${(size * 1.1) / 2}) scale(${s})">${body}</g>`;
}

/**
 * Top view of a beach umbrella: eight panels, alternate ones lighter.
 * @param {number} cx @param {number} cy @param {number} r @param {string} fill
 * @param {{ ring?: string }} [options] the colour of a ring around it (the selected one)
 */
export function umbrella(cx, cy, r, fill, { ring } = {}) {
  let s = circle(cx, cy, r, { fill });
  for (let i = 0; i < 8; i += 2) {
    const a0 = (i * Math.PI) / 4 - Math.PI / 8;
    const a1 = a0 + Math.PI / 4;
    const p = (/** @type {number} */ a) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
    s += svgPath(`M${cx} ${cy} L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z`, { fill: palette.white, op: 0.3 });
  }
  s += circle(cx, cy, r, { stroke: palette.black, sw: 2.5 }) + circle(cx, cy, 3.5, { fill: palette.black });
  if (ring) s += circle(cx, cy, r + 7, { stroke: ring, sw: 4 });
  return s;
}

/**
 * The JPEG of an SVG drawing.
 * @param {string} svg
 * @param {{ width: number, height: number, quality?: number }} size
 */
export function renderJpeg(svg, { width, height, quality = 82 }) {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .flatten({ background: palette.white })
    .jpeg({ quality, progressive: true, mozjpeg: true })
    .toBuffer();
}
