/**
 * Pages built from content: a page per work, the journal's lists, posts and tag pages; redirects; shell options
 * and sharing cards per page.
 */
import path from "node:path";
import type { Actions, CreatePageArgs, CreatePagesArgs } from "gatsby";
import { journalTagTitle } from "../lib/page-titles";
import { normalizePath, POSTS_PER_PAGE, routes } from "../lib/routes";
import { yamlTypeNameFor } from "./schema";
import { cardInput, type ShareCard, shareCardFor } from "./share-card";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

interface Meta {
  meta: { title: string };
}
interface Site {
  name: string;
  siteUrl: string;
  notFound: Meta;
}

/** The pages of `src/pages/` and the content file whose `meta.title` their own query reads. */
export const pageContent: Record<string, string> = {
  [routes.home]: "pages/home.yaml",
  [routes.works]: "pages/works.yaml",
  [routes.studio]: "pages/studio.yaml",
  [routes.search]: "pages/search.yaml",
};

/**
 * The pages of `src/pages/` get their sharing card; the 404 page also hides the footer while it is shown
 * (docs/design.md, "Layout") and its mascots are terrified.
 */
export async function onCreatePage({ page, actions, getNodesByType }: CreatePageArgs): Promise<void> {
  const node = (file: string) => getNodesByType(yamlTypeNameFor(file))[0];
  const site = node("site.yaml") as unknown as Site;
  const notFound = /^\/(dev-)?404/.test(page.path);
  const file = pageContent[normalizePath(page.path)];
  if (!notFound && !file) return;
  const title = notFound ? site.notFound.meta.title : (node(file) as unknown as Meta).meta.title;
  const shareCard = await shareCardFor(cardInput(site, title, notFound));
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, shareCard, ...(notFound && { shell: { footer: false } }) } });
}

/**
 * The `draft` values a build shows: drafts too while editing (`gatsby develop`), never in
 * production. Passed to every journal query, so no page, list, feed or sitemap of a build has them.
 */
export function visibleDraftStates(stage = process.env.NODE_ENV): boolean[] {
  return stage === "production" ? [false] : [false, true];
}

/** A calendar day (YYYY-MM-DD) as it is in Italy, where the studio and its readers are. */
export function italianDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * The last day a build publishes: a post dated later is scheduled, and a production build leaves it out
 * of every page, list, tag, feed and sitemap until a build on its day (.github/workflows/scheduled-build.yml).
 * `gatsby develop` shows scheduled posts, marked as such.
 */
export function lastPublishedDay(stage = process.env.NODE_ENV, now = new Date()): string {
  return stage === "production" ? italianDay(now) : "9999-12-31";
}

interface PostNode {
  id: string;
  slug: string;
  title: string;
  date: string;
  tags: string[];
  redirectFrom: string[] | null;
  cover: { id: string } | null;
}

interface ContentPagesQuery {
  siteYaml: { name: string; siteUrl: string };
  journalPageYaml: { meta: { title: string }; tagTitle: string };
  allWork: { nodes: { id: string; slug: string; number: string; journalPosts: string[] | null }[] };
  allJournalPost: { nodes: PostNode[] };
}

/** Up to `max` other posts that share a tag with `post`, newest first (`posts` come newest first). */
export function relatedPostIds(post: Pick<PostNode, "id" | "tags">, posts: readonly Pick<PostNode, "id" | "tags">[], max = 3): string[] {
  const related: string[] = [];
  // Stops at `max`: a build runs this for every post, and a scan of every other post each time would grow with the square.
  for (const other of posts) {
    if (related.length === max) break;
    if (other.id !== post.id && other.tags.some((tag) => post.tags.includes(tag))) related.push(other.id);
  }
  return related;
}

/**
 * Permanent redirects (Gatsby's Netlify adapter writes them to `_redirects`): a post's former slugs, and the
 * address by folder name of every post and work, which the CMS's editorial workflow opens (`preview_path`).
 */
function createRedirects(createRedirect: Actions["createRedirect"], works: ContentPagesQuery["allWork"]["nodes"], posts: PostNode[]): void {
  const redirect = (fromPath: string, toPath: string) => createRedirect({ fromPath, toPath, isPermanent: true });
  for (const post of posts) {
    const to = routes.journalPost(post.slug);
    for (const former of post.redirectFrom ?? []) redirect(routes.journalPost(former), to);
    redirect(routes.journalPost(`${post.date}-${post.slug}`), to);
  }
  for (const work of works) redirect(routes.work(`${work.number}-${work.slug}`), routes.work(work.slug));
}

