/**
 * After the build (onPostBuild): the pages finished and their headers (post-build.ts), then what the site publishes
 * besides its pages, from their final HTML and content/: in each language a feed per tag and the JSON Feed, and the
 * one llms.txt naming both editions (syndication.ts), and the site search's index (search-index.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { LOCALES, type Locale } from "../lib/locales";
import { llmsPagePaths } from "../lib/pages";
import { fixedRouteIn, localizedRoutes } from "../lib/routes";
import { pageCopyFile } from "./pages";
import { finishPages, htmlFiles, servedFiles } from "./post-build";
import { yamlTypeNameFor } from "./schema";
import { pagesToIndex, writeSearchIndex } from "./search-index";
import { querySyndication, writeSyndication } from "./syndication";

type PostBuildArgs = Pick<BuildArgs, "graphql" | "getNodesByType" | "reporter">;

/**
 * The studio's pages for llms.txt in `locale` (those src/lib/pages.ts lists there, at their address in that language,
 * `fixedRouteIn`), each with the `meta` of its content file's copy in that language (pageCopyFile).
 */
function studioPages(getNodesByType: PostBuildArgs["getNodesByType"], locale: Locale) {
  const meta = (file: string) => {
    const node = getNodesByType(yamlTypeNameFor(file)).find((candidate) => (candidate as { locale?: string }).locale === locale);
    if (!node) throw new Error(`src/gatsby/publish.ts: no ${locale} copy of content/${file} for llms.txt`);
    return (node as unknown as { meta: { title: string; description: string } }).meta;
  };
  return llmsPagePaths().map((pagePath) => {
    const localePath = fixedRouteIn(pagePath, locale);
    if (!localePath) throw new Error(`src/gatsby/publish.ts: llms.txt lists ${pagePath}, which is no fixed route of src/lib/routes.ts`);
    return { path: localePath, meta: meta(pageCopyFile(pagePath)) };
  });
}

export async function onPostBuild({ graphql, getNodesByType, reporter }: PostBuildArgs): Promise<void> {
  const publicDir = path.resolve("public");
  finishPages(publicDir, { reporter });

  const { tagFeeds } = writeSyndication(publicDir, await querySyndication(graphql, (locale) => studioPages(getNodesByType, locale)));
  const perLocale = LOCALES.map((locale) => `${tagFeeds[locale] ?? 0} in public${localizedRoutes[locale].journalTagFeed("<tag>")}`).join(", ");
  reporter.info(
    `Feeds written: tag feeds (${perLocale}), ${LOCALES.map((locale) => localizedRoutes[locale].jsonFeed.slice(1)).join(", ")}, llms.txt`,
  );

  // Timed as a Gatsby activity: the scale bench reads its seconds from the log.
  const activity = reporter.activityTimer("Indexing the site search (Pagefind)");
  activity.start();
  const served = servedFiles(htmlFiles(publicDir));
  const index = await writeSearchIndex(
    publicDir,
    pagesToIndex(served, (file) => fs.readFileSync(path.join(publicDir, file), "utf8")),
  );
  activity.end();
  reporter.info(
    `Search index: ${index.pages} pages, ${index.words} words, ${(index.bytes / 1024).toFixed(1)} kB in ${index.files} files (public/pagefind)`,
  );
}
