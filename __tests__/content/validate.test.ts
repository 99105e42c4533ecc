/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import yaml from "js-yaml";
import { IMAGE_LIMITS } from "../../src/content/image-limits";
import { journal, works } from "../../src/content/collections";
import { formatProblem, readEntries, validateContent } from "../../src/content/validate";
import { LOCALES, type Locale } from "../../src/lib/locales";

const realContent = path.resolve(__dirname, "../../content");
let root: string;
let content: string;

/**
 * A fresh copy of the real content for each test, so each breaks one thing. The works and posts are in Italian only
 * (valid: a translation is optional) unless a test asks for the English files, so that breaking an Italian file names
 * that file alone; the page copies keep their English twins, which every page must have.
 */
const englishEntries = () => fs.readdirSync(content, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("index.en.md"));
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  content = path.join(root, "content");
  fs.cpSync(realContent, content, { recursive: true });
  for (const file of englishEntries()) {
    fs.rmSync(path.join(content, file));
    // The Italian file records that its English version is gone (src/content/translations.ts, TRANSLATIONS).
    const italian = path.join(content, file.replace("index.en.md", "index.it.md"));
    fs.writeFileSync(italian, fs.readFileSync(italian, "utf8").replace(/^translations:\n {2}en: .*$/m, "translations:\n  en: mancante"));
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const messages = () => validateContent(content).map(formatProblem);
const edit = (file: string, change: (text: string) => string) => {
  const absolute = path.join(content, file);
  fs.writeFileSync(absolute, change(fs.readFileSync(absolute, "utf8")));
};
/** Edits one language's section of a YAML file (src/content/locale-files.ts) as if it were a file of its own. */
const editSection = (file: string, locale: Locale, change: (text: string) => string) =>
  edit(file, (text) => {
    const lines = text.split("\n");
    const start = lines.indexOf(`${locale}:`) + 1;
    let end = start;
    while (end < lines.length && (lines[end] === "" || lines[end].startsWith("  "))) end++;
    const section = change(lines.slice(start, end).map((line) => line.replace(/^ {2}/, "")).join("\n"));
    return [...lines.slice(0, start), ...section.split("\n").map((line) => (line ? `  ${line}` : line)), ...lines.slice(end)].join("\n");
  });
/** The Italian copy of a YAML file. */
const editItalian = (file: string, change: (text: string) => string) => editSection(file, "it", change);
const work2 = "works/02-video-consulto/index.it.md";
/** A change to a shared value, made in both languages' copies as the CMS makes it (`i18n: duplicate`). */
const editBoth = (file: string, change: (text: string) => string) => {
  for (const locale of LOCALES) editSection(file, locale, change);
};

test("the project's own content is valid", () => {
  expect(messages()).toEqual([]);
});

test("a missing field names the file and the field", () => {
  edit(work2, (text) => text.replace(/^title:.*\n/m, ""));
  expect(messages()).toEqual([`content/${work2}: title is required (must be a non-empty text)`]);
});

test("a wrong type says what was expected", () => {
  edit(work2, (text) => text.replace(/^technologies:\n(\s+- .*\n)+/m, "technologies: React\n"));
  expect(messages()).toEqual([`content/${work2}: technologies must be a list of strings`]);
});

test("an image path that does not exist is named", () => {
  edit(work2, (text) => text.replace(/path: .*\.jpg/, "path: ./non-esiste.jpg"));
  expect(messages()).toEqual([
    `content/${work2}: images[0].path points to "./non-esiste.jpg", which does not exist beside the file`,
  ]);
});

test("a duplicate work number is named with the other file", () => {
  edit(work2, (text) => text.replace(/^number: .*$/m, 'number: "01"'));
  expect(messages()).toEqual([
    expect.stringMatching(/^content\/works\/02-video-consulto\/index\.it\.md: number must be unique: "01" is also used by content\/works\/01-.+\/index\.it\.md$/),
  ]);
});

test("two works with one address are named, both files", () => {
  fs.cpSync(path.join(content, "works/02-video-consulto"), path.join(content, "works/09-video-consulto"), { recursive: true });
  edit("works/09-video-consulto/index.it.md", (text) => text.replace(/^number: .*$/m, 'number: "09"'));
  expect(messages()).toEqual([
    "content/works/09-video-consulto/index.it.md: ha lo stesso indirizzo («video-consulto») di content/works/02-video-consulto/index.it.md: cambia il nome di una delle due cartelle",
  ]);
});

describe("an image over the limit (src/content/image-limits.ts) is named with the limit", () => {
  const image = "works/02-video-consulto/big.png";
  const { side, megapixels, bytes } = IMAGE_LIMITS;
  /** A PNG's header with the given size: the check reads no more than that. */
  const pngOfSize = (width: number, height: number) => {
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
    png.writeUInt32BE(13, 8);
    png.write("IHDR", 12, "ascii");
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    return png;
  };

  const advice = `riducila a circa ${IMAGE_LIMITS.advisedSide} px di lato, quanti ne mostra il sito, e salvala con lo stesso nome`;
  const mp = (width: number, height: number) => ((width * height) / 1e6).toFixed(1).replace(".", ",");

  test.each([
    ["a side over the limit", side + 1, 100],
    ["a huge square", 7000, 7000],
    ["sides within the limit but too many pixels", side, Math.ceil((megapixels * 1e6) / side) + 1],
  ])("%s: %i × %i px", (_, width, height) => {
    fs.writeFileSync(path.join(content, image), pngOfSize(width, height));
    expect(messages()).toEqual([
      `content/${image}: ${width} × ${height} px (${mp(width, height)} megapixel), oltre il limite di ${side} px di lato o ${megapixels} megapixel: ${advice}`,
    ]);
  });

  test("a phone's photo as it comes passes (12 and 24 megapixels)", () => {
    for (const [width, height] of [
      [4032, 3024],
      [3024, 4032],
      [5712, 4284],
    ]) {
      fs.writeFileSync(path.join(content, image), pngOfSize(width, height));
      expect(messages()).toEqual([]);
    }
  });

  test("more bytes than the limit are named, in megabytes as Italian writes them", () => {
    fs.writeFileSync(path.join(content, image), Buffer.concat([pngOfSize(100, 100), Buffer.alloc(bytes + 400_000)]));
    const weight = ((bytes + 400_033) / 1e6).toFixed(1).replace(".", ",");
    expect(messages()).toEqual([`content/${image}: pesa ${weight} MB, oltre il limite di ${bytes / 1e6} MB: ${advice}`]);
  });

  test("a file that is no image it can read is named", () => {
    fs.writeFileSync(path.join(content, image), "non sono un PNG");
    expect(messages()).toEqual([expect.stringMatching(new RegExp(`^content/${image}: non è un'immagine leggibile`))]);
  });
});

test("malformed YAML names the file", () => {
  edit("services.yaml", (text) => `${text}\n  - title: [unclosed\n`);
  expect(messages()).toEqual([expect.stringMatching(/^content\/services\.yaml: is not valid YAML \(/)]);
});

test("malformed frontmatter names the file", () => {
  edit(work2, (text) => text.replace(/^title: (.*)$/m, "title: [$1"));
  expect(messages()).toEqual([expect.stringMatching(/^content\/works\/02-video-consulto\/index\.it\.md: il front matter non è YAML valido \(/)]);
});

describe("a front matter that is not YAML stops the build, and none of it runs (src/content/front-matter.mjs)", () => {
  /** JavaScript that writes a file when evaluated, as gray-matter evaluates a front matter opened with `---js`. */
  const writesFile = (mark: string) => `{ title: require("node:fs").writeFileSync(${JSON.stringify(mark)}, "ran") || "Un titolo" }`;
  const post = () => `journal/${fs.readdirSync(path.join(content, "journal")).sort()[0]}/index.it.md`;

  test("the payload runs where it is evaluated: the check can fail", () => {
    const mark = path.join(root, "ran");
    vm.runInNewContext(`(${writesFile(mark)})`, { require });
    expect(fs.readFileSync(mark, "utf8")).toBe("ran");
  });

  test.each(["---js", "---javascript", "---JavaScript", "--- js", "---coffee", "---yaml"])("%s: the file is not written, the post is named", (fence) => {
    const mark = path.join(root, "ran");
    const file = post();
    edit(file, (text) => `${fence}\n${writesFile(mark)}\n---\n${text.replace(/^---\n[\s\S]*?\n---\n/, "")}`);
    expect(messages()).toEqual([
      `content/${file}: il front matter si apre con «${fence}»: il sito legge solo YAML, tra due righe di tre trattini (---) senza nulla dopo`,
    ]);
    expect(fs.existsSync(mark)).toBe(false);
  });

  test("a front matter never closed is named", () => {
    edit(work2, (text) => text.replace(/^---\n([\s\S]*?)\n---\n/, "---\n$1\n"));
    expect(messages()).toEqual([`content/${work2}: il front matter non si chiude: manca la riga di tre trattini (---) dopo i campi`]);
  });
});

describe("only the kinds of file the site uses may be in content/ and static/media (src/content/file-types.ts)", () => {
  const refused = (file: string, kind: string) =>
    `${file}: è ${kind}, che il sito non pubblica: qui vanno solo i testi (.md, .yaml), le immagini JPEG, PNG, WebP o AVIF e i CV in PDF; toglilo (un file .svg, .html o .js potrebbe eseguire codice sul sito)`;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';

  test.each([
    ["content/works/02-video-consulto/schema.svg", "un file .svg"],
    ["content/team/pagina.html", "un file .html"],
    ["content/journal/codice.js", "un file .js"],
    ["content/_redirects", "un file senza estensione"],
    ["content/pages/_headers", "un file senza estensione"],
    ["content/works/02-video-consulto/foto.heic", "un file .heic"],
    ["static/media/logo.svg", "un file .svg"],
    ["static/media/cartella/pagina.htm", "un file .htm"],
  ])("%s stops the build, named", (file, kind) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), svg);
    expect(messages()).toEqual([refused(file, kind)]);
  });

  test("what the site uses passes: texts, the images it encodes in any case of their name, PDFs, in static/media too", () => {
    const jpeg = fs.readdirSync(path.join(content, "works/02-video-consulto")).find((name) => name.endsWith(".jpg"))!;
    const image = path.join(content, "works/02-video-consulto", jpeg);
    fs.mkdirSync(path.join(root, "static/media"), { recursive: true });
    fs.copyFileSync(image, path.join(root, "static/media/FOTO.JPG"));
    fs.copyFileSync(image, path.join(root, "static/media/foto.jpeg"));
    fs.copyFileSync(path.join(content, "team", fs.readdirSync(path.join(content, "team")).find((name) => name.endsWith(".pdf"))!), path.join(root, "static/media/cv.pdf"));
    expect(messages()).toEqual([]);
  });
});

