/**
 * Where the build-time workarounds run (docs/architecture.md). They rewrite what `gatsby build` makes and stop
 * the build, naming themselves, when that output changes shape. `gatsby develop` makes other output (CSS
 * injected by its scripts, no inline `<style data-href>`, no post-build hook), so there the same checks would
 * fail on output that was never theirs: its stages (`develop`, `develop-html`) are left alone.
 * Gatsby names the stage in onCreateWebpackConfig's `stage`, and inside its bundles (gatsby-ssr) as
 * `process.env.BUILD_STAGE`, which webpack replaces with the stage's name.
 */
export const BUILD_STAGE_OF = {
  /** The browser's scripts and CSS: per-page CSS, short class names, compile hints. */
  browserBundle: "build-javascript",
  /** The pages' HTML: the shell's CSS first, short class names. */
  pageHtml: "build-html",
} as const;

/** Whether the workarounds on `output` run in `stage` (by default the stage of the bundle this code is in). */
export function rewritesOutputOf(output: keyof typeof BUILD_STAGE_OF, stage: string | undefined = process.env.BUILD_STAGE): boolean {
  return stage === BUILD_STAGE_OF[output];
}
