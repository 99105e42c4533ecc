/**
 * Decides whether a click on a link should play the page transition.
 * Pure, so the rules are unit-tested without a browser.
 */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The in-site path a click leads to, or null when the browser should handle it. */
export function transitionTarget(event: ClickLike, anchor: AnchorLike, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.hasAttribute("data-no-transition")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Files and feeds are not pages of the app.
  if (/\.(pdf|xml|txt|wav|jpg|jpeg|png|webp|avif|svg|zip)$/i.test(url.pathname) || url.pathname.startsWith("/admin")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
