import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore } from '@mfp/store';
import { releaseVersion } from '@mfp/store/releases';
import { issueToken, registerRemote } from '@mfp/store/control';
import { createPostgresRecords, type PostgresRecords } from '@mfp/store/postgres';
import { UserFacingError } from '@mfp/settings/command';
import { migrateRecords } from './migrateRecords';
import { postgresForThisFile } from '@mfp/store/contract';

let work: string;
const opened: PostgresRecords[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'migrate-records-'));
});
afterAll(async () => {
  await Promise.all(opened.map((records) => records.close()));
  await rm(work, { recursive: true, force: true });
});
// Declared after the hooks above, which jest runs first: whatever they close stops before the server does.
const server = postgresForThisFile();

const database = async () => {
  const records = createPostgresRecords(await server.createDatabase());
  opened.push(records);
  return records;
};

/** A folder store with two remotes deployed, catalog twice, by the real release sequence. */
async function folderStore(name: string) {
  const store = createFolderStore({ dir: path.join(work, name) });
  for (const [remote, version] of [
    ['catalog', '1.0.0'],
    ['catalog', '1.1.0'],
    ['cart', '2.0.0'],
  ] as const) {
    const distDir = path.join(work, `${name}-${remote}-${version}`);
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ remote, version }));
    await releaseVersion(store, {
      remote,
      release: { action: 'deploy', version, at: new Date().toISOString(), contentHash: version, user: 'a', host: 'b' },
      storePublicUrl: 'http://localhost:3100',
      description: { title: remote, route: `/${remote}`, module: './App' },
      build: { distDir, print: () => {} },
    });
  }
  return store;
}

describe('migrateRecords', () => {
  it('copies the releases and the registry, verifies them, and changes nothing on a second run', async () => {
    const from = await folderStore('moved');
    const to = await database();
    const lines: string[] = [];
    expect(await migrateRecords(from, to, (line) => lines.push(line))).toEqual({
      kind: 'copied',
      remotes: 2,
      releases: 3,
    });
    expect(await to.readReleases()).toEqual(await from.readReleases());
    const [copied, original] = await Promise.all([to.readRegistry(), from.readRegistry()]);
    expect(copied.kind === 'found' && JSON.parse(copied.bytes.toString())).toEqual(
      original.kind === 'found' && JSON.parse(original.bytes.toString()),
    );
    expect(lines).toEqual([
      `reading the records in ${from.location}`,
      '  2 remotes, 3 releases, a registry',
      '  copying catalog: 2 releases, live 1.1.0',
      '  copying cart: 1 releases, live 2.0.0',
      '  copying the registry',
      'verifying',
      `verified: ${to.location} holds the 3 releases of 2 remotes and the registry`,
    ]);
    const revision = await to.registryRevision();
    const again: string[] = [];
    expect(await migrateRecords(from, to, (line) => again.push(line))).toMatchObject({ kind: 'unchanged' });
    expect(again).toContain(`${to.location} holds these records already: nothing changed`);
    expect(await to.registryRevision()).toBe(revision);
  });

  it('refuses to overwrite other records in the database, and an empty folder', async () => {
    const to = await database();
    await migrateRecords(await folderStore('first'), to, () => {});
    const other = await folderStore('other');
    await other.writeReleases({ remotes: { cart: (await other.readReleases()).remotes.cart! } });
    const before = await to.readReleases();
    const error = await migrateRecords(other, to, () => {}).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UserFacingError);
    expect(error instanceof Error && error.message).toMatch(/already holds other records .*Nothing was copied/);
    expect(await to.readReleases()).toEqual(before);
    const empty = createFolderStore({ dir: path.join(work, 'empty') });
    await expect(migrateRecords(empty, await database(), () => {})).rejects.toThrow(
      /holds no releases and no registry/,
    );
  });

  it("copies the deploy API's tokens, registrations, remote settings and audit trail too, once, and refuses to mix them", async () => {
    const from = await folderStore('control');
    const now = new Date('2026-11-25T10:00:00.000Z');
    await registerRemote(from, { name: 'reviews', route: '/reviews', title: 'Reviews' }, { now, by: 'ana@b' });
    const { record } = issueToken({ kind: 'remote', remote: 'reviews' }, { now, note: 'reviews CI' });
    await from.control.addToken(record);
    await from.control.appendAudit({ at: now.toISOString(), action: 'token-create', result: 'ok', tokenId: record.id });
    const settings = { name: 'reviews', serverRender: { enabled: false }, changedAt: now.toISOString() };
    await from.control.setRemoteSettings(settings);
    const to = await database();
    const lines: string[] = [];
    expect(await migrateRecords(from, to, (line) => lines.push(line))).toMatchObject({ kind: 'copied' });
    expect(lines).toContain('  copying 1 tokens, 1 registrations, 1 remote settings, 2 audit entries');
    expect(await to.control.listTokens()).toEqual([record]);
    expect(await to.control.listRegistrations()).toEqual(await from.control.listRegistrations());
    expect(await to.control.listRemoteSettings()).toEqual([settings]);
    expect(await to.control.readAudit()).toEqual(await from.control.readAudit());
    expect(await migrateRecords(from, to, () => {})).toMatchObject({ kind: 'unchanged' });

    // A database whose releases were moved before its control records existed: only those are copied.
    const earlier = await database();
    await earlier.writeReleases(await from.readReleases());
    const registry = await from.readRegistry();
    if (registry.kind === 'found') await earlier.writeRegistry(JSON.parse(registry.bytes.toString()));
    const upgrade: string[] = [];
    expect(await migrateRecords(from, earlier, (line) => upgrade.push(line))).toMatchObject({ kind: 'copied' });
    expect(upgrade.filter((line) => line.startsWith('  copying'))).toEqual([
      '  copying 1 tokens, 1 registrations, 1 remote settings, 2 audit entries',
    ]);

    await to.control.appendAudit({ at: now.toISOString(), action: 'deploy', result: 'ok', remote: 'reviews' });
    await expect(migrateRecords(from, to, () => {})).rejects.toThrow(
      /already holds other tokens, registrations, remote settings or audit entries \(1 tokens, 1 registrations, 1 remote settings, 3 audit entries\)/,
    );
  });
});
