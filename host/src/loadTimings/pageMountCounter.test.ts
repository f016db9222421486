import { MOUNT_COUNTS_PATH, MOUNT_FLUSH_DELAY_MS } from '@mfp/shared/status';
import { pageMountCounter } from './pageMountCounter';

function fakeWindow() {
  const sendBeacon = jest.fn((_path: string, _body: string) => true);
  const win = Object.assign(new EventTarget(), {
    navigator: { sendBeacon },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
  }) as unknown as Window;
  return { win, sendBeacon };
}

describe('pageMountCounter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the mounts through navigator.sendBeacon after the delay, never an overridden remote’s', () => {
    const { win, sendBeacon } = fakeWindow();
    const counter = pageMountCounter((remote) => remote === 'cart', win);
    counter.count('catalog', '1.1.0');
    counter.count('cart', '2.0.0');
    jest.advanceTimersByTime(MOUNT_FLUSH_DELAY_MS - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sendBeacon.mock.calls).toEqual([
      [MOUNT_COUNTS_PATH, JSON.stringify({ mounts: [{ remote: 'catalog', version: '1.1.0', count: 1 }] })],
    ]);
  });

  it('sends at once when the page is left, and not again when the delay ends', () => {
    const { win, sendBeacon } = fakeWindow();
    const counter = pageMountCounter(() => false, win);
    counter.count('catalog', '1.1.0');
    win.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MOUNT_FLUSH_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
