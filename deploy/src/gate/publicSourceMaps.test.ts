import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { realManifest, writeReleaseFolder } from '../testing/releaseFolder';
import { checkRelease } from './checkRelease';
import { describeGateProblem } from './gateProblem';
import { hostSharedVersions } from './hostSharedVersions';
import { folderFiles, type ReleaseFiles } from './releaseFiles';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-gate-maps-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const EXPOSE = '__federation_expose_App.5650a3dd.js';
const hostShared = hostSharedVersions();
const check = (files: ReleaseFiles = folderFiles(dir)) =>
  checkRelease({ files, remote: 'catalog', module: './App', hostShared });
/** The files of `dir` read by name only, as a version published in the store is. */
const byNameOnly = (): ReleaseFiles => ({ ...folderFiles(dir), list: () => Promise.resolve(undefined) });
/** The catalog's real release with `extra` files added or replacing the named ones. */
const release = (extra: Record<string, string>) => writeReleaseFolder(dir, realManifest('catalog'), { extra });

describe('the gate refuses public source maps', () => {
  it('a default source-map build: a .map beside each script and a comment pointing at it, as one problem', async () => {
    release({
      'remoteEntry.js': 'entry();\n//# sourceMappingURL=remoteEntry.js.map',
      'remoteEntry.js.map': '{}',
      [EXPOSE]: `app();\n//# sourceMappingURL=${EXPOSE}.map\n`,
      [`${EXPOSE}.map`]: '{}',
      'nested/style.css': '[data-mfp-slot="catalog"] a{}\n/*# sourceMappingURL=style.css.map */',
      'nested/style.css.map': '{}',
    });
    const { problems } = await check();
    expect(problems).toEqual([
      {
        kind: 'source-maps-public',
        maps: [`${EXPOSE}.map`, 'nested/style.css.map', 'remoteEntry.js.map'],
        comments: [EXPOSE, 'nested/style.css', 'remoteEntry.js'],
      },
    ]);
    const line = describeGateProblem('catalog', problems[0]!);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/publishes source maps: 3 \.map files .*remoteEntry\.js\.map.* and a sourceMappingURL/);
    expect(line).toMatch(/devtool: false, or 'hidden-source-map' .*Vite build\.sourcemap: false/);
  });

  it('hidden maps left in the build folder, with no comment: still public, so refused', async () => {
    release({ 'remoteEntry.js.map': '{}', 'maps/chunk.js.map': '{}' });
    expect((await check()).problems).toEqual([
      { kind: 'source-maps-public', maps: ['maps/chunk.js.map', 'remoteEntry.js.map'], comments: [] },
    ]);
  });

  it('a map inlined as a data: URL', async () => {
    release({ [EXPOSE]: 'app();\n//# sourceMappingURL=data:application/json;base64,e30=' });
    expect((await check()).problems).toEqual([{ kind: 'source-maps-public', maps: [], comments: [EXPOSE] }]);
  });

  it('a published version, read by name only: the named files, their comments and the .map beside each', async () => {
    release({ [EXPOSE]: `app();\n//@ sourceMappingURL=${EXPOSE}.map`, [`${EXPOSE}.map`]: '{}' });
    expect((await check(byNameOnly())).problems).toEqual([
      { kind: 'source-maps-public', maps: [`${EXPOSE}.map`], comments: [EXPOSE] },
    ]);
  });

  it('one line however many maps: the first three named, then a count', async () => {
    const maps = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`${n}.js.map`, '{}']));
    release(maps);
    const [problem] = (await check()).problems;
    expect(describeGateProblem('catalog', problem!)).toMatch(
      /5 \.map files \(1\.js\.map, 2\.js\.map, 3\.js\.map and 2 more\)/,
    );
  });
});

describe('the gate passes maps kept private', () => {
  it('hidden-source-map with the maps outside the build folder, and comments naming maps the release lacks', async () => {
    release({
      'remoteEntry.js': 'entry();\n//# sourceMappingURL=../sourcemaps/remoteEntry.js.map',
      [EXPOSE]: `app();\n//# sourceMappingURL=https://maps.example.internal/${EXPOSE}.map`,
      'other.js': 'other();\n//# sourceMappingURL=missing.js.map',
    });
    expect((await check()).problems).toEqual([]);
  });

  it('the words inside code, not on a comment line of their own, and a .map that is not a source map name', async () => {
    release({
      [EXPOSE]: 'const s = "//# sourceMappingURL=data:application/json,{}"; x.map((y) => y);',
      'remoteEntry.js': 'entry();',
      'remoteEntry.js.mapping': '{}',
    });
    expect((await check()).problems).toEqual([]);
  });
});
