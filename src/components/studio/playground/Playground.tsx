import React, { lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useInView } from "../../../hooks/useInView";
import { media } from "../../../styles/tokens";
import { LazyChunk } from "../../shared/lazy-chunk/LazyChunk";
import { Marquee } from "../../shared/marquee/Marquee";
import { clampPoint, dragBounds, mascotCount, mascotSize, placeMascots, type PlacedMascot, type Point, type Size } from "./placement";
import * as styles from "./Playground.module.css";

export interface PlaygroundProps {
  marquee: string;
}

/**
 * The drag code (react-draggable) loads with the first mascot, when the playground comes near the
 * viewport: the page's first load does not carry it. Mascots are placed on the client only, so the
 * lazy component never renders during hydration.
 */
const DraggableMascot = lazy(() => import(/* webpackChunkName: "studio-playground" */ "./DraggableMascot"));

/**
 * Mascots are placed when the playground comes within half a screen of the viewport: it sits
 * near the bottom of the page, and ten draggable figures are work its first load does not need.
 */
const PLACE_MARGIN = "50% 0px";

/**
 * The mascot playground: a 'Click and click bit by bit' marquee and 10 draggable
 * mascots (7 in windows narrower than 640 px). They are placed at random on the
 * client, so server and client markup agree, and pop in where they belong.
 * Decorative for assistive technology; only the mascots take touch gestures.
 */
export function Playground({ marquee }: PlaygroundProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const near = useInView(stageRef, { rootMargin: PLACE_MARGIN, once: true });
  const [stage, setStage] = useState<Size | null>(null);
  const [mascots, setMascots] = useState<PlacedMascot[]>([]);

  useEffect(() => {
    const element = stageRef.current;
    if (!near || !element) return undefined;
    const wide = window.matchMedia(media.sm);
    const measure = (): Size => ({ width: element.clientWidth, height: element.clientHeight });
    const place = () => {
      const size = measure();
      setStage(size);
      setMascots(placeMascots(mascotCount(wide.matches), dragBounds(size, mascotSize(size.width))));
    };
    let frame = 0;
    // A resize keeps every mascot where it is, pulled back inside the new bounds if needed.
    const refit = () => {
      frame = 0;
      const size = measure();
      setStage(size);
      setMascots((current) => current.map((mascot) => clampPoint(mascot, dragBounds(size, mascotSize(size.width)))));
    };
    const scheduleRefit = () => {
      if (!frame) frame = window.requestAnimationFrame(refit);
    };
    place();
    wide.addEventListener("change", place);
    window.addEventListener("resize", scheduleRefit);
    return () => {
      wide.removeEventListener("change", place);
      window.removeEventListener("resize", scheduleRefit);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [near]);

  const onDrop = useCallback((index: number, point: Point) => {
    setMascots((current) => current.map((mascot, i) => (i === index ? { ...mascot, ...point } : mascot)));
  }, []);

  // Kept from render to render: a drop then re-renders only the mascot that moved.
  const size = useMemo(() => (stage ? mascotSize(stage.width) : null), [stage]);
  const bounds = useMemo(() => (stage && size ? dragBounds(stage, size) : null), [stage, size]);

  return (
    <div className={styles.playground} data-testid="playground">
      <Marquee text={marquee} className={styles.marquee} />
      <div ref={stageRef} className={styles.stage} aria-hidden="true" data-testid="playground-stage">
        <LazyChunk fallback={null}>
          {size &&
            bounds &&
            mascots.map((mascot, index) => <DraggableMascot key={index} index={index} mascot={mascot} size={size} bounds={bounds} onDrop={onDrop} />)}
        </LazyChunk>
      </div>
    </div>
  );
}
