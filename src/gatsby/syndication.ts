/**
 * What the journal publishes besides its pages, written after the build from content/ through the schema's GraphQL
 * types, for each language at its own addresses (src/lib/routes.ts): an RSS feed per tag (/journal/tag/<tag>/rss.xml,
 * /en/journal/tag/<tag>/rss.xml), the main feed's items as a JSON Feed 1.1 (/feed.json, /en/feed.json); and one
 * /llms.txt, the plain map of the site that language-model tools read (llmstxt.org), naming both editions. The main
 * RSS feeds are gatsby-plugin-feed's (src/gatsby/feed-options.ts); every feed here serializes its posts with the same
 * `feedItems`. A production build has no node of an unpublished post (src/content/publishing.ts), so no rule is
 * needed here.
 */
import fs from "node:fs";
import path from "node:path";
import RSS from "rss";
import { FEED_POSTS, feedTitle } from "../lib/feed-link";
import { LOCALE_INFO, LOCALES, type Locale } from "../lib/locales";
import { resultSentence, WORK_RESULT_FIELDS, type ResultLabels, type WorkResult } from "../lib/results";
import { localizedRoutes } from "../lib/routes";
import { tagsNamed, type Tag } from "../lib/tags";
import { STUDIO_LOGO } from "../lib/structured-data";
import { FEED_POST_FIELDS, feedItems, type FeedPost } from "./feed-options";

const LLMS_TXT_PATH = "/llms.txt";
const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

interface Meta {
  title: string;
  description: string;
}

/** One edition of the site: everything its feeds and its part of llms.txt say, in its language. */
export interface SyndicationInput {
  /** The edition's language: its addresses, its feeds' `language`, how its numbers are written. */
  locale: Locale;
  site: { name: string; siteUrl: string; description: string; llms: { worksTitle: string; postsTitle: string; pagesTitle: string } };
  journal: { meta: Meta; feedTitle: string };
  /** The edition's tags (content/tags.yaml): a tag's feed is named by its name and described by its line. */
  tags: Tag[];
  /** Newest first. */
  posts: FeedPost[];
  /** In number order. */
  works: { slug: string; title: string; description: string; results?: readonly WorkResult[] | null }[];
  /** How a result reads as a sentence (content/pages/works.yaml). */
  resultLabels: Pick<ResultLabels, "change" | "value">;
  /** The studio's own pages, in the order they are listed: their path in this language and their content's `meta`. */
  pages: { path: string; meta: Meta }[];
}

