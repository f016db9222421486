import {
  RUNTIME_001,
  RUNTIME_002,
  RUNTIME_003,
  RUNTIME_004,
  RUNTIME_008,
  RUNTIME_011,
  RUNTIME_012,
  RUNTIME_013,
  RUNTIME_014,
  RUNTIME_015,
} from '@module-federation/error-codes';
import { DeadlineExceededError } from '../deadline/withDeadline';
import { errorMessage, errorName } from './errorMessage';
import type { RemoteFailureKind } from './failureKinds';

export type FailureStage = 'load' | 'render';

/** What a thrown value says about a remote's failure. */
export interface RemoteErrorClass {
  kind: RemoteFailureKind;
  /** Set only where the kind's default is wrong: an HTTP 4xx will not go away within a retry. */
  transient?: false;
}

const CLIENT_ERROR_STATUS = /\bHTTP 4\d\d for /;
const TIMEOUT_PATTERN = /timed out|TimeoutError|The operation was aborted due to timeout/i;

/** Kinds the federation runtime reports through its `#RUNTIME-00X` codes. */
function kindFromRuntimeCode(message: string): RemoteFailureKind | undefined {
  const has = (...codes: string[]) => codes.some((code) => message.includes(code));
  if (has(RUNTIME_003)) {
    if (TIMEOUT_PATTERN.test(message)) return 'timeout';
    // The runtime wraps the original error: a JSON parse failure means the manifest answered, but not with JSON.
    return /SyntaxError|not valid JSON|Unexpected token|Unexpected end of JSON/i.test(message)
      ? 'manifest-invalid'
      : 'manifest-unreachable';
  }
  if (has(RUNTIME_013, RUNTIME_011)) return 'manifest-invalid';
  if (has(RUNTIME_008)) {
    if (message.includes('ScriptExecutionError')) return 'entry-evaluation-failed';
    if (TIMEOUT_PATTERN.test(message)) return 'timeout';
    return 'entry-unreachable';
  }
  if (has(RUNTIME_001, RUNTIME_002, RUNTIME_015)) return 'entry-evaluation-failed';
  if (has(RUNTIME_004)) return 'remote-unknown';
  if (has(RUNTIME_014)) return 'expose-missing';
  if (has(RUNTIME_012)) return 'shared-incompatible';
  return undefined;
}

function kindFromMessage(error: unknown, message: string): RemoteFailureKind | undefined {
  if (error instanceof DeadlineExceededError) return 'timeout';
  // Before the runtime codes: the runtime wraps a refused manifest in its "failed to get manifest" error.
  if (errorName(error) === 'IntegrityMismatchError' || /\bIntegrityMismatchError\b/.test(message)) {
    return 'integrity-failed';
  }
  if (errorName(error) === 'UnverifiableEntryError' || /\bUnverifiableEntryError\b/.test(message)) {
    return 'entry-unverifiable';
  }
  if (errorName(error) === 'ChunkLoadError' || /Loading chunk [^\s]+ failed/.test(message)) return 'chunk-load-failed';
  if (/does not exist in container/.test(message)) return 'expose-missing';
  if (
    /does not satisfy the requirement|Unsatisfied version|Shared module .* doesn't exist in shared scope/i.test(message)
  ) {
    return 'shared-incompatible';
  }
  return kindFromRuntimeCode(message);
}

/**
 * Maps whatever the federation runtime, webpack, the remote or React threw onto a failure kind. Unknown errors at
 * the load stage count as evaluation failures (the expose's own code threw); at the render stage as render failures.
 * Call it through `toFailure`, which builds the failure around the class and passes classified failures through.
 */
export function classifyError(error: unknown, stage: FailureStage): RemoteErrorClass {
  const message = errorMessage(error);
  const kind = kindFromMessage(error, message) ?? (stage === 'render' ? 'render-failed' : 'entry-evaluation-failed');
  // A 4xx from an immutable, versioned folder will not go away within a retry; 5xx and network errors may.
  return CLIENT_ERROR_STATUS.test(message) ? { kind, transient: false } : { kind };
}
