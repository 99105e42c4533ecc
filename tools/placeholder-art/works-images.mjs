/**
 * Draws the product-screen mock-ups shown in the Works sliders and renders them to JPEG.
 *
 *   node scripts/assets/works-images.mjs
 *
 * Every picture is a flat SVG (brand colours, rounded shapes, no gradients) rendered by sharp
 * (librsvg) at 1600×1000 into content/works/<folder>/<name>.jpg. The output is deterministic:
 * the only "random" data (which umbrellas are booked, chart bars) comes from a fixed-seed PRNG.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { describe, forceFromArgv, writeAsset } from "./write-asset.mjs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WIDTH = 1600;
const HEIGHT = 1000;
const FONT = "DejaVu Sans, sans-serif";

const C = {
  yellow: "#FFD23F",
  orange: "#FF7A1A",
  cyan: "#3BCEDB",
  blue: "#2B59FF",
  green: "#2BD67B",
  purple: "#8A5CF6",
  black: "#111111",
  white: "#FFFFFF",
  grey: "#9A9A9A",
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
 * Presentation options of the shape helpers (R, Ci, El, L, P, pill): each reads the ones it draws with.
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
 * Options of the text helper T.
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
const R = (x, y, w, h, { r = 0, fill = "none", stroke, sw, op, dash } = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx: r, fill, stroke, "stroke-width": sw, "fill-opacity": op, "stroke-dasharray": dash })}/>`;

/** @type {(cx: number, cy: number, r: number, style?: Style) => string} */
const Ci = (cx, cy, r, { fill = "none", stroke, sw, op } = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, stroke, "stroke-width": sw, "fill-opacity": op })}/>`;

/** @type {(cx: number, cy: number, rx: number, ry: number, style?: Style) => string} */
const El = (cx, cy, rx, ry, { fill = "none", stroke, sw, op } = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, stroke, "stroke-width": sw, "fill-opacity": op })}/>`;

