declare module "*.module.css" {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module "*.woff2" {
  const url: string;
  export default url;
}
declare module "*.wav" {
  const url: string;
  export default url;
}
declare module "gatsby-remark-prismjs" {
  /** The remark plugin: replaces the code nodes of a Markdown tree with highlighted HTML. */
  export default function highlightCodeBlocks(args: { markdownAST: unknown }, options?: Record<string, unknown>): void;
}
declare module "gatsby-plugin-image/gatsby-ssr" {
  /** The plugin's SSR hook: puts its wrapper styles in the page head. */
  export function onRenderBody(args: { setHeadComponents: (components: import("react").ReactElement[]) => void }): void;
}

/** A YAML file of content/, as Gatsby's webpack rule (yaml-loader) hands it to the admin bundle (src/cms/preview/saved-texts.ts). */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
