import { parsePublicUrl } from './parsePublicUrl';

describe('parsePublicUrl', () => {
  it.each([
    ['http://localhost:3100', 'http://localhost:3100', 'http://localhost:3100'],
    ['http://localhost:3100/', 'http://localhost:3100', 'http://localhost:3100'],
    ['https://cdn.example.com/mfp', 'https://cdn.example.com/mfp', 'https://cdn.example.com'],
    ['HTTPS://CDN.Example.com:443/mfp/', 'https://cdn.example.com/mfp', 'https://cdn.example.com'],
    ['https://cdn.example.com/a/B_c-1.2~x//', 'https://cdn.example.com/a/B_c-1.2~x', 'https://cdn.example.com'],
    ['https://cdn.example.com/team%20a', 'https://cdn.example.com/team%20a', 'https://cdn.example.com'],
  ])('reads %s as the prefix %s, whose origin is %s', (raw, url, origin) => {
    expect(parsePublicUrl(raw)).toEqual({ kind: 'url', url, origin });
  });

  it.each([
    ['https://cdn.example.com/mfp?v=1', 'has a query (?…)'],
    ['https://cdn.example.com/mfp#top', 'has a fragment (#…)'],
    ['cdn.example.com/mfp', 'has no http:// or https:// scheme'],
    ['ftp://cdn.example.com/mfp', 'has the scheme "ftp:", not http: or https:'],
    ['https://*.example.com/mfp', 'has a wildcard (list every origin in full)'],
    ['https://user@cdn.example.com/mfp', 'has credentials (user@ or user:password@)'],
    ['https://cdn.example.com//mfp', 'has an empty path segment (//mfp)'],
    ['https://cdn.example.com/mfp/../admin', 'has a dot segment in its path (/mfp/../admin)'],
    ['https://cdn.example.com/./mfp', 'has a dot segment in its path (/./mfp)'],
    ["https://cdn.example.com/mfp;'unsafe-inline'", 'has a path'],
    ['https://cdn.example.com/m fp', 'has a path'],
    ['https://cdn.example.com/50%', 'has a path'],
  ])('refuses %s: it %s', (raw, problem) => {
    const reading = parsePublicUrl(raw);
    expect(reading.kind).toBe('invalid');
    expect(reading.kind === 'invalid' && reading.problem).toContain(problem);
  });
});
