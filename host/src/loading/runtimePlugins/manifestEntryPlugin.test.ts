import { manifestEntryPlugin } from './manifestEntryPlugin';

type AfterResolve = NonNullable<ReturnType<typeof manifestEntryPlugin>['afterResolve']>;
type Args = Parameters<AfterResolve>[0];

const MANIFEST = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';

function argsFor(entry: string, snapshot: object) {
  const loadRemoteSnapshotInfo = jest.fn().mockResolvedValue({ remoteSnapshot: snapshot });
  const remoteInfo = { name: 'catalog', entry, type: 'global', entryGlobalName: 'catalog', shareScope: 'default' };
  const args = {
    id: 'catalog/App',
    expose: './App',
    remote: { name: 'catalog', entry },
    remoteInfo,
    origin: { snapshotHandler: { loadRemoteSnapshotInfo } },
  } as unknown as Args;
  return { args, remoteInfo, loadRemoteSnapshotInfo };
}

const afterResolve = manifestEntryPlugin().afterResolve as AfterResolve;

describe('manifestEntryPlugin', () => {
  it("points a remote registered by its manifest at the manifest's entry script", async () => {
    const { args, remoteInfo, loadRemoteSnapshotInfo } = argsFor(MANIFEST, {
      remoteEntry: 'remoteEntry.js',
      remoteEntryType: 'global',
      globalName: 'catalog_global',
      publicPath: 'http://localhost:3100/remotes/catalog/1.0.0/',
      version: '1.0.0',
    });
    const result = await afterResolve(args);
    expect(loadRemoteSnapshotInfo).toHaveBeenCalledWith({ moduleInfo: args.remote, id: 'catalog/App' });
    expect(remoteInfo).toMatchObject({
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'catalog_global',
      version: '1.0.0',
    });
    expect(result).toMatchObject({ remoteSnapshot: expect.objectContaining({ remoteEntry: 'remoteEntry.js' }) });
  });

  it('leaves a remote registered by its entry script alone', async () => {
    const { args, remoteInfo, loadRemoteSnapshotInfo } = argsFor('http://localhost:3001/remoteEntry.js', {});
    await expect(afterResolve(args)).resolves.toBe(args);
    expect(loadRemoteSnapshotInfo).not.toHaveBeenCalled();
    expect(remoteInfo.entry).toBe('http://localhost:3001/remoteEntry.js');
  });

  it('refuses a manifest that names no entry or no public path, rather than load the manifest as a script', async () => {
    const { args } = argsFor(MANIFEST, { remoteEntry: 'remoteEntry.js' });
    await expect(afterResolve(args)).rejects.toThrow(`${MANIFEST} names no remote entry with a public path`);
  });
});
