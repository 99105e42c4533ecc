import type { ReactElement } from "react";
import { onRenderBody } from "gatsby-plugin-image/gatsby-ssr";

/**
 * The base styles of gatsby-plugin-image's wrappers (absolute image, cover fit), which the plugin puts in
 * every page's head at build time. The preview frame has no such head: the CSS is taken from the plugin's
 * own onRenderBody, and the admin build stops if the plugin no longer provides it there.
 */
export function gatsbyImageStyles(): string {
  let css: string | undefined;
  const setHeadComponents = (components: ReactElement[]) => {
    const style = components.find((component) => component.key === "gatsby-image-style");
    css = (style?.props as { dangerouslySetInnerHTML?: { __html: string } } | undefined)?.dangerouslySetInnerHTML?.__html;
  };
  onRenderBody({ setHeadComponents });
  if (!css) throw new Error("src/cms/preview/image-styles.ts: gatsby-plugin-image no longer renders its wrapper styles in onRenderBody; review this module.");
  return css;
}
