import React, { useEffect, useState } from "react";
import { useMediaQuery } from "../../../hooks/useMediaQuery";
import { media } from "../../../styles/tokens";
import * as styles from "./CtaBall.module.css";

export interface CtaBallProps {
  text: string;
  email: string;
  /** The element whose arrival in view means "the visitor reached the bottom". */
  bottomRef: React.RefObject<HTMLElement | null>;
  pathname: string;
}

/** How far above the window the bottom marker still counts as reached: further than any page is long. */
const REACHED_ABOVE_PX = 1_000_000;

/**
 * A large round mailto link that rises at the bottom of the page (1024 px and
 * wider) and goes back when the visitor scrolls away or changes page.
 */
export function CtaBall({ text, email, bottomRef, pathname }: CtaBallProps) {
  const wide = useMediaQuery(media.md);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    setShown(false);
    const target = bottomRef.current;
    if (!wide || !target) return undefined;
    // Shown while the target is in view or above it: the page may end further down (the cookie bar keeps its height
    // clear below the footer), and a jump to the end (End key) crosses no edge an observer would report.
    const observer = new IntersectionObserver(([entry]) => setShown(entry.isIntersecting), { rootMargin: `${REACHED_ABOVE_PX}px 0px 0px 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [wide, bottomRef, pathname]);

  if (!wide) return null;
  return (
    <a
      href={`mailto:${email}`}
      className={styles.ball}
      data-chrome=""
      data-shown={shown}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      // Analytics (after consent) counts a click here as its own kind of contact.
      data-contact-method="cta_ball"
      data-testid="cta-ball"
    >
      <span>{text}</span>
    </a>
  );
}
