import { SettingsError } from '@mfp/settings';
import { trustProxySetting } from './trustProxySetting';

const read = (raw: string | undefined) => trustProxySetting.read(raw, 'TRUST_PROXY', { get: () => undefined });

it('trusts no proxy unless told', () => {
  expect(read(undefined)).toBe(false);
  expect(read('')).toBe(false);
});

it('takes addresses, CIDR ranges and the named ranges, comma-separated', () => {
  expect(read('10.0.0.0/8, 192.168.1.10,loopback, fd00::/8, ::1')).toEqual([
    '10.0.0.0/8',
    '192.168.1.10',
    'loopback',
    'fd00::/8',
    '::1',
  ]);
});

it.each(['*', 'true', 'lb.example.com', '10.0.0.0/33', '10.0.0.0/8/1', 'http://10.0.0.1'])(
  'refuses %s with the setting named and examples of what it takes',
  (raw) => {
    expect(() => read(raw)).toThrow(SettingsError);
    expect(() => read(raw)).toThrow(/TRUST_PROXY=".*": .* is not an IP address, a CIDR range .* e\.g\. TRUST_PROXY=10/);
  },
);
