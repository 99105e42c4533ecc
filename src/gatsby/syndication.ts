/**
 * What the journal publishes besides its pages, written after the build from content/ through the schema's GraphQL
 * types: an RSS feed per tag (/journal/tag/<tag>/rss.xml), the main feed's items as a JSON Feed 1.1 (/feed.json),
 * and /llms.txt, the plain map of the site that language-model tools read (llmstxt.org). The main RSS feed is
 * gatsby-plugin-feed's (src/gatsby/feed-options.ts); every feed here serializes its posts with the same `feedItems`.
 * A production build has no node of an unpublished post (src/content/publishing.ts), so no rule is needed here.
 */
import fs from "node:fs";
import path from "node:path";
import RSS from "rss";
import { FEED_POSTS, feedTitle, JSON_FEED_PATH } from "../lib/feed-link";
import { journalTagTitle } from "../lib/page-titles";
import { resultSentence, WORK_RESULT_FIELDS, type ResultLabels, type WorkResult } from "../lib/results";
import { routes } from "../lib/routes";
import { STUDIO_LOGO } from "../lib/structured-data";
import { feedItems, type FeedPost } from "./feed-options";

const LLMS_TXT_PATH = "/llms.txt";
const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

interface Meta {
  title: string;
  description: string;
}

export interface SyndicationInput {
  site: { name: string; siteUrl: string; description: string; llms: { worksTitle: string; postsTitle: string; pagesTitle: string } };
  journal: { meta: Meta; tagTitle: string };
  /** Newest first. */
  posts: FeedPost[];
  /** In number order. */
  works: { slug: string; title: string; description: string; results?: readonly WorkResult[] | null }[];
  /** How a result reads as a sentence (content/pages/works.yaml). */
  resultLabels: Pick<ResultLabels, "change" | "value">;
  /** The studio's own pages, in the order they are listed: their path and their content's `meta`. */
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

/** A tag's RSS feed, its channel as the main feed's but named and linked for the tag. */
function tagFeedXml(input: SyndicationInput, tag: string, posts: FeedPost[]): string {
  const { site, journal } = input;
  const feed = new RSS({
    title: feedTitle(site.name, journalTagTitle(journal.tagTitle, tag)),
    description: journal.meta.description,
    site_url: `${site.siteUrl}${routes.journalTag(tag)}`,
    feed_url: `${site.siteUrl}${routes.journalTagFeed(tag)}`,
    language: "it",
    generator: site.name,
  });
  for (const item of feedItems(posts, site.siteUrl)) feed.item(item);
  return feed.xml();
}

/** The main RSS feed's items (the newest FEED_POSTS posts, whole) as a JSON Feed 1.1. */
export function jsonFeed(input: SyndicationInput) {
  const { site, journal, posts } = input;
  return {
    version: JSON_FEED_VERSION,
    title: feedTitle(site.name, journal.meta.title),
    home_page_url: `${site.siteUrl}${routes.journal}`,
    feed_url: `${site.siteUrl}${JSON_FEED_PATH}`,
    description: journal.meta.description,
    // The studio's square logo (512 px), which the spec asks for both: readers need not scrape the site for one.
    icon: `${site.siteUrl}${STUDIO_LOGO}`,
    favicon: `${site.siteUrl}${STUDIO_LOGO}`,
    language: "it",
    authors: [{ name: site.name, url: site.siteUrl }],
    items: feedItems(posts.slice(0, FEED_POSTS), site.siteUrl).map((item) => ({
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

/**
 * /llms.txt: the studio's name, its summary, then its works (each with its measured results, a sentence each, below
 * it), its posts and its pages, each an absolute link with one line.
 */
export function llmsTxt(input: SyndicationInput): string {
  const { site, posts, works, pages, resultLabels } = input;
  const link = (title: string, pagePath: string, description: string) =>
    `- [${oneLine(title)}](${site.siteUrl}${pagePath}): ${firstSentence(description)}`;
  const section = (title: string, lines: string[]) => (lines.length ? [`## ${title}`, "", ...lines, ""] : []);
  return [
    `# ${site.name}`,
    "",
    `> ${oneLine(site.description)}`,
    "",
    ...section(
      site.llms.worksTitle,
      works.flatMap((work) => [
        link(work.title, routes.work(work.slug), work.description),
        ...(work.results ?? []).map((result) => `  - ${resultSentence(result, resultLabels)}`),
      ]),
    ),
    ...section(
      site.llms.postsTitle,
      posts.map((post) => link(post.title, routes.journalPost(post.slug), post.description)),
    ),
    ...section(
      site.llms.pagesTitle,
      pages.map((page) => link(page.meta.title, page.path, page.meta.description)),
    ),
  ].join("\n");
}

/**
 * Writes every tag's feed, feed.json and llms.txt into `publicDir`, and removes the feeds of tags no published post
 * has any more (an incremental build keeps public/). Returns how many tag feeds it wrote.
 */
export function writeSyndication(publicDir: string, input: SyndicationInput): { tagFeeds: number } {
  const feeds = new Map([...postsByTag(input.posts)].map(([tag, tagPosts]) => [routes.journalTagFeed(tag), tagFeedXml(input, tag, tagPosts)]));
  const tagDir = path.join(publicDir, routes.journalTag(""));
  const earlierTags = fs.existsSync(tagDir) ? fs.readdirSync(tagDir) : [];
  for (const feedPath of earlierTags.map(routes.journalTagFeed).filter((feedPath) => !feeds.has(feedPath))) {
    fs.rmSync(path.join(publicDir, feedPath), { force: true });
  }
  for (const [feedPath, xml] of feeds) {
    fs.mkdirSync(path.dirname(path.join(publicDir, feedPath)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, feedPath), xml);
  }
  fs.writeFileSync(path.join(publicDir, JSON_FEED_PATH), `${JSON.stringify(jsonFeed(input), null, 2)}\n`);
  fs.writeFileSync(path.join(publicDir, LLMS_TXT_PATH), `${llmsTxt(input)}\n`);
  return { tagFeeds: feeds.size };
}

interface SyndicationQuery {
  siteYaml: SyndicationInput["site"];
  journalPageYaml: SyndicationInput["journal"];
  worksPageYaml: { results: SyndicationInput["resultLabels"] };
  allWork: { nodes: SyndicationInput["works"] };
  allJournalPost: { nodes: FeedPost[] };
}

/** Everything the feeds and llms.txt say, from the schema's types; `pages` are the studio's pages with their `meta`. */
export async function querySyndication(
  graphql: <T>(query: string) => Promise<{ data?: T; errors?: unknown }>,
  pages: SyndicationInput["pages"],
): Promise<SyndicationInput> {
  const result = await graphql<SyndicationQuery>(`
    {
      siteYaml {
        name
        siteUrl
        description
        llms {
          worksTitle
          postsTitle
          pagesTitle
        }
      }
      journalPageYaml {
        meta {
          title
          description
        }
        tagTitle
      }
      worksPageYaml {
        results {
          change
          value
        }
      }
      allWork(sort: { number: ASC }) {
        nodes {
          slug
          title
          description
          ${WORK_RESULT_FIELDS}
        }
      }
      allJournalPost(sort: { date: DESC }) {
        nodes {
          slug
          title
          date
          description
          tags
          html
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`src/gatsby/syndication.ts: the feeds' query failed: ${JSON.stringify(result.errors)}`);
  const { siteYaml, journalPageYaml, worksPageYaml, allWork, allJournalPost } = result.data;
  return {
    site: { ...siteYaml, siteUrl: siteYaml.siteUrl.replace(/\/$/, "") },
    journal: journalPageYaml,
    posts: allJournalPost.nodes,
    works: allWork.nodes,
    resultLabels: worksPageYaml.results,
    pages,
  };
}
