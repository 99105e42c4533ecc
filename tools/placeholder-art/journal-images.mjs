/**
 * Draws the journal's covers and in-article pictures and renders them to JPEG.
 *
 *   npm run assets -- journal-images [--force]
 *
 * Flat SVG illustrations in the brand colours (same drawing kit and mascot as the works
 * mock-ups), rendered by sharp into content/journal/<post>/<name>.jpg. Covers are 1600×900
 * (16:9, cropped to 1200×630 for sharing); body pictures 1600×1000. Deterministic: the only
 * scattering (umbrellas, toppings) comes from a fixed-seed PRNG.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { check, circle, ellipse, group, line, mascot, palette, phone, pill, prng, rect, renderJpeg, svgPath, text, umbrella } from "./svg-kit.mjs";
import { describe, writeAsset } from "./write-asset.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** @typedef {import("./svg-kit.mjs").Content} Content */
/** @typedef {{ width: number, height: number }} Size */

/** @type {Size} */
const COVER = { width: 1600, height: 900 };
/** @type {Size} */
const FIGURE = { width: 1600, height: 1000 };

// Food and sand tones: flat, like the brand blocks, only for what must read as such.
const FOOD = { crust: "#E9A23B", dough: "#F6C453", dimple: "#DE9530", tomato: "#E4322B", olive: "#2B2B2B", basil: "#1F9D55", tray: "#3A3A3A" };

/** A whole picture: `inner` drawn over a `bg` background. @type {(size: Size, bg: string, inner: string) => string} */
const doc = ({ width, height }, bg, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  rect(0, 0, width, height, { fill: bg }) +
  inner +
  `</svg>`;

/**
 * A straight arrow with a filled head, from (x1,y1) to (x2,y2).
 * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2
 * @param {{ stroke?: string, sw?: number }} [style]
 */
function arrow(x1, y1, x2, y2, { stroke = palette.black, sw = 5 } = {}) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 18;
  const hx = x2 - head * Math.cos(angle);
  const hy = y2 - head * Math.sin(angle);
  const side = (/** @type {1 | -1} */ sign) => `${(hx + sign * 10 * Math.sin(angle)).toFixed(1)} ${(hy - sign * 10 * Math.cos(angle)).toFixed(1)}`;
  return line(x1, y1, hx, hy, { stroke, sw }) + svgPath(`M${x2} ${y2} L${side(1)} L${side(-1)} Z`, { fill: stroke, stroke, sw: 2 });
}

/** @type {(x: number, y: number, label: string) => string} */
const arrowLabel = (x, y, label) => text(x, y, label, { size: 20, weight: 700, anchor: "middle" });

/* ================================================================ LidoPrenota */

/** The beach from above: sea, foam, rows of umbrellas on the sand and the blue mascot with its own umbrella. */
function lidoCover() {
  const { width: w, height: h } = COVER;
  const rnd = prng(17022026);
  let s = "";
  // sea with a wavy shoreline and a foam line
  let shore = `M0 0 H${w} V250`;
  for (let x = w; x >= 0; x -= 100) shore += ` Q${x - 50} ${x % 200 === 0 ? 290 : 220} ${x - 100} 250`;
  s += svgPath(`${shore} Z`, { fill: palette.cyan });
  let foam = "M0 262";
  for (let x = 0; x <= w; x += 100) foam += ` Q${x + 50} ${x % 200 === 0 ? 232 : 300} ${x + 100} 262`;
  s += svgPath(foam, { stroke: palette.white, sw: 10 });
  s += svgPath("M160 110 q30 -18 60 0 q30 18 60 0", { stroke: palette.white, sw: 6 });
  s += svgPath("M620 70 q30 -18 60 0 q30 18 60 0", { stroke: palette.white, sw: 6 });
  s += svgPath("M1220 130 q30 -18 60 0 q30 18 60 0", { stroke: palette.white, sw: 6 });
  // walkway from the entrance to the sea
  s += rect(512, 300, 56, h - 300, { r: 28, fill: palette.white, op: 0.7 });
  // rows of umbrellas: green free, orange booked, one blue selected
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const cx = 110 + col * 120 + (col >= 4 ? 60 : 0);
      const cy = 370 + row * 140;
      if (cx > 1020) continue;
      const selected = row === 1 && col === 5;
      const colour = selected ? palette.blue : rnd() < 0.45 ? palette.orange : palette.green;
      s += ellipse(cx + 10, cy + 14, 40, 14, { fill: palette.black, op: 0.12 });
      s += umbrella(cx, cy, 40, colour, { ring: selected ? palette.black : undefined });
    }
  }
  // the mascot under its umbrella (side view), with a towel
  s += rect(1110, 700, 300, 110, { r: 24, fill: palette.purple });
  s += line(1140, 728, 1380, 728, { stroke: palette.white, sw: 8 }) + line(1140, 782, 1380, 782, { stroke: palette.white, sw: 8 });
  s += line(1390, 300, 1350, 760, { stroke: palette.black, sw: 12 });
  s += svgPath("M1200 330 Q1390 150 1580 330 Z", { fill: palette.orange, stroke: palette.black, sw: 8 });
  s += svgPath("M1260 330 Q1390 200 1520 330", { stroke: palette.black, sw: 6 });
  s += mascot(1150, 430, 300, palette.blue, -8);
  // sun
  s += circle(1500, 100, 56, { fill: palette.yellow, stroke: palette.black, sw: 6 });
  return doc(COVER, palette.yellow, s);
}

