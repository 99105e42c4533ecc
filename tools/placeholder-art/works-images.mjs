/**
 * Draws the product-screen mock-ups shown in the Works sliders and renders them to JPEG.
 *
 *   npm run assets -- works-images [--force]
 *
 * Every picture is a flat SVG (brand colours, rounded shapes, no gradients) rendered by sharp
 * (librsvg) at 1600×1000 into content/works/<folder>/<name>.jpg. The output is deterministic:
 * the only "random" data (which umbrellas are booked, chart bars) comes from a fixed-seed PRNG.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { describe, writeAsset } from "./write-asset.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  check,
  circle,
  clipRect,
  ellipse,
  group,
  line,
  mascot,
  palette,
  phone,
  pill,
  prng,
  rect,
  renderJpeg,
  resetClipIds,
  svgPath,
  text,
  textWidth,
  umbrella,
} from "./svg-kit.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WIDTH = 1600;
const HEIGHT = 1000;
/** @typedef {import("./svg-kit.mjs").Content} Content */
/** @typedef {import("./svg-kit.mjs").TextStyle} TextStyle */

/**
 * A flat browser window; `content(w, h)` draws in the page's own coordinates.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} url
 * @param {Content} content
 * @param {{ bar?: string }} [options] the address bar's colour
 */
function browser(x, y, w, h, url, content, { bar = palette.white } = {}) {
  const barH = 56;
  const clip = clipRect(0, 0, w, h - barH, 0);
  const clipOuter = clipRect(x, y, w, h, 24);
  return (
    `<defs>${clip.def}${clipOuter.def}</defs>` +
    `<g clip-path="url(#${clipOuter.id})">` +
    rect(x, y, w, h, { fill: palette.white }) +
    rect(x, y, w, barH, { fill: bar }) +
    circle(x + 30, y + 28, 8, { fill: palette.orange }) +
    circle(x + 56, y + 28, 8, { fill: palette.yellow }) +
    circle(x + 82, y + 28, 8, { fill: palette.green }) +
    rect(x + 130, y + 12, Math.min(620, w - 260), 32, { r: 16, fill: palette.soft }) +
    // padlock
    rect(x + 148, y + 27, 12, 10, { r: 2, fill: palette.mid }) +
    svgPath(`M${x + 150} ${y + 27} v-3 a4 4 0 0 1 8 0 v3`, { stroke: palette.mid, sw: 2 }) +
    text(x + 170, y + 34, url, { size: 15, fill: palette.mid }) +
    rect(x + w - 112, y + 20, 16, 16, { r: 4, stroke: palette.grey, sw: 2 }) +
    line(x + w - 76, y + 28, x + w - 60, y + 28, { stroke: palette.grey, sw: 2 }) +
    line(x + w - 68, y + 20, x + w - 68, y + 36, { stroke: palette.grey, sw: 2 }) +
    line(x, y + barH, x + w, y + barH, { stroke: palette.line, sw: 2 }) +
    group(content(w, h - barH), { tx: x, ty: y + barH, clip: clip.id }) +
    `</g>` +
    rect(x, y, w, h, { r: 24, stroke: palette.black, sw: 4 })
  );
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
function person({
  skin = palette.skin1,
  hair = palette.hair1,
  style = "short",
  shirt = palette.blue,
  glasses = false,
  beard = false,
  collar = palette.white,
}) {
  let s = "";
  if (style === "long") s += svgPath("M46 86 C40 18 160 18 154 86 L162 168 C140 180 60 180 38 168 Z", { fill: hair });
  if (style === "bun") s += circle(100, 22, 22, { fill: hair });
  s += rect(84, 112, 32, 44, { r: 12, fill: skin });
  s += svgPath("M14 220 C14 168 54 146 100 146 C146 146 186 168 186 220 Z", { fill: shirt });
  s += svgPath("M82 146 L100 170 L118 146 Z", { fill: collar });
  s += circle(55, 88, 11, { fill: skin }) + circle(145, 88, 11, { fill: skin });
  s += ellipse(100, 82, 45, 52, { fill: skin });
  if (style === "long") s += svgPath("M52 90 C44 44 70 26 100 26 C134 26 158 46 148 92 C142 72 128 58 106 50 C94 64 74 78 52 90 Z", { fill: hair });
  if (style === "short") s += svgPath("M52 88 C42 4 158 0 148 86 C144 70 138 60 126 54 C104 62 78 60 62 60 C58 68 54 78 52 88 Z", { fill: hair });
  if (style === "bun") s += svgPath("M55 80 C52 34 148 30 146 80 C138 60 118 46 100 46 C80 46 62 58 55 80 Z", { fill: hair });
  if (beard) s += svgPath("M58 92 C60 140 140 140 142 92 C138 118 120 126 100 126 C80 126 62 118 58 92 Z", { fill: hair });
  s += ellipse(83, 88, 5, 6.5, { fill: palette.black }) + ellipse(117, 88, 5, 6.5, { fill: palette.black });
  s += svgPath("M70 72 Q83 66 94 72", { stroke: hair === palette.hair2 ? palette.black : hair, sw: 4 });
  s += svgPath("M106 72 Q117 66 130 72", { stroke: hair === palette.hair2 ? palette.black : hair, sw: 4 });
  if (glasses) {
    s += rect(66, 76, 34, 24, { r: 10, stroke: palette.black, sw: 4 }) + rect(102, 76, 34, 24, { r: 10, stroke: palette.black, sw: 4 });
    s += line(100, 86, 102, 86, { sw: 4 });
  }
  s += circle(72, 106, 8, { fill: palette.orange, op: 0.3 }) + circle(128, 106, 8, { fill: palette.orange, op: 0.3 });
  s += svgPath(beard ? "M88 110 Q100 118 112 110" : "M86 108 Q100 122 114 108", { stroke: palette.black, sw: 4.5 });
  return s;
}

/** @type {(x: number, y: number, size: number, look: Look) => string} */
const placePerson = (x, y, size, look) => `<g transform="translate(${x} ${y}) scale(${size / 200})">${person(look)}</g>`;

/**
 * A whole mock-up, WIDTH×HEIGHT: `inner` drawn over a `bg` background.
 * @param {string} bg @param {string} inner
 */
function svgDoc(bg, inner) {
  resetClipIds();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    rect(0, 0, WIDTH, HEIGHT, { fill: bg }) +
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
    s += rect(28, 18, 40, 40, { r: 12, fill: palette.yellow, stroke: palette.black, sw: 2.5 });
    s += umbrella(48, 38, 12, palette.orange);
    s += text(80, 47, "LidoPrenota", { size: 24, weight: 700 });
    s += text(300, 46, "Lido Azzurro · Polignano a Mare", { size: 17, fill: palette.mid });
    s += text(880, 46, "Spiaggia", { size: 17, weight: 700 });
    s += rect(880, 58, 82, 4, { r: 2, fill: palette.black });
    s += text(1000, 46, "Servizi", { size: 17, fill: palette.mid });
    s += text(1100, 46, "Le mie prenotazioni", { size: 17, fill: palette.mid });
    s += circle(1334, 38, 20, { fill: palette.purple });
    s += text(1334, 44, "AR", { size: 15, weight: 700, fill: palette.white, anchor: "middle" });
    s += line(0, 76, w, 76, { stroke: palette.line });

    // sidebar
    const sx = 32;
    s += line(348, 76, 348, h, { stroke: palette.line });
    s += text(sx, 124, "Scegli il giorno", { size: 15, weight: 700, fill: palette.mid });
    s += rect(sx, 138, 284, 64, { r: 18, fill: palette.soft });
    s += text(sx + 24, 178, "‹", { size: 26, weight: 700 });
    s += text(sx + 142, 177, "Sab 12 luglio", { size: 20, weight: 700, anchor: "middle" });
    s += text(sx + 260, 178, "›", { size: 26, weight: 700 });

    s += text(sx, 250, "Fascia oraria", { size: 15, weight: 700, fill: palette.mid });
    s += rect(sx, 264, 284, 52, { r: 26, fill: palette.soft });
    s += rect(sx + 4, 268, 90, 44, { r: 22, fill: palette.black });
    s += text(sx + 49, 295, "Giornata", { size: 14, weight: 700, fill: palette.white, anchor: "middle" });
    s += text(sx + 136, 295, "Mattina", { size: 14, fill: palette.black, anchor: "middle" });
    s += text(sx + 226, 295, "Pomeriggio", { size: 14, fill: palette.black, anchor: "middle" });

    s += text(sx, 364, "Legenda", { size: 15, weight: 700, fill: palette.mid });
    [
      [palette.green, "Libero"],
      [palette.orange, "Occupato"],
      [palette.blue, "Selezionato"],
    ].forEach(([col, label], i) => {
      s += umbrella(sx + 16, 396 + i * 44, 14, col);
      s += text(sx + 44, 402 + i * 44, label, { size: 17 });
    });

    s += rect(sx, 540, 284, 120, { r: 22, fill: palette.yellow });
    s += text(sx + 22, 578, "Ombrelloni liberi", { size: 16, weight: 700 });
    s += text(sx + 22, 628, `${free}`, { size: 44, weight: 700 });
    s += text(sx + 22 + textWidth(`${free}`, 44, 700) + 6, 628, `su ${total}`, { size: 18 });
    s += rect(sx + 22, 640, 240, 8, { r: 4, fill: palette.white });
    s += rect(sx + 22, 640, Math.round((240 * free) / total), 8, { r: 4, fill: palette.black });

    s += text(sx, 706, "Prezzi da € 18,00 al giorno", { size: 15, fill: palette.mid });
    s += text(sx, 732, "Lettino extra € 6,00", { size: 15, fill: palette.mid });

    // sea
    const mx = 380;
    const mw = w - mx - 32;
    s += rect(mx, 100, mw, 64, { r: 18, fill: palette.cyan });
    for (let i = 0; i < 9; i++) {
      if (i === 4) continue;
      const wx = mx + 34 + i * ((mw - 116) / 8);
      s += svgPath(`M${wx} 134 q12 -12 24 0 t24 0`, { stroke: palette.white, sw: 3.5 });
    }
    s += text(mx + mw / 2, 140, "M A R E", { size: 18, weight: 700, fill: palette.white, anchor: "middle" });
    s += text(mx, 192, "Battigia", { size: 13, fill: palette.grey });
    s += line(mx + 70, 188, mx + mw, 188, { stroke: palette.line, sw: 2, dash: "6 8" });

    // umbrella grid
    const gx0 = mx + 104;
    const dx = 68;
    const gap = 40;
    for (let r = 0; r < LIDO.rows; r++) {
      const cy = 234 + r * 78;
      s += text(mx, cy + 6, `Fila ${r + 1}`, { size: 15, weight: 700, fill: palette.mid });
      for (let c = 0; c < LIDO.cols; c++) {
        const n = r * LIDO.cols + c + 1;
        const cx = gx0 + c * dx + (c >= 6 ? gap : 0);
        const sel = n === LIDO.selected;
        const col = sel ? palette.blue : booked.has(n) ? palette.orange : palette.green;
        s += umbrella(cx, cy, 21, col, { ring: sel ? palette.blue : undefined });
        s += text(cx, cy + 43, String(n), { size: 12, weight: sel ? 700 : 400, fill: sel ? palette.blue : palette.mid, anchor: "middle" });
      }
    }
    // walkway
    const wx = gx0 + 5 * dx + dx / 2 + gap / 2 - 2;
    s += rect(wx - 12, 206, 24, 382, { r: 12, fill: palette.soft });
    // facilities
    s += rect(mx, 604, 200, 38, { r: 12, fill: palette.soft });
    s += text(mx + 100, 629, "Bar e ristoro", { size: 14, weight: 700, fill: palette.mid, anchor: "middle" });
    s += rect(mx + 216, 604, 150, 38, { r: 12, fill: palette.soft });
    s += text(mx + 291, 629, "Docce", { size: 14, weight: 700, fill: palette.mid, anchor: "middle" });
    s += rect(mx + mw - 200, 604, 200, 38, { r: 12, fill: palette.soft });
    s += text(mx + mw - 100, 629, "Ingresso", { size: 14, weight: 700, fill: palette.mid, anchor: "middle" });

    // selection bar
    s += rect(mx, 662, mw, 114, { r: 28, fill: palette.black });
    s += umbrella(mx + 62, 719, 26, palette.blue);
    s += text(mx + 108, 708, `Ombrellone ${LIDO.selected} · Fila 3`, { size: 22, weight: 700, fill: palette.white });
    s += text(mx + 108, 740, "2 lettini · Giornata intera · Sab 12 luglio", { size: 16, fill: "#CFCFCF" });
    s += text(mx + mw - 270, 708, "Totale", { size: 14, fill: "#CFCFCF", anchor: "end" });
    s += text(mx + mw - 270, 742, "€ 28,00", { size: 30, weight: 700, fill: palette.yellow, anchor: "end" });
    s += pill(mx + mw - 240, 691, "Prenota ora", { fill: palette.yellow, color: palette.black, size: 19, h: 56, w: 210 }).svg;
    return s;
  };
  const deco = circle(1470, 110, 150, { fill: palette.yellow }) + rect(40, 820, 180, 180, { r: 60, fill: palette.white, op: 0.25 });
  return svgDoc(palette.cyan, deco + browser(110, 80, 1380, 860, "lidoprenota.it/lido-azzurro/spiaggia", content));
}

