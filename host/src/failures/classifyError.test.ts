import {
  RUNTIME_001,
  RUNTIME_003,
  RUNTIME_004,
  RUNTIME_008,
  RUNTIME_012,
  RUNTIME_013,
  RUNTIME_014,
  getShortErrorMsg,
  runtimeDescMap,
} from '@module-federation/error-codes';
import { toFailure, type FailureContext } from './failureFactory';
import { DeadlineExceededError } from '../deadline/withDeadline';

const MANIFEST_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const ENTRY_URL = 'http://localhost:3100/remotes/catalog/1.0.0/remoteEntry.js';
const atLoad: FailureContext = { culprit: 'remote', remote: 'catalog', version: '1.0.0', stage: 'load' };
const atRender: FailureContext = { ...atLoad, stage: 'render' };

/**
 * An error exactly as the federation runtime throws it: `logger.error(code, runtimeDescMap, args, originalErrorMsg)`
 * builds the message with the error-codes package and prefixes the runtime's log category.
 */
function runtimeError(code: string, args: Record<string, unknown>, originalErrorMsg?: string): Error {
  return new Error(`[ Federation Runtime ]: ${getShortErrorMsg(code, runtimeDescMap, args, originalErrorMsg)}`);
}

const manifestArgs = { manifestUrl: MANIFEST_URL, moduleName: 'catalog', hostName: 'host' };
const entryArgs = { remoteName: 'catalog', resourceUrl: ENTRY_URL };
/** The runtime passes `${err}` of the manifest fetch's error as the original message. */
const manifestError = (original: unknown) => runtimeError(RUNTIME_003, manifestArgs, `${original}`);
/** The runtime passes `loadError.message` of the script loader's error as the original message. */
const entryError = (original: Error) => runtimeError(RUNTIME_008, entryArgs, original.message);

function scriptNetworkError(timedOut: boolean): Error {
  // As @module-federation/sdk's loadScript builds it.
  const error = new Error(
    timedOut
      ? `ScriptNetworkError: Script "${ENTRY_URL}" timed out.`
      : `ScriptNetworkError: Failed to load script "${ENTRY_URL}" - the script URL is unreachable or the server returned an error (network failure, 404, CORS, etc.)`,
  );
  error.name = 'ScriptNetworkError';
  return error;
}

