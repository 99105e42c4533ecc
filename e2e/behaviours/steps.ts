/**
 * Steps the behaviours share, each written once. The in-page ones (scrollThroughPage, scrollUntilHeld,
 * noFiniteAnimations, …) run through any driver's `evaluate` and Playwright's own: they use nothing from outside
 * themselves, since only their source reaches the page. The others take a driver (./driver.ts).
 */
import { fill } from "../../src/lib/text";
import { literally } from "../content";
import type { Driver } from "./driver";

/**
 * Down the page as a visitor scrolls, `step` px at a time with two frames each (every section is shown and laid out at
 * its real size, its reveal started, its lazy images asked for), then back at the top unless `back` is false. Returns
 * the widest sideways overflow seen on the way, in px: how far the page is wider than the window
 * (`scrollWidth - clientWidth`) or, asked to scroll far to the right, how far it went (`scrollX`), whichever is more.
 */
export async function scrollThroughPage({ step = 400, back = true }: { step?: number; back?: boolean } = {}): Promise<number> {
  const root = document.documentElement;
  let widest = 0;
  for (let y = 0; ; y += step) {
    window.scrollTo(100000, y);
    const scrolledSideways = window.scrollX;
    window.scrollTo(0, y);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    widest = Math.max(widest, scrolledSideways, root.scrollWidth - root.clientWidth);
    // Read after the frames: sections shown on the way take their real height and the page grows.
    if (y >= root.scrollHeight - window.innerHeight) break;
  }
  if (back) window.scrollTo(0, 0);
  return widest;
}

/**
 * Scrolls to `target` px, or as far as the page goes, until the position holds for two frames (sections shown for the
 * first time take their real height on the way, and the page's end moves); returns where it stopped.
 */
export async function scrollUntilHeld(target: number): Promise<number> {
  let last = -1;
  for (let i = 0; i < 50; i += 1) {
    window.scrollTo(0, Math.min(target, document.documentElement.scrollHeight - window.innerHeight));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (window.scrollY === last) break;
    last = window.scrollY;
  }
  return window.scrollY;
}

/**
 * Whether no finite animation or transition under `root` (an element, or the first matching a selector) is running:
 * a staggered pop-in, a spring back, a reveal, a curtain. Loops are left alone, and so is what a visitor cannot see
 * move: an animation inside a `content-visibility: auto` section out of view, which Firefox leaves at its start until
 * the section is shown again (the footer's mascot turning back as the page goes up). Polled rather than awaited
 * through `animation.finished`: Chromium leaves that promise pending for such an animation (though its playState
 * says "finished").
 */
export function noFiniteAnimations(root: Element | string): boolean {
  const element = typeof root === "string" ? document.querySelector(root) : root;
  if (!element) return false;
  return element.getAnimations({ subtree: true }).every((animation) => {
    if (animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity) return true;
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return Boolean(target && !target.checkVisibility({ contentVisibilityAuto: true }));
  });
}

/** Waits until the finite animations under `selector` have ended, however slowly a busy machine plays them. */
export async function animationsEnded(d: Driver, selector = "body", timeout = 10_000) {
  await d.waitFor(noFiniteAnimations, [selector], `the animations under ${selector} to end`, timeout);
}

/**
 * Waits until the page has rendered `count` more frames: what a scroll or a mount sets off in a frame's rendering steps
 * (IntersectionObserver callbacks, the real size of a `content-visibility: auto` section) has happened by then.
 */
export async function nextFrames(d: Driver, count = 2) {
  await d.evaluate(
    (frames: number) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/** Waits until the address's path is `wanted` (a trailing slash aside). */
export async function pathIs(d: Driver, wanted: string) {
  await d.waitFor((p: string) => location.pathname.replace(/\/$/, "") === p.replace(/\/$/, ""), [wanted], `the URL ${wanted}`);
}

/** Waits until the page's polite live region (role=status) announces what `pattern` (./announcement) matches. */
export async function announced(d: Driver, pattern: string, timeout = 10_000) {
  await d.waitFor(
    (source: string) => {
      const status = document.querySelector("[role=status]")?.textContent?.trim() ?? "";
      return new RegExp(source).test(status) || { status };
    },
    [pattern],
    `the live region to announce ${pattern}`,
    timeout,
  );
}

/**
 * A pattern (source of a RegExp, anchored) for what a template announces with `{count}` any number and the other
 * `{name}`s filled in from `values`: "1 risultato per «…»", "N risultati per «…»".
 */
export function announcement(templates: string[], values: Record<string, string>): string {
  const pattern = (template: string) =>
    fill(template, values)
      .split("{count}")
      .map((part) => literally(part).source)
      .join("\\d+");
  return `^(?:${templates.map(pattern).join("|")})$`;
}

/** A #RRGGBB colour as getComputedStyle writes it: `rgb(r, g, b)`. */
export function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
