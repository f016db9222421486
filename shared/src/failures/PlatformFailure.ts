import { FAILURE_CATALOGUE, type FailureCode, type FailureKind } from './failureCatalogue';
import { FAILURE_POLICY } from './failurePolicy';
import type { FailureSource } from './failureSource';

export interface PlatformFailureInit {
  source: FailureSource;
  kind: FailureKind;
  /** The remote's name; for the registry and the host, what part of them failed (`registry`, `host`, an entry). */
  remote: string;
  version?: string;
  /** What happened, for logs and the console. Never shown to users. */
  message: string;
  cause?: unknown;
  /** Overrides the kind's default, e.g. a manifest 404 is unreachable but will not recover within a retry. */
  transient?: boolean;
}

/**
 * A classified failure of a remote, the registry or the host. It keeps the original error as `cause`, so the console
 * and the server log show what the federation runtime, webpack or the remote actually threw. Its `code` always
 * follows from its `kind`.
 */
export class PlatformFailure extends Error {
  override readonly name = 'PlatformFailure';
  readonly source: FailureSource;
  readonly kind: FailureKind;
  readonly code: FailureCode;
  readonly remote: string;
  readonly version: string | undefined;
  /** Worth another attempt soon: the network may recover; broken code will not. */
  readonly isTransient: boolean;

  constructor({ source, kind, remote, version, message, cause, transient }: PlatformFailureInit) {
    super(`[${FAILURE_CATALOGUE[kind].code} ${kind}] ${remote}: ${message}`, { cause });
    this.source = source;
    this.kind = kind;
    this.code = FAILURE_CATALOGUE[kind].code;
    this.remote = remote;
    this.version = version;
    this.isTransient = transient ?? FAILURE_POLICY[kind].transient;
  }
}

export function isPlatformFailure(value: unknown): value is PlatformFailure {
  return value instanceof PlatformFailure;
}
