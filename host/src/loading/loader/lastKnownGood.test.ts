import { FAILURE_KINDS, failurePolicy, type FailureKind } from '@mfp/shared/failures';
import type { RegistryEntry } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { createFailure } from '../../failures/failureFactory';
import type { RemoteFailureKind } from '../../failures/failureKinds';
import { lastKnownGoodFor, loadWithLastKnownGood } from './lastKnownGood';
import type { RemoteComponent } from '../records/RemoteLoadResult';

const PREVIOUS = { version: '1.0.0', entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json' };
const live = testRegistryEntry('catalog', {
  version: '1.1.0',
  entry: 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json',
  deployedAt: '2026-11-22T14:03:00.000Z',
  previous: PREVIOUS,
});

const failureOf = (kind: RemoteFailureKind, version = '1.1.0') =>
  createFailure({ culprit: 'remote', kind, remote: 'catalog', version, message: `${kind} of ${version}` });

/** The kinds that fall back, from the one policy table; failurePolicy.test.ts pins which they are. */
const LOAD_KINDS = FAILURE_KINDS.filter((kind) => failurePolicy(kind).fallsBack) as RemoteFailureKind[];

describe('lastKnownGoodFor', () => {
  it.each(LOAD_KINDS)('picks the previous release after a load failure of kind %s', (kind) => {
    expect(lastKnownGoodFor(live, failureOf(kind))).toEqual({
      version: '1.0.0',
      release: {
        name: 'catalog',
        title: 'Catalog',
        route: '/catalog',
        module: './App',
        entry: PREVIOUS.entry,
        version: '1.0.0',
      },
    });
  });

  it("loads the previous release with its own integrity, never the live release's", () => {
    const liveIntegrity = { manifest: `sha384-${'a'.repeat(64)}`, entry: `sha384-${'b'.repeat(64)}` };
    const previousIntegrity = { manifest: `sha384-${'c'.repeat(64)}`, entry: `sha384-${'d'.repeat(64)}` };
    const withIntegrity = {
      ...live,
      integrity: liveIntegrity,
      previous: { ...PREVIOUS, integrity: previousIntegrity },
    };
    expect(lastKnownGoodFor(withIntegrity, failureOf('integrity-failed'))?.release.integrity).toEqual(
      previousIntegrity,
    );
    const previousWithout = { ...live, integrity: liveIntegrity };
    expect(lastKnownGoodFor(previousWithout, failureOf('integrity-failed'))?.release).not.toHaveProperty('integrity');
  });

  it('never picks another release after a render failure', () => {
    expect(lastKnownGoodFor(live, failureOf('render-failed'))).toBeUndefined();
  });

  it('covers every failure kind: exactly the kinds the policy table says fall back', () => {
    const fallsBack = (kind: FailureKind) =>
      lastKnownGoodFor(
        live,
        createFailure({ culprit: 'remote', kind: kind as RemoteFailureKind, remote: 'catalog', message: 'x' }),
      ) !== undefined;
    expect(FAILURE_KINDS.filter(fallsBack).sort()).toEqual([...LOAD_KINDS].sort());
  });

  it('has nothing to pick when the entry names no previous release', () => {
    const { previous: _none, ...withoutPrevious } = live;
    expect(lastKnownGoodFor(withoutPrevious, failureOf('manifest-unreachable'))).toBeUndefined();
  });

  it('does not pick a "previous" release that is the live one: the same manifest would fail the same way', () => {
    const samePlace = { ...live, previous: { version: '1.0.0', entry: live.entry } };
    expect(lastKnownGoodFor(samePlace, failureOf('manifest-unreachable'))).toBeUndefined();
  });

  it("keeps the live entry's name, route and timeout, so the release loads in the same slot under the same budget", () => {
    const hurried = { ...live, timeoutMs: 2_000 };
    expect(lastKnownGoodFor(hurried, failureOf('timeout'))?.release).toMatchObject({
      name: 'catalog',
      route: '/catalog',
      timeoutMs: 2_000,
    });
  });
});

describe('loadWithLastKnownGood', () => {
  const LiveApp: RemoteComponent = () => null;
  const PreviousApp: RemoteComponent = () => null;

  /** A release loader answering per manifest URL, recording the order of releases asked for. */
  function releases(answers: Record<string, () => Promise<RemoteComponent>>) {
    const asked: string[] = [];
    const loadRelease = jest.fn((release: RegistryEntry) => {
      asked.push(`${release.version ?? '?'}`);
      const answer = answers[release.entry];
      if (!answer) throw new Error(`no answer for ${release.entry}`);
      return answer();
    });
    return { loadRelease, asked };
  }

  it('loads the live release only, when it works', async () => {
    const { loadRelease, asked } = releases({ [live.entry]: () => Promise.resolve(LiveApp) });
    expect(await loadWithLastKnownGood(live, loadRelease)).toEqual({ status: 'ready', Component: LiveApp });
    expect(asked).toEqual(['1.1.0']);
  });

  it("serves the previous release after the live one's load failure, carrying that failure", async () => {
    const liveFailure = failureOf('entry-evaluation-failed');
    const { loadRelease, asked } = releases({
      [live.entry]: () => Promise.reject(liveFailure),
      [PREVIOUS.entry]: () => Promise.resolve(PreviousApp),
    });
    const result = await loadWithLastKnownGood(live, loadRelease);
    expect(result).toEqual({
      status: 'ready',
      Component: PreviousApp,
      servedFallback: { version: '1.0.0', failure: liveFailure },
    });
    expect(asked).toEqual(['1.1.0', '1.0.0']);
  });

  it('fails with both failures when the previous release fails too', async () => {
    const liveFailure = failureOf('manifest-unreachable');
    const previousFailure = failureOf('manifest-unreachable', '1.0.0');
    const { loadRelease } = releases({
      [live.entry]: () => Promise.reject(liveFailure),
      [PREVIOUS.entry]: () => Promise.reject(previousFailure),
    });
    expect(await loadWithLastKnownGood(live, loadRelease)).toEqual({
      status: 'failed',
      failure: liveFailure,
      fallbackFailure: previousFailure,
    });
  });

  it('fails with the live failure alone when there is no previous release to try', async () => {
    const { previous: _none, ...withoutPrevious } = live;
    const liveFailure = failureOf('timeout');
    const { loadRelease, asked } = releases({ [live.entry]: () => Promise.reject(liveFailure) });
    expect(await loadWithLastKnownGood(withoutPrevious, loadRelease)).toEqual({
      status: 'failed',
      failure: liveFailure,
    });
    expect(asked).toEqual(['1.1.0']);
  });

  it('classifies anything else thrown as a load failure of the release that threw it, never rejecting', async () => {
    const { loadRelease } = releases({
      [live.entry]: () => Promise.reject(new TypeError('live exploded')),
      [PREVIOUS.entry]: () => Promise.reject(new TypeError('previous exploded')),
    });
    const result = await loadWithLastKnownGood(live, loadRelease);
    expect(result).toMatchObject({
      status: 'failed',
      failure: { kind: 'entry-evaluation-failed', version: '1.1.0', remote: 'catalog' },
      fallbackFailure: { kind: 'entry-evaluation-failed', version: '1.0.0', remote: 'catalog' },
    });
  });
});
