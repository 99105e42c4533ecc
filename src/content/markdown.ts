/** How Markdown becomes HTML, shared by the build (gatsby-config) and the CMS preview. */

/** gatsby-remark-prismjs: code blocks only, inline code stays plain. */
export const prismOptions = { noInlineHighlight: true } as const;

/**
 * Code blocks scroll sideways on small screens: a tab stop lets keyboard users scroll them too
 * (done at build time, so the page ships no script for it).
 */
export function focusableCodeBlocks(html: string): string {
  return html.replace(/<pre(?![^>]*\btabindex=)/g, '<pre tabindex="0"');
}
