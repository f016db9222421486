import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@mfp/shared/registry';
import { createFolderStore, type FolderStore } from '@mfp/store';
import type { RemoteTarget } from './buildTargets';
import { BUILD_STAMP } from './ensureBuilt';
import { registerApiOrigin } from './registerApiOrigin';
import { seedStore } from './seedStore';

let work: string;
let store: FolderStore;
const ORIGIN = 'http://localhost:3100';

beforeEach(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-api-origin-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
  const dir = path.join(work, 'remotes', 'catalog');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'dist', BUILD_STAMP), 'hash');
  const target: RemoteTarget = {
    kind: 'remote',
    name: 'catalog',
    dir,
    version: '1.0.0',
    meta: { title: 'Catalog', route: '/catalog', module: './App' },
  };
  await seedStore(store, [{ target, hash: 'a'.repeat(64), built: true }], { storePublicUrl: ORIGIN, print: () => {} });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

async function registryEntry() {
  const read = await store.readRegistry();
  if (read.kind !== 'found') throw new Error('the registry was not written');
  const registry = JSON.parse(read.bytes.toString('utf8')) as RegistryDocument;
  return registry.remotes.find((entry) => entry.name === 'catalog');
}

describe('registerApiOrigin', () => {
  it("sets the remote's API origins in its registry entry, and leaves them alone when they are already that", async () => {
    const api = { name: 'catalog', origin: 'http://127.0.0.1:3200' };
    expect(await registerApiOrigin(store, ORIGIN, api)).toBe('set');
    expect((await registryEntry())?.serverRender?.apiOrigins).toEqual(['http://127.0.0.1:3200']);
    expect(await registerApiOrigin(store, ORIGIN, api)).toBe('unchanged');
    expect(await registerApiOrigin(store, ORIGIN, { ...api, origin: 'http://127.0.0.1:4200' })).toBe('set');
    expect((await registryEntry())?.serverRender?.apiOrigins).toEqual(['http://127.0.0.1:4200']);
    const audit = await store.control.readAudit({ remote: 'catalog' });
    expect(audit.filter((entry) => entry.action === 'api-origins')).toHaveLength(2);
  });
});
