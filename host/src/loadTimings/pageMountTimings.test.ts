import { waitFor } from '@testing-library/react';
import { pageMountTimings } from './pageMountTimings';

describe('pageMountTimings', () => {
  it('measures nothing without a sample rate, or with 0', () => {
    const none = () => false;
    expect(pageMountTimings(undefined, none)).toBeUndefined();
    expect(pageMountTimings({ sampleRate: 0 }, none)).toBeUndefined();
  });

  it('sends through navigator.sendBeacon once the page has painted, never for an overridden remote', async () => {
    const sendBeacon = jest.fn(() => true);
    const win = Object.assign(new EventTarget(), { navigator: { sendBeacon } }) as unknown as Window;
    const timings = pageMountTimings({ sampleRate: 1 }, (remote) => remote === 'cart', win);
    for (const remote of ['catalog', 'cart']) {
      const mount = timings?.begin(remote);
      mount?.loaded('1.0.0', false);
      mount?.rendered();
    }
    expect(sendBeacon).not.toHaveBeenCalled();
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(sendBeacon).toHaveBeenCalledWith('/_host/timings', expect.stringContaining('"remote":"catalog"'));
  });
});