function lidoCheckout() {
  /** @type {(y: number, label: string, value: string, style?: TextStyle) => string} */
  const row = (y, label, value, opt = {}) =>
    text(28, y, label, { size: 16, fill: palette.mid }) + text(344, y, value, { size: 16, weight: 700, anchor: "end", ...opt });

  /** @type {Content} */
  const summary = (w) => {
    let s = "";
    s += text(28, 96, "‹", { size: 30, weight: 700 });
    s += text(w / 2, 94, "Riepilogo", { size: 21, weight: 700, anchor: "middle" });
    s += rect(20, 122, w - 40, 160, { r: 26, fill: palette.cyan });
    s += umbrella(82, 202, 40, palette.blue);
    s += text(140, 176, "Lido Azzurro", { size: 20, weight: 700 });
    s += text(140, 204, "Ombrellone 27", { size: 16 });
    s += text(140, 228, "Fila 3 · vicino al bar", { size: 16 });
    s += rect(140, 244, 110, 26, { r: 13, fill: palette.white });
    s += text(195, 262, "Disponibile", { size: 13, weight: 700, anchor: "middle" });
    s += row(326, "Data", "Sab 12 luglio");
    s += line(28, 346, w - 28, 346, { stroke: palette.line });
    s += row(378, "Fascia", "Giornata intera");
    s += line(28, 398, w - 28, 398, { stroke: palette.line });
    s += text(28, 436, "Lettini", { size: 16, fill: palette.mid });
    s += circle(250, 430, 17, { stroke: palette.black, sw: 2.5 }) + text(250, 437, "−", { size: 20, weight: 700, anchor: "middle" });
    s += text(286, 437, "2", { size: 18, weight: 700, anchor: "middle" });
    s += circle(322, 430, 17, { fill: palette.black }) + text(322, 437, "+", { size: 20, weight: 700, fill: palette.white, anchor: "middle" });
    s += line(28, 462, w - 28, 462, { stroke: palette.line });
    s += text(28, 500, "Cabina spogliatoio", { size: 16, fill: palette.mid });
    s += rect(290, 480, 56, 30, { r: 15, fill: palette.green }) + circle(331, 495, 11, { fill: palette.white });
    s += rect(20, 530, w - 40, 150, { r: 22, fill: palette.soft });
    s += text(40, 566, "Ombrellone + 2 lettini", { size: 15, fill: palette.mid }) + text(w - 40, 566, "€ 24,00", { size: 15, anchor: "end" });
    s += text(40, 596, "Cabina", { size: 15, fill: palette.mid }) + text(w - 40, 596, "€ 4,00", { size: 15, anchor: "end" });
    s += line(40, 616, w - 40, 616, { stroke: palette.line });
    s += text(40, 656, "Totale", { size: 20, weight: 700 }) + text(w - 40, 656, "€ 28,00", { size: 24, weight: 700, anchor: "end" });
    s += pill(20, 700, "Vai al pagamento", { size: 18, h: 58, w: w - 40 }).svg;
    return s;
  };

  /** @type {Content} */
  const payment = (w) => {
    let s = "";
    s += text(28, 96, "‹", { size: 30, weight: 700 });
    s += text(w / 2, 94, "Pagamento", { size: 21, weight: 700, anchor: "middle" });
    // card
    s += rect(20, 122, w - 40, 188, { r: 26, fill: palette.purple });
    s += rect(44, 150, 48, 36, { r: 8, fill: palette.yellow });
    s += line(44, 168, 92, 168, { stroke: palette.black, sw: 1.5 }) + line(68, 150, 68, 186, { stroke: palette.black, sw: 1.5 });
    for (let k = 0; k < 3; k++)
      s += svgPath(`M${w - 84 + k * 9} ${156 - k * 4} a${14 + k * 6} ${14 + k * 6} 0 0 1 0 ${24 + k * 8}`, { stroke: palette.white, sw: 3.5 });
    s += text(44, 240, "•••• •••• •••• 4821", { size: 22, weight: 700, fill: palette.white, ls: 1 });
    s += text(44, 284, "ANNA RIZZI", { size: 15, weight: 700, fill: palette.white });
    s += text(w - 44, 284, "09/28", { size: 15, weight: 700, fill: palette.white, anchor: "end" });
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
      s += rect(mx, 330, mw, 52, { r: 16, fill: on ? palette.white : palette.soft, stroke: on ? palette.blue : undefined, sw: 3 });
      s += text(mx + mw / 2, 362, label, { size: 15, weight: on ? 700 : 400, fill: on ? palette.blue : palette.mid, anchor: "middle" });
    });
    /** @type {(x: number, y: number, fw: number, label: string, value: string) => string} */
    const field = (x, y, fw, label, value) =>
      text(x, y, label, { size: 13, weight: 700, fill: palette.mid }) +
      rect(x, y + 10, fw, 50, { r: 14, stroke: palette.line, sw: 2, fill: palette.white }) +
      text(x + 16, y + 42, value, { size: 16 });
    s += field(20, 414, w - 40, "Intestatario", "Anna Rizzi");
    s += field(20, 494, w - 40, "Numero carta", "5412 7500 1234 4821");
    s += field(20, 574, (w - 52) / 2, "Scadenza", "09/28");
    s += field(32 + (w - 52) / 2, 574, (w - 52) / 2, "CVV", "•••");
    s += rect(20, 654, 24, 24, { r: 7, fill: palette.black }) + check(32, 666, 0.7, palette.white, 3);
    s += text(56, 672, "Accetto il regolamento del lido", { size: 14 });
    s += pill(20, 700, "Paga € 28,00", { fill: palette.black, size: 18, h: 58, w: w - 40 }).svg;
    return s;
  };

  const deco =
    circle(450, 300, 260, { fill: palette.orange }) +
    rect(1020, 520, 420, 420, { r: 120, fill: palette.cyan }) +
    umbrella(1390, 230, 110, palette.blue) +
    circle(230, 820, 60, { fill: palette.white, op: 0.35 });
  return svgDoc(
    palette.yellow,
    deco +
      phone(360, 80, 400, 840, summary) +
      phone(840, 80, 400, 840, payment) +
      `<g transform="rotate(-6 1390 620)">${badge(1272, 594, "Pagamento sicuro")}</g>`,
  );

  /** @param {number} x @param {number} y @param {string} label */
  function badge(x, y, label) {
    const p = pill(x, y, label, { fill: palette.white, color: palette.black, size: 17, h: 52, padX: 28 });
    return p.svg.replace("<rect", `<rect stroke="${palette.black}" stroke-width="3"`);
  }
}

