import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { feedOptions } from "./src/gatsby/feed";
import { readSiteSettings } from "./src/gatsby/site-settings";
import { sitemapOptions } from "./src/gatsby/sitemap";
import { yamlTypeNameFor } from "./src/gatsby/schema";
import { gatsbyConfigHeaders } from "./src/gatsby/security-headers";
import { prismOptions } from "./src/content/markdown";
import { customizeCmsWebpack } from "./src/gatsby/cms-webpack";

const contentDir = path.resolve("content");
const site = readSiteSettings(contentDir);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    siteUrl: site.siteUrl,
    description: site.description,
  },
  trailingSlash: "never",
  // Served by Gatsby's Netlify adapter; the per-page CSP is added after the build.
  headers: gatsbyConfigHeaders(),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) => yamlTypeNameFor(node.relativePath),
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            // gatsby-remark-images without its every-page fade-in script (plugins/remark-images-without-fade).
            resolve: "remark-images-without-fade",
            options: { maxWidth: 760, linkImagesToOriginal: false, withWebp: true, withAvif: true, quality: 70 },
          },
          { resolve: "gatsby-remark-prismjs", options: prismOptions },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "none" } },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    // Its client-side renderer is fetched only when an image is rendered in the browser (plugins/image-renderer-on-demand).
    "image-renderer-on-demand",
    // The journal's RSS feed (/rss.xml) and the sitemap; robots.txt is written after the build (src/gatsby/post-build.ts).
    { resolve: "gatsby-plugin-feed", options: feedOptions(site, contentDir) },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions() },
    {
      // The editors' interface at /admin/, bundled apart from the public pages (noindex).
      resolve: "gatsby-plugin-decap-cms",
      options: {
        modulePath: path.resolve("src/cms/cms.ts"),
        manualInit: true,
        enableIdentityWidget: false,
        htmlTitle: "Blessbit · Gestione contenuti",
        includeRobots: false,
        customizeWebpackConfig: customizeCmsWebpack,
      },
    },
  ],
};

export default config;
