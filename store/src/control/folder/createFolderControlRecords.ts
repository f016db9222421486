import { mkdir } from 'node:fs/promises';
import type { FolderLayout } from '../../folder/folderLayout';
import { writeFileAtomic } from '../../folder/writeFileAtomic';
import { assertStoreFolder } from '../../folder/writeGuards';
import { withStoreLockOnce } from '../../records/withStoreLock';
import { StoreError } from '../../StoreError';
import type { ControlRecords } from '../ControlRecords';
import {
  auditEntrySchema,
  deployTokenRecordSchema,
  remoteRegistrationSchema,
  remoteSettingsSchema,
} from '../controlRecordSchemas';
import { appendAuditLine, readAuditLines } from './auditFile';
import {
  controlFiles,
  formatControlFile,
  readControlFile,
  remoteSettingsFileSchema,
  remotesFileSchema,
  tokensFileSchema,
} from './controlFiles';

const DEFAULT_AUDIT_LIMIT = 100;

/**
 * The deploy API's records in a records folder (STORE_DIR, or the folder STORE_RECORDS_URL names): `tokens.json`
 * (owner-only), `remotes.json`, `remote-settings.json` and `audit.jsonl`, beside `releases.json`. Every change runs under the store's lock,
 * or inside the caller's when it holds it (`registerRemote`), and replaces its file atomically; the audit trail is
 * appended a whole line at a time. Creating it touches nothing on disk.
 */
export function createFolderControlRecords(layout: FolderLayout): ControlRecords {
  const files = controlFiles(layout.dir);
  const readTokens = () => readControlFile(files.tokens, tokensFileSchema, { tokens: [] });
  const readRemotes = () => readControlFile(files.remotes, remotesFileSchema, { remotes: [] });
  const readSettings = () => readControlFile(files.remoteSettings, remoteSettingsFileSchema, { remotes: [] });

  /** Runs a change of the records under the lock, after checking the folder is one the store may write into. */
  async function change<T>(work: () => Promise<T>): Promise<T> {
    await assertStoreFolder(layout);
    await mkdir(layout.dir, { recursive: true });
    return withStoreLockOnce(layout.dir, work);
  }

  return {
    addToken: (token) =>
      change(async () => {
        const record = deployTokenRecordSchema.parse(token);
        const document = await readTokens();
        if (document.tokens.some((stored) => stored.id === record.id))
          throw new StoreError('token-exists', `a token with id ${record.id} is stored already: issue a new token`);
        document.tokens.push(record);
        writeFileAtomic(files.tokens, formatControlFile(document), { mode: 0o600 });
      }),
    listTokens: async () => (await readTokens()).tokens,
    findToken: async (id) => (await readTokens()).tokens.find((token) => token.id === id),
    revokeToken: (id, at) =>
      change(async () => {
        const document = await readTokens();
        const token = document.tokens.find((stored) => stored.id === id);
        if (!token) return 'unknown';
        if (token.revokedAt !== undefined) return 'already-revoked';
        token.revokedAt = at.toISOString();
        writeFileAtomic(files.tokens, formatControlFile(document), { mode: 0o600 });
        return 'revoked';
      }),
    addRegistration: (registration) =>
      change(async () => {
        const record = remoteRegistrationSchema.parse(registration);
        const document = await readRemotes();
        if (document.remotes.some((stored) => stored.name === record.name))
          throw new StoreError(
            'remote-exists',
            `a remote named ${record.name} is registered already: choose another name`,
          );
        document.remotes.push(record);
        writeFileAtomic(files.remotes, formatControlFile(document));
      }),
    listRegistrations: async () => (await readRemotes()).remotes,
    setRemoteSettings: (settings) =>
      change(async () => {
        const record = remoteSettingsSchema.parse(settings);
        const others = (await readSettings()).remotes.filter((stored) => stored.name !== record.name);
        const remotes = [...others, record].sort((a, b) => (a.name < b.name ? -1 : 1));
        writeFileAtomic(files.remoteSettings, formatControlFile({ remotes }));
      }),
    listRemoteSettings: async () => (await readSettings()).remotes,
    appendAudit: (entry) => change(() => appendAuditLine(files.audit, auditEntrySchema.parse(entry))),
    readAudit: ({ remote, limit = DEFAULT_AUDIT_LIMIT } = {}) => readAuditLines(files.audit, { remote, limit }),
  };
}
