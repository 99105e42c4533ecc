/**
 * Turns Markdown files of the works and journal folders into typed nodes
 * (`Work`, `JournalPost`), with the frontmatter already validated.
 */
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { collections, journal, type Collection } from "../content/collections";
import { localeOfMarkdown, markdownFile } from "../content/locale-files";
import { postFacts } from "../content/post-facts";
import { isVersion, readContentFile } from "../content/validate";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../lib/locales";
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

type ContentFile = Node & { relativePath?: string; absolutePath?: string; sourceInstanceName?: string; extension?: string };

const yamlCollections = collections.filter((c) => c.source.type === "yaml");
const yamlCollectionOf = (relativePath: string) => yamlCollections.find((c) => c.source.type === "yaml" && c.source.file === relativePath);

/**
 * Content nodes, one per language, which queries filter on: a page's copy from each language's section of its YAML
 * file, a work or a post from each language's Markdown file (src/content/locale-files.ts). A translation takes what it
 * shares from its Italian twin (src/content/translations.ts), so a change to the Italian file makes the translation's
 * node again too.
 */
export function onCreateNode(args: CreateNodeArgs): void {
  const { node, getNode } = args;
  if (node.internal.type === "File") {
    const file = node as ContentFile;
    if (file.sourceInstanceName === "content" && file.relativePath && yamlCollectionOf(file.relativePath)) {
      for (const locale of LOCALES) createCopyNode(args, file, locale);
    }
    return;
  }
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as ContentFile | undefined;
  if (!file?.relativePath || file.sourceInstanceName !== "content" || !collectionOf(file.relativePath) || !localeOfMarkdown(file.relativePath))
    return;
  for (const version of withTranslations(args, file)) {
    const markdown = version === file ? node : version.children.map((id) => getNode(id)).find((child) => child?.internal.type === "MarkdownRemark");
    if (markdown) createEntryNode(args, markdown as MarkdownNode, version);
  }
}

/** The file, and, for an Italian file, its translations' files in its folder that Gatsby has already sourced. */
function withTranslations({ getNodesByType }: CreateNodeArgs, file: ContentFile): ContentFile[] {
  if (localeOfMarkdown(file.relativePath!) !== DEFAULT_LOCALE) return [file];
  const folder = path.posix.dirname(file.relativePath!);
  const twins = new Set(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => path.posix.join(folder, markdownFile(locale))));
  return [
    file,
    ...(getNodesByType("File") as ContentFile[]).filter((other) => other.sourceInstanceName === "content" && twins.has(other.relativePath!)),
  ];
}

/** A page's or the site's copy in one language, from its section of the YAML file. */
function createCopyNode({ actions, createNodeId, createContentDigest }: CreateNodeArgs, file: ContentFile, locale: Locale): void {
  const collection = yamlCollectionOf(file.relativePath!)!;
  const fields = { ...readContentFile(collection, file.absolutePath!, locale), locale };
  const type = nodeTypeName(collection);
  const child = {
    ...fields,
    id: createNodeId(`${type} >>> ${file.id} >>> ${locale}`),
    parent: file.id,
    children: [],
    internal: { type, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: file, child: child as unknown as Node });
}

/** A work or a post in one language, from its Markdown file. */
function createEntryNode({ actions, createNodeId, createContentDigest }: CreateNodeArgs, markdown: MarkdownNode, file: ContentFile): void {
  const collection = collectionOf(file.relativePath!)!;
  const locale = localeOfMarkdown(file.relativePath!)!;
  // A file that translates nothing (Decap writes one for a post saved in one language) is no version in its language.
  if (!isVersion(collection, file.absolutePath!, markdown.frontmatter, locale)) return;
  // Validated before bootstrap; read again with the Italian twin's shared values, dates as text.
  const data = readContentFile(collection, file.absolutePath!, locale);
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.kind === "date") data[name] = calendarDay(data[name]);
  }

  const entry = path.basename(path.dirname(file.relativePath!));
  const slug = (data.slug as string | undefined) ?? entrySlug(entry);
  // Every post sourced becomes a node: a production build sources published posts only (src/content/publishing.ts),
  // `gatsby develop` every post, `draft` always true or false for its badge.
  const derived =
    collection === journal
      ? {
          draft: data.draft === true,
          // The date is formatted here: Intl's locale data costs a phone tens of milliseconds to load.
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