test("an unknown field is reported as a likely typo", () => {
  editItalian("faq.yaml", (text) => text.replace(/^title:/m, "titel: x\ntitle:"));
  expect(messages()).toEqual(["content/faq.yaml: it.titel is not a known field"]);
});

test("a nested wrong value gives the full field path", () => {
  editItalian("services.yaml", (text) => text.replace(/color: \w+/, "color: pink"));
  expect(messages()).toEqual([
    "content/services.yaml: it.items[0].color must be one of yellow, orange, cyan, blue, green, purple",
  ]);
});

test("text for a ball of fixed size: too long, or with a word too long to break, names the file and the field", () => {
  editItalian("site.yaml", (text) => text.replace("text: Cosa possiamo fare per te?", `text: ${"Cosa possiamo fare per te? ".repeat(3)}`));
  editItalian("site.yaml", (text) => text.replace("studio: Parliamone!", "studio: Precipitevolissimevolmente!"));
  expect(messages()).toEqual([
    "content/site.yaml: it.cta.studio must have no word longer than 11 characters (it is shown in a shape of fixed size)",
    "content/site.yaml: it.speechBalls.home.text must be at most 60 characters long (it is shown in a shape of fixed size)",
  ]);
});

test("a missing collection file is reported", () => {
  fs.rmSync(path.join(content, "team.yaml"));
  expect(messages()).toEqual(["content/team.yaml: is missing"]);
});

