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

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (ref.current) setArrived(bottomPassed(ref.current.getBoundingClientRect(), window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={ref} className={styles.mascot} data-arrived={arrived} data-testid="footer-mascot">
      <Mascot fillColor="orange" />
    </div>
  );
}
