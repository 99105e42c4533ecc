/**
 * What the Markdown of a post or a work may put on a page. Raw HTML in Markdown reaches the HTML as written, and the
 * public pages share their origin with /admin/, where editors' GitHub tokens live: so every body is sanitised, by the
 * build (`remarkHtml`, src/gatsby/schema.ts: pages, feeds, search) and by the CMS preview (src/cms/preview/markdown.ts)
 * with this one allow-list, and the preview tells the editor what was taken out and why.
 *
 * Kept: what Markdown itself writes through gatsby-transformer-remark (GFM tables, task lists, strikethrough,
 * footnotes), gatsby-remark-prismjs's highlighted code, the site's own <picture> from plugins/remark-picture, figures,
 * and links to http(s), mailto, tel and relative addresses. Everything else goes: scripts, event handlers,
 * `javascript:` and other schemes, <style> and style attributes, frames, objects, forms, <meta>, <link>, <base>.
 * Done on the HTML string with sanitize-html (the version gatsby-transformer-remark already uses for excerpts), which
 * runs alike in Node and in the editor's browser.
 */
import sanitizeHtml from "sanitize-html";

/** Why something was taken out; the CMS says it in Italian (src/cms/preview/PreviewFrame.tsx). */
export type RemovalReason = "code" | "style" | "embed" | "page" | "form" | "address" | "other";

/** An element, or an attribute of an element, that a body had and its page will not. */
export interface Removal {
  element: string;
  attribute?: string;
  count: number;
  reason: RemovalReason;
}

const TAGS = [
  ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "div", "span"],
  ...["em", "strong", "b", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "abbr", "kbd", "samp", "var", "q", "cite"],
  ...["code", "pre", "a", "img", "picture", "source", "figure", "figcaption", "details", "summary"],
  ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "input"],
];

const ATTRIBUTES: Record<string, (string | sanitizeHtml.AllowedAttribute)[]> = {
  a: ["href", "title", "class"],
  // remark-picture's markup (src/components/shared/picture/picture-markup.js) and Markdown's own images.
  img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
  source: ["srcset", "type", "sizes", "media"],
  // Footnotes: `sup#fnref-1` and `li#fn-1` (their ids only, keepFootnoteId), their links' classes.
  sup: ["id"],
  li: ["id", "class"],
  ul: ["class"],
  ol: ["start", "reversed"],
  th: ["align", "colspan", "rowspan", "scope"],
  td: ["align", "colspan", "rowspan"],
  abbr: ["title"],
  details: ["open"],
  // gatsby-remark-prismjs: div.gatsby-highlight[data-language] > pre.language-x > code.language-x > span.token…
  div: ["class", "data-language"],
  pre: ["class"],
  code: ["class"],
  span: ["class"],
  // GFM's task lists: a disabled checkbox, nothing else (exclusiveFilter).
  input: [{ name: "type", values: ["checkbox"] }, "checked", "disabled"],
};

/** Classes that mean something outside a body (src/styles/global.css): no body's span may take them. */
const PAGE_CLASSES = ["visually-hidden", "deferred"];

const CLASSES: Record<string, (string | RegExp)[]> = {
  a: ["footnote-ref", "footnote-backref"],
  li: ["task-list-item"],
  ul: ["contains-task-list"],
  div: ["gatsby-highlight", "has-highlighted-lines", "footnotes"],
  pre: ["language-*"],
  code: ["language-*"],
  // Prism's token types, which each grammar names (`token keyword`, `token attr-value`, `language-css`…).
  span: [new RegExp(`^(?!(?:${PAGE_CLASSES.join("|")})$)[a-z][a-z0-9-]*$`)],
};

/** A footnote's id (`fn-1`, `fnref-note`) stays; any other id could collide with the page's own. */
function keepFootnoteId(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id !== undefined && /^fn(?:ref)?-[\w-]+$/.test(id) ? attribs : rest };
}

const OPTIONS: sanitizeHtml.Options = {
  allowedTags: TAGS,
  allowedAttributes: ATTRIBUTES,
  allowedClasses: CLASSES,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // The CMS preview shows an image picked from the media library from a blob: or data: URL; an image cannot run code.
  allowedSchemesByTag: { img: ["http", "https", "blob", "data"] },
  allowProtocolRelative: false,
  // What these hold is not text to show: it goes with them.
  nonTextTags: ["script", "style", "template", "noscript", "iframe", "noembed", "noframes", "object", "textarea", "option", "title", "xmp"],
  // Void elements, written `<x />` (sanitize-html's own list lacks <source> and <wbr>).
  selfClosing: ["img", "br", "hr", "input", "source", "wbr"],
  disallowedTagsMode: "discard",
  parseStyleAttributes: false,
  transformTags: { sup: keepFootnoteId, li: keepFootnoteId },
  // A checkbox is GFM's; any other field is not (its type gone, it would be a text box).
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
};

const URL_ATTRIBUTES = new Set(["href", "src", "srcset", "action", "formaction", "xlink:href", "poster", "data", "cite", "background"]);
const ELEMENT_REASONS: [RemovalReason, string[]][] = [
  ["code", ["script", "template", "svg", "math", "noscript"]],
  ["style", ["style", "font", "center", "marquee"]],
  ["embed", ["iframe", "frame", "frameset", "object", "embed", "applet", "portal", "audio", "video", "track", "canvas"]],
  ["page", ["meta", "link", "base", "title", "head", "html", "body"]],
  ["form", ["form", "input", "button", "select", "option", "optgroup", "textarea", "label", "fieldset", "legend", "datalist", "output"]],
];

function elementReason(element: string): RemovalReason {
  return ELEMENT_REASONS.find(([, elements]) => elements.includes(element))?.[0] ?? "other";
}

function attributeReason(attribute: string): RemovalReason {
  if (/^on/i.test(attribute)) return "code";
  if (attribute === "style") return "style";
  return URL_ATTRIBUTES.has(attribute) ? "address" : "other";
}

type Counts = Map<string, number>;
const add = (counts: Counts, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * Every element and element-attribute pair of an HTML fragment, counted by sanitize-html's parser, with `options` (by
 * default allowing everything: a count of what is there, whose output is not used).
 */
function countTags(html: string, options: sanitizeHtml.Options = { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true }) {
  const elements: Counts = new Map();
  const attributes: Counts = new Map();
  const output = sanitizeHtml(html, {
    ...options,
    onOpenTag: (name, attribs) => {
      add(elements, name);
      for (const attribute of Object.keys(attribs)) add(attributes, `${name} ${attribute.toLowerCase()}`);
    },
  });
  return { elements, attributes, output };
}

/**
 * A body's HTML with only what the allow-list keeps, and what went: each element and each attribute of a kept
 * element, counted, with the reason (elements first, in the order they were met).
 */
export function sanitizeBody(html: string): { html: string; removed: Removal[] } {
  const before = countTags(html, OPTIONS);
  const clean = before.output;
  const after = countTags(clean);
  const removed: Removal[] = [];
  for (const [element, count] of before.elements) {
    const gone = count - (after.elements.get(element) ?? 0);
    if (gone > 0) removed.push({ element, count: gone, reason: elementReason(element) });
  }
  for (const [key, count] of before.attributes) {
    const [element, attribute] = key.split(" ");
    // An element taken out takes its attributes with it: only a kept element's lost attributes are news.
    if (!after.elements.has(element)) continue;
    const gone = count - (after.attributes.get(key) ?? 0);
    if (gone > 0) removed.push({ element, attribute, count: gone, reason: attributeReason(attribute) });
  }
  return { html: clean, removed };
}
