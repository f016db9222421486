import { PlatformFailure, isPlatformFailure } from '@mfp/shared/failures';
import { classifyError, type FailureStage } from './classifyError';
import { errorMessage } from './errorMessage';
import type { HostFailureKind, RegistryFailureKind, RemoteFailureKind } from './failureKinds';
import { isSharedMismatchSymptom } from './sharedMismatchSymptom';

interface Described {
  /** What happened, for logs and the console. Never shown to users. */
  message: string;
  cause?: unknown;
}

/** A failure of a known kind. Each culprit allows only its own kinds, so a failure cannot name the wrong culprit. */
export type FailureSpec =
  | ({ culprit: 'remote'; kind: RemoteFailureKind; remote: string; version?: string; transient?: boolean } & Described)
  | ({
      culprit: 'registry';
      kind: RegistryFailureKind;
      /** The skipped entry, for a problem with one entry; the registry as a whole when absent. */
      remote?: string;
    } & Described)
  | ({ culprit: 'host'; kind: HostFailureKind } & Described);

/** Where an unknown thrown value was caught; it decides the failure's culprit and how the value is classified. */
export type FailureContext =
  | {
      culprit: 'remote';
      remote: string;
      version?: string;
      stage: FailureStage;
      /** What the compatibility check found wrong with the remote's shared dependencies, one line each. */
      compatibilityNotes?: readonly string[];
    }
  | { culprit: 'registry' }
  | { culprit: 'host' };

/**
 * Builds a failure of a known kind. This module is the only place in the host that builds a `PlatformFailure`.
 * Not covered: classifying a thrown value; that is `toFailure`.
 */
export function createFailure(spec: FailureSpec): PlatformFailure {
  return new PlatformFailure(spec);
}

/**
 * Turns anything that was thrown into a failure, keeping it as `cause`. A remote's error is classified by what it
 * says; the registry's count as `registry-unreachable` and the host's as `host-failed`. A value that is already a
 * `PlatformFailure` passes through untouched, so an error caught twice on its way up is classified once.
 */
export function toFailure(error: unknown, context: FailureContext): PlatformFailure {
  if (isPlatformFailure(error)) return error;
  const message = errorMessage(error);
  switch (context.culprit) {
    case 'remote': {
      const { remote, version, stage, compatibilityNotes = [] } = context;
      if (stage === 'render' && compatibilityNotes.length > 0 && isSharedMismatchSymptom(message)) {
        return sharedMismatchAtRender(error, message, remote, version, compatibilityNotes);
      }
      return createFailure({
        culprit: 'remote',
        remote,
        version,
        message,
        cause: error,
        ...classifyError(error, stage),
      });
    }
    case 'registry':
      return createFailure({ culprit: 'registry', kind: 'registry-unreachable', message, cause: error });
    case 'host':
      return createFailure({ culprit: 'host', kind: 'host-failed', message, cause: error });
  }
}

/**
 * A render error that looks like a shared-dependency mismatch, from a remote the compatibility check had doubts about:
 * `shared-incompatible`, not `render-failed`. The cause is the remote's error with the doubts appended, so the report
 * (which carries the cause's message and stack) tells the platform team what to fix.
 */
function sharedMismatchAtRender(
  error: unknown,
  message: string,
  remote: string,
  version: string | undefined,
  notes: readonly string[],
): PlatformFailure {
  const explained = new Error(`${message}; ${notes.join('; ')}`, { cause: error });
  if (error instanceof Error && error.stack) explained.stack = error.stack;
  return createFailure({
    culprit: 'remote',
    kind: 'shared-incompatible',
    remote,
    version,
    message: explained.message,
    cause: explained,
  });
}
