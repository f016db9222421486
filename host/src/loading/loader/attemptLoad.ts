import type { RegistryEntry } from '@mfp/shared/registry';
import { rememberLoader } from '../../data/browserLoaders';
import type { RemoteAppProps } from '@mfp/shared/remote';
import { createFailure } from '../../failures/failureFactory';
import { withDeadline } from '../../deadline/withDeadline';
import type { RemoteRecord } from '../records/RemoteRecord';
import type { RemoteComponent } from '../records/RemoteLoadResult';
import type { FederationRuntime } from './FederationRuntime';
import { isComponent } from './isComponent';

/**
 * One attempt at loading `entry`'s module, within its deadline (the entry's own or `defaultTimeoutMs`), ending with a
 * component or a throw. The record keeps the budget and the integrity expected of the release, which the runtime
 * plugin reads while the attempt runs.
 */
export async function attemptLoad(
  runtime: FederationRuntime,
  defaultTimeoutMs: number,
  record: RemoteRecord,
  entry: RegistryEntry,
): Promise<RemoteComponent> {
  const timeoutMs = entry.timeoutMs ?? defaultTimeoutMs;
  record.timeoutMs = timeoutMs;
  record.integrity.expect(entry.entry, entry.integrity);
  ensureRegistered(runtime, record, entry);
  const loaded = await withDeadline(`Loading ${entry.name}/${entry.module}`, timeoutMs, () =>
    runtime.load(entry.name, entry.module),
  );
  const component = (loaded as { default?: unknown } | null | undefined)?.default;
  if (!isComponent<RemoteAppProps>(component)) {
    throw createFailure({
      culprit: 'remote',
      kind: 'not-a-component',
      remote: entry.name,
      version: entry.version,
      message: `${entry.module} default export is ${component === null ? 'null' : typeof component}, not a React component`,
    });
  }
  rememberLoader(component, loaded);
  return component;
}

function ensureRegistered(runtime: FederationRuntime, record: RemoteRecord, entry: RegistryEntry): void {
  const step = record.registrationStep(entry.entry);
  if (step === 'keep') return;
  runtime.register({ name: entry.name, entry: entry.entry }, { force: step === 'force' });
  record.registered(entry.entry);
}
