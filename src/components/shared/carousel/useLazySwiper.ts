import { useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import type { SwiperOptions } from "swiper/types";

/**
 * Starts Swiper (core only, no modules) on markup the component already
 * rendered, once `load` turns true, e.g. when the carousel comes near the
 * viewport. Swiper's code is fetched then, so it is not part of the page's
 * first load. Returns the instance, or null until it is running.
 * The element needs Swiper's classes: `.swiper > .swiper-wrapper > .swiper-slide`.
 */
export function useLazySwiper(elementRef: RefObject<HTMLElement>, options: SwiperOptions, load: boolean): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!load) return undefined;
    let instance: Swiper | undefined;
    let cancelled = false;
    import("swiper").then(({ default: SwiperCore }) => {
      if (cancelled || !elementRef.current) return;
      instance = new SwiperCore(elementRef.current, optionsRef.current);
      setSwiper(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [load, elementRef]);

  return swiper;
}
