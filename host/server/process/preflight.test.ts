import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { createFolderStore } from '@mfp/store';
import { secretFile } from '@mfp/store/testing';
import { SettingsError } from '@mfp/settings';
import { PortInUseError } from './PortInUseError';
import { checkCanServe } from './preflight';
import { makeTempDir, TEST_DIGEST_SECRET } from '../testing/fixtures';

describe('checkCanServe', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let blocker: Server | undefined;

  beforeEach(async () => ({ dir, remove } = await makeTempDir('preflight')));
  afterEach(async () => {
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    blocker = undefined;
    await remove();
  });

  const layout = () => createFolderStore({ dir: path.join(dir, 'store') }).layout;
  const config = (overrides: Partial<Parameters<typeof checkCanServe>[0]> = {}) => ({
    host: '127.0.0.1',
    port: 0,
    storePort: 0,
    digestSecret: TEST_DIGEST_SECRET,
    storeDir: path.join(dir, 'store'),
    ...overrides,
  });
  async function takenPort(): Promise<number> {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
    return (blocker.address() as { port: number }).port;
  }

  it('passes when the servers could start, and leaves the ports free', async () => {
    const port = await takenPort();
    await new Promise((resolve) => blocker?.close(resolve));
    blocker = undefined;
    await expect(checkCanServe(config({ port }))).resolves.toBeUndefined();
    await expect(takenPort()).resolves.toBeGreaterThan(0);
  });

  it('names a taken port and the variable that moves it', async () => {
    const port = await takenPort();
    await expect(checkCanServe(config({ storePort: port }))).rejects.toEqual(new PortInUseError('store', port));
  });

  it('names a HOST that does not resolve', async () => {
    const attempt = checkCanServe(config({ host: 'no-such-host.invalid' }));
    await expect(attempt).rejects.toThrow(SettingsError);
    await expect(attempt).rejects.toThrow(/^HOST="no-such-host\.invalid" does not resolve/);
  });

  it('makes sure the digest secret can be kept when none is set, and leaves the store alone when one is', async () => {
    await checkCanServe(config());
    expect(existsSync(secretFile(layout(), 'digest'))).toBe(false);
    await checkCanServe(config({ digestSecret: undefined }));
    expect(existsSync(secretFile(layout(), 'digest'))).toBe(true);
  });
});