/** Architecture: the bathers' web app and the manager's panel share one API, backed by PostgreSQL and Stripe. */
function lidoArchitecture() {
  const { width: w } = FIGURE;
  let s = "";
  s += text(80, 110, "Come è fatto LidoPrenota", { size: 56, weight: 700, ls: -1 });
  s += text(80, 160, "Due interfacce, una sola API: le regole vivono in un posto solo.", { size: 26, fill: "#595959" });

  // bathers' web app on a phone
  /** @type {Content} */
  const mapScreen = (sw) => {
    let m = text(sw / 2, 90, "Lido Azzurro", { size: 20, weight: 700, anchor: "middle" });
    m += rect(16, 110, sw - 32, 40, { r: 12, fill: palette.cyan });
    for (let r = 0; r < 5; r += 1) {
      for (let c = 0; c < 4; c += 1) {
        const booked = (r * 4 + c) % 3 === 0;
        m += umbrella(50 + c * 62, 200 + r * 62, 20, r === 2 && c === 2 ? palette.blue : booked ? palette.orange : palette.green);
      }
    }
    m += pill(20, 510, "Prenota ora", { size: 16, h: 50, w: sw - 40, fill: palette.yellow, color: palette.black }).svg;
    return m;
  };
  s += phone(110, 250, 300, 600, mapScreen, { time: "9:00" });
  s += text(260, 900, "App web dei bagnanti", { size: 24, weight: 700, anchor: "middle" });
  s += text(260, 934, "si apre da un link, < 100 kB", { size: 20, fill: "#595959", anchor: "middle" });

  // API in the middle
  s += rect(590, 440, 420, 200, { r: 36, fill: palette.black });
  s += text(800, 520, "API", { size: 48, weight: 700, fill: palette.white, anchor: "middle" });
  s += text(800, 566, "Node.js + TypeScript", { size: 24, fill: palette.white, anchor: "middle" });
  s += text(800, 602, "prenotazioni · listini · mappe", { size: 20, fill: palette.yellow, anchor: "middle" });

  // manager's panel on a tablet
  s += rect(600, 730, 400, 220, { r: 28, fill: palette.white, stroke: palette.black, sw: 6 });
  s += rect(628, 758, 160, 72, { r: 14, fill: palette.green });
  s += text(708, 804, "87%", { size: 30, weight: 700, anchor: "middle" });
  s += rect(808, 758, 164, 72, { r: 14, fill: palette.yellow });
  s += text(890, 804, "€ 2.340", { size: 26, weight: 700, anchor: "middle" });
  [40, 64, 52, 80, 70, 92, 60].forEach(
    (bar, i) => (s += rect(632 + i * 48, 930 - bar, 30, bar, { r: 6, fill: i === 5 ? palette.blue : palette.cyan })),
  );
  s += text(800, 986, "Pannello del gestore (React, tablet)", { size: 22, weight: 700, anchor: "middle" });

  // PostgreSQL cylinder
  const dbx = 1290;
  s += rect(dbx - 130, 280, 260, 200, { fill: palette.blue });
  s += ellipse(dbx, 480, 130, 40, { fill: palette.blue, stroke: palette.black, sw: 6 });
  s += line(dbx - 130, 280, dbx - 130, 480, { sw: 6 }) + line(dbx + 130, 280, dbx + 130, 480, { sw: 6 });
  s += ellipse(dbx, 280, 130, 40, { fill: "#5A7DFF", stroke: palette.black, sw: 6 });
  s += svgPath(`M${dbx - 130} 350 Q${dbx} 400 ${dbx + 130} 350`, { stroke: palette.white, sw: 4 });
  s += text(dbx, 430, "PostgreSQL", { size: 30, weight: 700, fill: palette.white, anchor: "middle" });
  s += text(dbx, 560, "vincolo unico:", { size: 20, fill: "#595959", anchor: "middle" });
  s += text(dbx, 588, "posto + data + fascia", { size: 20, weight: 700, anchor: "middle" });

  // Stripe card
  s += rect(1160, 690, 260, 160, { r: 24, fill: palette.purple, stroke: palette.black, sw: 6 });
  s += rect(1190, 720, 56, 42, { r: 8, fill: palette.yellow });
  s += text(1290, 800, "Stripe", { size: 34, weight: 700, anchor: "middle" });
  s += text(1290, 832, "pagamenti", { size: 20, anchor: "middle" });

  // arrows
  s += arrow(430, 500, 580, 520) + arrowLabel(500, 548, "HTTPS");
  s += arrow(800, 720, 800, 650);
  s += arrow(1020, 500, 1150, 420) + arrowLabel(1070, 440, "SQL");
  s += arrow(1020, 600, 1150, 720) + arrowLabel(990, 692, "pagamento");
  s += circle(w - 110, 130, 50, { fill: palette.orange });
  return doc(FIGURE, palette.white, s);
}

