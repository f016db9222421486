import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { setBudget } from '@mfp/store/releases';
import { deployWith, deployWorkspace, failureOf, releasesOf, type TestWorkspace } from './testing/testContext';

let test: TestWorkspace;

beforeEach(() => {
  test = deployWorkspace({ catalog: '1.0.0' });
});
afterEach(() => test.remove());

const EXPOSE_CHUNK = catalogManifest.exposes[0]?.assets.js.sync[0] ?? '';
/** A chunk large enough to be precompressed, of which the gzip sibling is about a tenth. */
const chunkOf = (words: number) => `export const text = ${JSON.stringify('catalog '.repeat(words))};`;
const budget = (maxBytes: number | undefined) =>
  setBudget(
    test.store,
    { name: 'catalog', budget: maxBytes === undefined ? undefined : { maxBytes } },
    { now: new Date('2026-11-27T10:00:00.000Z'), by: 'ana@build-1' },
  );

describe('a budget at deploy (decision 0072)', () => {
  it("records each release's critical-path gzip bytes, as the store sends its files", async () => {
    test.builds.set('catalog', { kind: 'release', extra: { [EXPOSE_CHUNK]: chunkOf(400) } });
    const { version } = await deployWith(test);
    const recorded = (await releasesOf(test))?.criticalPath?.[version];
    const folder = test.store.layout.versionDir('catalog', version);
    const sent = (file: string) => {
      const gzip = path.join(folder, `${file}.gz`);
      return statSync(gzip, { throwIfNoEntry: false })?.size ?? readFileSync(path.join(folder, file)).length;
    };
    const files = ['mf-manifest.json', 'remoteEntry.js', EXPOSE_CHUNK];
    expect(recorded).toEqual({
      gzipBytes: files.map(sent).reduce((sum, bytes) => sum + bytes, 0),
      files: Object.fromEntries(files.map((file) => [file, sent(file)])),
    });
    // The chunk went out precompressed: the bytes counted are its sibling's, not its own.
    expect(recorded?.files[EXPOSE_CHUNK]).toBeLessThan(chunkOf(400).length / 5);
  });

  it('refuses a release over the budget, naming the file that grew, and --force deploys it, recorded', async () => {
    const first = await deployWith(test);
    const live = (await releasesOf(test))?.criticalPath?.[first.version];
    if (!live) throw new Error('the first release was not weighed');
    await budget(live.gzipBytes + 50);
    test.builds.set('catalog', { kind: 'release', extra: { [EXPOSE_CHUNK]: chunkOf(4000) } });
    const refused = await failureOf(deployWith(test));
    expect(refused.message).toMatch(
      /The gate refused catalog .*1 problem:\n {2}- over-budget: catalog's critical path/,
    );
    expect(refused.message).toMatch(
      new RegExp(`${EXPOSE_CHUNK.replaceAll('.', '\\.')} [\\d.]+ KB \\([\\d,]+ bytes\\), grew by`),
    );
    expect(refused.message).toMatch(/npm run remotes -- budget catalog --max-kb \d+/);
    expect(refused.message).toMatch(/or pass --force to deploy anyway/);
    expect((await releasesOf(test))?.live).toBe(first.version);

    const forced = await deployWith(test, 'catalog', { force: true });
    expect(forced.kind).toBe('switched');
    expect((await releasesOf(test))?.history.at(-1)).toMatchObject({
      action: 'deploy',
      version: forced.version,
      forced: {
        problems: [
          expect.stringMatching(
            /^over-budget: catalog's critical path .* weighs [\d.]+ KB \([\d,]+ bytes\) gzip, over its budget/,
          ),
        ],
      },
    });
  });

  it('lets a release within the budget through, and weighs nothing once the budget is off', async () => {
    await deployWith(test);
    await budget(1_000_000);
    test.builds.set('catalog', { kind: 'release', extra: { [EXPOSE_CHUNK]: chunkOf(20) } });
    expect((await deployWith(test)).kind).toBe('switched');
    await budget(1);
    test.builds.set('catalog', { kind: 'release', extra: { [EXPOSE_CHUNK]: chunkOf(10) } });
    await expect(deployWith(test)).rejects.toThrow(/over-budget/);
    await budget(undefined);
    expect((await deployWith(test)).kind).toBe('switched');
  });
});
