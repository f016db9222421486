/** The longest the whole registry waits for an idle moment after the first paint (ms). */
const AFTER_PAINT_TIMEOUT_MS = 1_000;
/** The longest it waits for the first paint itself: a tab opened in the background paints only once it is shown. */
const PAINT_WAIT_MS = 3_000;

/** Runs `then` on an idle moment (`requestIdleCallback`, within AFTER_PAINT_TIMEOUT_MS), or on the next task. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: AFTER_PAINT_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 0);
  return () => clearTimeout(id);
}

/** Whether the browser reports paints (`first-paint`) to a PerformanceObserver: Chromium and Firefox; not jsdom. */
const reportsPaints = (): boolean =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/** Runs `then` once the browser has reported its first paint, or after PAINT_WAIT_MS without one. */
function whenPainted(then: () => void): () => void {
  let done = false;
  const observer = new PerformanceObserver(() => finish());
  const timer = setTimeout(() => finish(), PAINT_WAIT_MS);
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  function finish(): void {
    if (done) return;
    stop();
    then();
  }
  // `buffered`: a paint that happened before this call is reported at once.
  observer.observe({ type: 'paint', buffered: true });
  return stop;
}

/** Runs `then` after two frames: a frame's callback runs before that frame is drawn. */
function afterTwoFrames(then: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    then();
    return () => {};
  }
  let id = requestAnimationFrame(() => {
    id = requestAnimationFrame(then);
  });
  return () => cancelAnimationFrame(id);
}

/**
 * Runs `work` once the page has painted and the main thread is idle. Where the browser reports paints, it waits for
 * the report itself: on a busy machine the first frame can reach the screen (Chromium's `first-paint`) after the frame
 * callbacks and the idle period that follow it, so counting frames let the registry's request start before the page
 * had shown anything. Elsewhere (Safari, jsdom) it waits two frames. Returns a cancel.
 */
export function afterFirstPaint(work: () => void): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const idle = () => {
    cancelStep = whenIdle(run);
  };
  cancelStep = reportsPaints() ? whenPainted(idle) : afterTwoFrames(idle);
  return () => {
    cancelled = true;
    cancelStep();
  };
}
