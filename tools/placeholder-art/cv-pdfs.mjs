/**
 * Writes the team's CVs as small, valid one-page A4 PDFs, by hand (PDF 1.4, no dependencies).
 *
 *   npm run assets -- cv-pdfs [--force]
 *
 * Fonts are the standard Helvetica and Helvetica-Bold with WinAnsiEncoding, so Italian accented
 * letters are written as octal escapes (à → \340, è → \350 …). The cross-reference table is built
 * from the real byte offsets. Deterministic: no creation date, no random file ID.
 * Contacts are placeholders.
 */
import { describe, writeAsset } from "./write-asset.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;

/* ------------------------------------------------------------------ fonts and text */

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126, from the Adobe AFM files.
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

/**
 * WinAnsiEncoding code for the characters outside ASCII that the CVs use.
 * @type {Record<string, number>}
 */
const WIN_ANSI = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};
/**
 * Width of the non-ASCII characters: their base letter, or the AFM value.
 * @type {Record<string, number>}
 */
const EXTRA_WIDTH = { "€": 556, "’": 222, "‘": 222, "“": 333, "”": 333, "•": 350, "–": 556, "—": 1000, "…": 1000, "·": 278, "°": 400 };
/** @type {Record<string, string>} */
const BASE_LETTER = {
  à: "a",
  á: "a",
  è: "e",
  é: "e",
  ì: "i",
  í: "i",
  ò: "o",
  ó: "o",
  ù: "u",
  ú: "u",
  À: "A",
  È: "E",
  É: "E",
  Ì: "I",
  Ò: "O",
  Ù: "U",
};

/**
 * The WinAnsiEncoding code of a character; throws on one the encoding lacks.
 * @param {string} ch
 */
function winAnsiCode(ch) {
  if (WIN_ANSI[ch] !== undefined) return WIN_ANSI[ch];
  const cp = /** @type {number} */ (ch.codePointAt(0));
  if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff)) return cp;
  throw new Error(`Character ${JSON.stringify(ch)} (U+${cp.toString(16)}) is not in WinAnsiEncoding`);
}

/**
 * A PDF literal string: ( ) \ escaped, everything outside printable ASCII as a three-digit octal escape.
 * @param {string} text
 */
