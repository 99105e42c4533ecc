import React, { useCallback, useEffect, useRef, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { SwiperOptions } from "swiper/types";
import "swiper/css";
import { useInView } from "../../../hooks/useInView";
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion";
import { fill } from "../../../lib/text";
import { breakpoints, media, thresholds, timing } from "../../../styles/tokens";
import { AutoplayToggle } from "../../shared/carousel/AutoplayToggle";
import { CursorLabel } from "../../shared/carousel/CursorLabel";
import { useAutoplay } from "../../shared/carousel/useAutoplay";
import { useLazySwiper } from "../../shared/carousel/useLazySwiper";
import { Picture } from "../../shared/picture/Picture";
import * as styles from "./WorkSlider.module.css";

export interface SliderImage {
  image: IGatsbyImageData;
  alt: string;
}

export interface WorkSliderLabels {
  /** Name of the slider region. */
  region: string;
  /** Name of the invisible button that covers the slider (keyboard and screen readers). */
  next: string;
  /** Name of each slide, with {current} and {total}. */
  slide: string;
  /** Text of the cursor that follows the mouse. */
  click: string;
  pause: string;
  play: string;
}

export interface WorkSliderProps {
  images: readonly SliderImage[];
  labels: WorkSliderLabels;
  /** Load the first image at once (the first slider is above the fold). */
  priority?: boolean;
}

/**
 * Width the slider is shown at, for the browser's choice of image file.
 * Mirrors the layout: the full content width below 1024 px, else 7 of 12
 * fractions of the content width less the 64 px column gap (WorkEntry.module.css).
 */
export const SLIDER_SIZES = [
  "(min-width: 1440px) 709px",
  "(min-width: 1280px) calc(58.33vw - 131px)",
  "(min-width: 1024px) calc(58.33vw - 96px)",
  "(min-width: 640px) calc(100vw - 100px)",
  "calc(100vw - 48px)",
].join(", ");

const DRAG_MOVES_PX = 6;

type Move = "next" | "prev";

/** The gap between slides from 640 px up (12 px below). */
const WIDE_SPACE_BETWEEN = { spaceBetween: 24 };

/** Swiper's settings: one image at a time, looping; dragging only below 1280 px. */
export function sliderSwiperOptions(reducedMotion: boolean, onIndex: (index: number) => void): SwiperOptions {
  return {
    loop: true,
    slidesPerView: 1,
    spaceBetween: 12,
    speed: reducedMotion ? 0 : 450,
    // Breakpoints do not cascade: each one is applied over the base settings alone.
    breakpoints: { [breakpoints.sm]: WIDE_SPACE_BETWEEN, [breakpoints.lg]: { ...WIDE_SPACE_BETWEEN, allowTouchMove: false } },
    on: { realIndexChange: (instance) => onIndex(instance.realIndex) },
  };
}

/**
 * A looping image slider: a click, Enter or the arrow keys show the next image;
 * below 1280 px it can be dragged and autoplays while in view (with a pause button),
 * never under reduced motion. The first image is server-rendered in place; Swiper is
 * fetched and started only when the slider is first needed (pointer over it, a touch,
 * focus, or the first move), so a page of sliders costs no script work on load.
 */
export function WorkSlider({ images, labels, priority = false }: WorkSliderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<HTMLDivElement>(null);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const pendingMove = useRef<Move | null>(null);
  const [wanted, setWanted] = useState(false);
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(rootRef, { threshold: thresholds.sliderInView });
  const autoplay = useAutoplay(media.belowLg, inView);
  const swiper = useLazySwiper(swiperRef, sliderSwiperOptions(reducedMotion, setCurrent), wanted);
  const want = useCallback(() => setWanted(true), []);

  const go = useCallback(
    (direction: Move) => {
      if (!swiper) {
        // Asked before Swiper runs: start it, and make the move once it does.
        pendingMove.current = direction;
        setWanted(true);
        return;
      }
      const move = () => (direction === "next" ? swiper.slideNext() : swiper.slidePrev());
      // In loop mode Swiper ignores a move while another runs: a quick second press waits its turn instead.
      if (swiper.animating) swiper.once("transitionEnd", move);
      else move();
    },
    [swiper],
  );
  const next = useCallback(() => go("next"), [go]);

  useEffect(() => {
    if (!swiper || !pendingMove.current) return;
    go(pendingMove.current);
    pendingMove.current = null;
  }, [swiper, go]);

  // One timer per shown image, so a click or a drag restarts the count.
  useEffect(() => {
    if (!autoplay.running) return undefined;
    const timer = window.setTimeout(next, timing.sliderIntervalMs);
    return () => window.clearTimeout(timer);
  }, [next, autoplay.running, current]);

  // Left and right only: up and down keep scrolling the page.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") go("next");
    else if (event.key === "ArrowLeft") go("prev");
    else return;
    event.preventDefault();
  };

  // A drag also ends in a click: only a pointer that stayed put counts as one.
  const onPointerDown = (event: React.PointerEvent) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onClick = (event: React.MouseEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    // The pause button lives in the frame and has its own job.
    if ((event.target as Element).closest("button")) return;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_MOVES_PX) return;
    next();
  };

  const total = images.length;
  return (
    <div ref={rootRef} className={styles.slider} role="region" aria-label={labels.region}>
      {/* A tap on the image is a pointer shortcut for the 'next' button below, which keyboards and screen readers use. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={frameRef}
        className={styles.frame}
        onPointerEnter={want}
        onTouchStart={want}
        onPointerDown={onPointerDown}
        onClick={onClick}
        data-started={swiper !== null}
        data-testid="work-slider-frame"
      >
        <div ref={swiperRef} className={`swiper ${styles.swiper}`}>
          <div className="swiper-wrapper">
            {images.map(({ image, alt }, index) => (
              <div
                key={index}
                role="group"
                aria-label={fill(labels.slide, { current: index + 1, total })}
                aria-hidden={index !== current}
                className={`swiper-slide ${styles.slide}`}
              >
                <Picture image={image} alt={alt} sizes={SLIDER_SIZES} priority={priority && index === 0} className={styles.image} draggable={false} />
              </div>
            ))}
          </div>
        </div>
        {autoplay.allowed && (
          <AutoplayToggle
            className={styles.toggle}
            paused={autoplay.pausedByUser}
            onToggle={autoplay.toggle}
            labels={{ pause: labels.pause, play: labels.play }}
          />
        )}
      </div>
      {/* Covers the slider for keyboards and screen readers; the mouse clicks through to the frame. */}
      <button type="button" className={styles.next} aria-label={labels.next} onClick={next} onKeyDown={onKeyDown} onFocus={want} />
      <p className="visually-hidden" aria-live={autoplay.running ? "off" : "polite"}>
        {fill(labels.slide, { current: current + 1, total })}
      </p>
      <CursorLabel label={labels.click} targetRef={frameRef} />
    </div>
  );
}
