/**
 * An incremental build (`npm run build` with the cache kept, as Netlify runs it) produces what a clean build
 * of the same tree produces. It starts from a clean build of the content copy (scripts/content-variant-test.mjs: the
 * small copy, one published post, a draft and a scheduled post, 160 px images, with an editor's commit and the schema's
 * edges drawn from the day's seed): the one that test made and kept, when `INCREMENTAL_FROM` names its folder
 * (scripts/test-all.mjs), else one made here the same way. That first build is searched for the two unpublished
 * posts; then each step of changes (scripts/incremental-builds.mjs, TEST_STEPS) is applied and the copy rebuilt with
 * its cache, and each build is checked on its own: every change is in the output, every inline style is this build's
 * CSS file, every page carries app-data.json's compilation hash, every inline script has its hash in _headers. Last,
 * the copy is built clean in the same folder and every file of public/ is compared (HTML byte for byte once the
 * compilation hash and its script's CSP hash are normalised). No build here compiles /admin/, which nothing checks
 * in a copy. Run time: 4 builds with the cache and 1 clean (docs/testing.md), one more clean one without a copy given.
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../../e2e/content";
import { cardHash, cardInput } from "../../src/gatsby/share-card";
import { contentVariant } from "../../scripts/content-variants.mjs";
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
  if (process.env.INCREMENTAL_FROM) {
    dir = process.env.INCREMENTAL_FROM;
  } else {
    dir = await makeSiteCopy({ small: true });
    contentVariant(dir, Math.floor(Date.now() / 86_400_000));
    await build(dir, { clean: true, admin: false });
  }
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
      await build(dir, { admin: false });
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
    await build(dir, { clean: true, admin: false });
    const clean = snapshot(dir);
    expect(selfCheck(clean)).toEqual([]);
    expect(compareBuilds(incremental, clean).problems).toEqual([]);
  },
  BUILD_TIMEOUT_MS,
);
