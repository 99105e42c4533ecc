import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's renderer, with the first hydration started inside a transition (as Next.js does).
 * A transition renders in 5 ms slices that give the main thread back between them, so a cheap
 * phone answers taps and paints while the page hydrates, instead of blocking for one long task.
 * A container without server markup (none today) is rendered, as Gatsby itself does.
 * Gatsby always passes its `#___gatsby` element; the wider type is its renderer signature.
 */
export function hydrateInSlices(element: ReactNode, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) return;
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
