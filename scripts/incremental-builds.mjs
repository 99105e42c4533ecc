/**
 * Incremental builds, checked and measured: a copy of the project in a temporary folder (its own
 * .cache and public, node_modules linked), the kinds of change an editor or developer makes, and
 * the checks that an incremental `gatsby build` produced what a clean build of the same tree makes.
 * Used by the build test (__tests__/incremental/) on a small copy of the content, and by
 * `npm run bench:incremental` (bench/incremental.mjs) on the real one.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeFrontMatter } from "../src/content/front-matter.mjs";
import { DEFAULT_MARKDOWN } from "./content-layout.mjs";
import { addTag, editMarkdown, editYaml, readMarkdown } from "./content-variants.mjs";

/** @typedef {Map<string, Buffer>} Files every file of a build's public/ by path, with its bytes */
/** @typedef {{ file: string, includes?: string, changed?: boolean }} Expectation */
/** @typedef {{ seconds: number, peakMb: number, htmlRendered: number, imageJobs: number, log: string }} BuildResult */
/** @typedef {{ name: string, apply(dir: string): Expectation[] | Promise<Expectation[]> }} Change */

/** The project: scripts run from its root (npm scripts, jest). */
const ROOT = process.cwd();
const loadSharp = async () => {
  const sharp = await import("sharp");
  return sharp.default ?? sharp;
};
const COPY_SKIPS = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", ".test-output", "results"]);

/** Where a published post with a cover lives in the small copy; the other posts are left out. */
const FIXTURE_POST = "2026-04-08-check-up-del-sito-in-dieci-punti";
const FIXTURE_IMAGE_WIDTH = 160;
/** The scheduled post's own tag, which no other post has. */
const SCHEDULED_TAG = "programmati-dal-test";

/**
 * A copy of the project to build in. With `small`, content/ keeps one published post, the draft and a scheduled
 * post (addUnpublishedPosts), and every image is scaled down to 160 px: the same pages, templates and queries, and the content
 * still passes validation, for a fraction of the image work.
 * @param {{ small: boolean }} options
 * @returns {Promise<string>} the copy's folder
 */
export async function makeSiteCopy({ small }) {
  if (!fs.existsSync(path.join(ROOT, "gatsby-config.ts"))) throw new Error("scripts/incremental-builds.mjs: run from the project's root");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "incremental-build-"));
  for (const entry of fs.readdirSync(ROOT)) {
    if (COPY_SKIPS.has(entry) || entry.startsWith(".env")) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !COPY_SKIPS.has(path.basename(source)),
    });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  if (small) await shrinkContent(path.join(dir, "content"));
  return dir;
}

/** @param {string} content */
async function shrinkContent(content) {
  const journal = path.join(content, "journal");
  for (const post of fs.readdirSync(journal)) {
    const draft = fs.readFileSync(path.join(journal, post, DEFAULT_MARKDOWN), "utf8").includes("draft: true");
    if (post !== FIXTURE_POST && !draft) fs.rmSync(path.join(journal, post), { recursive: true });
  }
  const unpublished = addUnpublishedPosts(content);
  // A work may name posts about it (journalPosts), which the schema checks against the posts there are. The first
  // work names the unpublished posts too: its page must list them in `gatsby develop` only.
  const kept = new Set(fs.readdirSync(journal).map((folder) => folder.replace(/^\d{4}-\d{2}-\d{2}-/, "")));
  for (const [index, work] of fs.readdirSync(path.join(content, "works")).sort().entries()) {
    editMarkdown(path.join(content, "works", work, DEFAULT_MARKDOWN), (data) => {
      const named = [...(Array.isArray(data.journalPosts) ? data.journalPosts : []), ...(index === 0 ? unpublished : [])];
      data.journalPosts = [...new Set(named)].filter((slug) => kept.has(slug));
      if (data.journalPosts.length === 0) delete data.journalPosts;
    });
  }
  const sharp = await loadSharp();
  for (const file of walk(content).filter((name) => /\.(jpe?g|png)$/i.test(name))) {
    const smaller = await sharp(file).resize({ width: FIXTURE_IMAGE_WIDTH }).jpeg({ quality: 60 }).toBuffer();
    fs.writeFileSync(file, smaller);
  }
}

