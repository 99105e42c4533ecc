// The body allow-list on the hostile post of the content copy (scripts/hostile-post.mjs), through the site's pipeline
// (gatsby-transformer-remark's own `MarkdownRemark.html` resolver, wrapped by src/gatsby/schema.ts) and the CMS
// preview's (src/cms/preview/markdown.ts): nothing hostile is left, what posts need is, and both give the same body.
import type { CreateResolversArgs } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";
import highlightCodeBlocks from "gatsby-remark-prismjs";
import { HOSTILE_BODY, HOSTILE_IMAGE, HOSTILE_MARKERS } from "../../scripts/hostile-post.mjs";
import { renderMarkdown } from "../cms/preview/markdown";
import { createResolvers } from "../gatsby/schema";
import { anchorHeadings, prismOptions } from "./markdown";
import { sanitizeBody } from "./sanitize";

const LABEL = "Link alla sezione «{heading}»";

/** The post's body as the build renders it: gatsby-transformer-remark with gatsby-remark-prismjs, then the site's resolver. */
async function builtBody(markdown: string): Promise<string> {
  const cache = new Map<string, unknown>();
  const gatsbyCache = { get: async (key: string) => cache.get(key), set: async (key: string, value: unknown) => void cache.set(key, value) };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the transformer's own field resolvers, untyped CommonJS, as Gatsby loads them
  const extendNodeType = require("gatsby-transformer-remark/extend-node-type") as (args: object, options: object) => Promise<Record<string, { resolve: unknown }>>;
  const fields = await extendNodeType(
    { type: { name: "MarkdownRemark" }, basePath: "", getNode: () => undefined, getNodesByType: () => [], cache: gatsbyCache, getCache: () => gatsbyCache, reporter: {} },
    { plugins: [{ name: "gatsby-remark-prismjs", module: highlightCodeBlocks, pluginOptions: prismOptions }] },
  );
  const markdownNode = { id: "markdown", internal: { content: markdown, contentDigest: String(markdown.length) } };
  const resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<string> }>> = {};
  createResolvers({ createResolvers: (map: typeof resolvers) => Object.assign(resolvers, map) } as unknown as CreateResolversArgs);
  const info = { schema: { getType: (name: string) => (name === "MarkdownRemark" ? { getFields: () => fields } : undefined) } } as unknown as GraphQLResolveInfo;
  const context = {
    nodeModel: {
      getNodeById: async () => markdownNode,
      findOne: async () => ({ headingLinkLabel: LABEL }),
      findAll: async () => ({ entries: [] }),
    },
  };
  return resolvers.JournalPost.html.resolve({ parent: "markdown" }, {}, context, info);
}

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;

