import { MAX_STYLESHEET_FILES } from '@mfp/shared/registry';
import { releaseStylesheets } from './releaseStylesheets';

const SRI = (letter: string) => `sha384-${letter.repeat(64)}`;

describe('releaseStylesheets', () => {
  it('records every .css file of the build, sorted by path, with its integrity, and nothing else', () => {
    expect(
      releaseStylesheets({
        'remoteEntry.js': SRI('a'),
        'assets/b.css': SRI('b'),
        'assets/App.css': SRI('c'),
        'assets/App.js': SRI('d'),
        'mf-manifest.json': SRI('e'),
      }),
    ).toEqual([
      { path: 'assets/App.css', integrity: SRI('c') },
      { path: 'assets/b.css', integrity: SRI('b') },
    ]);
  });

  it('is an empty list for a build without stylesheets, so that the host knows none were left out', () => {
    expect(releaseStylesheets({ 'remoteEntry.js': SRI('a') })).toEqual([]);
  });

  it('records none beyond the bound or for a path a registry entry cannot carry (the gate refuses both)', () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_STYLESHEET_FILES + 1 }, (_, index) => [`assets/s${index}.css`, SRI('a')]),
    );
    expect(releaseStylesheets(many)).toBeUndefined();
    expect(releaseStylesheets({ 'assets/.cache/x.css': SRI('a') })).toBeUndefined();
  });
});
