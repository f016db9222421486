import { originMatches, parseOriginPattern } from './originPattern';

describe('parseOriginPattern', () => {
  it.each([
    ['http://localhost:*', 'http://localhost:*'],
    ['http://127.0.0.1:3001', 'http://127.0.0.1:3001'],
    ['https://dev.example.com', 'https://dev.example.com'],
    ['https://dev.example.com:443', 'https://dev.example.com'],
  ])('reads %s', (text, canonical) => {
    expect(parseOriginPattern(text)?.text).toBe(canonical);
  });

  it.each([
    ['a wildcard host', 'http://*.example.com'],
    ['a path', 'http://localhost:3001/'],
    ['credentials', 'http://user@localhost:3001'],
    ['another scheme', 'ftp://localhost:21'],
    ['upper case', 'http://LOCALHOST:3001'],
    ['a port out of range', 'http://localhost:70000'],
    ['an IPv4 address in another spelling', 'http://2130706433:3001'],
    ['an empty label', 'http://localhost..test:3001'],
    ['nothing', ''],
  ])('refuses %s', (_what, text) => {
    expect(parseOriginPattern(text)).toBeUndefined();
  });
});

describe('originMatches', () => {
  const anyPort = parseOriginPattern('http://localhost:*')!;
  const onePort = parseOriginPattern('http://localhost:3001')!;

  it('matches any port of the host for `*`, and only the given port otherwise', () => {
    expect(originMatches(new URL('http://localhost:3001/m.json'), anyPort)).toBe(true);
    expect(originMatches(new URL('http://localhost/m.json'), anyPort)).toBe(true);
    expect(originMatches(new URL('http://localhost:3001/m.json'), onePort)).toBe(true);
    expect(originMatches(new URL('http://localhost:3002/m.json'), onePort)).toBe(false);
  });

  it('compares whole host names and schemes', () => {
    expect(originMatches(new URL('http://localhost.evil.test:3001/'), anyPort)).toBe(false);
    expect(originMatches(new URL('https://localhost:3001/'), anyPort)).toBe(false);
  });
});
