/**
 * How large an image in content/ may be: a cover or a mock-up is shown at most about 1600 px wide (2400 px on a
 * sharp screen), so a larger file only slows the build, which encodes every image in several widths and formats.
 * One limit for both guards: the build's validation (src/content/validate.ts) stops on a file over it, naming the
 * file and the limit, and the CMS refuses an upload over its size (`max_file_size`, src/cms/config.ts). Decap has no
 * check of pixels: a photo of the right weight but too many pixels is named by the build.
 */
export const IMAGE_LIMITS = {
  /** The largest file, in bytes (8 MB). */
  bytes: 8_000_000,
  /** The longest side, in pixels. */
  side: 4000,
  /** The most pixels, in millions (a 4000 × 4000 square is 16). */
  megapixels: 16,
} as const;

/** The image files the validation measures, by extension. */
export const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif|tiff?|bmp)$/i;
