/**
 * Content an editor could save through the CMS, written into a copy of the site (scripts/content-variant-test.mjs),
 * collection by collection, in two kinds:
 *   - an editor's commit, drawn from a seed: entries added, removed, reworded and reordered, numbers in the copy
 *     changed, a work added, a post renamed and one added;
 *   - the edges the schema allows: one FAQ item, no extra technology, a work with one image, a post with no cover and
 *     one tag, long words with no spaces, texts at their longest.
 * `contentVariant(dir, seed)` writes both into one copy. Where the two rewrite the same collection in opposite
 * directions (`ALTERNATING`), each collection gets one of them, by the seed's parity: consecutive days swap them, so
 * every collection meets both within two days. Every change is one the schema accepts; the caller validates the
 * result before building. Files are laid out as Decap's i18n writes them (src/content/locale-files.ts): a YAML file holds
 * each language under its code (`it:`, `en:`), a work or a post is a folder with `index.it.md` and maybe `index.en.md`.
 * An edit is the Italian copy's, written into the English one untranslated (its `reviewed` mark kept), as an editor
 * who saves the Italian side only leaves the English side to translate. YAML files are rewritten as Decap rewrites
 * them when it saves (comments dropped).
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { readFrontMatter, writeFrontMatter, YAML_OPTIONS } from "../src/content/front-matter.mjs";
import { DEFAULT_MARKDOWN, markdownFile, REVIEWED } from "./content-layout.mjs";
import { HOSTILE_BODY, HOSTILE_FOLDER, HOSTILE_FRONT_MATTER, HOSTILE_IMAGE } from "./hostile-post.mjs";

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

/** @param {string} file @returns {any} */
const readYaml = (file) => yaml.load(fs.readFileSync(file, "utf8"), YAML_OPTIONS);
/** @param {string} file @param {unknown} data */
const writeYaml = (file, data) => fs.writeFileSync(file, yaml.dump(data, { ...YAML_OPTIONS, lineWidth: 100, noRefs: true }));

/**
 * The Italian copy, as `change` left it, for the English one: untranslated, with the English one's `reviewed` mark if
 * it has one, so that the English edition keeps the shared values the build checks and stays listed as unreviewed.
 * @param {Record<string, unknown>} italian
 * @param {Record<string, unknown> | undefined} english
 */
const mirrored = (italian, english) => ({ ...(english?.[REVIEWED] !== undefined && { [REVIEWED]: english[REVIEWED] }), ...structuredClone(italian) });

/**
 * Changes a YAML file's Italian copy (its `it:` section, which `change` gets) and writes it into the `en:` section,
 * but for the English copy's own files (a CV in English: a `translated` file of the schema), which follow their items.
 * @param {string} file @param {(data: any) => void} change
 */
export function editYaml(file, change) {
  const data = readYaml(file);
  if (!data?.it) throw new Error(`scripts/content-variants.mjs: ${file} has no it: section`);
  const own = ownFiles(data.it, data.en);
  change(data.it);
  data.en = withOwnFiles(mirrored(data.it, data.en), own);
  writeYaml(file, data);
}

/**
 * The English copy's own files, by the Italian file each stands beside at the same place: a path with an extension
 * that the two copies name differently.
 * @param {unknown} italian @param {unknown} english @param {Map<string, string>} [found]
 * @returns {Map<string, string>}
 */
function ownFiles(italian, english, found = new Map()) {
  if (typeof italian === "string" && typeof english === "string" && italian !== english && /\.[a-z0-9]{2,4}$/i.test(italian))
    found.set(italian, english);
  else if (italian && english && typeof italian === "object" && typeof english === "object") {
    for (const [key, value] of Object.entries(italian)) ownFiles(value, /** @type {Record<string, unknown>} */ (english)[key], found);
  }
  return found;
}

/**
 * `data` with each Italian file that has an English one of its own replaced by it.
 * @param {any} data @param {Map<string, string>} own @returns {any}
 */
