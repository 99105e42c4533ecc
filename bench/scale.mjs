/**
 * `npm run bench:scale -- --posts N`: what the site costs as the journal grows. For 0, N and 5N synthetic posts
 * (N = 100 by default; `--sizes a,b,c` names other sizes), a copy of the project in a temporary folder
 * (scripts/incremental-builds.mjs) gets that many posts, each with a real post's text and that post's images
 * re-encoded with a tint of its own, so that no two files are equal and every image is a job of its own. Then a
 * clean `npm run build`, an incremental build after a text edit, and one after a new post with images. Reports
 * wall time, the image jobs (count and Gatsby's time for them), peak memory of the largest process, Gatsby's
 * activities, the site search's index (its size and the seconds it adds) and the growth of the clean build per post;
 * writes bench/results/scale.md (raw figures: .test-output/bench/scale.json) and the section between the
 * `bench:scale` markers of docs/performance.md. Not part of `npm test`: hours at N = 100 on 2 cores.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResults } from "./lib/report.mjs";
import sharp from "sharp";
import { readContent } from "../e2e-engines/content.mjs";
import { writeMarkedSection } from "./lib/marked-section.mjs";
import { activityTimes, parseScaleArgs, scaleReport, searchIndexFigures } from "./lib/scale.mjs";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(ROOT);
const { build, CHANGES, expectationProblems, makeSiteCopy, snapshot } = await import("../scripts/incremental-builds.mjs");
const { sizes } = parseScaleArgs(process.argv.slice(2));

/** The published posts of the copy in `dir` (src/content/publishing.ts), by folder name, oldest first. */
const publishedFolders = (/** @type {string} */ dir) =>
  readContent(dir)
    .posts.map((/** @type {{ folder: string }} */ post) => post.folder)
    .sort();

/**
 * Synthetic post number `index`: a copy of a real post's folder (its Italian file and its English one, if any) under
 * a date of its own, its titles and an English slug numbered, each image re-encoded with a tint that no other post has.
 * @param {string} journal
 * @param {string[]} sources
 * @param {number} index
 * @param {string} [date] by default one a day from 2015-01-01
 * @returns {Promise<string>} the post's folder
 */
async function addSyntheticPost(journal, sources, index, date = new Date(Date.UTC(2015, 0, 1) + index * 86_400_000).toISOString().slice(0, 10)) {
  const source = sources[index % sources.length];
  const folder = path.join(journal, `${date}-${source.replace(/^\d{4}-\d{2}-\d{2}-/, "")}-copia-${index}`);
  fs.mkdirSync(folder);
  // A tint of its own for every index below 10 000.
  const tint = { r: 100 + (index % 100), g: 100 + (Math.floor(index / 100) % 100), b: 200 };
  for (const file of fs.readdirSync(path.join(journal, source))) {
    const from = path.join(journal, source, file);
    const to = path.join(folder, file);
    if (/^index\.[a-z]{2}\.md$/.test(file)) {
      // Each language's file (src/content/locale-files.ts): its title numbered, and an English one's own slug too.
      const text = fs.readFileSync(from, "utf8");
      fs.writeFileSync(
        to,
        text
          .replace(/^title: "(.*)"$/m, (_, title) => `title: "${title} (copia ${index})"`)
          .replace(/^slug: (.*)$/m, (_, slug) => `slug: ${slug}-copy-${index}`)
          .replace(/^date: .*$/m, `date: ${date}`),
      );
    } else if (/\.(jpe?g|png)$/i.test(file)) {
      await sharp(from).tint(tint).jpeg({ quality: 85 }).toFile(to);
    } else fs.copyFileSync(from, to);
  }
  return folder;
}

/**
 * @param {number} synthetic
 * @returns {Promise<import("./lib/scale.mjs").ScaleRow>}
 */
async function measureSite(synthetic) {
  const dir = await makeSiteCopy({ small: false });
  try {
    const journal = path.join(dir, "content/journal");
    const sources = publishedFolders(dir);
    for (let index = 0; index < synthetic; index += 1) await addSyntheticPost(journal, sources, index);
    const posts = publishedFolders(dir).length;
    const load = os.loadavg()[0].toFixed(1);
    console.log(`[bench:scale] ${synthetic} synthetic + ${posts - synthetic} real posts: clean build (load ${load})`);
    const clean = await build(dir, { clean: true });
    const phases = activityTimes(clean.log);
    const imageSeconds = Object.entries(phases)
      .filter(([name]) => name.includes("IMAGE_PROCESSING"))
      .reduce((sum, [, seconds]) => sum + seconds, 0);
    const search = searchIndexFigures(clean.log);
    console.log(`  clean ${clean.seconds.toFixed(1)} s, ${clean.imageJobs} image jobs in ${imageSeconds.toFixed(1)} s, peak ${clean.peakMb} MB`);
    console.log(
      `  search index ${search ? `${search.kb} kB in ${search.files} files, ${search.pages} pages, indexed in ${search.seconds} s` : "missing"}`,
    );

    const textEdit = /** @type {import("../scripts/incremental-builds.mjs").Change} */ (CHANGES.find((change) => change.name === "post text"));
    let before = snapshot(dir);
    const textExpected = await textEdit.apply(dir);
    const afterText = await build(dir);
    let after = snapshot(dir);
    const problems = expectationProblems(textExpected, before, after);
    console.log(`  text edit ${afterText.seconds.toFixed(1)} s`);

    before = after;
    // The newest post, as an editor's would be: every list page moves by one.
    const newPost = await addSyntheticPost(journal, sources, sources.length * 1000, "2026-11-20");
    const afterPost = await build(dir);
    after = snapshot(dir);
    const slug = path.basename(newPost).replace(/^\d{4}-\d{2}-\d{2}-/, "");
    problems.push(...expectationProblems([{ file: `journal/${slug}.html`, includes: "<picture>" }], before, after));
    console.log(`  new post ${afterPost.seconds.toFixed(1)} s, ${afterPost.imageJobs} image jobs`);
    if (problems.length) throw new Error(`bench:scale: the incremental builds left stale pages:\n${problems.join("\n")}`);

    return {
      posts,
      synthetic,
      cleanSeconds: clean.seconds,
      imageJobs: clean.imageJobs,
      imageSeconds,
      peakMb: clean.peakMb,
      textEditSeconds: afterText.seconds,
      newPostSeconds: afterPost.seconds,
      newPostImageJobs: afterPost.imageJobs,
      load,
      phases,
      search,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [];
for (const synthetic of sizes) rows.push(await measureSite(synthetic));

const measuredAt = new Date().toISOString().slice(0, 16).replace("T", " ");
const report = scaleReport(rows, { measuredAt, cores: os.cpus().length });
writeResults("scale", `# Scale (npm run bench:scale)\n\n${report}`, { measuredAt, cores: os.cpus().length, rows });
await writeMarkedSection(path.join(ROOT, "docs/performance.md"), "bench:scale", report);
console.log(report);
