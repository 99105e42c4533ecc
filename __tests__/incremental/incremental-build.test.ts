/**
 * An incremental build (`npm run build` with the cache kept, as Netlify runs it) produces what a clean build
 * of the same tree produces. A temporary copy of the project with a small content/ (one published post, a draft and
 * a scheduled post, 160 px images) is built once, and searched for the two unpublished posts; then each step of changes (scripts/incremental-builds.mjs, TEST_STEPS) is applied and
 * the copy rebuilt with its cache, and each build is checked on its own: every change is in the output, every
 * inline style is this build's CSS file, every page carries app-data.json's compilation hash, every inline
 * script has its hash in _headers. Last, the copy is built clean in the same folder and every file of public/
 * is compared (HTML byte for byte once the compilation hash and its script's CSP hash are normalised).
 * Run time: 6 builds of the small copy, 2.9-4.4 min at a load average of 1-6 on 2 cores (docs/performance.md).
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../../e2e/content";
import { cardHash, cardInput } from "../../src/gatsby/share-card";
import {
  build,
  CHANGES,
  compareBuilds,
  expectationProblems,
  makeSiteCopy,
  selfCheck,
  snapshot,
  TEST_STEPS,
  type Expectation,
} from "../../scripts/incremental-builds.mjs";

const BUILD_TIMEOUT_MS = 15 * 60 * 1000;
let dir = "";
let previous = new Map<string, Buffer>();

beforeAll(async () => {
  dir = await makeSiteCopy({ small: true });
  await build(dir, { clean: true });
  previous = snapshot(dir);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("the first build is consistent on its own", () => {
  expect(selfCheck(previous)).toEqual([]);
});

test("the copy's draft and scheduled post are nowhere in the production build: no page, list, tag, feed, sitemap, card", () => {
  const { site, posts, unpublished } = readContent(dir);
  // The copy has one of each (scripts/incremental-builds.mjs, addUnpublishedPosts), which share a tag with a published post.
  expect(unpublished.map((post) => post.draft === true).sort()).toEqual([false, true]);
  const publishedTags = new Set(posts.flatMap((post) => post.tags));
  const textFiles = [...previous].filter(([file]) => /\.(html|json|xml|txt|js|css)$|^_/.test(path.basename(file)));
  for (const post of unpublished) {
    // What a leak would leave: its title or slug in a page, list, feed, sitemap, page data or redirect; a tag of its own; its card.
    const traces = [post.title, post.slug, ...post.tags.filter((tag) => !publishedTags.has(tag)).map((tag) => `/journal/tag/${tag}`)];
    const card = `share/${cardHash(cardInput(site, post.title))}.png`;
    const found = [...previous.keys()].filter((file) => file === card || file.includes(post.slug));
    for (const [file, bytes] of textFiles) found.push(...traces.filter((trace) => bytes.includes(trace)).map((trace) => `${file}: ${trace}`));
    expect({ post: post.folder, found }).toEqual({ post: post.folder, found: [] });
  }
});

for (const step of TEST_STEPS) {
  test(
    `rebuilt with the cache after: ${step.join(", ")}`,
    async () => {
      const expectations: Expectation[] = [];
      for (const name of step) {
        const change = CHANGES.find((candidate) => candidate.name === name);
        if (!change) throw new Error(`no change named ${name}`);
        expectations.push(...(await change.apply(dir)));
      }
      await build(dir);
      const current = snapshot(dir);
      expect([...expectationProblems(expectations, previous, current), ...selfCheck(current)]).toEqual([]);
      previous = current;
    },
    BUILD_TIMEOUT_MS,
  );
}

test(
  "every file equals a clean build's of the same tree, in the same folder",
  async () => {
    const incremental = previous;
    await build(dir, { clean: true });
    const clean = snapshot(dir);
    expect(selfCheck(clean)).toEqual([]);
    expect(compareBuilds(incremental, clean).problems).toEqual([]);
  },
  BUILD_TIMEOUT_MS,
);
