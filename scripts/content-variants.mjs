/**
 * Content an editor could save through the CMS, written into a copy of the site (scripts/content-variant-test.mjs):
 *   - `editorCommit(dir, seed)`: one editor's commit across several collections, drawn from a seed: entries added,
 *     removed, reworded and reordered, numbers in the copy changed, a work added, a post renamed. Every change is one the schema
 *     accepts; the caller validates the result before building.
 *   - `edgeContent(dir)`: every collection at the edges the schema allows (one FAQ item and many, no extra
 *     technology, a work with one image, a post with no cover and one tag, long words with no spaces).
 * YAML files are rewritten as Decap rewrites them when it saves (comments dropped).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";

/** The fewest services the schema accepts (`services.items`'s `min` in src/content/collections.ts). */
const MIN_SERVICES = 6;

/**
 * A small seeded generator (mulberry32): the same seed, the same commit.
 * @param {number} seed
 */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    /** @template T @param {T[]} items @returns {T} */
    pick: (items) => items[int(0, items.length - 1)],
    /** @template T @param {T[]} items @returns {T[]} */
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    chance: (/** @type {number} */ p) => next() < p,
  };
}

const YAML_OPTIONS = { schema: yaml.CORE_SCHEMA };
/** @param {string} file @returns {any} */
const readYaml = (file) => yaml.load(fs.readFileSync(file, "utf8"), YAML_OPTIONS);
/** @param {string} file @param {unknown} data */
const writeYaml = (file, data) => fs.writeFileSync(file, yaml.dump(data, { lineWidth: 100, schema: yaml.CORE_SCHEMA }));
/** @param {string} file @param {(data: any) => void} change */
function editYaml(file, change) {
  const data = readYaml(file);
  change(data);
  writeYaml(file, data);
}
/**
 * A Markdown file's front matter and text, read as the build reads them (dates stay text).
 * @param {string} file @returns {{ data: any, content: string }}
 */
export const readMarkdown = (file) =>
  matter(fs.readFileSync(file, "utf8"), { engines: { yaml: (text) => /** @type {object} */ (yaml.load(text, YAML_OPTIONS)) } });
/** @param {string} file @param {(data: any) => void} change */
export function editMarkdown(file, change) {
  const { data, content } = readMarkdown(file);
  change(data);
  fs.writeFileSync(file, matter.stringify(content, data));
}

const WORDS = ["rapido", "chiaro", "solido", "leggero", "accessibile", "sicuro", "curato", "semplice", "nuovo", "insieme"];
const TECHNOLOGIES = ["Rust", "Go", "Vue", "Svelte", "Redis", "Kubernetes", "GraphQL", "Elixir", "Deno", "SQLite"];

/** Every number written in a text replaced by another (prices, durations, counts). */
const renumber = (/** @type {string} */ text, /** @type {ReturnType<typeof random>} */ r) => text.replace(/\d+/g, () => String(r.int(2, 990)));

/**
 * One editor's commit in the copy at `dir`, drawn from `seed`. Returns what it changed, one line each.
 * @param {string} dir
 * @param {number} seed
 * @returns {string[]}
 */
