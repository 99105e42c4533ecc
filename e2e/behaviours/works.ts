/**
 * The works page's slider: a click on a work's images shows the next, and after the last comes the first, with the same
 * images throughout (nothing redrawn or downloaded again). Chromium runs it in e2e/works.spec.ts, Firefox and WebKit
 * in the engines suite (390 and 1440 px).
 */
import assert from "node:assert/strict";
import { fill } from "../../src/lib/text";
import { answerCookieBar } from "./consent";
import { content } from "./content";
import type { Driver } from "./driver";

const { works, worksPage, site } = content;
/** The first work whose slider has something to slide to. */
const sliding = works.findIndex((work) => work.images.length > 1);

/** Brings entry `index` well into view (its top at a fifth of the window), and waits until it is revealed and its curtain has gone. */
async function showEntry(d: Driver, index: number) {
  await d.evaluate((i: number) => {
    const entry = document.querySelectorAll("[data-testid=work-entry]")[i];
    window.scrollTo(0, entry.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.2);
  }, index);
  await d.waitFor(
    (i: number) => {
      const entry = document.querySelectorAll("[data-testid=work-entry]")[i];
      // Revealed, and the curtain's slide and the info's fade over.
      return (
        entry.getAttribute("data-revealed") === "true" &&
        entry.getAnimations({ subtree: true }).every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)
      );
    },
    [index],
    `work ${index + 1} revealed, its curtain gone`,
  );
}

async function expectShown(d: Driver, index: number, imageNumber: number) {
  const label = fill(worksPage.slideLabel, { current: imageNumber, total: works[index].images.length });
  await d.waitFor(
    (i: number, wanted: string) => {
      const entry = document.querySelectorAll("[data-testid=work-entry]")[i];
      const slide = entry.querySelector("[role=group][aria-hidden=false]");
      const frame = entry.querySelector("[data-testid=work-slider-frame]")!;
      return (
        (slide?.getAttribute("aria-label") === wanted && Math.abs(slide.getBoundingClientRect().x - frame.getBoundingClientRect().x) < 2) || {
          label: slide?.getAttribute("aria-label"),
        }
      );
    },
    [index, label],
    `${label}, in the frame`,
  );
}

export async function worksSliderClick(d: Driver) {
  if (sliding === -1) d.skip("no work has two images: nothing slides");
  await d.goto("/works");
  await answerCookieBar(d);
  await showEntry(d, sliding);
  // Autoplay (below 1280 px) would move it on its own: pause it first.
  const pause = await d.evaluate(
    (i: number, label: string) => {
      const button = [...document.querySelectorAll("[data-testid=work-entry]")[i].querySelectorAll("button")].find(
        (b) => b.getAttribute("aria-label") === label,
      );
      const box = button?.getBoundingClientRect();
      return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
    },
    sliding,
    site.controls.pause,
  );
  if (pause) await d.clickAt(pause);
  await expectShown(d, sliding, 1);
  // The same <img> elements throughout: nothing is redrawn or downloaded again.
  await d.evaluate((i: number) => {
    (window as unknown as { __images: Element[] }).__images = [
      ...document.querySelectorAll("[data-testid=work-entry]")[i].querySelectorAll("picture > img"),
    ];
  }, sliding);
  const total = works[sliding].images.length;
  for (let shown = 1; shown <= total; shown += 1) {
    const frame = await d.evaluate((i: number) => {
      const box = document.querySelectorAll("[data-testid=work-entry]")[i].querySelector("[data-testid=work-slider-frame]")!.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, sliding);
    await d.clickAt(frame);
    await expectShown(d, sliding, (shown % total) + 1);
  }
  assert.ok(
    await d.evaluate(() => (window as unknown as { __images: Element[] }).__images.every((img) => img.isConnected)),
    "the slider's images were replaced",
  );
}
