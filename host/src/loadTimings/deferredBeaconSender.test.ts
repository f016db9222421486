import type { TimingBeacon } from '@mfp/shared/status';
import { waitFor } from '@testing-library/react';
import { deferredBeaconSender } from './deferredBeaconSender';

const beacon = (remote: string): TimingBeacon => ({
  remote,
  version: '1.0.0',
  source: 'live',
  trigger: 'navigation',
  ms: 120,
});

describe('deferredBeaconSender', () => {
  it('sends a beacon once the page has painted and is idle, not before', async () => {
    const sent: string[] = [];
    const send = deferredBeaconSender(window, (b) => sent.push(b.remote));
    send(beacon('catalog'));
    expect(sent).toEqual([]);
    await waitFor(() => expect(sent).toEqual(['catalog']));
  });

  it('sends every held beacon at once when the page is left, and none of them again', async () => {
    const sent: string[] = [];
    const send = deferredBeaconSender(window, (b) => sent.push(b.remote));
    send(beacon('catalog'));
    send(beacon('cart'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual(['catalog', 'cart']);
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['catalog', 'cart']);
  });

  it('sends the held beacons when the page is hidden (a tab switched away from on a phone)', () => {
    const sent: string[] = [];
    const send = deferredBeaconSender(window, (b) => sent.push(b.remote));
    send(beacon('catalog'));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      visibility.mockRestore();
    }
    expect(sent).toEqual(['catalog']);
  });
});
