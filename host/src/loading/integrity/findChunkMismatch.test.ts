/**
 * @jest-environment node
 */
import { findChunkMismatch } from './findChunkMismatch';
import { IntegrityMismatchError } from './subresourceIntegrity';
import { BUILT_CHUNK, sriOf, startReleaseServer, type ReleaseServer } from '@mfp/testing/releaseServer';

let store: ReleaseServer;
beforeAll(async () => {
  store = await startReleaseServer();
});
afterAll(() => store.close());
beforeEach(() => store.reset());

const check = (file: string, chunkId: string | undefined) =>
  findChunkMismatch(
    { url: `${store.folder}${file}`, chunkId },
    { manifestUrl: store.manifestUrl, integrity: store.integrity },
    2_000,
  );

describe('findChunkMismatch', () => {
  it('finds a chunk whose bytes changed after the build, naming the hash the entry holds for it', async () => {
    store.served['85.js'] = `alert("changed");${BUILT_CHUNK}`;
    const mismatch = await check('85.js', '85');
    expect(mismatch).toBeInstanceOf(IntegrityMismatchError);
    expect(mismatch).toMatchObject({ expected: sriOf(BUILT_CHUNK), actual: sriOf(`alert("changed");${BUILT_CHUNK}`) });
    expect(mismatch?.message).toContain(`${store.folder}85.js does not match the integrity recorded at deploy`);
    // The chunk past every cache: one request for its bytes.
    expect(store.requests.filter((line) => line.startsWith('85.js'))).toEqual(['85.js no-cache']);
  });

  it("names the entry's hashes as a whole for a file whose chunk id it cannot read", async () => {
    store.served['85.css'] = 'body { display: none }';
    await expect(check('85.css', undefined)).resolves.toMatchObject({ expected: "a hash its release's entry holds" });
  });

  it('finds none for a chunk that matches now (a fault that went away), under any chunk id', async () => {
    await expect(check('85.js', '85')).resolves.toBeUndefined();
    await expect(check('85.js', '12')).resolves.toBeUndefined();
  });

  it('finds none for a chunk that is not delivered: an error status or no answer is a network fault', async () => {
    store.served['85.js'] = 503;
    await expect(check('85.js', '85')).resolves.toBeUndefined();
    delete store.served['85.js'];
    await expect(check('85.js', '85')).resolves.toBeUndefined();
  });

  it('cannot tell when the entry itself does not match its recorded integrity: it trusts no hash of it', async () => {
    store.served['85.js'] = 'changed';
    store.served['remoteEntry.js'] = `${store.served['remoteEntry.js']}/* and the entry too: ${sriOf('changed')} */`;
    await expect(check('85.js', '85')).resolves.toBeUndefined();
  });
});
