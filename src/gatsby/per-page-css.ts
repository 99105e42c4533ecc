/**
 * Per-page CSS. Gatsby puts every CSS module of the site into one `styles` chunk and inlines it
 * in every page (54 kB of CSS on each, most of it other pages'). Without that cache group the CSS
 * follows the JavaScript: the shell's styles ride with the app chunk, a page's with its
 * component chunk, and Gatsby inlines only those two (client-assets-for-template.js). On a
 * client-side navigation mini-css-extract loads the next page's CSS before it renders, and
 * skips a file already inlined (it matches the `<style data-href>` Gatsby writes).
 * Class names are hashed per module; where a page's class refines a shell component's (a Cover
 * class on the shared Mascot), the page's rule must still come later, so the shell's CSS is put
 * first in the head, as it was inside the single file.
 */
import { isValidElement, type ReactNode } from "react";

type CacheGroups = Record<string, unknown>;

/** The bundler settings without Gatsby's all-CSS-in-one group; throws if Gatsby stopped defining it. */
export function withPerPageCss<Config extends { optimization?: { splitChunks?: false | { cacheGroups?: CacheGroups } } }>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  if (!splitChunks || !groups || !("styles" in groups)) {
    throw new Error("src/gatsby/per-page-css.ts: Gatsby's webpack config has no `styles` cache group any more; review per-page CSS.");
  }
  const { styles: _allCssInOneChunk, ...rest } = groups;
  return { ...config, optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups: rest } } };
}

const isAppStyle = (node: ReactNode) =>
  isValidElement<{ "data-href"?: string }>(node) && node.type === "style" && /^\/app\.[0-9a-f]+\.css$/.test(node.props["data-href"] ?? "");

/**
 * Head components with the shell's inline CSS moved before the page's (Gatsby inlines the page's first).
 * Throws, naming this module, if the head has no `<style data-href="/app.….css">`: Gatsby changed how it inlines CSS.
 */
export function appStylesFirst(components: ReactNode[]): ReactNode[] {
  const app = components.filter(isAppStyle);
  if (!app.length) {
    throw new Error('src/gatsby/per-page-css.ts: no inline <style data-href="/app.….css"> in the page\'s head; review per-page CSS.');
  }
  const rest = components.filter((node) => !isAppStyle(node));
  const firstStyle = rest.findIndex((node) => isValidElement(node) && node.type === "style");
  const at = firstStyle === -1 ? rest.length : firstStyle;
  return [...rest.slice(0, at), ...app, ...rest.slice(at)];
}