export function editorCommit(dir, seed) {
  const r = random(seed);
  const content = path.join(dir, "content");
  /** @type {string[]} */
  const log = [];
  const word = () => r.pick(WORDS);

  editYaml(path.join(content, "faq.yaml"), (faq) => {
    const asked = r.int(0, faq.items.length - 1);
    faq.items[asked].question = `${faq.items[asked].question.replace(/\?$/, "")}, in modo ${word()}?`;
    log.push(`faq: question ${asked + 1} reworded`);
    for (const item of faq.items) item.answer = renumber(item.answer, r);
    log.push("faq: every number in the answers changed (prices, durations)");
    if (r.chance(0.5) && faq.items.length > 1) {
      const [removed] = faq.items.splice(r.int(0, faq.items.length - 1), 1);
      log.push(`faq: removed "${removed.question}"`);
    }
    const added = r.int(1, 3);
    for (let i = 0; i < added; i += 1) {
      faq.items.push({
        question: `Domanda aggiunta ${i + 1}: lavorate in modo ${word()}?`,
        answer: `Sì, da ${r.int(2, 40)} anni e per ${r.int(100, 900)} euro.`,
      });
    }
    log.push(`faq: ${added} question(s) added`);
    faq.items = r.shuffle(faq.items);
    faq.title = `Domande ${word()}`;
    log.push("faq: order shuffled, title changed");
  });

  editYaml(path.join(content, "technologies.yaml"), (technologies) => {
    const removed = technologies.shown.splice(r.int(0, technologies.shown.length - 1), 1);
    const extraRemoved = technologies.extra.length > 1 ? technologies.extra.splice(r.int(0, technologies.extra.length - 1), 1) : [];
    const fresh = r.shuffle(TECHNOLOGIES.filter((name) => ![...technologies.shown, ...technologies.extra].includes(name)));
    technologies.extra.splice(r.int(0, technologies.extra.length), 0, ...fresh.slice(0, r.int(0, 3)));
    technologies.shown = r.shuffle(technologies.shown);
    log.push(`technologies: removed ${[...removed, ...extraRemoved].join(", ")}; ${technologies.extra.length} extra now; shown reordered`);
  });

  editYaml(path.join(content, "services.yaml"), (services) => {
    const renamed = r.int(0, services.items.length - 1);
    const old = services.items[renamed].title;
    services.items[renamed].title = `${old} ${word()}`;
    log.push(`services: "${old}" renamed "${services.items[renamed].title}"`);
    if (services.items.length > MIN_SERVICES && r.chance(0.5))
      log.push(`services: removed "${services.items.splice(r.int(0, services.items.length - 1), 1)[0].title}"`);
    if (services.items.length === MIN_SERVICES || r.chance(0.5)) {
      services.items.push({
        title: `Formazione ${r.int(1, 99)}`,
        description: `Corsi di ${r.int(2, 12)} ore per il vostro team.`,
        color: r.pick(["yellow", "orange", "cyan", "blue", "green", "purple"]),
      });
      log.push("services: one added");
    }
    services.items = r.shuffle(services.items);
  });

  editYaml(path.join(content, "site.yaml"), (site) => {
    site.phone = r.chance(0.5) ? `+39 0${r.int(10, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}` : `3${r.int(10, 99)} ${r.int(1000000, 9999999)}`;
    site.speechBalls.home.rotation = r.int(-45, 45);
    log.push(`site: phone ${site.phone}, home speech-ball at ${site.speechBalls.home.rotation}°`);
  });

  editYaml(path.join(content, "team.yaml"), (team) => {
    team.members.reverse();
    team.members[0].role = `${team.members[0].role} ${word()}`;
    log.push(`team: order changed (${team.members.map((/** @type {{ name: string }} */ member) => member.name).join(", ")}), a role reworded`);
  });

  editYaml(path.join(content, "collaborators.yaml"), (collaborators) => {
    if (collaborators.items.length > 1 && r.chance(0.5)) log.push(`collaborators: removed ${collaborators.items.pop().name}`);
    collaborators.items = r.shuffle(collaborators.items);
    log.push("collaborators: reordered");
  });

  editYaml(path.join(content, "pages/contatti.yaml"), (contact) => {
    contact.title = `Parliamo del tuo progetto ${word()}`;
    contact.form.name = `Come ti chiami? (${word()})`;
    contact.form.submit = `Manda il brief ${word()}`;
    contact.errors.name = `Ci serve il tuo nome, in modo ${word()}.`;
    contact.sent.title = `Ricevuto, grazie ${r.int(2, 99)} volte!`;
    const dropped = contact.form.budgets.length > 2 ? contact.form.budgets.splice(r.int(0, contact.form.budgets.length - 1), 1) : [];
    contact.form.budgets.push(`oltre ${r.int(50, 900)}.000 €`);
    contact.form.timeframes = r.shuffle(contact.form.timeframes);
    log.push(
      `contact: title, labels, an error and the confirmation reworded; budget ranges ${dropped.length ? `"${dropped[0]}" removed, ` : ""}one added; time frames reordered`,
    );
  });

  editYaml(path.join(content, "pages/home.yaml"), (home) => {
    home.cover.slogan = `${home.cover.slogan} ${r.int(2, 99)}`;
    log.push(`home: slogan "${home.cover.slogan}"`);
  });

  log.push(addWork(content, r));
  log.push(renamePost(content, r));

  // A day already past, so the post is published (src/content/publishing.ts); a later one would be scheduled.
  const day = `2025-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
  const post = path.join(content, "journal", `${day}-articolo-di-un-editor`);
  fs.mkdirSync(post);
  const tags = r.shuffle(["processo", "performance", "studio", "app", "nuovo-tag"]).slice(0, r.int(1, 3));
  fs.writeFileSync(
    path.join(post, "index.md"),
    matter.stringify(`\nIl testo di un articolo con ${r.int(2, 99)} numeri.\n\n## Un titoletto\n\nUn altro paragrafo.\n`, {
      title: `Un articolo ${word()}`,
      date: day,
      description: `Un articolo scritto da un editor in ${r.int(2, 30)} minuti.`,
      tags,
    }),
  );
  log.push(`journal: a post of ${day} added, no cover, tags ${tags.join(", ")}`);
  return log;
}

