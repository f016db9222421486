import { isDeepStrictEqual } from 'node:util';
import type { ControlRecords } from '@mfp/store';
import type { AuditEntry, DeployTokenRecord, RemoteRegistration } from '@mfp/store/control';

/** Everything the deploy API's records hold, oldest first, as a move copies it. */
export interface ControlSnapshot {
  tokens: DeployTokenRecord[];
  registrations: RemoteRegistration[];
  audit: AuditEntry[];
}

export async function readControl(control: ControlRecords): Promise<ControlSnapshot> {
  const [tokens, registrations, newestFirst] = await Promise.all([
    control.listTokens(),
    control.listRegistrations(),
    control.readAudit({ limit: Number.MAX_SAFE_INTEGER }),
  ]);
  return { tokens, registrations, audit: newestFirst.reverse() };
}

export const isEmptyControl = ({ tokens, registrations, audit }: ControlSnapshot) =>
  tokens.length + registrations.length + audit.length === 0;

export const sameControl = (a: ControlSnapshot, b: ControlSnapshot) => isDeepStrictEqual(a, b);

export const describeControl = ({ tokens, registrations, audit }: ControlSnapshot) =>
  `${tokens.length} tokens, ${registrations.length} registrations, ${audit.length} audit entries`;

/** Writes `snapshot` into records that hold none, in order (inside the caller's lock: its transaction). */
export async function writeControl(control: ControlRecords, snapshot: ControlSnapshot): Promise<void> {
  for (const token of snapshot.tokens) await control.addToken(token);
  for (const registration of snapshot.registrations) await control.addRegistration(registration);
  for (const entry of snapshot.audit) await control.appendAudit(entry);
}
