import { renderTlsProxyConfig } from './tlsProxy';

describe('the TLS proxy config', () => {
  const origins = {
    federated: 'https://127.0.0.1:4001',
    singleBundle: 'https://127.0.0.1:4002',
    store: 'https://127.0.0.1:4003',
  };
  const upstreams = {
    federated: 'http://127.0.0.1:5001',
    singleBundle: 'http://127.0.0.1:5002',
    store: 'http://127.0.0.1:5003',
  };
  const config = renderTlsProxyConfig(
    origins,
    upstreams,
    { certPath: '/t/cert.pem', keyPath: '/t/key.pem' },
    '127.0.0.1:4999',
  );

  it('answers each origin over HTTP/2 with TLS in front of its own server', () => {
    expect(config).toContain('listen 127.0.0.1:4001 ssl http2;');
    expect(config).toContain('listen 127.0.0.1:4003 ssl http2;');
    expect(config).toMatch(/upstream bench_single \{\s+server 127\.0\.0\.1:5002;/);
    expect(config).toContain('ssl_certificate /t/cert.pem;');
    expect(config).toContain('listen 127.0.0.1:4999;');
    expect(config).not.toMatch(/^[^#\n]*\{\{/m);
  });

  it('refuses a path nginx would misread', () => {
    expect(() =>
      renderTlsProxyConfig(origins, upstreams, { certPath: '/t/a b.pem', keyPath: '/t/k.pem' }, '127.0.0.1:1'),
    ).toThrow(/CERT/);
  });
});
