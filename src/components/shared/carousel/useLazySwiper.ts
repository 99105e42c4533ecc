import { useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import type { SwiperOptions } from "swiper/types";
import { isChunkLoadError } from "../lazy-chunk/LazyChunk";

const SETTLING_FRAMES = 3;

/**
 * Starts Swiper (core only, no modules) on markup the component already
 * rendered, once `load` turns true, e.g. when the carousel comes near the
 * viewport. Swiper's code is fetched then, so it is not part of the page's
 * first load. Returns the instance, or null until it is running and settled.
 * If Swiper's chunk fails to load, it stays null and the markup keeps working without it.
 * The element needs Swiper's classes: `.swiper > .swiper-wrapper > .swiper-slide`.
 */
export function useLazySwiper(elementRef: RefObject<HTMLElement | null>, options: SwiperOptions, load: boolean): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!load) return undefined;
    let instance: Swiper | undefined;
    let cancelled = false;
    let frame = 0;
    const start = ({ default: SwiperCore }: typeof import("swiper")) => {
      if (cancelled || !elementRef.current) return;
      const started = new SwiperCore(elementRef.current, optionsRef.current);
      instance = started;
      // Swiper re-seats itself over its first frames (its ResizeObserver answers in a frame, and the
      // slideToLoop that follows waits for another): a move made before then would be undone.
      let framesLeft = SETTLING_FRAMES;
      const settle = () => {
        framesLeft -= 1;
        if (framesLeft > 0) frame = window.requestAnimationFrame(settle);
        else setSwiper(started);
      };
      frame = window.requestAnimationFrame(settle);
    };
    import("swiper").then(start, (error: unknown) => {
      // Swiper's chunk did not come: the markup stays as the server rendered it, which reads and
      // scrolls without Swiper. Any other error is a bug and stays uncaught.
      if (!isChunkLoadError(error)) throw error;
    });
    return () => {
      cancelled = true;
      window.cancelAnimationFrame(frame);
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [load, elementRef]);

  return swiper;
}
