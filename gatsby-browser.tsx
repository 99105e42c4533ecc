import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { trackPageView } from "./src/lib/analytics";

export { wrapPageElement } from "./src/components/shell/wrapPage";

// Counted after the new page's Head has set its title; no-op until consent.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) window.setTimeout(() => trackPageView(location.pathname), 0);
};
