import type { SwiperOptions } from "swiper/types";
import { breakpoints } from "../../../styles/tokens";

/** Gap between cards and empty space at the sides, per minimum viewport width (docs/design.md, "Layout"). */
export const SERVICES_SPACING = [
  { minWidth: 0, gap: 12, padding: 24 },
  { minWidth: breakpoints.sm, gap: 24, padding: 50 },
  { minWidth: breakpoints.lg, gap: 24, padding: 80 },
] as const;

type Spacing = (typeof SERVICES_SPACING)[number];

const asSwiper = ({ gap, padding }: Spacing): SwiperOptions => ({
  spaceBetween: gap,
  slidesOffsetBefore: padding,
  slidesOffsetAfter: padding,
});

/**
 * Swiper's settings for the services carousel: cards as wide as their CSS
 * says, looping, draggable, no arrows or pagination (no modules), spacing
 * switched at the breakpoints. Movement is instant under reduced motion.
 */
export function servicesSwiperOptions(reducedMotion: boolean): SwiperOptions {
  const [base, ...wider] = SERVICES_SPACING;
  return {
    slidesPerView: "auto",
    loop: true,
    grabCursor: true,
    speed: reducedMotion ? 0 : 500,
    ...asSwiper(base),
    breakpoints: Object.fromEntries(wider.map((spacing) => [spacing.minWidth, asSwiper(spacing)])),
  };
}
