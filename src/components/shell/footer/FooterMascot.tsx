import React, { useEffect, useRef, useState } from "react";
import { thresholds } from "../../../styles/tokens";
import { Mascot } from "../../shared/mascot/Mascot";
import * as styles from "./Footer.module.css";

/** Whether an element's bottom edge has risen above the given share of the viewport. */
export function bottomPassed(rect: { bottom: number }, viewportHeight: number, share = thresholds.footerMascot): boolean {
  return rect.bottom <= viewportHeight * share;
}

/** The footer's mascot slides in from the left and tilts to 22° once it is well into view. */
export function FooterMascot() {
  const ref = useRef<HTMLDivElement>(null);
  const [arrived, setArrived] = useState(false);

  // An observer, not scroll events: it reports the box without forcing a layout, which on load
  // would make the browser lay out the whole freshly hydrated page at once.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const lineFromBottom = `${((1 - thresholds.footerMascot) * 100).toFixed(0)}%`;
    const observer = new IntersectionObserver(
      // A footer far off screen is not laid out (content-visibility): its empty box has not arrived.
      ([entry]) => setArrived(entry.boundingClientRect.height > 0 && bottomPassed(entry.boundingClientRect, window.innerHeight)),
      { rootMargin: `0px 0px -${lineFromBottom} 0px`, threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.mascotSpot}>
      <div className={styles.mascot} data-arrived={arrived} data-testid="footer-mascot">
        <Mascot fillColor="orange" />
      </div>
    </div>
  );
}
