/**
 * Steps that run in the page, written once for every engine: Playwright's `page.evaluate` (Chromium) and the engines
 * suite's `d.evaluate` (Firefox, WebKit: e2e-engines/content.mjs loads this file). Each uses nothing from outside
 * itself, since only its source reaches the page.
 */

/**
 * Down the page as a visitor scrolls, 400 px a step, two frames each (every section is shown and laid out at its real
 * size, its reveal started, its lazy images asked for), then back at the top. Returns the widest sideways overflow
 * seen on the way, in px: what the page would scroll sideways by.
 */
export async function scrollThroughPage(): Promise<number> {
  let widest = 0;
  for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
    window.scrollTo(0, y);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    widest = Math.max(widest, document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
  window.scrollTo(0, 0);
  return widest;
}