describe("journal posts", () => {
  const postDir = () => fs.readdirSync(path.join(content, "journal")).find((name) => !name.includes("bozza"))!;
  const post = () => `journal/${postDir()}/index.it.md`;

  test("a missing title is named", () => {
    const file = post();
    edit(file, (text) => text.replace(/^title:.*\n/m, ""));
    expect(messages()).toEqual([`content/${file}: title is required (must be a non-empty text)`]);
  });

  test("a bad date is named", () => {
    const file = post();
    edit(file, (text) => text.replace(/^date:.*$/m, "date: 2026-02-31"));
    expect(messages()).toEqual([`content/${file}: date must be a date (YYYY-MM-DD)`]);
  });

  test("an unknown cover file is named", () => {
    const file = post();
    edit(file, (text) => text.replace(/^cover:.*$/m, "cover: ./manca.jpg"));
    expect(messages()).toEqual([`content/${file}: cover points to "./manca.jpg", which does not exist beside the file`]);
  });

  test("a folder that is not YYYY-MM-DD-slug is named, in Italian, with the name to give it", () => {
    fs.renameSync(path.join(content, "journal", postDir()), path.join(content, "journal", "Articolo Nuovo"));
    expect(messages()).toEqual([
      "content/journal/Articolo Nuovo: non va bene come nome di cartella, che dev'essere AAAA-MM-GG-slug, la data e lo slug, di sole lettere minuscole senza accenti, cifre e trattini",
    ]);
    fs.renameSync(path.join(content, "journal", "Articolo Nuovo"), path.join(content, "journal", "2026-12-01-perché-scegliere-flutter"));
    expect(messages()).toEqual([expect.stringMatching(/^content\/journal\/2026-12-01-perché-scegliere-flutter: .*: per esempio «2026-12-01-perche-scegliere-flutter»$/)]);
  });

  test("two posts with one address on different days are named, both files", () => {
    const dir = postDir();
    const twin = `2020-01-01-${dir.slice(11)}`;
    fs.cpSync(path.join(content, "journal", dir), path.join(content, "journal", twin), { recursive: true });
    edit(`journal/${twin}/index.it.md`, (text) => text.replace(/^date:.*$/m, "date: 2020-01-01").replace(/^updated:.*\n/m, ""));
    expect(messages()).toEqual([
      `content/journal/${dir}/index.it.md: ha lo stesso indirizzo («${dir.slice(11)}») di content/journal/${twin}/index.it.md: cambia il nome di una delle due cartelle`,
    ]);
  });
});

