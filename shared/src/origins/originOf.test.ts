import { fromAllowedOrigin, originOf } from './originOf';
import { parseOrigin } from './parseOrigin';

describe('originOf', () => {
  it.each([
    ['http://localhost:3100/remotes/cart/1.0.0/mf-manifest.json', 'http://localhost:3100'],
    ['HTTPS://CDN.Example.COM:443/a', 'https://cdn.example.com'],
    ['https://cdn.example.com:8443/', 'https://cdn.example.com:8443'],
  ])('reads the origin of %s as %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    ['/remotes/cart/mf-manifest.json'],
    ['not a url'],
    ['data:text/javascript,1'],
    ['file:///etc/passwd'],
    [''],
  ])('has no origin for %j, so it matches no allowed origin', (url) => {
    expect(originOf(url)).toBeUndefined();
  });

  it('spells an origin as parseOrigin writes the allowed ones, so the two compare equal', () => {
    const setting = parseOrigin('HTTP://CDN.example.com:80/');
    expect(setting).toEqual({ kind: 'origin', origin: originOf('http://cdn.example.com/x.js') });
  });
});

describe('fromAllowedOrigin', () => {
  const allowed = ['http://localhost:3100', 'https://cdn.example.com'];

  it('allows a URL whose origin is listed, whatever its path', () => {
    expect(fromAllowedOrigin('https://CDN.example.com:443/remotes/cart/mf-manifest.json', allowed)).toBe(true);
  });

  it.each([['http://localhost:3101/x'], ['https://cdn.example.com.evil.test/x'], ['/relative'], ['null']])(
    'refuses %s',
    (url) => {
      expect(fromAllowedOrigin(url, allowed)).toBe(false);
    },
  );
});