describe("the hostile post", () => {
  let site: string;
  let preview: ReturnType<typeof renderMarkdown>;
  beforeAll(async () => {
    site = await builtBody(HOSTILE_BODY);
    preview = renderMarkdown(HOSTILE_BODY, (path) => path);
  });

  test.each(HOSTILE_MARKERS)("$part reaches neither the site's page nor the preview", ({ pattern }) => {
    expect(site).not.toMatch(pattern);
    expect(preview.html).not.toMatch(pattern);
  });

  test("no element or attribute that runs code, frames, restyles or redirects is left", () => {
    for (const body of [parse(site), parse(preview.html)]) {
      expect(body.querySelectorAll("script, style, iframe, meta, link, base, form, object, embed")).toHaveLength(0);
      const attributes = [...body.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));
      expect(attributes.filter((name) => /^on|^style$/i.test(name))).toEqual([]);
      for (const link of body.querySelectorAll("a[href]")) expect(link.getAttribute("href")).toMatch(/^(https?:|mailto:|tel:|#|\/)/);
    }
  });

  test("what posts need stays: the table, the footnote, the coloured code, the heading, the image", () => {
    for (const body of [parse(site), parse(preview.html)]) {
      expect(body.querySelectorAll("table th")).toHaveLength(2);
      expect(body.querySelector("th")?.getAttribute("align")).toBe("left");
      expect(body.querySelector("sup[id^=fnref] a.footnote-ref")?.getAttribute("href")).toMatch(/^#fn-/);
      expect(body.querySelector("div.footnotes li[id^=fn-] a.footnote-backref")).not.toBeNull();
      expect(body.querySelector("div.gatsby-highlight[data-language=js] pre.language-js code.language-js span.token.keyword")?.textContent).toBe("const");
      expect(body.querySelector("pre")?.getAttribute("tabindex")).toBe("0");
      expect(body.querySelector(`img[src$="${HOSTILE_IMAGE}"]`)?.getAttribute("alt")).toBe("Una figura del lavoro");
      // The favicon image of the hostile <img> stays, without its handlers.
      expect(body.querySelector('img[src="/favicon.svg"]')?.getAttribute("alt")).toBe("");
      expect(body.textContent).toContain("Un paragrafo che copriva la pagina.");
      expect(body.textContent).not.toContain("__hostile");
      expect(body.textContent).not.toContain("display: none");
    }
  });

  test("the preview shows the body the site publishes", () => {
    // The site's body is anchored by its resolver; the preview's template anchors it the same way.
    expect(site).toBe(anchorHeadings(preview.html, LABEL).html);
  });

  test("the preview lists each removed part with its reason", () => {
    expect(preview.removed).toEqual([
      { element: "script", count: 1, reason: "code" },
      { element: "meta", count: 1, reason: "page" },
      { element: "iframe", count: 1, reason: "embed" },
      { element: "style", count: 1, reason: "style" },
      { element: "img", attribute: "onerror", count: 1, reason: "code" },
      { element: "img", attribute: "onload", count: 1, reason: "code" },
      { element: "a", attribute: "href", count: 2, reason: "address" },
      { element: "p", attribute: "style", count: 1, reason: "style" },
    ]);
  });
});

describe("sanitizeBody", () => {
  test("keeps the site's own <picture> from plugins/remark-picture whole", () => {
    const picture =
      '<p><picture><source type="image/avif" srcset="/static/a/190.avif 190w,/static/a/380.avif 380w" sizes="(min-width: 760px) 760px, 100vw" />' +
      '<img src="/static/a/760.jpg" srcset="/static/a/190.jpg 190w,/static/a/760.jpg 760w" sizes="(min-width: 760px) 760px, 100vw" width="760" height="475" alt="Uno schema" loading="lazy" decoding="async" /></picture></p>';
    const { html, removed } = sanitizeBody(picture);
    expect(removed).toEqual([]);
    const img = parse(html).querySelector("picture > img")!;
    expect(Object.fromEntries([...img.attributes].map((attribute) => [attribute.name, attribute.value]))).toEqual({
      src: "/static/a/760.jpg",
      srcset: "/static/a/190.jpg 190w, /static/a/760.jpg 760w",
      sizes: "(min-width: 760px) 760px, 100vw",
      width: "760",
      height: "475",
      alt: "Uno schema",
      loading: "lazy",
      decoding: "async",
    });
    expect(parse(html).querySelector("picture > source")?.getAttribute("type")).toBe("image/avif");
    // A void element stays void: no `</source>` for the HTML checker to refuse.
    expect(html).not.toContain("</source>");
  });

  test.each([
    ['<a href="https://example.com/">x</a>', true],
    ['<a href="mailto:studio@example.com">x</a>', true],
    ['<a href="tel:+390801234567">x</a>', true],
    ['<a href="/journal">x</a>', true],
    ['<a href="#fn-1">x</a>', true],
    ['<a href="JavaScript:alert(1)">x</a>', false],
    ['<a href="java&#x09;script:alert(1)">x</a>', false],
    ['<a href="data:text/html,x">x</a>', false],
    ['<a href="vbscript:x">x</a>', false],
    ['<a href="//example.com/">x</a>', false],
  ])("a link %s keeps its address: %s", (link, kept) => {
    expect(parse(sanitizeBody(link).html).querySelector("a")?.hasAttribute("href")).toBe(kept);
  });

  test("only GFM's checkbox stays of the form fields; ids only a footnote's; classes only the body's own", () => {
    const { html, removed } = sanitizeBody(
      '<ul class="contains-task-list"><li class="task-list-item" id="fn-x"><input type="checkbox" checked disabled> fatto</li></ul>' +
        '<p><input type="text" name="q"><input></p><sup id="___gatsby">1</sup><span class="token visually-hidden deferred">x</span>',
    );
    const body = parse(html);
    expect(body.querySelectorAll("input")).toHaveLength(1);
    expect(body.querySelector("input")?.getAttribute("type")).toBe("checkbox");
    expect(body.querySelector("li")?.id).toBe("fn-x");
    expect(body.querySelector("sup")?.hasAttribute("id")).toBe(false);
    expect(body.querySelector("span")?.className).toBe("token");
    expect(removed).toEqual(
      expect.arrayContaining([
        { element: "input", count: 2, reason: "form" },
        { element: "sup", attribute: "id", count: 1, reason: "other" },
      ]),
    );
  });

  test("works without postcss, which the admin bundle leaves out (src/gatsby/cms-webpack.ts)", () => {
    jest.isolateModules(() => {
      jest.doMock("postcss", () => ({}));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, its postcss an empty module as webpack's `false` alias makes it
      const { sanitizeBody: withoutPostcss } = require("./sanitize") as typeof import("./sanitize");
      expect(withoutPostcss('<p style="color: red" onclick="x()">testo</p>')).toEqual({
        html: "<p>testo</p>",
        removed: [
          { element: "p", attribute: "style", count: 1, reason: "style" },
          { element: "p", attribute: "onclick", count: 1, reason: "code" },
        ],
      });
    });
  });

  test("a text without HTML of its own loses nothing", () => {
    expect(sanitizeBody("<h2>Titolo</h2><p>Un <em>testo</em> &amp; <code>&lt;b&gt;</code>.</p><hr />").removed).toEqual([]);
  });
});
