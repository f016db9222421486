import { registryEntrySchema } from '@mfp/shared/registry';
import type { RemoteTarget } from '../lib/buildTargets';
import { devRegistry, devRemoteOrigins } from './devRegistry';

const target = (name: string, route: string): RemoteTarget => ({
  kind: 'remote',
  name,
  dir: `/repo/remotes/${name}`,
  version: '1.0.0',
  meta: { title: name.toUpperCase(), route, module: './App' },
});
const remotes = [
  { target: target('catalog', '/catalog'), port: 3001 },
  { target: target('cart', '/cart'), port: 3002 },
];

describe('devRegistry', () => {
  it("points every remote at its dev server's manifest, in entries the host accepts", () => {
    const { remotes: entries } = devRegistry(remotes);
    expect(entries).toEqual([
      {
        name: 'catalog',
        title: 'CATALOG',
        route: '/catalog',
        entry: 'http://localhost:3001/mf-manifest.json',
        module: './App',
      },
      { name: 'cart', title: 'CART', route: '/cart', entry: 'http://localhost:3002/mf-manifest.json', module: './App' },
    ]);
    for (const entry of entries) expect(registryEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('lists the dev servers as the allowed remote origins', () => {
    expect(devRemoteOrigins(remotes)).toEqual(['http://localhost:3001', 'http://localhost:3002']);
  });
});
