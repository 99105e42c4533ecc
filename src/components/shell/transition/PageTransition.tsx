import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { navigate } from "gatsby";
import { prefersReducedMotion } from "../../../hooks/usePrefersReducedMotion";
import { normalizePath } from "../../../lib/routes";
import { timing } from "../../../styles/tokens";
import { transitionTarget } from "./internal-link";
import * as styles from "./PageTransition.module.css";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

interface Ripple {
  x: number;
  y: number;
  key: number;
}

/**
 * One mechanism for every internal link of the site (header, menu, footer,
 * buttons, Markdown bodies): a click on a same-site link plays a full-screen
 * ripple and navigates after 250 ms. Clicking the current page does nothing;
 * under reduced motion the navigation is immediate.
 */
export function PageTransition({ pathname }: { pathname: string }) {
  const [ripple, setRipple] = useState<Ripple | null>(null);
  const pathnameRef = useRef(pathname);
  const firstPathname = useRef(pathname);
  pathnameRef.current = pathname;

  // From the first client-side navigation on, deferred sections render in full (styles/deferred.module.css),
  // so that Back and Forward restore the exact position. A layout effect: it runs before Gatsby's scroll
  // handler, an ancestor, restores the position in the same commit.
  useIsomorphicLayoutEffect(() => {
    if (pathname !== firstPathname.current) document.documentElement.dataset.navigated = "";
  }, [pathname]);

  const onClick = useCallback((event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!anchor) return;
    const target = transitionTarget(event, anchor, window.location.origin);
    if (!target) return;
    const targetPath = normalizePath(target);
    const sameRoute = targetPath === normalizePath(pathnameRef.current);
    if (sameRoute && !target.includes("#")) {
      event.preventDefault();
      return;
    }
    if (sameRoute || prefersReducedMotion()) return; // Gatsby's Link (or the browser) handles it at once.
    // Runs in the capture phase, before Gatsby's Link, which skips prevented clicks.
    event.preventDefault();
    setRipple({ x: event.clientX || window.innerWidth / 2, y: event.clientY || window.innerHeight / 2, key: Date.now() });
    window.setTimeout(() => navigate(target), timing.navigateAfterMs);
  }, []);

  // Gatsby restores each history entry's position itself (sessionStorage). The browser's own restoration ran
  // first on Back, while the page being left was still shown, and Gatsby stored that scroll event as the
  // position of the page being left: Forward then came back to the wrong place.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [onClick]);

  useEffect(() => {
    if (!ripple) return undefined;
    const done = window.setTimeout(() => setRipple(null), timing.rippleMs * 2 + 100);
    return () => window.clearTimeout(done);
  }, [ripple]);

  if (!ripple) return null;
  const radius = Math.hypot(Math.max(ripple.x, window.innerWidth - ripple.x), Math.max(ripple.y, window.innerHeight - ripple.y));
  const circle = { left: ripple.x - radius, top: ripple.y - radius, width: radius * 2, height: radius * 2 };
  return (
    <div className={styles.overlay} aria-hidden="true" data-testid="page-transition" key={ripple.key}>
      <span className={`${styles.circle} ${styles.orange}`} style={circle} />
      <span className={`${styles.circle} ${styles.white}`} style={circle} />
    </div>
  );
}
