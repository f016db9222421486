import { RUNTIME_003, getShortErrorMsg, runtimeDescMap } from '@module-federation/error-codes';
import { toFailure, type FailureContext } from '../failures/failureFactory';
import { ManifestHttpError } from './manifest/fetchManifest';
import { IntegrityMismatchError } from './integrity/subresourceIntegrity';
import { UnverifiableEntryError } from './integrity/UnverifiableEntryError';

/*
 * The errors this folder throws, as the classifier (failures/classifyError.ts) sees them once the federation runtime
 * wrapped them. Here rather than beside the classifier because failures never imports loading (decision 0026).
 */

const MANIFEST_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const atLoad: FailureContext = { culprit: 'remote', remote: 'catalog', version: '1.0.0', stage: 'load' };
const manifestArgs = { manifestUrl: MANIFEST_URL, moduleName: 'catalog', hostName: 'host' };

/** As the runtime throws it when the manifest fetch failed: it passes `${err}` of that error as the original message. */
const manifestError = (original: unknown) =>
  new Error(`[ Federation Runtime ]: ${getShortErrorMsg(RUNTIME_003, runtimeDescMap, manifestArgs, `${original}`)}`);

describe("loading's errors, classified (through toFailure)", () => {
  it('raises manifest-unreachable (MFP-201) for RUNTIME-003 wrapping a ManifestHttpError (HTTP 404)', () => {
    const failure = toFailure(manifestError(new ManifestHttpError(MANIFEST_URL, 404)), atLoad);
    expect(failure).toMatchObject({ kind: 'manifest-unreachable', code: 'MFP-201' });
    expect(failure.message).toContain(`Original Error Message:\n ManifestHttpError: HTTP 404 for ${MANIFEST_URL}`);
    expect(failure.isTransient).toBe(false);
  });

  it('keeps manifest-unreachable (MFP-201) transient for an HTTP 503, which a retry may outlive', () => {
    const failure = toFailure(manifestError(new ManifestHttpError(MANIFEST_URL, 503)), atLoad);
    expect(failure).toMatchObject({ kind: 'manifest-unreachable', code: 'MFP-201' });
    expect(failure.isTransient).toBe(true);
  });

  it('raises integrity-failed (MFP-207), never retried, for RUNTIME-003 wrapping an IntegrityMismatchError', () => {
    const mismatch = new IntegrityMismatchError(MANIFEST_URL, `sha384-${'A'.repeat(64)}`, `sha384-${'B'.repeat(64)}`);
    const failure = toFailure(manifestError(mismatch), atLoad);
    expect(failure).toMatchObject({ kind: 'integrity-failed', code: 'MFP-207', isTransient: false });
    expect(toFailure(mismatch, atLoad)).toMatchObject({ kind: 'integrity-failed', code: 'MFP-207' });
  });

  it('raises entry-unverifiable (MFP-208), never retried, for RUNTIME-003 wrapping an UnverifiableEntryError', () => {
    const refusal = new UnverifiableEntryError('remote `catalog` has an entry of type "module"');
    const failure = toFailure(manifestError(refusal), atLoad);
    expect(failure).toMatchObject({ kind: 'entry-unverifiable', code: 'MFP-208', isTransient: false });
    expect(failure.message).toContain('UnverifiableEntryError: remote `catalog` has an entry of type "module"');
    expect(toFailure(refusal, atLoad)).toMatchObject({ kind: 'entry-unverifiable', code: 'MFP-208' });
  });
});
