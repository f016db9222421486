/** The longest the whole registry waits for an idle moment after the first paint (ms). */
const AFTER_PAINT_TIMEOUT_MS = 1_000;

/**
 * Runs `work` once the page has painted and the main thread is idle (`requestIdleCallback`, within
 * AFTER_PAINT_TIMEOUT_MS), or on the next task after a frame where that is missing (Safari, jsdom). Returns a cancel.
 * Two frames, not one: a frame's callback runs before that frame is drawn, and on a busy machine the first frame can
 * reach the screen (Chromium's `first-paint`) after the idle period that follows its callback.
 */
export function afterFirstPaint(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: AFTER_PAINT_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (typeof requestAnimationFrame === 'function') {
    const first = requestAnimationFrame(() => {
      const second = requestAnimationFrame(whenIdle);
      cancelIdle = () => cancelAnimationFrame(second);
    });
    cancelIdle = () => cancelAnimationFrame(first);
  } else {
    whenIdle();
  }
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
