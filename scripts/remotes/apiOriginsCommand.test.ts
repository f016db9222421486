import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore, type OpenedStore } from '@mfp/store';
import { UsageError } from '@mfp/settings/command';
import { parseRemotesArgs } from './remotesArgs';
import { runRemotesCommand } from './remotesCommand';
import type { RemotesContext } from './remotesContext';

const now = new Date('2026-11-25T10:00:00.000Z');
const api = 'https://api.example.com';
const search = 'http://localhost:4000';

describe('npm run remotes -- api-origins', () => {
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
  const servedCart = async () => {
    const registry = await store.readRegistry();
    if (registry.kind !== 'found') throw new Error('no registry');
    return (JSON.parse(registry.bytes.toString()) as { remotes: { name: string }[] }).remotes[0];
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-origins-'));
    store = openStore({ dir: path.join(dir, 'store') });
    printed = [];
    logged = [];
    await store.writeReleases({
      remotes: { cart: { title: 'Cart', route: '/cart', module: './App', live: '1.2.0', history: [], hashes: {} } },
    });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('sets them in the registry the hosts serve, says so, and logs and audits it', async () => {
    const text = await run('api-origins', 'cart', 'https://API.example.com/', search, api);
    expect(text.split('\n')).toEqual([
      `API origins of cart: ${api}, ${search}. The registry says so now; every host follows within ` +
        'REGISTRY_MAX_STALENESS_MS.',
      expect.stringMatching(/^Its loader's fetch reaches them, .* The list replaces the one before/),
    ]);
    expect(await servedCart()).toMatchObject({
      name: 'cart',
      serverRender: { enabled: true, apiOrigins: [api, search] },
    });
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([
      { at: now.toISOString(), event: 'api-origins', remote: 'cart', apiOrigins: [api, search], by: 'ana@build-1' },
    ]);
    expect(await store.control.readAudit()).toMatchObject([
      { action: 'api-origins', result: 'ok', remote: 'cart', detail: `API origins ${api}, ${search}, by ana@build-1` },
    ]);
  });

  it('lists them beside the server-render settings, which keep them, and clears them with none', async () => {
    await run('api-origins', 'cart', api, search);
    await run('server-render', 'cart', 'on', '--deadline-ms', '300');
    expect((await run('list')).split('\n')).toEqual([
      'NAME  ROUTE  TITLE  LIVE   SERVER RENDER        API ORIGINS                                     BUDGET (GZIP)  KNOWN FROM',
      `cart  /cart  Cart   1.2.0  on, deadline 300 ms  ${api}, ${search}  none           releases`,
    ]);
    expect(JSON.parse(await run('list', '--json'))).toEqual([
      expect.objectContaining({ serverRender: { enabled: true, deadlineMs: 300 }, apiOrigins: [api, search] }),
    ]);
    expect(await servedCart()).toMatchObject({
      serverRender: { enabled: true, deadlineMs: 300, apiOrigins: [api, search] },
    });

    const cleared = await run('api-origins', 'cart', 'none');
    expect(cleared).toMatch(/^API origins of cart: none\. The registry says so now/);
    expect(cleared).toMatch(/\nIts loader's fetch reaches no API of its own/);
    expect(await servedCart()).toMatchObject({ serverRender: { enabled: true, deadlineMs: 300 } });
    expect(await servedCart()).not.toHaveProperty('serverRender.apiOrigins');
    expect(JSON.parse(await run('list', '--json'))).toEqual([
      expect.not.objectContaining({ apiOrigins: expect.anything() as unknown }),
    ]);
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({ event: 'api-origins', apiOrigins: [] });
    expect((await store.control.readAudit()).map(({ action, detail }) => [action, detail])).toEqual([
      ['api-origins', 'API origins none, by ana@build-1'],
      ['server-render', 'server render on, deadline 300 ms, by ana@build-1'],
      ['api-origins', `API origins ${api}, ${search}, by ana@build-1`],
    ]);
  });

  it('says when the loader cannot run, its remote rendering in the browser only', async () => {
    await run('server-render', 'cart', 'off');
    expect((await run('api-origins', 'cart', api)).split('\n')[2]).toBe(
      'Server render of cart is off, so its loader does not run: npm run remotes -- server-render cart on',
    );
    expect(await servedCart()).toMatchObject({ serverRender: { enabled: false, apiOrigins: [api] } });
    expect(await run('api-origins', 'cart', 'none')).toContain('Server render of cart is off');
  });

  it('refuses a remote the store does not know (exit 2), changing nothing', async () => {
    const refused = run('api-origins', 'search', api);
    await expect(refused).rejects.toThrow(UsageError);
    await expect(refused).rejects.toThrow(/there is no remote named search in .*npm run remotes -- list/);
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(await store.readRegistry()).toMatchObject({ kind: 'missing' });
    expect(logged).toEqual([]);
  });
});
