/**
 * @jest-environment jsdom
 */
// Each work's own page in the production build: served at /works/<slug>, whole, with its head for sharing,
// its CreativeWork, in the sitemap; the posts it names, and the way back from them. (jsdom parses the HTML.)
import fs from "node:fs";
import path from "node:path";
import { resolveFile } from "../../scripts/static-server.mjs";
import { readContent } from "../../e2e/content";
import { CARD_DIR } from "../../src/gatsby/share-card";
import { readSiteSettings } from "../../src/gatsby/site-settings";
import { resultSentence } from "../../src/lib/results";
import { routes } from "../../src/lib/routes";
import { entrySlug } from "../../src/lib/slug";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const { siteUrl } = readSiteSettings(path.join(root, "content"));
const served = (route: string) => resolveFile(publicDir, route);
const page = (route: string) => new DOMParser().parseFromString(fs.readFileSync(served(route)!, "utf8"), "text/html");
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));

const content = readContent(root);
const allWorks = content.works.map((work) => ({
  slug: entrySlug(work.folder),
  data: work as typeof work & { journalPosts?: string[] },
}));
/** Published posts. */
const posts = content.posts.map((post) => ({ slug: post.slug, data: post }));

describe.each(allWorks.map((work) => [routes.work(work.slug), work] as const))("%s", (route, work) => {
  const doc = page(route);
  const main = doc.querySelector("main")!;

  test("shows the work: number, title as h1, description, technologies, every image with its alt", () => {
    expect(main.querySelector("h1")?.textContent).toBe(work.data.title);
    expect(main.textContent).toContain(work.data.number);
    expect(main.textContent).toContain(work.data.description);
    for (const technology of work.data.technologies) expect([...main.querySelectorAll("li")].map((li) => li.textContent)).toContain(technology);
    expect([...main.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual(work.data.images.map((image) => image.alt));
  });

  test("has its own head: canonical URL, title, description and a sharing image", () => {
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${siteUrl}${route}`);
    expect(doc.title.startsWith(work.data.title)).toBe(true);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(work.data.description);
    const image = doc.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
    // A work with results shares the card drawn of its headline result, named by its sentence; the others an image of theirs.
    expect(image.startsWith(`${siteUrl}/${work.data.results?.length ? `${CARD_DIR}/` : "static/"}`)).toBe(true);
    const headline = work.data.results?.[0];
    if (headline) {
      expect(doc.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toBe(
        `${work.data.title}. ${resultSentence(headline, content.worksPage.results)}`,
      );
    }
    expect(fs.existsSync(path.join(publicDir, image.slice(siteUrl.length)))).toBe(true);
  });

  test("describes itself as a CreativeWork made by the studio", () => {
    const creativeWork = jsonLd(doc).find((block) => block["@type"] === "CreativeWork");
    expect(creativeWork).toMatchObject({
      name: work.data.title,
      description: work.data.description,
      url: `${siteUrl}${route}`,
    });
    expect(creativeWork.creator).toMatchObject({
      "@type": "Organization",
      "@id": `${siteUrl}/#studio`,
    });
  });

  test("carries its measured results as Observations about the work, each with its value, unit, date, source and sentence", () => {
    const creativeWork = jsonLd(doc).find((block) => block["@type"] === "CreativeWork");
    const observations = jsonLd(doc).flatMap((block) => block["@graph"] ?? []);
    expect(observations).toEqual(
      (work.data.results ?? []).map((result) =>
        expect.objectContaining({
          "@type": "Observation",
          name: result.measure,
          description: resultSentence(result, content.worksPage.results),
          value: result.after,
          observationDate: result.date,
          measurementMethod: result.source,
          observationAbout: expect.objectContaining({ "@id": creativeWork["@id"] }),
          ...(result.before === undefined || result.before === null ? {} : { valueReference: expect.objectContaining({ value: result.before }) }),
        }),
      ),
    );
  });

  test("links the published posts it names, and each of them links back", () => {
    const named = posts.filter((post) => work.data.journalPosts?.includes(post.slug));
    const links = [...main.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    for (const post of named) {
      expect(links).toContain(routes.journalPost(post.slug));
      const back = [...page(routes.journalPost(post.slug)).querySelectorAll("main a")].map((a) => a.getAttribute("href"));
      expect(back).toContain(route);
    }
  });
});

test("the works page links every work's page", () => {
  const links = [...page(routes.works).querySelectorAll("main a")].map((a) => a.getAttribute("href"));
  for (const work of allWorks) expect(links).toContain(routes.work(work.slug));
});

test("no page is served under /works for anything but a work", () => {
  expect(served(routes.work("progetto-che-non-esiste"))).toBeNull();
  expect(served(`${routes.work(allWorks[0].slug)}/altro`)).toBeNull();
});