/**
 * A published post given a new slug, its old one kept in `redirectFrom`, as an editor renames a post (README): the
 * browser specs then follow the old address. Posts a work names in `journalPosts` are left alone (the editor would
 * rename them there too).
 * @param {string} content
 * @param {ReturnType<typeof random>} r
 */
function renamePost(content, r) {
  const journal = path.join(content, "journal");
  const frontmatter = (/** @type {string} */ file) => matter(fs.readFileSync(file, "utf8")).data;
  const named = fs
    .readdirSync(path.join(content, "works"))
    .flatMap((work) => frontmatter(path.join(content, "works", work, "index.md")).journalPosts ?? []);
  const candidates = fs
    .readdirSync(journal)
    .sort()
    .filter((folder) => !named.includes(folder.slice(11)) && !frontmatter(path.join(journal, folder, "index.md")).draft);
  const folder = r.pick(candidates);
  const slug = folder.slice(11);
  const renamed = `${folder.slice(0, 11)}${slug}-${r.pick(WORDS)}`;
  fs.renameSync(path.join(journal, folder), path.join(journal, renamed));
  editMarkdown(path.join(journal, renamed, "index.md"), (data) => {
    data.redirectFrom = [...(data.redirectFrom ?? []), slug];
  });
  return `journal: ${folder} renamed ${renamed}, its old slug in redirectFrom`;
}

/**
 * A work with the next free number, its images copied from an existing work (as an editor reuses a mock-up;
 * Gatsby's image cache then already holds them).
 * @param {string} content
 * @param {ReturnType<typeof random>} r
 */
function addWork(content, r) {
  const worksDir = path.join(content, "works");
  const folders = fs.readdirSync(worksDir).sort();
  const number = String(Math.max(...folders.map((folder) => Number(folder.slice(0, 2)))) + 1).padStart(2, "0");
  const source = path.join(worksDir, r.pick(folders));
  const images = fs.readdirSync(source).filter((file) => file.endsWith(".jpg"));
  const count = r.int(2, images.length);
  const folder = path.join(worksDir, `${number}-lavoro-aggiunto`);
  fs.mkdirSync(folder);
  for (const image of images.slice(0, count)) fs.copyFileSync(path.join(source, image), path.join(folder, image));
  const data = {
    number,
    title: `Lavoro ${r.int(100, 999)}`,
    description: `Un lavoro aggiunto da un editor: ${r.int(2, 50)} schermate, ${r.int(2, 9)} mesi di lavoro.`,
    url: "https://www.example.com/lavoro",
    urlVisible: r.chance(0.5),
    technologies: r.shuffle(TECHNOLOGIES).slice(0, r.int(1, 4)),
    images: images.slice(0, count).map((image, index) => ({ path: `./${image}`, alt: `Schermata ${index + 1} del lavoro aggiunto.` })),
    showReverseSlider: r.chance(0.5),
  };
  fs.writeFileSync(path.join(folder, "index.md"), matter.stringify("\nIl racconto del lavoro aggiunto.\n", data));
  return `works: ${number} added with ${count} images`;
}

/** A word far wider than a phone's column, with no space to break at. */
const LONG = "Precipitevolissimevolmente".repeat(3);

/**
 * Every collection at an edge of its schema, in the copy at `dir`.
 * @param {string} dir
 * @returns {string[]}
 */