function chunkLoadError(): Error {
  // As webpack's JSONP chunk loading builds it.
  const error = new Error('Loading chunk 123 failed.\n(error: http://x/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

// The classifier as its callers see it: through the factory, which builds the failure around the class it finds.
describe('classifyError (through toFailure)', () => {
  it('the message shape used here is the runtime one (code, args, docs link, original error)', () => {
    const message = manifestError(new TypeError('Failed to fetch')).message;
    expect(message).toBe(
      [
        '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
        `args: ${JSON.stringify(manifestArgs)}`,
        'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003',
        'Original Error Message:\n TypeError: Failed to fetch',
      ].join('\n'),
    );
  });

  it('raises manifest-unreachable (MFP-201) for RUNTIME-003 wrapping "TypeError: Failed to fetch"', () => {
    const error = manifestError(new TypeError('Failed to fetch'));
    const failure = toFailure(error, atLoad);
    expect(failure).toMatchObject({
      kind: 'manifest-unreachable',
      code: 'MFP-201',
      remote: 'catalog',
      version: '1.0.0',
    });
    expect(failure.cause).toBe(error);
  });

  it('raises manifest-invalid (MFP-202) for RUNTIME-003 wrapping a JSON SyntaxError (the manifest answered, not JSON)', () => {
    const failure = toFailure(
      manifestError(new SyntaxError(`Unexpected token 'h', "hello" is not valid JSON`)),
      atLoad,
    );
    expect(failure).toMatchObject({ kind: 'manifest-invalid', code: 'MFP-202' });
  });

  it('raises manifest-invalid (MFP-202) for RUNTIME-013 (JSON without the manifest fields)', () => {
    const error = runtimeError(RUNTIME_013, { ...manifestArgs, missingFields: 'metaData,exposes,shared' });
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'manifest-invalid', code: 'MFP-202' });
  });

  it('raises timeout (MFP-205) for RUNTIME-003 wrapping a manifest fetch aborted with a DOM TimeoutError', () => {
    const abort = new DOMException('Manifest request timed out after 50 ms', 'TimeoutError');
    expect(toFailure(manifestError(abort), atLoad)).toMatchObject({ kind: 'timeout', code: 'MFP-205' });
  });

  it("raises timeout (MFP-205) for RUNTIME-003 wrapping fetchManifest's DeadlineExceededError", () => {
    const deadline = new DeadlineExceededError(`Manifest request for ${MANIFEST_URL}`, 50);
    const failure = toFailure(manifestError(deadline), atLoad);
    expect(failure).toMatchObject({ kind: 'timeout', code: 'MFP-205' });
    expect(failure.message).toContain(`TimeoutError: Manifest request for ${MANIFEST_URL} did not finish within 50 ms`);
  });

  it('raises entry-unreachable (MFP-203) for RUNTIME-008 wrapping a ScriptNetworkError (unreachable script)', () => {
    expect(toFailure(entryError(scriptNetworkError(false)), atLoad)).toMatchObject({
      kind: 'entry-unreachable',
      code: 'MFP-203',
    });
  });

  it('raises entry-evaluation-failed (MFP-204) for RUNTIME-008 wrapping a ScriptExecutionError', () => {
    const execution = new Error(
      `ScriptExecutionError: Script "${ENTRY_URL}" loaded but threw a runtime error during execution: Uncaught TypeError: boom (${ENTRY_URL}:1:42)`,
    );
    execution.name = 'ScriptExecutionError';
    expect(toFailure(entryError(execution), atLoad)).toMatchObject({
      kind: 'entry-evaluation-failed',
      code: 'MFP-204',
    });
  });

  it('raises entry-evaluation-failed (MFP-204), not timeout, when the evaluated script itself says "timed out"', () => {
    const execution = new Error(
      `ScriptExecutionError: Script "${ENTRY_URL}" loaded but threw a runtime error during execution: Error: request timed out (${ENTRY_URL}:1:1)`,
    );
    expect(toFailure(entryError(execution), atLoad)).toMatchObject({
      kind: 'entry-evaluation-failed',
      code: 'MFP-204',
    });
  });

  it('raises timeout (MFP-205) for RUNTIME-008 wrapping a ScriptNetworkError that timed out', () => {
    expect(toFailure(entryError(scriptNetworkError(true)), atLoad)).toMatchObject({
      kind: 'timeout',
      code: 'MFP-205',
    });
  });

  it('raises entry-evaluation-failed (MFP-204) for RUNTIME-001 (entry evaluated but registered no container)', () => {
    const error = runtimeError(RUNTIME_001, {
      remoteName: 'catalog',
      remoteEntryUrl: ENTRY_URL,
      remoteEntryKey: 'catalog',
    });
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'entry-evaluation-failed', code: 'MFP-204' });
  });

  it('raises remote-unknown (MFP-103) for RUNTIME-004 (remote not registered)', () => {
    const error = runtimeError(RUNTIME_004, { hostName: 'host', requestId: 'catalog/App' });
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'remote-unknown', code: 'MFP-103' });
  });

  it('raises chunk-load-failed (MFP-206) for webpack ChunkLoadError', () => {
    const error = chunkLoadError();
    const failure = toFailure(error, atLoad);
    expect(failure).toMatchObject({ kind: 'chunk-load-failed', code: 'MFP-206' });
    expect(failure.cause).toBe(error);
  });

  it('raises chunk-load-failed (MFP-206) for a ChunkLoadError thrown while rendering (a lazy chunk of the remote)', () => {
    expect(toFailure(chunkLoadError(), atRender)).toMatchObject({ kind: 'chunk-load-failed', code: 'MFP-206' });
  });

  it('raises expose-missing (MFP-301) for the container\'s "Module "./App" does not exist in container."', () => {
    const error = new Error('Module "./App" does not exist in container.');
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'expose-missing', code: 'MFP-301' });
  });

  it('raises expose-missing (MFP-301) for RUNTIME-014', () => {
    const error = runtimeError(RUNTIME_014, {
      hostName: 'host',
      remoteName: 'catalog',
      expose: './App',
      requestId: 'catalog/App',
    });
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'expose-missing', code: 'MFP-301' });
  });

  it('raises shared-incompatible (MFP-303) for webpack\'s "Unsatisfied version" of a shared singleton', () => {
    const error = new Error('Unsatisfied version 19.2.0 from host of shared singleton module react (required ^17.0.0)');
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'shared-incompatible', code: 'MFP-303' });
  });

  it('raises shared-incompatible (MFP-303) for the runtime\'s "does not satisfy the requirement"', () => {
    const error = new Error(
      '[ Federation Runtime ]: Version 19.2.0 from host of shared singleton module react does not satisfy the requirement of catalog which needs ^17.0.0)',
    );
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'shared-incompatible', code: 'MFP-303' });
  });

  it('raises shared-incompatible (MFP-303) for RUNTIME-012 (no getter for a shared module)', () => {
    const error = new Error(getShortErrorMsg(RUNTIME_012, runtimeDescMap, { shareKey: 'react' }));
    expect(toFailure(error, atLoad)).toMatchObject({ kind: 'shared-incompatible', code: 'MFP-303' });
  });

  it("raises timeout (MFP-205) for withDeadline's DeadlineExceededError", () => {
    const error = new DeadlineExceededError('Loading catalog/./App', 50);
    const failure = toFailure(error, atLoad);
    expect(failure).toMatchObject({ kind: 'timeout', code: 'MFP-205' });
    expect(failure.message).toContain('did not finish within 50 ms');
  });

  it('raises entry-evaluation-failed (MFP-204) for an unknown error at the load stage', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    const failure = toFailure(error, atLoad);
    expect(failure).toMatchObject({ kind: 'entry-evaluation-failed', code: 'MFP-204' });
    expect(failure.cause).toBe(error);
  });

  it('raises render-failed (MFP-401) for an unknown error at the render stage', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    const failure = toFailure(error, atRender);
    expect(failure).toMatchObject({ kind: 'render-failed', code: 'MFP-401', remote: 'catalog', version: '1.0.0' });
    expect(failure.cause).toBe(error);
  });

  it('keeps the message of a thrown string (render-failed) and keeps the string as cause', () => {
    const failure = toFailure('something broke', atRender);
    expect(failure).toMatchObject({ kind: 'render-failed', code: 'MFP-401' });
    expect(failure.message).toBe('[MFP-401 render-failed] catalog: something broke');
    expect(failure.cause).toBe('something broke');
  });

  it('keeps the JSON of a thrown plain object as message (entry-evaluation-failed at load)', () => {
    const thrown = { reason: 'nope', status: 500 };
    const failure = toFailure(thrown, atLoad);
    expect(failure).toMatchObject({ kind: 'entry-evaluation-failed', code: 'MFP-204' });
    expect(failure.message).toContain('{"reason":"nope","status":500}');
    expect(failure.cause).toBe(thrown);
  });

  it('still produces a message for thrown values JSON cannot describe (undefined, circular objects)', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(toFailure(undefined, atRender).message).toBe('[MFP-401 render-failed] catalog: undefined');
    expect(toFailure(circular, atRender).message).toBe('[MFP-401 render-failed] catalog: [object Object]');
  });

  it('classifies from the message of a thrown string too (a remote throwing the runtime text)', () => {
    expect(toFailure('Module "./App" does not exist in container.', atLoad)).toMatchObject({
      kind: 'expose-missing',
    });
  });
});
