import type { FailureKind } from '@mfp/shared/failures';
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
import { DeadlineExceededError } from '../loading/withDeadline';
import { errorMessage, errorName } from './errorMessage';
import { PlatformFailure, isPlatformFailure } from '@mfp/shared/failures';

export type FailureStage = 'load' | 'render';

export interface ClassifyContext {
  remote: string;
  version?: string;
  stage: FailureStage;
}

const CLIENT_ERROR_STATUS = /\bHTTP 4\d\d for /;
const TIMEOUT_PATTERN = /timed out|DeadlineExceededError|TimeoutError|The operation was aborted due to timeout/i;

/** Kinds the federation runtime reports through its `#RUNTIME-00X` codes. */
function kindFromRuntimeCode(message: string): FailureKind | undefined {
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

function kindFromMessage(error: unknown, message: string): FailureKind | undefined {
  if (error instanceof DeadlineExceededError) return 'timeout';
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
 * The original error is kept as `cause`.
 */
export function classifyError(error: unknown, { remote, version, stage }: ClassifyContext): PlatformFailure {
  if (isPlatformFailure(error)) return error;
  const message = errorMessage(error);
  const kind = kindFromMessage(error, message) ?? (stage === 'render' ? 'render-failed' : 'entry-evaluation-failed');
  // A 4xx from an immutable, versioned folder will not go away within a retry; 5xx and network errors may.
  const transient = CLIENT_ERROR_STATUS.test(message) ? false : undefined;
  return new PlatformFailure({ source: 'remote', kind, remote, version, message, cause: error, transient });
}
