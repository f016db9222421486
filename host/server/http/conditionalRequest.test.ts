import { isNotModified, matchesEtag } from './conditionalRequest';

describe('conditional requests', () => {
  it('matches If-None-Match weakly, with lists and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it('uses If-Modified-Since only without If-None-Match', () => {
    const lastModified = 'Wed, 25 Nov 2026 10:00:00 GMT';
    expect(isNotModified({ 'if-modified-since': lastModified }, '"a"', lastModified)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Wed, 25 Nov 2026 09:59:59 GMT' }, '"a"', lastModified)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'not a date' }, '"a"', lastModified)).toBe(false);
    expect(isNotModified({ 'if-none-match': '"b"', 'if-modified-since': lastModified }, '"a"', lastModified)).toBe(
      false,
    );
  });
});