function lidoDashboard() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = "";
    // sidebar
    s += rect(0, 0, 260, h, { fill: palette.black });
    s += rect(28, 30, 40, 40, { r: 12, fill: palette.yellow });
    s += umbrella(48, 50, 12, palette.orange);
    s += text(80, 58, "LidoPrenota", { size: 21, weight: 700, fill: palette.white });
    s += rect(28, 86, 96, 28, { r: 14, fill: palette.white, op: 0.15 });
    s += text(76, 105, "Gestore", { size: 13, weight: 700, fill: palette.white, anchor: "middle" });
    const menu = ["Panoramica", "Prenotazioni", "Mappa spiaggia", "Listino prezzi", "Clienti", "Incassi", "Impostazioni"];
    menu.forEach((m, i) => {
      const y = 150 + i * 54;
      if (i === 0) s += rect(18, y, 224, 44, { r: 22, fill: palette.yellow });
      s += rect(40, y + 15, 14, 14, { r: 4, fill: i === 0 ? palette.black : palette.grey });
      s += text(68, y + 28, m, { size: 16, weight: i === 0 ? 700 : 400, fill: i === 0 ? palette.black : "#D6D6D6" });
    });
    s += rect(18, h - 96, 224, 72, { r: 20, fill: palette.white, op: 0.1 });
    s += circle(56, h - 60, 20, { fill: palette.cyan });
    s += text(56, h - 54, "AM", { size: 14, weight: 700, anchor: "middle" });
    s += text(88, h - 64, "Antonio M.", { size: 15, weight: 700, fill: palette.white });
    s += text(88, h - 42, "Lido Azzurro", { size: 13, fill: palette.grey });

    // header
    const x0 = 292;
    const x1 = w - 32;
    s += text(x0, 62, "Buongiorno, Antonio", { size: 30, weight: 700 });
    s += text(x0, 92, "Sabato 12 luglio · ecco come va la giornata al Lido Azzurro", { size: 16, fill: palette.mid });
    s += rect(x1 - 520, 34, 240, 46, { r: 23, fill: palette.soft });
    s += circle(x1 - 492, 56, 8, { stroke: palette.mid, sw: 2.5 }) + line(x1 - 486, 62, x1 - 480, 68, { stroke: palette.mid, sw: 2.5 });
    s += text(x1 - 468, 63, "Cerca cliente…", { size: 15, fill: palette.grey });
    s += pill(x1 - 264, 34, "+ Nuova prenotazione", { size: 15, h: 46, w: 264 }).svg;

    // KPI cards
    const kpis = [
      [palette.yellow, "Occupazione oggi", "87%", "63 ombrelloni su 72"],
      [palette.cyan, "Incasso settimana", "€ 12.480", "+9% sulla settimana scorsa"],
      [palette.green, "Prenotazioni online", "214", "il 71% dal telefono"],
      [palette.orange, "Recensioni", "4,8 ★", "96 recensioni a luglio"],
    ];
    const kw = (x1 - x0 - 3 * 20) / 4;
    kpis.forEach(([col, label, value, sub], i) => {
      const kx = x0 + i * (kw + 20);
      s += rect(kx, 120, kw, 132, { r: 24, fill: col });
      s += text(kx + 22, 154, label, { size: 15, weight: 700 });
      s += text(kx + 22, 204, value, { size: 38, weight: 700 });
      s += text(kx + 22, 234, sub, { size: 13 });
    });

    // bar chart
    const cw = 620;
    s += rect(x0, 276, cw, 300, { r: 24, stroke: palette.line, sw: 2, fill: palette.white });
    s += text(x0 + 24, 314, "Presenze ultimi 14 giorni", { size: 18, weight: 700 });
    s += text(x0 + cw - 24, 314, "ospiti al giorno", { size: 13, fill: palette.grey, anchor: "end" });
    const rnd = prng(7);
    const base = 520;
    for (let g = 0; g <= 3; g++) {
      const gy = base - g * 50;
      s += line(x0 + 56, gy, x0 + cw - 24, gy, { stroke: palette.line, sw: 1.5 });
      s += text(x0 + 44, gy + 5, String(g * 100), { size: 12, fill: palette.grey, anchor: "end" });
    }
    const days = [29, 30, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const bw = 24;
    const step = (cw - 96) / 14;
    days.forEach((d, i) => {
      const weekend = [5, 6, 12].includes(d) || d === 29;
      const v = Math.round((weekend ? 200 : 110) + rnd() * 50 + i * 2);
      const bh = (v / 300) * 150;
      const bx = x0 + 64 + i * step;
      s += rect(bx, base - bh, bw, bh, { r: 8, fill: i === 13 ? palette.orange : palette.blue });
      s += text(bx + bw / 2, base + 24, String(d), { size: 12, fill: palette.mid, anchor: "middle" });
    });

    // donut
    const dx0 = x0 + cw + 20;
    const dw = x1 - dx0;
    s += rect(dx0, 276, dw, 300, { r: 24, stroke: palette.line, sw: 2, fill: palette.white });
    s += text(dx0 + 24, 314, "Fasce più richieste", { size: 18, weight: 700 });
    /** @type {[string, number, string][]} */
    const segs = [
      [palette.blue, 58, "Giornata intera"],
      [palette.yellow, 27, "Mattina"],
      [palette.green, 15, "Pomeriggio"],
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
    s += text(dcx, dcy + 2, "146", { size: 24, weight: 700, anchor: "middle" });
    s += text(dcx, dcy + 22, "oggi", { size: 13, fill: palette.mid, anchor: "middle" });
    segs.forEach(([col, pct, label], i) => {
      const ly = 404 + i * 40;
      s += rect(dx0 + 200, ly - 14, 18, 18, { r: 5, fill: col });
      s += text(dx0 + 228, ly, label, { size: 15 });
      s += text(dx0 + dw - 24, ly, `${pct}%`, { size: 15, weight: 700, anchor: "end" });
    });

    // table
    s += rect(x0, 596, x1 - x0, 190, { r: 24, stroke: palette.line, sw: 2, fill: palette.white });
    s += text(x0 + 24, 634, "Prenotazioni di oggi", { size: 18, weight: 700 });
    s += text(x1 - 24, 634, "Vedi tutte →", { size: 14, weight: 700, fill: palette.blue, anchor: "end" });
    const cols = [0, 240, 420, 620, 760, 900];
    ["Cliente", "Ombrellone", "Fascia", "Lettini", "Importo", "Stato"].forEach(
      (hd, i) => (s += text(x0 + 24 + cols[i], 668, hd, { size: 13, weight: 700, fill: palette.grey })),
    );
    /** @type {[string, string, string, string, string, [string, string]][]} */
    const rows = [
      ["Francesca Loiacono", "Fila 1 · n. 2", "Giornata", "2", "€ 32,00", ["Pagata", palette.green]],
      ["Vito Colapietro", "Fila 3 · n. 31", "Mattina", "3", "€ 24,00", ["In attesa", palette.yellow]],
      ["Martina Gentile", "Fila 2 · n. 16", "Pomeriggio", "2", "€ 18,00", ["Al lido", palette.cyan]],
    ];
    rows.forEach(([client, place, slot, beds, amount, [st, col]], i) => {
      const y = 704 + i * 30;
      [client, place, slot, beds, amount].forEach((v, j) => (s += text(x0 + 24 + cols[j], y, v, { size: 14, weight: j === 0 ? 700 : 400 })));
      s += rect(x0 + 24 + cols[5], y - 17, 96, 24, { r: 12, fill: col });
      s += text(x0 + 72 + cols[5], y, st, { size: 12, weight: 700, anchor: "middle" });
    });
    return s;
  };
  const deco = circle(120, 120, 140, { fill: palette.yellow }) + rect(1380, 760, 260, 260, { r: 80, fill: palette.white, op: 0.2 });
  return svgDoc(palette.purple, deco + browser(110, 80, 1380, 860, "gestione.lidoprenota.it/panoramica", content));
}

