import { webcrypto } from 'node:crypto';
import { boundedLoadingPlugin } from './boundedLoadingPlugin';
import { RemoteRecords } from '../records/RemoteRecord';
import { IntegrityMismatchError } from '../integrity/subresourceIntegrity';

const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };

type Plugin = ReturnType<typeof boundedLoadingPlugin>;
type RemoteInfo = NonNullable<Parameters<NonNullable<Plugin['createScript']>>[0]['remoteInfo']>;

// As the runtime passes it to `createScript`: by then `entry` is the entry script's URL, read from the manifest.
const remoteInfo = (name: string) =>
  ({ name, entry: `http://localhost:3100/remotes/${name}/1.0.0/remoteEntry.js` }) as RemoteInfo;

function pluginWith(budgets: Record<string, number>) {
  const records = new RemoteRecords(10_000);
  for (const [name, timeoutMs] of Object.entries(budgets)) records.recordFor(name).timeoutMs = timeoutMs;
  return boundedLoadingPlugin(records, () => HOST_SHARED);
}

const ENTRY_URL = 'http://localhost:3100/remotes/catalog/1.0.0/remoteEntry.js';

function createScript(plugin: Plugin, info?: RemoteInfo) {
  return plugin.createScript!({ url: ENTRY_URL, remoteInfo: info });
}

const scriptOf = (answer: ReturnType<typeof createScript>) => (answer as { script: HTMLScriptElement }).script;
// SHA-384 of "abc" (FIPS 180-2 test vector), and a value nothing hashes to.
const SRI_OF_ABC = 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn';
const SRI_OF_NOTHING = `sha384-${'A'.repeat(64)}`;

const MANIFEST_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';

/** The plugin, with `catalog`'s record expecting `entry` as its entry script's integrity. */
function pluginExpecting(entry: string) {
  const records = new RemoteRecords(10_000);
  records.recordFor('catalog').integrity.expect(MANIFEST_URL, { manifest: SRI_OF_NOTHING, entry });
  return { plugin: boundedLoadingPlugin(records, () => HOST_SHARED), record: records.recordFor('catalog') };
}

describe('boundedLoadingPlugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("gives an entry script the budget of its remote's record, and crossorigin", () => {
    const answer = createScript(pluginWith({ catalog: 1_234 }), remoteInfo('catalog'));
    expect(answer).toMatchObject({ timeout: 1_234 });
    const { script } = answer as { script: HTMLScriptElement };
    expect(script.src).toBe('http://localhost:3100/remotes/catalog/1.0.0/remoteEntry.js');
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('gives the entry script of a remote with recorded integrity that integrity, and none to one without', () => {
    const { plugin } = pluginExpecting(SRI_OF_ABC);
    const script = scriptOf(createScript(plugin, remoteInfo('catalog')));
    expect(script.integrity).toBe(SRI_OF_ABC);
    expect(script.crossOrigin).toBe('anonymous');
    // jsdom lacks the `integrity` property that browsers reflect as the attribute: unset is `undefined` here.
    expect(scriptOf(createScript(plugin, remoteInfo('cart'))).integrity).toBeFalsy();
  });

  describe('when the browser refuses an entry script that has integrity', () => {
    const realCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    beforeEach(() => {
      // jsdom has no crypto.subtle; a secure context in a browser has the same API as Node's.
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    });
    afterEach(() => {
      if (realCrypto) Object.defineProperty(globalThis, 'crypto', realCrypto);
      else delete (globalThis as { crypto?: unknown }).crypto;
    });

    /** The script fails the way a refused one does: an `error` event, and nothing else to tell why. */
    function failScript(expected: string, served: string) {
      const bytes = new TextEncoder().encode(served).buffer;
      globalThis.fetch = jest.fn(
        () => Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(bytes) }) as never,
      );
      const { plugin, record } = pluginExpecting(expected);
      const script = scriptOf(createScript(plugin, remoteInfo('catalog')));
      expect(record.integrity.mismatchOf(MANIFEST_URL)).toBeUndefined();
      script.dispatchEvent(new Event('error'));
      return record;
    }

    it('fetches the file again and records the mismatch when its bytes are not the recorded ones', async () => {
      const record = failScript(SRI_OF_NOTHING, 'abc');
      const mismatch = await record.integrity.mismatchOf(MANIFEST_URL);
      expect(mismatch).toBeInstanceOf(IntegrityMismatchError);
      expect(mismatch?.message).toBe(
        `${ENTRY_URL} does not match the integrity recorded at deploy: expected ${SRI_OF_NOTHING}, got ${SRI_OF_ABC}`,
      );
      expect(globalThis.fetch).toHaveBeenCalledWith(ENTRY_URL, expect.objectContaining({ mode: 'cors' }));
    });

    it('records no mismatch when the bytes match: the script failed for another reason', async () => {
      await expect(failScript(SRI_OF_ABC, 'abc').integrity.mismatchOf(MANIFEST_URL)).resolves.toBeUndefined();
    });
  });

  it("fails any other script of a checked remote closed, with the entry's integrity, and blames nothing on it", () => {
    const { plugin, record } = pluginExpecting(SRI_OF_ABC);
    const chunk = 'http://localhost:3100/remotes/catalog/1.0.0/__federation_expose_App.1234abcd.js';
    const script = scriptOf(plugin.createScript!({ url: chunk, remoteInfo: remoteInfo('catalog') }));
    expect(script.integrity).toBe(SRI_OF_ABC);
    script.dispatchEvent(new Event('error'));
    expect(record.integrity.mismatchOf(MANIFEST_URL)).toBeUndefined();
  });

  it("stops the runtime from running a checked remote's chunks itself, and leaves other remotes' preloads alone", async () => {
    const { plugin } = pluginExpecting(SRI_OF_ABC);
    const preloadOps = [{ nameOrAlias: 'catalog' }, { nameOrAlias: 'cart' }];
    await plugin.beforePreloadRemote!({ preloadOps } as never);
    const [catalog, cart] = preloadOps as Array<{ filter?: (url: string) => boolean }>;
    expect(catalog?.filter?.('http://localhost:3100/remotes/catalog/1.0.0/__federation_expose_App.1234abcd.js')).toBe(
      false,
    );
    expect(cart?.filter).toBeUndefined();
  });

  it('gives a script of a remote without a record, or of none, the default budget', () => {
    const plugin = pluginWith({ catalog: 1_234 });
    expect(createScript(plugin, remoteInfo('cart'))).toMatchObject({ timeout: 10_000 });
    expect(createScript(plugin)).toMatchObject({ timeout: 10_000 });
  });

  it("bounds a manifest fetch with the budget of its remote's record", async () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
    const plugin = pluginWith({ catalog: 20 });

    const fetching = plugin.fetch!(
      'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      {},
      remoteInfo('catalog'),
    );
    await expect(fetching).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(fetching).rejects.toThrow(/did not finish within 20 ms/);
    expect(globalThis.fetch).toHaveBeenCalledWith(
      'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    // The manifest of a version folder is immutable: the browser's cache may answer, as the store's headers allow.
    expect(jest.mocked(globalThis.fetch).mock.calls[0]?.[1]).not.toHaveProperty('cache');
  });
});
