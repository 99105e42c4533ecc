/**
 * After the build (onPostBuild): the pages finished and their headers (post-build.ts), then what the site publishes
 * besides its pages, from their final HTML and content/: a feed per tag, the JSON Feed and llms.txt
 * (syndication.ts), and the site search's index (search-index.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { llmsPagePaths } from "../lib/pages";
import { pageCopyFile } from "./pages";
import { finishPages, htmlFiles, servedFiles } from "./post-build";
import { yamlTypeNameFor } from "./schema";
import { pagesToIndex, writeSearchIndex } from "./search-index";
import { querySyndication, writeSyndication } from "./syndication";

type PostBuildArgs = Pick<BuildArgs, "graphql" | "getNodesByType" | "reporter">;

/** The studio's pages for llms.txt (those src/lib/pages.ts lists there), each with its content file's `meta` (pageCopyFile). */
function studioPages(getNodesByType: PostBuildArgs["getNodesByType"]) {
  const meta = (file: string) => (getNodesByType(yamlTypeNameFor(file))[0] as unknown as { meta: { title: string; description: string } }).meta;
  return llmsPagePaths().map((pagePath) => ({ path: pagePath, meta: meta(pageCopyFile(pagePath)) }));
}

export async function onPostBuild({ graphql, getNodesByType, reporter }: PostBuildArgs): Promise<void> {
  const publicDir = path.resolve("public");
  finishPages(publicDir, { reporter });

  const { tagFeeds } = writeSyndication(publicDir, await querySyndication(graphql, studioPages(getNodesByType)));
  reporter.info(`Feeds written: ${tagFeeds} tag feeds (public/journal/tag/<tag>/rss.xml), feed.json, llms.txt`);

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
