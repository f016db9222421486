import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/testing';
import { createElement, forwardRef, memo } from 'react';
import { createRemoteLoader, type RemoteLoaderOptions } from './createRemoteLoader';
import type { FederationRuntime } from './FederationRuntime';
import { LOADING_DEFAULTS } from './loadingDefaults';
import { PlatformFailure } from '@mfp/shared/failures';
import { RemoteRecords } from '../records/RemoteRecord';
import type { RemoteLoadResult } from '../records/RemoteLoadResult';

const entry = testRegistryEntry('catalog');

const CatalogApp = ({ basePath }: RemoteAppProps) => createElement('p', null, `catalog at ${basePath}`);

// What the federation runtime throws when the manifest cannot be fetched (transient) and when the expose's code
// throws (broken code, never retried).
const manifestUnreachable = () =>
  new Error(
    '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003\nOriginal Error Message:\n TypeError: Failed to fetch',
  );
const exposeMissing = () => new Error('Module "./App" does not exist in container.');

/** The fake federation runtime: the only thing replaced. `load` answers from a queue, then with `fallback`. */
function fakeRuntime(...answers: Array<() => Promise<unknown>>) {
  const queue = [...answers];
  const runtime = {
    register: jest.fn<void, Parameters<FederationRuntime['register']>>(),
    load: jest.fn<Promise<unknown>, Parameters<FederationRuntime['load']>>(() => {
      const next = queue.shift();
      if (!next) throw new Error('fake runtime: no more answers queued');
      return next();
    }),
  };
  return runtime satisfies FederationRuntime;
}

const resolves = (module: unknown) => () => Promise.resolve(module);
const rejects = (error: () => unknown) => () => Promise.reject(error());

function loaderWith(runtime: FederationRuntime, options: Omit<RemoteLoaderOptions, 'runtime'> = {}) {
  const sleep = jest.fn((_ms: number) => Promise.resolve());
  const loader = createRemoteLoader({ runtime, sleep, ...options });
  return { loader, sleep };
}

async function componentOf(promise: Promise<RemoteLoadResult>): Promise<unknown> {
  const result = await promise;
  if (result.status !== 'ready') throw new Error(`expected the load to succeed, it failed: ${result.failure.message}`);
  expect(result).not.toHaveProperty('servedFallback');
  return result.Component;
}

async function failureOf(promise: Promise<RemoteLoadResult>): Promise<PlatformFailure> {
  const result = await promise;
  if (result.status !== 'failed') throw new Error('expected the load to fail');
  expect(result.failure).toBeInstanceOf(PlatformFailure);
  expect(result).not.toHaveProperty('fallbackFailure');
  return result.failure;
}