/**
 * The copy's unpublished posts, which a production build must leave out of everything and `gatsby develop` must show
 * (src/content/publishing.ts): the draft kept from the site, and a post dated a year ahead, written here. Both share a
 * tag with the published post (so a leak would show among its related posts and on that tag's page), and the scheduled
 * one has a tag of its own and no cover (a leak would make a tag page and draw a sharing card).
 * @param {string} content the copy's content/
 * @returns {string[]} their slugs
 */
function addUnpublishedPosts(content) {
  const journal = path.join(content, "journal");
  addTag(content, SCHEDULED_TAG, { it: "Programmati dal test", en: "Scheduled by the test" });
  const [sharedTag] = readMarkdown(path.join(journal, FIXTURE_POST, DEFAULT_MARKDOWN)).data.tags;
  const drafts = fs.readdirSync(journal).filter((post) => post !== FIXTURE_POST);
  for (const draft of drafts) editMarkdown(path.join(journal, draft, DEFAULT_MARKDOWN), (data) => void data.tags.push(sharedTag));
  const day = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const scheduled = `${day}-articolo-programmato-del-test`;
  fs.mkdirSync(path.join(journal, scheduled));
  const frontMatter = {
    language: "it",
    title: "Un articolo programmato dal test",
    date: day,
    description: "Esce fra un anno.",
    tags: [sharedTag, SCHEDULED_TAG],
  };
  fs.writeFileSync(
    path.join(journal, scheduled, DEFAULT_MARKDOWN),
    writeFrontMatter(frontMatter, "Il testo di un articolo che aspetta il suo giorno.\n"),
  );
  return [...drafts, scheduled].map((folder) => folder.replace(/^\d{4}-\d{2}-\d{2}-/, ""));
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * @param {string} file
 * @param {string} from
 * @param {string} to
 */
function edit(file, from, to) {
  const text = fs.readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`${file}: "${from}" not found; update CHANGES in scripts/incremental-builds.mjs`);
  fs.writeFileSync(file, text.replace(from, to));
}

/** @param {string} dir */
function firstPublishedPost(dir) {
  const journal = path.join(dir, "content/journal");
  const post = fs
    .readdirSync(journal)
    .sort()
    .find((name) => !fs.readFileSync(path.join(journal, name, DEFAULT_MARKDOWN), "utf8").includes("draft: true"));
  return path.join(journal, /** @type {string} */ (post));
}

/** The part of a post's folder name after its date: its URL slug. */
const slugOf = (/** @type {string} */ postDir) => path.basename(postDir).replace(/^\d{4}-\d{2}-\d{2}-/, "");

/** A word the content holds nowhere, added to a text so that the build's output can be searched for it. */
const TEST_WORD = "Incrementalissimo";

/** Pages every shell change reaches, as the Netlify adapter leaves them (`works/index.html` served as `works.html`). */
const SHELL_PAGES = ["index.html", "works.html", "studio.html", "journal.html"];

/**
 * The kinds of change, in the order they are applied (each on top of the ones before). Each `apply`
 * edits the copy in `dir` and returns what must then be in the output (files where the Netlify adapter
 * leaves them): `{ file, includes }`, or
 * `{ file, changed: true }` (the file differs from the build before).
 * Changes that re-render every page (shell CSS, shell code, site-wide copy) come last, so that a
 * page left stale by a narrower change is still stale when it is checked.
 * @type {Change[]}
 */
