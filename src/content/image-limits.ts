import { IMAGE_EXTENSIONS } from "./file-types";

/**
 * How large an image in content/ may be. A cover or a mock-up is shown at most about 1600 px wide (2400 px on a sharp
 * screen), and the build encodes every image in several widths and formats, so a larger file only slows the build
 * and fills the repository. The limits leave room for a phone's photo as it comes (4032 × 3024, 12 MP; 5712 × 4284,
 * 24 MP), which the build scales down, and stop what no page needs: a 7000 × 7000 scan, a 50 MP original.
 * One limit for both guards: the build's validation (src/content/validate.ts) stops on a file over it, naming the
 * file and the limit, and the CMS refuses an upload over its size (`max_file_size`, src/cms/config.ts). Decap has no
 * check of pixels (its `media_processing` redraws every upload at one fixed width, upscaling small ones): a photo of
 * the right weight but too many pixels is named by the build.
 */
export const IMAGE_LIMITS = {
  /** The largest file, in bytes (10 MB). */
  bytes: 10_000_000,
  /** The longest side, in pixels. */
  side: 6000,
  /** The most pixels, in millions. */
  megapixels: 25,
  /** What the message advises instead: the longest side a page shows, on a sharp screen. */
  advisedSide: 2400,
} as const;

/** The image files the validation measures: the formats the build encodes (src/content/file-types.ts). */
export const IMAGE_FILE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");
