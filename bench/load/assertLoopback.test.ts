import { assertLoopback } from './assertLoopback';

describe('assertLoopback', () => {
  it.each(['http://127.0.0.1:3000/', 'http://127.8.9.10/x', 'http://localhost:3000/registry.json', 'http://[::1]:80/'])(
    'accepts %s',
    (url) => {
      expect(assertLoopback(url).href).toBe(new URL(url).href);
    },
  );

  it.each([
    'http://10.0.0.1:3000/',
    'http://192.168.1.2/',
    'http://example.com/',
    'http://localhost.example.com/',
    'http://[::2]/',
    'http://128.0.0.1/',
    'https://127.0.0.1/',
  ])('refuses %s, saying where traffic may go', (url) => {
    expect(() => assertLoopback(url)).toThrow(/only sends traffic to 127\.0\.0\.0\/8, ::1 or localhost/);
  });

  it('refuses what is not a URL', () => {
    expect(() => assertLoopback('127.0.0.1:3000')).toThrow(/is not (a URL|an http URL)/);
  });
});
