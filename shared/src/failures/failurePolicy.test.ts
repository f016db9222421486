import { FAILURE_KINDS } from './failureCatalogue';
import { FAILURE_POLICY } from './failurePolicy';

const kindsWhere = (rule: 'transient' | 'fallsBack' | 'dropsRegistration') =>
  FAILURE_KINDS.filter((kind) => FAILURE_POLICY[kind][rule]).sort();

describe('FAILURE_POLICY', () => {
  it('has one line for every kind of the catalogue, and no other', () => {
    expect(Object.keys(FAILURE_POLICY).sort()).toEqual([...FAILURE_KINDS].sort());
  });

  it('retries only what the network may fix: the fetches of the registry, a manifest, an entry or a chunk', () => {
    expect(kindsWhere('transient')).toEqual(
      ['chunk-load-failed', 'entry-unreachable', 'manifest-unreachable', 'registry-unreachable'].sort(),
    );
  });

  it('falls back to the last known good for every way a release fails to load, never after it rendered', () => {
    expect(kindsWhere('fallsBack')).toEqual(
      [
        'manifest-unreachable',
        'manifest-invalid',
        'entry-unreachable',
        'entry-evaluation-failed',
        'timeout',
        'chunk-load-failed',
        'integrity-failed',
        'entry-unverifiable',
        'expose-missing',
        'not-a-component',
        'shared-incompatible',
        'remote-unknown',
      ].sort(),
    );
  });

  it('drops the registration after the failures that can leave the runtime with a half-loaded remote', () => {
    expect(kindsWhere('dropsRegistration')).toEqual(
      [
        'manifest-unreachable',
        'manifest-invalid',
        'entry-unreachable',
        'entry-evaluation-failed',
        'timeout',
        'remote-unknown',
        'shared-incompatible',
        'integrity-failed',
        'entry-unverifiable',
      ].sort(),
    );
  });
});
