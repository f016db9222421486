import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore, StoreError, type OpenedStore } from '@mfp/store';
import { refreshRegistry } from '@mfp/store/releases';
import { UsageError } from '@mfp/settings/command';
import { parseRemotesArgs } from './remotesArgs';
import { runRemotesCommand } from './remotesCommand';
import type { RemotesContext } from './remotesContext';

const now = new Date('2026-11-25T10:00:00.000Z');

describe('npm run remotes', () => {
  let dir: string;
  let store: OpenedStore;
  let printed: string[];
  let logged: string[];
  const run = async (...args: string[]) => {
    const command = parseRemotesArgs(args);
    if (command.kind === 'help') throw new Error('not a command to run');
    const context: RemotesContext = {
      store,
      now: () => now,
      by: 'ana@build-1',
      storePublicUrl: 'http://store.test',
      print: (text) => printed.push(text),
      log: (line) => logged.push(line),
    };
    const from = printed.length;
    await runRemotesCommand(command, context);
    return printed.slice(from).join('\n');
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'remotes-'));
    store = openStore({ dir: path.join(dir, 'store') });
    printed = [];
    logged = [];
    await store.writeReleases({
      remotes: { cart: { title: 'Cart', route: '/cart', module: './App', live: '1.2.0', history: [], hashes: {} } },
    });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('registers a remote that reaches neither the releases nor the registry until its first deploy', async () => {
    const text = await run('add', 'reviews', '--route', '/reviews', '--title', 'Reviews');
    expect(text).toContain('Registered reviews at /reviews ("Reviews", ./App).');
    expect(text).toContain('npm run tokens -- create --remote reviews');
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([
      { at: now.toISOString(), event: 'register', remote: 'reviews', by: 'ana@build-1' },
    ]);
    expect(Object.keys((await store.readReleases()).remotes)).toEqual(['cart']);
    await refreshRegistry(store, 'http://store.test');
    const registry = await store.readRegistry();
    expect(registry.kind === 'found' && JSON.parse(registry.bytes.toString())).toMatchObject({
      remotes: [{ name: 'cart' }],
    });
    expect(registry.kind === 'found' && registry.bytes.toString()).not.toContain('reviews');
  });

  it('lists registered remotes and remotes with releases, live version or not', async () => {
    await run('add', 'reviews', '--route', '/reviews', '--title', 'Reviews', '--module', './Root');
    expect((await run('list')).split('\n')).toEqual([
      'NAME     ROUTE     TITLE    LIVE              SERVER RENDER    API ORIGINS  BUDGET (GZIP)  KNOWN FROM',
      "cart     /cart     Cart     1.2.0             host's settings  none         none           releases",
      "reviews  /reviews  Reviews  not deployed yet  host's settings  none         none           registered",
    ]);
    expect(JSON.parse(await run('list', '--json'))).toEqual([
      { name: 'cart', route: '/cart', title: 'Cart', module: './App', live: '1.2.0', source: 'releases' },
      { name: 'reviews', route: '/reviews', title: 'Reviews', module: './Root', source: 'registered' },
    ]);
  });

  it('refuses a taken name or route (exit 1) and a route or title the registry refuses (exit 2)', async () => {
    await expect(run('add', 'cart', '--route', '/basket', '--title', 'Basket')).rejects.toThrow(StoreError);
    await expect(run('add', 'basket', '--route', '/cart', '--title', 'Basket')).rejects.toThrow(
      /the route \/cart is taken by remote cart/,
    );
    await expect(run('add', 'basket', '--route', 'basket', '--title', 'Basket')).rejects.toThrow(UsageError);
    await expect(run('add', 'basket', '--route', '/basket', '--title', '')).rejects.toThrow(
      /cannot be a remote's title.*Usage: npm run remotes/,
    );
    expect(await store.control.listRegistrations()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('says how to register one when there is none', async () => {
    await store.writeReleases({ remotes: {} });
    expect(await run('list')).toMatch(
      /^No remotes in .*npm run remotes -- add <name> --route <\/path> --title <Title>$/,
    );
  });

  it('switches a remote off or limits it in the registry the hosts serve, audited, logged and listed', async () => {
    const servedCart = async () => {
      const registry = await store.readRegistry();
      if (registry.kind !== 'found') throw new Error('no registry');
      return (JSON.parse(registry.bytes.toString()) as { remotes: { name: string }[] }).remotes[0];
    };
    expect(await run('server-render', 'cart', 'off')).toMatch(/^Server render of cart: off\. The registry says so/);
    expect(await servedCart()).toMatchObject({ name: 'cart', serverRender: { enabled: false } });
    const limited = { enabled: true, deadlineMs: 300, memoryMb: 64, outputKb: 1024 };
    const text = await run(
      'server-render',
      'cart',
      'on',
      '--deadline-ms',
      '300',
      '--memory-mb',
      '64',
      '--output-kb',
      '1024',
    );
    expect(text).toMatch(/^Server render of cart: on, deadline 300 ms, memory 64 MB, output 1024 KB\./);
    expect(await servedCart()).toMatchObject({
      entry: expect.stringMatching(/^http:\/\/store\.test\//),
      serverRender: limited,
    });
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        at: now.toISOString(),
        event: 'server-render',
        remote: 'cart',
        serverRender: { enabled: false },
        by: 'ana@build-1',
      },
      { at: now.toISOString(), event: 'server-render', remote: 'cart', serverRender: limited, by: 'ana@build-1' },
    ]);
    expect((await store.control.readAudit()).map((entry) => entry.action)).toEqual(['server-render', 'server-render']);
    expect((await run('list')).split('\n')[1]).toBe(
      'cart  /cart  Cart   1.2.0  on, deadline 300 ms, memory 64 MB, output 1024 KB  none         none           releases',
    );
    expect(JSON.parse(await run('list', '--json'))).toMatchObject([{ name: 'cart', serverRender: limited }]);
    await run('server-render', 'cart', 'on');
    expect(await servedCart()).toMatchObject({ serverRender: { enabled: true } });
    expect(await servedCart()).not.toHaveProperty('serverRender.deadlineMs');
  });

  it('sets and clears a budget, audited, logged and listed, keeping server render, without writing the registry', async () => {
    await run('server-render', 'cart', 'off');
    const registry = await store.readRegistry();
    const text = await run('budget', 'cart', '--max-kb', '150');
    expect(text).toMatch(
      /^Budget of cart: 150\.0 KB \(150,000 bytes\) gzip on its critical path .* over-budget; --force/,
    );
    expect(text).toMatch(/\nThe live 1\.2\.0 was deployed before releases were weighed; its next deploy is\.$/);
    expect(await store.readRegistry()).toEqual(registry);
    expect((await run('list')).split('\n')[1]).toBe(
      'cart  /cart  Cart   1.2.0  off            none         150 KB         releases',
    );
    expect(JSON.parse(await run('list', '--json'))).toMatchObject([
      { name: 'cart', serverRender: { enabled: false }, budgetBytes: 150_000 },
    ]);
    expect(await run('budget', 'cart', 'off')).toMatch(/^Budget of cart: off\. Its deploys are not weighed\./);
    expect(JSON.parse(await run('list', '--json'))).toEqual([
      expect.not.objectContaining({ budgetBytes: expect.anything() as unknown }),
    ]);
    expect(logged.slice(1).map((line) => JSON.parse(line) as unknown)).toEqual([
      { at: now.toISOString(), event: 'budget', remote: 'cart', maxBytes: 150_000, by: 'ana@build-1' },
      { at: now.toISOString(), event: 'budget', remote: 'cart', maxBytes: null, by: 'ana@build-1' },
    ]);
    expect((await store.control.readAudit()).map(({ action, detail }) => [action, detail])).toEqual([
      ['budget', 'budget off, by ana@build-1'],
      ['budget', 'budget 150.0 KB (150,000 bytes) gzip, by ana@build-1'],
      ['server-render', 'server render off, by ana@build-1'],
    ]);
    expect(await store.control.listRemoteSettings()).toMatchObject([{ serverRender: { enabled: false } }]);
  });

  it('prints the live weight its deploy recorded, and says when the budget is under it', async () => {
    const releases = await store.readReleases();
    releases.remotes.cart!.criticalPath = { '1.2.0': { gzipBytes: 12_021, files: { 'remoteEntry.js': 12_021 } } };
    await store.writeReleases(releases);
    expect(await run('budget', 'cart', '--max-kb', '13')).toMatch(
      /\nThe live 1\.2\.0 weighs 12\.0 KB \(12,021 bytes\) gzip\.$/,
    );
    expect(await run('budget', 'cart', '--max-kb', '11')).toMatch(
      /\nThe live 1\.2\.0 weighs 12\.0 KB \(12,021 bytes\) gzip: over the budget, so its next deploy is refused unless it weighs less \(or with --force\)\.$/,
    );
  });

  it('refuses a budget for a remote the store does not know (exit 2), changing nothing', async () => {
    await expect(run('budget', 'search', '--max-kb', '10')).rejects.toThrow(UsageError);
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('refuses a remote the store does not know (exit 2), changing nothing', async () => {
    const refused = run('server-render', 'search', 'off');
    await expect(refused).rejects.toThrow(UsageError);
    await expect(refused).rejects.toThrow(/there is no remote named search in .*npm run remotes -- list/);
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(await store.readRegistry()).toMatchObject({ kind: 'missing' });
    expect(logged).toEqual([]);
  });
});
