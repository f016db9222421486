import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { ASYNC_BOUNDARY, remoteSkeleton, type RemoteHome } from './remoteSkeleton';

const read = (...segments: string[]) => readFileSync(path.join(repoRoot, ...segments), 'utf8');
const titleOf = (dir: string) => (JSON.parse(read(dir, 'package.json')) as { mfp: { title: string } }).mfp.title;

/** Every remote written by hand or by the scaffold before it, with where it lives. */
const REMOTES: Array<{ dir: string; home: RemoteHome; config: string }> = [
  { dir: 'remotes/catalog', home: { kind: 'workspace', name: 'catalog' }, config: 'webpack.config.ts' },
  { dir: 'remotes/cart', home: { kind: 'workspace', name: 'cart' }, config: 'webpack.config.ts' },
  { dir: 'examples/remote-in-its-own-repo', home: { kind: 'own-repository' }, config: 'webpack.config.js' },
];

describe('one remote skeleton', () => {
  it.each(REMOTES)('$dir has the skeleton the scaffold writes', ({ dir, home, config }) => {
    const skeleton = remoteSkeleton(home, titleOf(dir));
    expect(read(dir, 'index.html')).toBe(skeleton['index.html']);
    expect(read(dir, 'src', 'index.ts')).toBe(skeleton['src/index.ts']);
    expect(read(dir, 'src', 'bootstrap.tsx')).toBe(skeleton['src/bootstrap.tsx']);
    expect(read(dir, config)).toBe(skeleton['webpack.config']);
  });

  it("the browser-test fixtures' template crosses the same async boundary", () => {
    // Its standalone page and bootstrap are the fixtures' own: they are never served to a user.
    expect(read('e2e', 'fixtures', 'remote-template', 'src', 'index.ts')).toBe(ASYNC_BOUNDARY);
  });
});
