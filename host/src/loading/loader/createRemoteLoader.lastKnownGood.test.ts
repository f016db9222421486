import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/testing';
import { createElement } from 'react';
import { createRemoteLoader } from './createRemoteLoader';
import type { FederationRuntime } from './FederationRuntime';

const LIVE_URL = 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json';
const PREVIOUS_URL = 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json';
const entry = testRegistryEntry('catalog', {
  version: '1.1.0',
  entry: LIVE_URL,
  previous: { version: '1.0.0', entry: PREVIOUS_URL },
});

const LiveApp = ({ basePath }: RemoteAppProps) => createElement('p', null, `live at ${basePath}`);
const PreviousApp = ({ basePath }: RemoteAppProps) => createElement('p', null, `previous at ${basePath}`);

const manifestUnreachable = (url: string) =>
  new Error(
    `[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n ${url} TypeError: Failed to fetch`,
  );
const garbageEntry = () =>
  new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ScriptExecutionError: SyntaxError');

type Answer = () => Promise<unknown>;

/**
 * A fake federation runtime that, like the real one, holds one entry per remote name: `load` answers for whichever
 * manifest URL is registered under the name right now, from that URL's queue of answers.
 */
function fakeRuntime(answers: Record<string, Answer[]>) {
  const registered = new Map<string, string>();
  const runtime = {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>((remote) => {
      registered.set(remote.name, remote.entry);
    }),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>((name) => {
      const url = registered.get(name) ?? '(none)';
      const next = answers[url]?.shift();
      if (!next) throw new Error(`fake runtime: no answer queued for ${url}`);
      return next();
    }),
  };
  return runtime satisfies FederationRuntime;
}

const registrations = (runtime: ReturnType<typeof fakeRuntime>) =>
  runtime.register.mock.calls.map(([remote, { force }]) => `${remote.name} ${remote.entry} force=${force}`);

function loaderWith(runtime: FederationRuntime, retries = 0) {
  const sleep = jest.fn((_ms: number) => Promise.resolve());
  return { loader: createRemoteLoader({ runtime, sleep, config: { retries, retryBaseDelayMs: 10 } }), sleep };
}

describe('createRemoteLoader with a last known-good release', () => {
  it('registers the previous release under the same name with force after the live one fails, and serves it', async () => {
    const runtime = fakeRuntime({
      [LIVE_URL]: [() => Promise.reject(garbageEntry())],
      [PREVIOUS_URL]: [() => Promise.resolve({ default: PreviousApp })],
    });
    const { loader } = loaderWith(runtime);

    const result = await loader.load(entry);
    expect(result).toMatchObject({
      status: 'ready',
      Component: PreviousApp,
      servedFallback: { version: '1.0.0', failure: { kind: 'entry-evaluation-failed', version: '1.1.0' } },
    });
    expect(registrations(runtime)).toEqual([`catalog ${LIVE_URL} force=false`, `catalog ${PREVIOUS_URL} force=true`]);
  });

  it('tries the live release with all its retries first, and falls back only when they are used up', async () => {
    const runtime = fakeRuntime({
      [LIVE_URL]: [1, 2, 3].map(() => () => Promise.reject(manifestUnreachable(LIVE_URL))),
      [PREVIOUS_URL]: [() => Promise.resolve({ default: PreviousApp })],
    });
    const { loader, sleep } = loaderWith(runtime, 2);

    expect(await loader.load(entry)).toMatchObject({ status: 'ready', servedFallback: { version: '1.0.0' } });
    expect(sleep.mock.calls).toEqual([[10], [20]]);
    expect(runtime.load).toHaveBeenCalledTimes(4);
  });

  it('never tries the previous release when the live one loads', async () => {
    const runtime = fakeRuntime({ [LIVE_URL]: [() => Promise.resolve({ default: LiveApp })] });
    const { loader } = loaderWith(runtime);

    expect(await loader.load(entry)).toEqual({ status: 'ready', Component: LiveApp });
    expect(registrations(runtime)).toEqual([`catalog ${LIVE_URL} force=false`]);
  });

  it('fails with both failures, each with its own version, when the previous release fails too', async () => {
    const runtime = fakeRuntime({
      [LIVE_URL]: [() => Promise.reject(garbageEntry())],
      [PREVIOUS_URL]: [() => Promise.reject(manifestUnreachable(PREVIOUS_URL))],
    });
    const { loader } = loaderWith(runtime);

    expect(await loader.load(entry)).toMatchObject({
      status: 'failed',
      failure: { kind: 'entry-evaluation-failed', version: '1.1.0' },
      fallbackFailure: { kind: 'manifest-unreachable', version: '1.0.0' },
    });
  });

  it('tries the live release again on the next load, replacing the registered previous one', async () => {
    const runtime = fakeRuntime({
      [LIVE_URL]: [() => Promise.reject(garbageEntry()), () => Promise.resolve({ default: LiveApp })],
      [PREVIOUS_URL]: [() => Promise.resolve({ default: PreviousApp })],
    });
    const { loader } = loaderWith(runtime);

    expect(await loader.load(entry)).toMatchObject({ servedFallback: { version: '1.0.0' } });
    expect(await loader.load(entry)).toEqual({ status: 'ready', Component: LiveApp });
    expect(registrations(runtime)).toEqual([
      `catalog ${LIVE_URL} force=false`,
      `catalog ${PREVIOUS_URL} force=true`,
      `catalog ${LIVE_URL} force=true`,
    ]);
  });

  it('shares one sequence between concurrent loads of the same entry (StrictMode, two slots)', async () => {
    const runtime = fakeRuntime({
      [LIVE_URL]: [() => Promise.reject(garbageEntry())],
      [PREVIOUS_URL]: [() => Promise.resolve({ default: PreviousApp })],
    });
    const { loader } = loaderWith(runtime);

    const [first, second] = await Promise.all([loader.load(entry), loader.load(entry)]);
    expect(second).toBe(first);
    expect(runtime.load).toHaveBeenCalledTimes(2);
  });
});
