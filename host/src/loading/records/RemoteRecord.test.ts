import { testRegistryEntry } from '@mfp/testing';
import { FAILURE_KINDS, FAILURE_POLICY, PlatformFailure, type FailureKind } from '@mfp/shared/failures';
import { RemoteRecord, RemoteRecords } from './RemoteRecord';

const ENTRY = testRegistryEntry('catalog').entry;
const REDEPLOYED = 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json';

// Built directly rather than through the factory: the record must answer for every kind the table has.
const failed = (kind: FailureKind) =>
  ({
    status: 'failed',
    failure: new PlatformFailure({ culprit: 'remote', kind, remote: 'catalog', message: kind }),
  }) as const;

function registeredRecord(): RemoteRecord {
  const record = new RemoteRecord(10_000);
  record.registered(ENTRY);
  return record;
}

describe('RemoteRecord', () => {
  it('starts unregistered: the first attempt registers without force', () => {
    const record = new RemoteRecord(10_000);
    expect(record.registration).toBeUndefined();
    expect(record.inFlight).toBeUndefined();
    expect(record.registrationStep(ENTRY)).toBe('register');
  });

  it('keeps a registration whose attempt has not finished, or loaded', () => {
    const record = registeredRecord();
    expect(record.registration).toEqual({ entry: ENTRY, outcome: { status: 'not-finished' } });
    expect(record.registrationStep(ENTRY)).toBe('keep');

    record.settle(ENTRY, { status: 'loaded' });
    expect(record.registration?.outcome).toEqual({ status: 'loaded' });
    expect(record.registrationStep(ENTRY)).toBe('keep');
  });

  it('forces a fresh registration when the registry names another entry (a new deploy)', () => {
    const record = registeredRecord();
    expect(record.registrationStep(REDEPLOYED)).toBe('force');
  });

  // Driven by the production table, so a kind left out of it, or a record that stopped reading it, fails here; what
  // each kind does is pinned in shared/src/failures/failurePolicy.test.ts.
  it.each(FAILURE_KINDS.map((kind) => [kind, FAILURE_POLICY[kind].dropsRegistration ? 'force' : 'keep'] as const))(
    'after a failure of kind %s, the next attempt is a %s registration step (FAILURE_POLICY.dropsRegistration)',
    (kind, step) => {
      const record = registeredRecord();
      record.settle(ENTRY, failed(kind));
      expect(record.registrationStep(ENTRY)).toBe(step);
    },
  );

  it('forces a fresh registration after integrity-failed and shared-incompatible, keeps it after render-failed', () => {
    for (const [kind, step] of [
      ['integrity-failed', 'force'],
      ['shared-incompatible', 'force'],
      ['render-failed', 'keep'],
    ] as const) {
      const record = registeredRecord();
      record.settle(ENTRY, failed(kind));
      expect(record.registrationStep(ENTRY)).toBe(step);
    }
  });

  it('keeps the failure itself as the last outcome', () => {
    const record = registeredRecord();
    const outcome = failed('timeout');
    record.settle(ENTRY, outcome);
    expect(record.registration?.outcome).toBe(outcome);
  });

  it('a new registration forgets the outcome of the one it replaced', () => {
    const record = registeredRecord();
    record.settle(ENTRY, failed('manifest-unreachable'));
    record.registered(ENTRY);
    expect(record.registration).toEqual({ entry: ENTRY, outcome: { status: 'not-finished' } });
    expect(record.registrationStep(ENTRY)).toBe('keep');
  });

  it('ignores the outcome of an attempt on an entry since replaced', () => {
    const record = registeredRecord();
    record.registered(REDEPLOYED);
    record.settle(ENTRY, failed('manifest-unreachable'));
    expect(record.registration).toEqual({ entry: REDEPLOYED, outcome: { status: 'not-finished' } });
    expect(record.registrationStep(REDEPLOYED)).toBe('keep');
  });

  it('ignores an outcome while nothing is registered', () => {
    const record = new RemoteRecord(10_000);
    record.settle(ENTRY, { status: 'loaded' });
    expect(record.registration).toBeUndefined();
  });
});

describe('RemoteRecords', () => {
  it('keeps one record per remote name', () => {
    const records = new RemoteRecords(10_000);
    const catalog = records.recordFor('catalog');
    expect(records.recordFor('catalog')).toBe(catalog);
    expect(records.recordFor('cart')).not.toBe(catalog);
  });

  it("answers the runtime plugin with a remote's own budget", () => {
    const records = new RemoteRecords(10_000);
    records.recordFor('catalog').timeoutMs = 250;
    expect(records.timeoutOf('catalog')).toBe(250);
  });

  it('answers with the default budget for a remote without a record, or without a name', () => {
    const records = new RemoteRecords(10_000);
    expect(records.timeoutOf('unseen')).toBe(10_000);
    expect(records.timeoutOf(undefined)).toBe(10_000);
    expect(records.recordFor('fresh').timeoutMs).toBe(10_000);
  });

  it('forgets what it learnt from the old manifest when the remote is registered again', () => {
    const record = registeredRecord();
    record.compatibility = { status: 'compatible', softProblems: [] };
    record.sharedWarnings.push('a warning');
    record.registered(ENTRY);
    expect(record.compatibility).toBeUndefined();
    expect(record.sharedWarnings).toEqual([]);
  });
});
