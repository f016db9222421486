import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ControlRecords } from '../../control/ControlRecords';
import type { AuditEntry, DeployTokenRecord, RemoteRegistration } from '../../control/controlRecordSchemas';
import { StoreError } from '../../StoreError';
import { describeRemoteSettings } from './describeRemoteSettings';

/** A fresh, empty instance for one test, how to break its stored tokens and audit trail, and cleanup. */
export interface ControlRecordsUnderTest {
  control: ControlRecords;
  /** Makes the stored tokens unreadable (not valid JSON, or not of the schema). */
  corruptTokens(): Promise<void>;
  /** Makes the stored audit trail unreadable. */
  corruptAudit(): Promise<void>;
  cleanup(): Promise<void>;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();

const token = (id: string, extra: Partial<DeployTokenRecord> = {}): DeployTokenRecord => ({
  id,
  scope: { kind: 'remote', remote: 'catalog' },
  hash: `sha256:${'a'.repeat(64)}`,
  createdAt: at(0),
  ...extra,
});

const registration = (name: string, route: string): RemoteRegistration => ({
  name,
  route,
  title: name[0]!.toUpperCase() + name.slice(1),
  module: './App',
  registeredAt: at(1),
  registeredBy: 'ana@build-1',
});

const audit = (minute: number, remote: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  at: at(minute),
  action: 'deploy',
  result: 'ok',
  remote,
  version: `1.0.${minute}`,
  tokenId: 'tok_abcdefgh',
  ...extra,
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

const kindOf = (error: unknown) => (error instanceof StoreError ? error.kind : error);

/**
 * What every implementation of `ControlRecords` must do, run over `make` (called once per test, its `cleanup` after):
 * the folder and the PostgreSQL implementations call it unchanged.
 */
export function describeControlRecordsContract(name: string, make: () => Promise<ControlRecordsUnderTest>): void {
  describe(`ControlRecords contract: ${name}`, () => {
    let subject: ControlRecordsUnderTest;
    let control: ControlRecords;

    beforeEach(async () => {
      subject = await make();
      control = subject.control;
    });
    afterEach(() => subject.cleanup());

    it('starts with no tokens, no registrations and no audit entries', async () => {
      expect(await control.listTokens()).toEqual([]);
      expect(await control.findToken('tok_abcdefgh')).toBeUndefined();
      expect(await control.listRegistrations()).toEqual([]);
      expect(await control.listRemoteSettings()).toEqual([]);
      expect(await control.readAudit()).toEqual([]);
    });

    it('stores tokens, oldest first, finds them by id, and refuses an id twice', async () => {
      const first = token('tok_aaaaaaaa', { note: 'catalog CI', createdBy: 'ana@build-1' });
      const second = token('tok_bbbbbbbb', { scope: { kind: 'admin' }, expiresAt: at(30), createdAt: at(2) });
      await control.addToken(first);
      await control.addToken(second);
      expect(await control.listTokens()).toEqual([first, second]);
      expect(await control.findToken('tok_bbbbbbbb')).toEqual(second);
      expect(await control.findToken('tok_cccccccc')).toBeUndefined();
      expect(kindOf(await rejection(control.addToken(token('tok_aaaaaaaa'))))).toBe('token-exists');
      expect(await control.listTokens()).toEqual([first, second]);
    });

    it('revokes a token once, keeping the first time, and says when there was none', async () => {
      await control.addToken(token('tok_aaaaaaaa'));
      await control.addToken(token('tok_bbbbbbbb'));
      expect(await control.revokeToken('tok_aaaaaaaa', new Date(at(5)))).toBe('revoked');
      expect(await control.revokeToken('tok_aaaaaaaa', new Date(at(9)))).toBe('already-revoked');
      expect(await control.revokeToken('tok_zzzzzzzz', new Date(at(9)))).toBe('unknown');
      expect(await control.findToken('tok_aaaaaaaa')).toEqual(token('tok_aaaaaaaa', { revokedAt: at(5) }));
      expect((await control.findToken('tok_bbbbbbbb'))?.revokedAt).toBeUndefined();
    });

    it('keeps every token of concurrent additions', async () => {
      const ids = ['tok_aaaaaaa1', 'tok_aaaaaaa2', 'tok_aaaaaaa3', 'tok_aaaaaaa4', 'tok_aaaaaaa5'];
      await Promise.all(ids.map((id) => control.addToken(token(id))));
      expect((await control.listTokens()).map((stored) => stored.id).sort()).toEqual(ids);
    });

    it('stores registrations and refuses a name twice', async () => {
      await control.addRegistration(registration('reviews', '/reviews'));
      await control.addRegistration(registration('search', '/search'));
      expect(await control.listRegistrations()).toEqual([
        registration('reviews', '/reviews'),
        registration('search', '/search'),
      ]);
      const twice = await rejection(control.addRegistration(registration('reviews', '/other')));
      expect(kindOf(twice)).toBe('remote-exists');
      expect(await control.listRegistrations()).toHaveLength(2);
    });

    describeRemoteSettings(() => control, at);

    it('reads the audit trail newest first, bounded, and of one remote when told', async () => {
      for (let minute = 0; minute < 6; minute++)
        await control.appendAudit(audit(minute, minute % 2 ? 'cart' : 'catalog'));
      const failure = audit(6, 'catalog', { action: 'upload', result: 'refused', code: 'gate-refused', detail: 'x' });
      await control.appendAudit(failure);
      await control.appendAudit({ at: at(7), action: 'token-create', result: 'ok', tokenId: 'tok_abcdefgh' });
      const all = await control.readAudit();
      expect(all.map((entry) => entry.at)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map(at));
      expect(all[1]).toEqual(failure);
      expect((await control.readAudit({ limit: 2 })).map((entry) => entry.at)).toEqual([at(7), at(6)]);
      const catalog = await control.readAudit({ remote: 'catalog', limit: 3 });
      expect(catalog.map((entry) => entry.at)).toEqual([at(6), at(4), at(2)]);
      expect(await control.readAudit({ remote: 'nobody' })).toEqual([]);
    });

    it('answers at most 100 audit entries unless told otherwise', async () => {
      await Promise.all(Array.from({ length: 105 }, (_, index) => control.appendAudit(audit(index % 60, 'catalog'))));
      expect(await control.readAudit()).toHaveLength(100);
      expect(await control.readAudit({ limit: 200 })).toHaveLength(105);
    });

    it('refuses a record that breaks its schema, storing nothing', async () => {
      await expect(control.addToken({ ...token('tok_aaaaaaaa'), hash: 'plain' })).rejects.toThrow();
      await expect(control.appendAudit({ ...audit(0, 'catalog'), action: 'nap' as 'deploy' })).rejects.toThrow();
      expect(await control.listTokens()).toEqual([]);
      expect(await control.readAudit()).toEqual([]);
    });

    it('reports corrupt tokens and a corrupt audit trail as control-records-corrupt', async () => {
      await control.addToken(token('tok_aaaaaaaa'));
      await control.appendAudit(audit(0, 'catalog'));
      await subject.corruptTokens();
      expect(kindOf(await rejection(control.listTokens()))).toBe('control-records-corrupt');
      expect(kindOf(await rejection(control.findToken('tok_aaaaaaaa')))).toBe('control-records-corrupt');
      await subject.corruptAudit();
      expect(kindOf(await rejection(control.readAudit()))).toBe('control-records-corrupt');
    });
  });
}