export const CHANGES = [
  {
    name: "post text",
    apply(dir) {
      const post = firstPublishedPost(dir);
      fs.appendFileSync(path.join(post, DEFAULT_MARKDOWN), "\nUna frase aggiunta dal test dei build incrementali.\n");
      return [{ file: `journal/${slugOf(post)}.html`, includes: "Una frase aggiunta dal test dei build incrementali." }];
    },
  },
  {
    name: "new post with a cover",
    async apply(dir) {
      const post = path.join(dir, "content/journal/2026-11-20-articolo-del-test-incrementale");
      fs.mkdirSync(post);
      const sharp = await loadSharp();
      await sharp({ create: { width: 320, height: 180, channels: 3, background: "#f5c518" } })
        .jpeg()
        .toFile(path.join(post, "cover.jpg"));
      fs.writeFileSync(
        path.join(post, DEFAULT_MARKDOWN),
        [
          "---",
          "language: it",
          'title: "Un articolo nuovo"',
          "date: 2026-11-20",
          'description: "Un articolo aggiunto dal test dei build incrementali, con la sua copertina."',
          "tags:",
          "  - processo",
          "cover: ./cover.jpg",
          'coverAlt: "Un rettangolo giallo."',
          "---",
          "",
          "Il testo del nuovo articolo.",
          "",
        ].join("\n"),
      );
      return [{ file: "journal/articolo-del-test-incrementale.html", includes: "Il testo del nuovo articolo." }];
    },
  },
  {
    name: "image replaced (same name)",
    async apply(dir) {
      // The first image of the first work, which the works page shows, whatever the content holds.
      const worksDir = path.join(dir, "content/works");
      const [work] = fs.readdirSync(worksDir).sort();
      const image = path.join(worksDir, work, readMarkdown(path.join(worksDir, work, DEFAULT_MARKDOWN)).data.images[0].path);
      const sharp = await loadSharp();
      fs.writeFileSync(image, await sharp(image).negate().jpeg().toBuffer());
      return [{ file: "works.html", changed: true }];
    },
  },
  {
    name: "page title (its sharing card)",
    apply(dir) {
      let title = "";
      editYaml(path.join(dir, "content/pages/studio.yaml"), (studio) => {
        title = studio.meta.title = `${studio.meta.title} ${TEST_WORD}`;
      });
      // A new card for the new title; the old one must be gone, as in a clean build (compared at the end).
      return [{ file: "studio.html", includes: `>${title} · ` }];
    },
  },
  {
    name: "CSS module of one page",
    apply(dir) {
      edit(path.join(dir, "src/components/studio/intro/Intro.module.css"), "padding: 16px;", "padding: 17px;");
      return [{ file: "studio.html", includes: "padding:17px" }];
    },
  },
  {
    name: "CSS module of the shell",
    apply(dir) {
      edit(path.join(dir, "src/components/shell/footer/Footer.module.css"), "margin-top: 96px;", "margin-top: 97px;");
      return SHELL_PAGES.map((file) => ({ file, includes: "margin-top:97px" }));
    },
  },
  {
    name: "component code",
    apply(dir) {
      edit(
        path.join(dir, "src/components/shell/footer/Footer.tsx"),
        '<footer className={styles.footer} data-chrome="">',
        '<footer className={styles.footer} data-chrome="" data-build-check="">',
      );
      return SHELL_PAGES.map((file) => ({ file, includes: 'data-build-check=""' }));
    },
  },
  {
    name: "YAML copy (footer text)",
    apply(dir) {
      editYaml(path.join(dir, "content/site.yaml"), (site) => {
        site.footer.description = `${site.footer.description} ${TEST_WORD}.`;
      });
      return SHELL_PAGES.map((file) => ({ file, includes: ` ${TEST_WORD}.` }));
    },
  },
];

/**
 * The build test's incremental builds: changes that touch different pages share a build, and a
 * change that could hide another's stale page (anything every page renders) gets one of its own
 * or comes after it. Every change is still checked in the output of its build.
 * @type {string[][]}
 */
export const TEST_STEPS = [
  ["post text", "new post with a cover", "image replaced (same name)", "page title (its sharing card)"],
  ["CSS module of one page"],
  ["CSS module of the shell"],
  ["component code", "YAML copy (footer text)"],
];

/** @type {Record<string, string>} */
export const BUILD_ENV = {
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? "G-TEST0E2E00",
  CI: "true",
  FORCE_COLOR: "0",
};

/**
 * `npm run build` in `dir` (scripts/build.mjs: the pages the adapter moved put back, `gatsby build`, our
 * post-build, the adapter), as Netlify runs it; the cache kept unless `clean`. With `admin: false` the build leaves
 * /admin/ out (src/gatsby/webpack.ts): the tests' copies, whose pages never open it. Under /usr/bin/time -v
 * when there is one. Returns the wall time, the peak resident memory of the largest process, how many
 * pages Gatsby rendered to HTML and how many image jobs it ran (from its own progress lines), and the log.
 * @param {string} dir
 * @param {{ clean?: boolean, admin?: boolean }} [options]
 * @returns {Promise<BuildResult>}
 */
