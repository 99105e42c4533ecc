/**
 * Draws the two team portraits as flat vector illustrations (not photos of real people)
 * and renders them to 800×800 JPEG in content/team/.
 *
 *   npm run assets -- team-photos [--force]
 *
 * Deterministic: pure SVG, no randomness, no dates.
 */
import { describe, writeAsset } from "./write-asset.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { palette } from "./svg-kit.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SIZE = 800;
/** The heads sit a little lower than drawn, for a shorter neck. */
const HEAD_DROP = 26;

/** @typedef {Record<string, string | number | undefined>} Attributes undefined ones are left out */

/** @type {(name: string, a: Attributes) => string} */
const el = (name, a) =>
  `<${name} ${Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ")}/>`;
/** @type {(d: string, fill?: string, extra?: Attributes) => string} */
const svgPath = (d, fill = "none", extra = {}) => el("path", { d, fill, ...extra });
/** @type {(d: string, color: string, width: number) => string} */
const stroke = (d, color, width) =>
  svgPath(d, "none", { stroke: color, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" });
/** Centre coordinates may come already formatted (toFixed). @type {(cx: number | string, cy: number | string, r: number, fill: string, extra?: Attributes) => string} */
const circle = (cx, cy, r, fill, extra = {}) => el("circle", { cx, cy, r, fill, ...extra });
/** @type {(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Attributes) => string} */
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
/** @type {(x: number, y: number, width: number, height: number, rx: number, fill: string, extra?: Attributes) => string} */
const rect = (x, y, width, height, rx, fill, extra = {}) => el("rect", { x, y, width, height, rx, fill, ...extra });

/**
 * Small confetti in brand colours: plus signs, dots and a squiggle.
 * @param {[string, string, string]} colors
 */
function confetti(colors) {
  const [a, b, c] = colors;
  /** @type {(x: number, y: number, s: number, col: string) => string} */
  const plus = (x, y, s, col) => stroke(`M${x - s} ${y} h${2 * s} M${x} ${y - s} v${2 * s}`, col, 12);
  return (
    plus(150, 170, 26, a) +
    plus(660, 560, 20, b) +
    circle(640, 170, 16, c) +
    circle(170, 520, 12, a) +
    stroke("M632 262 q18 -22 36 0 t36 0", b, 10) +
    circle(120, 330, 8, c)
  );
}

/** @param {number} y @param {number} [spacing] half the distance between the eyes */
function eyes(y, spacing = 48) {
  const l = 400 - spacing;
  const r = 400 + spacing;
  return (
    ellipse(l, y, 14, 18, palette.black) +
    ellipse(r, y, 14, 18, palette.black) +
    circle(l + 5, y - 7, 5.5, palette.white) +
    circle(r + 5, y - 7, 5.5, palette.white)
  );
}

/** Giulia: curly dark hair, round glasses, purple sweater, yellow background. */
function giulia() {
  const skin = "#F3C7A1";
  const skinShade = "#E3A97F";
  const hair = "#3B2216";
  const hairLight = "#6B4029";
  const sweater = palette.purple;
  let s = "";
  s += rect(0, 0, SIZE, SIZE, 0, palette.yellow);
  s += circle(400, 390, 300, palette.orange);
  s += confetti([palette.white, palette.purple, palette.cyan]);
  // curly hair behind: a cloud of round curls around the head, down to the shoulders
  let back = ellipse(400, 340, 150, 170, hair);
  for (let i = 0; i <= 14; i++) {
    const a = ((160 + (220 * i) / 14) * Math.PI) / 180;
    back += circle((400 + 158 * Math.cos(a)).toFixed(1), (340 + 168 * Math.sin(a)).toFixed(1), 58, hair);
  }
  back += circle(258, 470, 52, hair) + circle(250, 534, 46, hair) + circle(542, 470, 52, hair) + circle(550, 534, 46, hair);
  back += circle(300, 560, 40, hair) + circle(500, 560, 40, hair);
  s += `<g transform="translate(0 ${HEAD_DROP})">${back}</g>`;
  // neck and body
  s += rect(356, 450, 88, 150, 36, skin);
  s += svgPath("M356 470 C380 500 420 500 444 470 L444 520 C420 540 380 540 356 520 Z", skinShade);
  s += svgPath("M120 800 C120 668 220 600 336 590 C356 628 444 628 464 590 C580 600 680 668 680 800 Z", sweater);
  s += stroke("M336 592 C356 634 444 634 464 592", palette.white, 14);
  s += stroke("M250 700 L250 800 M550 700 L550 800", "#7447E0", 8);
  s += `<g transform="translate(0 ${HEAD_DROP})">`;
  // ears and earrings
  s += circle(284, 372, 26, skin) + circle(516, 372, 26, skin);
  s += circle(284, 412, 11, palette.cyan) + circle(516, 412, 11, palette.cyan);
  // head
  s += ellipse(400, 352, 118, 138, skin);
  // a fringe of curls
  [
    [292, 276, 30],
    [318, 240, 32],
    [356, 216, 34],
    [400, 208, 34],
    [444, 216, 34],
    [482, 240, 32],
    [508, 276, 30],
  ].forEach(([x, y, r]) => (s += circle(x, y, r, hair)));
  s += stroke("M338 206 a22 22 0 0 1 30 -8", hairLight, 7) + stroke("M428 200 a22 22 0 0 1 30 4", hairLight, 7);
  s += stroke("M220 380 a26 26 0 0 1 14 -34", hairLight, 7) + stroke("M580 380 a26 26 0 0 0 -14 -34", hairLight, 7);
  s += stroke("M236 520 a22 22 0 0 1 10 -30", hairLight, 7) + stroke("M564 520 a22 22 0 0 0 -10 -30", hairLight, 7);
  // face
  s += stroke("M322 318 Q348 304 374 316", hair, 10) + stroke("M426 316 Q452 304 478 318", hair, 10);
  s += eyes(368);
  s += circle(352, 368, 40, "none", { stroke: palette.black, "stroke-width": 8 });
  s += circle(448, 368, 40, "none", { stroke: palette.black, "stroke-width": 8 });
  s += stroke("M392 364 Q400 356 408 364", palette.black, 7);
  s += stroke("M312 362 L288 356 M488 362 L512 356", palette.black, 7);
  s += stroke("M400 390 Q392 416 408 422", skinShade, 8);
  s += circle(318, 430, 22, palette.orange, { "fill-opacity": "0.35" }) + circle(482, 430, 22, palette.orange, { "fill-opacity": "0.35" });
  s += svgPath("M360 444 Q400 492 440 444 Z", "#7A2E1E");
  s += svgPath("M366 446 Q400 456 434 446 L430 456 Q400 464 370 456 Z", palette.white);
  s += `</g>`;
  return s;
}

/** Marco: short black hair, short beard, blue hoodie, light-blue (cyan) background. */
function marco() {
  const skin = "#C98B5E";
  const skinShade = "#B0744A";
  const hair = "#1C1410";
  const hoodie = palette.blue;
  const hoodieShade = "#1E44D6";
  let s = "";
  s += rect(0, 0, SIZE, SIZE, 0, palette.cyan);
  s += circle(400, 390, 300, palette.yellow);
  s += confetti([palette.white, palette.blue, palette.orange]);
  // neck and hoodie
  s += rect(354, 450, 92, 150, 36, skin);
  s += svgPath("M354 476 C380 506 420 506 446 476 L446 524 C420 544 380 544 354 524 Z", skinShade);
  s += svgPath("M110 800 C110 664 220 600 340 590 L460 590 C580 600 690 664 690 800 Z", hoodie);
  // the hood lying around the neck
  s += svgPath(
    "M300 600 C300 556 340 548 358 560 C372 610 428 610 442 560 C460 548 500 556 500 600 C500 650 450 672 400 672 C350 672 300 650 300 600 Z",
    hoodieShade,
  );
  s += svgPath("M358 560 C372 622 428 622 442 560 C436 600 420 626 400 626 C380 626 364 600 358 560 Z", skin);
  // drawstrings and pocket
  s += stroke("M376 640 L370 730 M424 640 L430 730", palette.white, 8);
  s += circle(370, 736, 8, palette.white) + circle(430, 736, 8, palette.white);
  s += svgPath("M270 800 L300 740 L500 740 L530 800 Z", hoodieShade);
  s += `<g transform="translate(0 ${HEAD_DROP})">`;
  // ears
  s += circle(284, 370, 26, skin) + circle(516, 370, 26, skin);
  // head
  s += ellipse(400, 350, 116, 136, skin);
  // short beard and moustache
  s += svgPath("M286 370 C286 470 350 500 400 500 C450 500 514 470 514 370 C506 430 468 452 400 452 C332 452 294 430 286 370 Z", hair);
  s += svgPath("M356 424 C376 410 424 410 444 424 C430 432 370 432 356 424 Z", hair);
  // hair with a quiff
  s += svgPath(
    "M282 340 C262 214 326 170 404 172 C470 170 540 206 520 340 C512 296 496 270 470 258 C430 274 342 272 300 292 C292 304 286 320 282 340 Z",
    hair,
  );
  s += svgPath("M330 214 C350 150 450 140 486 200 C452 186 398 186 330 214 Z", hair);
  // face
  s += stroke("M322 316 Q348 302 374 314", hair, 11) + stroke("M426 314 Q452 302 478 316", hair, 11);
  s += eyes(362);
  s += stroke("M400 384 Q392 406 408 410", skinShade, 8);
  s += circle(318, 410, 20, palette.orange, { "fill-opacity": "0.3" }) + circle(482, 410, 20, palette.orange, { "fill-opacity": "0.3" });
  s += svgPath("M366 440 Q400 480 434 440 Z", "#6E2418");
  s += svgPath("M372 442 Q400 450 428 442 L425 450 Q400 456 375 450 Z", palette.white);
  s += `</g>`;
  return s;
}

/** @type {[string, () => string][]} slug, drawing */
const PORTRAITS = [
  ["giulia-de-santis", giulia],
  ["marco-lorusso", marco],
];

/** @type {import("./write-asset.mjs").Generator} */
export async function main({ force = false } = {}) {
  const written = [];
  for (const [slug, draw] of PORTRAITS) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${draw()}</svg>`;
    const jpeg = () =>
      sharp(Buffer.from(svg)).flatten({ background: palette.white }).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
    const result = await writeAsset(path.join(ROOT, "content", "team", `${slug}.jpg`), jpeg, { force });
    written.push(result);
    console.log(describe("team-photos", result));
  }
  return written;
}