/* ================================================================== 02 video consulto */

const DOCTOR = { skin: palette.skin1, hair: palette.hair1, style: "long", shirt: palette.white, collar: palette.cyan, glasses: true };
const CLIENT = { skin: palette.skin2, hair: palette.hair2, style: "short", shirt: palette.orange, beard: true };

/** @param {number} x @param {number} y @param {string} [color] */
function vcLogo(x, y, color = palette.black) {
  return (
    rect(x, y, 40, 40, { r: 12, fill: palette.blue }) +
    rect(x + 9, y + 13, 15, 14, { r: 4, fill: palette.white }) +
    svgPath(`M${x + 25} ${y + 20} l8 -5 v10 z`, { fill: palette.white }) +
    text(x + 52, y + 29, "VideoConsulto", { size: 22, weight: 700, fill: color })
  );
}

/** @param {number} cx @param {number} cy @param {string} color */
function iconMic(cx, cy, color) {
  return (
    rect(cx - 6, cy - 14, 12, 20, { r: 6, fill: color }) +
    svgPath(`M${cx - 11} ${cy - 2} a11 11 0 0 0 22 0`, { stroke: color, sw: 3 }) +
    line(cx, cy + 9, cx, cy + 14, { stroke: color, sw: 3 })
  );
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconCam(cx, cy, color) {
  return rect(cx - 15, cy - 9, 21, 18, { r: 5, fill: color }) + svgPath(`M${cx + 7} ${cy - 1} l9 -6 v14 l-9 -6 z`, { fill: color });
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconShare(cx, cy, color) {
  return (
    rect(cx - 15, cy - 11, 30, 21, { r: 4, stroke: color, sw: 3 }) +
    svgPath(`M${cx} ${cy + 4} v-10 m-5 5 l5 -5 l5 5`, { stroke: color, sw: 3 }) +
    line(cx - 7, cy + 15, cx + 7, cy + 15, { stroke: color, sw: 3 })
  );
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconChat(cx, cy, color) {
  return svgPath(`M${cx - 14} ${cy - 11} h28 a4 4 0 0 1 4 4 v14 a4 4 0 0 1 -4 4 h-16 l-8 7 v-7 h-4 a4 4 0 0 1 -4 -4 v-14 a4 4 0 0 1 4 -4 z`, {
    fill: color,
  });
}
/** @param {number} cx @param {number} cy @param {string} color */
function iconHangup(cx, cy, color) {
  return svgPath(`M${cx - 16} ${cy + 4} c0 -12 32 -12 32 0 l-1 5 l-8 -2 v-5 c-5 -2 -9 -2 -14 0 v5 l-8 2 z`, { fill: color });
}

function videoCall() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = rect(0, 0, w, h, { fill: palette.black });
    // stage
    const sx = 24;
    const sy = 24;
    const sw = 960;
    const sh = 650;
    const stage = clipRect(sx, sy, sw, sh, 28);
    s += `<defs>${stage.def}</defs><g clip-path="url(#${stage.id})">`;
    s += rect(sx, sy, sw, sh, { fill: palette.yellow });
    // a flat office: shelf, plant, window
    s += rect(sx + 60, sy + 90, 260, 200, { r: 24, fill: palette.white, op: 0.55 });
    s += line(sx + 190, sy + 90, sx + 190, sy + 290, { stroke: palette.yellow, sw: 10 });
    s += line(sx + 60, sy + 190, sx + 320, sy + 190, { stroke: palette.yellow, sw: 10 });
    s += rect(sx + 680, sy + 170, 220, 14, { r: 7, fill: palette.orange });
    s +=
      rect(sx + 700, sy + 110, 30, 60, { r: 6, fill: palette.blue }) +
      rect(sx + 736, sy + 124, 26, 46, { r: 6, fill: palette.purple }) +
      rect(sx + 768, sy + 100, 34, 70, { r: 6, fill: palette.cyan });
    s += ellipse(sx + 852, sy + 132, 14, 30, { fill: palette.green }) + ellipse(sx + 838, sy + 140, 10, 22, { fill: palette.green });
    s += rect(sx + 820, sy + 136, 50, 34, { r: 10, fill: palette.white });
    s += rect(sx + 60, sy + 380, 180, 14, { r: 7, fill: palette.orange });
    s += rect(sx + 84, sy + 330, 46, 50, { r: 10, fill: palette.cyan }) + circle(sx + 176, sy + 356, 22, { fill: palette.purple });
    s += placePerson(sx + 240, sy + 170, 480, DOCTOR);
    s += `</g>`;
    // overlays
    s += rect(sx + 24, sy + 24, 128, 40, { r: 20, fill: palette.black });
    s += circle(sx + 48, sy + 44, 7, { fill: palette.orange });
    s += text(sx + 64, sy + 50, "24:18", { size: 17, weight: 700, fill: palette.white });
    s += rect(sx + 24, sy + sh - 76, 420, 52, { r: 26, fill: palette.black });
    s += text(sx + 50, sy + sh - 43, "Dott.ssa Elena Ricci · Nutrizionista", { size: 17, weight: 700, fill: palette.white });
    s += rect(sx + sw - 164, sy + 24, 140, 40, { r: 20, fill: palette.white });
    s += text(sx + sw - 94, sy + 50, "Qualità HD", { size: 15, weight: 700, anchor: "middle" });
    // picture in picture
    const px = sx + sw - 284;
    const py = sy + sh - 214;
    const pip = clipRect(px, py, 260, 190, 22);
    s += `<defs>${pip.def}</defs><g clip-path="url(#${pip.id})">`;
    s += rect(px, py, 260, 190, { fill: palette.green });
    s += rect(px + 180, py + 30, 50, 70, { r: 10, fill: palette.white, op: 0.4 });
    s += placePerson(px + 45, py + 20, 170, CLIENT);
    s += `</g>`;
    s += rect(px, py, 260, 190, { r: 22, stroke: palette.white, sw: 4 });
    s += rect(px + 12, py + 150, 44, 28, { r: 14, fill: palette.black });
    s += text(px + 34, py + 170, "Tu", { size: 14, weight: 700, fill: palette.white, anchor: "middle" });

    // controls
    const cy = 740;
    const cx0 = sx + sw / 2 - 230;
    const btns = [iconMic, iconCam, iconShare, iconChat];
    btns.forEach((icon, i) => {
      const bx = cx0 + i * 84;
      s += circle(bx, cy, 30, { fill: i === 1 ? palette.white : "#2A2A2A" });
      s += icon(bx, cy, i === 1 ? palette.black : palette.white);
    });
    s += rect(cx0 + 4 * 84 - 30, cy - 30, 150, 60, { r: 30, fill: palette.orange });
    s += iconHangup(cx0 + 4 * 84, cy, palette.white);
    s += text(cx0 + 4 * 84 + 68, cy + 6, "Termina", { size: 16, weight: 700, fill: palette.white, anchor: "middle" });

    // side panel
    const rx = sx + sw + 20;
    const rw = w - rx - 24;
    s += rect(rx, 24, rw, h - 48, { r: 28, fill: palette.white });
    s += rect(rx + 20, 44, rw - 40, 48, { r: 24, fill: palette.soft });
    s += rect(rx + 24, 48, (rw - 48) / 3, 40, { r: 20, fill: palette.black });
    s += text(rx + 24 + (rw - 48) / 6, 74, "Chat", { size: 15, weight: 700, fill: palette.white, anchor: "middle" });
    s += text(rx + 24 + (rw - 48) / 2, 74, "Note", { size: 15, fill: palette.mid, anchor: "middle" });
    s += text(rx + 24 + (5 * (rw - 48)) / 6, 74, "File", { size: 15, fill: palette.mid, anchor: "middle" });
    /** @type {(y: number, lines: string[], mine: boolean, who: string) => string} */
    const bubble = (y, lines, mine, who) => {
      const bw = 250;
      const bx = mine ? rx + rw - 20 - bw : rx + 20;
      const bh = 20 + lines.length * 22;
      let b = text(mine ? bx + bw : bx, y - 8, who, { size: 12, weight: 700, fill: palette.grey, anchor: mine ? "end" : "start" });
      b += rect(bx, y, bw, bh, { r: 18, fill: mine ? palette.blue : palette.soft });
      lines.forEach((ln, i) => (b += text(bx + 16, y + 30 + i * 22, ln, { size: 14, fill: mine ? palette.white : palette.black })));
      return b;
    };
    s += bubble(130, ["Buongiorno! Mi sente bene?"], false, "Elena Ricci · 10:30");
    s += bubble(204, ["Benissimo, grazie.", "Ho portato il diario", "alimentare."], true, "Tu · 10:31");
    s += bubble(320, ["Perfetto, lo guardiamo", "insieme. Le condivido", "il piano settimanale."], false, "Elena Ricci · 10:33");
    // file card
    s += rect(rx + 20, 436, rw - 40, 64, { r: 16, stroke: palette.line, sw: 2, fill: palette.white });
    s += rect(rx + 34, 448, 32, 40, { r: 6, fill: palette.orange });
    s += text(rx + 50, 473, "PDF", { size: 10, weight: 700, fill: palette.white, anchor: "middle" });
    s += text(rx + 78, 464, "Piano-settimanale.pdf", { size: 14, weight: 700 });
    s += text(rx + 78, 486, "248 KB · Scarica", { size: 12, fill: palette.mid });
    s += bubble(548, ["Grazie, lo apro subito!"], true, "Tu · 10:34");
    s += rect(rx + 20, h - 112, rw - 40, 54, { r: 27, fill: palette.soft });
    s += text(rx + 42, h - 78, "Scrivi un messaggio…", { size: 15, fill: palette.grey });
    s += circle(rx + rw - 48, h - 85, 20, { fill: palette.blue });
    s += svgPath(`M${rx + rw - 56} ${h - 85} h14 m-5 -6 l6 6 l-6 6`, { stroke: palette.white, sw: 3 });
    return s;
  };
  const deco = circle(1500, 900, 200, { fill: palette.cyan }) + rect(30, 40, 160, 160, { r: 50, fill: palette.white, op: 0.2 });
  return svgDoc(palette.blue, deco + browser(110, 80, 1380, 860, "videoconsulto.it/stanza/ricci-4821", content));
}

/** The booking steps, numbered, the `active` one (0-based) bold. @param {number} x @param {number} y @param {number} active */
function steps(x, y, active) {
  const labels = ["Professionista", "Data e ora", "Pagamento"];
  let s = "";
  let cx = x;
  labels.forEach((label, i) => {
    const done = i < active;
    const on = i === active;
    s += circle(cx + 16, y, 16, { fill: done ? palette.green : on ? palette.black : palette.soft });
    s += done
      ? check(cx + 16, y, 0.8, palette.black, 3)
      : text(cx + 16, y + 6, String(i + 1), { size: 15, weight: 700, fill: on ? palette.white : palette.grey, anchor: "middle" });
    s += text(cx + 42, y + 6, label, { size: 16, weight: on ? 700 : 400, fill: on || done ? palette.black : palette.grey });
    const lw = textWidth(label, 16, on ? 700 : 400);
    if (i < labels.length - 1) s += line(cx + 56 + lw, y, cx + 96 + lw, y, { stroke: palette.line, sw: 3 });
    cx += 110 + lw;
  });
  return s;
}

/** @param {number} w */
function vcHeader(w) {
  let s = vcLogo(32, 18);
  s += text(w - 420, 45, "Professionisti", { size: 16, fill: palette.mid });
  s += text(w - 280, 45, "Come funziona", { size: 16, fill: palette.mid });
  s += circle(w - 58, 38, 20, { fill: palette.orange });
  s += text(w - 58, 44, "AR", { size: 14, weight: 700, fill: palette.white, anchor: "middle" });
  s += line(0, 76, w, 76, { stroke: palette.line });
  return s;
}

function vcCalendar() {
  /** @type {Content} */
  const content = (w) => {
    let s = vcHeader(w);
    s += steps(32, 120, 1);

    // professional card
    s += rect(32, 164, 340, 600, { r: 28, fill: palette.soft });
    const av = clipRect(62, 194, 120, 120, 60);
    s +=
      `<defs>${av.def}</defs><g clip-path="url(#${av.id})">` +
      rect(62, 194, 120, 120, { fill: palette.yellow }) +
      placePerson(70, 206, 104, DOCTOR) +
      `</g>`;
    s += text(62, 352, "Dott.ssa Elena Ricci", { size: 21, weight: 700 });
    s += text(62, 380, "Nutrizionista · Bari", { size: 16, fill: palette.mid });
    s += text(62, 414, "★ 4,9", { size: 16, weight: 700, fill: palette.black });
    s += text(118, 414, "128 recensioni", { size: 15, fill: palette.mid });
    /** @type {(x: number, y: number, label: string, fill: string, color?: string) => { w: number, svg: string }} */
    const chip = (x, y, label, fill, color = palette.black) => pill(x, y, label, { fill, color, size: 14, h: 34, padX: 14 });
    const c1 = chip(62, 436, "Video 45 min", palette.cyan);
    s += c1.svg + chip(62 + c1.w + 10, 436, "€ 60,00", palette.yellow).svg;
    ["Piani alimentari su misura,", "sport e gravidanza. Prima", "visita e controlli mensili", "in videochiamata."].forEach(
      (ln, i) => (s += text(62, 512 + i * 26, ln, { size: 15, fill: palette.black })),
    );
    s += rect(62, 640, 280, 96, { r: 20, fill: palette.white });
    s += text(82, 676, "Prossimo disponibile", { size: 14, fill: palette.mid });
    s += text(82, 708, "Mar 15 luglio, 09:00", { size: 17, weight: 700 });

    // calendar
    const kx = 404;
    const kw = 520;
    s += rect(kx, 164, kw, 600, { r: 28, stroke: palette.line, sw: 2, fill: palette.white });
    s += text(kx + 32, 214, "Luglio", { size: 26, weight: 700 });
    s += circle(kx + kw - 88, 206, 20, { fill: palette.soft }) + text(kx + kw - 88, 213, "‹", { size: 22, weight: 700, anchor: "middle" });
    s +=
      circle(kx + kw - 40, 206, 20, { fill: palette.black }) +
      text(kx + kw - 40, 213, "›", { size: 22, weight: 700, fill: palette.white, anchor: "middle" });
    const cell = (kw - 48) / 7;
    ["L", "M", "M", "G", "V", "S", "D"].forEach(
      (d, i) => (s += text(kx + 24 + cell * i + cell / 2, 262, d, { size: 14, weight: 700, fill: palette.grey, anchor: "middle" })),
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
      if (sel) s += circle(cx, cy - 6, 26, { fill: palette.blue });
      else if (d === 14) s += circle(cx, cy - 6, 26, { stroke: palette.black, sw: 2 });
      s += text(cx, cy, String(d), {
        size: 18,
        weight: av2 || sel ? 700 : 400,
        fill: sel ? palette.white : past ? "#C4C4C4" : palette.black,
        anchor: "middle",
      });
      if (av2 && !sel) s += circle(cx, cy + 14, 4, { fill: palette.green });
    }
    s += circle(kx + 36, 740, 5, { fill: palette.green }) + text(kx + 48, 745, "disponibile", { size: 13, fill: palette.mid });
    s += circle(kx + 160, 740, 7, { stroke: palette.black, sw: 2 }) + text(kx + 174, 745, "oggi", { size: 13, fill: palette.mid });

    // slots
    const sx = kx + kw + 24;
    const sw2 = w - sx - 32;
    s += text(sx, 200, "Martedì 15 luglio", { size: 24, weight: 700 });
    s += text(sx, 228, "Orari disponibili · ora italiana", { size: 15, fill: palette.mid });
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
    s += text(sx, 272, "Mattina", { size: 13, weight: 700, fill: palette.grey });
    s += text(sx, 434, "Pomeriggio", { size: 13, weight: 700, fill: palette.grey });
    slots.forEach(([t, st], i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const y = 286 + row * 60 + (i >= 4 ? 40 : 0);
      const x = sx + col * (slw + 14);
      if (st === 2) s += rect(x, y, slw, 48, { r: 24, fill: palette.blue });
      else if (st === 1) s += rect(x, y, slw, 48, { r: 24, fill: palette.soft });
      else s += rect(x, y, slw, 48, { r: 24, stroke: palette.black, sw: 2.5, fill: palette.white });
      s += text(x + slw / 2, y + 31, t, {
        size: 18,
        weight: 700,
        fill: st === 2 ? palette.white : st === 1 ? "#BDBDBD" : palette.black,
        anchor: "middle",
        deco: st === 1 ? "line-through" : undefined,
      });
    });
    s += rect(sx, 584, sw2, 90, { r: 20, fill: palette.soft });
    s += text(sx + 20, 620, "Nessuna app da installare:", { size: 15, weight: 700 });
    s += text(sx + 20, 646, "la stanza si apre dal browser.", { size: 15, fill: palette.mid });
    s += pill(sx, 706, "Continua", { size: 18, h: 58, w: sw2 }).svg;
    return s;
  };
  const deco = rect(1340, 40, 220, 220, { r: 70, fill: palette.yellow }) + circle(140, 900, 120, { fill: palette.white, op: 0.25 });
  return svgDoc(palette.green, deco + browser(110, 80, 1380, 860, "videoconsulto.it/prenota/elena-ricci", content));
}

function vcPayment() {
  /** @type {Content} */
  const content = (w) => {
    let s = vcHeader(w);
    s += steps(32, 120, 2);
    // summary card
    s += rect(32, 164, 480, 600, { r: 28, fill: palette.soft });
    s += text(60, 214, "Riepilogo", { size: 24, weight: 700 });
    const av = clipRect(60, 240, 72, 72, 36);
    s +=
      `<defs>${av.def}</defs><g clip-path="url(#${av.id})">` +
      rect(60, 240, 72, 72, { fill: palette.yellow }) +
      placePerson(64, 248, 64, DOCTOR) +
      `</g>`;
    s += text(148, 270, "Dott.ssa Elena Ricci", { size: 18, weight: 700 });
    s += text(148, 296, "Nutrizionista", { size: 15, fill: palette.mid });
    s += rect(60, 336, 424, 150, { r: 20, fill: palette.white });
    /** @type {(y: number, a: string, b: string) => string} */
    const summaryRow = (y, a, b) => text(84, y, a, { size: 15, fill: palette.mid }) + text(460, y, b, { size: 15, weight: 700, anchor: "end" });
    s += summaryRow(374, "Servizio", "Consulenza in video");
    s += summaryRow(410, "Data", "Mar 15 luglio");
    s += summaryRow(446, "Orario", "10:30 – 11:15");
    s += summaryRow(530, "Consulenza 45 min", "€ 60,00");
    s += summaryRow(564, "Contributo piattaforma", "€ 2,00");
    s += line(60, 590, 484, 590, { stroke: palette.line, sw: 2 });
    s += text(60, 634, "Totale", { size: 22, weight: 700 }) + text(484, 634, "€ 62,00", { size: 28, weight: 700, anchor: "end" });
    s += rect(60, 670, 424, 64, { r: 18, fill: palette.cyan });
    s += text(84, 698, "Il link alla stanza arriva via e-mail", { size: 14, weight: 700 });
    s += text(84, 720, "e resta attivo 10 minuti prima.", { size: 14 });

    // payment
    const px = 552;
    const pw = 500;
    s += text(px, 214, "Pagamento", { size: 24, weight: 700 });
    const methods = ["Carta", "Bonifico", "Wallet"];
    const mw = (pw - 20) / 3;
    methods.forEach((m, i) => {
      const mx = px + i * (mw + 10);
      s += rect(mx, 240, mw, 56, { r: 18, fill: i === 0 ? palette.white : palette.soft, stroke: i === 0 ? palette.blue : undefined, sw: 3 });
      s += text(mx + mw / 2, 274, m, { size: 16, weight: i === 0 ? 700 : 400, fill: i === 0 ? palette.blue : palette.mid, anchor: "middle" });
    });
    /** @type {(x: number, y: number, fw: number, label: string, value: string) => string} */
    const field = (x, y, fw, label, value) =>
      text(x, y, label, { size: 13, weight: 700, fill: palette.mid }) +
      rect(x, y + 10, fw, 52, { r: 14, stroke: palette.line, sw: 2, fill: palette.white }) +
      text(x + 16, y + 43, value, { size: 16 });
    s += field(px, 334, pw, "Intestatario della carta", "Antonio Rossi");
    s += field(px, 418, pw, "Numero carta", "4970 1200 0000 7315");
    s += field(px, 502, (pw - 16) / 2, "Scadenza", "03/27");
    s += field(px + (pw + 16) / 2, 502, (pw - 16) / 2, "CVV", "•••");
    s += rect(px, 588, 24, 24, { r: 7, fill: palette.black }) + check(px + 12, 600, 0.7, palette.white, 3);
    s += text(px + 36, 606, "Voglio la fattura sanitaria", { size: 15 });
    s += pill(px, 640, "Paga € 62,00", { size: 19, h: 60, w: pw, fill: palette.black }).svg;
    s +=
      rect(px + 142, 730, 12, 10, { r: 2, fill: palette.mid }) + svgPath(`M${px + 144} ${730} v-3 a4 4 0 0 1 8 0 v3`, { stroke: palette.mid, sw: 2 });
    s += text(px + 162, 740, "Pagamento protetto e cifrato", { size: 14, fill: palette.mid });
    return s;
  };
  /** @type {Content} */
  const confirm = (w) => {
    let s = "";
    s += text(w / 2, 96, "Prenotazione", { size: 20, weight: 700, anchor: "middle" });
    s += circle(w / 2, 210, 72, { fill: palette.green });
    s += check(w / 2, 214, 3, palette.black, 10);
    s += text(w / 2, 330, "Consulto", { size: 28, weight: 700, anchor: "middle" });
    s += text(w / 2, 364, "confermato!", { size: 28, weight: 700, anchor: "middle" });
    s += text(w / 2, 400, "Ti abbiamo scritto via e-mail.", { size: 15, fill: palette.mid, anchor: "middle" });
    s += rect(20, 430, w - 40, 150, { r: 22, fill: palette.soft });
    s += rect(40, 452, 52, 52, { r: 14, fill: palette.blue });
    s += text(66, 474, "LUG", { size: 11, weight: 700, fill: palette.white, anchor: "middle" });
    s += text(66, 496, "15", { size: 18, weight: 700, fill: palette.white, anchor: "middle" });
    s += text(106, 474, "Martedì, 10:30", { size: 16, weight: 700 });
    s += text(106, 496, "45 minuti in video", { size: 14, fill: palette.mid });
    s += line(40, 522, w - 40, 522, { stroke: palette.line });
    s += text(40, 556, "Dott.ssa Elena Ricci", { size: 15, weight: 700 });
    s += pill(20, 598, "Aggiungi al calendario", { size: 16, h: 54, w: w - 40, fill: palette.black }).svg;
    s += pill(20, 662, "Entra nella stanza", { size: 16, h: 54, w: w - 40, fill: palette.soft, color: palette.grey }).svg;
    s += text(w / 2, 742, "Disponibile dalle 10:20", { size: 13, fill: palette.grey, anchor: "middle" });
    return s;
  };
  const deco = circle(1460, 120, 120, { fill: palette.yellow }) + rect(40, 820, 200, 200, { r: 60, fill: palette.white, op: 0.22 });
  return svgDoc(
    palette.orange,
    deco + browser(70, 80, 1120, 860, "videoconsulto.it/prenota/pagamento", content) + phone(1150, 150, 380, 800, confirm),
  );
}

/* ================================================================== 03 blessbit site */

/** @param {number} w @param {"works" | "studio"} active */
function bbHeader(w, active) {
  let s = mascot(32, 16, 40, palette.orange);
  s += text(82, 48, "blessbit", { size: 26, weight: 700 });
  s += text(w - 208, 47, "Works", { size: 20, weight: 700, fill: active === "works" ? palette.black : palette.grey });
  s += text(w - 112, 47, "Studio", { size: 20, weight: 700, fill: active === "studio" ? palette.black : palette.grey });
  return s;
}

function bbHome() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = bbHeader(w, "works");
    s += text(56, 250, "Make your", { size: 140, weight: 700, ls: -4 });
    s += text(56, 390, "projects", { size: 140, weight: 700, ls: -4 });
    s += text(56, 530, "blessed", { size: 140, weight: 700, ls: -4 });
    // coin button
    s += circle(722, 486, 42, { fill: palette.yellow, stroke: palette.black, sw: 4 });
    s += line(704, 486, 740, 486, { stroke: palette.black, sw: 6 }) + line(722, 468, 722, 504, { stroke: palette.black, sw: 6 });
    // mascots
    s += mascot(920, 170, 280, palette.orange, -8);
    s += mascot(1130, 320, 210, palette.blue, 12);
    // floating labels
    s +=
      `<g transform="rotate(-6 960 140)">` +
      pill(880, 116, "Software su misura", { fill: palette.cyan, color: palette.black, size: 18, h: 48 }).svg +
      `</g>`;
    s +=
      `<g transform="rotate(7 990 585)">` +
      pill(880, 560, "Fatto in Puglia", { fill: palette.purple, color: palette.white, size: 18, h: 48 }).svg +
      `</g>`;
    // speech ball
    s += `<g transform="rotate(20 1262 160)">`;
    s += circle(1262, 160, 70, { fill: palette.white, stroke: palette.black, sw: 4 });
    s += svgPath("M1236 222 l-14 34 l36 -26", { fill: palette.white, stroke: palette.black, sw: 4 });
    s += rect(1222, 212, 40, 14, { fill: palette.white });
    s += text(1262, 152, "Ciao!", { size: 22, weight: 700, anchor: "middle" });
    s += text(1262, 180, "Ti aiutiamo?", { size: 14, anchor: "middle" });
    s += `</g>`;
    // bottom row
    s += line(56, 640, w - 56, 640, { stroke: palette.line, sw: 2 });
    s += text(56, 690, "Studio di sviluppo software · Conversano, Puglia", { size: 20 });
    s += text(56, 722, "Siti, app e gestionali che funzionano. Con un sorriso.", { size: 18, fill: palette.mid });
    // scroll hint
    s += rect(w / 2 + 90, 672, 32, 52, { r: 16, stroke: palette.black, sw: 3 });
    s += rect(w / 2 + 103, 684, 6, 12, { r: 3, fill: palette.black });
    // CTA ball
    s += circle(w - 110, h + 10, 130, { fill: palette.orange });
    s += text(w - 130, h - 42, "Parliamone!", { size: 22, weight: 700, anchor: "middle" });
    return s;
  };
  const deco = circle(110, 900, 150, { fill: palette.white, op: 0.3 }) + rect(1400, 30, 170, 170, { r: 50, fill: palette.orange });
  return svgDoc(palette.yellow, deco + browser(110, 80, 1380, 860, "blessbit.it", content));
}

