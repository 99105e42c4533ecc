/**
 * Gatsby ends every page with `<script src async>` for its runtime, React and the app. Async
 * scripts run as soon as they arrive, and on a phone they often arrive before the first frame:
 * ~80 kB of JavaScript is then evaluated before the visitor sees the page the HTML already holds.
 * After the build each page gets one small inline loader instead, which adds the same scripts
 * (same order, still async) once the first frame has been painted. A tab opened in the background
 * paints no frame, so a timer loads them anyway.
 */

/** The tags Gatsby writes (its `_gatsby-scripts` slice); the loader takes their place. */
const GATSBY_SCRIPT_TAG = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;

/** Milliseconds after which the scripts load even if no frame was painted (a background tab). */
export const LOAD_WITHOUT_PAINT_MS = 1000;

export function scriptLoader(sources: string[]): string {
  // rAF runs just before the first paint; the timeout it starts runs after that frame.
  return `(function(s){var d;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${LOAD_WITHOUT_PAINT_MS})})(${JSON.stringify(sources)})`;
}

/** The page with Gatsby's script tags replaced by the loader; a page already rewritten is returned as it is. */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(GATSBY_SCRIPT_TAG)].map((match) => match[1]);
  if (!sources.length) return html;
  let replaced = false;
  return html.replace(GATSBY_SCRIPT_TAG, () => {
    if (replaced) return "";
    replaced = true;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}