interface ListPages {
  path: (page: number) => string;
  component: string;
  /** What every page of the list passes its query, besides its slice of the posts. */
  context: Record<string, unknown>;
  /** The list's title, which its sharing card shows. */
  title: string;
}

/**
 * A list of `postCount` posts over numbered pages of POSTS_PER_PAGE, each with its slice (`skip`, `limit`), its
 * number and the number of pages; one page even with no post. The journal's list and each tag's are such lists.
 * Every page of a list shares the first one's card: a card per page would be drawn for every ten posts (a card
 * takes about 0.15 s; at 500 posts the list and tag pages' cards took half a minute of each clean build).
 */
async function createListPages(actions: Actions, postCount: number, list: ListPages, card: (title: string) => Promise<ShareCard>): Promise<void> {
  const pageCount = Math.max(1, Math.ceil(postCount / POSTS_PER_PAGE));
  const shareCard = await card(list.title);
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: list.path(page),
      component: list.component,
      context: { ...list.context, skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE, page, pageCount, shareCard },
    });
  }
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const draftStates = visibleDraftStates();
  const lastDay = lastPublishedDay();
  const today = italianDay(new Date());
  const result = await graphql<ContentPagesQuery>(
    `
      query ContentPages($draftStates: [Boolean]!, $lastDay: Date!) {
        siteYaml {
          name
          siteUrl
        }
        journalPageYaml {
          meta {
            title
          }
          tagTitle
        }
        allWork(sort: { number: ASC }) {
          nodes {
            id
            slug
            number
            journalPosts
          }
        }
        allJournalPost(filter: { draft: { in: $draftStates }, date: { lte: $lastDay } }, sort: { date: DESC }) {
          nodes {
            id
            slug
            title
            date
            tags
            redirectFrom
            cover {
              id
            }
          }
        }
      }
    `,
    { draftStates, lastDay },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the works and the journal posts", result.errors);
    return;
  }

  const { siteYaml: site, journalPageYaml: journal } = result.data;
  const card = (title: string) => shareCardFor(cardInput(site, title));

  const works = result.data.allWork.nodes;
  works.forEach((work, index) => {
    actions.createPage({
      path: routes.work(work.slug),
      component: template("work"),
      // Works go by number: "previous" is the one before.
      context: {
        id: work.id,
        index,
        previousId: works[index - 1]?.id ?? null,
        nextId: works[index + 1]?.id ?? null,
        journalPosts: work.journalPosts ?? [],
        draftStates,
        lastDay,
      },
    });
  });

  const posts = result.data.allJournalPost.nodes;
  await createListPages(
    actions,
    posts.length,
    { path: routes.journalPage, component: template("journal-list"), context: { draftStates, lastDay }, title: journal.meta.title },
    card,
  );

  // A post with a cover shares its cover; the others get a card. Drawn together: one card's PNG is encoded on
  // sharp's threads while the next is laid out.
  const postCards = await Promise.all(posts.map((post) => (post.cover ? null : card(post.title))));
  for (const [index, post] of posts.entries()) {
    actions.createPage({
      path: routes.journalPost(post.slug),
      component: template("journal-post"),
      // Posts are sorted newest first: "previous" is the older one.
      context: {
        id: post.id,
        slug: post.slug,
        previousId: posts[index + 1]?.id ?? null,
        nextId: posts[index - 1]?.id ?? null,
        relatedIds: relatedPostIds(post, posts),
        // Only `gatsby develop` builds a post dated after today.
        scheduled: post.date > today,
        shareCard: postCards[index],
      },
    });
  }

  const postsByTag = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) postsByTag.set(tag, (postsByTag.get(tag) ?? 0) + 1);
  for (const [tag, count] of postsByTag) {
    await createListPages(
      actions,
      count,
      {
        path: (page) => routes.journalTag(tag, page),
        component: template("journal-tag"),
        context: { tag, draftStates, lastDay },
        title: journalTagTitle(journal.tagTitle, tag),
      },
      card,
    );
  }

  createRedirects(actions.createRedirect, works, posts);
}
