import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { feedOptions } from "./src/gatsby/feed-options";
import { italianDay, unpublishedPosts } from "./src/content/publishing";
import { readSiteSettings } from "./src/gatsby/site-settings";
import { sitemapOptions } from "./src/gatsby/sitemap";
import { gatsbyConfigHeaders } from "./src/gatsby/security-headers";
import { withSiteHeadersAdapter } from "./src/gatsby/adapter-headers";
import { prismOptions } from "./src/content/markdown";
import { sharpDefaults } from "./src/gatsby/image-encoding";

const contentDir = path.resolve("content");
const site = readSiteSettings(contentDir);
// `gatsby build` runs with NODE_ENV=production, `gatsby develop` with development.
const production = process.env.NODE_ENV === "production";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    siteUrl: site.siteUrl,
    description: site.description,
  },
  trailingSlash: "never",
  // The adapter from the lockfile: without this line Netlify installs whatever `^1` is current into
  // .cache/adapters at build time. Local builds then write the same public/_headers as Netlify's. Its `/*` rule
  // carries the headers of every path (src/gatsby/adapter-headers.ts).
  adapter: withSiteHeadersAdapter(netlifyAdapter()),
  // Served by Gatsby's Netlify adapter, a rule per file; each page's policy and headers are added after the build.
  headers: gatsbyConfigHeaders(),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // The publishing rule (src/content/publishing.ts): a production build never sources a draft or a scheduled post.
      options: { name: "content", path: contentDir, ignore: production ? [unpublishedPosts(contentDir)] : [] },
    },
    // The YAML files become nodes in src/gatsby/nodes.ts, each translation with its Italian twin's shared values
    // (gatsby-transformer-yaml made a node of each file as it is: README, "Libraries replaced").
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            // Body images as the site's own <picture> (AVIF, WebP), written at build time (plugins/remark-picture).
            resolve: "remark-picture",
            options: { maxWidth: 760 },
          },
          { resolve: "gatsby-remark-prismjs", options: prismOptions },
        ],
      },
    },
    {
      // Formats, qualities and widths of every image, page and Markdown alike (src/gatsby/image-encoding.js);
      // the AVIF effort is set in src/gatsby/avif-effort.ts.
      resolve: "gatsby-plugin-sharp",
      options: { defaults: sharpDefaults() },
    },
    // gatsby-plugin-image is installed for its types only (IGatsbyImageData): images are rendered by
    // src/components/shared/picture, so its component and its head style and decode script stay out.
    "gatsby-transformer-sharp",
    // Each language's journal RSS feed (/rss.xml, /en/rss.xml) and the sitemap of both editions, with their hreflang
    // twins; robots.txt is written after the build (src/gatsby/post-build.ts).
    { resolve: "gatsby-plugin-feed", options: feedOptions(site, contentDir) },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(italianDay()) },
    // The editors' /admin/ is bundled apart from the public pages by src/gatsby/cms-webpack.ts.
  ],
};

export default config;
