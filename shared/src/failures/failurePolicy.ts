import type { FailureKind } from './failureCatalogue';

/** What the platform does about a failure of one kind. */
export interface FailurePolicy {
  /** Worth another attempt soon: the network may recover; broken code will not. A failure may override it. */
  transient: boolean;
  /**
   * A live release failing this way makes the host try its last known-good release: every way a release can fail to
   * load, none of the ways a loaded one can fail to render (another version would be a guess about code that ran).
   * See docs/decisions/0013.
   */
  fallsBack: boolean;
  /**
   * The federation runtime may hold a half-loaded manifest or entry of the remote afterwards: the next attempt
   * re-registers it with `force`, which makes the runtime forget them and fetch afresh.
   */
  dropsRegistration: boolean;
}

/**
 * The one per-kind policy table, beside the catalogue that names the kinds: one line per kind, so a new kind cannot
 * be added without deciding each of them (docs/decisions/0026). docs/commands.md's list of kinds that fall back is checked
 * against it (tools/docs/readmeFailurePolicy.test.ts).
 */
export const FAILURE_POLICY = {
  'registry-unreachable': { transient: true, fallsBack: false, dropsRegistration: false },
  'registry-invalid': { transient: false, fallsBack: false, dropsRegistration: false },
  // The runtime did not know the remote it had just been told about: a registration problem, so a load failure.
  'remote-unknown': { transient: false, fallsBack: true, dropsRegistration: true },
  'manifest-unreachable': { transient: true, fallsBack: true, dropsRegistration: true },
  'manifest-invalid': { transient: false, fallsBack: true, dropsRegistration: true },
  'entry-unreachable': { transient: true, fallsBack: true, dropsRegistration: true },
  'entry-evaluation-failed': { transient: false, fallsBack: true, dropsRegistration: true },
  timeout: { transient: false, fallsBack: true, dropsRegistration: true },
  // The entry ran and stays registered; only a later file of it was missing.
  'chunk-load-failed': { transient: true, fallsBack: true, dropsRegistration: false },
  // Nothing of the changed file ran, and the previous release is checked against its own recorded integrity. The
  // runtime may keep the refused manifest request; a repaired file must be fetched and checked afresh.
  'integrity-failed': { transient: false, fallsBack: true, dropsRegistration: true },
  // Refused from its manifest, before its entry was requested: another build of the release will not change, but the
  // previous release may be a classic script, and a redeploy under the same manifest URL must be read afresh.
  'entry-unverifiable': { transient: false, fallsBack: true, dropsRegistration: true },
  'expose-missing': { transient: false, fallsBack: true, dropsRegistration: false },
  'not-a-component': { transient: false, fallsBack: true, dropsRegistration: false },
  // Refused before its entry ran; a redeploy under the same manifest URL must be fetched and checked afresh.
  'shared-incompatible': { transient: false, fallsBack: true, dropsRegistration: true },
  'render-failed': { transient: false, fallsBack: false, dropsRegistration: false },
  // The remote rendered, and keeps rendering: its rules were scoped. Nothing to retry or replace.
  'page-wide-style': { transient: false, fallsBack: false, dropsRegistration: false },
  // The browser rendered the slot afresh and it runs: nothing to retry or replace.
  'hydration-mismatch': { transient: false, fallsBack: false, dropsRegistration: false },
  // Not a remote's failure: the loader never produces it.
  'host-failed': { transient: false, fallsBack: false, dropsRegistration: false },
  // Failures on the server: the browser renders the same release itself, so none of them falls back, and the browser
  // has nothing to retry (the server's own fetch of a server build retries, decision 0063).
  'server-entry-unreachable': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-integrity-failed': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-render-failed': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-render-timed-out': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-memory-exceeded': { transient: false, fallsBack: false, dropsRegistration: false },
  'sandbox-refusal': { transient: false, fallsBack: false, dropsRegistration: false },
  'sandbox-unavailable': { transient: false, fallsBack: false, dropsRegistration: false },
  'sandbox-crashed': { transient: false, fallsBack: false, dropsRegistration: false },
  'sandbox-busy': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-output-exceeded': { transient: false, fallsBack: false, dropsRegistration: false },
  // A client navigation's data load fails alike: the slot shows the fallback screen with the host's digest.
  'server-data-failed': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-data-unreachable': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-data-status': { transient: false, fallsBack: false, dropsRegistration: false },
  'server-data-timed-out': { transient: false, fallsBack: false, dropsRegistration: false },
} as const satisfies Readonly<Record<FailureKind, FailurePolicy>>;

export function failurePolicy(kind: FailureKind): FailurePolicy {
  return FAILURE_POLICY[kind];
}