function withOwnFiles(data, own) {
  if (typeof data === "string") return own.get(data) ?? data;
  if (Array.isArray(data)) return data.map((item) => withOwnFiles(item, own));
  if (data && typeof data === "object") return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withOwnFiles(value, own)]));
  return data;
}
/**
 * A Markdown file's front matter and text, read as the build reads them (src/content/front-matter.mjs: YAML only, dates
 * stay text).
 * @param {string} file @returns {{ data: any, body: string }}
 */
export const readMarkdown = (file) => readFrontMatter(fs.readFileSync(file, "utf8"));
/**
 * Changes the front matter of a work's or a post's Italian file (`index.it.md`) and writes it, and the text, into the
 * English file beside it if there is one, a post's tags as their English twins (`englishTags`).
 * @param {string} file @param {(data: any) => void} change
 */
export function editMarkdown(file, change) {
  if (path.basename(file) !== DEFAULT_MARKDOWN) throw new Error(`scripts/content-variants.mjs: ${file} is no Italian file (${DEFAULT_MARKDOWN})`);
  const { data, body } = readMarkdown(file);
  change(data);
  fs.writeFileSync(file, writeFrontMatter(data, body));
  const twin = path.join(path.dirname(file), markdownFile("en"));
  if (!fs.existsSync(twin)) return;
  /** @type {Record<string, unknown>} */
  const english = mirrored(data, readMarkdown(twin).data);
  if (Array.isArray(data.tags)) english.tags = englishTags(file, data.tags);
  fs.writeFileSync(twin, writeFrontMatter(english, body));
}

/** The copy's content/ folder, from a file under it. @param {string} file */
const contentOf = (file) => file.slice(0, file.lastIndexOf(`${path.sep}content${path.sep}`) + `${path.sep}content`.length);

/**
 * Italian tags as an English post carries them: each the English tag of the same code in content/tags.yaml, whose
 * two lists pair by `id` (a post names its own language's tags).
 * @param {string} file a file under the copy's content/ @param {string[]} tags
 */
function englishTags(file, tags) {
  /** @type {{ it: { items: { id: string, slug: string }[] }, en: { items: { id: string, slug: string }[] } }} */
  const { it, en } = readYaml(path.join(contentOf(file), "tags.yaml"));
  const id = (/** @type {string} */ slug) => it.items.find((tag) => tag.slug === slug)?.id;
  return tags.map((slug) => en.items.find((tag) => tag.id === id(slug))?.slug ?? slug);
}

/**
 * A tag added to content/tags.yaml in both languages, with one code, before a post uses it, as an editor adds one
 * (README, _Tags_); the same address in both, its name and line given. A tag already there is left as it is.
 * @param {string} content the copy's content/
 * @param {string} slug
 * @param {{ it: string, en: string }} label
 * @param {{ it: string, en: string }} [description] its line, the name unless given
 */
export function addTag(content, slug, label, description = label) {
  const file = path.join(content, "tags.yaml");
  const data = readYaml(file);
  if (data.it.items.some((/** @type {{ slug: string }} */ tag) => tag.slug === slug)) return;
  data.it.items.push({ id: slug, slug, label: label.it, description: `${description.it}.` });
  data.en.items.push({ id: slug, slug, label: label.en, description: `${description.en}.` });
  writeYaml(file, data);
}

const WORDS = ["rapido", "chiaro", "solido", "leggero", "accessibile", "sicuro", "curato", "semplice", "nuovo", "insieme"];
const TECHNOLOGIES = ["Rust", "Go", "Vue", "Svelte", "Redis", "Kubernetes", "GraphQL", "Elixir", "Deno", "SQLite"];
/** A word far wider than a phone's column, with no space to break at. */
const LONG = "Precipitevolissimevolmente".repeat(3);
/** The edges' tag: the longest address the slug rule allows a reader to meet. */
const EDGE_TAG = "un-tag-lunghissimo-senza-spazi-che-non-finisce-mai-davvero";

