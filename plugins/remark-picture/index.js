/**
 * A gatsby-transformer-remark plugin: each Markdown image of a local file becomes the site's own
 * <picture> (src/components/shared/picture/picture-markup.js, the markup the Picture component
 * renders), written into the HTML at build time. The files are made by gatsby-plugin-sharp's
 * `generateImageData`, the resolver behind `gatsbyImageData`, with the page images' formats, qualities and
 * widths (src/gatsby/image-encoding.js): WebP and AVIF, at 1/2, 1 and 2 times `maxWidth`.
 * An image whose file is missing stops the build.
 */
const path = require("node:path");
const { generateImageData } = require("gatsby-plugin-sharp");
const { pictureHtml } = require("../../src/components/shared/picture/picture-markup");
const { withSiteWidths } = require("../../src/gatsby/image-encoding");

function imageNodes(node, found = []) {
  if (node.type === "image") found.push(node);
  for (const child of node.children ?? []) imageNodes(child, found);
  return found;
}

const isLocal = (url) => !/^([a-z][a-z\d+.-]*:|\/\/|\/|#)/i.test(url);

module.exports = async ({ markdownAST, markdownNode, getNode, getRemarkFileDependency, pathPrefix, reporter, cache }, { maxWidth, sizes }) => {
  const images = imageNodes(markdownAST).filter((node) => isLocal(node.url));
  if (images.length === 0) return markdownAST;
  const markdownFile = getNode(markdownNode.parent);
  await Promise.all(
    images.map(async (node) => {
      const absolutePath = path.join(path.dirname(markdownFile.absolutePath), decodeURI(node.url));
      const file = await getRemarkFileDependency({ absolutePath: { eq: absolutePath } });
      if (!file) throw new Error(`${markdownFile.relativePath}: the image "${node.url}" does not exist beside the file`);
      const image = await generateImageData({
        file,
        // Formats and qualities: gatsby-plugin-sharp's defaults, as for the page images.
        args: withSiteWidths({ layout: "constrained", width: maxWidth, placeholder: "none", sizes }),
        pathPrefix,
        reporter,
        cache,
      });
      if (!image) throw new Error(`${markdownFile.relativePath}: gatsby-plugin-sharp made no files for "${node.url}"`);
      // Body images are never the page's first paint: lazy.
      node.type = "html";
      node.value = pictureHtml(image, { alt: node.alt ?? "" });
      delete node.url;
      delete node.alt;
      delete node.title;
    }),
  );
  return markdownAST;
};
