/**
 * `npm run bench:images`: how each candidate encoding of the site's kinds of image scores against its source,
 * what it weighs and what it costs. For each image at a width its page asks for, the source is resized to that
 * width losslessly (the reference), then resized and encoded as the build would (sharp, one thread) with each
 * candidate, decoded, and compared with butteraugli (libjxl's `butteraugli_main`, Debian's libjxl-devtools: its
 * 3-norm, lower is better; 1.0 is about "just noticeable"). Time is the process's CPU time for the encode, which a
 * busy machine does not inflate the way it inflates wall time. Writes bench/results/image-quality.md (raw figures: .test-output/bench/image-quality.json).
 * `-- --crops DIR` writes side-by-side crops instead (source, AVIF, WebP at the chosen settings) as PNGs.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResults } from "./lib/report.mjs";
import sharp from "sharp";
import { AVIF, WEBP } from "../src/gatsby/image-encoding.js";

/** The settings of src/gatsby/image-encoding.js, by the names the tables give them. */
const CHOSEN = {
  avif: `avif q${AVIF.quality} e${AVIF.effort} (chosen)`,
  webp: `webp q${WEBP.quality} (chosen)`,
  jpeg: "jpeg q75 (the fallback until 2026-11-26)",
};

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
sharp.concurrency(1);
sharp.cache(false);

/** Each kind of image at the widths its pages pick most (see "Widths" in docs/performance.md). */
const CASES = [
  { kind: "mock-up", file: "content/works/01-lido-booking/dashboard-gestore.jpg", widths: [720, 1440] },
  { kind: "mock-up", file: "content/works/02-video-consulto/calendario-prenotazione.jpg", widths: [1040] },
  { kind: "photo", file: "content/team/giulia-de-santis.jpg", widths: [600] },
  { kind: "cover", file: "content/journal/2026-02-17-come-abbiamo-costruito-lidoprenota/cover.jpg", widths: [880, 1280] },
  { kind: "cover", file: "content/journal/2026-09-15-focaccia-e-feedback-brevi/cover.jpg", widths: [440] },
  { kind: "illustration", file: "content/journal/2026-06-23-app-native-o-cross-platform/confronto.jpg", widths: [760] },
];

/** @type {{ name: string, encode: (image: sharp.Sharp) => sharp.Sharp }[]} */
const CANDIDATES = [
  ...[50, 55, 60].map((quality) => ({
    name: `avif q${quality} e2`,
    encode: (/** @type {sharp.Sharp} */ image) => image.avif({ quality, effort: 2 }),
  })),
  { name: CHOSEN.avif, encode: (image) => image.avif({ quality: AVIF.quality, effort: AVIF.effort }) },
  { name: "avif q50 e4", encode: (image) => image.avif({ quality: 50, effort: 4 }) },
  { name: "avif q70 e4 (before)", encode: (image) => image.avif({ quality: 70, effort: 4 }) },
  { name: "webp q70 (before)", encode: (image) => image.webp({ quality: 70 }) },
  { name: CHOSEN.webp, encode: (image) => image.webp({ quality: WEBP.quality }) },
  { name: "webp q80", encode: (image) => image.webp({ quality: 80 }) },
  { name: "jpeg q70 (before)", encode: (image) => image.jpeg({ quality: 70, progressive: true }) },
  { name: CHOSEN.jpeg, encode: (image) => image.jpeg({ quality: 75, progressive: true }) },
];

/**
 * @param {string} reference
 * @param {string} distorted
 */
