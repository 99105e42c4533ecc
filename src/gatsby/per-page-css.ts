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

/** Gatsby's inline style tag: the CSS file's name (in `data-href`) and its content, as Gatsby read it from public/. */
const INLINE_STYLE = /<style data-href="\/([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g;
/** A CSS file's name without its content hash: `app.dc1a….css` -> `app`. */
const chunkOf = (file: string) => file.replace(/\.[0-9a-f]{8,}\.css$/, "");

/**
 * The page with each inline style replaced by the current build's CSS file of the same chunk.
 * An incremental build re-renders a page's HTML only when its data or its server-rendered code
 * changed; a CSS-only change leaves both alone (class names are hashed from the module's path),
 * so the page kept the previous CSS, inlined and named, while the browser's chunk map loaded the
 * new file on a client-side navigation. `currentCss` maps a chunk to its file name and content.
 */
export function withCurrentInlineStyles(html: string, currentCss: Map<string, { file: string; content: string }>): string {
  return html.replace(INLINE_STYLE, (tag, file: string) => {
    const current = currentCss.get(chunkOf(file));
    if (!current)
      throw new Error(`src/gatsby/per-page-css.ts: the inline style ${file} belongs to no CSS file of this build; review how Gatsby inlines CSS.`);
    if (current.file === file) return tag;
    return `<style data-href="/${current.file}" data-identity="gatsby-global-css">${current.content}</style>`;
  });
}

/** Every CSS file of this build (public/webpack.stats.json), by chunk, with its content; `readFile` reads from public/. */
export function currentCssFiles(readFile: (file: string) => string): Map<string, { file: string; content: string }> {
  const stats = JSON.parse(readFile("webpack.stats.json")) as { assetsByChunkName?: Record<string, string[]> };
  if (!stats.assetsByChunkName)
    throw new Error("src/gatsby/per-page-css.ts: public/webpack.stats.json has no assetsByChunkName; review how Gatsby writes it.");
  const files = Object.values(stats.assetsByChunkName)
    .flat()
    .filter((file) => file.endsWith(".css"));
  return new Map(files.map((file) => [chunkOf(file), { file, content: readFile(file) }]));
}
