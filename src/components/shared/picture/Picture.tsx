import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { pictureAttributes } from "./picture-markup";

export interface PictureProps {
  /** gatsby-plugin-image's data (`gatsbyImageData`); only `images.fallback.src` is required. */
  image: IGatsbyImageData;
  /** From the content; "" for a decorative image. */
  alt: string;
  /** The page's largest paint (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
  /** The width the image is shown at, for the browser's choice of file (replaces the data's own). */
  sizes?: string;
  /** Goes on the <img>, the box that is laid out: the <picture> around it has none (global.css). */
  className?: string;
  draggable?: boolean;
}

/**
 * A responsive image as plain HTML: AVIF and WebP <source>s, a fallback <img> with its width and
 * height, lazy below the fold. It works with scripts off and renders the same in the browser.
 * The markup is described once, in picture-markup.js (also used for Markdown images).
 */
export function Picture({ image, alt, priority, sizes, className, draggable }: PictureProps) {
  const picture = pictureAttributes(image, { alt, priority, sizes, className, draggable });
  if (!picture) return null;
  const { img } = picture;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={`${source.type}${source.media ?? ""}`} type={source.type} media={source.media} srcSet={source.srcset} sizes={source.sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcset}
        sizes={img.sizes}
        width={img.width}
        height={img.height}
        alt={img.alt}
        className={img.class}
        loading={img.loading}
        decoding={img.decoding}
        draggable={img.draggable}
        fetchPriority={img.fetchpriority}
      />
    </picture>
  );
}