export async function build(dir, { clean = false, admin = true } = {}) {
  if (clean) {
    fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  }
  const npmBuild = [process.execPath, path.join(dir, "scripts/build.mjs")];
  const timeFile = path.join(dir, ".build-time.txt");
  const withTime = fs.existsSync("/usr/bin/time");
  /** @type {[string, string[]]} */
  const [command, args] = withTime ? ["/usr/bin/time", ["-v", "-o", timeFile, ...npmBuild]] : [npmBuild[0], npmBuild.slice(1)];
  const started = Date.now();
  const env = { ...process.env, ...BUILD_ENV, ...(!admin && { BUILD_WITHOUT_ADMIN: "1" }) };
  const child = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const code = await new Promise((resolve) => child.on("close", resolve));
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run build failed in ${dir} (exit ${code}):\n${log.slice(-6000)}`);
  const peakKb = withTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, "utf8"))?.[1] ?? 0) : 0;
  const count = (/** @type {RegExp} */ pattern) => Number(pattern.exec(log)?.[1] ?? 0);
  return {
    seconds,
    peakMb: Math.round(peakKb / 1024),
    htmlRendered: count(/Building static HTML for pages - [\d.]+s - (\d+)\/\d+/),
    imageJobs: count(/IMAGE_PROCESSING jobs - [\d.]+s - (\d+)\/\d+/),
    log,
  };
}

/**
 * Every file of public/ by path, with its bytes.
 * @param {string} dir
 * @returns {Files}
 */
export function snapshot(dir) {
  const publicDir = path.join(dir, "public");
  return new Map(walk(publicDir).map((file) => [path.relative(publicDir, file).split(path.sep).join("/"), fs.readFileSync(file)]));
}

/**
 * HTML files whose bytes differ between two snapshots (or that are new).
 * @param {Files} before
 * @param {Files} after
 * @returns {string[]}
 */
export function changedHtml(before, after) {
  return [...after].filter(([file, bytes]) => file.endsWith(".html") && !(before.get(file)?.equals(bytes) ?? false)).map(([file]) => file);
}

const sha256 = (/** @type {string} */ text) => crypto.createHash("sha256").update(text, "utf8").digest("base64");
/** @type {(files: Files) => string} */
const compilationHashOf = (files) => JSON.parse(/** @type {Buffer} */ (files.get("page-data/app-data.json")).toString()).webpackCompilationHash;

/**
 * Problems a build can have on its own, whatever came before it: an inline style that is not the
 * CSS file it names (or names a file that is not there), a page whose compilation hash is not
 * app-data.json's (the browser would reload on every link), an inline script without its hash in
 * the page's Content-Security-Policy.
 * @param {Files} files
 * @returns {string[]}
 */
export function selfCheck(files) {
  /** @type {string[]} */
  const problems = [];
  const hash = compilationHashOf(files);
  const headers = /** @type {Buffer} */ (files.get("_headers")).toString();
  const stats = JSON.parse(/** @type {Buffer} */ (files.get("webpack.stats.json")).toString());
  /** @type {Set<string>} */
  const currentCss = new Set(
    Object.values(stats.assetsByChunkName)
      .flat()
      .filter((/** @type {string} */ name) => name.endsWith(".css")),
  );
  for (const [file, bytes] of files) {
    if (!file.endsWith(".html") || file.startsWith("_gatsby/") || file.startsWith("admin/")) continue;
    const html = bytes.toString();
    for (const [, href, css] of html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)) {
      const emitted = files.get(href.slice(1));
      if (!currentCss.has(href.slice(1))) problems.push(`${file}: inline style ${href} is not a CSS file of this build`);
      else if (emitted?.toString() !== css) problems.push(`${file}: inline style differs from ${href}`);
    }
    const pageHash = /window\.___webpackCompilationHash="([^"]*)"/.exec(html)?.[1];
    if (pageHash !== hash) problems.push(`${file}: compilation hash ${pageHash}, app-data.json has ${hash}`);
    for (const [, attributes, script] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const type = /\stype="([^"]+)"/.exec(attributes ?? "")?.[1];
      if (/\ssrc=/.test(attributes ?? "") || (type && !/^(text|application)\/javascript$|^module$/.test(type))) continue;
      if (!headers.includes(`'sha256-${sha256(script)}'`))
        problems.push(`${file}: inline script without its hash in _headers: ${script.slice(0, 60)}…`);
    }
  }
  return problems;
}

/** A build's files with its own compilation hash, the CSP hash of the script that carries it and the feed's build date replaced by placeholders. */
/**
 * @param {Files} files
 * @returns {Files}
 */
function normalised(files) {
  const hash = compilationHashOf(files);
  const scriptHash = sha256(`window.___webpackCompilationHash="${hash}";`);
  /** @type {Files} */
  const result = new Map();
  for (const [file, bytes] of files) {
    if (!/\.(html|json|txt|js|xml)$|^_headers$/.test(file)) {
      result.set(file, bytes);
      continue;
    }
    const text = bytes.toString().split(hash).join("<compilation-hash>").split(scriptHash).join("<compilation-hash-script>");
    // Each RSS feed (the journal's, each tag's) says when it was built.
    result.set(file, Buffer.from(file.endsWith("rss.xml") ? text.replace(/<lastBuildDate>[^<]*</, "<lastBuildDate><") : text));
  }
  return result;
}

/** The content hash in a hashed asset's name: `app-75c5….js`, `app.dc1a….css`, `static/<digest>/…`. */
const assetHash = (/** @type {string} */ file) =>
  /^static\/([0-9a-f]{8,})\//.exec(file)?.[1] ?? /^[^/]+[-.]([0-9a-f]{16,})\.(js|css)(\.map)?$/.exec(file)?.[1];

const TEXT = /\.(html|json|js|css|txt|xml)$|^_(headers|redirects)$/;

/**
 * Where two texts first differ, with some context on each side, so that a failing comparison says what differs.
 * @param {string} incremental
 * @param {string} clean
 */
function firstDifference(incremental, clean) {
  let at = 0;
  while (at < incremental.length && incremental[at] === clean[at]) at += 1;
  const around = (/** @type {string} */ text) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80));
  return `from character ${at}: ${around(incremental)}, clean: ${around(clean)}`;
}

/**
 * A Netlify `_headers` text as its rules (a rule: a path's line, then its indented headers), sorted, without the
 * rules of the given paths; comment lines dropped.
 * @param {string} text
 * @param {Set<string>} drop
 */
function rulesInOrder(text, drop) {
  /** @type {string[][]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (/^\s/.test(line)) rules.at(-1)?.push(line);
    else rules.push([line]);
  }
  return rules
    .filter(([route]) => !drop.has(route))
    .map((rule) => rule.join("\n"))
    .sort()
    .join("\n");
}

/**
 * Differences between two builds' public/ after normalising: missing files and different ones are
 * problems. Files only the incremental build has are problems too, except hashed assets of an
 * earlier build (JS, CSS, images under static/) that nothing in the clean build names, and their cache
 * rules in _headers: Gatsby never deletes those, and nothing loads them (a page open from before the build may).
 * @param {Files} incremental
 * @param {Files} clean
 * @returns {{ problems: string[], leftovers: string[] }}
 */
export function compareBuilds(incremental, clean) {
  const [a, b] = [normalised(incremental), normalised(clean)];
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const leftovers = [];
  const cleanText = [...b]
    .filter(([file]) => TEXT.test(file))
    .map(([, bytes]) => bytes.toString())
    .join("\n");
  for (const file of b.keys()) if (!a.has(file)) problems.push(`missing after the incremental build: ${file}`);
  for (const file of a.keys()) {
    if (b.has(file)) continue;
    const hash = assetHash(file);
    if (hash && !cleanText.includes(hash)) leftovers.push(file);
    else problems.push(`left over by the incremental build: ${file}`);
  }
  // The adapter gives every file of public/ its cache rule in _headers, those leftovers included. It lists
  // pages in the order Gatsby created them (a page new in an incremental build comes last); Netlify applies
  // every rule whose path matches, in any order, and no header is set twice (__tests__/build/headers.test.ts).
  const leftoverRoutes = new Set(leftovers.map((file) => `/${file}`));
  for (const [files, drop] of /** @type {[Files, Set<string>][]} */ ([
    [a, leftoverRoutes],
    [b, new Set()],
  ])) {
    const headers = files.get("_headers");
    if (headers) files.set("_headers", Buffer.from(rulesInOrder(headers.toString(), drop)));
  }
  for (const [file, bytes] of a) {
    const clean = b.get(file);
    if (!clean || bytes.equals(clean)) continue;
    problems.push(`differs from the clean build: ${file}${TEXT.test(file) ? `, ${firstDifference(bytes.toString(), clean.toString())}` : ""}`);
  }
  return { problems, leftovers };
}

/**
 * What a change promised to be in the output, checked against the build before it.
 * @param {Expectation[]} expectations
 * @param {Files} before
 * @param {Files} after
 * @returns {string[]}
 */
export function expectationProblems(expectations, before, after) {
  return expectations.flatMap(({ file, includes, changed }) => {
    const bytes = after.get(file);
    if (!bytes) return [`${file} is not in public/`];
    if (includes && !bytes.toString().includes(includes)) return [`${file} does not include ${includes}`];
    if (changed && before.get(file)?.equals(bytes)) return [`${file} did not change`];
    return [];
  });
}
