/**
 * Pages built from content: a page per work, the journal's lists, posts and tag pages; redirects; shell options
 * and sharing cards per page.
 */
import path from "node:path";
import type { Actions, CreatePageArgs, CreatePagesArgs } from "gatsby";
import { collections } from "../content/collections";
import { italianDay } from "../content/publishing";
import { journalTagTitle } from "../lib/page-titles";
import { formatResultValue, headlineResult, resultChange, WORK_RESULT_FIELDS, type ResultLabels, type WorkResult } from "../lib/results";
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

/**
 * The content file of a page of `src/pages/`, whose `meta.title` its Head shows: `pages/<its first segment>.yaml`, `/`
 * is home. A page under another shares its card (`/contatti/grazie` is the brief's: a link to it is a link to the brief).
 */
export const pageCopyFile = (pagePath: string) => `pages/${normalizePath(pagePath).split("/")[1] || "home"}.yaml`;

/**
 * The pages of `src/pages/` get their sharing card, drawn from the title their Head shows: the 404 page's from
 * content/site.yaml, every other's from its own content file (`pageCopyFile`), so a new page needs no entry
 * anywhere; a page without that file stops the build, naming both. The 404 page also hides the footer while it is
 * shown (docs/design.md, "Layout") and its mascots are terrified.
 */
export async function onCreatePage({ page, actions, getNodesByType, reporter }: CreatePageArgs): Promise<void> {
  // Gatsby's development 404 page renders the site's own (src/pages/404.tsx).
  const notFound = /^\/(dev-)?404/.test(page.path);
  if (!notFound && !page.component.startsWith(path.resolve("src/pages"))) return;
  const node = (file: string) => getNodesByType(yamlTypeNameFor(file))[0];
  const site = node("site.yaml") as unknown as Site;
  const file = pageCopyFile(page.path);
  if (!notFound && !collections.some((c) => c.source.type === "yaml" && c.source.file === file)) {
    reporter.panic(
      `pages.ts: the page ${page.path} (${path.relative(process.cwd(), page.component)}) has no content/${file} with its meta.title, ` +
        `from which its sharing card is drawn: add the file and its collection in src/content/collections.ts`,
    );
    return;
  }
  const title = notFound ? site.notFound.meta.title : (node(file) as unknown as Meta).meta.title;
  const shareCard = await shareCardFor(cardInput(site, title, notFound));
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, shareCard, ...(notFound && { shell: { footer: false } }) } });
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
  worksPageYaml: { results: Pick<ResultLabels, "points"> };
  allWork: { nodes: { id: string; slug: string; number: string; title: string; journalPosts: string[] | null; results: WorkResult[] | null }[] };
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

/**
 * Every post there is node of: a production build has none of an unpublished one (src/content/publishing.ts), so
 * nothing here filters them; in `gatsby develop` drafts and scheduled posts get pages, lists and tags like the others.
 */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const today = italianDay();
  const result = await graphql<ContentPagesQuery>(`
    query ContentPages {
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
      worksPageYaml {
        results {
          points
        }
      }
      allWork(sort: { number: ASC }) {
        nodes {
          id
          slug
          number
          title
          journalPosts
          ${WORK_RESULT_FIELDS}
        }
      }
      allJournalPost(sort: { date: DESC }) {
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
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the works and the journal posts", result.errors);
    return;
  }

  const {
    siteYaml: site,
    journalPageYaml: journal,
    worksPageYaml: { results: resultLabels },
  } = result.data;
  const card = (title: string) => shareCardFor(cardInput(site, title));

  const works = result.data.allWork.nodes;
  const posts = result.data.allJournalPost.nodes;
  // A work with results shares a card of its headline result; the others their first image (the work's Head).
  const workCards = await Promise.all(
    works.map((work) => {
      const headline = headlineResult(work.results);
      if (!headline) return null;
      const drawn = {
        figure: formatResultValue(headline.after, headline.unit),
        measure: headline.measure,
        change: resultChange(headline, resultLabels),
      };
      return shareCardFor(cardInput(site, work.title, false, drawn));
    }),
  );
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
        shareCard: workCards[index],
      },
    });
  });

  await createListPages(
    actions,
    posts.length,
    { path: routes.journalPage, component: template("journal-list"), context: {}, title: journal.meta.title },
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
        // Only `gatsby develop` has a post dated after today.
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
        context: { tag },
        title: journalTagTitle(journal.tagTitle, tag),
      },
      card,
    );
  }

  createRedirects(actions.createRedirect, works, posts);
}
