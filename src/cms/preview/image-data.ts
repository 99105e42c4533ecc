import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * A picture the build has not processed (a file just chosen in the CMS's media library) as the image
 * data that the sections take: one plain source, the given proportions.
 */
export function imageDataFromUrl(
  url: string,
  { width = 1600, height = 1000, layout = "constrained" }: Partial<Pick<IGatsbyImageData, "width" | "height" | "layout">> = {},
): IGatsbyImageData {
  return { layout, width, height, images: { fallback: { src: url } } };
}
