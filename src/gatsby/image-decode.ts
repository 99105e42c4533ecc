/**
 * gatsby-plugin-image puts a script in every page's head that, for each image that finishes
 * loading, decodes it once more (`new Image().decode()`) before showing it (opacity 0 to 1).
 * On the works page that decoded every slide of the sliders near the viewport at load, shown
 * or not. Without it the browser decodes an image when it first paints it (in Lighthouse runs of
 * works: image decoding 137 -> 70 ms, frames drawn 36 -> 22); global.css shows main images at
 * once (the site's images have no placeholder to fade from).
 */
import { isValidElement, type ReactNode } from "react";

/** The React key gatsby-plugin-image gives that script (gatsby-plugin-image/gatsby-ssr.js). */
export const IMAGE_DECODE_SCRIPT_KEY = "gatsby-image-style-script";

export function withoutImageDecodeScript(components: ReactNode[]): ReactNode[] {
  return components.filter((node) => !(isValidElement(node) && node.key === IMAGE_DECODE_SCRIPT_KEY));
}