/** Every number written in a text replaced by another (prices, durations, counts). */
const renumber = (/** @type {string} */ text, /** @type {ReturnType<typeof random>} */ r) => text.replace(/\d+/g, () => String(r.int(2, 990)));

/**
 * @typedef {{ content: string, r: ReturnType<typeof random>, word: () => string }} Copy  the copy's content/ and the seed's draws
 * @typedef {(copy: Copy) => string[]} Change  what it changed, one line each
 */

/** @type {Record<string, Change>} an editor's commit, collection by collection */
const EDITOR = {
  faq: ({ content, r, word }) => {
    /** @type {string[]} */
    const log = [];
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
    return log;
  },

  technologies: ({ content, r }) => {
    /** @type {string[]} */
    const log = [];
    editYaml(path.join(content, "technologies.yaml"), (technologies) => {
      const removed = technologies.shown.splice(r.int(0, technologies.shown.length - 1), 1);
      const extraRemoved = technologies.extra.length > 1 ? technologies.extra.splice(r.int(0, technologies.extra.length - 1), 1) : [];
      const fresh = r.shuffle(TECHNOLOGIES.filter((name) => ![...technologies.shown, ...technologies.extra].includes(name)));
      technologies.extra.splice(r.int(0, technologies.extra.length), 0, ...fresh.slice(0, r.int(0, 3)));
      technologies.shown = r.shuffle(technologies.shown);
      log.push(`technologies: removed ${[...removed, ...extraRemoved].join(", ")}; ${technologies.extra.length} extra now; shown reordered`);
    });
    return log;
  },

  services: ({ content, r, word }) => {
    /** @type {string[]} */
    const log = [];
    editYaml(path.join(content, "services.yaml"), (services) => {
      const renamed = r.int(0, services.items.length - 1);
      const old = services.items[renamed].title;
      services.items[renamed].title = `${old} ${word()}`;
      log.push(`services: "${old}" renamed "${services.items[renamed].title}"`);
      if (services.items.length > MIN_SERVICES && r.chance(0.5))
        log.push(`services: removed "${services.items.splice(r.int(0, services.items.length - 1), 1)[0].title}"`);
      if (services.items.length === MIN_SERVICES || r.chance(0.5)) {
        const number = r.int(1, 99);
        services.items.push({
          id: `formazione-${number}`,
          title: `Formazione ${number}`,
          description: `Corsi di ${r.int(2, 12)} ore per il vostro team.`,
          color: r.pick(["yellow", "orange", "cyan", "blue", "green", "purple"]),
        });
        log.push("services: one added");
      }
      services.items = r.shuffle(services.items);
    });
    return log;
  },

  team: ({ content, word }) => {
    /** @type {string[]} */
    const log = [];
    editYaml(path.join(content, "team.yaml"), (team) => {
      team.members.reverse();
      team.members[0].role = `${team.members[0].role} ${word()}`;
      log.push(`team: order changed (${team.members.map((/** @type {{ name: string }} */ member) => member.name).join(", ")}), a role reworded`);
    });
    return log;
  },

  collaborators: ({ content, r }) => {
    /** @type {string[]} */
    const log = [];
    editYaml(path.join(content, "collaborators.yaml"), (collaborators) => {
      if (collaborators.items.length > 1 && r.chance(0.5)) log.push(`collaborators: removed ${collaborators.items.pop().name}`);
      collaborators.items = r.shuffle(collaborators.items);
      log.push("collaborators: reordered");
    });
    return log;
  },

  contact: ({ content, r, word }) => {
    /** @type {string[]} */
    const log = [];
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
    return log;
  },

  works: ({ content, r }) => [addWork(content, r)],

  journal: ({ content, r, word }) => {
    const log = [renamePost(content, r)];
    // A day already past, so the post is published (src/content/publishing.ts); a later one would be scheduled.
    const day = `2025-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
    const post = path.join(content, "journal", `${day}-articolo-di-un-editor`);
    fs.mkdirSync(post);
    const tags = r.shuffle(["processo", "performance", "studio", "app", "nuovo-tag"]).slice(0, r.int(1, 3));
    // A new tag goes into the tags' list first, in both languages (src/content/collections.ts, `tags`).
    if (tags.includes("nuovo-tag")) addTag(content, "nuovo-tag", { it: "Nuovo tag", en: "New tag" });
    fs.writeFileSync(
      path.join(post, DEFAULT_MARKDOWN),
      writeFrontMatter(
        {
          language: "it",
          title: `Un articolo ${word()}`,
          date: day,
          description: `Un articolo scritto da un editor in ${r.int(2, 30)} minuti.`,
          tags,
        },
        `\nIl testo di un articolo con ${r.int(2, 99)} numeri.\n\n## Un titoletto\n\nUn altro paragrafo.\n`,
      ),
    );
    log.push(`journal: a post of ${day} added, no cover, tags ${tags.join(", ")}`);
    return log;
  },

  // Fields the edges leave alone: an editor's change always goes in.
  site: ({ content, r }) => {
    /** @type {string[]} */
    const log = [];
    editYaml(path.join(content, "site.yaml"), (site) => {
      site.phone = r.chance(0.5) ? `+39 0${r.int(10, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}` : `3${r.int(10, 99)} ${r.int(1000000, 9999999)}`;
      site.speechBalls.home.rotation = r.int(-45, 45);
      log.push(`site: phone ${site.phone}, home speech-ball at ${site.speechBalls.home.rotation}°`);
    });
    return log;
  },

  home: ({ content, r }) => {
    /** @type {string[]} */
    const log = [];
    editYaml(path.join(content, "pages/home.yaml"), (home) => {
      home.cover.slogan = `${home.cover.slogan} ${r.int(2, 99)}`;
      log.push(`home: slogan "${home.cover.slogan}"`);
    });
    return log;
  },
};

