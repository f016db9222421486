import { parseOrigin } from './parseOrigin';

describe('parseOrigin', () => {
  it.each([
    ['http://localhost:3100', 'http://localhost:3100'],
    ['http://localhost:3100/', 'http://localhost:3100'],
    ['HTTPS://CDN.Example.COM:443/', 'https://cdn.example.com'],
    ['http://cdn.example.com:80', 'http://cdn.example.com'],
    ['https://cdn.example.com:8443', 'https://cdn.example.com:8443'],
    ['http://127.0.0.1:3201', 'http://127.0.0.1:3201'],
    ['http://xn--bcher-kva.example', 'http://xn--bcher-kva.example'],
    ['http://my-cdn', 'http://my-cdn'],
  ])('reads %s as %s, the spelling the CSP and the browser check share', (raw, origin) => {
    expect(parseOrigin(raw)).toEqual({ kind: 'origin', origin });
  });

  it.each([
    ['a space inside', 'http://cdn.example.com http://other.example.com', 'contains a space or line break'],
    ['a tab, which the URL parser would drop', 'http://cdn.exa\tmple.com', 'contains a space or line break'],
    ['a wildcard host', 'http://*.example.com', 'has a wildcard (list every origin in full)'],
    ['a wildcard port', 'http://localhost:*', 'has a wildcard (list every origin in full)'],
    ['a bare wildcard', 'http://*', 'has a wildcard'],
    ['a single quote', "'self'", 'contains a quote'],
    ['a quoted origin', '"http://cdn.example.com"', 'contains a quote'],
    ['a quote in the host', "http://cdn.example.com'", 'contains a quote'],
    ['a directive after a semicolon', "http://cdn.example.com; script-src 'unsafe-inline'", 'contains a semicolon'],
    ['a semicolon without spaces', 'http://cdn.example.com;default-src', 'contains a semicolon, which would end'],
    ['a comma', 'http://a.example.com,http://b.example.com', 'contains a comma (this setting takes one origin)'],
    ['a backslash', 'http://cdn.example.com\\remotes', 'contains a backslash'],
    [
      'a non-ASCII host',
      'http://bücher.example',
      'outside printable ASCII (write an international host name as punycode)',
    ],
    ['no scheme', 'cdn.example.com', 'has no http:// or https:// scheme'],
    ['a host and port without scheme', 'localhost:3100', 'has no http:// or https:// scheme'],
    ['another scheme', 'ftp://cdn.example.com', 'has the scheme "ftp:", not http: or https:'],
    ['a script URL', 'javascript:alert(1)', 'has no http:// or https:// scheme'],
    ['one slash', 'http:/cdn.example.com', 'is not written http://host'],
    ['three slashes', 'http:///cdn.example.com', 'is not written http://host'],
    ['no host', 'http://', 'is not a URL'],
    ['a port out of range', 'http://localhost:70000', 'is not a URL (check the host name, and that the port'],
    ['credentials', 'http://me:secret@cdn.example.com', 'has credentials'],
    ['a user name', 'http://me@cdn.example.com', 'has credentials'],
    ['a path', 'http://cdn.example.com/remotes', 'has a path (/remotes)'],
    ['a path with a trailing slash', 'http://cdn.example.com/remotes/', 'has a path (/remotes/)'],
    ['a query', 'http://cdn.example.com?v=1', 'has a query'],
    ['an empty query', 'http://cdn.example.com/?', 'has a query'],
    ['a fragment', 'http://cdn.example.com#top', 'has a fragment'],
    ['an IPv6 address', 'http://[::1]:3100', 'is an IPv6 address, which a Content-Security-Policy cannot name'],
    ['an underscore in the host', 'http://my_cdn.example.com', 'has a host name a Content-Security-Policy cannot name'],
    ['a trailing dot', 'http://cdn.example.com.', 'has a host name a Content-Security-Policy cannot name'],
  ])('refuses %s (%s), saying what is wrong', (_what, raw, problem) => {
    const reading = parseOrigin(raw);
    expect(reading.kind).toBe('invalid');
    expect(reading.kind === 'invalid' && reading.problem).toContain(problem);
  });
});
