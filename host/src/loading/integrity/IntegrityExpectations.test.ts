import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { IntegrityExpectations } from './IntegrityExpectations';
import { IntegrityMismatchError } from './subresourceIntegrity';

const folder = (version: string) => `http://localhost:3100/remotes/catalog/${version}/`;
const manifest = (version: string) => `${folder(version)}mf-manifest.json`;
const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const V1: ReleaseIntegrity = { manifest: sri('A'), entry: sri('B') };
const V2: ReleaseIntegrity = { manifest: sri('C'), entry: sri('D') };

describe('IntegrityExpectations', () => {
  it("checks a script left over from the release the slot left against that release, not the next one's", () => {
    const expectations = new IntegrityExpectations();
    expectations.expect(manifest('1.0.0'), V1);
    expectations.expect(manifest('2.0.0'), V2);
    expect(expectations.releaseOfScript(`${folder('1.0.0')}remoteEntry.js`)).toEqual({
      manifestUrl: manifest('1.0.0'),
      integrity: V1,
    });
    expect(expectations.releaseOfScript(`${folder('2.0.0')}remoteEntry.js`)?.integrity).toBe(V2);
  });

  it('gives a script outside every checked folder the current release, so it fails closed', () => {
    const expectations = new IntegrityExpectations();
    expectations.expect(manifest('2.0.0'), V2);
    expect(expectations.checksCurrent).toBe(true);
    expect(expectations.releaseOfScript('http://localhost:3100/elsewhere/evil.js')?.integrity).toBe(V2);
  });

  it('checks nothing of a development override, even after a checked release of the same remote', () => {
    const expectations = new IntegrityExpectations();
    expectations.expect(manifest('1.0.0'), V1);
    expectations.expect('http://localhost:3001/mf-manifest.json', undefined);
    expect(expectations.checksCurrent).toBe(false);
    expect(expectations.ofManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
    expect(expectations.releaseOfScript('http://localhost:3001/remoteEntry.js')).toBeUndefined();
  });

  it('keeps a mismatch per release, and forgets it when an attempt on that release begins', async () => {
    const expectations = new IntegrityExpectations();
    expectations.expect(manifest('1.0.0'), V1);
    const mismatch = new IntegrityMismatchError(`${folder('1.0.0')}remoteEntry.js`, V1.entry, sri('Z'));
    expectations.recordMismatch(manifest('1.0.0'), Promise.resolve(mismatch));
    await expect(expectations.mismatchOf(manifest('1.0.0'))).resolves.toBe(mismatch);
    expect(expectations.mismatchOf(manifest('2.0.0'))).toBeUndefined();
    expectations.expect(manifest('1.0.0'), V1);
    expect(expectations.mismatchOf(manifest('1.0.0'))).toBeUndefined();
  });
});
