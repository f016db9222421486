import { acceptsHtml } from './acceptsHtml';

describe('acceptsHtml', () => {
  it.each([
    ['a browser navigation', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
    ['curl, bots and uptime monitors', '*/*'],
    ['no Accept header at all', undefined],
    ['an empty Accept header', ''],
    ['text/*', 'text/*'],
    ['HTML rated low but above 0', 'application/json, text/html;q=0.1'],
    ['a range in capitals, spaced', ' Text/HTML ; Q=0.5 '],
    ['HTML refused by a wildcard but accepted by name', 'text/html, */*;q=0'],
    ['a media-type parameter beside q', 'text/html;charset=utf-8;q=0.5'],
  ])('accepts HTML: %s', (_case, header) => {
    expect(acceptsHtml(header)).toBe(true);
  });

  it.each([
    ['JSON only', 'application/json'],
    ['HTML refused by name beside a wildcard', 'text/html;q=0, */*'],
    ['text/* refused, */* allowed', 'text/*;q=0, */*'],
    ['every range refused', '*/*;q=0'],
    ['a q-value that is no number', 'text/html;q=high'],
    ['a style sheet', 'text/css'],
    ['ranges that only look like HTML', 'text/htmlx, application/html'],
  ])('refuses HTML: %s', (_case, header) => {
    expect(acceptsHtml(header)).toBe(false);
  });
});
