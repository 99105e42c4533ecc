/**
 * Gatsby ends every page with `<script src async>` for its runtime, React and the app. Async
 * scripts run as soon as they arrive, and on a phone they often arrive before the first frame:
 * ~80 kB of JavaScript is then evaluated before the visitor sees the page the HTML already holds.
 * After the build each page gets one small inline loader instead, which adds the same scripts
 * (same order, still async) once the browser reports its first paint (a `paint` performance
 * entry, delivered when the frame is on screen; where that entry type is missing, after the
 * first animation frame). A tab opened in the background paints nothing, so a timer loads them anyway.
 */

/**
 * The tags Gatsby writes into its `_gatsby-scripts` slice (gatsby/dist/utils/gatsby-webpack-stats-extractor.js);
 * the loader takes their place.
 */
const GATSBY_SCRIPT_TAG = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;
/** A loader written by an earlier build (an incremental build keeps the page): rewritten with today's code. */
const LOADER_TAG = /<script data-load-after-paint="">[\s\S]*?\((\[[^\]]*\])\)<\/script>/;

/** Milliseconds after which the scripts load even if no paint was reported (a background tab). */
export const LOAD_WITHOUT_PAINT_MS = 1000;

function scriptLoader(sources: string[]): string {
  return [
    "(function(s){var d;",
    'function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}',
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)',
    'new P(function(l,o){o.disconnect();setTimeout(go,0)}).observe({type:"paint",buffered:true});',
    "else requestAnimationFrame(function(){setTimeout(go,0)});",
    `setTimeout(go,${LOAD_WITHOUT_PAINT_MS})})(${JSON.stringify(sources)})`,
  ].join("");
}

const loaderTag = (sources: string[]) => `<script data-load-after-paint="">${scriptLoader(sources)}</script>`;

/** Whether a script's text is this loader, exactly as it is written for the site's own scripts (inline-scripts.ts). */
export function isScriptLoader(text: string): boolean {
  try {
    const sources: unknown = JSON.parse(/\((\[[^\]]*\])\)$/.exec(text)?.[1] ?? "null");
    return (
      Array.isArray(sources) &&
      sources.length > 0 &&
      sources.every((source) => typeof source === "string" && /^\/[\w.-]+\.js$/.test(source)) &&
      text === scriptLoader(sources as string[])
    );
  } catch {
    return false;
  }
}

/**
 * The page with Gatsby's script tags (or an earlier build's loader) replaced by the loader. Throws, naming
 * this module and the page, when it has neither: Gatsby changed how it writes them, and the page would
 * otherwise ship without its scripts' new shape being noticed.
 */
export function loadScriptsAfterPaint(html: string, page = "a page"): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT_TAG)].map((match) => match[1]);
  if (!sources.length) {
    const earlier = LOADER_TAG.exec(html);
    if (!earlier) {
      throw new Error(
        `src/gatsby/scripts-after-paint.ts: ${page} has no <script src="/….js" async> tag of Gatsby's to load after the first paint; review the script loader.`,
      );
    }
    return html.replace(LOADER_TAG, () => loaderTag(JSON.parse(earlier[1]) as string[]));
  }
  let replaced = false;
  return html.replace(GATSBY_SCRIPT_TAG, () => {
    if (replaced) return "";
    replaced = true;
    return loaderTag(sources);
  });
}