/** @type {(x1: number, y1: number, x2: number, y2: number, style?: Style) => string} */
const L = (x1, y1, x2, y2, { stroke = C.black, sw = 2, cap = "round", dash } = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": sw, "stroke-linecap": cap, "stroke-dasharray": dash })}/>`;

/** @type {(d: string, style?: Style) => string} */
const P = (d, { fill = "none", stroke, sw, op, join = "round", cap = "round" } = {}) =>
  `<path ${attrs({ d, fill, stroke, "stroke-width": sw, "fill-opacity": op, "stroke-linejoin": stroke ? join : undefined, "stroke-linecap": stroke ? cap : undefined })}/>`;

/**
 * @param {number} x
 * @param {number} y
 * @param {string | number} str
 * @param {TextStyle} [style]
 */
function T(x, y, str, { size = 16, weight = 400, fill = C.black, anchor = "start", ls, rot, op, deco } = {}) {
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
const G = (inner, { tx = 0, ty = 0, s = 1, rot = 0, clip } = {}) => {
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
const textWidth = (s, size, weight = 400) => [...String(s)].length * size * (weight >= 700 ? 0.66 : 0.6);

let clipCounter = 0;
/**
 * A rounded-rectangle clipPath: its `def` goes in a <defs>, its `id` in clip-path.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r corner radius
 */
function clipRect(x, y, w, h, r) {
  const id = `clip${++clipCounter}`;
  return { id, def: `<clipPath id="${id}">${R(x, y, w, h, { r, fill: C.black })}</clipPath>` };
}

/**
 * Deterministic PRNG (mulberry32): numbers in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
function prng(seed) {
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
function pill(x, y, label, { fill = C.black, color = C.white, size = 16, weight = 700, h, padX = 22, w, stroke, sw } = {}) {
  const height = h ?? Math.round(size * 2.4);
  const width = w ?? Math.round(textWidth(label, size, weight) + padX * 2);
  return {
    w: width,
    svg:
      R(x, y, width, height, { r: height / 2, fill, stroke, sw }) +
      T(x + width / 2, y + height / 2 + size * 0.36, label, { size, weight, fill: color, anchor: "middle" }),
  };
}

/** A tick mark centred on (x, y), scaled by `s`. @type {(x: number, y: number, s?: number, color?: string, sw?: number) => string} */
const check = (x, y, s = 1, color = C.white, sw = 4) =>
  P(`M${x - 8 * s} ${y} L${x - 2 * s} ${y + 6 * s} L${x + 9 * s} ${y - 7 * s}`, { stroke: color, sw });

/**
 * A flat browser window; `content(w, h)` draws in the page's own coordinates.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} url
 * @param {Content} content
 * @param {{ bar?: string }} [options] the address bar's colour
 */
function browser(x, y, w, h, url, content, { bar = C.white } = {}) {
  const barH = 56;
  const clip = clipRect(0, 0, w, h - barH, 0);
  const clipOuter = clipRect(x, y, w, h, 24);
  return (
    `<defs>${clip.def}${clipOuter.def}</defs>` +
    `<g clip-path="url(#${clipOuter.id})">` +
    R(x, y, w, h, { fill: C.white }) +
    R(x, y, w, barH, { fill: bar }) +
    Ci(x + 30, y + 28, 8, { fill: C.orange }) +
    Ci(x + 56, y + 28, 8, { fill: C.yellow }) +
    Ci(x + 82, y + 28, 8, { fill: C.green }) +
    R(x + 130, y + 12, Math.min(620, w - 260), 32, { r: 16, fill: C.soft }) +
    // padlock
    R(x + 148, y + 27, 12, 10, { r: 2, fill: C.mid }) +
    P(`M${x + 150} ${y + 27} v-3 a4 4 0 0 1 8 0 v3`, { stroke: C.mid, sw: 2 }) +
    T(x + 170, y + 34, url, { size: 15, fill: C.mid }) +
    R(x + w - 112, y + 20, 16, 16, { r: 4, stroke: C.grey, sw: 2 }) +
    L(x + w - 76, y + 28, x + w - 60, y + 28, { stroke: C.grey, sw: 2 }) +
    L(x + w - 68, y + 20, x + w - 68, y + 36, { stroke: C.grey, sw: 2 }) +
    L(x, y + barH, x + w, y + barH, { stroke: C.line, sw: 2 }) +
    G(content(w, h - barH), { tx: x, ty: y + barH, clip: clip.id }) +
    `</g>` +
    R(x, y, w, h, { r: 24, stroke: C.black, sw: 4 })
  );
}

/**
 * A flat phone; `content(w, h)` draws in the screen's own coordinates.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {Content} content
 * @param {{ screen?: string, time?: string }} [options] the screen's colour, the status bar's clock
 */
function phone(x, y, w, h, content, { screen = C.white, time = "9:41" } = {}) {
  const inset = 14;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  const clip = clipRect(0, 0, sw, sh, 40);
  return (
    `<defs>${clip.def}</defs>` +
    R(x, y, w, h, { r: 56, fill: C.black }) +
    G(
      R(0, 0, sw, sh, { fill: screen }) +
        T(34, 36, time, { size: 15, weight: 700 }) +
        R(sw - 62, 25, 28, 13, { r: 3, stroke: C.black, sw: 2 }) +
        R(sw - 59, 28, 18, 7, { r: 1, fill: C.black }) +
        R(sw - 32, 29, 3, 5, { r: 1, fill: C.black }) +
        P(`M${sw - 92} 36 l5 -5 a9 9 0 0 1 14 0 l5 5`, { stroke: C.black, sw: 2.5 }) +
        content(sw, sh),
      { tx: x + inset, ty: y + inset, clip: clip.id },
    ) +
    R(x + w / 2 - 56, y + 24, 112, 30, { r: 15, fill: C.black }) +
    R(x + w / 2 - 60, y + h - 30, 120, 6, { r: 3, fill: C.black, op: 0.85 })
  );
}

/**
 * The studio's mascot (same drawing as src/components/shared/mascot/Mascot.tsx), 200×220 units.
 * @param {number} x @param {number} y @param {number} size width @param {string} fill @param {number} [rot] degrees
 */
function mascot(x, y, size, fill, rot = 0) {
  const s = size / 200;
  const body =
    R(52, 176, 30, 34, { r: 13, fill: C.black }) +
    R(118, 176, 30, 34, { r: 13, fill: C.black }) +
    R(16, 18, 168, 168, { r: 46, fill, stroke: C.black, sw: 6 }) +
    R(36, 32, 128, 128, { r: 34, fill: C.white, op: 0.22 }) +
    El(76, 92, 13, 18, { fill: C.black }) +
    El(124, 92, 13, 18, { fill: C.black }) +
    Ci(80, 85, 5, { fill: C.white }) +
    Ci(128, 85, 5, { fill: C.white }) +
    P("M84 126 Q100 142 116 126", { stroke: C.black, sw: 7 });
  return `<g transform="translate(${x} ${y}) rotate(${rot} ${size / 2} ${(size * 1.1) / 2}) scale(${s})">${body}</g>`;
}

/**
 * Top view of a beach umbrella: eight panels, alternate ones lighter.
 * @param {number} cx @param {number} cy @param {number} r @param {string} fill
 * @param {{ ring?: string }} [options] the colour of a ring around it (the selected one)
 */
function umbrella(cx, cy, r, fill, { ring } = {}) {
  let s = Ci(cx, cy, r, { fill });
  for (let i = 0; i < 8; i += 2) {
    const a0 = (i * Math.PI) / 4 - Math.PI / 8;
    const a1 = a0 + Math.PI / 4;
    const p = (/** @type {number} */ a) => `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
    s += P(`M${cx} ${cy} L${p(a0)} A${r} ${r} 0 0 1 ${p(a1)} Z`, { fill: C.white, op: 0.3 });
  }
  s += Ci(cx, cy, r, { stroke: C.black, sw: 2.5 }) + Ci(cx, cy, 3.5, { fill: C.black });
  if (ring) s += Ci(cx, cy, r + 7, { stroke: ring, sw: 4 });
  return s;
}

/**
 * How a person looks: skin, hair and shirt colours, hair style ("short", "long" or "bun").
 * @typedef {object} Look
 * @property {string} [skin]
 * @property {string} [hair]
 * @property {string} [style]
 * @property {string} [shirt]
 * @property {boolean} [glasses]
 * @property {boolean} [beard]
 * @property {string} [collar]
 */

/**
 * A flat illustrated person, bust in a 200×220 box (feet of the box at y=220).
 * @param {Look} look
 */
function person({ skin = C.skin1, hair = C.hair1, style = "short", shirt = C.blue, glasses = false, beard = false, collar = C.white }) {
  let s = "";
  if (style === "long") s += P("M46 86 C40 18 160 18 154 86 L162 168 C140 180 60 180 38 168 Z", { fill: hair });
  if (style === "bun") s += Ci(100, 22, 22, { fill: hair });
  s += R(84, 112, 32, 44, { r: 12, fill: skin });
  s += P("M14 220 C14 168 54 146 100 146 C146 146 186 168 186 220 Z", { fill: shirt });
  s += P("M82 146 L100 170 L118 146 Z", { fill: collar });
  s += Ci(55, 88, 11, { fill: skin }) + Ci(145, 88, 11, { fill: skin });
  s += El(100, 82, 45, 52, { fill: skin });
  if (style === "long") s += P("M52 90 C44 44 70 26 100 26 C134 26 158 46 148 92 C142 72 128 58 106 50 C94 64 74 78 52 90 Z", { fill: hair });
  if (style === "short") s += P("M52 88 C42 4 158 0 148 86 C144 70 138 60 126 54 C104 62 78 60 62 60 C58 68 54 78 52 88 Z", { fill: hair });
  if (style === "bun") s += P("M55 80 C52 34 148 30 146 80 C138 60 118 46 100 46 C80 46 62 58 55 80 Z", { fill: hair });
  if (beard) s += P("M58 92 C60 140 140 140 142 92 C138 118 120 126 100 126 C80 126 62 118 58 92 Z", { fill: hair });
  s += El(83, 88, 5, 6.5, { fill: C.black }) + El(117, 88, 5, 6.5, { fill: C.black });
  s += P("M70 72 Q83 66 94 72", { stroke: hair === C.hair2 ? C.black : hair, sw: 4 });
  s += P("M106 72 Q117 66 130 72", { stroke: hair === C.hair2 ? C.black : hair, sw: 4 });
  if (glasses) {
    s += R(66, 76, 34, 24, { r: 10, stroke: C.black, sw: 4 }) + R(102, 76, 34, 24, { r: 10, stroke: C.black, sw: 4 });
    s += L(100, 86, 102, 86, { sw: 4 });
  }
  s += Ci(72, 106, 8, { fill: C.orange, op: 0.3 }) + Ci(128, 106, 8, { fill: C.orange, op: 0.3 });
  s += P(beard ? "M88 110 Q100 118 112 110" : "M86 108 Q100 122 114 108", { stroke: C.black, sw: 4.5 });
  return s;
}

/** @type {(x: number, y: number, size: number, look: Look) => string} */
const placePerson = (x, y, size, look) => `<g transform="translate(${x} ${y}) scale(${size / 200})">${person(look)}</g>`;

/**
 * A whole mock-up, WIDTH×HEIGHT: `inner` drawn over a `bg` background.
 * @param {string} bg @param {string} inner
 */
function svgDoc(bg, inner) {
  clipCounter = 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    R(0, 0, WIDTH, HEIGHT, { fill: bg }) +
    inner +
    `</svg>`
  );
}

/* ================================================================== 01 lido booking */

const LIDO = { rows: 5, cols: 12, selected: 27 };
function lidoBooked() {
  const rnd = prng(20240712);
  const booked = new Set();
  for (let n = 1; n <= LIDO.rows * LIDO.cols; n++) if (rnd() < 0.48 && n !== LIDO.selected) booked.add(n);
  return booked;
}

function lidoMap() {
  const booked = lidoBooked();
  const total = LIDO.rows * LIDO.cols;
  const free = total - booked.size - 1;
  /** @type {Content} */
  const content = (w, h) => {
    let s = "";
    // app header
    s += R(28, 18, 40, 40, { r: 12, fill: C.yellow, stroke: C.black, sw: 2.5 });
    s += umbrella(48, 38, 12, C.orange);
    s += T(80, 47, "LidoPrenota", { size: 24, weight: 700 });
    s += T(300, 46, "Lido Azzurro · Polignano a Mare", { size: 17, fill: C.mid });
    s += T(880, 46, "Spiaggia", { size: 17, weight: 700 });
    s += R(880, 58, 82, 4, { r: 2, fill: C.black });
    s += T(1000, 46, "Servizi", { size: 17, fill: C.mid });
    s += T(1100, 46, "Le mie prenotazioni", { size: 17, fill: C.mid });
    s += Ci(1334, 38, 20, { fill: C.purple });
    s += T(1334, 44, "AR", { size: 15, weight: 700, fill: C.white, anchor: "middle" });
    s += L(0, 76, w, 76, { stroke: C.line });

    // sidebar
    const sx = 32;
    s += L(348, 76, 348, h, { stroke: C.line });
    s += T(sx, 124, "Scegli il giorno", { size: 15, weight: 700, fill: C.mid });
    s += R(sx, 138, 284, 64, { r: 18, fill: C.soft });
    s += T(sx + 24, 178, "‹", { size: 26, weight: 700 });
    s += T(sx + 142, 177, "Sab 12 luglio", { size: 20, weight: 700, anchor: "middle" });
    s += T(sx + 260, 178, "›", { size: 26, weight: 700 });

    s += T(sx, 250, "Fascia oraria", { size: 15, weight: 700, fill: C.mid });
    s += R(sx, 264, 284, 52, { r: 26, fill: C.soft });
    s += R(sx + 4, 268, 90, 44, { r: 22, fill: C.black });
    s += T(sx + 49, 295, "Giornata", { size: 14, weight: 700, fill: C.white, anchor: "middle" });
    s += T(sx + 136, 295, "Mattina", { size: 14, fill: C.black, anchor: "middle" });
    s += T(sx + 226, 295, "Pomeriggio", { size: 14, fill: C.black, anchor: "middle" });

    s += T(sx, 364, "Legenda", { size: 15, weight: 700, fill: C.mid });
    [
      [C.green, "Libero"],
      [C.orange, "Occupato"],
      [C.blue, "Selezionato"],
    ].forEach(([col, label], i) => {
      s += umbrella(sx + 16, 396 + i * 44, 14, col);
      s += T(sx + 44, 402 + i * 44, label, { size: 17 });
    });

    s += R(sx, 540, 284, 120, { r: 22, fill: C.yellow });
    s += T(sx + 22, 578, "Ombrelloni liberi", { size: 16, weight: 700 });
    s += T(sx + 22, 628, `${free}`, { size: 44, weight: 700 });
    s += T(sx + 22 + textWidth(`${free}`, 44, 700) + 6, 628, `su ${total}`, { size: 18 });
    s += R(sx + 22, 640, 240, 8, { r: 4, fill: C.white });
    s += R(sx + 22, 640, Math.round((240 * free) / total), 8, { r: 4, fill: C.black });

    s += T(sx, 706, "Prezzi da € 18,00 al giorno", { size: 15, fill: C.mid });
    s += T(sx, 732, "Lettino extra € 6,00", { size: 15, fill: C.mid });

    // sea
    const mx = 380;
    const mw = w - mx - 32;
    s += R(mx, 100, mw, 64, { r: 18, fill: C.cyan });
    for (let i = 0; i < 9; i++) {
      if (i === 4) continue;
      const wx = mx + 34 + i * ((mw - 116) / 8);
      s += P(`M${wx} 134 q12 -12 24 0 t24 0`, { stroke: C.white, sw: 3.5 });
    }
    s += T(mx + mw / 2, 140, "M A R E", { size: 18, weight: 700, fill: C.white, anchor: "middle" });
    s += T(mx, 192, "Battigia", { size: 13, fill: C.grey });
    s += L(mx + 70, 188, mx + mw, 188, { stroke: C.line, sw: 2, dash: "6 8" });

    // umbrella grid
    const gx0 = mx + 104;
    const dx = 68;
    const gap = 40;
    for (let r = 0; r < LIDO.rows; r++) {
      const cy = 234 + r * 78;
      s += T(mx, cy + 6, `Fila ${r + 1}`, { size: 15, weight: 700, fill: C.mid });
      for (let c = 0; c < LIDO.cols; c++) {
        const n = r * LIDO.cols + c + 1;
        const cx = gx0 + c * dx + (c >= 6 ? gap : 0);
        const sel = n === LIDO.selected;
        const col = sel ? C.blue : booked.has(n) ? C.orange : C.green;
        s += umbrella(cx, cy, 21, col, { ring: sel ? C.blue : undefined });
        s += T(cx, cy + 43, String(n), { size: 12, weight: sel ? 700 : 400, fill: sel ? C.blue : C.mid, anchor: "middle" });
      }
    }
    // walkway
    const wx = gx0 + 5 * dx + dx / 2 + gap / 2 - 2;
    s += R(wx - 12, 206, 24, 382, { r: 12, fill: C.soft });
    // facilities
    s += R(mx, 604, 200, 38, { r: 12, fill: C.soft });
    s += T(mx + 100, 629, "Bar e ristoro", { size: 14, weight: 700, fill: C.mid, anchor: "middle" });
    s += R(mx + 216, 604, 150, 38, { r: 12, fill: C.soft });
    s += T(mx + 291, 629, "Docce", { size: 14, weight: 700, fill: C.mid, anchor: "middle" });
    s += R(mx + mw - 200, 604, 200, 38, { r: 12, fill: C.soft });
    s += T(mx + mw - 100, 629, "Ingresso", { size: 14, weight: 700, fill: C.mid, anchor: "middle" });

    // selection bar
    s += R(mx, 662, mw, 114, { r: 28, fill: C.black });
    s += umbrella(mx + 62, 719, 26, C.blue);
    s += T(mx + 108, 708, `Ombrellone ${LIDO.selected} · Fila 3`, { size: 22, weight: 700, fill: C.white });
    s += T(mx + 108, 740, "2 lettini · Giornata intera · Sab 12 luglio", { size: 16, fill: "#CFCFCF" });
    s += T(mx + mw - 270, 708, "Totale", { size: 14, fill: "#CFCFCF", anchor: "end" });
    s += T(mx + mw - 270, 742, "€ 28,00", { size: 30, weight: 700, fill: C.yellow, anchor: "end" });
    s += pill(mx + mw - 240, 691, "Prenota ora", { fill: C.yellow, color: C.black, size: 19, h: 56, w: 210 }).svg;
    return s;
  };
  const deco = Ci(1470, 110, 150, { fill: C.yellow }) + R(40, 820, 180, 180, { r: 60, fill: C.white, op: 0.25 });
  return svgDoc(C.cyan, deco + browser(110, 80, 1380, 860, "lidoprenota.it/lido-azzurro/spiaggia", content));
}

function lidoCheckout() {
  /** @type {(y: number, label: string, value: string, style?: TextStyle) => string} */
  const row = (y, label, value, opt = {}) =>
    T(28, y, label, { size: 16, fill: C.mid }) + T(344, y, value, { size: 16, weight: 700, anchor: "end", ...opt });

  /** @type {Content} */
  const summary = (w) => {
    let s = "";
    s += T(28, 96, "‹", { size: 30, weight: 700 });
    s += T(w / 2, 94, "Riepilogo", { size: 21, weight: 700, anchor: "middle" });
    s += R(20, 122, w - 40, 160, { r: 26, fill: C.cyan });
    s += umbrella(82, 202, 40, C.blue);
    s += T(140, 176, "Lido Azzurro", { size: 20, weight: 700 });
    s += T(140, 204, "Ombrellone 27", { size: 16 });
    s += T(140, 228, "Fila 3 · vicino al bar", { size: 16 });
    s += R(140, 244, 110, 26, { r: 13, fill: C.white });
    s += T(195, 262, "Disponibile", { size: 13, weight: 700, anchor: "middle" });
    s += row(326, "Data", "Sab 12 luglio");
    s += L(28, 346, w - 28, 346, { stroke: C.line });
    s += row(378, "Fascia", "Giornata intera");
    s += L(28, 398, w - 28, 398, { stroke: C.line });
    s += T(28, 436, "Lettini", { size: 16, fill: C.mid });
    s += Ci(250, 430, 17, { stroke: C.black, sw: 2.5 }) + T(250, 437, "−", { size: 20, weight: 700, anchor: "middle" });
    s += T(286, 437, "2", { size: 18, weight: 700, anchor: "middle" });
    s += Ci(322, 430, 17, { fill: C.black }) + T(322, 437, "+", { size: 20, weight: 700, fill: C.white, anchor: "middle" });
    s += L(28, 462, w - 28, 462, { stroke: C.line });
    s += T(28, 500, "Cabina spogliatoio", { size: 16, fill: C.mid });
    s += R(290, 480, 56, 30, { r: 15, fill: C.green }) + Ci(331, 495, 11, { fill: C.white });
    s += R(20, 530, w - 40, 150, { r: 22, fill: C.soft });
    s += T(40, 566, "Ombrellone + 2 lettini", { size: 15, fill: C.mid }) + T(w - 40, 566, "€ 24,00", { size: 15, anchor: "end" });
    s += T(40, 596, "Cabina", { size: 15, fill: C.mid }) + T(w - 40, 596, "€ 4,00", { size: 15, anchor: "end" });
    s += L(40, 616, w - 40, 616, { stroke: C.line });
    s += T(40, 656, "Totale", { size: 20, weight: 700 }) + T(w - 40, 656, "€ 28,00", { size: 24, weight: 700, anchor: "end" });
    s += pill(20, 700, "Vai al pagamento", { size: 18, h: 58, w: w - 40 }).svg;
    return s;
  };

  /** @type {Content} */
  const payment = (w) => {
    let s = "";
    s += T(28, 96, "‹", { size: 30, weight: 700 });
    s += T(w / 2, 94, "Pagamento", { size: 21, weight: 700, anchor: "middle" });
    // card
    s += R(20, 122, w - 40, 188, { r: 26, fill: C.purple });
    s += R(44, 150, 48, 36, { r: 8, fill: C.yellow });
    s += L(44, 168, 92, 168, { stroke: C.black, sw: 1.5 }) + L(68, 150, 68, 186, { stroke: C.black, sw: 1.5 });
    for (let k = 0; k < 3; k++)
      s += P(`M${w - 84 + k * 9} ${156 - k * 4} a${14 + k * 6} ${14 + k * 6} 0 0 1 0 ${24 + k * 8}`, { stroke: C.white, sw: 3.5 });
    s += T(44, 240, "•••• •••• •••• 4821", { size: 22, weight: 700, fill: C.white, ls: 1 });
    s += T(44, 284, "ANNA RIZZI", { size: 15, weight: 700, fill: C.white });
    s += T(w - 44, 284, "09/28", { size: 15, weight: 700, fill: C.white, anchor: "end" });
    // methods
    /** @type {[string, boolean][]} */
    const methods = [
      ["Carta", true],
      ["Al lido", false],
      ["Wallet", false],
    ];
    const mw = (w - 40 - 20) / 3;
    methods.forEach(([label, on], i) => {
      const mx = 20 + i * (mw + 10);
      s += R(mx, 330, mw, 52, { r: 16, fill: on ? C.white : C.soft, stroke: on ? C.blue : undefined, sw: 3 });
      s += T(mx + mw / 2, 362, label, { size: 15, weight: on ? 700 : 400, fill: on ? C.blue : C.mid, anchor: "middle" });
    });
    /** @type {(x: number, y: number, fw: number, label: string, value: string) => string} */
    const field = (x, y, fw, label, value) =>
      T(x, y, label, { size: 13, weight: 700, fill: C.mid }) +
      R(x, y + 10, fw, 50, { r: 14, stroke: C.line, sw: 2, fill: C.white }) +
      T(x + 16, y + 42, value, { size: 16 });
    s += field(20, 414, w - 40, "Intestatario", "Anna Rizzi");
    s += field(20, 494, w - 40, "Numero carta", "5412 7500 1234 4821");
    s += field(20, 574, (w - 52) / 2, "Scadenza", "09/28");
    s += field(32 + (w - 52) / 2, 574, (w - 52) / 2, "CVV", "•••");
    s += R(20, 654, 24, 24, { r: 7, fill: C.black }) + check(32, 666, 0.7, C.white, 3);
    s += T(56, 672, "Accetto il regolamento del lido", { size: 14 });
    s += pill(20, 700, "Paga € 28,00", { fill: C.black, size: 18, h: 58, w: w - 40 }).svg;
    return s;
  };

  const deco =
    Ci(450, 300, 260, { fill: C.orange }) +
    R(1020, 520, 420, 420, { r: 120, fill: C.cyan }) +
    umbrella(1390, 230, 110, C.blue) +
    Ci(230, 820, 60, { fill: C.white, op: 0.35 });
  return svgDoc(
    C.yellow,
    deco +
      phone(360, 80, 400, 840, summary) +
      phone(840, 80, 400, 840, payment) +
      `<g transform="rotate(-6 1390 620)">${badge(1272, 594, "Pagamento sicuro")}</g>`,
  );

  /** @param {number} x @param {number} y @param {string} label */
  function badge(x, y, label) {
    const p = pill(x, y, label, { fill: C.white, color: C.black, size: 17, h: 52, padX: 28 });
    return p.svg.replace("<rect", `<rect stroke="${C.black}" stroke-width="3"`);
  }
}

function lidoDashboard() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = "";
    // sidebar
    s += R(0, 0, 260, h, { fill: C.black });
    s += R(28, 30, 40, 40, { r: 12, fill: C.yellow });
    s += umbrella(48, 50, 12, C.orange);
    s += T(80, 58, "LidoPrenota", { size: 21, weight: 700, fill: C.white });
    s += R(28, 86, 96, 28, { r: 14, fill: C.white, op: 0.15 });
    s += T(76, 105, "Gestore", { size: 13, weight: 700, fill: C.white, anchor: "middle" });
    const menu = ["Panoramica", "Prenotazioni", "Mappa spiaggia", "Listino prezzi", "Clienti", "Incassi", "Impostazioni"];
    menu.forEach((m, i) => {
      const y = 150 + i * 54;
      if (i === 0) s += R(18, y, 224, 44, { r: 22, fill: C.yellow });
      s += R(40, y + 15, 14, 14, { r: 4, fill: i === 0 ? C.black : C.grey });
      s += T(68, y + 28, m, { size: 16, weight: i === 0 ? 700 : 400, fill: i === 0 ? C.black : "#D6D6D6" });
    });
    s += R(18, h - 96, 224, 72, { r: 20, fill: C.white, op: 0.1 });
    s += Ci(56, h - 60, 20, { fill: C.cyan });
    s += T(56, h - 54, "AM", { size: 14, weight: 700, anchor: "middle" });
    s += T(88, h - 64, "Antonio M.", { size: 15, weight: 700, fill: C.white });
    s += T(88, h - 42, "Lido Azzurro", { size: 13, fill: C.grey });

    // header
    const x0 = 292;
    const x1 = w - 32;
    s += T(x0, 62, "Buongiorno, Antonio", { size: 30, weight: 700 });
    s += T(x0, 92, "Sabato 12 luglio · ecco come va la giornata al Lido Azzurro", { size: 16, fill: C.mid });
    s += R(x1 - 520, 34, 240, 46, { r: 23, fill: C.soft });
    s += Ci(x1 - 492, 56, 8, { stroke: C.mid, sw: 2.5 }) + L(x1 - 486, 62, x1 - 480, 68, { stroke: C.mid, sw: 2.5 });
    s += T(x1 - 468, 63, "Cerca cliente…", { size: 15, fill: C.grey });
    s += pill(x1 - 264, 34, "+ Nuova prenotazione", { size: 15, h: 46, w: 264 }).svg;

    // KPI cards
    const kpis = [
      [C.yellow, "Occupazione oggi", "87%", "63 ombrelloni su 72"],
      [C.cyan, "Incasso settimana", "€ 12.480", "+9% sulla settimana scorsa"],
      [C.green, "Prenotazioni online", "214", "il 71% dal telefono"],
      [C.orange, "Recensioni", "4,8 ★", "96 recensioni a luglio"],
    ];
    const kw = (x1 - x0 - 3 * 20) / 4;
    kpis.forEach(([col, label, value, sub], i) => {
      const kx = x0 + i * (kw + 20);
      s += R(kx, 120, kw, 132, { r: 24, fill: col });
      s += T(kx + 22, 154, label, { size: 15, weight: 700 });
      s += T(kx + 22, 204, value, { size: 38, weight: 700 });
      s += T(kx + 22, 234, sub, { size: 13 });
    });

    // bar chart
    const cw = 620;
    s += R(x0, 276, cw, 300, { r: 24, stroke: C.line, sw: 2, fill: C.white });
    s += T(x0 + 24, 314, "Presenze ultimi 14 giorni", { size: 18, weight: 700 });
    s += T(x0 + cw - 24, 314, "ospiti al giorno", { size: 13, fill: C.grey, anchor: "end" });
    const rnd = prng(7);
    const base = 520;
    for (let g = 0; g <= 3; g++) {
      const gy = base - g * 50;
      s += L(x0 + 56, gy, x0 + cw - 24, gy, { stroke: C.line, sw: 1.5 });
      s += T(x0 + 44, gy + 5, String(g * 100), { size: 12, fill: C.grey, anchor: "end" });
    }
    const days = [29, 30, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const bw = 24;
    const step = (cw - 96) / 14;
    days.forEach((d, i) => {
      const weekend = [5, 6, 12].includes(d) || d === 29;
      const v = Math.round((weekend ? 200 : 110) + rnd() * 50 + i * 2);
      const bh = (v / 300) * 150;
      const bx = x0 + 64 + i * step;
      s += R(bx, base - bh, bw, bh, { r: 8, fill: i === 13 ? C.orange : C.blue });
      s += T(bx + bw / 2, base + 24, String(d), { size: 12, fill: C.mid, anchor: "middle" });
    });

    // donut
    const dx0 = x0 + cw + 20;
    const dw = x1 - dx0;
    s += R(dx0, 276, dw, 300, { r: 24, stroke: C.line, sw: 2, fill: C.white });
    s += T(dx0 + 24, 314, "Fasce più richieste", { size: 18, weight: 700 });
    /** @type {[string, number, string][]} */
    const segs = [
      [C.blue, 58, "Giornata intera"],
      [C.yellow, 27, "Mattina"],
      [C.green, 15, "Pomeriggio"],
    ];
    const rr = 62;
    const circ = 2 * Math.PI * rr;
    let off = 0;
    const dcx = dx0 + 104;
    const dcy = 444;
    segs.forEach(([col, pct]) => {
      const len = (circ * pct) / 100;
      s += `<circle cx="${dcx}" cy="${dcy}" r="${rr}" fill="none" stroke="${col}" stroke-width="30" stroke-dasharray="${len.toFixed(2)} ${(circ - len).toFixed(2)}" stroke-dashoffset="${(-off).toFixed(2)}" transform="rotate(-90 ${dcx} ${dcy})"/>`;
      off += len;
    });
    s += T(dcx, dcy + 2, "146", { size: 24, weight: 700, anchor: "middle" });
    s += T(dcx, dcy + 22, "oggi", { size: 13, fill: C.mid, anchor: "middle" });
    segs.forEach(([col, pct, label], i) => {
      const ly = 404 + i * 40;
      s += R(dx0 + 200, ly - 14, 18, 18, { r: 5, fill: col });
      s += T(dx0 + 228, ly, label, { size: 15 });
      s += T(dx0 + dw - 24, ly, `${pct}%`, { size: 15, weight: 700, anchor: "end" });
    });

    // table
    s += R(x0, 596, x1 - x0, 190, { r: 24, stroke: C.line, sw: 2, fill: C.white });
    s += T(x0 + 24, 634, "Prenotazioni di oggi", { size: 18, weight: 700 });
    s += T(x1 - 24, 634, "Vedi tutte →", { size: 14, weight: 700, fill: C.blue, anchor: "end" });
    const cols = [0, 240, 420, 620, 760, 900];
    ["Cliente", "Ombrellone", "Fascia", "Lettini", "Importo", "Stato"].forEach(
      (hd, i) => (s += T(x0 + 24 + cols[i], 668, hd, { size: 13, weight: 700, fill: C.grey })),
    );
    /** @type {[string, string, string, string, string, [string, string]][]} */
    const rows = [
      ["Francesca Loiacono", "Fila 1 · n. 2", "Giornata", "2", "€ 32,00", ["Pagata", C.green]],
      ["Vito Colapietro", "Fila 3 · n. 31", "Mattina", "3", "€ 24,00", ["In attesa", C.yellow]],
      ["Martina Gentile", "Fila 2 · n. 16", "Pomeriggio", "2", "€ 18,00", ["Al lido", C.cyan]],
    ];
    rows.forEach(([client, place, slot, beds, amount, [st, col]], i) => {
      const y = 704 + i * 30;
      [client, place, slot, beds, amount].forEach((v, j) => (s += T(x0 + 24 + cols[j], y, v, { size: 14, weight: j === 0 ? 700 : 400 })));
      s += R(x0 + 24 + cols[5], y - 17, 96, 24, { r: 12, fill: col });
      s += T(x0 + 72 + cols[5], y, st, { size: 12, weight: 700, anchor: "middle" });
    });
    return s;
  };
  const deco = Ci(120, 120, 140, { fill: C.yellow }) + R(1380, 760, 260, 260, { r: 80, fill: C.white, op: 0.2 });
  return svgDoc(C.purple, deco + browser(110, 80, 1380, 860, "gestione.lidoprenota.it/panoramica", content));
}

/* ================================================================== 02 video consulto */

const DOCTOR = { skin: C.skin1, hair: C.hair1, style: "long", shirt: C.white, collar: C.cyan, glasses: true };
const CLIENT = { skin: C.skin2, hair: C.hair2, style: "short", shirt: C.orange, beard: true };

/** @param {number} x @param {number} y @param {string} [color] */
function vcLogo(x, y, color = C.black) {
  return (
    R(x, y, 40, 40, { r: 12, fill: C.blue }) +
    R(x + 9, y + 13, 15, 14, { r: 4, fill: C.white }) +
    P(`M${x + 25} ${y + 20} l8 -5 v10 z`, { fill: C.white }) +
    T(x + 52, y + 29, "VideoConsulto", { size: 22, weight: 700, fill: color })
  );
}

/** @param {number} cx @param {number} cy @param {string} color */
function iconMic(cx, cy, color) {
  return (
    R(cx - 6, cy - 14, 12, 20, { r: 6, fill: color }) +
    P(`M${cx - 11} ${cy - 2} a11 11 0 0 0 22 0`, { stroke: color, sw: 3 }) +
    L(cx, cy + 9, cx, cy + 14, { stroke: color, sw: 3 })
  );
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconCam(cx, cy, color) {
  return R(cx - 15, cy - 9, 21, 18, { r: 5, fill: color }) + P(`M${cx + 7} ${cy - 1} l9 -6 v14 l-9 -6 z`, { fill: color });
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconShare(cx, cy, color) {
  return (
    R(cx - 15, cy - 11, 30, 21, { r: 4, stroke: color, sw: 3 }) +
    P(`M${cx} ${cy + 4} v-10 m-5 5 l5 -5 l5 5`, { stroke: color, sw: 3 }) +
    L(cx - 7, cy + 15, cx + 7, cy + 15, { stroke: color, sw: 3 })
  );
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconChat(cx, cy, color) {
  return P(`M${cx - 14} ${cy - 11} h28 a4 4 0 0 1 4 4 v14 a4 4 0 0 1 -4 4 h-16 l-8 7 v-7 h-4 a4 4 0 0 1 -4 -4 v-14 a4 4 0 0 1 4 -4 z`, {
    fill: color,
  });
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconHangup(cx, cy, color) {
  return P(`M${cx - 16} ${cy + 4} c0 -12 32 -12 32 0 l-1 5 l-8 -2 v-5 c-5 -2 -9 -2 -14 0 v5 l-8 2 z`, { fill: color });
}

function videoCall() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = R(0, 0, w, h, { fill: C.black });
    // stage
    const sx = 24;
    const sy = 24;
    const sw = 960;
    const sh = 650;
    const stage = clipRect(sx, sy, sw, sh, 28);
    s += `<defs>${stage.def}</defs><g clip-path="url(#${stage.id})">`;
    s += R(sx, sy, sw, sh, { fill: C.yellow });
    // a flat office: shelf, plant, window
    s += R(sx + 60, sy + 90, 260, 200, { r: 24, fill: C.white, op: 0.55 });
    s += L(sx + 190, sy + 90, sx + 190, sy + 290, { stroke: C.yellow, sw: 10 });
    s += L(sx + 60, sy + 190, sx + 320, sy + 190, { stroke: C.yellow, sw: 10 });
    s += R(sx + 680, sy + 170, 220, 14, { r: 7, fill: C.orange });
    s +=
      R(sx + 700, sy + 110, 30, 60, { r: 6, fill: C.blue }) +
      R(sx + 736, sy + 124, 26, 46, { r: 6, fill: C.purple }) +
      R(sx + 768, sy + 100, 34, 70, { r: 6, fill: C.cyan });
    s += El(sx + 852, sy + 132, 14, 30, { fill: C.green }) + El(sx + 838, sy + 140, 10, 22, { fill: C.green });
    s += R(sx + 820, sy + 136, 50, 34, { r: 10, fill: C.white });
    s += R(sx + 60, sy + 380, 180, 14, { r: 7, fill: C.orange });
    s += R(sx + 84, sy + 330, 46, 50, { r: 10, fill: C.cyan }) + Ci(sx + 176, sy + 356, 22, { fill: C.purple });
    s += placePerson(sx + 240, sy + 170, 480, DOCTOR);
    s += `</g>`;
    // overlays
    s += R(sx + 24, sy + 24, 128, 40, { r: 20, fill: C.black });
    s += Ci(sx + 48, sy + 44, 7, { fill: C.orange });
    s += T(sx + 64, sy + 50, "24:18", { size: 17, weight: 700, fill: C.white });
    s += R(sx + 24, sy + sh - 76, 420, 52, { r: 26, fill: C.black });
    s += T(sx + 50, sy + sh - 43, "Dott.ssa Elena Ricci · Nutrizionista", { size: 17, weight: 700, fill: C.white });
    s += R(sx + sw - 164, sy + 24, 140, 40, { r: 20, fill: C.white });
    s += T(sx + sw - 94, sy + 50, "Qualità HD", { size: 15, weight: 700, anchor: "middle" });
    // picture in picture
    const px = sx + sw - 284;
    const py = sy + sh - 214;
    const pip = clipRect(px, py, 260, 190, 22);
    s += `<defs>${pip.def}</defs><g clip-path="url(#${pip.id})">`;
    s += R(px, py, 260, 190, { fill: C.green });
    s += R(px + 180, py + 30, 50, 70, { r: 10, fill: C.white, op: 0.4 });
    s += placePerson(px + 45, py + 20, 170, CLIENT);
    s += `</g>`;
    s += R(px, py, 260, 190, { r: 22, stroke: C.white, sw: 4 });
    s += R(px + 12, py + 150, 44, 28, { r: 14, fill: C.black });
    s += T(px + 34, py + 170, "Tu", { size: 14, weight: 700, fill: C.white, anchor: "middle" });

    // controls
    const cy = 740;
    const cx0 = sx + sw / 2 - 230;
    const btns = [iconMic, iconCam, iconShare, iconChat];
    btns.forEach((icon, i) => {
      const bx = cx0 + i * 84;
      s += Ci(bx, cy, 30, { fill: i === 1 ? C.white : "#2A2A2A" });
      s += icon(bx, cy, i === 1 ? C.black : C.white);
    });
    s += R(cx0 + 4 * 84 - 30, cy - 30, 150, 60, { r: 30, fill: C.orange });
    s += iconHangup(cx0 + 4 * 84, cy, C.white);
    s += T(cx0 + 4 * 84 + 68, cy + 6, "Termina", { size: 16, weight: 700, fill: C.white, anchor: "middle" });

    // side panel
    const rx = sx + sw + 20;
    const rw = w - rx - 24;
    s += R(rx, 24, rw, h - 48, { r: 28, fill: C.white });
    s += R(rx + 20, 44, rw - 40, 48, { r: 24, fill: C.soft });
    s += R(rx + 24, 48, (rw - 48) / 3, 40, { r: 20, fill: C.black });
    s += T(rx + 24 + (rw - 48) / 6, 74, "Chat", { size: 15, weight: 700, fill: C.white, anchor: "middle" });
    s += T(rx + 24 + (rw - 48) / 2, 74, "Note", { size: 15, fill: C.mid, anchor: "middle" });
    s += T(rx + 24 + (5 * (rw - 48)) / 6, 74, "File", { size: 15, fill: C.mid, anchor: "middle" });
    /** @type {(y: number, lines: string[], mine: boolean, who: string) => string} */
    const bubble = (y, lines, mine, who) => {
      const bw = 250;
      const bx = mine ? rx + rw - 20 - bw : rx + 20;
      const bh = 20 + lines.length * 22;
      let b = T(mine ? bx + bw : bx, y - 8, who, { size: 12, weight: 700, fill: C.grey, anchor: mine ? "end" : "start" });
      b += R(bx, y, bw, bh, { r: 18, fill: mine ? C.blue : C.soft });
      lines.forEach((ln, i) => (b += T(bx + 16, y + 30 + i * 22, ln, { size: 14, fill: mine ? C.white : C.black })));
      return b;
    };
    s += bubble(130, ["Buongiorno! Mi sente bene?"], false, "Elena Ricci · 10:30");
    s += bubble(204, ["Benissimo, grazie.", "Ho portato il diario", "alimentare."], true, "Tu · 10:31");
    s += bubble(320, ["Perfetto, lo guardiamo", "insieme. Le condivido", "il piano settimanale."], false, "Elena Ricci · 10:33");
    // file card
    s += R(rx + 20, 436, rw - 40, 64, { r: 16, stroke: C.line, sw: 2, fill: C.white });
    s += R(rx + 34, 448, 32, 40, { r: 6, fill: C.orange });
    s += T(rx + 50, 473, "PDF", { size: 10, weight: 700, fill: C.white, anchor: "middle" });
    s += T(rx + 78, 464, "Piano-settimanale.pdf", { size: 14, weight: 700 });
    s += T(rx + 78, 486, "248 KB · Scarica", { size: 12, fill: C.mid });
    s += bubble(548, ["Grazie, lo apro subito!"], true, "Tu · 10:34");
    s += R(rx + 20, h - 112, rw - 40, 54, { r: 27, fill: C.soft });
    s += T(rx + 42, h - 78, "Scrivi un messaggio…", { size: 15, fill: C.grey });
    s += Ci(rx + rw - 48, h - 85, 20, { fill: C.blue });
    s += P(`M${rx + rw - 56} ${h - 85} h14 m-5 -6 l6 6 l-6 6`, { stroke: C.white, sw: 3 });
    return s;
  };
  const deco = Ci(1500, 900, 200, { fill: C.cyan }) + R(30, 40, 160, 160, { r: 50, fill: C.white, op: 0.2 });
  return svgDoc(C.blue, deco + browser(110, 80, 1380, 860, "videoconsulto.it/stanza/ricci-4821", content));
}

/** The booking steps, numbered, the `active` one (0-based) bold. @param {number} x @param {number} y @param {number} active */
function steps(x, y, active) {
  const labels = ["Professionista", "Data e ora", "Pagamento"];
  let s = "";
  let cx = x;
  labels.forEach((label, i) => {
    const done = i < active;
    const on = i === active;
    s += Ci(cx + 16, y, 16, { fill: done ? C.green : on ? C.black : C.soft });
    s += done
      ? check(cx + 16, y, 0.8, C.black, 3)
      : T(cx + 16, y + 6, String(i + 1), { size: 15, weight: 700, fill: on ? C.white : C.grey, anchor: "middle" });
    s += T(cx + 42, y + 6, label, { size: 16, weight: on ? 700 : 400, fill: on || done ? C.black : C.grey });
    const lw = textWidth(label, 16, on ? 700 : 400);
    if (i < labels.length - 1) s += L(cx + 56 + lw, y, cx + 96 + lw, y, { stroke: C.line, sw: 3 });
    cx += 110 + lw;
  });
  return s;
}

/** @param {number} w */
function vcHeader(w) {
  let s = vcLogo(32, 18);
  s += T(w - 420, 45, "Professionisti", { size: 16, fill: C.mid });
  s += T(w - 280, 45, "Come funziona", { size: 16, fill: C.mid });
  s += Ci(w - 58, 38, 20, { fill: C.orange });
  s += T(w - 58, 44, "AR", { size: 14, weight: 700, fill: C.white, anchor: "middle" });
  s += L(0, 76, w, 76, { stroke: C.line });
  return s;
}

function vcCalendar() {
  /** @type {Content} */
  const content = (w) => {
    let s = vcHeader(w);
    s += steps(32, 120, 1);

    // professional card
    s += R(32, 164, 340, 600, { r: 28, fill: C.soft });
    const av = clipRect(62, 194, 120, 120, 60);
    s +=
      `<defs>${av.def}</defs><g clip-path="url(#${av.id})">` + R(62, 194, 120, 120, { fill: C.yellow }) + placePerson(70, 206, 104, DOCTOR) + `</g>`;
    s += T(62, 352, "Dott.ssa Elena Ricci", { size: 21, weight: 700 });
    s += T(62, 380, "Nutrizionista · Bari", { size: 16, fill: C.mid });
    s += T(62, 414, "★ 4,9", { size: 16, weight: 700, fill: C.black });
    s += T(118, 414, "128 recensioni", { size: 15, fill: C.mid });
    /** @type {(x: number, y: number, label: string, fill: string, color?: string) => { w: number, svg: string }} */
    const chip = (x, y, label, fill, color = C.black) => pill(x, y, label, { fill, color, size: 14, h: 34, padX: 14 });
    const c1 = chip(62, 436, "Video 45 min", C.cyan);
    s += c1.svg + chip(62 + c1.w + 10, 436, "€ 60,00", C.yellow).svg;
    ["Piani alimentari su misura,", "sport e gravidanza. Prima", "visita e controlli mensili", "in videochiamata."].forEach(
      (ln, i) => (s += T(62, 512 + i * 26, ln, { size: 15, fill: C.black })),
    );
    s += R(62, 640, 280, 96, { r: 20, fill: C.white });
    s += T(82, 676, "Prossimo disponibile", { size: 14, fill: C.mid });
    s += T(82, 708, "Mar 15 luglio, 09:00", { size: 17, weight: 700 });

    // calendar
    const kx = 404;
    const kw = 520;
    s += R(kx, 164, kw, 600, { r: 28, stroke: C.line, sw: 2, fill: C.white });
    s += T(kx + 32, 214, "Luglio", { size: 26, weight: 700 });
    s += Ci(kx + kw - 88, 206, 20, { fill: C.soft }) + T(kx + kw - 88, 213, "‹", { size: 22, weight: 700, anchor: "middle" });
    s += Ci(kx + kw - 40, 206, 20, { fill: C.black }) + T(kx + kw - 40, 213, "›", { size: 22, weight: 700, fill: C.white, anchor: "middle" });
    const cell = (kw - 48) / 7;
    ["L", "M", "M", "G", "V", "S", "D"].forEach(
      (d, i) => (s += T(kx + 24 + cell * i + cell / 2, 262, d, { size: 14, weight: 700, fill: C.grey, anchor: "middle" })),
    );
    // July starts on a Tuesday (Monday-first grid, offset 1)
    const available = new Set([15, 16, 17, 18, 21, 22, 24, 25, 28, 29, 30, 31]);
    for (let d = 1; d <= 31; d++) {
      const idx = d + 0; // offset 1 → position d
      const col = idx % 7;
      const row = Math.floor(idx / 7);
      const cx = kx + 24 + cell * col + cell / 2;
      const cy = 312 + row * 84;
      const past = d < 14;
      const sel = d === 15;
      const av2 = available.has(d);
      if (sel) s += Ci(cx, cy - 6, 26, { fill: C.blue });
      else if (d === 14) s += Ci(cx, cy - 6, 26, { stroke: C.black, sw: 2 });
      s += T(cx, cy, String(d), { size: 18, weight: av2 || sel ? 700 : 400, fill: sel ? C.white : past ? "#C4C4C4" : C.black, anchor: "middle" });
      if (av2 && !sel) s += Ci(cx, cy + 14, 4, { fill: C.green });
    }
    s += Ci(kx + 36, 740, 5, { fill: C.green }) + T(kx + 48, 745, "disponibile", { size: 13, fill: C.mid });
    s += Ci(kx + 160, 740, 7, { stroke: C.black, sw: 2 }) + T(kx + 174, 745, "oggi", { size: 13, fill: C.mid });

    // slots
    const sx = kx + kw + 24;
    const sw2 = w - sx - 32;
    s += T(sx, 200, "Martedì 15 luglio", { size: 24, weight: 700 });
    s += T(sx, 228, "Orari disponibili · ora italiana", { size: 15, fill: C.mid });
    const slots = [
      ["09:00", 0],
      ["09:45", 0],
      ["10:30", 2],
      ["11:15", 1],
      ["15:00", 0],
      ["15:45", 1],
      ["16:30", 0],
      ["17:15", 0],
    ];
    const slw = (sw2 - 14) / 2;
    s += T(sx, 272, "Mattina", { size: 13, weight: 700, fill: C.grey });
    s += T(sx, 434, "Pomeriggio", { size: 13, weight: 700, fill: C.grey });
    slots.forEach(([t, st], i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const y = 286 + row * 60 + (i >= 4 ? 40 : 0);
      const x = sx + col * (slw + 14);
      if (st === 2) s += R(x, y, slw, 48, { r: 24, fill: C.blue });
      else if (st === 1) s += R(x, y, slw, 48, { r: 24, fill: C.soft });
      else s += R(x, y, slw, 48, { r: 24, stroke: C.black, sw: 2.5, fill: C.white });
      s += T(x + slw / 2, y + 31, t, {
        size: 18,
        weight: 700,
        fill: st === 2 ? C.white : st === 1 ? "#BDBDBD" : C.black,
        anchor: "middle",
        deco: st === 1 ? "line-through" : undefined,
      });
    });
    s += R(sx, 584, sw2, 90, { r: 20, fill: C.soft });
    s += T(sx + 20, 620, "Nessuna app da installare:", { size: 15, weight: 700 });
    s += T(sx + 20, 646, "la stanza si apre dal browser.", { size: 15, fill: C.mid });
    s += pill(sx, 706, "Continua", { size: 18, h: 58, w: sw2 }).svg;
    return s;
  };
  const deco = R(1340, 40, 220, 220, { r: 70, fill: C.yellow }) + Ci(140, 900, 120, { fill: C.white, op: 0.25 });
  return svgDoc(C.green, deco + browser(110, 80, 1380, 860, "videoconsulto.it/prenota/elena-ricci", content));
}

function vcPayment() {
  /** @type {Content} */
  const content = (w) => {
    let s = vcHeader(w);
    s += steps(32, 120, 2);
    // summary card
    s += R(32, 164, 480, 600, { r: 28, fill: C.soft });
    s += T(60, 214, "Riepilogo", { size: 24, weight: 700 });
    const av = clipRect(60, 240, 72, 72, 36);
    s += `<defs>${av.def}</defs><g clip-path="url(#${av.id})">` + R(60, 240, 72, 72, { fill: C.yellow }) + placePerson(64, 248, 64, DOCTOR) + `</g>`;
    s += T(148, 270, "Dott.ssa Elena Ricci", { size: 18, weight: 700 });
    s += T(148, 296, "Nutrizionista", { size: 15, fill: C.mid });
    s += R(60, 336, 424, 150, { r: 20, fill: C.white });
    /** @type {(y: number, a: string, b: string) => string} */
    const line = (y, a, b) => T(84, y, a, { size: 15, fill: C.mid }) + T(460, y, b, { size: 15, weight: 700, anchor: "end" });
    s += line(374, "Servizio", "Consulenza in video");
    s += line(410, "Data", "Mar 15 luglio");
    s += line(446, "Orario", "10:30 – 11:15");
    s += line(530, "Consulenza 45 min", "€ 60,00");
    s += line(564, "Contributo piattaforma", "€ 2,00");
    s += L(60, 590, 484, 590, { stroke: C.line, sw: 2 });
    s += T(60, 634, "Totale", { size: 22, weight: 700 }) + T(484, 634, "€ 62,00", { size: 28, weight: 700, anchor: "end" });
    s += R(60, 670, 424, 64, { r: 18, fill: C.cyan });
    s += T(84, 698, "Il link alla stanza arriva via e-mail", { size: 14, weight: 700 });
    s += T(84, 720, "e resta attivo 10 minuti prima.", { size: 14 });

    // payment
    const px = 552;
    const pw = 500;
    s += T(px, 214, "Pagamento", { size: 24, weight: 700 });
    const methods = ["Carta", "Bonifico", "Wallet"];
    const mw = (pw - 20) / 3;
    methods.forEach((m, i) => {
      const mx = px + i * (mw + 10);
      s += R(mx, 240, mw, 56, { r: 18, fill: i === 0 ? C.white : C.soft, stroke: i === 0 ? C.blue : undefined, sw: 3 });
      s += T(mx + mw / 2, 274, m, { size: 16, weight: i === 0 ? 700 : 400, fill: i === 0 ? C.blue : C.mid, anchor: "middle" });
    });
    /** @type {(x: number, y: number, fw: number, label: string, value: string) => string} */
    const field = (x, y, fw, label, value) =>
      T(x, y, label, { size: 13, weight: 700, fill: C.mid }) +
      R(x, y + 10, fw, 52, { r: 14, stroke: C.line, sw: 2, fill: C.white }) +
      T(x + 16, y + 43, value, { size: 16 });
    s += field(px, 334, pw, "Intestatario della carta", "Antonio Rossi");
    s += field(px, 418, pw, "Numero carta", "4970 1200 0000 7315");
    s += field(px, 502, (pw - 16) / 2, "Scadenza", "03/27");
    s += field(px + (pw + 16) / 2, 502, (pw - 16) / 2, "CVV", "•••");
    s += R(px, 588, 24, 24, { r: 7, fill: C.black }) + check(px + 12, 600, 0.7, C.white, 3);
    s += T(px + 36, 606, "Voglio la fattura sanitaria", { size: 15 });
    s += pill(px, 640, "Paga € 62,00", { size: 19, h: 60, w: pw, fill: C.black }).svg;
    s += R(px + 142, 730, 12, 10, { r: 2, fill: C.mid }) + P(`M${px + 144} ${730} v-3 a4 4 0 0 1 8 0 v3`, { stroke: C.mid, sw: 2 });
    s += T(px + 162, 740, "Pagamento protetto e cifrato", { size: 14, fill: C.mid });
    return s;
  };
  /** @type {Content} */
  const confirm = (w) => {
    let s = "";
    s += T(w / 2, 96, "Prenotazione", { size: 20, weight: 700, anchor: "middle" });
    s += Ci(w / 2, 210, 72, { fill: C.green });
    s += check(w / 2, 214, 3, C.black, 10);
    s += T(w / 2, 330, "Consulto", { size: 28, weight: 700, anchor: "middle" });
    s += T(w / 2, 364, "confermato!", { size: 28, weight: 700, anchor: "middle" });
    s += T(w / 2, 400, "Ti abbiamo scritto via e-mail.", { size: 15, fill: C.mid, anchor: "middle" });
    s += R(20, 430, w - 40, 150, { r: 22, fill: C.soft });
    s += R(40, 452, 52, 52, { r: 14, fill: C.blue });
    s += T(66, 474, "LUG", { size: 11, weight: 700, fill: C.white, anchor: "middle" });
    s += T(66, 496, "15", { size: 18, weight: 700, fill: C.white, anchor: "middle" });
    s += T(106, 474, "Martedì, 10:30", { size: 16, weight: 700 });
    s += T(106, 496, "45 minuti in video", { size: 14, fill: C.mid });
    s += L(40, 522, w - 40, 522, { stroke: C.line });
    s += T(40, 556, "Dott.ssa Elena Ricci", { size: 15, weight: 700 });
    s += pill(20, 598, "Aggiungi al calendario", { size: 16, h: 54, w: w - 40, fill: C.black }).svg;
    s += pill(20, 662, "Entra nella stanza", { size: 16, h: 54, w: w - 40, fill: C.soft, color: C.grey }).svg;
    s += T(w / 2, 742, "Disponibile dalle 10:20", { size: 13, fill: C.grey, anchor: "middle" });
    return s;
  };
  const deco = Ci(1460, 120, 120, { fill: C.yellow }) + R(40, 820, 200, 200, { r: 60, fill: C.white, op: 0.22 });
  return svgDoc(C.orange, deco + browser(70, 80, 1120, 860, "videoconsulto.it/prenota/pagamento", content) + phone(1150, 150, 380, 800, confirm));
}

/* ================================================================== 03 blessbit site */

/** @param {number} w @param {"works" | "studio"} active */
function bbHeader(w, active) {
  let s = mascot(32, 16, 40, C.orange);
  s += T(82, 48, "blessbit", { size: 26, weight: 700 });
  s += T(w - 208, 47, "Works", { size: 20, weight: 700, fill: active === "works" ? C.black : C.grey });
  s += T(w - 112, 47, "Studio", { size: 20, weight: 700, fill: active === "studio" ? C.black : C.grey });
  return s;
}

function bbHome() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = bbHeader(w, "works");
    s += T(56, 250, "Make your", { size: 140, weight: 700, ls: -4 });
    s += T(56, 390, "projects", { size: 140, weight: 700, ls: -4 });
    s += T(56, 530, "blessed", { size: 140, weight: 700, ls: -4 });
    // coin button
    s += Ci(722, 486, 42, { fill: C.yellow, stroke: C.black, sw: 4 });
    s += L(704, 486, 740, 486, { stroke: C.black, sw: 6 }) + L(722, 468, 722, 504, { stroke: C.black, sw: 6 });
    // mascots
    s += mascot(920, 170, 280, C.orange, -8);
    s += mascot(1130, 320, 210, C.blue, 12);
    // floating labels
    s += `<g transform="rotate(-6 960 140)">` + pill(880, 116, "Software su misura", { fill: C.cyan, color: C.black, size: 18, h: 48 }).svg + `</g>`;
    s += `<g transform="rotate(7 990 585)">` + pill(880, 560, "Fatto in Puglia", { fill: C.purple, color: C.white, size: 18, h: 48 }).svg + `</g>`;
    // speech ball
    s += `<g transform="rotate(20 1262 160)">`;
    s += Ci(1262, 160, 70, { fill: C.white, stroke: C.black, sw: 4 });
    s += P("M1236 222 l-14 34 l36 -26", { fill: C.white, stroke: C.black, sw: 4 });
    s += R(1222, 212, 40, 14, { fill: C.white });
    s += T(1262, 152, "Ciao!", { size: 22, weight: 700, anchor: "middle" });
    s += T(1262, 180, "Ti aiutiamo?", { size: 14, anchor: "middle" });
    s += `</g>`;
    // bottom row
    s += L(56, 640, w - 56, 640, { stroke: C.line, sw: 2 });
    s += T(56, 690, "Studio di sviluppo software · Conversano, Puglia", { size: 20 });
    s += T(56, 722, "Siti, app e gestionali che funzionano. Con un sorriso.", { size: 18, fill: C.mid });
    // scroll hint
    s += R(w / 2 + 90, 672, 32, 52, { r: 16, stroke: C.black, sw: 3 });
    s += R(w / 2 + 103, 684, 6, 12, { r: 3, fill: C.black });
    // CTA ball
    s += Ci(w - 110, h + 10, 130, { fill: C.orange });
    s += T(w - 130, h - 42, "Parliamone!", { size: 22, weight: 700, anchor: "middle" });
    return s;
  };
  const deco = Ci(110, 900, 150, { fill: C.white, op: 0.3 }) + R(1400, 30, 170, 170, { r: 50, fill: C.orange });
  return svgDoc(C.yellow, deco + browser(110, 80, 1380, 860, "blessbit.it", content));
}

function bbServices() {
  /** @type {[string, string, string, string[]][]} */
  const services = [
    [C.yellow, C.black, "Siti web", ["Siti veloci, accessibili", "e facili da aggiornare,", "pensati per chi li usa."]],
    [C.orange, C.black, "App mobile", ["App per iOS e Android", "con un solo codice,", "dall'idea allo store."]],
    [C.cyan, C.black, "Gestionali", ["Software su misura", "per il tuo lavoro:", "meno fogli, più tempo."]],
    [C.purple, C.white, "E-commerce", ["Negozi online con", "pagamenti, spedizioni", "e magazzino collegati."]],
    [C.green, C.black, "Prenotazioni", ["Calendari, posti", "e pagamenti online", "per servizi e strutture."]],
  ];
  /** @type {Content} */
  const content = (w) => {
    let s = bbHeader(w, "studio");
    s += T(56, 190, "Cosa facciamo", { size: 96, weight: 700, ls: -3 });
    s += T(w - 56, 180, "01 — 05", { size: 20, weight: 700, fill: C.grey, anchor: "end" });
    const cw = 360;
    const ch = 460;
    const y = 236;
    services.forEach(([bg, fg, title, lines], i) => {
      const x = 56 + i * (cw + 24);
      s += R(x, y, cw, ch, { r: 36, fill: bg });
      s += T(x + 32, y + 64, `0${i + 1}`, { size: 22, weight: 700, fill: fg });
      // simple pictogram per card
      const ix = x + cw - 100;
      const iy = y + 36;
      if (i === 0) s += R(ix, iy, 68, 52, { r: 10, fill: C.white }) + R(ix, iy, 68, 14, { r: 7, fill: C.black });
      if (i === 1) s += R(ix + 16, iy - 6, 40, 70, { r: 10, fill: C.white }) + R(ix + 28, iy + 52, 16, 5, { r: 2, fill: C.black });
      if (i === 2)
        s +=
          R(ix, iy, 68, 64, { r: 12, fill: C.white }) +
          R(ix + 10, iy + 36, 10, 18, { r: 3, fill: C.black }) +
          R(ix + 28, iy + 20, 10, 34, { r: 3, fill: C.black }) +
          R(ix + 46, iy + 28, 10, 26, { r: 3, fill: C.black });
      if (i === 3)
        s +=
          P(`M${ix} ${iy + 6} h12 l10 38 h38 l8 -28 h-50`, { stroke: C.white, sw: 6 }) +
          Ci(ix + 28, iy + 58, 6, { fill: C.white }) +
          Ci(ix + 52, iy + 58, 6, { fill: C.white });
      if (i === 4) s += R(ix, iy, 68, 64, { r: 12, fill: C.white }) + check(ix + 34, iy + 36, 1.4, C.black, 5);
      s += T(x + 32, y + ch - 170, title, { size: 40, weight: 700, fill: fg, ls: -1 });
      lines.forEach((ln, j) => (s += T(x + 32, y + ch - 120 + j * 30, ln, { size: 20, fill: fg })));
    });
    // drag cursor over the second card
    s += Ci(1000, 390, 62, { fill: C.black });
    s += T(1000, 397, "Trascina", { size: 17, weight: 700, fill: C.white, anchor: "middle" });
    s += P("M936 390 l-14 0 m6 -7 l-7 7 l7 7", { stroke: C.black, sw: 4 });
    s += P("M1064 390 l14 0 m-6 -7 l7 7 l-7 7", { stroke: C.black, sw: 4 });
    // progress track
    s += R(56, 736, w - 112, 6, { r: 3, fill: C.line });
    s += R(56, 736, 520, 6, { r: 3, fill: C.black });
    s += T(56, 782, "Trascina le schede per scoprire tutti i servizi", { size: 16, fill: C.mid });
    return s;
  };
  const deco = R(1380, 780, 260, 260, { r: 80, fill: C.yellow }) + Ci(90, 110, 110, { fill: C.white, op: 0.2 });
  return svgDoc(C.blue, deco + browser(110, 80, 1380, 860, "blessbit.it/studio", content));
}

function bbMap() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = bbHeader(w, "studio");
    s += T(56, 168, "Dove siamo", { size: 80, weight: 700, ls: -3 });
    s += T(640, 130, "La sede è a Conversano, in Piazza Indipendenza 1,", { size: 19 });
    s += T(640, 160, "nel cuore della Puglia. Passa a trovarci:", { size: 19 });
    s += T(640, 190, "una ruota di focaccia è garantita.", { size: 19 });
    // map
    const mx = 56;
    const my = 222;
    const mw = w - 112;
    const mh = h - my - 40;
    const clip = clipRect(mx, my, mw, mh, 32);
    s += `<defs>${clip.def}</defs><g clip-path="url(#${clip.id})">`;
    s += R(mx, my, mw, mh, { fill: "#ECECEC" });
    // blocks
    const rnd = prng(70014);
    for (let gx = 0; gx < 10; gx++) {
      for (let gy = 0; gy < 5; gy++) {
        const bx = mx + 10 + gx * 132 + (gy % 2 ? 30 : 0);
        const by = my + 12 + gy * 110;
        const bw = 96 + Math.round(rnd() * 16);
        const bh = 72 + Math.round(rnd() * 10);
        s += R(bx, by, bw, bh, { r: 14, fill: "#DEDEDE" });
      }
    }
    // park and sea-ish lake
    s += R(mx + 880, my + 300, 300, 200, { r: 40, fill: "#A8EBC6" });
    s +=
      Ci(mx + 940, my + 360, 18, { fill: C.green }) + Ci(mx + 1000, my + 420, 22, { fill: C.green }) + Ci(mx + 1100, my + 350, 16, { fill: C.green });
    s += El(mx + 120, my + 470, 150, 70, { fill: "#A6E6EC" });
    // streets
    /** @type {(d: string, wdt?: number) => string} */
    const road = (d, wdt = 22) => P(d, { stroke: C.white, sw: wdt });
    s += road(`M${mx - 20} ${my + 96} L${mx + mw + 20} ${my + 116}`, 26);
    s += road(`M${mx - 20} ${my + 318} C${mx + 300} ${my + 290} ${mx + 600} ${my + 330} ${mx + mw + 20} ${my + 300}`, 30);
    s += road(`M${mx + 250} ${my - 20} L${mx + 330} ${my + mh + 20}`);
    s += road(`M${mx + 760} ${my - 20} C${mx + 720} ${my + 200} ${mx + 800} ${my + 360} ${mx + 740} ${my + mh + 20}`, 26);
    s += road(`M${mx + 450} ${my + 100} L${mx + 900} ${my + mh + 20}`, 18);
    s += road(`M${mx + 1000} ${my - 20} L${mx + 1060} ${my + 300}`, 18);
    // piazza
    s += Ci(mx + 600, my + 300, 70, { fill: C.white });
    s += Ci(mx + 600, my + 300, 40, { fill: C.yellow, op: 0.5 });
    s += T(mx + 150, my + 88, "Via Roma", { size: 15, fill: C.mid, rot: 1 });
    s += T(mx + 900, my + 290, "Corso Umberto I", { size: 15, fill: C.mid, rot: -1.5 });
    s += T(mx + 1012, my + 60, "Via Castello", { size: 15, fill: C.mid, rot: 79 });
    s += T(mx + 600, my + 398, "Piazza Indipendenza", { size: 15, weight: 700, fill: C.black, anchor: "middle" });
    s += T(mx + 1030, my + 470, "Villa comunale", { size: 14, fill: C.black, anchor: "middle" });
    // pin
    const px = mx + 600;
    const py = my + 290;
    s += El(px, py + 6, 20, 7, { fill: C.black, op: 0.2 });
    s += P(
      `M${px} ${py} C${px - 10} ${py - 30} ${px - 38} ${py - 46} ${px - 38} ${py - 74} A38 38 0 0 1 ${px + 38} ${py - 74} C${px + 38} ${py - 46} ${px + 10} ${py - 30} ${px} ${py} Z`,
      {
        fill: C.orange,
        stroke: C.black,
        sw: 4,
      },
    );
    s += Ci(px, py - 74, 15, { fill: C.white, stroke: C.black, sw: 3 });
    s += mascot(px + 54, py - 80, 80, C.blue, 10);
    s += `</g>`;
    // address card
    s += R(mx + 28, my + 150, 380, 280, { r: 28, fill: C.white, stroke: C.black, sw: 3 });
    s += T(mx + 56, my + 204, "Blessbit", { size: 26, weight: 700 });
    s += T(mx + 56, my + 240, "Piazza Indipendenza 1", { size: 18 });
    s += T(mx + 56, my + 268, "70014 Conversano (BA)", { size: 18 });
    s += L(mx + 56, my + 296, mx + 380, my + 296, { stroke: C.line, sw: 2 });
    s += T(mx + 56, my + 336, "Visualizza mappa più grande", { size: 17, weight: 700, fill: C.blue, deco: "underline" });
    s += T(mx + 56, my + 376, "Indicazioni stradali ↗", { size: 17, weight: 700, fill: C.blue, deco: "underline" });
    // hint
    s += R(mx + mw - 420, my + mh - 64, 396, 40, { r: 20, fill: C.black, op: 0.85 });
    s += T(mx + mw - 222, my + mh - 38, "Usa ctrl + rotella per lo zoom", { size: 15, fill: C.white, anchor: "middle" });
    return s;
  };
  const deco = Ci(1470, 140, 130, { fill: C.orange }) + R(30, 780, 200, 200, { r: 60, fill: C.white, op: 0.25 });
  return svgDoc(C.green, deco + browser(110, 80, 1380, 860, "blessbit.it/studio#dove-siamo", content));
}

/* ------------------------------------------------------------------ output */

/** @type {[string, string, () => string][]} folder, file name, drawing */
export const IMAGES = [
  ["01-lido-booking", "mappa-ombrelloni", lidoMap],
  ["01-lido-booking", "checkout-mobile", lidoCheckout],
  ["01-lido-booking", "dashboard-gestore", lidoDashboard],
  ["02-video-consulto", "videochiamata", videoCall],
  ["02-video-consulto", "calendario-prenotazione", vcCalendar],
  ["02-video-consulto", "riepilogo-pagamento", vcPayment],
  ["03-blessbit-site", "home-copertina", bbHome],
  ["03-blessbit-site", "servizi-carosello", bbServices],
  ["03-blessbit-site", "studio-mappa", bbMap],
];

/**
 * The JPEG of an SVG drawing.
 * @param {string} svg
 * @param {{ width?: number, height?: number, quality?: number }} [size]
 */
export function renderJpeg(svg, { width = WIDTH, height = HEIGHT, quality = 82 } = {}) {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .flatten({ background: C.white })
    .jpeg({ quality, progressive: true, mozjpeg: true })
    .toBuffer();
}

/**
 * @param {{ svgDir?: string, force?: boolean }} [options] `svgDir`: also write each drawing's SVG there (to look at it)
 * @returns {Promise<import("./write-asset.mjs").AssetResult[]>}
 */
export async function main({ svgDir, force = false } = {}) {
  const written = [];
  for (const [folder, name, draw] of IMAGES) {
    const svg = draw();
    const file = path.join(ROOT, "content", "works", folder, `${name}.jpg`);
    if (svgDir) {
      await mkdir(svgDir, { recursive: true });
      await writeFile(path.join(svgDir, `${folder}-${name}.svg`), svg);
    }
    const result = await writeAsset(file, () => renderJpeg(svg), { force });
    written.push(result);
    console.log(describe("works-images", result));
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main({ svgDir: process.env.SVG_DIR, force: forceFromArgv() }).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

// The drawing kit, shared with the journal pictures (scripts/assets/journal-images.mjs).
export { C, Ci, El, G, L, P, R, T, check, mascot, phone, pill, prng, umbrella };
