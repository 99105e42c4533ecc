/**
 * Turns Markdown files of the works and journal folders into typed nodes
 * (`Work`, `JournalPost`), with the frontmatter already validated.
 */
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { collections, journal, type Collection } from "../content/collections";
import { objectSchema } from "../content/fields";
import { localeOfFile } from "../content/locale-files";
import { postFacts } from "../content/post-facts";
import { hasTranslation } from "../content/translations";
import { DEFAULT_LOCALE } from "../lib/locales";
import { entrySlug } from "../lib/slug";
import { nodeTypeName } from "./schema";

interface MarkdownNode extends Node {
  frontmatter: Record<string, unknown>;
  rawMarkdownBody: string;
  excerpt?: string;
}

const markdownCollections = collections.filter((c) => c.source.type === "markdown");

function collectionOf(relativePath: string): Collection | undefined {
  return markdownCollections.find((c) => c.source.type === "markdown" && relativePath.startsWith(`${c.source.folder}/`));
}

/**
 * An unquoted YAML date reaches Gatsby as midnight UTC ("2026-02-17T00:00:00.000Z"):
 * it is a calendar day, kept as one so pages, feed and structured data all say "2026-02-17".
 */
export function calendarDay(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/T00:00:00(\.0+)?Z$/, "") : value;
}

/** The first paragraph of a Markdown body as plain text, for lists and feeds. */
export function plainExcerpt(markdown: string, maxLength = 200): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|!\[|```|>|[-*] )/.test(block)) ?? "";
  const text = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ");
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).replace(/\s+\S*$/, "")}…` : text;
}

const yamlTypes = new Set(collections.filter((c) => c.source.type === "yaml").map(nodeTypeName));

export function onCreateNode(args: CreateNodeArgs): void {
  const { node, getNode } = args;
  if (!node.parent) return;
  const file = getNode(node.parent) as (Node & { relativePath?: string; sourceInstanceName?: string }) | undefined;
  if (!file?.relativePath || file.sourceInstanceName !== "content") return;
  // A page's copy, from gatsby-transformer-yaml: its language is its file's (`home.en.yaml`), which queries filter on.
  if (yamlTypes.has(node.internal.type)) args.actions.createNodeField({ node, name: "locale", value: localeOfFile(file.relativePath) });
  if (node.internal.type === "MarkdownRemark") createEntryNode(args, node as MarkdownNode, file.relativePath);
}

/** A work or a post in one language, from its Markdown file. */
function createEntryNode({ actions, createNodeId, createContentDigest }: CreateNodeArgs, markdown: MarkdownNode, relativePath: string): void {
  const collection = collectionOf(relativePath);
  if (!collection) return;
  const locale = localeOfFile(relativePath);
  const { reviewed: _reviewed, ...frontmatter } = markdown.frontmatter;
  // An English file that translates nothing (Decap writes one for a post saved in Italian only) is no English version.
  if (locale !== DEFAULT_LOCALE && !hasTranslation(collection.fields, frontmatter)) return;
  // Validated before bootstrap; parsing again normalises dates to strings.
  const data = objectSchema(collection.fields).parse(frontmatter) as Record<string, unknown>;
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.kind === "date") data[name] = calendarDay(data[name]);
  }

  const entry = path.basename(path.dirname(relativePath));
  const slug = (data.slug as string | undefined) ?? entrySlug(entry);
  // Every post sourced becomes a node: a production build sources published posts only (src/content/publishing.ts),
  // `gatsby develop` every post, `draft` always true or false for its badge.
  const derived =
    collection === journal
      ? {
          draft: data.draft === true,
          // The date is formatted here: Intl's Italian locale data costs a phone tens of milliseconds to load.
          ...postFacts(data.date as string, markdown.rawMarkdownBody, data.updated as string | undefined, locale),
          excerpt: plainExcerpt(markdown.rawMarkdownBody),
        }
      : {};
  const fields = { ...data, slug, locale, entry, ...derived };

  const type = nodeTypeName(collection);
  const child = {
    ...fields,
    id: createNodeId(`${type} >>> ${markdown.id}`),
    parent: markdown.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: markdown, child: child as unknown as Node });
}
