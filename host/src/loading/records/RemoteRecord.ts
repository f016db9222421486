import type { CompatibilityResult } from '@mfp/shared/compatibility';
import { FAILURE_POLICY, type PlatformFailure } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import { IntegrityExpectations } from '../integrity/IntegrityExpectations';
import type { RemoteLoadResult } from './RemoteLoadResult';

/** How the last attempt on the registered entry ended. */
export type LoadOutcome =
  { status: 'not-finished' } | { status: 'loaded' } | { status: 'failed'; failure: PlatformFailure };

/** What the federation runtime must be told before the next attempt on an entry. */
export type RegistrationStep = 'keep' | 'register' | 'force';

/**
 * A load under way: the live release, then maybe its last known-good one. Callers asking for the same registry entry
 * object share it.
 */
export interface LoadInFlight {
  entry: RegistryEntry;
  promise: Promise<RemoteLoadResult>;
}

/**
 * Everything the host knows about loading one remote: the entry the federation runtime has registered under its
 * name, how the last attempt on that entry ended, the budget of its loads and the load under way. The loader writes
 * it; the runtime plugin reads the budget.
 */
export class RemoteRecord {
  /** The manifest URL the runtime has registered, and the outcome of the last attempt on it. */
  registration: { entry: string; outcome: LoadOutcome } | undefined = undefined;
  inFlight: LoadInFlight | undefined = undefined;
  /** The compatibility check of the registered entry's manifest, once the runtime has fetched it. */
  compatibility: CompatibilityResult | undefined = undefined;
  /** The federation runtime's warnings about this remote's shared dependencies, since it was registered. */
  sharedWarnings: string[] = [];
  /**
   * What each release's manifest and entry must match, from its registry entry, and what did not: the loader writes
   * the expectations, the runtime plugin checks the files and records mismatches.
   */
  readonly integrity = new IntegrityExpectations();

  constructor(
    /** Whole-load budget of one attempt; the runtime plugin applies it to the manifest fetch and the entry script. */
    public timeoutMs: number,
  ) {}

  /** Whether `entry` must be registered before the next attempt, and whether that replaces a registration. */
  registrationStep(entry: string): RegistrationStep {
    if (!this.registration) return 'register';
    if (this.registration.entry !== entry) return 'force';
    const { outcome } = this.registration;
    return outcome.status === 'failed' && FAILURE_POLICY[outcome.failure.kind].dropsRegistration ? 'force' : 'keep';
  }

  /** A new registration makes the runtime fetch the manifest again, so what was learnt from the old one goes. */
  registered(entry: string): void {
    this.registration = { entry, outcome: { status: 'not-finished' } };
    this.compatibility = undefined;
    this.sharedWarnings = [];
  }

  /** Records how an attempt on `entry` ended. An attempt on an entry since replaced changes nothing. */
  settle(entry: string, outcome: LoadOutcome): void {
    if (this.registration?.entry === entry) this.registration = { entry, outcome };
  }
}

/** One record per remote name, kept for the page's lifetime. */
export class RemoteRecords {
  private readonly byName = new Map<string, RemoteRecord>();

  constructor(
    /** The budget of a remote the loader has not seen. */
    private readonly defaultTimeoutMs: number,
  ) {}

  recordFor(name: string): RemoteRecord {
    let record = this.byName.get(name);
    if (!record) {
      record = new RemoteRecord(this.defaultTimeoutMs);
      this.byName.set(name, record);
    }
    return record;
  }

  /** The budget for a remote the runtime asks about, which it names only (or not at all). */
  timeoutOf(name: string | undefined): number {
    return (name !== undefined && this.byName.get(name)?.timeoutMs) || this.defaultTimeoutMs;
  }
}