/** One line, whatever the YAML's folding left. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** A description's first sentence, on one line: it ends where a sentence's end is followed by a capital letter. */
const firstSentence = (text: string) => oneLine(text).split(/(?<=[.!?…])\s+(?=[A-ZÀ-Ý«"])/)[0];

/** Every published tag with its newest posts (at most FEED_POSTS, as the main feed), tags in name order. */
export function postsByTag(posts: FeedPost[]): Map<string, FeedPost[]> {
  const byTag = new Map<string, FeedPost[]>();
  for (const tag of [...new Set(posts.flatMap((post) => post.tags))].sort()) {
    byTag.set(tag, posts.filter((post) => post.tags.includes(tag)).slice(0, FEED_POSTS));
  }
  return byTag;
}

/** A tag's RSS feed, its channel as its language's main feed but named, described and linked for the tag. */
function tagFeedXml(input: SyndicationInput, slug: string, posts: FeedPost[]): string {
  const { site, journal, locale } = input;
  const routesIn = localizedRoutes[locale];
  const [tag] = tagsNamed([slug], input.tags);
  const feed = new RSS({
    title: feedTitle(journal, site.name, tag.label),
    description: tag.description,
    site_url: `${site.siteUrl}${routesIn.journalTag(slug)}`,
    feed_url: `${site.siteUrl}${routesIn.journalTagFeed(slug)}`,
    language: LOCALE_INFO[locale].language,
    generator: site.name,
  });
  for (const item of feedItems(posts, site.siteUrl, locale)) feed.item(item);
  return feed.xml();
}

/** An edition's main RSS feed's items (the newest FEED_POSTS posts, whole) as a JSON Feed 1.1. */
export function jsonFeed(input: SyndicationInput) {
  const { site, journal, posts, locale } = input;
  const routesIn = localizedRoutes[locale];
  return {
    version: JSON_FEED_VERSION,
    title: feedTitle(journal, site.name),
    home_page_url: `${site.siteUrl}${routesIn.journal}`,
    feed_url: `${site.siteUrl}${routesIn.jsonFeed}`,
    description: journal.meta.description,
    // The studio's square logo (512 px), which the spec asks for both: readers need not scrape the site for one.
    icon: `${site.siteUrl}${STUDIO_LOGO}`,
    favicon: `${site.siteUrl}${STUDIO_LOGO}`,
    language: LOCALE_INFO[locale].language,
    authors: [{ name: site.name, url: site.siteUrl }],
    items: feedItems(posts.slice(0, FEED_POSTS), site.siteUrl, locale).map((item) => ({
      id: item.guid,
      url: item.url,
      title: item.title,
      summary: item.description,
      content_html: item.custom_elements[0]["content:encoded"],
      // RSS's pubDate is the post's day at midnight UTC (the rss package's `new Date(date)`); the same instant here.
      date_published: new Date(item.date).toISOString(),
      tags: item.categories,
    })),
  };
}

/** An edition's sections of llms.txt: its works (each with its results below it), its posts and its pages, in its language. */
function llmsSections(input: SyndicationInput): string[] {
  const { site, posts, works, pages, resultLabels, locale } = input;
  const routesIn = localizedRoutes[locale];
  const link = (title: string, pagePath: string, description: string) =>
    `- [${oneLine(title)}](${site.siteUrl}${pagePath}): ${firstSentence(description)}`;
  const section = (title: string, lines: string[]) => (lines.length ? [`## ${title}`, "", ...lines, ""] : []);
  return [
    ...section(
      site.llms.worksTitle,
      works.flatMap((work) => [
        link(work.title, routesIn.work(work.slug), work.description),
        ...(work.results ?? []).map((result) => `  - ${resultSentence(result, resultLabels, locale)}`),
      ]),
    ),
    ...section(
      site.llms.postsTitle,
      posts.map((post) => link(post.title, routesIn.journalPost(post.slug), post.description)),
    ),
    ...section(
      site.llms.pagesTitle,
      pages.map((page) => link(page.meta.title, page.path, page.meta.description)),
    ),
  ];
}

/**
 * /llms.txt: the studio's name and its summary (the first edition's, the Italian one at the root), then each edition's
 * sections in turn, each under its own language's titles: its works (each with its measured results, a sentence each,
 * below it), its posts and its pages, each an absolute link to its address in that language with one line.
 */
export function llmsTxt(editions: readonly SyndicationInput[]): string {
  const [{ site }] = editions;
  return [`# ${site.name}`, "", `> ${oneLine(site.description)}`, "", ...editions.flatMap(llmsSections)].join("\n");
}

/**
 * Writes an edition's tag feeds and its JSON Feed into `publicDir`, and removes the feeds of its tags no published
 * post has any more (an incremental build keeps public/): each language's tags are in its own folder. Returns how many
 * tag feeds it wrote.
 */
function writeEdition(publicDir: string, input: SyndicationInput): number {
  const routesIn = localizedRoutes[input.locale];
  const feeds = new Map([...postsByTag(input.posts)].map(([tag, tagPosts]) => [routesIn.journalTagFeed(tag), tagFeedXml(input, tag, tagPosts)]));
  const tagDir = path.join(publicDir, routesIn.journalTag(""));
  const earlierTags = fs.existsSync(tagDir) ? fs.readdirSync(tagDir) : [];
  for (const feedPath of earlierTags.map((tag) => routesIn.journalTagFeed(tag)).filter((feedPath) => !feeds.has(feedPath))) {
    fs.rmSync(path.join(publicDir, feedPath), { force: true });
  }
  const write = (filePath: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, filePath)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, filePath), text);
  };
  for (const [feedPath, xml] of feeds) write(feedPath, xml);
  write(routesIn.jsonFeed, `${JSON.stringify(jsonFeed(input), null, 2)}\n`);
  return feeds.size;
}