/* ================================================================ check-up */

const CHECKS = [
  "Velocità in 4G",
  "Core Web Vitals",
  "Peso delle immagini",
  "Tastiera",
  "Contrasto",
  "Titoli e descrizioni",
  "Sitemap e robots",
  "HTTPS e sicurezza",
  "Cookie e privacy",
  "Chi lo aggiorna",
];

function checkupCover() {
  let s = "";
  // clipboard
  s += group(
    rect(0, 0, 620, 800, { r: 40, fill: palette.white, stroke: palette.black, sw: 8 }) +
      rect(210, -30, 200, 70, { r: 20, fill: palette.black }) +
      circle(310, -4, 12, { fill: palette.white }) +
      CHECKS.map((label, i) => {
        const y = 90 + i * 68;
        const done = i !== 6 && i !== 9;
        return (
          rect(50, y, 44, 44, { r: 12, fill: done ? palette.green : palette.white, stroke: palette.black, sw: 5 }) +
          (done ? check(72, y + 22, 1.1, palette.black, 5) : "") +
          text(120, y + 32, label, { size: 30, weight: done ? 400 : 700, fill: palette.black })
        );
      }).join(""),
    { tx: 180, ty: 70, rot: -3 },
  );
  // stopwatch: 90 minutes
  s += group(
    rect(-22, -150, 44, 40, { r: 8, fill: palette.black }) +
      line(70, -110, 96, -136, { sw: 14 }) +
      circle(0, 0, 140, { fill: palette.orange, stroke: palette.black, sw: 8 }) +
      circle(0, 0, 104, { fill: palette.white, stroke: palette.black, sw: 5 }) +
      svgPath("M0 0 L0 -104 A104 104 0 1 1 -104 0 Z", { fill: palette.yellow }) +
      circle(0, 0, 104, { stroke: palette.black, sw: 5 }) +
      line(0, 0, -70, 0, { sw: 10 }) +
      line(0, 0, 0, -80, { sw: 6 }) +
      circle(0, 0, 12, { fill: palette.black }) +
      text(0, 220, "90 min", { size: 44, weight: 700, anchor: "middle" }),
    { tx: 1060, ty: 300 },
  );
  s += mascot(1180, 470, 300, palette.yellow, 10);
  s += circle(1500, 90, 40, { fill: palette.white }) + rect(40, 760, 100, 100, { r: 30, fill: palette.purple });
  return doc(COVER, palette.cyan, s);
}

/* ================================================================ native vs cross-platform */

/**
 * A small phone showing a bare app screen and a label.
 * @param {number} x @param {number} y @param {string} screen its colour @param {string} label
 * @param {{ labelColor?: string }} [options]
 */
function smallPhone(x, y, screen, label, { labelColor = palette.black } = {}) {
  return (
    rect(x, y, 170, 320, { r: 34, fill: palette.black }) +
    rect(x + 12, y + 12, 146, 296, { r: 24, fill: screen }) +
    rect(x + 60, y + 22, 50, 12, { r: 6, fill: palette.black }) +
    rect(x + 32, y + 70, 106, 18, { r: 9, fill: palette.white, op: 0.9 }) +
    rect(x + 32, y + 104, 80, 18, { r: 9, fill: palette.white, op: 0.9 }) +
    rect(x + 32, y + 236, 106, 44, { r: 22, fill: palette.white }) +
    text(x + 85, y + 266, label, { size: 22, weight: 700, anchor: "middle", fill: labelColor })
  );
}

