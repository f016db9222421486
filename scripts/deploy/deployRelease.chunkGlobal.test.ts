import { BUILT_ENTRIES } from '@mfp/deploy/testing';
import { switchRelease } from './switchRelease';
import {
  CATALOG_CHUNK as CHUNK,
  deployWith,
  deployWorkspace,
  failureOf,
  releasesOf,
  type TestWorkspace,
} from './testing/testContext';

let test: TestWorkspace;

beforeEach(() => {
  test = deployWorkspace({ catalog: '1.0.0' }, 'mfp-chunk-global-');
});
afterEach(() => test.remove());

/** The next build: the documented Rspack config's real runtime in the entry (or `entry`), and a chunk of `code`. */
const build = (code: string, entry: string = BUILT_ENTRIES.foreignRspack) =>
  test.builds.set('catalog', { kind: 'release', extra: { 'remoteEntry.js': entry, [CHUNK]: code } });

describe("a deploy compared with the live release's chunk-loading global (decision 0097)", () => {
  it('refuses a build with other code under the live global, leaves the live release live, and --force records it', async () => {
    build('first');
    const first = await deployWith(test, 'catalog', { version: '1.0.0' });
    build('second');
    const refused = await failureOf(deployWith(test, 'catalog', { version: '1.1.0' }));
    expect(refused.message).toMatch(
      /1 problem:\n {2}- chunk-global-shared: the release's entry sets up the chunk-loading global webpackChunkacme_fx_rspack_ok, as the live release 1\.0\.0 does/,
    );
    expect((await releasesOf(test))?.live).toBe(first.version);

    const forced = await deployWith(test, 'catalog', { version: '1.1.0', force: true });
    expect(forced.kind).toBe('switched');
    expect((await releasesOf(test))?.history.at(-1)).toMatchObject({
      version: '1.1.0',
      forced: { problems: [expect.stringMatching(/^chunk-global-shared: /)] },
    });
    // A rollback is not compared: an emergency goes through, whatever the two globals.
    expect(await switchRelease({ kind: 'rollback', remote: 'catalog', force: false }, test.context)).toMatchObject({
      kind: 'switched',
      version: '1.0.0',
    });
  });

  it("deploys a build whose global is not the live release's", async () => {
    build('first', BUILT_ENTRIES.foreignWebpack);
    await deployWith(test, 'catalog', { version: '1.0.0' });
    build('second');
    expect((await deployWith(test, 'catalog', { version: '1.1.0' })).kind).toBe('switched');
  });

  it("deploys the live release's bytes again under another version: the same chunks under the same global", async () => {
    build('first');
    await deployWith(test, 'catalog', { version: '1.0.0' });
    expect((await deployWith(test, 'catalog', { version: '1.0.1' })).kind).toBe('switched');
  });
});