/** @type {Record<string, Change>} every collection at the edges of its schema */
const EDGE = {
  faq: ({ content }) => {
    editYaml(path.join(content, "faq.yaml"), (faq) => {
      faq.title = LONG;
      faq.items = [{ question: `${LONG}?`, answer: LONG }];
    });
    return ["faq: one question, long words"];
  },

  technologies: ({ content }) => {
    editYaml(path.join(content, "technologies.yaml"), (technologies) => {
      technologies.shown = [LONG];
      technologies.extra = [];
    });
    return ["technologies: one shown, no extra"];
  },

  services: ({ content }) => {
    editYaml(path.join(content, "services.yaml"), (services) => {
      services.items = services.items.slice(0, MIN_SERVICES);
      services.items[0].title = LONG;
      services.items[0].description = LONG;
    });
    return [`services: the fewest the schema accepts (${MIN_SERVICES}), one with long words`];
  },

  team: ({ content }) => {
    editYaml(path.join(content, "team.yaml"), (team) => {
      team.members = team.members.slice(0, 1);
      team.members[0].name = LONG;
      team.members[0].email = `${LONG.toLowerCase()}@example.com`;
    });
    return ["team: one member with a long name and e-mail"];
  },

  collaborators: ({ content }) => {
    editYaml(path.join(content, "collaborators.yaml"), (collaborators) => {
      collaborators.items = [{ ...collaborators.items[0], name: LONG, role: LONG }];
    });
    return ["collaborators: one, long words"];
  },

  contact: ({ content }) => {
    editYaml(path.join(content, "pages/contatti.yaml"), (contact) => {
      contact.title = LONG;
      contact.form.services = LONG;
      contact.form.budgets = [LONG, "fino a 1.000 €"];
      contact.sent.title = LONG;
    });
    return ["contact: long words in the title, a question, a range and the confirmation; two budget ranges"];
  },

  works: ({ content }) => {
    const worksDir = path.join(content, "works");
    const [first, ...others] = fs.readdirSync(worksDir).sort();
    for (const folder of others.slice(1)) fs.rmSync(path.join(worksDir, folder), { recursive: true });
    editMarkdown(path.join(worksDir, first, DEFAULT_MARKDOWN), (work) => {
      work.title = LONG;
      work.images = work.images.slice(0, 1);
      work.technologies = [LONG];
      work.results = EDGE_RESULTS;
    });
    editMarkdown(path.join(worksDir, others[0], DEFAULT_MARKDOWN), (work) => {
      delete work.results;
    });
    return ["works: two, the first with one image, a long title, one technology and four results at the limits; the second with none"];
  },

  journal: ({ content }) => {
    const journal = path.join(content, "journal");
    // The published posts but the oldest go; drafts and scheduled posts stay, for the incremental test's search for them.
    const published = fs
      .readdirSync(journal)
      .sort()
      .filter((folder) => isPublishedPost(path.join(journal, folder, DEFAULT_MARKDOWN)));
    for (const folder of published.slice(1)) fs.rmSync(path.join(journal, folder), { recursive: true });
    // A tag whose name and line are one long word (the chips, the tag page's heading and the search's filter hold it).
    addTag(content, EDGE_TAG, { it: LONG, en: LONG });
    const post = path.join(journal, "2026-01-05-articolo-ai-margini");
    fs.mkdirSync(post);
    fs.writeFileSync(
      path.join(post, DEFAULT_MARKDOWN),
      writeFrontMatter(
        { language: "it", title: LONG, date: "2026-01-05", description: LONG, tags: [EDGE_TAG] },
        `\n${LONG}\n\nUn paragrafo con un collegamento lungo: https://www.example.com/${LONG}/${LONG}.\n`,
      ),
    );
    return ["journal: two published posts, one with no cover, one tag, long words"];
  },

  // Fields an editor's commit leaves alone: the edges always go in.
  site: ({ content }) => {
    editYaml(path.join(content, "site.yaml"), (site) => {
      // As much as the balls of fixed size may hold: 60 and 30 characters, words of 12 and 11.
      for (const ball of [site.speechBalls.home, site.speechBalls.studio]) ball.text = "Raccontateci tutto: progettiamo insieme, ascoltiamo. Sempre";
      site.cta = { home: "Parliamone! Scriveteci adesso", studio: "Chiamateci! Progettiamo oggi", fallback: "{product}! Parliamone!" };
      // The cookie bar's first layer as long as the schema allows (110 and 24 characters, words of 16).
      site.cookieBar.text = "Cookie tecnici sempre e, solo se accetti, cookie di analisi; se chiudi il banner con la X restano i tecnici.";
      site.cookieBar.policyLinkLabel = "Leggi la cookie policy.";
    });
    return ["site: speech-balls, call-to-action texts and the cookie bar's first layer as long as the schema allows"];
  },

  accessibility: ({ content }) => {
    editYaml(path.join(content, "pages/accessibilita.yaml"), (statement) => {
      statement.conformance.status = "conforme";
      statement.inaccessible.items = [];
      statement.dragging.items = [{ content: LONG, alternative: LONG }];
      statement.siteInfo.items = [{ term: LONG, value: LONG }];
    });
    return ["accessibility statement: conformant, nothing inaccessible, one dragged content and one fact about the site, long words"];
  },

  worksPage: ({ content }) => {
    editYaml(path.join(content, "pages/works.yaml"), (works) => {
      works.title = LONG;
    });
    return ["works page: a long title"];
  },

  // Raw HTML an editor (or a stolen token) could put in a post: none of it may reach the page (e2e/hostile-post.spec.ts).
  hostilePost: ({ content }) => {
    const post = path.join(content, "journal", HOSTILE_FOLDER);
    fs.mkdirSync(post);
    const work = path.join(content, "works", fs.readdirSync(path.join(content, "works")).sort()[0]);
    const image = fs.readdirSync(work).find((file) => file.endsWith(".jpg"));
    if (!image) throw new Error(`scripts/content-variants.mjs: ${work} has no .jpg for the hostile post's picture`);
    fs.copyFileSync(path.join(work, image), path.join(post, HOSTILE_IMAGE));
    for (const tag of HOSTILE_FRONT_MATTER.tags) addTag(content, tag, { it: "Sicurezza", en: "Security" });
    fs.writeFileSync(path.join(post, DEFAULT_MARKDOWN), writeFrontMatter(HOSTILE_FRONT_MATTER, HOSTILE_BODY));
    return ["journal: a post with a script, handlers, javascript: links, a meta refresh, an iframe and styles in its text"];
  },
};

