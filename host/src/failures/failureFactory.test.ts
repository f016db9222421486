import { PlatformFailure } from '@mfp/shared/failures';
import * as classification from './classifyError';
import { createFailure, toFailure, type FailureContext } from './failureFactory';

const atLoad: FailureContext = { culprit: 'remote', remote: 'catalog', version: '1.0.0', stage: 'load' };
const atRender: FailureContext = { ...atLoad, stage: 'render' };

afterEach(() => jest.restoreAllMocks());

describe('createFailure', () => {
  it("builds a remote's failure with its remote, version and the kind's code", () => {
    const failure = createFailure({
      culprit: 'remote',
      kind: 'not-a-component',
      remote: 'cart',
      version: '2.0.0',
      message: 'default export is string',
    });
    expect(failure).toBeInstanceOf(PlatformFailure);
    expect(failure).toMatchObject({ culprit: 'remote', kind: 'not-a-component', code: 'MFP-302', remote: 'cart' });
    expect(failure.version).toBe('2.0.0');
  });

  it('names the registry as the culprit of a registry failure, or the entry when one is given', () => {
    const whole = createFailure({ culprit: 'registry', kind: 'registry-invalid', message: 'no remotes array' });
    const entry = createFailure({ culprit: 'registry', kind: 'registry-invalid', remote: 'intruder', message: 'x' });
    expect(whole).toMatchObject({ culprit: 'registry', remote: undefined, code: 'MFP-102' });
    expect(entry).toMatchObject({ culprit: 'registry', remote: 'intruder', code: 'MFP-102' });
    expect(whole.message).toBe('[MFP-102 registry-invalid] registry: no remotes array');
    expect(entry.message).toBe('[MFP-102 registry-invalid] intruder: x');
  });

  it("names the host as the culprit of the host's failure", () => {
    const cause = new Error('header exploded');
    const failure = createFailure({ culprit: 'host', kind: 'host-failed', message: 'header exploded', cause });
    expect(failure).toMatchObject({ culprit: 'host', kind: 'host-failed', code: 'MFP-501', remote: undefined });
    expect(failure.cause).toBe(cause);
  });

  it("lets a remote's failure override the kind's transience", () => {
    const failure = createFailure({
      culprit: 'remote',
      kind: 'manifest-unreachable',
      remote: 'catalog',
      message: 'HTTP 404',
      transient: false,
    });
    expect(failure.isTransient).toBe(false);
  });
});

describe('toFailure', () => {
  it('passes a PlatformFailure through unchanged, whatever the stage', () => {
    const original = createFailure({
      culprit: 'remote',
      kind: 'not-a-component',
      remote: 'cart',
      version: '2.0.0',
      message: 'default export is string',
    });

    expect(toFailure(original, atLoad)).toBe(original);
    expect(toFailure(original, atRender)).toBe(original);
    expect(original).toMatchObject({ kind: 'not-a-component', code: 'MFP-302', remote: 'cart', version: '2.0.0' });
  });

  it('passes a PlatformFailure through unchanged whatever the culprit it is caught at', () => {
    const original = createFailure({ culprit: 'registry', kind: 'registry-invalid', message: 'not JSON' });
    expect(toFailure(original, { culprit: 'host' })).toBe(original);
    expect(toFailure(original, { culprit: 'registry' })).toBe(original);
    expect(toFailure(original, atRender)).toBe(original);
  });

  it('classifies a thrown value once: the failure it becomes is not classified again when caught again', () => {
    const classify = jest.spyOn(classification, 'classifyError');
    const thrown = new Error('Module "./App" does not exist in container.');

    const failure = toFailure(thrown, atLoad);
    const caughtAgain = toFailure(failure, atRender);

    expect(classify).toHaveBeenCalledTimes(1);
    expect(classify).toHaveBeenCalledWith(thrown, 'load');
    expect(caughtAgain).toBe(failure);
    expect(failure).toMatchObject({ culprit: 'remote', kind: 'expose-missing', remote: 'catalog', version: '1.0.0' });
  });

  it('turns what the registry fetch threw into registry-unreachable (MFP-101), keeping it as cause', () => {
    const thrown = new TypeError('Failed to fetch');
    const failure = toFailure(thrown, { culprit: 'registry' });
    expect(failure).toMatchObject({ culprit: 'registry', kind: 'registry-unreachable', remote: undefined });
    expect(failure.code).toBe('MFP-101');
    expect(failure.message).toBe('[MFP-101 registry-unreachable] registry: Failed to fetch');
    expect(failure.cause).toBe(thrown);
  });

  it('turns what the host threw into host-failed (MFP-501) without classifying it as a remote error', () => {
    const classify = jest.spyOn(classification, 'classifyError');
    const thrown = Object.assign(new Error('Loading chunk 209 failed.'), { name: 'ChunkLoadError' });
    const failure = toFailure(thrown, { culprit: 'host' });
    expect(failure).toMatchObject({ culprit: 'host', kind: 'host-failed', code: 'MFP-501', remote: undefined });
    expect(failure.cause).toBe(thrown);
    expect(classify).not.toHaveBeenCalled();
  });
});
