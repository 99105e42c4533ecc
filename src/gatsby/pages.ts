/** Pages built from content: the journal's lists, posts and tag pages; shell options per page. */
import path from "node:path";
import type { CreatePageArgs, CreatePagesArgs } from "gatsby";
import { POSTS_PER_PAGE, routes } from "../lib/routes";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** The 404 page hides the footer while it is shown (docs/design.md, "Layout"). */
export function onCreatePage({ page, actions }: CreatePageArgs): void {
  if (!/^\/(dev-)?404/.test(page.path)) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, shell: { footer: false } } });
}

/**
 * The `draft` values a build shows: drafts too while editing (`gatsby develop`), never in
 * production. Passed to every journal query, so no page, list, feed or sitemap of a build has them.
 */
export function visibleDraftStates(stage = process.env.NODE_ENV): boolean[] {
  return stage === "production" ? [false] : [false, true];
}

interface PostsQuery {
  allJournalPost: { nodes: { id: string; slug: string; tags: string[] }[] };
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const draftStates = visibleDraftStates();
  const result = await graphql<PostsQuery>(
    `
      query JournalPages($draftStates: [Boolean]!) {
        allJournalPost(filter: { draft: { in: $draftStates } }, sort: { date: DESC }) {
          nodes {
            id
            slug
            tags
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
  const posts = result.data.allJournalPost.nodes;

  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  for (let page = 1; page <= pageCount; page += 1) {
    actions.createPage({
      path: routes.journalPage(page),
      component: template("journal-list"),
      context: { skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE, page, pageCount, draftStates },
    });
  }

  posts.forEach((post, index) => {
    actions.createPage({
      path: routes.journalPost(post.slug),
      component: template("journal-post"),
      // Posts are sorted newest first: "previous" is the older one.
      context: { id: post.id, previousId: posts[index + 1]?.id ?? null, nextId: posts[index - 1]?.id ?? null },
    });
  });

  for (const tag of new Set(posts.flatMap((post) => post.tags))) {
    actions.createPage({ path: routes.journalTag(tag), component: template("journal-tag"), context: { tag, draftStates } });
  }
}
