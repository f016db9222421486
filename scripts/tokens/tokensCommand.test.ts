import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore, StoreError, type OpenedStore } from '@mfp/store';
import { verifyToken } from '@mfp/store/control';
import { FOLDER_STORE_NAMES } from '@mfp/store/folder';
import { UserFacingError } from '@mfp/settings/command';
import { tokensTestContext } from './tokensTestContext';

const now = new Date('2026-11-25T10:00:00.000Z');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('npm run tokens', () => {
  let dir: string;
  let store: OpenedStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tokens-'));
    store = openStore({ dir: path.join(dir, 'store') });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates a remote token shown once, stores only its hash, and keeps it out of every file, list and log', async () => {
    const { run, register, logged } = tokensTestContext(store, now);
    await register('catalog');
    const created = JSON.parse(await run('create', '--remote', 'catalog', '--json', '--note', 'catalog CI')) as Record<
      string,
      string
    >;
    expect(Object.keys(created)).toEqual(['id', 'token']);
    const { id, token } = created as { id: string; token: string };
    const secret = token.slice(`mfp_${id}_`.length);
    expect(token).toMatch(new RegExp(`^mfp_${id}_[A-Za-z0-9_-]{43}$`));
    await expect(verifyToken(token, store.control, now)).resolves.toMatchObject({
      kind: 'valid',
      token: { id, scope: { kind: 'remote', remote: 'catalog' }, note: 'catalog CI', createdBy: 'ana@build-1' },
    });

    const listed = [await run('list'), await run('list', '--json')];
    expect(listed[0]).toMatch(
      new RegExp(`^${id}\\s+remote catalog\\s+active\\s+2026-11-25 10:00 UTC\\s+never\\s+catalog CI$`, 'm'),
    );
    expect(JSON.parse(listed[1]!)).toEqual([
      {
        id,
        scope: { kind: 'remote', remote: 'catalog' },
        status: 'active',
        createdAt: now.toISOString(),
        createdBy: 'ana@build-1',
        note: 'catalog CI',
      },
    ]);
    const audit = JSON.stringify(await store.control.readAudit());
    const stored = await Promise.all((await filesUnder(store.layout.dir)).map((file) => readFile(file, 'utf8')));
    for (const text of [...listed, audit, ...stored, ...logged]) expect(text).not.toContain(secret);
    expect(await store.control.readAudit()).toEqual([
      {
        at: now.toISOString(),
        action: 'token-create',
        result: 'ok',
        tokenId: id,
        remote: 'catalog',
        detail: 'scope remote catalog, never expires, by ana@build-1',
      },
      expect.objectContaining({ action: 'register' }),
    ]);
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        at: now.toISOString(),
        event: 'token-create',
        tokenId: id,
        scope: 'remote catalog',
        expiresAt: null,
        by: 'ana@build-1',
      },
    ]);
  });

  it('prints the token once with how to use it, and an expiry when told', async () => {
    const { run } = tokensTestContext(store, now);
    const text = await run('create', '--admin', '--expires', '90d');
    expect(text).toMatch(/^Created token (tok_\w+) \(admin, expires 2027-02-23 10:00 UTC\): it may do everything/);
    expect(text).toMatch(/^ {2}mfp_tok_\w+_[\w-]{43}$/m);
    expect(text).toContain('shown only this once');
    expect(text).toContain('MFP_DEPLOY_TOKEN');
    const [record] = await store.control.listTokens();
    expect(record).toMatchObject({ scope: { kind: 'admin' }, expiresAt: '2027-02-23T10:00:00.000Z' });
    expect(text).toContain(`npm run tokens -- revoke ${record!.id}`);
  });

  it('creates a token for a remote that has releases but no registration', async () => {
    const { run } = tokensTestContext(store, now);
    await store.writeReleases({
      remotes: {
        cart: { title: 'Cart', route: '/cart', module: './App', live: '1.0.0', history: [], hashes: {} },
      },
    });
    await run('create', '--remote', 'cart');
    expect(await store.control.listTokens()).toMatchObject([{ scope: { kind: 'remote', remote: 'cart' } }]);
  });

  it('refuses a remote that is neither registered nor deployed, naming the command that registers it', async () => {
    const { run } = tokensTestContext(store, now);
    const refusal = run('create', '--remote', 'reviews');
    await expect(refusal).rejects.toThrow(UserFacingError);
    await expect(run('create', '--remote', 'reviews')).rejects.toThrow(
      /reviews is neither registered nor deployed .* npm run remotes -- add reviews --route/,
    );
    expect(await store.control.listTokens()).toEqual([]);
    expect(await store.control.readAudit()).toEqual([]);
  });

  it('revokes a token: verifyToken then says revoked, list shows it, and the change is audited once', async () => {
    const { run, register, logged } = tokensTestContext(store, now);
    await register('catalog');
    const { id, token } = JSON.parse(await run('create', '--remote', 'catalog', '--json')) as Record<string, string>;
    expect(await run('revoke', id!)).toBe(`Revoked ${id} (remote catalog): the deploy API refuses it from now on.`);
    await expect(verifyToken(token, store.control, now)).resolves.toMatchObject({ kind: 'revoked' });
    expect(await run('list')).toMatch(new RegExp(`^${id}\\s+remote catalog\\s+revoked 2026-11-25 10:00 UTC`, 'm'));
    expect(await run('revoke', id!)).toBe(`${id} was revoked already (2026-11-25 10:00 UTC): nothing changed.`);
    const audit = await store.control.readAudit();
    expect(audit.map((entry) => [entry.action, entry.tokenId])).toEqual([
      ['token-revoke', id],
      ['token-create', id],
      ['register', undefined],
    ]);
    expect(logged.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual([
      'token-create',
      'token-revoke',
    ]);
    await expect(run('revoke', 'tok_nosuchtoken')).rejects.toThrow(
      /There is no token tok_nosuchtoken in .*tokens -- list/,
    );
  });

  it('lists expired tokens as expired, and says how to create one when there is none', async () => {
    const { run } = tokensTestContext(store, now);
    expect(await run('list')).toMatch(/^No tokens in .*npm run tokens -- create --remote <name>$/);
    await run('create', '--admin', '--expires', '1h');
    const later = tokensTestContext(store, new Date(now.getTime() + 2 * 60 * 60 * 1000));
    expect(JSON.parse(await later.run('list', '--json'))).toMatchObject([{ status: 'expired' }]);
  });

  it('reports corrupt token records as the store error that says how to fix them', async () => {
    const { run } = tokensTestContext(store, now);
    await run('create', '--admin');
    await writeFile(path.join(store.layout.dir, FOLDER_STORE_NAMES.tokens), '{');
    await expect(run('list')).rejects.toThrow(StoreError);
    await expect(run('list')).rejects.toThrow(/tokens\.json is corrupt: not valid JSON/);
  });
});