/** Collections both kinds rewrite in opposite directions, in the order they are written (works before the posts they name). */
export const ALTERNATING = ["faq", "technologies", "services", "team", "collaborators", "contact", "works", "journal"];

/**
 * Which kind each alternating collection gets for `seed`: neighbours differ, and the next seed swaps every one.
 * @param {number} seed
 * @returns {Record<string, "editor" | "edge">}
 */
export function kindsFor(seed) {
  return Object.fromEntries(ALTERNATING.map((name, index) => [name, (seed + index) % 2 === 0 ? "editor" : "edge"]));
}

/**
 * An editor's commit and the schema's edges in the copy at `dir`, drawn from `seed`: each alternating collection gets
 * one of them (`kindsFor`), every other one both. Returns what changed, one line each, with the kind it came from.
 * @param {string} dir
 * @param {number} seed
 * @returns {string[]}
 */
export function contentVariant(dir, seed) {
  const r = random(seed);
  /** @type {Copy} */
  const copy = { content: path.join(dir, "content"), r, word: () => r.pick(WORDS) };
  const kinds = kindsFor(seed);
  /** @type {string[]} */
  /** @type {string[]} */
  const log = [];
  for (const name of ALTERNATING) log.push(...(kinds[name] === "editor" ? EDITOR : EDGE)[name](copy).map((line) => `${kinds[name]} ${line}`));
  for (const [kind, changes] of /** @type {const} */ ([
    ["editor", EDITOR],
    ["edge", EDGE],
  ]))
    for (const [name, change] of Object.entries(changes)) if (!ALTERNATING.includes(name)) log.push(...change(copy).map((line) => `${kind} ${line}`));
  log.push(...forgetDeletedPosts(copy.content));
  return log;
}