/**
 * A card with a title over three lines of "code".
 * @param {number} x @param {number} y @param {number} w @param {string} title @param {string} colour @param {string} [textColour]
 */
function codeCard(x, y, w, title, colour, textColour = palette.black) {
  let s = rect(x, y, w, 200, { r: 28, fill: colour, stroke: palette.black, sw: 6 });
  s += text(x + 32, y + 62, title, { size: 36, weight: 700, fill: textColour });
  [0.7, 0.5, 0.8].forEach((len, i) => (s += rect(x + 32, y + 96 + i * 30, (w - 64) * len, 14, { r: 7, fill: textColour, op: 0.55 })));
  return s;
}

function comparison() {
  let s = "";
  // left: native, two codebases
  s += rect(60, 60, 700, 600, { r: 40, fill: "#F4F4F4" });
  s += text(410, 130, "Nativo: 2 codici", { size: 44, weight: 700, anchor: "middle" });
  s += codeCard(100, 170, 290, "Swift", palette.orange);
  s += codeCard(430, 170, 290, "Kotlin", palette.purple);
  s += arrow(245, 380, 245, 420);
  s += arrow(575, 380, 575, 420);
  s += text(245, 456, "iPhone", { size: 24, weight: 700, anchor: "middle" });
  s += text(575, 456, "Android", { size: 24, weight: 700, anchor: "middle" });
  s += rect(170, 480, 150, 150, { r: 30, fill: palette.orange, op: 0.35 }) + rect(500, 480, 150, 150, { r: 30, fill: palette.purple, op: 0.35 });
  s += mascot(195, 490, 100, palette.orange) + mascot(525, 490, 100, palette.purple);
  // right: cross-platform, one codebase
  s += rect(840, 60, 700, 600, { r: 40, fill: "#F4F4F4" });
  s += text(1190, 130, "Flutter: 1 codice", { size: 44, weight: 700, anchor: "middle" });
  s += codeCard(1000, 170, 380, "Flutter · Dart", palette.cyan);
  s += arrow(1140, 380, 1000, 430);
  s += arrow(1240, 380, 1380, 430);
  s += group(smallPhone(0, 0, palette.cyan, "iPhone"), { tx: 900, ty: 440, s: 0.62 });
  s += group(smallPhone(0, 0, palette.cyan, "Android"), { tx: 1375, ty: 440, s: 0.62 });
  s += mascot(1140, 470, 110, palette.blue, -6);
  // bottom: three comparisons
  /** @type {[string, number, number][]} label, native, Flutter (share of the bar) */
  const rows = [
    ["Costo", 0.9, 0.55],
    ["Tempi", 0.85, 0.5],
    ["Accesso all'hardware", 1, 0.8],
  ];
  s += rect(60, 700, 60, 24, { r: 12, fill: palette.orange }) + text(134, 721, "Nativo", { size: 24, weight: 700 });
  s += rect(280, 700, 60, 24, { r: 12, fill: palette.cyan }) + text(354, 721, "Flutter", { size: 24, weight: 700 });
  rows.forEach(([label, native, flutter], i) => {
    const y = 770 + i * 74;
    s += text(60, y + 40, label, { size: 28, weight: 700 });
    s += rect(440, y + 6, 1100 * native, 24, { r: 12, fill: palette.orange });
    s += rect(440, y + 36, 1100 * flutter, 24, { r: 12, fill: palette.cyan });
  });
  return doc(FIGURE, palette.white, s);
}

/* ================================================================ focaccia */

/**
 * Toppings on a jittered grid over a disc of radius `r` (so they do not pile up), skipping the cut slice.
 * @param {number} cx @param {number} cy @param {number} r @param {number} seed
 * @param {(angle: number) => boolean} [skip] true for the angles (radians) of the cut slice
 */
function toppings(cx, cy, r, seed, skip = () => false) {
  const rnd = prng(seed);
  const step = 66;
  let dimples = "";
  let tops = "";
  for (let gy = cy - r; gy <= cy + r; gy += step) {
    for (let gx = cx - r; gx <= cx + r; gx += step) {
      const x = gx + (rnd() - 0.5) * 30;
      const y = gy + (rnd() - 0.5) * 30;
      const kind = rnd();
      const d = Math.hypot(x - cx, y - cy);
      if (d > r - 44 || (d < 70 && skip(0)) || skip(Math.atan2(y - cy, x - cx))) continue;
      dimples += ellipse(x + 26, y + 20, 9, 6, { fill: FOOD.dimple });
      if (kind < 0.42)
        tops += circle(x, y, 21, { fill: FOOD.tomato, stroke: palette.black, sw: 3 }) + circle(x - 7, y - 7, 5, { fill: palette.white, op: 0.6 });
      else if (kind < 0.62) tops += ellipse(x, y, 14, 10, { fill: FOOD.olive }) + circle(x - 4, y - 3, 3, { fill: palette.white, op: 0.5 });
      else if (kind < 0.8) tops += ellipse(x, y, 8, 3.5, { fill: FOOD.basil });
    }
  }
  return dimples + tops;
}

