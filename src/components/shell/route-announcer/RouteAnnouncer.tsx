import React, { useEffect, useRef } from "react";
import { fill } from "../../../lib/text";

export interface RouteAnnouncerProps {
  pathname: string;
  /** What is said, in the page's language (content/site.yaml, `announcer.navigated`): `{title}` is the new page's. */
  template: string;
}

/**
 * Says the new page's name after a client-side navigation, in the page's language, as Gatsby's own announcer does in
 * English ("Navigated to …"), which the site hides (global.css, docs/architecture.md "The route announcer"). The page's
 * name is its h1, else its title, read once the new page has rendered. Nothing is said on the first page.
 */
export function RouteAnnouncer({ pathname, template }: RouteAnnouncerProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const firstPathname = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPathname.current && !regionRef.current?.textContent) return undefined;
    // The Head sets the title, and the page its heading, in the commit that follows: read them a frame later.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector("main h1")?.textContent?.trim();
      const title = heading || document.title;
      if (regionRef.current) regionRef.current.textContent = fill(template, { title });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, template]);

  return <div ref={regionRef} className="visually-hidden" aria-live="assertive" aria-atomic="true" data-route-announcer="" />;
}