/**
 * @param {string} file  whether a post's Italian file is published today: neither a draft nor dated ahead
 * (src/content/publishing.ts); false for a post in English only, which the changes here leave alone
 */
function isPublishedPost(file) {
  if (!fs.existsSync(file)) return false;
  const { data } = readMarkdown(file);
  return !data.draft && String(data.date) <= new Date().toISOString().slice(0, 10);
}

/**
 * A work names posts about it (`journalPosts`), which must exist: an editor who deletes a post takes it out of the works
 * that name it, as here after the edges' journal.
 * @param {string} content
 */
function forgetDeletedPosts(content) {
  const journal = path.join(content, "journal");
  const slugs = new Set(fs.readdirSync(journal).map((folder) => folder.slice(11)));
  /** @type {string[]} */
  const log = [];
  const worksDir = path.join(content, "works");
  for (const folder of fs.readdirSync(worksDir)) {
    if (!fs.existsSync(path.join(worksDir, folder, DEFAULT_MARKDOWN))) continue;
    editMarkdown(path.join(worksDir, folder, DEFAULT_MARKDOWN), (work) => {
      if (!Array.isArray(work.journalPosts)) return;
      const kept = work.journalPosts.filter((/** @type {string} */ slug) => slugs.has(slug));
      if (kept.length < work.journalPosts.length)
        log.push(`works: ${folder} no longer names ${work.journalPosts.length - kept.length} deleted post(s)`);
      if (kept.length) work.journalPosts = kept;
      else delete work.journalPosts;
    });
  }
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
  const named = fs
    .readdirSync(path.join(content, "works"))
    .map((work) => path.join(content, "works", work, DEFAULT_MARKDOWN))
    .flatMap((file) => (fs.existsSync(file) ? (readMarkdown(file).data.journalPosts ?? []) : []));
  const candidates = fs
    .readdirSync(journal)
    .sort()
    .filter((folder) => !named.includes(folder.slice(11)) && isPublishedPost(path.join(journal, folder, DEFAULT_MARKDOWN)));
  if (!candidates.length) return "journal: no published post free to rename";
  const folder = r.pick(candidates);
  const slug = folder.slice(11);
  const renamed = `${folder.slice(0, 11)}${slug}-${r.pick(WORDS)}`;
  fs.renameSync(path.join(journal, folder), path.join(journal, renamed));
  editMarkdown(path.join(journal, renamed, DEFAULT_MARKDOWN), (data) => {
    data.redirectFrom = [...(data.redirectFrom ?? []), slug];
  });
  return `journal: ${folder} renamed ${renamed}, its old slug in redirectFrom`;
}

