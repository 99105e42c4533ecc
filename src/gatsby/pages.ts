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
import { DEFAULT_LOCALE, LOCALES, type Locale, type PageLocale } from "../lib/locales";
import { fixedRouteIn, localizedRoutes, normalizePath, POSTS_PER_PAGE } from "../lib/routes";
import { tagsNamed, type Tag } from "../lib/tags";
import { yamlTypeNameFor } from "./schema";
import { type CardHeadline, cardInput, type ShareCard, shareCardFor } from "./share-card";

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
 * is home (the Italian address names it; its English twin is beside it). A page under another shares its card
 * (`/contatti/grazie` is the brief's: a link to it is a link to the brief).
 */
export const pageCopyFile = (pagePath: string) => `pages/${normalizePath(pagePath).split("/")[1] || "home"}.yaml`;

/** Each language's copy of the site or of a page, by the node type of its collection. */
type CopyIn = (type: string, locale: Locale) => Record<string, unknown>;

/**
 * Every page of `src/pages/` exists in every language, at its address in each (`fixedRouteIn`), with its sharing card,
 * drawn from the title its Head shows: the 404 page's from content/site.yaml, every other's from its own content file
 * (`pageCopyFile`), so a new page needs no entry anywhere; a page without that file stops the build, naming both. The
 * 404 page also hides the footer while it is shown (docs/design.md, "Layout") and its mascots are terrified.
 */
export async function onCreatePage({ page, actions, getNodesByType, reporter }: CreatePageArgs): Promise<void> {
  // Gatsby's development 404 page renders the site's own (src/pages/404.tsx).
  const notFound = /^\/(dev-)?404/.test(page.path);
  if (!notFound && !page.component.startsWith(path.resolve("src/pages"))) return;
  const copyIn: CopyIn = (type, locale) =>
    getNodesByType(type).find((node) => (node as { locale?: string }).locale === locale) as Record<string, unknown>;
  const file = pageCopyFile(page.path);
  if (!notFound && !collections.some((c) => c.source.type === "yaml" && c.source.file === file)) {
    reporter.panic(
      `pages.ts: the page ${page.path} (${path.relative(process.cwd(), page.component)}) has no content/${file} with its meta.title, ` +
        `from which its sharing card is drawn: add the file and its collection in src/content/collections.ts`,
    );
    return;
  }
  // Gatsby's copy of the 404 page as /404.html is the Italian /404, with the same context (the browser may load either
  // one's data for it); Gatsby's development-only 404 page is the Italian one. Every other page exists in each language.
  const copy = page.path.endsWith(".html");
  const route = normalizePath(page.path).replace(/\.html$/, "");
  const alternates = fixedRouteIn(route, DEFAULT_LOCALE)
    ? Object.fromEntries(LOCALES.map((locale) => [locale, fixedRouteIn(route, locale)]))
    : { [DEFAULT_LOCALE]: route };
  actions.deletePage(page);
  for (const locale of copy ? [DEFAULT_LOCALE] : LOCALES) {
    const localePath = alternates[locale];
    if (!localePath) continue;
    const site = copyIn(yamlTypeNameFor("site.yaml"), locale) as unknown as Site;
    const title = notFound ? site.notFound.meta.title : (copyIn(yamlTypeNameFor(file), locale) as unknown as Meta).meta.title;
    const shareCard = await shareCardFor(cardInput(site, title, notFound));
    const context: PageLocale = { locale, alternates };
    actions.createPage({
      ...page,
      path: locale === DEFAULT_LOCALE ? page.path : localePath,
      context: { ...page.context, ...context, shareCard, ...(notFound && { shell: { footer: false } }) },
    });
  }
}

interface PostNode {
  id: string;
  slug: string;
  locale: Locale;
  entry: string;
  title: string;
  date: string;
  tags: string[];
  redirectFrom: string[] | null;
  cover: { id: string } | null;
}

interface WorkNode {
  id: string;
  slug: string;
  locale: Locale;
  entry: string;
  number: string;
  title: string;
  journalPosts: string[] | null;
  results: WorkResult[] | null;
}

type InLocale<T> = { nodes: (T & { locale: Locale })[] };

interface ContentPagesQuery {
  allSiteYaml: InLocale<{ name: string; siteUrl: string }>;
  allJournalPageYaml: InLocale<{ meta: { title: string }; tagTitle: string }>;
  allTagsYaml: InLocale<{ items: Tag[] }>;
  allWorksPageYaml: InLocale<{ results: Pick<ResultLabels, "points"> }>;
  allWork: { nodes: WorkNode[] };
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
function createRedirects(createRedirect: Actions["createRedirect"], works: WorkNode[], posts: PostNode[]): void {
  const redirect = (fromPath: string, toPath: string) => createRedirect({ fromPath, toPath, isPermanent: true });
  for (const post of posts) {
    const { journalPost } = localizedRoutes[post.locale];
    const to = journalPost(post.slug);
    for (const former of post.redirectFrom ?? []) redirect(journalPost(former), to);
    if (post.entry !== post.slug) redirect(journalPost(post.entry), to);
  }
  for (const work of works) redirect(localizedRoutes[work.locale].work(`${work.number}-${work.slug}`), localizedRoutes[work.locale].work(work.slug));
}

interface ListPages {
  path: (page: number) => string;
  component: string;
  /** What every page of the list passes its query, besides its slice of the posts: its language and twins first. */
  context: PageLocale & Record<string, unknown>;
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
    // The list's twin is its first page's: a later page holds other posts than the other language's page of that number.
    const twins = page === 1 ? {} : { alternates: { [list.context.locale]: list.path(page) } };
    actions.createPage({
      path: list.path(page),
      component: list.component,
      context: { ...list.context, ...twins, skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE, page, pageCount, shareCard },
    });
  }
}

/**
 * A page's twins in the languages' own order, whatever order the nodes came in: a page's data is the same from an
 * incremental build as from a clean one (__tests__/incremental).
 */
const inLocaleOrder = (twins: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> =>
  Object.fromEntries(LOCALES.flatMap((locale) => (twins[locale] ? [[locale, twins[locale]]] : [])));

/** Each entry's address in every language it exists in, by its folder (`entry`): a page's twins. */
function twinsOf<Node extends { entry: string; locale: Locale }>(
  nodes: Node[],
  address: (node: Node) => string,
): Map<string, Partial<Record<Locale, string>>> {
  const twins = new Map<string, Partial<Record<Locale, string>>>();
  for (const node of nodes) twins.set(node.entry, inLocaleOrder({ ...twins.get(node.entry), [node.locale]: address(node) }));
  return twins;
}

/**
 * A tag's address in every language that has a page of it: content/tags.yaml's lists pair by code (the English tag of
 * an Italian tag's `id` is its twin), and a language has a tag's page only where one of its posts carries the tag. A
 * tag whose twin has no page has no twin: the switcher leads to the other journal.
 */
function tagTwins(
  lists: InLocale<{ items: Tag[] }>["nodes"],
  posts: Pick<PostNode, "locale" | "tags">[],
): Map<string, Partial<Record<Locale, string>>> {
  const used = new Set(posts.flatMap((post) => post.tags.map((tag) => `${post.locale}:${tag}`)));
  const twins = new Map<string, Partial<Record<Locale, string>>>();
  const [first] = lists;
  first?.items.forEach(({ id }) => {
    const pages = inLocaleOrder(
      Object.fromEntries(
        lists.flatMap((list) => {
          const slug = list.items.find((tag) => tag.id === id)?.slug;
          return used.has(`${list.locale}:${slug}`) ? [[list.locale, slug]] : [];
        }),
      ),
    );
    for (const [locale, slug] of Object.entries(pages)) twins.set(`${locale}:${slug}`, pages);
  });
  return twins;
}

/**
 * Every post there is node of: a production build has none of an unpublished one (src/content/publishing.ts), so
 * nothing here filters them; in `gatsby develop` drafts and scheduled posts get pages, lists and tags like the others.
 * Each language has its own works, journal, posts and tags, at its own addresses; a page names its twins.
 */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const today = italianDay();
  const result = await graphql<ContentPagesQuery>(`
    query ContentPages {
      allSiteYaml {
        nodes {
          locale
          name
          siteUrl
        }
      }
      allJournalPageYaml {
        nodes {
          locale
          meta {
            title
          }
          tagTitle
        }
      }
      allTagsYaml {
        nodes {
          locale
          items {
            id
            slug
            label
            description
          }
        }
      }
      allWorksPageYaml {
        nodes {
          locale
          results {
            points
          }
        }
      }
      allWork(sort: { number: ASC }) {
        nodes {
          id
          slug
          locale
          entry
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
          locale
          entry
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
  const { data } = result;
  const workTwins = twinsOf(data.allWork.nodes, (work) => localizedRoutes[work.locale].work(work.slug));
  const postTwins = twinsOf(data.allJournalPost.nodes, (post) => localizedRoutes[post.locale].journalPost(post.slug));
  const tags = tagTwins(data.allTagsYaml.nodes, data.allJournalPost.nodes);
  for (const locale of LOCALES) {
    const inLocale = <T extends { locale: Locale }>(nodes: T[]) => nodes.filter((node) => node.locale === locale);
    const [site] = inLocale(data.allSiteYaml.nodes);
    const [journal] = inLocale(data.allJournalPageYaml.nodes);
    const [{ results: resultLabels }] = inLocale(data.allWorksPageYaml.nodes);
    const [{ items: tagList }] = inLocale(data.allTagsYaml.nodes);
    const twins = (alternates: Partial<Record<Locale, string>> | undefined): PageLocale => ({ locale, alternates: alternates ?? {} });
    await createLocalePages(actions, {
      locale,
      today,
      card: (title, headline) => shareCardFor(cardInput(site, title, false, headline)),
      resultLabels,
      journal,
      tagList,
      works: inLocale(data.allWork.nodes).map((work) => ({ ...work, twins: twins(workTwins.get(work.entry)) })),
      posts: inLocale(data.allJournalPost.nodes).map((post) => ({ ...post, twins: twins(postTwins.get(post.entry)) })),
      journalTwins: twins(Object.fromEntries(LOCALES.map((other) => [other, localizedRoutes[other].journal]))),
      tagTwins: (tag) =>
        twins(
          Object.fromEntries(
            Object.entries(tags.get(`${locale}:${tag}`) ?? {}).map(([other, name]) => [other, localizedRoutes[other as Locale].journalTag(name)]),
          ),
        ),
    });
  }
  createRedirects(actions.createRedirect, data.allWork.nodes, data.allJournalPost.nodes);
  // An unknown address under /en/ gets the English not-found page, status 404 (Netlify's rule for a 404 page per
  // folder; the root's 404.html answers the rest). A rule of status 404 applies only where no file is.
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const { home, notFound } = localizedRoutes[locale];
    actions.createRedirect({ fromPath: `${home}/*`, toPath: notFound, statusCode: 404 });
  }
}

interface LocalePages {
  locale: Locale;
  today: string;
  card: (title: string, headline?: CardHeadline) => Promise<ShareCard>;
  resultLabels: Pick<ResultLabels, "points">;
  journal: { meta: { title: string }; tagTitle: string };
  /** The language's tags (content/tags.yaml): a tag page's card shows its name. */
  tagList: Tag[];
  works: (WorkNode & { twins: PageLocale })[];
  posts: (PostNode & { twins: PageLocale })[];
  journalTwins: PageLocale;
  tagTwins: (tag: string) => PageLocale;
}

/** The works, the journal, its posts and its tags in one language. */
async function createLocalePages(
  actions: Actions,
  { locale, today, card, resultLabels, journal, tagList, works, posts, journalTwins, tagTwins }: LocalePages,
): Promise<void> {
  const routesIn = localizedRoutes[locale];
  // A work with results shares a card of its headline result; the others their first image (the work's Head).
  const workCards = await Promise.all(
    works.map((work) => {
      const headline = headlineResult(work.results);
      if (!headline) return null;
      return card(work.title, {
        figure: formatResultValue(headline.after, headline.unit, locale),
        measure: headline.measure,
        change: resultChange(headline, resultLabels, locale),
      });
    }),
  );
  works.forEach((work, index) => {
    actions.createPage({
      path: routesIn.work(work.slug),
      component: template("work"),
      // Works go by number: "previous" is the one before.
      context: {
        ...work.twins,
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
    { path: routesIn.journalPage, component: template("journal-list"), context: { ...journalTwins }, title: journal.meta.title },
    card,
  );

  // A post with a cover shares its cover; the others get a card. Drawn together: one card's PNG is encoded on
  // sharp's threads while the next is laid out.
  const postCards = await Promise.all(posts.map((post) => (post.cover ? null : card(post.title))));
  for (const [index, post] of posts.entries()) {
    actions.createPage({
      path: routesIn.journalPost(post.slug),
      component: template("journal-post"),
      // Posts are sorted newest first: "previous" is the older one.
      context: {
        ...post.twins,
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
        path: (page) => routesIn.journalTag(tag, page),
        component: template("journal-tag"),
        context: { ...tagTwins(tag), tag },
        title: journalTagTitle(journal.tagTitle, tagsNamed([tag], tagList)[0]),
      },
      card,
    );
  }
}
