import { hostContentSecurityPolicy } from './contentSecurityPolicy';

describe('hostContentSecurityPolicy', () => {
  it('allows scripts from the host and each allowed remote origin, and locks down plugins, base and framing', () => {
    expect(hostContentSecurityPolicy(['http://localhost:3100', 'https://cdn.example.com'])).toBe(
      "script-src 'self' http://localhost:3100 https://cdn.example.com; object-src 'none'; base-uri 'self'; " +
        "frame-ancestors 'self'",
    );
  });

  it('allows only the host itself when no remote origin is allowed', () => {
    expect(hostContentSecurityPolicy([])).toMatch(/^script-src 'self'; /);
  });

  it('leaves connect-src, style-src and img-src to their defaults, and never allows eval or inline scripts', () => {
    const policy = hostContentSecurityPolicy(['http://localhost:3100']);
    expect(policy).not.toMatch(/default-src|connect-src|style-src|img-src|unsafe-eval|unsafe-inline/);
  });

  it('adds the override origins, as CSP host sources with a port wildcard, while overrides are on', () => {
    expect(hostContentSecurityPolicy(['http://localhost:3100'], ['http://localhost:*', 'http://127.0.0.1:*'])).toMatch(
      /^script-src 'self' http:\/\/localhost:3100 http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*; /,
    );
  });
});
