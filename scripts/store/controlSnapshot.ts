import { isDeepStrictEqual } from 'node:util';
import type { ControlRecords } from '@mfp/store';
import type { AuditEntry, DeployTokenRecord, RemoteRegistration, RemoteSettings } from '@mfp/store/control';

/** Everything the deploy API's records hold, oldest first, as a move copies it. */
export interface ControlSnapshot {
  tokens: DeployTokenRecord[];
  registrations: RemoteRegistration[];
  /** The platform team's settings of each remote (decision 0065). */
  settings: RemoteSettings[];
  audit: AuditEntry[];
}

export async function readControl(control: ControlRecords): Promise<ControlSnapshot> {
  const [tokens, registrations, settings, newestFirst] = await Promise.all([
    control.listTokens(),
    control.listRegistrations(),
    control.listRemoteSettings(),
    control.readAudit({ limit: Number.MAX_SAFE_INTEGER }),
  ]);
  return { tokens, registrations, settings, audit: newestFirst.reverse() };
}

export const isEmptyControl = ({ tokens, registrations, settings, audit }: ControlSnapshot) =>
  tokens.length + registrations.length + settings.length + audit.length === 0;

export const sameControl = (a: ControlSnapshot, b: ControlSnapshot) => isDeepStrictEqual(a, b);

export const describeControl = ({ tokens, registrations, settings, audit }: ControlSnapshot) =>
  `${tokens.length} tokens, ${registrations.length} registrations, ${settings.length} remote settings, ` +
  `${audit.length} audit entries`;

/** Writes `snapshot` into records that hold none, in order (inside the caller's lock: its transaction). */
export async function writeControl(control: ControlRecords, snapshot: ControlSnapshot): Promise<void> {
  for (const token of snapshot.tokens) await control.addToken(token);
  for (const registration of snapshot.registrations) await control.addRegistration(registration);
  for (const settings of snapshot.settings) await control.setRemoteSettings(settings);
  for (const entry of snapshot.audit) await control.appendAudit(entry);
}