describe("a post's tags (content/tags.yaml)", () => {
  const post = "journal/2026-06-23-app-native-o-cross-platform";
  beforeEach(() => fs.cpSync(realContent, content, { recursive: true }));

  test("a tag the tags' list does not have in the post's language stops the build, naming the post and the tag", () => {
    edit(`${post}/index.en.md`, (text) => text.replace(/^tags:\n/m, "tags:\n  - app-store-tips\n"));
    expect(messages()).toEqual([
      `content/${post}/index.en.md: tags[0] is "app-store-tips", which content/tags.yaml does not list under en.items: add it there first (in the CMS, Tag del journal)`,
    ]);
  });

  test("each language has its own tags: an Italian tag in an English post is unknown", () => {
    edit(`${post}/index.en.md`, (text) => text.replace(/^tags:\n {2}- apps\n/m, "tags:\n  - app\n"));
    expect(messages()).toEqual([expect.stringMatching(/index\.en\.md: tags\[0\] is "app", which content\/tags\.yaml does not list under en\.items/)]);
  });

  const addTag = (locale: Locale, id: string, slug = id) =>
    editSection("tags.yaml", locale, (text) => `${text}\n  - id: ${id}\n    slug: ${slug}\n    label: ${slug}\n    description: One line on ${slug}.`);

  test("a tag added to the list first, in both languages with one code, is accepted", () => {
    addTag("it", "consigli-per-gli-store");
    addTag("en", "consigli-per-gli-store", "app-store-tips");
    edit(`${post}/index.en.md`, (text) => text.replace(/^tags:\n/m, "tags:\n  - app-store-tips\n"));
    expect(messages()).toEqual([]);
  });

  test("an Italian tag with no English twin is named: the English tag of its code is its twin", () => {
    addTag("it", "consigli-per-gli-store");
    expect(messages()).toContainEqual(expect.stringMatching(/^content\/tags\.yaml: en\.items\[\d+\] has no translation: add an item with id: "consigli-per-gli-store"/));
  });

  test("a tag in the list needs its name and its line", () => {
    editItalian("tags.yaml", (text) => text.replace(/^ {4}label: SEO\n/m, ""));
    expect(messages()).toEqual([expect.stringMatching(/^content\/tags\.yaml: it\.items\[\d+\]\.label is required/)]);
  });
});

