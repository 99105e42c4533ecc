import React, { memo, startTransition, useRef, useState } from "react";
import { DraggableCore, type DraggableEventHandler } from "react-draggable";
import { Mascot } from "../../shared/mascot/Mascot";
import { clampPoint, resistPoint, type Bounds, type PlacedMascot, type Point, type Size } from "./placement";
import * as styles from "./Playground.module.css";

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
export default memo(function DraggableMascot({ index, mascot, size, bounds, onDrop }: DraggableMascotProps) {
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
