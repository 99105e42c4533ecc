/**
 * The pure parts of `npm run bench:scale` (bench/scale.mjs): its arguments, the growth of a clean build per
 * post, and the report's tables. Tested in __tests__/bench-scale.test.ts.
 */

/**
 * @typedef {{
 *   posts: number, synthetic: number, cleanSeconds: number, imageJobs: number, imageSeconds: number, peakMb: number,
 *   textEditSeconds: number, newPostSeconds: number, newPostImageJobs: number, load: string,
 *   phases: Record<string, number>, search?: SearchIndexFigures | null
 * }} ScaleRow one site size: the clean build, then an incremental build after a text edit and after a new post
 */

/**
 * @typedef {{ pages: number, kb: number, files: number, seconds: number | null }} SearchIndexFigures the site search's
 * index after a clean build (src/gatsby/post-build.ts logs it), and the seconds its indexing added to the build
 */

/** The Gatsby activity the search's indexing runs as (src/gatsby/post-build.ts). */
const SEARCH_INDEX_ACTIVITY = "Indexing the site search (Pagefind)";

/**
 * The search index's figures from a build log: its line `Search index: N pages, W words, X kB in F files`, and its
 * activity's seconds. Null when the build wrote no index.
 * @param {string} log
 * @returns {SearchIndexFigures | null}
 */
export function searchIndexFigures(log) {
  const line = /Search index: (\d+) pages, \d+ words, ([\d.]+) kB in (\d+) files/.exec(log);
  if (!line) return null;
  return { pages: Number(line[1]), kb: Number(line[2]), files: Number(line[3]), seconds: activityTimes(log)[SEARCH_INDEX_ACTIVITY] ?? null };
}

const DEFAULT_POSTS = 100;

/**
 * `--posts N` (default 100) gives the sizes 0, N and 5N synthetic posts; `--sizes a,b,c` names them instead.
 * @param {string[]} argv the arguments after the script's name
 * @returns {{ sizes: number[] }}
 */
export function parseScaleArgs(argv) {
  let posts = DEFAULT_POSTS;
  /** @type {number[] | undefined} */
  let sizes;
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split("=", 2);
    const value = () => inline ?? argv[++index];
    if (flag === "--posts") posts = count(value(), "--posts");
    else if (flag === "--sizes")
      sizes = String(value())
        .split(",")
        .map((part) => count(part, "--sizes"));
    else throw new Error(`bench:scale: unknown argument ${argv[index]} (use --posts N or --sizes a,b,c)`);
  }
  return { sizes: sizes ?? [0, posts, 5 * posts] };
}

/**
 * @param {string | undefined} text
 * @param {string} flag
 */
function count(text, flag) {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 0) throw new Error(`bench:scale: ${flag} takes whole numbers ≥ 0, not "${text}"`);
  return number;
}

/**
 * Seconds a clean build grows by per synthetic post: the slope between the smallest and the largest site measured,
 * and between each two sizes in turn (a slope that rises with the size means something grows faster than the posts).
 * @param {Pick<ScaleRow, "synthetic" | "cleanSeconds">[]} rows
 * @returns {{ overall: number | null, steps: { from: number, to: number, secondsPerPost: number }[] }}
 */
export function growthPerPost(rows) {
  const sorted = [...rows].sort((a, b) => a.synthetic - b.synthetic);
  const slope = (/** @type {typeof sorted[number]} */ a, /** @type {typeof sorted[number]} */ b) =>
    round((b.cleanSeconds - a.cleanSeconds) / (b.synthetic - a.synthetic), 2);
  const steps = sorted
    .slice(1)
    .map((row, index) => ({ from: sorted[index].synthetic, to: row.synthetic, secondsPerPost: slope(sorted[index], row) }));
  const [first, last] = [sorted[0], sorted.at(-1)];
  return { overall: first && last && last.synthetic > first.synthetic ? slope(first, last) : null, steps };
}

