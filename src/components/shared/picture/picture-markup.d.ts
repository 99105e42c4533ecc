import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PictureOptions {
  alt: string;
  /** The page's largest paint (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
  /** The width the image is shown at, replacing the data's own `sizes`. */
  sizes?: string;
  /** On the <img>: the <picture> has no box of its own (global.css). */
  className?: string;
  draggable?: boolean;
}

export interface SourceAttributes {
  type?: string;
  media?: string;
  srcset: string;
  sizes?: string;
}

export interface ImgAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
  alt: string;
  class?: string;
  loading: "eager" | "lazy";
  fetchpriority?: "high";
  decoding: "async";
  draggable?: "false";
}

export function pictureAttributes(image: IGatsbyImageData, options: PictureOptions): { sources: SourceAttributes[]; img: ImgAttributes } | null;
export function pictureHtml(image: IGatsbyImageData, options: PictureOptions): string;