function focacciaCover() {
  const cx = 640;
  const cy = 470;
  const r = 360;
  const cut = [-0.3, 0.3]; // radians: the missing slice, pointing right
  const inCut = (/** @type {number} */ a) => {
    const n = Math.atan2(Math.sin(a), Math.cos(a));
    return n > cut[0] - 0.08 && n < cut[1] + 0.08;
  };
  /** @type {(a: number, radius: number) => string} */
  const at = (a, radius) => `${(cx + radius * Math.cos(a)).toFixed(1)} ${(cy + radius * Math.sin(a)).toFixed(1)}`;
  let s = "";
  s += circle(cx, cy, r + 34, { fill: FOOD.tray, stroke: palette.black, sw: 8 });
  s += svgPath(`M${cx} ${cy} L${at(cut[1], r)} A${r} ${r} 0 1 1 ${at(cut[0], r)} Z`, { fill: FOOD.crust, stroke: palette.black, sw: 6 });
  s += svgPath(`M${cx} ${cy} L${at(cut[1], r - 26)} A${r - 26} ${r - 26} 0 1 1 ${at(cut[0], r - 26)} Z`, { fill: FOOD.dough });
  s += toppings(cx, cy, r, 70014, inCut);

  // the slice, carried off by the purple mascot
  const slice = (() => {
    const sr = 300;
    const a = 0.36;
    /** @type {(ang: number, rad: number) => string} */
    const pt = (ang, rad) => `${(rad * Math.cos(ang)).toFixed(1)} ${(rad * Math.sin(ang)).toFixed(1)}`;
    let g = svgPath(`M0 0 L${pt(-a, sr)} A${sr} ${sr} 0 0 1 ${pt(a, sr)} Z`, { fill: FOOD.crust, stroke: palette.black, sw: 6 });
    g += svgPath(`M12 0 L${pt(-a + 0.04, sr - 26)} A${sr - 26} ${sr - 26} 0 0 1 ${pt(a - 0.04, sr - 26)} Z`, { fill: FOOD.dough });
    g +=
      circle(140, -20, 22, { fill: FOOD.tomato, stroke: palette.black, sw: 3 }) +
      circle(230, 34, 22, { fill: FOOD.tomato, stroke: palette.black, sw: 3 });
    g +=
      ellipse(200, -40, 13, 9, { fill: FOOD.olive }) + ellipse(90, 10, 8, 5, { fill: FOOD.dimple }) + ellipse(250, -10, 7, 3, { fill: FOOD.basil });
    return g;
  })();
  s += mascot(1160, 420, 340, palette.purple, 12);
  s += group(slice, { tx: 1150, ty: 470, rot: -12 });
  s += circle(1480, 110, 56, { fill: palette.yellow }) + rect(60, 60, 120, 120, { r: 36, fill: palette.white, op: 0.3 });
  return doc(COVER, palette.orange, s);
}

/* ================================================================ output */

/** @type {[string, string, () => string, Size][]} folder, file name, drawing, size */
const IMAGES = [
  ["2026-02-17-come-abbiamo-costruito-lidoprenota", "cover", lidoCover, COVER],
  ["2026-02-17-come-abbiamo-costruito-lidoprenota", "architettura", lidoArchitecture, FIGURE],
  ["2026-04-08-check-up-del-sito-in-dieci-punti", "cover", checkupCover, COVER],
  ["2026-06-23-app-native-o-cross-platform", "confronto", comparison, FIGURE],
  ["2026-09-15-focaccia-e-feedback-brevi", "cover", focacciaCover, COVER],
];

/** @type {import("./write-asset.mjs").Generator} */
export async function main({ force = false } = {}) {
  const written = [];
  for (const [folder, name, draw, size] of IMAGES) {
    const file = path.join(ROOT, "content", "journal", folder, `${name}.jpg`);
    const result = await writeAsset(file, () => renderJpeg(draw(), size), { force });
    written.push(result);
    console.log(describe("journal-images", result));
  }
  return written;
}
