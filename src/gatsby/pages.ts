/** Pages built from content: the journal's lists, posts and tag pages; shell options and sharing cards per page. */
import path from "node:path";
import type { CreatePageArgs, CreatePagesArgs } from "gatsby";
import { journalListTitle, journalTagTitle } from "../lib/page-titles";
import { normalizePath, POSTS_PER_PAGE, routes } from "../lib/routes";
import { yamlTypeNameFor } from "./schema";
import { cardInput, shareCardFor } from "./share-card";

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
const pageContent: Record<string, string> = {
  [routes.home]: "pages/home.yaml",
  [routes.works]: "pages/works.yaml",
  [routes.studio]: "pages/studio.yaml",
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

interface PostsQuery {
  siteYaml: { name: string; siteUrl: string };
  journalPageYaml: { meta: { title: string }; pageLabel: string; tagTitle: string };
  allJournalPost: { nodes: { id: string; slug: string; title: string; tags: string[]; cover: { id: string } | null }[] };
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const draftStates = visibleDraftStates();
  const result = await graphql<PostsQuery>(
    `
      query JournalPages($draftStates: [Boolean]!) {
        siteYaml {
          name
          siteUrl
        }
        journalPageYaml {
          meta {
            title
          }
          pageLabel
          tagTitle
        }
        allJournalPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
          nodes {
            id
            slug
            title
            tags
            cover {
              id
            }
          }
        }
      }
    `,
    { draftStates },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the journal posts", result.errors);
    return;
  }
  const { siteYaml: site, journalPageYaml: journal } = result.data;
  const posts = result.data.allJournalPost.nodes;
  const card = (title: string) => shareCardFor(cardInput(site, title));

  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: routes.journalPage(page),
      component: template("journal-list"),
      context: {
        skip: (page - 1) * POSTS_PER_PAGE,
        limit: POSTS_PER_PAGE,
        page,
        pageCount,
        draftStates,
        shareCard: await card(journalListTitle(journal.meta.title, journal.pageLabel, page)),
      },
    });
  }

  for (const [index, post] of posts.entries()) {
    actions.createPage({
      path: routes.journalPost(post.slug),
      component: template("journal-post"),
      context: {
        id: post.id,
        // Posts are sorted newest first: "previous" is the older one.
        previousId: posts[index + 1]?.id ?? null,
        nextId: posts[index - 1]?.id ?? null,
        // A post with a cover shares its cover.
        shareCard: post.cover ? null : await card(post.title),
      },
    });
  }

  for (const tag of new Set(posts.flatMap((post) => post.tags))) {
    const shareCard = await card(journalTagTitle(journal.tagTitle, tag));
    actions.createPage({ path: routes.journalTag(tag), component: template("journal-tag"), context: { tag, draftStates, shareCard } });
  }
}