/**
 * @param {number} value
 * @param {number} digits
 */
const round = (value, digits) => Number(value.toFixed(digits));

/** Gatsby activities shown as columns of the phase table when they take this long in some build. */
const PHASE_SHOWN_SECONDS = 2;

/**
 * The report in Markdown: one row per site size, the growth per post, and the Gatsby activities that took time.
 * @param {ScaleRow[]} rows
 * @param {{ measuredAt: string, cores: number }} context
 * @returns {string}
 */
export function scaleReport(rows, { measuredAt, cores }) {
  const growth = growthPerPost(rows);
  const phases = [...new Set(rows.flatMap((row) => Object.keys(row.phases)))].filter((name) =>
    rows.some((row) => (row.phases[name] ?? 0) >= PHASE_SHOWN_SECONDS),
  );
  const seconds = (/** @type {number | undefined} */ value) => (value === undefined ? "—" : String(Math.round(value * 10) / 10));
  return [
    `Measured ${measuredAt} UTC, ${cores} cores; load is the 1-minute load average before each clean build. Peak memory is`,
    "the largest single process (`/usr/bin/time -v`); the incremental builds keep `.cache` and `public/`.",
    "",
    "| posts (synthetic + real) | clean build s | image jobs (s) | peak MB | incremental: text edit s | incremental: new post with images s (jobs) | load |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.synthetic} + ${row.posts - row.synthetic} | ${seconds(row.cleanSeconds)} | ${row.imageJobs} (${seconds(row.imageSeconds)}) | ${row.peakMb} | ${seconds(row.textEditSeconds)} | ${seconds(row.newPostSeconds)} (${row.newPostImageJobs}) | ${row.load} |`,
    ),
    "",
    `Clean build growth: ${growth.overall === null ? "—" : `${growth.overall} s per post`}${
      growth.steps.length > 1 ? ` (${growth.steps.map((step) => `${step.from}→${step.to}: ${step.secondsPerPost}`).join(", ")})` : ""
    }.`,
    "",
    ...(rows.some((row) => row.search)
      ? [
          "The site search's index (Pagefind, written after each clean build into `public/pagefind/`), and the seconds indexing",
          "added to the build. The kB include about 640 kB that do not grow with the posts: Pagefind's script, worker and",
          "WebAssembly (about 85 kB over the wire, fetched on a visitor's first search) and its ready-made UI, never loaded.",
          "",
          "| posts | pages indexed | index kB (files) | indexing s |",
          "| --- | --- | --- | --- |",
          ...rows
            .filter((row) => row.search)
            .map((row) => {
              const search = /** @type {SearchIndexFigures} */ (row.search);
              return `| ${row.synthetic} + ${row.posts - row.synthetic} | ${search.pages} | ${search.kb} (${search.files}) | ${seconds(search.seconds ?? undefined)} |`;
            }),
          "",
        ]
      : []),
    ...(phases.length
      ? [
          "Where a clean build's time goes (Gatsby's activities, seconds):",
          "",
          `| activity | ${rows.map((row) => `${row.synthetic} posts`).join(" | ")} |`,
          `| --- | ${rows.map(() => "---").join(" | ")} |`,
          ...phases.map((name) => `| ${name} | ${rows.map((row) => seconds(row.phases[name])).join(" | ")} |`),
          "",
        ]
      : []),
  ].join("\n");
}

/**
 * Gatsby's finished activities in a build log (`success <activity> - 12.345s …`), seconds by name; an activity
 * that ran more than once is summed.
 * @param {string} log
 * @returns {Record<string, number>}
 */
export function activityTimes(log) {
  /** @type {Record<string, number>} */
  const times = {};
  for (const [, name, secondsText] of log.matchAll(/^success (.+?) - ([\d.]+)s\b/gm)) {
    times[name] = round((times[name] ?? 0) + Number(secondsText), 3);
  }
  return times;
}