function bbServices() {
  /** @type {[string, string, string, string[]][]} */
  const services = [
    [palette.yellow, palette.black, "Siti web", ["Siti veloci, accessibili", "e facili da aggiornare,", "pensati per chi li usa."]],
    [palette.orange, palette.black, "App mobile", ["App per iOS e Android", "con un solo codice,", "dall'idea allo store."]],
    [palette.cyan, palette.black, "Gestionali", ["Software su misura", "per il tuo lavoro:", "meno fogli, più tempo."]],
    [palette.purple, palette.white, "E-commerce", ["Negozi online con", "pagamenti, spedizioni", "e magazzino collegati."]],
    [palette.green, palette.black, "Prenotazioni", ["Calendari, posti", "e pagamenti online", "per servizi e strutture."]],
  ];
  /** @type {Content} */
  const content = (w) => {
    let s = bbHeader(w, "studio");
    s += text(56, 190, "Cosa facciamo", { size: 96, weight: 700, ls: -3 });
    s += text(w - 56, 180, "01 — 05", { size: 20, weight: 700, fill: palette.grey, anchor: "end" });
    const cw = 360;
    const ch = 460;
    const y = 236;
    services.forEach(([bg, fg, title, lines], i) => {
      const x = 56 + i * (cw + 24);
      s += rect(x, y, cw, ch, { r: 36, fill: bg });
      s += text(x + 32, y + 64, `0${i + 1}`, { size: 22, weight: 700, fill: fg });
      // simple pictogram per card
      const ix = x + cw - 100;
      const iy = y + 36;
      if (i === 0) s += rect(ix, iy, 68, 52, { r: 10, fill: palette.white }) + rect(ix, iy, 68, 14, { r: 7, fill: palette.black });
      if (i === 1) s += rect(ix + 16, iy - 6, 40, 70, { r: 10, fill: palette.white }) + rect(ix + 28, iy + 52, 16, 5, { r: 2, fill: palette.black });
      if (i === 2)
        s +=
          rect(ix, iy, 68, 64, { r: 12, fill: palette.white }) +
          rect(ix + 10, iy + 36, 10, 18, { r: 3, fill: palette.black }) +
          rect(ix + 28, iy + 20, 10, 34, { r: 3, fill: palette.black }) +
          rect(ix + 46, iy + 28, 10, 26, { r: 3, fill: palette.black });
      if (i === 3)
        s +=
          svgPath(`M${ix} ${iy + 6} h12 l10 38 h38 l8 -28 h-50`, { stroke: palette.white, sw: 6 }) +
          circle(ix + 28, iy + 58, 6, { fill: palette.white }) +
          circle(ix + 52, iy + 58, 6, { fill: palette.white });
      if (i === 4) s += rect(ix, iy, 68, 64, { r: 12, fill: palette.white }) + check(ix + 34, iy + 36, 1.4, palette.black, 5);
      s += text(x + 32, y + ch - 170, title, { size: 40, weight: 700, fill: fg, ls: -1 });
      lines.forEach((ln, j) => (s += text(x + 32, y + ch - 120 + j * 30, ln, { size: 20, fill: fg })));
    });
    // drag cursor over the second card
    s += circle(1000, 390, 62, { fill: palette.black });
    s += text(1000, 397, "Trascina", { size: 17, weight: 700, fill: palette.white, anchor: "middle" });
    s += svgPath("M936 390 l-14 0 m6 -7 l-7 7 l7 7", { stroke: palette.black, sw: 4 });
    s += svgPath("M1064 390 l14 0 m-6 -7 l7 7 l-7 7", { stroke: palette.black, sw: 4 });
    // progress track
    s += rect(56, 736, w - 112, 6, { r: 3, fill: palette.line });
    s += rect(56, 736, 520, 6, { r: 3, fill: palette.black });
    s += text(56, 782, "Trascina le schede per scoprire tutti i servizi", { size: 16, fill: palette.mid });
    return s;
  };
  const deco = rect(1380, 780, 260, 260, { r: 80, fill: palette.yellow }) + circle(90, 110, 110, { fill: palette.white, op: 0.2 });
  return svgDoc(palette.blue, deco + browser(110, 80, 1380, 860, "blessbit.it/studio", content));
}

