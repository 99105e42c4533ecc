import { mascotColors } from "../../../styles/tokens";
import { fallingMascots } from "./FallingMascots";

test("five mascots in brand colours with random starts and rotations", () => {
  let seed = 0.1;
  const random = () => (seed = (seed * 9301 + 0.49297) % 1);
  const mascots = fallingMascots(random);
  expect(mascots).toHaveLength(5);
  for (const mascot of mascots) {
    expect(mascotColors).toContain(mascot.color);
    expect(mascot.left).toBeGreaterThanOrEqual(2);
    expect(mascot.left).toBeLessThanOrEqual(82);
    expect(Math.abs(mascot.rotation)).toBeLessThanOrEqual(45);
  }
  expect(new Set(mascots.map((m) => m.left)).size).toBeGreaterThan(1);
});
