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
});
