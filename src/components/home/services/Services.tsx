import React, { useEffect, useId, useRef, useState } from "react";
import type { ContentOf, services, site } from "../../../content/collections";
import "swiper/css";
import { useInView } from "../../../hooks/useInView";
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion";
import { brandVar, media, onBrandVar, thresholds, timing, type BrandColor } from "../../../styles/tokens";
import { AutoplayToggle } from "../../shared/carousel/AutoplayToggle";
import { CursorLabel } from "../../shared/carousel/CursorLabel";
import { useAutoplay } from "../../shared/carousel/useAutoplay";
import { useLazySwiper } from "../../shared/carousel/useLazySwiper";
import { servicesSwiperOptions } from "./carousel-settings";
import * as styles from "./Services.module.css";

/** The section as content/services.yaml holds it, and the names of the pause/play button. */
export interface ServicesProps extends ContentOf<typeof services> {
  controls: Pick<ContentOf<typeof site>["controls"], "pause" | "play">;
}

const MOVE_KEYS: Record<string, "slidePrev" | "slideNext"> = { ArrowLeft: "slidePrev", ArrowRight: "slideNext" };

/**
 * Swiper is fetched and started when the carousel is within half a screen of the viewport:
 * soon enough to be running when it arrives, late enough to stay out of the first load
 * (the carousel starts about a screen and a half down). Before that the cards scroll natively.
 */
const LOAD_MARGIN = "50% 0px";

/**
 * The 'Servizi' carousel: server-rendered cards that Swiper takes over as they
 * approach. Below 1280 px it autoplays while at least half of it is in view
 * (with a pause/play button, WCAG 2.2.2), and holds still while the visitor
 * points at it or has focus inside; arrow keys move it once focused, and a click
 * on a card peeking at an edge brings that card in.
 */
export function Services({ title, items, carouselLabel, dragLabel, controls }: ServicesProps) {
  const titleId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const near = useInView(areaRef, { rootMargin: LOAD_MARGIN, once: true });
  const swiper = useLazySwiper(swiperRef, servicesSwiperOptions(reducedMotion), near);
  const inView = useInView(areaRef, { threshold: thresholds.carouselInView });
  const autoplay = useAutoplay(media.belowLg, inView);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const advancing = autoplay.running && !pointerInside && !focusInside;

  useEffect(() => {
    if (!advancing || !swiper) return undefined;
    const id = window.setInterval(() => swiper.slideNext(), timing.carouselAutoplayMs);
    return () => window.clearInterval(id);
  }, [advancing, swiper]);

  // A click or a tap on a card cut off by an edge brings it in: one pointer does what a drag does (WCAG 2.5.7).
  // Swiper reports a click only for a pointer that did not drag.
  useEffect(() => {
    if (!swiper) return undefined;
    const bringIn = (instance: typeof swiper) => {
      const card = instance.clickedSlide?.getBoundingClientRect();
      const shown = areaRef.current?.getBoundingClientRect();
      if (!card || !shown) return;
      if (card.right > shown.right + 1) instance.slideNext();
      else if (card.left < shown.left - 1) instance.slidePrev();
    };
    swiper.on("click", bringIn);
    return () => {
      swiper.off("click", bringIn);
    };
  }, [swiper]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const move = MOVE_KEYS[event.key];
    if (!move || !swiper) return;
    event.preventDefault();
    swiper[move]();
  };

  return (
    <section className={styles.services} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {autoplay.allowed && <AutoplayToggle paused={autoplay.pausedByUser} onToggle={autoplay.toggle} labels={controls} />}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the ARIA carousel pattern: a focusable region that takes the arrow keys */}
      <div
        ref={areaRef}
        className={styles.area}
        role="region"
        aria-label={carouselLabel}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={(event) => setFocusInside(event.currentTarget.contains(event.relatedTarget))}
        data-started={swiper !== null}
        data-autoplay={advancing ? "running" : "stopped"}
        data-testid="services-carousel"
      >
        <div ref={swiperRef} className={`swiper ${styles.swiper}`}>
          <ul className="swiper-wrapper">
            {items.map((item, index) => (
              <li key={item.title} className={`swiper-slide ${styles.slide}`}>
                <ServiceCard service={item} number={index + 1} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <CursorLabel label={dragLabel} targetRef={areaRef} />
    </section>
  );
}

function ServiceCard({ service, number }: { service: ServicesProps["items"][number]; number: number }) {
  const color: BrandColor = service.color;
  return (
    <div className={styles.card} style={{ background: brandVar(color), color: onBrandVar(color) }} data-color={color}>
      <span className={styles.number} aria-hidden="true">
        {String(number).padStart(2, "0")}
      </span>
      <h3 className={styles.cardTitle}>{service.title}</h3>
      <p className={styles.description}>{service.description}</p>
    </div>
  );
}
