import { DEFAULT_OVERRIDE_ORIGINS } from './overrideHttp';
import { parseOriginPattern, type OriginPattern } from './originPattern';
import { MAX_OVERRIDE_LENGTH, parseOverride } from './parseOverride';

const defaults = DEFAULT_OVERRIDE_ORIGINS.map((text) => parseOriginPattern(text)) as OriginPattern[];
const withCdn = [...defaults, parseOriginPattern('https://dev.example.com') as OriginPattern];

describe('parseOverride', () => {
  it.each([
    ['catalog=http://localhost:3001/mf-manifest.json', 'catalog', 'http://localhost:3001/mf-manifest.json'],
    ['cart=http://127.0.0.1:3002/mf-manifest.json', 'cart', 'http://127.0.0.1:3002/mf-manifest.json'],
    [
      'new_remote=http://localhost:4000/x/mf-manifest.json?v=2',
      'new_remote',
      'http://localhost:4000/x/mf-manifest.json?v=2',
    ],
  ])('accepts %s', (value, name, manifestUrl) => {
    expect(parseOverride(value, defaults)).toEqual({ ok: true, name, manifestUrl });
  });

  it('accepts an origin the server added, on its own port only', () => {
    expect(parseOverride('catalog=https://dev.example.com/mf-manifest.json', withCdn).ok).toBe(true);
    expect(parseOverride('catalog=https://dev.example.com:8443/mf-manifest.json', withCdn)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^origin https:\/\/dev\.example\.com:8443 is not allowed/),
    });
  });

  it.each([
    ['javascript: URL', 'catalog=javascript:alert(document.domain)', /must start with http:\/\/ or https:\/\//],
    ['data: URL', 'catalog=data:application/json,{"name":"catalog"}', /must start with http:\/\/ or https:\/\//],
    ['scheme-relative URL', 'catalog=//localhost:3001/mf-manifest.json', /must start with http:\/\//],
    ['upper-case scheme', 'catalog=HTTP://localhost:3001/mf-manifest.json', /must start with http:\/\//],
    [
      'credentials before an allowed-looking host',
      'catalog=http://localhost:3001@evil.test/mf-manifest.json',
      /credentials/,
    ],
    ['credentials before an allowed host', 'catalog=http://evil.test@localhost:3001/mf-manifest.json', /credentials/],
    [
      'a percent-encoded dot in the host',
      'catalog=http://localhost%2Eevil.test:3001/mf-manifest.json',
      /plain form .*localhost\.evil\.test/,
    ],
    [
      'a look-alike host',
      'catalog=http://localhost.evil.test:3001/mf-manifest.json',
      /origin http:\/\/localhost\.evil\.test:3001 is not allowed/,
    ],
    [
      'a wildcard-DNS look-alike of 127.0.0.1',
      'catalog=http://127.0.0.1.nip.io:3001/mf-manifest.json',
      /origin http:\/\/127\.0\.0\.1\.nip\.io:3001 is not allowed/,
    ],
    ['another spelling of 127.0.0.1', 'catalog=http://2130706433:3001/mf-manifest.json', /plain form .*127\.0\.0\.1/],
    [
      'a backslash the parser turns into a slash',
      'catalog=http://evil.test\\@localhost:3001/',
      /plain form|credentials/,
    ],
    ['an upper-case host', 'catalog=http://LOCALHOST:3001/mf-manifest.json', /plain form/],
    [
      'https on a default http origin',
      'catalog=https://localhost:3001/mf-manifest.json',
      /origin https:\/\/localhost:3001 is not allowed/,
    ],
    [
      'another origin',
      'catalog=http://evil.test/mf-manifest.json',
      /origin http:\/\/evil\.test is not allowed .*ALLOWED_OVERRIDE_ORIGINS/,
    ],
    ['a space', 'catalog=http://localhost:3001/ mf-manifest.json', /printable ASCII/],
    ['a non-ASCII look-alike letter', 'catalog=http://locаlhost:3001/mf-manifest.json', /printable ASCII/],
    ['a control character', 'catalog=http://localhost:3001/\nmf-manifest.json', /printable ASCII/],
    ['no name', '=http://localhost:3001/mf-manifest.json', /remote name/],
    ['an invalid name', 'Catalog<script>=http://localhost:3001/mf-manifest.json', /remote name/],
    ['no URL at all', 'catalog', /must be <remote name>=<manifest URL>/],
  ])('refuses %s, saying why', (_what, value, reason) => {
    const result = parseOverride(value, defaults);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: expect.stringMatching(reason) });
  });

  it('refuses a value longer than the limit without reading it', () => {
    const long = `catalog=http://localhost:3001/${'a'.repeat(MAX_OVERRIDE_LENGTH)}`;
    expect(parseOverride(long, defaults)).toEqual({
      ok: false,
      reason: `longer than ${MAX_OVERRIDE_LENGTH} characters`,
    });
  });

  it('refuses everything when no origin is allowed, saying "none"', () => {
    expect(parseOverride('catalog=http://localhost:3001/mf-manifest.json', [])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('(allowed: none)'),
    });
  });
});
