/** Small helpers for the random placements of mascots (injectable for tests). */
export type Random = () => number;

export function pick<T>(items: readonly T[], random: Random = Math.random): T {
  return items[Math.floor(random() * items.length) % items.length];
}

export function between(min: number, max: number, random: Random = Math.random): number {
  return min + random() * (max - min);
}