describe('createRemoteLoader', () => {
  it('registers the remote, loads its module and returns the default export', async () => {
    const runtime = fakeRuntime(resolves({ default: CatalogApp }));
    const { loader } = loaderWith(runtime);

    expect(await componentOf(loader.load(entry))).toBe(CatalogApp);
    expect(runtime.register).toHaveBeenCalledWith({ name: 'catalog', entry: entry.entry }, { force: false });
    expect(runtime.load).toHaveBeenCalledWith('catalog', './App');
  });

  it('registers a remote once: a second load of the same entry does not register again', async () => {
    const runtime = fakeRuntime(resolves({ default: CatalogApp }), resolves({ default: CatalogApp }));
    const { loader } = loaderWith(runtime);

    await loader.load(entry);
    await loader.load(entry);
    expect(runtime.register).toHaveBeenCalledTimes(1);
    expect(runtime.load).toHaveBeenCalledTimes(2);
  });

  it('accepts memo and forwardRef components as default export', async () => {
    const Memo = memo(CatalogApp);
    const Forwarded = forwardRef<HTMLParagraphElement, RemoteAppProps>((props, ref) =>
      createElement('p', { ref }, props.basePath),
    );
    const runtime = fakeRuntime(resolves({ default: Memo }), resolves({ default: Forwarded }));
    const { loader } = loaderWith(runtime);

    expect(await componentOf(loader.load(entry))).toBe(Memo);
    expect(await componentOf(loader.load(entry))).toBe(Forwarded);
  });

  it.each([
    ['a string', { default: 'App' }, 'string'],
    ['undefined (no default export)', { App: CatalogApp }, 'undefined'],
    ['null', { default: null }, 'null'],
    ['a plain object', { default: { render: () => null } }, 'object'],
  ])(
    'fails with not-a-component (MFP-302) when the default export is %s, without retrying',
    async (_, module, described) => {
      const runtime = fakeRuntime(resolves(module));
      const { loader, sleep } = loaderWith(runtime);

      const failure = await failureOf(loader.load(entry));
      expect(failure).toMatchObject({ kind: 'not-a-component', code: 'MFP-302', remote: 'catalog', version: '1.0.0' });
      expect(failure.message).toContain(`./App default export is ${described}, not a React component`);
      expect(runtime.load).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    },
  );

  it('fails with not-a-component when the module itself is null or undefined', async () => {
    const runtime = fakeRuntime(resolves(null), resolves(undefined));
    const { loader } = loaderWith(runtime);

    expect(await failureOf(loader.load(entry))).toMatchObject({ kind: 'not-a-component' });
    expect(await failureOf(loader.load(entry))).toMatchObject({ kind: 'not-a-component' });
  });

  it('retries a transient failure (manifest-unreachable) with exponential backoff, then succeeds', async () => {
    const runtime = fakeRuntime(
      rejects(manifestUnreachable),
      rejects(manifestUnreachable),
      resolves({ default: CatalogApp }),
    );
    const { loader, sleep } = loaderWith(runtime, { config: { retries: 2, retryBaseDelayMs: 100 } });

    expect(await componentOf(loader.load(entry))).toBe(CatalogApp);
    expect(runtime.load).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });

  it('uses the default retry settings when none are configured', async () => {
    const runtime = fakeRuntime(rejects(manifestUnreachable), resolves({ default: CatalogApp }));
    const { loader, sleep } = loaderWith(runtime);

    expect(await componentOf(loader.load(entry))).toBe(CatalogApp);
    expect(sleep.mock.calls).toEqual([[LOADING_DEFAULTS.retryBaseDelayMs]]);
  });

  it('gives up after `retries` extra attempts and fails with the classified failure', async () => {
    const runtime = fakeRuntime(
      rejects(manifestUnreachable),
      rejects(manifestUnreachable),
      rejects(manifestUnreachable),
    );
    const { loader, sleep } = loaderWith(runtime, { config: { retries: 2, retryBaseDelayMs: 10 } });

    const failure = await failureOf(loader.load(entry));
    expect(failure).toMatchObject({
      kind: 'manifest-unreachable',
      code: 'MFP-201',
      remote: 'catalog',
      version: '1.0.0',
    });
    expect(failure.cause).toBeInstanceOf(Error);
    expect((failure.cause as Error).message).toContain('#RUNTIME-003');
    expect(runtime.load).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[10], [20]]);
  });

  it('does not retry at all with retries: 0', async () => {
    const runtime = fakeRuntime(rejects(manifestUnreachable));
    const { loader, sleep } = loaderWith(runtime, { config: { retries: 0 } });

    expect(await failureOf(loader.load(entry))).toMatchObject({ kind: 'manifest-unreachable' });
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each([
    ['entry-evaluation-failed', () => new TypeError('boom while evaluating the expose')],
    ['expose-missing', exposeMissing],
  ])('never retries %s: load is called once', async (kind, error) => {
    const runtime = fakeRuntime(rejects(error), resolves({ default: CatalogApp }));
    const { loader, sleep } = loaderWith(runtime, { config: { retries: 3 } });

    expect(await failureOf(loader.load(entry))).toMatchObject({ kind });
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('never retries a manifest-unreachable caused by an HTTP 404: the versioned folder will not appear in a retry', async () => {
    const notFound = () =>
      new Error(
        `[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n ManifestHttpError: HTTP 404 for ${entry.entry}`,
      );
    const runtime = fakeRuntime(rejects(notFound), resolves({ default: CatalogApp }));
    const { loader, sleep } = loaderWith(runtime, { config: { retries: 3 } });

    expect(await failureOf(loader.load(entry))).toMatchObject({ kind: 'manifest-unreachable', isTransient: false });
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('fails with timeout (MFP-205) when the load never settles, after config.timeoutMs', async () => {
    const runtime = fakeRuntime(() => new Promise(() => {}));
    const loader = createRemoteLoader({ runtime, config: { timeoutMs: 50, retries: 2 } });

    const started = Date.now();
    const failure = await failureOf(loader.load(entry));
    expect(failure).toMatchObject({ kind: 'timeout', code: 'MFP-205' });
    expect(failure.message).toContain('Loading catalog/./App did not finish within 50 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(runtime.load).toHaveBeenCalledTimes(1);
  });

  it("prefers the registry entry's timeoutMs and records it for the runtime plugin", async () => {
    const runtime = fakeRuntime(() => new Promise(() => {}));
    const records = new RemoteRecords(LOADING_DEFAULTS.timeoutMs);
    const loader = createRemoteLoader({ runtime, records, config: { timeoutMs: 60_000 } });
    const hurried = { ...entry, name: 'hurried', timeoutMs: 120 };

    expect(await failureOf(loader.load(hurried))).toMatchObject({ kind: 'timeout' });
    expect(records.timeoutOf('hurried')).toBe(120);
  });

  it('re-registers with force: true on the next load after a stale-registration failure (manifest-unreachable)', async () => {
    const runtime = fakeRuntime(rejects(manifestUnreachable), resolves({ default: CatalogApp }));
    const { loader } = loaderWith(runtime, { config: { retries: 0 } });

    await failureOf(loader.load(entry));
    expect(await componentOf(loader.load(entry))).toBe(CatalogApp);
    expect(runtime.register.mock.calls).toEqual([
      [{ name: 'catalog', entry: entry.entry }, { force: false }],
      [{ name: 'catalog', entry: entry.entry }, { force: true }],
    ]);
  });

  it('re-registers with force between retries of a transient failure, then not again once it succeeded', async () => {
    const runtime = fakeRuntime(
      rejects(manifestUnreachable),
      resolves({ default: CatalogApp }),
      resolves({ default: CatalogApp }),
    );
    const { loader } = loaderWith(runtime);

    await loader.load(entry);
    await loader.load(entry);
    expect(runtime.register.mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('does not re-register after a failure that is not about the registration (expose-missing)', async () => {
    const runtime = fakeRuntime(rejects(exposeMissing), resolves({ default: CatalogApp }));
    const { loader } = loaderWith(runtime);

    await failureOf(loader.load(entry));
    expect(await componentOf(loader.load(entry))).toBe(CatalogApp);
    expect(runtime.register).toHaveBeenCalledTimes(1);
  });

  it('re-registers with force when the registry entry URL changed (a new deploy)', async () => {
    const runtime = fakeRuntime(resolves({ default: CatalogApp }), resolves({ default: CatalogApp }));
    const { loader } = loaderWith(runtime);
    const redeployed = {
      ...entry,
      version: '1.1.0',
      entry: 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json',
    };

    await loader.load(entry);
    await loader.load(redeployed);
    expect(runtime.register.mock.calls).toEqual([
      [{ name: 'catalog', entry: entry.entry }, { force: false }],
      [{ name: 'catalog', entry: redeployed.entry }, { force: true }],
    ]);
  });

  it('ignores the outcome of a superseded load: a stale manifest-unreachable of the old entry does not force the new one', async () => {
    let failOldLoad: (error: unknown) => void = () => {};
    const runtime = fakeRuntime(
      () => new Promise((_resolve, reject) => (failOldLoad = reject)),
      resolves({ default: CatalogApp }),
      resolves({ default: CatalogApp }),
    );
    const { loader } = loaderWith(runtime, { config: { retries: 0 } });
    const redeployed = { ...entry, entry: 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json' };

    const oldLoad = loader.load(entry);
    const newLoad = loader.load(redeployed);
    failOldLoad(manifestUnreachable());
    await failureOf(oldLoad);
    await componentOf(newLoad);
    await loader.load(redeployed);

    expect(runtime.register.mock.calls).toEqual([
      [{ name: 'catalog', entry: entry.entry }, { force: false }],
      [{ name: 'catalog', entry: redeployed.entry }, { force: true }],
    ]);
  });

  it('loads one release of a remote at a time: a new release waits for the old attempt, which retries no more', async () => {
    let failOldLoad: (error: unknown) => void = () => {};
    const runtime = fakeRuntime(
      () => new Promise((_resolve, reject) => (failOldLoad = reject)),
      resolves({ default: CatalogApp }),
    );
    const { loader, sleep } = loaderWith(runtime);
    const redeployed = { ...entry, entry: 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json' };

    const oldLoad = loader.load(entry);
    const newLoad = loader.load(redeployed);
    await Promise.resolve();
    // The old release still holds the remote's one registration.
    expect(runtime.register.mock.calls).toEqual([[{ name: 'catalog', entry: entry.entry }, { force: false }]]);

    failOldLoad(manifestUnreachable());
    expect((await failureOf(oldLoad)).kind).toBe('manifest-unreachable');
    expect(sleep).not.toHaveBeenCalled();
    expect(await componentOf(newLoad)).toBe(CatalogApp);
    expect(runtime.register.mock.calls.at(-1)).toEqual([{ name: 'catalog', entry: redeployed.entry }, { force: true }]);
  });

  it('keeps registrations per remote: a second remote is registered without force', async () => {
    const runtime = fakeRuntime(resolves({ default: CatalogApp }), resolves({ default: CatalogApp }));
    const { loader } = loaderWith(runtime);

    await loader.load(entry);
    await loader.load({
      ...entry,
      name: 'cart',
      route: '/cart',
      entry: 'http://localhost:3100/remotes/cart/1.0.0/mf-manifest.json',
    });
    expect(runtime.register.mock.calls.map(([remote, options]) => [remote.name, options.force])).toEqual([
      ['catalog', false],
      ['cart', false],
    ]);
  });

  it("keeps each remote's registration, last outcome and budget in its record", async () => {
    const runtime = fakeRuntime(rejects(exposeMissing), resolves({ default: CatalogApp }));
    const records = new RemoteRecords(LOADING_DEFAULTS.timeoutMs);
    const { loader } = loaderWith(runtime, { records, config: { timeoutMs: 3_000 } });
    const record = records.recordFor('catalog');

    const failure = await failureOf(loader.load(entry));
    expect(record.registration?.entry).toBe(entry.entry);
    expect(record.registration?.outcome).toEqual({ status: 'failed', failure });
    await loader.load(entry);
    expect(record.registration).toEqual({ entry: entry.entry, outcome: { status: 'loaded' } });
    expect(records.timeoutOf('catalog')).toBe(3_000);
    expect(record.inFlight).toBeUndefined();
  });

  it('classifies a synchronous throw of the runtime as a failure instead of letting it escape', async () => {
    const runtime = fakeRuntime();
    runtime.register.mockImplementation(() => {
      throw new Error('[ Federation Runtime ]: Failed to locate remote. #RUNTIME-004');
    });
    const { loader } = loaderWith(runtime, { config: { retries: 0 } });

    expect(await failureOf(loader.load(entry))).toMatchObject({ kind: 'remote-unknown', code: 'MFP-103' });
  });
});
