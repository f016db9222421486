import type { IncomingHttpHeaders } from 'node:http';
import { isPageNavigation } from './pageNavigation';

const request = (headers: IncomingHttpHeaders, method = 'GET') => ({ method, headers });

describe('isPageNavigation', () => {
  it.each<[string, IncomingHttpHeaders]>([
    [
      'Chromium opening a page',
      { accept: 'text/html,*/*;q=0.8', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    ],
    ['a frame', { accept: 'text/html', 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }],
    ['a navigation whatever its Accept', { accept: '*/*', 'sec-fetch-mode': 'navigate' }],
    ['a document without the mode', { accept: '*/*', 'sec-fetch-dest': 'document' }],
    ['curl', { accept: '*/*' }],
    ['a client without Accept', {}],
    ['a browser without Sec-Fetch-*', { accept: 'text/html,application/xhtml+xml' }],
  ])('is one: %s', (_case, headers) => {
    expect(isPageNavigation(request(headers))).toBe(true);
    expect(isPageNavigation(request(headers, 'HEAD'))).toBe(true);
  });

  it.each<[string, IncomingHttpHeaders]>([
    ['a script', { accept: '*/*', 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' }],
    ['a style sheet', { accept: 'text/css,*/*;q=0.1', 'sec-fetch-dest': 'style', 'sec-fetch-mode': 'no-cors' }],
    ['an image', { accept: 'image/avif,image/webp,*/*;q=0.8', 'sec-fetch-dest': 'image' }],
    ['a font', { accept: '*/*', 'sec-fetch-dest': 'font', 'sec-fetch-mode': 'cors' }],
    ['a fetch()', { accept: '*/*', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }],
    ['a fetch() that asks for HTML', { accept: 'text/html', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }],
    ['a client that wants JSON only', { accept: 'application/json' }],
    ['a client that refuses HTML', { accept: 'text/html;q=0, */*' }],
  ])('is none: %s', (_case, headers) => {
    expect(isPageNavigation(request(headers))).toBe(false);
  });

  it('is none for other methods', () => {
    expect(isPageNavigation(request({ accept: 'text/html' }, 'POST'))).toBe(false);
  });
});
