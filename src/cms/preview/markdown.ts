/**
 * A post's Markdown as the site renders it, in the editor's browser: the remark stack of
 * gatsby-transformer-remark (GFM, footnotes, mdast to hast to HTML) with gatsby-remark-prismjs
 * for the code blocks, so headings, lists, links and coloured code look as they will, then the site's allow-list.
 */
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import toHast from "mdast-util-to-hast";
import toHtml from "hast-util-to-html";
import visit from "unist-util-visit";
import highlightCodeBlocks from "gatsby-remark-prismjs";
import { focusableCodeBlocks, prismOptions } from "../../content/markdown";
import { sanitizeBody, type Removal } from "../../content/sanitize";

// As gatsby-transformer-remark sets it up with its defaults (gfm and footnotes on). The plugins'
// typings name a newer unified than remark 13's own, hence the casts.
const processor = remark()
  .use(remarkGfm as never)
  .use(remarkFootnotes as never, { inlineNotes: true });

/**
 * HTML of a Markdown text, with only what the site keeps of it (src/content/sanitize.ts, the build's own allow-list),
 * and what it took out, for the editor; `imageUrl` turns an image's path beside the post into a URL the preview can load.
 */
export function renderMarkdown(markdown: string, imageUrl: (path: string) => string): { html: string; removed: Removal[] } {
  const tree = processor.runSync(processor.parse(markdown));
  visit(tree, "image", (node) => {
    const image = node as { url?: string };
    if (image.url && !/^[a-z]+:|^\//i.test(image.url)) image.url = imageUrl(image.url);
  });
  highlightCodeBlocks({ markdownAST: tree }, prismOptions);
  const { html, removed } = sanitizeBody(toHtml(toHast(tree, { allowDangerousHtml: true }) as never, { allowDangerousHtml: true }));
  return { html: focusableCodeBlocks(html), removed };
}

/** The HTML alone (renderMarkdown). */
export const markdownToHtml = (markdown: string, imageUrl: (path: string) => string): string => renderMarkdown(markdown, imageUrl).html;