export function edgeContent(dir) {
  const content = path.join(dir, "content");
  /** @type {string[]} */
  const log = [];
  editYaml(path.join(content, "faq.yaml"), (faq) => {
    faq.title = LONG;
    faq.items = [{ question: `${LONG}?`, answer: LONG }];
  });
  log.push("faq: one question, long words");
  editYaml(path.join(content, "technologies.yaml"), (technologies) => {
    technologies.shown = [LONG];
    technologies.extra = [];
  });
  log.push("technologies: one shown, no extra");
  editYaml(path.join(content, "services.yaml"), (services) => {
    services.items = services.items.slice(0, MIN_SERVICES);
    services.items[0].title = LONG;
    services.items[0].description = LONG;
  });
  log.push(`services: the fewest the schema accepts (${MIN_SERVICES}), one with long words`);
  editYaml(path.join(content, "team.yaml"), (team) => {
    team.members = team.members.slice(0, 1);
    team.members[0].name = LONG;
    team.members[0].email = `${LONG.toLowerCase()}@example.com`;
  });
  log.push("team: one member with a long name and e-mail");
  editYaml(path.join(content, "collaborators.yaml"), (collaborators) => {
    collaborators.items = [{ ...collaborators.items[0], name: LONG, role: LONG }];
  });
  log.push("collaborators: one, long words");
  editYaml(path.join(content, "site.yaml"), (site) => {
    // As much as the balls of fixed size may hold: 60 and 30 characters, words of 12 and 11.
    for (const ball of [site.speechBalls.home, site.speechBalls.studio]) ball.text = "Raccontateci tutto: progettiamo insieme, ascoltiamo. Sempre";
    site.cta = { home: "Parliamone! Scriveteci adesso", studio: "Chiamateci! Progettiamo oggi", fallback: "{product}! Parliamone!" };
    // The cookie bar's first layer as long as the schema allows (110 and 24 characters, words of 16).
    site.cookieBar.text = "Cookie tecnici sempre e, solo se accetti, cookie di analisi; se chiudi il banner con la X restano i tecnici.";
    site.cookieBar.policyLinkLabel = "Leggi la cookie policy.";
  });
  log.push("site: speech-balls, call-to-action texts and the cookie bar's first layer as long as the schema allows");
  editYaml(path.join(content, "pages/contatti.yaml"), (contact) => {
    contact.title = LONG;
    contact.form.services = LONG;
    contact.form.budgets = [LONG, "fino a 1.000 €"];
    contact.sent.title = LONG;
  });
  log.push("contact: long words in the title, a question, a range and the confirmation; two budget ranges");
  editYaml(path.join(content, "pages/accessibilita.yaml"), (statement) => {
    statement.conformance.status = "conforme";
    statement.inaccessible.items = [];
    statement.dragging.items = [{ content: LONG, alternative: LONG }];
    statement.siteInfo.items = [{ term: LONG, value: LONG }];
  });
  log.push("accessibility statement: conformant, nothing inaccessible, one dragged content and one fact about the site, long words");
  editYaml(path.join(content, "pages/works.yaml"), (works) => {
    works.title = LONG;
  });
  const worksDir = path.join(content, "works");
  const [first, ...others] = fs.readdirSync(worksDir).sort();
  for (const folder of others.slice(1)) fs.rmSync(path.join(worksDir, folder), { recursive: true });
  editMarkdown(path.join(worksDir, first, "index.md"), (work) => {
    work.title = LONG;
    work.images = work.images.slice(0, 1);
    work.technologies = [LONG];
    // The posts it may name go below.
    delete work.journalPosts;
  });
  log.push("works: two, the first with one image, a long title and one technology");
  const journal = path.join(content, "journal");
  const posts = fs.readdirSync(journal).sort();
  for (const folder of posts.slice(1)) fs.rmSync(path.join(journal, folder), { recursive: true });
  const post = path.join(journal, "2026-01-05-articolo-ai-margini");
  fs.mkdirSync(post);
  fs.writeFileSync(
    path.join(post, "index.md"),
    matter.stringify(`\n${LONG}\n\nUn paragrafo con un collegamento lungo: https://www.example.com/${LONG}/${LONG}.\n`, {
      title: LONG,
      date: "2026-01-05",
      description: LONG,
      tags: ["un-tag-lunghissimo-senza-spazi-che-non-finisce-mai-davvero"],
    }),
  );
  log.push("journal: two posts, one with no cover, one tag, long words");
  return log;
}
