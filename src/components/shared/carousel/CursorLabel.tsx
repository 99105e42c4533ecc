import React, { useEffect, useRef, useState, type RefObject } from "react";
import { useMediaQuery } from "../../../hooks/useMediaQuery";
import { media } from "../../../styles/tokens";
import * as styles from "./CursorLabel.module.css";

export interface CursorLabelProps {
  label: string;
  /** The area over which the label follows the mouse. */
  targetRef: RefObject<HTMLElement | null>;
}

/**
 * A round label ('Drag', 'Click') that follows the mouse over an area, for fine
 * pointers only. The system cursor stays visible; the label is decorative.
 */
export function CursorLabel({ label, targetRef }: CursorLabelProps) {
  const finePointer = useMediaQuery(media.finePointer);
  const labelRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const target = targetRef.current;
    if (!finePointer || !target) return undefined;
    const move = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      setVisible(true);
      if (labelRef.current) labelRef.current.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
    };
    const leave = () => setVisible(false);
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerleave", leave);
    return () => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerleave", leave);
    };
  }, [finePointer, targetRef]);

  if (!finePointer) return null;
  return (
    <div ref={labelRef} className={styles.cursor} data-visible={visible} aria-hidden="true" data-testid="cursor-label">
      <span className={styles.bubble}>{label}</span>
    </div>
  );
}