function butteraugli(reference, distorted) {
  let out;
  try {
    out = execFileSync("butteraugli_main", [reference, distorted, "--pnorm", "3"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT")
      throw new Error("bench:images needs butteraugli_main: apt-get install libjxl-devtools");
    throw error;
  }
  const [max, norm] = [/^([\d.]+)/m.exec(out)?.[1], /3-norm: ([\d.]+)/.exec(out)?.[1]];
  if (!max || !norm) throw new Error(`butteraugli_main printed no score: ${out}`);
  return { max: Number(max), norm: Number(norm) };
}

/**
 * @param {string} file
 * @param {number} width
 * @param {(image: sharp.Sharp) => sharp.Sharp} encode
 */
async function encodeTimed(file, width, encode) {
  const before = process.cpuUsage();
  const bytes = await encode(sharp(file).resize(width)).toBuffer();
  const used = process.cpuUsage(before);
  return { bytes, cpuMs: Math.round((used.user + used.system) / 1000) };
}

const cropsAt = process.argv.indexOf("--crops");
if (cropsAt > 0) {
  await writeCrops(path.resolve(process.argv[cropsAt + 1]));
  process.exit(0);
}

const TMP = fs.mkdtempSync(path.join(os.tmpdir(), "image-quality-"));
/** @type {{ kind: string, image: string, width: number, candidate: string, bytes: number, cpuMs: number, max: number, norm: number }[]} */
const rows = [];
for (const { kind, file, widths } of CASES) {
  for (const width of widths) {
    const reference = path.join(TMP, "reference.png");
    await sharp(path.join(ROOT, file)).resize(width).png().toFile(reference);
    for (const candidate of CANDIDATES) {
      const { bytes, cpuMs } = await encodeTimed(path.join(ROOT, file), width, candidate.encode);
      const decoded = path.join(TMP, "decoded.png");
      await sharp(bytes).png().toFile(decoded);
      const score = butteraugli(reference, decoded);
      const row = { kind, image: path.basename(file), width, candidate: candidate.name, bytes: bytes.length, cpuMs, ...score };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
}

/** For each image and width: the chosen AVIF against the chosen WebP. The rule: a score at least as good, at most 0.75× the bytes. */
const verdicts = [...new Set(rows.map((row) => `${row.image} ${row.width}`))].map((key) => {
  const of = (/** @type {string} */ name) =>
    /** @type {typeof rows[number]} */ (rows.find((row) => `${row.image} ${row.width}` === key && row.candidate === name));
  const [avif, webp] = [of(CHOSEN.avif), of(CHOSEN.webp)];
  const ratio = avif.bytes / webp.bytes;
  return { key, kind: avif.kind, avif, webp, ratio, holds: avif.norm <= webp.norm && ratio <= 0.75 };
});

const when = new Date().toISOString().slice(0, 16).replace("T", " ");
const md = [
  `# Image encodings against their source (${when} UTC)`,
  "",
  "`npm run bench:images`. butteraugli 3-norm and max (lower is better), bytes, CPU ms of one encode (sharp, one thread).",
  "",
  `The rule, ${CHOSEN.avif} against ${CHOSEN.webp}: a butteraugli 3-norm at least as good, at most 0.75× the bytes.`,
  "",
  "| kind | image, width | AVIF 3-norm | WebP 3-norm | AVIF bytes | WebP bytes | AVIF/WebP | holds |",
  "|---|---|---|---|---|---|---|---|",
  ...verdicts.map(
    (v) =>
      `| ${v.kind} | ${v.key} | ${v.avif.norm.toFixed(3)} | ${v.webp.norm.toFixed(3)} | ${v.avif.bytes} | ${v.webp.bytes} | ${v.ratio.toFixed(2)} | ${v.holds ? "yes" : "no"} |`,
  ),
  "",
  "Every candidate:",
  "",
  "| kind | image | width | encoding | butteraugli 3-norm | max | bytes | CPU ms |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.kind} | ${row.image} | ${row.width} | ${row.candidate} | ${row.norm.toFixed(3)} | ${row.max.toFixed(2)} | ${row.bytes} | ${row.cpuMs} |`,
  ),
  "",
].join("\n");
writeResults("image-quality", md, { measuredAt: when, rows, verdicts: verdicts.map(({ key, ratio, holds }) => ({ key, ratio, holds })) });

/**
 * Source, AVIF and WebP at the chosen settings side by side, each a 2× enlargement of the same region, so that
 * the small text of a mock-up and the edges of a photo can be compared by eye.
 * @param {string} dir
 */
async function writeCrops(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const regions = [
    { name: "works-mockup-720", file: CASES[0].file, width: 720, region: { left: 185, top: 345, width: 200, height: 70 } },
    { name: "team-photo-600", file: CASES[2].file, width: 600, region: { left: 200, top: 180, width: 200, height: 150 } },
    { name: "journal-cover-880", file: CASES[3].file, width: 880, region: { left: 300, top: 160, width: 200, height: 130 } },
  ];
  for (const { name, file, width, region } of regions) {
    const source = path.join(ROOT, file);
    const panels = await Promise.all(
      [
        (/** @type {sharp.Sharp} */ image) => image.png(),
        (/** @type {sharp.Sharp} */ image) => image.avif({ quality: AVIF.quality, effort: AVIF.effort }),
        (/** @type {sharp.Sharp} */ image) => image.webp({ quality: WEBP.quality }),
      ].map(async (encode) => {
        const encoded = await encode(sharp(source).resize(width)).toBuffer();
        return sharp(encoded)
          .extract(region)
          .resize(region.width * 2, region.height * 2, { kernel: "nearest" })
          .png()
          .toBuffer();
      }),
    );
    const gap = 8;
    const canvas = sharp({
      create: { width: region.width * 2 * 3 + gap * 2, height: region.height * 2, channels: 3, background: "#ffffff" },
    }).composite(panels.map((input, index) => ({ input, left: index * (region.width * 2 + gap), top: 0 })));
    await canvas.png().toFile(path.join(dir, `${name}.png`));
    console.log(`crop: ${path.join(dir, `${name}.png`)} (source | AVIF q${AVIF.quality} e${AVIF.effort} | WebP q${WEBP.quality})`);
  }
}
