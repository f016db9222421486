import { UsageError } from '@mfp/settings/command';
import { parseExpiry } from './parseExpiry';

const now = new Date('2026-11-25T10:00:00.000Z');
const expiry = (text: string) => parseExpiry(text, now, 'usage').toISOString();

describe('parseExpiry', () => {
  it('reads days, hours and ISO dates', () => {
    expect(expiry('90d')).toBe('2027-02-23T10:00:00.000Z');
    expect(expiry('12h')).toBe('2026-11-25T22:00:00.000Z');
    expect(expiry('2027-03-01')).toBe('2027-03-01T00:00:00.000Z');
    expect(expiry('2027-03-01T12:30:00Z')).toBe('2027-03-01T12:30:00.000Z');
    expect(expiry('2027-03-01T12:30:00+02:00')).toBe('2027-03-01T10:30:00.000Z');
  });

  it.each([
    ['90', /is not a duration or a date: give days \(90d\), hours \(12h\) or an ISO date/],
    ['3w', /is not a duration or a date/],
    ['2027-13-45', /is not a duration or a date/],
    ['next week', /is not a duration or a date/],
    ['0d', /is not in the future/],
    ['2026-11-24', /is not in the future/],
    ['5000d', /more than 1098 days away/],
  ])('refuses %j', (text, message) => {
    expect(() => expiry(text)).toThrow(UsageError);
    expect(() => expiry(text)).toThrow(message);
  });
});
