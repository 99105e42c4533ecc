/**
 * GraphQL types for every content collection, generated from the same field
 * descriptions that validate the files, so the schema and validation agree.
 */
import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from "gatsby";
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { collections, tags, type Collection } from "../content/collections";
import type { Field } from "../content/fields";
import { consentVersion, type Tracker } from "../content/consent-version";
import { anchorHeadings, focusableCodeBlocks } from "../content/markdown";
import { sanitizeBody } from "../content/sanitize";
import { DEFAULT_LOCALE } from "../lib/locales";
import { entrySlug } from "../lib/slug";
import { tagsNamed, type Tag } from "../lib/tags";
import { withSiteWidths } from "./image-encoding";

const upperFirst = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Node type of a collection: `SiteYaml`, `ServicesYaml`, ... for YAML; a Markdown collection names its own (`Work`). */
export function nodeTypeName(collection: Collection): string {
  if (collection.source.type === "markdown") return collection.source.typeName;
  return `${upperFirst(collection.name)}Yaml`;
}

/** The YAML node type of a file under content/ (`pages/home.yaml`), whose nodes hold its copy in each language. */
export function yamlTypeNameFor(file: string): string {
  const collection = collections.find((c) => c.source.type === "yaml" && c.source.file === file);
  if (!collection) throw new Error(`content/${file} belongs to no collection in src/content/collections.ts`);
  return nodeTypeName(collection);
}

interface Sdl {
  types: string[];
}

function graphqlType(field: Field, typeName: string, sdl: Sdl): string {
  const nonNull = field.optional ? "" : "!";
  switch (field.kind) {
    case "string":
    case "url":
      return `String${nonNull}`;
    case "select":
      // An enum, so that the generated types know the options as the content types do (src/content/fields.ts, ValueOf).
      if (!field.options.every((option) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(option))) return `String${nonNull}`;
      sdl.types.push(`enum ${typeName} {\n${field.options.map((option) => `  ${option}`).join("\n")}\n}`);
      return `${typeName}${nonNull}`;
    case "number":
      return `Float${nonNull}`;
    case "boolean":
      return `Boolean${nonNull}`;
    case "date":
      return `Date${nonNull} @dateformat`;
    case "image":
    case "file":
      return `File${nonNull} @fileByRelativePath`;
    case "object":
      sdl.types.push(objectType(typeName, field.fields, sdl));
      return `${typeName}${nonNull}`;
    case "list": {
      const item = graphqlType({ ...field.of, optional: false }, typeName, sdl).replace(" @fileByRelativePath", "");
      return `[${item}]${nonNull}`;
    }
  }
}

function objectType(typeName: string, fields: Record<string, Field>, sdl: Sdl, header = `type ${typeName}`): string {
  const lines = Object.entries(fields).map(([name, field]) => `  ${name}: ${graphqlType(field, typeName + upperFirst(name), sdl)}`);
  return `${header} {\n${lines.join("\n")}\n}`;
}

/**
 * Extra fields that the build derives (src/gatsby/nodes.ts): every entry's language, from its file's name, and a
 * Markdown entry's address and folder (`entry`, the same in both languages: what pairs a translation with its original).
 */
const entryFields = ["slug: String!", "locale: String!", "entry: String!"];
const derivedFields: Record<string, string[]> = {
  Work: entryFields,
  JournalPost: [...entryFields, "readingMinutes: Int!", "excerpt: String!", "dateLabel: String!", "updatedDateLabel: String"],
};

/** A heading of a post's text, for its table of contents (src/content/markdown.ts). */
const headingType = `type JournalPostHeading {\n  id: String!\n  text: String!\n  depth: Int!\n}`;

function typeDefinitions(): string {
  const sdl: Sdl = { types: [] };
  for (const collection of collections) {
    const name = nodeTypeName(collection);
    const definition = objectType(name, collection.fields, sdl, `type ${name} implements Node @dontInfer`);
    const extra = collection.source.type === "yaml" ? ["locale: String!"] : derivedFields[name];
    sdl.types.push(extra ? definition.replace(/\n}$/, `\n${extra.map((l) => `  ${l}`).join("\n")}\n}`) : definition);
  }
  return [...sdl.types, headingType].join("\n\n");
}