function pdfString(text) {
  let out = "(";
  for (const ch of text) {
    const code = winAnsiCode(ch);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else out += `\\${code.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/**
 * A text string for the document information dictionary: UTF-16BE with a byte-order mark, as a hex string.
 * @param {string} text
 */
function pdfTextString(text) {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0");
  return `<${hex}>`;
}

/**
 * Width of `text` in points at `size`, from the fonts' advance widths.
 * @param {string} text @param {number} size @param {boolean} [bold]
 */
function textWidth(text, size, bold = false) {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  let w = 0;
  for (const ch of text) {
    const base = BASE_LETTER[ch] ?? ch;
    const cp = /** @type {number} */ (base.codePointAt(0));
    w += cp >= 32 && cp <= 126 ? table[cp - 32] : (EXTRA_WIDTH[ch] ?? 556);
  }
  return (w * size) / 1000;
}

/**
 * `text` broken into lines no wider than `maxWidth` points.
 * @param {string} text @param {number} size @param {number} maxWidth @param {boolean} [bold]
 */
function wrap(text, size, maxWidth, bold = false) {
  /** @type {string[]} */
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/* ------------------------------------------------------------------ page drawing */

const RGB = {
  black: [0.067, 0.067, 0.067],
  grey: [0.42, 0.42, 0.42],
  yellow: [1, 0.824, 0.247],
  orange: [1, 0.478, 0.102],
  cyan: [0.231, 0.808, 0.859],
  blue: [0.169, 0.349, 1],
  green: [0.169, 0.839, 0.482],
  purple: [0.541, 0.361, 0.965],
  line: [0.85, 0.85, 0.85],
};
/** @typedef {keyof typeof RGB} Colour */

/** A number as PDF writes it: at most two decimals. @type {(v: number) => string} */
const n = (v) => Number(v.toFixed(2)).toString();
/** @type {(c: Colour) => string} */
const fill = (c) => `${RGB[c].map(n).join(" ")} rg`;
/** @type {(c: Colour) => string} */
const strokeColor = (c) => `${RGB[c].map(n).join(" ")} RG`;

/** @typedef {{ size?: number, bold?: boolean, color?: Colour }} TextOptions */

/** One A4 page's content stream, drawn top-down: `y` is where the next line goes. */
class Page {
  constructor() {
    /** @type {string[]} */
    this.ops = [];
    this.y = PAGE_H - MARGIN;
  }
  /** @param {number} x @param {number} y @param {number} w @param {number} h @param {Colour} color */
  rect(x, y, w, h, color) {
    this.ops.push(`${fill(color)} ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`);
  }
  /** @param {number} x1 @param {number} x2 @param {number} y @param {Colour} [color] @param {number} [width] */
  hline(x1, x2, y, color = "line", width = 0.75) {
    this.ops.push(`${strokeColor(color)} ${n(width)} w ${n(x1)} ${n(y)} m ${n(x2)} ${n(y)} l S`);
  }
  /** @param {number} x @param {number} y @param {string} str @param {TextOptions} [options] */
  text(x, y, str, { size = 10.5, bold = false, color = "black" } = {}) {
    this.ops.push(`BT ${fill(color)} /${bold ? "F2" : "F1"} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(str)} Tj ET`);
  }
  /** @param {number} xRight @param {number} y @param {string} str @param {TextOptions} [opts] */
  textRight(xRight, y, str, opts = {}) {
    this.text(xRight - textWidth(str, opts.size ?? 10.5, opts.bold), y, str, opts);
  }
  /**
   * @param {number} x
   * @param {string} str
   * @param {{ size?: number, leading?: number, width?: number, color?: Colour, indent?: number }} [options]
   */
  paragraph(x, str, { size = 10.5, leading = 15, width = PAGE_W - 2 * MARGIN, color = "black", indent = 0 } = {}) {
    for (const line of wrap(str, size, width - indent)) {
      this.text(x + indent, this.y, line, { size, color });
      this.y -= leading;
    }
  }
  /** @param {string} title @param {Colour} color */
  section(title, color) {
    this.y -= 12;
    this.rect(MARGIN, this.y - 2, 10, 10, color);
    this.text(MARGIN + 18, this.y, title.toUpperCase(), { size: 11, bold: true });
    this.hline(MARGIN + 24 + textWidth(title.toUpperCase(), 11, true), PAGE_W - MARGIN, this.y + 3.5);
    this.y -= 20;
  }
  content() {
    return this.ops.join("\n");
  }
}

/**
 * One person's curriculum.
 * @typedef {object} Cv
 * @property {string} slug file name: content/team/<slug>-cv.pdf
 * @property {string} name
 * @property {string} role
 * @property {Colour} color the header band
 * @property {[Colour, Colour, Colour]} accent the section marks
 * @property {string[]} contacts
 * @property {string} profile
 * @property {{ title: string, place: string, period: string, items: string[] }[]} experience
 * @property {[string, string][]} skills label, value
 * @property {[string, string][]} education title, detail
 */

/**
 * The page content stream of a CV.
 * @param {Cv} cv
 */
function drawCv(cv) {
  const p = new Page();
  const right = PAGE_W - MARGIN;
  // header band with three brand "bits"
  p.rect(0, PAGE_H - 118, PAGE_W, 118, cv.color);
  p.text(MARGIN, PAGE_H - 62, cv.name, { size: 28, bold: true });
  p.text(MARGIN, PAGE_H - 86, cv.role, { size: 14 });
  /** @type {Colour[]} */
  const palette = ["orange", "cyan", "blue", "purple", "green"];
  const bits = palette.filter((c) => c !== cv.color).slice(0, 3);
  bits.forEach((c, i) => p.rect(right - 78 + i * 28, PAGE_H - 74, 20, 20, c));

  // contacts
  p.y = PAGE_H - 146;
  const contacts = cv.contacts.join("   ·   ");
  p.text(MARGIN, p.y, contacts, { size: 9.5, color: "grey" });
  p.y -= 16;

  p.section("Profilo", cv.accent[0]);
  p.paragraph(MARGIN, cv.profile);

  p.section("Esperienza", cv.accent[1]);
  for (const job of cv.experience) {
    p.text(MARGIN, p.y, job.title, { size: 11, bold: true });
    p.textRight(right, p.y, job.period, { size: 10, color: "grey" });
    p.y -= 14;
    p.text(MARGIN, p.y, job.place, { size: 10, color: "grey" });
    p.y -= 16;
    for (const item of job.items) {
      p.text(MARGIN + 4, p.y, "•", { size: 10.5 });
      p.paragraph(MARGIN, item, { indent: 16, size: 10, leading: 14 });
    }
    p.y -= 6;
  }

  p.section("Competenze", cv.accent[2]);
  for (const [label, value] of cv.skills) {
    p.text(MARGIN, p.y, label, { size: 10, bold: true });
    const lines = wrap(value, 10, right - MARGIN - 120);
    lines.forEach((ln, i) => p.text(MARGIN + 120, p.y - i * 14, ln, { size: 10 }));
    p.y -= 14 * lines.length + 2;
  }

  p.section("Formazione e lingue", cv.accent[0]);
  for (const [title, detail] of cv.education) {
    p.text(MARGIN, p.y, title, { size: 10.5, bold: true });
    p.y -= 14;
    p.text(MARGIN, p.y, detail, { size: 10, color: "grey" });
    p.y -= 18;
  }

  p.text(MARGIN, 40, "Autorizzo il trattamento dei dati personali ai sensi del Regolamento UE 2016/679 (GDPR) e del D.Lgs. 196/2003.", {
    size: 8,
    color: "grey",
  });
  if (p.y < 60) throw new Error(`CV of ${cv.name} does not fit on one page (y = ${p.y})`);
  return p.content();
}

/* ------------------------------------------------------------------ PDF file */

/**
 * A one-page PDF file of a content stream, with its document information.
 * @param {string} content
 * @param {{ title: string, author: string, subject: string, producer: string }} info
 */
function buildPdf(content, info) {
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {number[]} */
  const offsets = [];
  let length = 0;
  const push = (/** @type {string} */ s) => {
    const b = Buffer.from(s, "latin1");
    chunks.push(b);
    length += b.length;
  };
  /** @type {(num: number, body: string) => void} */
  const obj = (num, body) => {
    offsets[num] = length;
    push(`${num} 0 obj\n${body}\nendobj\n`);
  };

  push("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  obj(1, "<< /Type /Catalog /Pages 2 0 R >>");
  obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  obj(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`);
  obj(4, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  obj(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const stream = Buffer.from(content, "latin1");
  obj(6, `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`);
  obj(
    7,
    `<< /Title ${pdfTextString(info.title)} /Author ${pdfTextString(info.author)} /Subject ${pdfTextString(info.subject)} /Producer ${pdfTextString(info.producer)} >>`,
  );

  const xrefOffset = length;
  const count = offsets.length;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let i = 1; i < count; i++) xref += `${String(offsets[i]).padStart(10, "0")} 00000 n \n`;
  push(xref);
  push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/* ------------------------------------------------------------------ the two CVs */

/** @type {Cv[]} */
const CVS = [
  {
    slug: "giulia-de-santis",
    name: "Giulia De Santis",
    role: "Software engineer",
    color: "yellow",
    accent: ["orange", "cyan", "purple"],
    // PLACEHOLDER contacts (the same placeholders as content/team.yaml)
    contacts: ["Conversano (BA)", "giulia@blessbit.it", "+39 333 000 0001", "linkedin.com/in/giulia-de-santis-blessbit"],
    profile:
      "Software engineer con dieci anni di esperienza su architetture e servizi back-end. Progetto API, integrazioni e basi di dati che reggono il traffico vero, dai pagamenti online alle videochiamate. Mi piace far parlare tra loro sistemi diversi con codice semplice, ben testato e documentato, che chi arriva dopo possa capire e far crescere. Ho fondato Blessbit con Marco nel 2020.",
    experience: [
      {
        title: "Cofondatrice e software engineer",
        place: "Blessbit, Conversano",
        period: "2020 – oggi",
        items: [
          "Ho progettato la parte server del servizio di video-consulenza: calendario degli appuntamenti, stanze video nel browser, pagamenti e ricevute.",
          "Ho costruito le API e il pannello del gestore della piattaforma di prenotazione per stabilimenti balneari.",
          "Sviluppo servizi in Node.js e TypeScript su PostgreSQL, con rilasci automatici, monitoraggio e backup.",
        ],
      },
      {
        title: "Backend developer",
        place: "Azienda di logistica, Modugno (BA)",
        period: "2016 – 2020",
        items: [
          "Sviluppo del sistema di tracciamento delle spedizioni e delle integrazioni con i corrieri.",
          "Migrazione dei servizi su container e infrastruttura cloud, con un forte calo dei tempi di risposta.",
        ],
      },
      {
        title: "Sviluppatrice software",
        place: "Software house, Lecce",
        period: "2014 – 2016",
        items: ["Applicazioni gestionali per la pubblica amministrazione in Java e SQL, in un team agile."],
      },
    ],
    skills: [
      ["Linguaggi", "TypeScript, JavaScript, Python, SQL, Go"],
      ["Back-end", "Node.js, NestJS, Express, REST e GraphQL, WebRTC"],
      ["Dati e cloud", "PostgreSQL, Redis, Firebase, Docker, Linux, AWS"],
      ["Metodo", "Test automatici, CI/CD, sicurezza, documentazione"],
    ],
    education: [
      ["Laurea magistrale in Informatica", "Università degli Studi di Bari Aldo Moro · 2014"],
      ["Lingue", "Italiano (madrelingua) · Inglese (C1) · Spagnolo (B1)"],
    ],
  },
  {
    slug: "marco-lorusso",
    name: "Marco Lorusso",
    role: "Software engineer",
    color: "cyan",
    accent: ["blue", "green", "orange"],
    // PLACEHOLDER contacts (the same placeholders as content/team.yaml)
    contacts: ["Conversano (BA)", "marco@blessbit.it", "+39 333 000 0002", "linkedin.com/in/marco-lorusso-blessbit"],
    profile:
      "Software engineer specializzato in app mobili e interfacce web. Da otto anni trasformo idee confuse in prodotti chiari, veloci e facili da usare, curando ogni dettaglio che si tocca con un dito: animazioni, accessibilità, prestazioni. In Blessbit seguo i progetti dal primo incontro con il cliente fino al rilascio negli store e sul web.",
    experience: [
      {
        title: "Cofondatore e software engineer",
        place: "Blessbit, Conversano",
        period: "2020 – oggi",
        items: [
          "Ho guidato l'app e il sito della piattaforma di prenotazione per stabilimenti balneari: mappa degli ombrelloni e pagamento dal telefono.",
          "Realizzo app per iOS e Android in Flutter e siti in React, TypeScript e Gatsby, con attenzione a SEO e Core Web Vitals.",
          "Curo l'accessibilità (WCAG 2.1 AA) e i test automatici con Jest e Playwright.",
        ],
      },
      {
        title: "Frontend developer",
        place: "Agenzia di comunicazione digitale, Bari",
        period: "2018 – 2020",
        items: [
          "Sviluppo di siti istituzionali ed e-commerce per aziende del territorio.",
          "Creazione di una libreria di componenti condivisa che ha ridotto i tempi di sviluppo di circa un terzo.",
        ],
      },
      {
        title: "Sviluppatore mobile freelance",
        place: "Puglia e da remoto",
        period: "2016 – 2018",
        items: ["App per attività locali, ristoranti e associazioni sportive, dal progetto alla pubblicazione negli store."],
      },
    ],
    skills: [
      ["Linguaggi", "TypeScript, JavaScript, Dart, HTML, CSS"],
      ["Framework", "Flutter, React, Gatsby, Next.js, React Native"],
      ["Strumenti", "Git, Figma, Jest, Playwright, Firebase, GitHub Actions"],
      ["Metodo", "Design system, accessibilità, code review, Scrum"],
    ],
    education: [
      ["Laurea in Ingegneria informatica", "Politecnico di Bari · 2016"],
      ["Lingue", "Italiano (madrelingua) · Inglese (B2)"],
    ],
  },
];

/** @type {import("./write-asset.mjs").Generator} */
export async function main({ force = false } = {}) {
  const written = [];
  for (const cv of CVS) {
    const pdf = () =>
      buildPdf(drawCv(cv), {
        title: `Curriculum vitae – ${cv.name}`,
        author: cv.name,
        subject: `${cv.role} · Blessbit`,
        producer: "Blessbit tools/placeholder-art/cv-pdfs.mjs",
      });
    const result = await writeAsset(path.join(ROOT, "content", "team", `${cv.slug}-cv.pdf`), pdf, { force });
    written.push(result);
    console.log(describe("cv-pdfs", result));
  }
  return written;
}
