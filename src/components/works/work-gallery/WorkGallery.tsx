import React from "react";
import type { SliderImage } from "../work-slider/WorkSlider";
import { Picture } from "../../shared/picture/Picture";
import * as styles from "./WorkGallery.module.css";

export interface WorkGalleryProps {
  images: readonly SliderImage[];
  /** Accessible name of the list of images. */
  label: string;
}

/** Sizes the browser picks files by: the page's content width. */
const GALLERY_SIZES = "(min-width: 1280px) 1216px, calc(100vw - 48px)";

/** Every image of a work, large and one after the other, each with its alt text. */
export function WorkGallery({ images, label }: WorkGalleryProps) {
  return (
    <ul className={styles.gallery} aria-label={label}>
      {images.map(({ image, alt }, index) => (
        <li key={image.images.fallback?.src ?? index}>
          {/* The first image is the page's largest paint. */}
          <Picture image={image} alt={alt} sizes={GALLERY_SIZES} priority={index === 0} className={styles.image} />
        </li>
      ))}
    </ul>
  );
}
