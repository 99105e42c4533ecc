import React, { lazy, useSyncExternalStore } from "react";
import { LazyChunk } from "../../shared/lazy-chunk/LazyChunk";
import type { SchemeSwitchProps } from "./SchemeSwitch";

// The switch, its script and its CSS: a chunk of their own, fetched once the page has hydrated.
const SchemeSwitch = lazy(() =>
  import(/* webpackChunkName: "scheme-switch" */ "./SchemeSwitch").then(({ SchemeSwitch }) => ({ default: SchemeSwitch })),
);

const neverChanges = () => () => {};

/**
 * Where the scheme switch goes. Without scripts a choice could not be kept and no switch is offered, so the server's
 * HTML holds only this empty slot, and the first round trip none of the switch's markup or CSS: the switch is rendered
 * once the page has hydrated (the server's snapshot, false, holds during hydration). `className` is the slot's: where
 * the slot is shown before the switch arrives (the header's), it reserves the switch's size, so nothing moves.
 */
export function SchemeSwitchSlot({ className, ...props }: SchemeSwitchProps & { className: string }) {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return (
    <span className={className}>
      {hydrated && (
        <LazyChunk fallback={null}>
          <SchemeSwitch {...props} />
        </LazyChunk>
      )}
    </span>
  );
}