describe("a work's journal posts", () => {
  const postSlug = fs
    .readdirSync(path.join(realContent, "journal"))
    .map((folder) => folder.replace(/^\d{4}-\d{2}-\d{2}-/, ""))[0];

  test("an existing post's slug is accepted", () => {
    edit(work2, (text) => text.replace(/^---\n([\s\S]*?)\n---/, `---\n$1\njournalPosts:\n  - ${postSlug}\n---`));
    expect(messages()).toEqual([]);
  });

  test("a slug that names no post is named, with its place in the list", () => {
    edit(work2, (text) => text.replace(/^---\n([\s\S]*?)\n---/, `---\n$1\njournalPosts:\n  - ${postSlug}\n  - articolo-che-non-esiste\n---`));
    expect(messages()).toEqual([`content/${work2}: journalPosts[1] names "articolo-che-non-esiste", which is no journal post's slug`]);
  });
});

describe("a work's measured results", () => {
  const result = {
    id: "prenotazioni-telefono",
    measure: "Prenotazioni fatte dal telefono",
    before: "12",
    after: "64",
    unit: "percentuale",
    date: "2025-08-31",
    period: "agosto 2025",
    source: "analytics del cliente",
    confirmed: "false",
  };
  /** The work with one result of these fields (and none of its own), in place of whatever results it has. */
  const withResult = (fields: Record<string, string>) =>
    edit(work2, (text) => {
      const lines = Object.entries(fields).map(([key, value], index) => `${index === 0 ? "  - " : "    "}${key}: ${value}`);
      return text.replace(/^results:\n(?:(?: |- ).*\n)*/m, "").replace(/^---\n([\s\S]*?)\n---/, `---\n$1\nresults:\n${lines.join("\n")}\n---`);
    });

  test("a whole result is accepted, and one with its value after alone", () => {
    withResult(result);
    expect(messages()).toEqual([]);
    const { before: _before, ...afterAlone } = result;
    withResult(afterAlone);
    expect(messages()).toEqual([]);
  });

  test("a missing source is named", () => {
    const { source: _source, ...withoutSource } = result;
    withResult(withoutSource);
    expect(messages()).toEqual([`content/${work2}: results[0].source is required (must be a non-empty text)`]);
  });

  test("a value that is no number is named", () => {
    withResult({ ...result, after: "sessantaquattro" });
    expect(messages()).toEqual([`content/${work2}: results[0].after must be a number`]);
  });

  test("a unit the schema does not list is named, with the ones it does", () => {
    withResult({ ...result, unit: "kg" });
    expect(messages()).toEqual([
      `content/${work2}: results[0].unit must be one of percentuale, millisecondi, secondi, minuti, ore, giorni, euro, numero`,
    ]);
  });
});

