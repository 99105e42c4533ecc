/**
 * A post's Markdown as the site renders it, in the editor's browser: the remark stack of
 * gatsby-transformer-remark (GFM, footnotes, mdast to hast to HTML) with gatsby-remark-prismjs
 * for the code blocks, so headings, lists, links and coloured code look as they will.
 */
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import visit from "unist-util-visit";
import highlightCodeBlocks from "gatsby-remark-prismjs";
import { focusableCodeBlocks, prismOptions } from "../../content/markdown";

// As gatsby-transformer-remark sets it up with its defaults (gfm and footnotes on). The plugins'
// typings name a newer unified than remark 13's own, hence the casts.
const processor = remark()
  .use(remarkGfm as never)
  .use(remarkFootnotes as never, { inlineNotes: true });

/** HTML of a Markdown text; `imageUrl` turns an image's path beside the post into a URL the preview can load. */
export function markdownToHtml(markdown: string, imageUrl: (path: string) => string): string {
  const tree = processor.runSync(processor.parse(markdown));
  visit(tree, "image", (node) => {
    const image = node as { url?: string };
    if (image.url && !/^[a-z]+:|^\//i.test(image.url)) image.url = imageUrl(image.url);
  });
  highlightCodeBlocks({ markdownAST: tree }, prismOptions);
  return focusableCodeBlocks(toHtml(toHast(tree, { allowDangerousHtml: true }) as never, { allowDangerousHtml: true }));
}
