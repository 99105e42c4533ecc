import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { mascotColors } from "../../../styles/tokens";
import { Playground } from "./Playground";
import { clampPoint, dragBounds, mascotCount, mascotSize, placeMascots, resist, type Bounds } from "./placement";

function seeded(seed: number) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
}

const STAGE = { width: 1280, height: 600 };
const originalMatchMedia = window.matchMedia;

function windowWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: wide && query.includes("min-width: 640px"),
  })) as typeof window.matchMedia;
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => STAGE.width });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => STAGE.height });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** The playground comes near the viewport: its observer (the newest) reports it in view. */
const comeNear = () =>
  act(() => {
    (IntersectionObserver as unknown as { instances: { trigger: (ratio: number) => void }[] }).instances.at(-1)!.trigger(1);
  });

const translate = (element: HTMLElement) => {
  const [, x, y] = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform) ?? [];
  return { x: Number(x), y: Number(y) };
};

describe("placement", () => {
  test("10 mascots in a wide window, 7 under 640 px", () => {
    expect(mascotCount(true)).toBe(10);
    expect(mascotCount(false)).toBe(7);
  });

  test("bounds keep 120 px free on the left and 60 px at the top and bottom", () => {
    const size = mascotSize(STAGE.width);
    expect(dragBounds(STAGE, size)).toEqual({ left: 120, top: 60, right: 1280 - size.width, bottom: 600 - 60 - size.height });
  });

  test("mascots start inside the bounds, in the five brand colours, with varied rotations", () => {
    const bounds: Bounds = { left: 120, top: 60, right: 1100, bottom: 400 };
    for (const seed of [1, 7, 42, 1234]) {
      const mascots = placeMascots(10, bounds, seeded(seed));
      expect(mascots).toHaveLength(10);
      for (const mascot of mascots) {
        expect(mascotColors).toContain(mascot.color);
        expect(clampPoint(mascot, bounds)).toEqual(mascot);
        expect(Math.abs(mascot.rotation)).toBeLessThanOrEqual(35);
      }
      // Every colour shows before any repeats.
      expect(new Set(mascots.slice(0, 5).map((m) => m.color)).size).toBe(5);
      expect(new Set(mascots.map((m) => m.rotation)).size).toBeGreaterThan(3);
    }
    expect(placeMascots(10, bounds, seeded(1))).not.toEqual(placeMascots(10, bounds, seeded(2)));
  });

  test("past an edge a drag moves 35% as far (edge resistance 0.65)", () => {
    expect(resist(50, 0, 100)).toBe(50);
    expect(resist(-100, 0, 100)).toBeCloseTo(-35);
    expect(resist(200, 0, 100)).toBeCloseTo(135);
  });
});

describe("Playground", () => {
  test("renders no mascot on the server, so hydration agrees", () => {
    const html = renderToString(<Playground marquee="Click and click bit by bit" />);
    expect(html).not.toContain("playground-mascot");
    expect(html).toContain("Click and click bit by bit");
  });

  test.each([
    [true, 10],
    [false, 7],
  ])("places mascots once it comes near the viewport (wide window: %s → %i), hidden from assistive technology", async (wide, count) => {
    windowWide(wide);
    render(<Playground marquee="Click and click bit by bit" />);
    expect(screen.queryAllByTestId("playground-mascot")).toHaveLength(0);
    comeNear();
    // The drag code is a chunk of its own, loaded only now.
    expect(await screen.findAllByTestId("playground-mascot")).toHaveLength(count);
    expect(screen.getByTestId("playground-stage")).toHaveAttribute("aria-hidden", "true");
  });

  test("each drag start and each drag end toggles the terrified face; the edge resists and the mascot springs back", async () => {
    windowWide(true);
    // Mid-stage, so the first small move stays well inside the bounds.
    const random = jest.spyOn(Math, "random").mockReturnValue(0.5);
    render(<Playground marquee="Click and click bit by bit" />);
    comeNear();
    random.mockRestore();
    const [mascot] = await screen.findAllByTestId("playground-mascot");
    const face = () => mascot.querySelector("svg")!.getAttribute("data-terrified");
    const start = translate(mascot);
    const bounds = dragBounds(STAGE, mascotSize(STAGE.width));
    expect(face()).toBe("false");

    fireEvent.mouseDown(mascot, { button: 0, clientX: 500, clientY: 300 });
    expect(face()).toBe("true");
    act(() => {
      fireEvent.mouseMove(document, { clientX: 520, clientY: 310 });
    });
    expect(translate(mascot)).toEqual({ x: start.x + 20, y: start.y + 10 });

    // Far past the left edge: only 35% of the overshoot shows.
    const overshoot = 200;
    const dx = bounds.left - (start.x + 20) - overshoot;
    act(() => {
      fireEvent.mouseMove(document, { clientX: 520 + dx, clientY: 310 });
    });
    expect(translate(mascot).x).toBeCloseTo(bounds.left - overshoot * 0.35);

    fireEvent.mouseUp(document, { clientX: 520 + dx, clientY: 310 });
    expect(face()).toBe("false");
    expect(translate(mascot)).toEqual({ x: bounds.left, y: start.y + 10 });

    // A second drag frightens it again.
    fireEvent.mouseDown(mascot, { button: 0, clientX: 10, clientY: 10 });
    expect(face()).toBe("true");
    fireEvent.mouseUp(document, { clientX: 10, clientY: 10 });
    expect(face()).toBe("false");
  });
});
