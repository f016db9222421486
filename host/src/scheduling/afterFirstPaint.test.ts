import { afterFirstPaint } from './afterFirstPaint';

/** A PerformanceObserver as Chromium's: it reports paints, and calls back only when `paint()` says one happened. */
class PaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  static instances: PaintObserver[] = [];
  observing = false;
  constructor(private readonly callback: () => void) {
    PaintObserver.instances.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  static paint() {
    for (const observer of PaintObserver.instances) if (observer.observing) observer.callback();
  }
}

describe('afterFirstPaint where the browser reports paints', () => {
  const real = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    PaintObserver.instances = [];
    globalThis.PerformanceObserver = PaintObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = real;
  });

  it('waits for the first paint to be reported, however many frames pass, then for an idle moment', () => {
    const work = jest.fn();
    afterFirstPaint(work);
    jest.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    PaintObserver.paint();
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    PaintObserver.paint();
    jest.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no paint is reported within its wait (a tab opened in the background)', () => {
    const work = jest.fn();
    afterFirstPaint(work);
    jest.advanceTimersByTime(3_001);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the paint', () => {
    const before = jest.fn();
    afterFirstPaint(before)();
    PaintObserver.paint();
    jest.advanceTimersByTime(10_000);
    expect(before).not.toHaveBeenCalled();

    const after = jest.fn();
    const cancel = afterFirstPaint(after);
    PaintObserver.paint();
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(after).not.toHaveBeenCalled();
  });
});
