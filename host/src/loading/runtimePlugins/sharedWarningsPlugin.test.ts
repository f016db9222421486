import { RemoteRecords } from '../records/RemoteRecord';
import { sharedWarningsPlugin } from './sharedWarningsPlugin';

type ResolveShare = NonNullable<ReturnType<typeof sharedWarningsPlugin>['resolveShare']>;
type Args = Parameters<ResolveShare>[0];

const args = (shareConfig: object, version = '19.3.1') =>
  ({ pkgName: 'react', version, shareInfo: { from: 'reviews', shareConfig } }) as unknown as Args;

describe('sharedWarningsPlugin', () => {
  it('notes, on the consuming remote, a singleton whose version misses its range, and changes nothing', () => {
    const records = new RemoteRecords(10_000);
    const plugin = sharedWarningsPlugin(records);
    const given = args({ singleton: true, requiredVersion: '^18.3.1' });
    expect(plugin.resolveShare!(given)).toBe(given);
    expect(records.recordFor('reviews').sharedWarnings).toEqual([
      'the runtime gave reviews react 19.3.1, which does not satisfy ^18.3.1',
    ]);
  });

  it('says nothing of a satisfied range, a non-singleton or a missing range', () => {
    const records = new RemoteRecords(10_000);
    const plugin = sharedWarningsPlugin(records);
    plugin.resolveShare!(args({ singleton: true, requiredVersion: '^19.0.0' }));
    plugin.resolveShare!(args({ singleton: false, requiredVersion: '^18.3.1' }));
    plugin.resolveShare!(args({ singleton: true, requiredVersion: false }));
    expect(records.recordFor('reviews').sharedWarnings).toEqual([]);
  });
});
