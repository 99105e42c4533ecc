/**
 * Geometry of the mascot playground: how many mascots, where they may go, where
 * they start, and how the edges resist a drag past the bounds.
 */
import { between, type Random } from "../../../lib/random";
import { mascotColors, playground } from "../../../styles/tokens";

type MascotColor = (typeof mascotColors)[number];

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The range of a mascot's top-left corner, in px from the playground's top-left. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedMascot extends Point {
  color: MascotColor;
  rotation: number;
}

/** The mascot's drawing is 200 × 220. */
const MASCOT_ASPECT = 220 / 200;
const MAX_ROTATION = 35;
/** Candidates tried per mascot: the one farthest from the others wins, so they spread out. */
const CANDIDATES = 12;

export function mascotCount(wideWindow: boolean): number {
  return wideWindow ? playground.mascots : playground.mascotsNarrow;
}

/** Mascots scale with the playground: 64 px on phones up to 128 px on wide screens. */
export function mascotSize(stageWidth: number): Size {
  const width = Math.round(Math.min(128, Math.max(64, stageWidth * 0.09)));
  return { width, height: Math.round(width * MASCOT_ASPECT) };
}

/** Bounds with 120 px of padding on the left and 60 px at the top and bottom. */
export function dragBounds(stage: Size, mascot: Size): Bounds {
  const { left, top, bottom } = playground.padding;
  return {
    left,
    top,
    right: Math.max(left, stage.width - mascot.width),
    bottom: Math.max(top, stage.height - bottom - mascot.height),
  };
}

/** Colours drawn from a shuffled bag of the five, so that every colour shows before any repeats. */
function colourBag(count: number, random: Random): MascotColor[] {
  const colours: MascotColor[] = [];
  while (colours.length < count) {
    const bag = [...mascotColors];
    for (let i = bag.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [bag[i], bag[j]] = [bag[j], bag[i]];
    }
    colours.push(...bag);
  }
  return colours.slice(0, count);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** `count` mascots at random places inside the bounds, with random brand colours and rotations. */
export function placeMascots(count: number, bounds: Bounds, random: Random = Math.random): PlacedMascot[] {
  const colours = colourBag(count, random);
  const placed: PlacedMascot[] = [];
  for (let index = 0; index < count; index += 1) {
    let best: Point = { x: bounds.left, y: bounds.top };
    let bestGap = -1;
    for (let attempt = 0; attempt < CANDIDATES; attempt += 1) {
      const candidate = { x: Math.round(between(bounds.left, bounds.right, random)), y: Math.round(between(bounds.top, bounds.bottom, random)) };
      const gap = placed.length ? Math.min(...placed.map((other) => distance(other, candidate))) : Infinity;
      if (gap > bestGap) {
        best = candidate;
        bestGap = gap;
      }
    }
    placed.push({ ...best, color: colours[index], rotation: Math.round(between(-MAX_ROTATION, MAX_ROTATION, random)) });
  }
  return placed;
}

/** A coordinate dragged past `min` or `max` moves only 35% as far (edge resistance 0.65). */
export function resist(value: number, min: number, max: number, resistance: number = playground.edgeResistance): number {
  if (value < min) return min - (min - value) * (1 - resistance);
  if (value > max) return max + (value - max) * (1 - resistance);
  return value;
}

export function resistPoint(point: Point, bounds: Bounds): Point {
  return { x: resist(point.x, bounds.left, bounds.right), y: resist(point.y, bounds.top, bounds.bottom) };
}

export function clampPoint<T extends Point>(point: T, bounds: Bounds): T {
  return {
    ...point,
    x: Math.min(bounds.right, Math.max(bounds.left, point.x)),
    y: Math.min(bounds.bottom, Math.max(bounds.top, point.y)),
  };
}