/**
 * A work's results at the schema's limits (four): long words, a value before of zero and one after of zero, a figure
 * that needs every thousands separator, a value after alone, a fraction of a millisecond, percentages a point apart.
 */
const EDGE_RESULTS = [
  { id: "lunga", measure: LONG, before: 0, after: 1234567.89, unit: "euro", date: "2026-01-31", period: LONG, source: LONG, confirmed: false },
  {
    id: "risposta",
    measure: "Tempo di risposta",
    after: 0.5,
    unit: "millisecondi",
    date: "2026-02-28",
    period: "febbraio 2026",
    source: "misura",
    confirmed: true,
  },
  {
    id: "quota",
    measure: "Quota",
    before: 99.9,
    after: 100,
    unit: "percentuale",
    date: "2026-03-31",
    period: "marzo 2026",
    source: "analytics",
    confirmed: false,
  },
  {
    id: "chiamate",
    measure: "Chiamate",
    before: 1000000,
    after: 0,
    unit: "numero",
    date: "2026-04-30",
    period: "aprile 2026",
    source: "centralino",
    confirmed: true,
  },
];

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
  // The units the other works' results are in, as an editor copies one (the schema's list: src/content/collections.ts).
  const units = [
    ...new Set(
      folders
        .map((other) => path.join(worksDir, other, DEFAULT_MARKDOWN))
        .flatMap((file) => (fs.existsSync(file) ? (readMarkdown(file).data.results ?? []) : []))
        .map((result) => result.unit),
    ),
  ];
  const folder = path.join(worksDir, `${number}-lavoro-aggiunto`);
  fs.mkdirSync(folder);
  for (const image of images.slice(0, count)) fs.copyFileSync(path.join(source, image), path.join(folder, image));
  // None to two results, each with or without a value before.
  const results = Array.from({ length: units.length ? r.int(0, 2) : 0 }, (_, index) => ({
    id: `misura-${index + 1}`,
    measure: `Misura ${index + 1} del lavoro aggiunto`,
    ...(r.chance(0.5) && { before: r.int(1, 5000) }),
    after: r.int(0, 5000) + r.int(0, 9) / 10,
    unit: r.pick(units),
    date: "2026-05-31",
    period: `maggio 2026, ${r.int(2, 9)} settimane`,
    source: "analytics del cliente",
    confirmed: r.chance(0.5),
  }));
  const data = {
    number,
    title: `Lavoro ${r.int(100, 999)}`,
    description: `Un lavoro aggiunto da un editor: ${r.int(2, 50)} schermate, ${r.int(2, 9)} mesi di lavoro.`,
    url: "https://www.example.com/lavoro",
    urlVisible: r.chance(0.5),
    technologies: r.shuffle(TECHNOLOGIES).slice(0, r.int(1, 4)),
    images: images.slice(0, count).map((image, index) => ({ path: `./${image}`, alt: `Schermata ${index + 1} del lavoro aggiunto.` })),
    showReverseSlider: r.chance(0.5),
    ...(results.length && { results }),
  };
  fs.writeFileSync(path.join(folder, DEFAULT_MARKDOWN), writeFrontMatter(data, "\nIl racconto del lavoro aggiunto.\n"));
  return `works: ${number} added with ${count} images and ${results.length} results`;
}
