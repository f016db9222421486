import { TIMING_BEACON_PATH, TIMING_LIMITS } from '@mfp/shared/status';
import { sendTimingBeacon } from './sendTimingBeacon';

const beacon = { remote: 'catalog', version: '1.0.0', source: 'live', trigger: 'navigation', ms: 412.5 } as const;

describe('sendTimingBeacon', () => {
  it('sends the beacon as JSON text to the intake, within its body limit', () => {
    const sendBeacon = jest.fn(() => true);
    sendTimingBeacon(beacon, { sendBeacon });
    expect(sendBeacon).toHaveBeenCalledWith(TIMING_BEACON_PATH, JSON.stringify(beacon));
    const [, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(JSON.parse(body)).toEqual(beacon);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(TIMING_LIMITS.body);
  });

  it('loses the timing, quietly, where beacons are missing or refused', () => {
    expect(() => sendTimingBeacon(beacon, {} as Navigator)).not.toThrow();
    const throwing = () => {
      throw new TypeError('Beacon queue is full');
    };
    expect(() => sendTimingBeacon(beacon, { sendBeacon: throwing })).not.toThrow();
  });
});
