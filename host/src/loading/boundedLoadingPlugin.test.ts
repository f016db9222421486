import { boundedLoadingPlugin } from './boundedLoadingPlugin';
import { RemoteRecords } from './RemoteRecord';

const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5' };

type Plugin = ReturnType<typeof boundedLoadingPlugin>;
type RemoteInfo = NonNullable<Parameters<NonNullable<Plugin['createScript']>>[0]['remoteInfo']>;

const remoteInfo = (name: string) =>
  ({ name, entry: `http://localhost:3100/remotes/${name}/1.0.0/mf-manifest.json` }) as RemoteInfo;

function pluginWith(budgets: Record<string, number>) {
  const records = new RemoteRecords(10_000);
  for (const [name, timeoutMs] of Object.entries(budgets)) records.recordFor(name).timeoutMs = timeoutMs;
  return boundedLoadingPlugin(records, () => HOST_SHARED);
}

function createScript(plugin: Plugin, info?: RemoteInfo) {
  return plugin.createScript!({ url: 'http://localhost:3100/remotes/catalog/1.0.0/remoteEntry.js', remoteInfo: info });
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