/**
 * Writes every edition's tag feeds and JSON Feed, and the one llms.txt naming them all, into `publicDir`. Returns how
 * many tag feeds it wrote in each language.
 */
export function writeSyndication(publicDir: string, editions: readonly SyndicationInput[]): { tagFeeds: Partial<Record<Locale, number>> } {
  const tagFeeds: Partial<Record<Locale, number>> = {};
  for (const edition of editions) tagFeeds[edition.locale] = writeEdition(publicDir, edition);
  fs.writeFileSync(path.join(publicDir, LLMS_TXT_PATH), `${llmsTxt(editions)}\n`);
  return { tagFeeds };
}

interface SyndicationQuery {
  siteYaml: SyndicationInput["site"];
  journalPageYaml: SyndicationInput["journal"];
  tagsYaml: { items: Tag[] };
  worksPageYaml: { results: SyndicationInput["resultLabels"] };
  allWork: { nodes: SyndicationInput["works"] };
  allJournalPost: { nodes: FeedPost[] };
}

/** What an edition's feeds and its part of llms.txt read: its language's copy, works and posts. */
const syndicationQuery = (locale: Locale) => {
  const eq = `{ eq: ${JSON.stringify(locale)} }`;
  return `
    {
      siteYaml(locale: ${eq}) {
        name
        siteUrl
        description
        llms {
          worksTitle
          postsTitle
          pagesTitle
        }
      }
      journalPageYaml(locale: ${eq}) {
        meta {
          title
          description
        }
        feedTitle
      }
      tagsYaml(locale: ${eq}) {
        items {
          slug
          label
          description
        }
      }
      worksPageYaml(locale: ${eq}) {
        results {
          change
          value
        }
      }
      allWork(filter: { locale: ${eq} }, sort: { number: ASC }) {
        nodes {
          slug
          title
          description
          ${WORK_RESULT_FIELDS}
        }
      }
      allJournalPost(filter: { locale: ${eq} }, sort: { date: DESC }) {
        nodes {
          ${FEED_POST_FIELDS}
        }
      }
    }
  `;
};

/**
 * Every edition, in the order of LOCALES (the Italian one first), with everything its feeds and llms.txt say, from the
 * schema's types; `pagesIn(locale)` are the studio's pages in that language with their `meta`.
 */
export async function querySyndication(
  graphql: <T>(query: string) => Promise<{ data?: T; errors?: unknown }>,
  pagesIn: (locale: Locale) => SyndicationInput["pages"],
): Promise<SyndicationInput[]> {
  return Promise.all(
    LOCALES.map(async (locale) => {
      const result = await graphql<SyndicationQuery>(syndicationQuery(locale));
      if (result.errors || !result.data) {
        throw new Error(`src/gatsby/syndication.ts: the feeds' query (${locale}) failed: ${JSON.stringify(result.errors)}`);
      }
      const { siteYaml, journalPageYaml, tagsYaml, worksPageYaml, allWork, allJournalPost } = result.data;
      return {
        locale,
        site: { ...siteYaml, siteUrl: siteYaml.siteUrl.replace(/\/$/, "") },
        journal: journalPageYaml,
        tags: tagsYaml.items,
        posts: allJournalPost.nodes,
        works: allWork.nodes,
        resultLabels: worksPageYaml.results,
        pages: pagesIn(locale),
      };
    }),
  );
}
