import { hostContentSecurityPolicy } from './contentSecurityPolicy';

/** The policy as directive name -> sources, refusing a directive given twice (browsers ignore the second). */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of policy.split('; ')) {
    const [name = '', ...sources] = directive.split(' ');
    expect(parsed.has(name)).toBe(false);
    parsed.set(name, sources);
  }
  return parsed;
}

const REMOTES = ['http://localhost:3100', 'https://cdn.example.com'];
const OVERRIDES = ['http://localhost:*', 'http://127.0.0.1:*', 'https://dev.example.com'];

describe('hostContentSecurityPolicy', () => {
  it('is exactly this policy with remote origins and overrides off', () => {
    expect(hostContentSecurityPolicy(REMOTES)).toBe(
      "default-src 'self'; " +
        "script-src 'self' http://localhost:3100 https://cdn.example.com; " +
        "connect-src 'self' http://localhost:3100 https://cdn.example.com; " +
        "style-src 'self' http://localhost:3100 https://cdn.example.com; " +
        "style-src-attr 'unsafe-inline'; " +
        "img-src 'self' data: http://localhost:3100 https://cdn.example.com; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'",
    );
  });

  it("lets the pages fetch the remotes' API origins where loaders run in the browser, and nothing more", () => {
    const policy = directives(hostContentSecurityPolicy(REMOTES, [], ['http://127.0.0.1:3200']));
    expect(policy.get('connect-src')).toEqual(["'self'", ...REMOTES, 'http://127.0.0.1:3200']);
    for (const name of ['script-src', 'style-src', 'img-src'])
      expect(policy.get(name)).not.toContain('http://127.0.0.1:3200');
  });

  it('has every directive once', () => {
    expect([...directives(hostContentSecurityPolicy(REMOTES, OVERRIDES)).keys()]).toEqual([
      'default-src',
      'script-src',
      'connect-src',
      'style-src',
      'style-src-attr',
      'img-src',
      'object-src',
      'base-uri',
      'frame-ancestors',
      'form-action',
    ]);
  });

  it('lets scripts and fetches come only from the host and the allowed origins', () => {
    const policy = directives(hostContentSecurityPolicy(REMOTES));
    expect(policy.get('script-src')).toEqual(["'self'", ...REMOTES]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...REMOTES]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows only the host itself when no remote origin is allowed', () => {
    const policy = directives(hostContentSecurityPolicy([]));
    for (const name of ['script-src', 'connect-src', 'style-src']) expect(policy.get(name)).toEqual(["'self'"]);
  });

  it('never allows eval, inline scripts or inline style elements, and allows no scheme wholesale', () => {
    const policy = hostContentSecurityPolicy(REMOTES, OVERRIDES);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic|blob:/);
    const parsed = directives(policy);
    for (const [name, sources] of parsed) {
      if (name !== 'style-src-attr') expect(sources).not.toContain("'unsafe-inline'");
      // Only a port may be a wildcard (an override's dev server); never a host or a whole scheme.
      for (const source of sources)
        expect(source).toMatch(/^('[a-z-]+'|data:|(https?|wss?):\/\/[a-z0-9.-]+(:(\d+|\*))?)$/);
    }
    expect(parsed.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('adds the override origins to scripts, fetches, styles and images, and their sockets to fetches, while on', () => {
    const policy = directives(hostContentSecurityPolicy(['http://localhost:3100'], OVERRIDES));
    const withOverrides = ["'self'", 'http://localhost:3100', ...OVERRIDES];
    expect(policy.get('script-src')).toEqual(withOverrides);
    expect(policy.get('style-src')).toEqual(withOverrides);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'http://localhost:3100', ...OVERRIDES]);
    expect(policy.get('connect-src')).toEqual([
      ...withOverrides,
      'ws://localhost:*',
      'ws://127.0.0.1:*',
      'wss://dev.example.com',
    ]);
  });

  it('has no override origin and no socket while overrides are off', () => {
    expect(hostContentSecurityPolicy(['http://localhost:3100'], [])).not.toMatch(/localhost:\*|127\.0\.0\.1|ws:/);
  });

  it('lists an origin that is both allowed and an override pattern once', () => {
    const policy = directives(hostContentSecurityPolicy(['https://dev.example.com'], ['https://dev.example.com']));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://dev.example.com']);
  });

  it.each([
    ["http://cdn.example.com; script-src 'unsafe-inline'"],
    ['http://cdn.example.com;script-src'],
    ["'unsafe-inline'"],
    ['http://*'],
    ['http://localhost:*'],
    ['http://cdn.example.com/remotes'],
    ['HTTP://CDN.EXAMPLE.COM'],
    ['http://a.example.com http://b.example.com'],
    ['http://cdn.example.com\r\nSet-Cookie: a=b'],
  ])('refuses to put %j into the header as a remote origin', (origin) => {
    expect(() => hostContentSecurityPolicy([origin])).toThrow(/cannot go into the Content-Security-Policy/);
  });

  it.each([["http://localhost:*; script-src 'unsafe-inline'"], ['http://*:*'], ["'self'"]])(
    'refuses to put %j into the header as an override pattern',
    (pattern) => {
      expect(() => hostContentSecurityPolicy([], [pattern])).toThrow(/cannot go into the Content-Security-Policy/);
    },
  );
});
