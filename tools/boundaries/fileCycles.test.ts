import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { fileGraphOf } from './fileCycles';
import { findCycle, folderGraphOf } from './folderCycles';

/*
 * Issue 29: files that import one another in a circle cannot be read, tested or moved one at a time. The kit's folders
 * depend one way (cli → build, dev, deploy → command: decision 0051), so do the commands' folders of scripts/, and no
 * file of the kit or of scripts/ imports itself back through others.
 */

describe('fileGraphOf', () => {
  it('resolves relative imports to files, with their extension or a folder index', () => {
    const graph = fileGraphOf(path.join(repoRoot, 'kit', 'src'));
    expect([...(graph.get(path.join('cli', 'runMfp.ts')) ?? [])]).toEqual(
      expect.arrayContaining([path.join('build', 'buildRemote.ts'), path.join('dev', 'devRemote.ts')]),
    );
    expect([...(graph.get(path.join('command', 'index.ts')) ?? [])]).toContain(
      path.join('command', 'userFacingError.ts'),
    );
  });
});

it.each(['kit', 'scripts'])('has no import cycle between the files of %s/', (folder) => {
  expect(findCycle(fileGraphOf(path.join(repoRoot, folder)))?.join(' → ')).toBeUndefined();
});

it.each(['kit/src', 'scripts'])('has no import cycle between the folders of %s/', (folder) => {
  expect(findCycle(folderGraphOf(path.join(repoRoot, folder)))?.join(' → ')).toBeUndefined();
});
