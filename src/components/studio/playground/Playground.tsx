import React, { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DraggableCore, type DraggableEventHandler } from "react-draggable";
import { useInView } from "../../../hooks/useInView";
import { media } from "../../../styles/tokens";
import { Marquee } from "../../shared/marquee/Marquee";
import { Mascot } from "../../shared/mascot/Mascot";
import {
  clampPoint,
  dragBounds,
  mascotCount,
  mascotSize,
  placeMascots,
  resistPoint,
  type Bounds,
  type PlacedMascot,
  type Point,
  type Size,
} from "./placement";
import * as styles from "./Playground.module.css";

export interface PlaygroundProps {
  marquee: string;
}

interface DraggableMascotProps {
  index: number;
  mascot: PlacedMascot;
  size: Size;
  bounds: Bounds;
  onDrop: (index: number, point: Point) => void;
}

/**
 * One mascot that follows the pointer. Past the bounds the edge resists (0.65) and,
 * once let go, the mascot springs back inside. Each drag start and each drag end
 * toggles its terrified face.
 */
const DraggableMascot = memo(function DraggableMascot({ index, mascot, size, bounds, onDrop }: DraggableMascotProps) {
  const nodeRef = useRef<HTMLDivElement>(null);
  // Where the pointer would have taken the mascot without resistance.
  const unresisted = useRef<Point>({ x: mascot.x, y: mascot.y });
  const [dragged, setDragged] = useState<Point | null>(null);
  const [terrified, setTerrified] = useState(false);
  const position = dragged ?? mascot;

  // The grab changes nothing the next frame must show (the mascot has not moved yet): it renders after the paint.
  const onStart: DraggableEventHandler = () => {
    unresisted.current = { x: mascot.x, y: mascot.y };
    startTransition(() => {
      setDragged({ x: mascot.x, y: mascot.y });
      setTerrified((value) => !value);
    });
  };
  const onDrag: DraggableEventHandler = (_event, data) => {
    unresisted.current = { x: unresisted.current.x + data.deltaX, y: unresisted.current.y + data.deltaY };
    setDragged(resistPoint(unresisted.current, bounds));
  };
  const onStop: DraggableEventHandler = () => {
    // Clamping the unresisted point gives the bound the mascot springs back to.
    onDrop(index, clampPoint(unresisted.current, bounds));
    setDragged(null);
    setTerrified((value) => !value);
  };

  return (
    <DraggableCore nodeRef={nodeRef} onStart={onStart} onDrag={onDrag} onStop={onStop} enableUserSelectHack={false}>
      <div
        ref={nodeRef}
        className={styles.mascot}
        style={{
          width: size.width,
          transform: `translate3d(${position.x}px, ${position.y}px, 0)`,
          animationDelay: `${index * 40}ms`,
        }}
        data-dragging={dragged !== null}
        data-testid="playground-mascot"
      >
        <Mascot fillColor={mascot.color} svgRotation={mascot.rotation} terrifiedImage={terrified} />
      </div>
    </DraggableCore>
  );
});

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
        {size &&
          bounds &&
          mascots.map((mascot, index) => <DraggableMascot key={index} index={index} mascot={mascot} size={size} bounds={bounds} onDrop={onDrop} />)}
      </div>
    </div>
  );
}
