/**
 * Runs `work` once the browser has painted the frame in progress (a frame, then a task): what a press changes on
 * screen is shown first, and the heavier work it sets off comes after. Queued as the next task instead, that work can
 * hold the press's frame back (Chromium paints late while tasks keep coming, up to about 100 ms), which is what
 * Interaction to Next Paint counts. A hidden page paints no frames, so there it is the next task. Returns what cancels
 * it, if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let frame = 0;
  let task: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') task = setTimeout(work, 0);
  else frame = requestAnimationFrame(() => (task = setTimeout(work, 0)));
  return () => {
    if (frame !== 0) cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
