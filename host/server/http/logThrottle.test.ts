import { createLogThrottle } from './logThrottle';

describe('createLogThrottle', () => {
  it('lets one line per event through per interval, each event on its own clock', () => {
    let time = 0;
    const shouldLog = createLogThrottle(60_000, () => time);
    expect(shouldLog('host-not-built')).toBe(true);
    expect(shouldLog('host-not-built')).toBe(false);
    expect(shouldLog('registry-missing')).toBe(true);
    time = 59_999;
    expect(shouldLog('host-not-built')).toBe(false);
    time = 60_000;
    expect(shouldLog('host-not-built')).toBe(true);
    expect(shouldLog('registry-missing')).toBe(true);
    expect(shouldLog('registry-missing')).toBe(false);
  });
});