export function createSchemaCustomization({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(typeDefinitions());
}

/** The part of Gatsby's resolver context used here. */
type ResolverContext = {
  nodeModel: {
    getNodeById(args: { id: string }): Promise<unknown>;
    findOne(args: { type: string; query: Record<string, unknown> }): Promise<Record<string, unknown> | null>;
    findAll(args: { type: string }): Promise<{ entries: Iterable<Record<string, unknown>> }>;
  };
};
type Resolve<Result> = (
  source: { parent: string },
  args: Record<string, unknown>,
  context: ResolverContext,
  info: GraphQLResolveInfo,
) => Promise<Result>;

/**
 * The Markdown body, rendered by gatsby-transformer-remark's own resolver of `MarkdownRemark.html` on the parent node
 * (docs/architecture.md, "The Markdown body from gatsby-transformer-remark's resolver"), with only what the body
 * allow-list keeps (src/content/sanitize.ts): raw HTML in Markdown reaches pages, feeds and search through here.
 */
const remarkHtml: Resolve<string> = async (source, args, context, info) => {
  const markdown = await context.nodeModel.getNodeById({ id: source.parent });
  const resolve = (info.schema.getType("MarkdownRemark") as GraphQLObjectType | undefined)?.getFields().html?.resolve;
  if (!resolve) throw new Error("schema.ts: gatsby-transformer-remark no longer resolves MarkdownRemark.html, which Work and JournalPost render");
  const html = await resolve(markdown, args, context, info);
  if (typeof html !== "string")
    throw new Error(`schema.ts: gatsby-transformer-remark's MarkdownRemark.html gave ${typeof html}, not the post's HTML`);
  return focusableCodeBlocks(sanitizeBody(html).html);
};

/** The copy of a page or of the site in `locale` (a YAML collection's node type). */
const copyIn = (context: ResolverContext, type: string, locale: unknown) =>
  context.nodeModel.findOne({ type, query: { filter: { locale: { eq: locale } } } });

/** A post's body with its headings anchored, named by its journal's `headingLinkLabel` (content/pages/journal.yaml). */
const anchoredPost = async (...[source, args, context, info]: Parameters<Resolve<string>>) => {
  const page = await copyIn(context, "JournalPageYaml", (source as unknown as { locale: string }).locale);
  const label = page?.headingLinkLabel;
  if (typeof label !== "string") throw new Error("schema.ts: content/pages/journal.yaml has no headingLinkLabel for the posts' heading links");
  return anchorHeadings(await remarkHtml(source, args, context, info), label);
};

/** Gatsby's own resolver of a field that createResolvers wraps. */
type OriginalResolver = (source: unknown, args: { layout?: string }, context: ResolverContext, info: GraphQLResolveInfo) => unknown;

/**
 * A post's text with anchored headings and its headings, and its tags with their names in its language; a work's
 * story, as HTML, and the posts it names that exist. The consent's version is derived
 * from the trackers' list, so editing the list asks every visitor again. Every page image comes at the site's
 * widths (src/gatsby/image-encoding.js) unless its query names its own.
 */
export function createResolvers({ createResolvers: create }: CreateResolversArgs): void {
  create({
    SiteYaml: {
      // One consent for both languages, versioned by the Italian list: translating it asks no visitor again.
      consentVersion: {
        type: "String!",
        resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
          const italian = (await copyIn(context, "SiteYaml", DEFAULT_LOCALE)) as { trackers?: Tracker[] | null } | null;
          return consentVersion(italian?.trackers ?? []);
        },
      },
    },
    ImageSharp: {
      gatsbyImageData: {
        resolve: (
          source: unknown,
          args: { layout?: string },
          context: ResolverContext,
          info: GraphQLResolveInfo & { originalResolver: OriginalResolver },
        ) => {
          // gatsby-transformer-sharp's resolver, wrapped (docs/architecture.md, "The site's image widths").
          if (typeof info.originalResolver !== "function")
            throw new Error("schema.ts: ImageSharp.gatsbyImageData has no resolver of gatsby-transformer-sharp to wrap");
          return info.originalResolver(source, withSiteWidths(args), context, info);
        },
      },
    },
    JournalPost: {
      html: { type: "String!", resolve: async (...args: Parameters<Resolve<string>>) => (await anchoredPost(...args)).html },
      headings: { type: "[JournalPostHeading!]!", resolve: async (...args: Parameters<Resolve<string>>) => (await anchoredPost(...args)).headings },
      // The post's tags as its language's list in content/tags.yaml names them, in the post's order: what its chips show.
      tagEntries: {
        type: `[${nodeTypeName(tags)}Items!]!`,
        resolve: async (source: { tags: string[]; locale: string }, _args: unknown, context: ResolverContext) => {
          const list = (await copyIn(context, nodeTypeName(tags), source.locale)) as { items?: Tag[] } | null;
          return tagsNamed(source.tags, list?.items ?? []);
        },
      },
    },
    Work: {
      html: { type: "String!", resolve: remarkHtml },
      // A work's file names posts by their folder's slug, published or not; a query (and the work page's public page
      // data) gets the addresses of those this build has in the work's language (src/content/publishing.ts).
      journalPosts: {
        type: "[String!]",
        resolve: async (source: { journalPosts?: string[] | null; locale: string }, _args: unknown, context: ResolverContext) => {
          if (!source.journalPosts) return null;
          const { entries } = await context.nodeModel.findAll({ type: "JournalPost" });
          const slugByEntry = new Map(
            [...entries].filter((post) => post.locale === source.locale).map((post) => [entrySlug(String(post.entry)), String(post.slug)]),
          );
          return source.journalPosts.flatMap((named) => slugByEntry.get(named) ?? []);
        },
      },
    },
  });
}