function bbMap() {
  /** @type {Content} */
  const content = (w, h) => {
    let s = bbHeader(w, "studio");
    s += text(56, 168, "Dove siamo", { size: 80, weight: 700, ls: -3 });
    s += text(640, 130, "La sede è a Conversano, in Piazza Indipendenza 1,", { size: 19 });
    s += text(640, 160, "nel cuore della Puglia. Passa a trovarci:", { size: 19 });
    s += text(640, 190, "una ruota di focaccia è garantita.", { size: 19 });
    // map
    const mx = 56;
    const my = 222;
    const mw = w - 112;
    const mh = h - my - 40;
    const clip = clipRect(mx, my, mw, mh, 32);
    s += `<defs>${clip.def}</defs><g clip-path="url(#${clip.id})">`;
    s += rect(mx, my, mw, mh, { fill: "#ECECEC" });
    // blocks
    const rnd = prng(70014);
    for (let gx = 0; gx < 10; gx++) {
      for (let gy = 0; gy < 5; gy++) {
        const bx = mx + 10 + gx * 132 + (gy % 2 ? 30 : 0);
        const by = my + 12 + gy * 110;
        const bw = 96 + Math.round(rnd() * 16);
        const bh = 72 + Math.round(rnd() * 10);
        s += rect(bx, by, bw, bh, { r: 14, fill: "#DEDEDE" });
      }
    }
    // park and sea-ish lake
    s += rect(mx + 880, my + 300, 300, 200, { r: 40, fill: "#A8EBC6" });
    s +=
      circle(mx + 940, my + 360, 18, { fill: palette.green }) +
      circle(mx + 1000, my + 420, 22, { fill: palette.green }) +
      circle(mx + 1100, my + 350, 16, { fill: palette.green });
    s += ellipse(mx + 120, my + 470, 150, 70, { fill: "#A6E6EC" });
    // streets
    /** @type {(d: string, wdt?: number) => string} */
    const road = (d, wdt = 22) => svgPath(d, { stroke: palette.white, sw: wdt });
    s += road(`M${mx - 20} ${my + 96} L${mx + mw + 20} ${my + 116}`, 26);
    s += road(`M${mx - 20} ${my + 318} C${mx + 300} ${my + 290} ${mx + 600} ${my + 330} ${mx + mw + 20} ${my + 300}`, 30);
    s += road(`M${mx + 250} ${my - 20} L${mx + 330} ${my + mh + 20}`);
    s += road(`M${mx + 760} ${my - 20} C${mx + 720} ${my + 200} ${mx + 800} ${my + 360} ${mx + 740} ${my + mh + 20}`, 26);
    s += road(`M${mx + 450} ${my + 100} L${mx + 900} ${my + mh + 20}`, 18);
    s += road(`M${mx + 1000} ${my - 20} L${mx + 1060} ${my + 300}`, 18);
    // piazza
    s += circle(mx + 600, my + 300, 70, { fill: palette.white });
    s += circle(mx + 600, my + 300, 40, { fill: palette.yellow, op: 0.5 });
    s += text(mx + 150, my + 88, "Via Roma", { size: 15, fill: palette.mid, rot: 1 });
    s += text(mx + 900, my + 290, "Corso Umberto I", { size: 15, fill: palette.mid, rot: -1.5 });
    s += text(mx + 1012, my + 60, "Via Castello", { size: 15, fill: palette.mid, rot: 79 });
    s += text(mx + 600, my + 398, "Piazza Indipendenza", { size: 15, weight: 700, fill: palette.black, anchor: "middle" });
    s += text(mx + 1030, my + 470, "Villa comunale", { size: 14, fill: palette.black, anchor: "middle" });
    // pin
    const px = mx + 600;
    const py = my + 290;
    s += ellipse(px, py + 6, 20, 7, { fill: palette.black, op: 0.2 });
    s += svgPath(
      `M${px} ${py} C${px - 10} ${py - 30} ${px - 38} ${py - 46} ${px - 38} ${py - 74} A38 38 0 0 1 ${px + 38} ${py - 74} C${px + 38} ${py - 46} ${px + 10} ${py - 30} ${px} ${py} Z`,
      {
        fill: palette.orange,
        stroke: palette.black,
        sw: 4,
      },
    );
    s += circle(px, py - 74, 15, { fill: palette.white, stroke: palette.black, sw: 3 });
    s += mascot(px + 54, py - 80, 80, palette.blue, 10);
    s += `</g>`;
    // address card
    s += rect(mx + 28, my + 150, 380, 280, { r: 28, fill: palette.white, stroke: palette.black, sw: 3 });
    s += text(mx + 56, my + 204, "Blessbit", { size: 26, weight: 700 });
    s += text(mx + 56, my + 240, "Piazza Indipendenza 1", { size: 18 });
    s += text(mx + 56, my + 268, "70014 Conversano (BA)", { size: 18 });
    s += line(mx + 56, my + 296, mx + 380, my + 296, { stroke: palette.line, sw: 2 });
    s += text(mx + 56, my + 336, "Visualizza mappa più grande", { size: 17, weight: 700, fill: palette.blue, deco: "underline" });
    s += text(mx + 56, my + 376, "Indicazioni stradali ↗", { size: 17, weight: 700, fill: palette.blue, deco: "underline" });
    // hint
    s += rect(mx + mw - 420, my + mh - 64, 396, 40, { r: 20, fill: palette.black, op: 0.85 });
    s += text(mx + mw - 222, my + mh - 38, "Usa ctrl + rotella per lo zoom", { size: 15, fill: palette.white, anchor: "middle" });
    return s;
  };
  const deco = circle(1470, 140, 130, { fill: palette.orange }) + rect(30, 780, 200, 200, { r: 60, fill: palette.white, op: 0.25 });
  return svgDoc(palette.green, deco + browser(110, 80, 1380, 860, "blessbit.it/studio#dove-siamo", content));
}

/* ------------------------------------------------------------------ output */

/** @type {[string, string, () => string][]} folder, file name, drawing */
const IMAGES = [
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
 * @param {{ svgDir?: string, force?: boolean }} [options] `svgDir` (or $SVG_DIR): also write each drawing's SVG there, to look at it
 * @returns {Promise<import("./write-asset.mjs").AssetResult[]>}
 */
export async function main({ svgDir = process.env.SVG_DIR, force = false } = {}) {
  const written = [];
  for (const [folder, name, draw] of IMAGES) {
    const svg = draw();
    const file = path.join(ROOT, "content", "works", folder, `${name}.jpg`);
    if (svgDir) {
      await mkdir(svgDir, { recursive: true });
      await writeFile(path.join(svgDir, `${folder}-${name}.svg`), svg);
    }
    const result = await writeAsset(file, () => renderJpeg(svg, { width: WIDTH, height: HEIGHT }), { force });
    written.push(result);
    console.log(describe("works-images", result));
  }
  return written;
}
