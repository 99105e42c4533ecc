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

/** A post has a table of contents from this many sections (h2) on. */
export const TOC_MIN_SECTIONS = 3;

/** A heading of a post's text, as its table of contents lists it. */
export interface HeadingEntry {
  id: string;
  text: string;
  /** 2 for a section (h2), 3 for a subsection (h3). */
  depth: number;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML fragment: tags dropped, character references decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
      if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? match;
      return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** A heading's id from its text: lowercase, accents dropped, every other run of characters a dash ("Perché l'app?" -> "perche-l-app"). */
export function headingSlug(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "sezione"
  );
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Gives every h2 and h3 of a rendered text a stable id, the slug of its words (a repeated one gets -2, -3…), and a
 * visible anchor link after it, named by `linkLabel` ({heading} becomes the heading's text). Done on the HTML at
 * build time, so the page needs no script; returns the headings too, for a table of contents.
 */
export function anchorHeadings(html: string, linkLabel: string): { html: string; headings: HeadingEntry[] } {
  const used = new Map<string, number>();
  const headings: HeadingEntry[] = [];
  const anchored = html.replace(/<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g, (_match, level: string, attributes: string | undefined, inner: string) => {
    const text = plainText(inner);
    const base = headingSlug(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    headings.push({ id, text, depth: Number(level) });
    const rest = (attributes ?? "").replace(/\sid="[^"]*"/, "");
    const label = escapeAttribute(linkLabel.replace("{heading}", text));
    return (
      `<div class="anchored-heading" data-level="${level}"><h${level} id="${id}"${rest}>${inner}</h${level}>` +
      `<a class="heading-anchor" href="#${id}" aria-label="${label}">#</a></div>`
    );
  });
  return { html: anchored, headings };
}