describe("publishing controls of a post", () => {
  const [firstPost, secondPost] = fs.readdirSync(path.join(realContent, "journal")).sort();
  const file = `journal/${firstPost}/index.it.md`;
  const slugOf = (folder: string) => folder.replace(/^\d{4}-\d{2}-\d{2}-/, "");
  const addToFrontmatter = (lines: string) => edit(file, (text) => text.replace(/^---\n([\s\S]*?)\n---/, `---\n$1\n${lines}\n---`));
  const date = firstPost.slice(0, 10);

  test("an update on the day or later is accepted; one before the date is named", () => {
    addToFrontmatter(`updated: ${date}`);
    expect(messages()).toEqual([]);
    edit(file, (text) => text.replace(/^updated: .*$/m, "updated: 2000-01-01"));
    expect(messages()).toEqual([`content/${file}: updated must not be before date (${date})`]);
  });

  test("a former slug may not be another post's address (its slug or its folder), naming both files, in Italian", () => {
    const other = `journal/${secondPost}/index.it.md`;
    for (const address of [slugOf(secondPost), secondPost]) {
      addToFrontmatter(`redirectFrom:\n  - vecchio-indirizzo\n  - ${address}`);
      expect(messages()).toEqual([
        `content/${file}: redirectFrom[1] è «${address}», l'indirizzo di content/${other}: i due articoli avrebbero lo stesso indirizzo; toglilo, o cambia il nome della cartella dell'altro`,
      ]);
      edit(file, (text) => text.replace(/^redirectFrom:\n(\s+- .*\n)+/m, ""));
    }
    addToFrontmatter(`redirectFrom:\n  - ${slugOf(firstPost)}`);
    expect(messages()).toEqual([`content/${file}: redirectFrom[0] è «${slugOf(firstPost)}», l'indirizzo di questo stesso articolo: toglilo`]);
  });

  test("a former slug may lead from one post only, naming the other", () => {
    addToFrontmatter("redirectFrom:\n  - vecchio-indirizzo");
    expect(messages()).toEqual([]);
    const other = `journal/${secondPost}/index.it.md`;
    edit(other, (text) => text.replace(/^---\n([\s\S]*?)\n---/, "---\n$1\nredirectFrom:\n  - vecchio-indirizzo\n---"));
    expect(messages()).toEqual([
      `content/${other}: redirectFrom[0] è «vecchio-indirizzo», che porta già a content/${file}: un vecchio indirizzo porta a un solo articolo`,
    ]);
  });

  test("an author must be a member of the team", () => {
    const team = fs.readFileSync(path.join(realContent, "team.yaml"), "utf8");
    const member = /^\s+- name: (.+)$/m.exec(team)![1].replace(/^["']|["']$/g, "");
    addToFrontmatter(`author: "${member}"`);
    expect(messages()).toEqual([]);
    edit(file, (text) => text.replace(/^author: .*$/m, 'author: "Nessuno Qui"'));
    expect(messages()).toEqual([`content/${file}: author is "Nessuno Qui", who is not in content/team.yaml (leave it out for the studio)`]);
  });
});

describe("the studio's legal identity", () => {
  const setVat = (value: string) => editItalian("site.yaml", (text) => text.replace(/^ {2}vatNumber: .*$/m, `  vatNumber: "${value}"`));

  test("a Partita IVA whose check digit is wrong stops the build, naming the field", () => {
    setVat("01234567890");
    expect(messages()).toEqual(["content/site.yaml: it.company.vatNumber must be a Partita IVA: 11 digits, the last the check digit of the other ten"]);
  });

  test("a Partita IVA that is not 11 digits is named too", () => {
    setVat("IT01234567897");
    expect(messages()).toEqual(["content/site.yaml: it.company.vatNumber must be a Partita IVA: 11 digits, the last the check digit of the other ten"]);
  });

  test("a PEC that is not an e-mail address is named", () => {
    editItalian("site.yaml", (text) => text.replace(/^ {2}pec: .*$/m, "  pec: blessbit-pec.it"));
    expect(messages()).toEqual(["content/site.yaml: it.company.pec must be an e-mail address"]);
  });

  test("an optional codice fiscale is checked when given: a person's 16 characters with their check letter", () => {
    const withTaxCode = (code: string) => editBoth("site.yaml", (text) => text.replace(/^( {2}vatNumber: .*)$/m, `$1\n  taxCode: ${code}`));
    withTaxCode("RSSMRA85T10A562S");
    expect(messages()).toEqual([]);
    editItalian("site.yaml", (text) => text.replace("RSSMRA85T10A562S", "RSSMRA85T10A562T"));
    expect(messages()).toEqual([
      "content/site.yaml: it.company.taxCode must be a codice fiscale: 11 digits with a valid check digit, or 16 characters with a valid check letter",
    ]);
  });

  test("a REA number without its province code is named", () => {
    editItalian("site.yaml", (text) => text.replace(/^ {2}rea: .*$/m, "  rea: 123456"));
    expect(messages()).toEqual([expect.stringMatching(/^content\/site\.yaml: it\.company\.rea must be a REA number/)]);
  });
});

describe("the accessibility statement", () => {
  const statement = "pages/accessibilita.yaml";
  type Statement = { conformance: { status: string; standard: string }; inaccessible: { items: unknown[] } };
  // The Italian copy; the status and the standard are shared, so the English statement takes them from it.
  const change = (edit: (data: Statement) => void) => {
    const absolute = path.join(content, statement);
    const data = yaml.load(fs.readFileSync(absolute, "utf8"), { schema: yaml.CORE_SCHEMA }) as { it: Statement };
    edit(data.it);
    fs.writeFileSync(absolute, yaml.dump(data));
  };

  test("'conforme' with content listed as not accessible is named", () => {
    change((data) => {
      data.conformance.status = "conforme";
      data.inaccessible.items = [{ content: "I PDF", reason: "Non hanno tag." }];
    });
    expect(messages()).toEqual([`content/${statement}: it.conformance.status is "conforme", yet inaccessible.items lists content that is not accessible`]);
  });

  test("a partial or no conformance must list what is not accessible", () => {
    change((data) => {
      data.conformance.status = "non conforme";
      data.inaccessible.items = [];
    });
    // The English statement lists its own translated items: only the Italian one is wrong.
    expect(messages()).toEqual([`content/${statement}: it.inaccessible.items must list what is not accessible when conformance.status is "non conforme"`]);
  });

  test("'conforme' with nothing listed is accepted", () => {
    change((data) => {
      data.conformance.status = "conforme";
      data.inaccessible.items = [];
    });
    expect(messages()).toEqual([]);
  });

  test("a standard the tests do not run is refused", () => {
    change((data) => {
      data.conformance.standard = "WCAG 2.1 livello AA";
    });
    expect(messages()).toEqual([`content/${statement}: it.conformance.standard must be one of WCAG 2.2 livello AA`]);
  });
});

describe("the English edition (src/content/locale-files.ts, translations.ts)", () => {
  const post = "journal/2026-06-23-app-native-o-cross-platform";
  beforeEach(() => fs.cpSync(realContent, content, { recursive: true }));

  test("the project's own content, both languages, is valid", () => {
    expect(englishEntries().length).toBeGreaterThan(0);
    expect(messages()).toEqual([]);
  });

  test("a shared value changed in the Italian file alone is the English edition's too, whatever the English file says", () => {
    edit(work2, (text) => text.replace(/^number: .*$/m, 'number: "07"'));
    edit("works/02-video-consulto/index.en.md", (text) => text.replace(/^url: (\S+)/m, "url: https://www.example.com"));
    expect(messages()).toEqual([]);
    const [italian] = readEntries(works, content).filter((entry) => entry.file.endsWith(work2));
    const [english] = readEntries(works, content, "en").filter((entry) => entry.file.includes("02-video-consulto"));
    expect({ number: english.data.number, url: english.data.url }).toEqual({ number: "07", url: italian.data.url });
  });

  test("a page's copy without its English section is named, with what to do", () => {
    edit("pages/studio.yaml", (text) => text.slice(0, text.indexOf("\nen:\n") + 1));
    expect(messages()).toEqual(["content/pages/studio.yaml: has no English copy: copy the it: section as en: and translate it (every page is in both languages)"]);
  });

  test("a Markdown file named for no language is named, with the names it may have", () => {
    fs.renameSync(path.join(content, work2), path.join(content, "works/02-video-consulto/index.md"));
    expect(messages()).toEqual([
      "content/works/02-video-consulto/index.md: is named for no language: rename it index.it.md or index.en.md (index.it.md is the Italian one)",
    ]);
  });

  test("a translated text left empty in a translated entry names the English file and the field", () => {
    edit(`${post}/index.en.md`, (text) => text.replace(/^description:.*\n/m, ""));
    expect(messages()).toEqual([`content/${post}/index.en.md: description is required (must be a non-empty text)`]);
  });

  test("a translated list whose items hold shared values has each Italian item's words, paired by its key", () => {
    edit("works/02-video-consulto/index.en.md", (text) => text.replace(/^images:\n {2}- path: .*\n {4}alt: .*\n/m, "images:\n"));
    expect(messages()).toContain(
      'content/works/02-video-consulto/index.en.md: images[0] has no translation: add an item with path: "./videochiamata.jpg", the Italian item\'s, and its translated words (items pair by path)',
    );
  });

  test("a translation's items follow the Italian order, each with its own words, whatever their order in the English file", () => {
    const english = "works/02-video-consulto/index.en.md";
    const results = (file: string) => readEntries(works, content, file.includes(".en.") ? "en" : "it").find((entry) => entry.file.endsWith(file))!.data.results!;
    const before = results(english);
    edit(english, (text) => {
      const [head, rest] = text.split(/^results:\n/m);
      const [list, tail] = rest.split(/^(?=\S)/m).reduce<[string, string]>(([l, t], part, index) => (index === 0 ? [part, t] : [l, t + part]), ["", ""]);
      const items = list.split(/^(?= {2}- )/m);
      return `${head}results:\n${[...items].reverse().join("")}${tail}`;
    });
    expect(results(english).map((item) => [item.id, item.measure])).toEqual(before.map((item) => [item.id, item.measure]));
  });

  test("a post in Italian only, as Decap saves it (an English file of shared fields only), is valid and has no English version", () => {
    const italian = fs.readFileSync(path.join(content, post, "index.it.md"), "utf8");
    const date = /^date: .*$/m.exec(italian)![0];
    fs.writeFileSync(path.join(content, post, "index.en.md"), `---\n${date}\ntags: []\n---\n`);
    edit(`${post}/index.it.md`, (text) => text.replace(/^ {2}en: .*$/m, "  en: mancante"));
    expect(messages()).toEqual([]);
  });

  test("a post in English only, its language said, is valid", () => {
    fs.rmSync(path.join(content, post, "index.it.md"));
    edit(`${post}/index.en.md`, (text) => text.replace(/^---\n/, "---\nlanguage: en\n"));
    expect(messages()).toEqual([]);
  });

  test("a post written in English, as Decap saves it (an Italian file of shared fields only), is valid and in the English journal alone", () => {
    const italian = fs.readFileSync(path.join(content, post, "index.it.md"), "utf8");
    const date = /^date: .*$/m.exec(italian)![0];
    fs.writeFileSync(path.join(content, post, "index.it.md"), `---\nlanguage: en\n${date}\n---\n`);
    edit(`${post}/index.en.md`, (text) => text.replace(/^---\n/, "---\nlanguage: en\n"));
    expect(messages()).toEqual([]);
    const folders = (locale: Locale) => readEntries(journal, content, locale).map((entry) => path.basename(entry.dir));
    expect(folders("en")).toContain(path.basename(post));
    expect(folders("it")).not.toContain(path.basename(post));
  });

  test("a document in its copy's language (a CV) may not be the Italian copy's file in English: an English page would offer it", () => {
    editSection("team.yaml", "en", (text) => text.replace(/cv: team\/giulia-de-santis-cv-en\.pdf/, "cv: team/giulia-de-santis-cv.pdf"));
    expect(messages()).toEqual([
      "content/team.yaml: en.members[0].cv is the Italian copy's file (team/giulia-de-santis-cv.pdf): an English page would offer it as English; give this copy its own, in English",
    ]);
  });

  test("a translation's reviewed mark must be true or false", () => {
    editSection("pages/home.yaml", "en", (text) => text.replace(/^reviewed: .*$/m, "reviewed: maybe"));
    expect(messages()).toEqual(["content/pages/home.yaml: en.reviewed must be true or false: true once a fluent reader has approved the translation"]);
  });
});
