/** What the focused element is and whether it can be seen, as `focusStop` reports it. */
interface FocusStop {
  /** Its tag and accessible text, for a failure's message. */
  name: string;
  /** No part of it is in the window uncovered by something fixed or sticky (the header, the cookie bar). */
  hidden: boolean;
  /** It was reported before on this page: Tab has come round (where an engine wraps instead of leaving the page). */
  again: boolean;
  /** It matches :focus, which an engine does not in a window without the system's focus (WebKitGTK under Xvfb). */
  styledFocused: boolean;
}

/**
 * Runs in the page (Playwright's and the engines suite's `evaluate`, so it uses nothing from outside itself): the
 * focused element, or null when focus is on the page itself. WCAG 2.2's 2.4.11 (Focus Not Obscured): it must not be
 * entirely hidden by content the site places over the page. Points across its box are hit-tested; a point counts as
 * covered when what is on top there belongs to a fixed or sticky layer that does not hold the element itself.
 */
export function focusStop(): FocusStop | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return null;
  const seen = ((window as unknown as { __focusStops?: WeakSet<Element> }).__focusStops ??= new WeakSet());
  const again = seen.has(focused);
  seen.add(focused);
  const styledFocused = focused.matches(":focus");
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? (focused as HTMLElement).innerText ?? "").trim().slice(0, 60)}"`;
  const layerOf = (node: Element | null) => {
    for (let at = node; at && at !== document.body; at = at.parentElement) {
      const { position } = getComputedStyle(at);
      if (position === "fixed" || position === "sticky") return at;
    }
    return null;
  };
  const box = focused.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, document.documentElement.clientWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (right <= left || bottom <= top) return { name, hidden: true, again, styledFocused };
  const columns = 5;
  const rows = Math.min(40, Math.max(2, Math.ceil((bottom - top) / 2)));
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = left + ((right - left) * (column + 0.5)) / columns;
      const y = top + ((bottom - top) * (row + 0.5)) / rows;
      const onTop = document.elementFromPoint(x, y);
      const layer = layerOf(onTop);
      if (!layer || layer.contains(focused)) return { name, hidden: false, again, styledFocused };
    }
  }
  return { name, hidden: true, again, styledFocused };
}
