import { moduleFilesOf } from './moduleFiles';

describe('moduleFilesOf', () => {
  it('names every JavaScript file of the release but the entry, sorted, and nothing else', () => {
    const files = [
      'remoteEntry.js',
      'mf-manifest.json',
      'assets/index-ChwoYCW6.js',
      'assets/App-DUF7hd33.js',
      'assets/styles-1a2b.css',
      'assets/worker.mjs',
      '.vite/manifest.json',
      'mf-stats.json',
    ];
    expect(moduleFilesOf(files, 'remoteEntry.js')).toEqual([
      'assets/App-DUF7hd33.js',
      'assets/index-ChwoYCW6.js',
      'assets/worker.mjs',
    ]);
  });
});
