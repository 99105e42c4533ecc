"use strict";
/**
 * The one description of the site's <picture> markup, from the image data that gatsby-plugin-image
 * and gatsby-transformer-sharp produce (`gatsbyImageData`). The React component (Picture.tsx) and
 * the Markdown images written at build time (plugins/remark-picture) both render this, so the two
 * cannot drift. Plain CommonJS so that the remark plugin, which Node loads without a compiler,
 * can require it too; its types are in picture-markup.d.ts.
 *
 * Plain HTML only: AVIF/WebP <source>s, a fallback <img> with srcset/sizes, width and height for
 * the space it takes before it loads, lazy unless it is the page's largest paint. No wrapper, no
 * placeholder, nothing that needs a script.
 */

/** Candidates one after the other: gatsby-plugin-sharp separates them with newlines. */
const oneLine = (srcSet) => srcSet.replace(/,\s+/g, ",").trim();

/** The widest `NNNw` descriptor of a srcset, or undefined. */
function widestCandidate(srcSet) {
  const widths = [...srcSet.matchAll(/\s(\d+)w(?:,|$)/g)].map((match) => Number(match[1]));
  return widths.length ? Math.max(...widths) : undefined;
}

/**
 * Width and height in pixels for the <img>, whose ratio reserves the image's space before it loads.
 * A full-width image's data holds only its ratio (1 × 0.625): its widest file gives the pixels.
 * Unknown (an image from a plain URL, as in CMS previews): none, and CSS sizes the image.
 */
function intrinsicSize(image) {
  const { width, height, layout } = image;
  if (!(width > 0 && height > 0)) return {};
  const widest = image.images.fallback?.srcSet && widestCandidate(image.images.fallback.srcSet);
  if (layout === "fullWidth" && widest) return { width: widest, height: Math.round((widest * height) / width) };
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * The attributes of each <source> and of the <img>, with HTML's names, or null when the data has
 * no file to show. `sizes` replaces the data's own (the width the image is shown at, for the
 * browser's choice of file); `priority` marks the page's largest paint: fetched first, not lazily.
 */
function pictureAttributes(image, { alt, priority = false, sizes, className, draggable }) {
  const { fallback, sources = [] } = image.images;
  if (!fallback?.src) return null;
  return {
    sources: sources
      .filter((source) => source.srcSet)
      .map((source) => ({ type: source.type, media: source.media, srcset: oneLine(source.srcSet), sizes: sizes ?? source.sizes })),
    img: {
      src: fallback.src,
      // `sizes` means something only with a srcset (and the HTML checker says so).
      srcset: fallback.srcSet ? oneLine(fallback.srcSet) : undefined,
      sizes: fallback.srcSet ? (sizes ?? fallback.sizes) : undefined,
      ...intrinsicSize(image),
      alt,
      class: className,
      loading: priority ? "eager" : "lazy",
      fetchpriority: priority ? "high" : undefined,
      decoding: "async",
      draggable: draggable === false ? "false" : undefined,
    },
  };
}

const escapeAttribute = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function attributes(record) {
  return Object.entries(record)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
}

/** The same <picture> as an HTML string, for markup written at build time (Markdown images). */
function pictureHtml(image, options) {
  const picture = pictureAttributes(image, options);
  if (!picture) return "";
  return `<picture>${picture.sources.map((source) => `<source${attributes(source)}>`).join("")}<img${attributes(picture.img)}></picture>`;
}

module.exports = { pictureAttributes, pictureHtml };
