import { testRegistryEntry } from '@mfp/testing';
import { SERVER_STYLESHEET_ATTRIBUTE } from '@mfp/shared/page';
import { slotStylesheets } from './slotStylesheets';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const OTHER = `sha384-${'B'.repeat(64)}`;
const entry = testRegistryEntry('catalog', {
  preload: {
    chunks: [],
    styles: [
      { path: 'App.0123abcd.css', integrity: INTEGRITY },
      { path: 'css/more.css', integrity: OTHER },
    ],
  },
});
const origin = new URL(entry.entry).origin;
const folder = entry.entry.replace(/mf-manifest\.json$/, '');

describe('slotStylesheets', () => {
  it('links each recorded stylesheet, in order, at its URL beside the manifest, with its integrity, CORS and the mark', () => {
    expect(slotStylesheets(entry, [origin])).toBe(
      `<link rel="stylesheet" href="${folder}App.0123abcd.css" integrity="${INTEGRITY}" crossorigin="anonymous" ` +
        `${SERVER_STYLESHEET_ATTRIBUTE}="catalog">` +
        `<link rel="stylesheet" href="${folder}css/more.css" integrity="${OTHER}" crossorigin="anonymous" ` +
        `${SERVER_STYLESHEET_ATTRIBUTE}="catalog">`,
    );
  });

  it('links nothing for a release whose stylesheets were not recorded, or from an origin the page may not load', () => {
    expect(slotStylesheets(testRegistryEntry('catalog', { preload: { chunks: [] } }), [origin])).toBe('');
    expect(slotStylesheets(testRegistryEntry('catalog'), [origin])).toBe('');
    expect(slotStylesheets(entry, ['https://elsewhere.example'])).toBe('');
  });
});
