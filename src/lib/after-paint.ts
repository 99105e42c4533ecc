/**
 * Runs `callback` once the browser has painted the current frame: a timer set from an animation
 * frame fires after that frame's paint. For work a visitor's interaction does not need to see
 * at once (focus moves, analytics), so the response paints first. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
