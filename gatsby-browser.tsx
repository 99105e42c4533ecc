import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { trackPageView } from "./src/lib/analytics";
import { hydrateInSlices } from "./src/lib/hydrate";

export { wrapPageElement } from "./src/components/shell/wrapPage";
export { shouldUpdateScroll } from "./src/lib/scroll-restoration";

// Not typed with GatsbyBrowser: Gatsby still declares React 17's legacy `Renderer` here,
// but calls it as (element, container) and ignores what it returns.
export const replaceHydrateFunction = () => hydrateInSlices;

// Counted after the new page's Head has set its title; no-op until consent.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) window.setTimeout(() => trackPageView(location.pathname), 0);
};
