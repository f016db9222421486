import { readFileSync } from 'node:fs';
import { rolloutRelease } from './rolloutRelease';
import { switchRelease } from './switchRelease';
import {
  deployWith,
  deployWorkspace,
  failureOf,
  registryEntry,
  releasesOf,
  type TestWorkspace,
} from './testing/testContext';

/* `npm run deploy` while the remote has a rollout (decision 0079), over a real folder store. */

let test: TestWorkspace;
beforeEach(async () => {
  test = deployWorkspace({ catalog: '1.0.0' });
  for (const [version, extra] of [
    ['1.0.0', 'one'],
    ['1.1.0', 'two'],
  ]) {
    test.builds.set('catalog', { kind: 'release', extra: { 'new.js': extra! } });
    await deployWith(test, 'catalog', { version });
  }
  test.builds.set('catalog', { kind: 'release', extra: { 'new.js': 'three' } });
  await deployWith(test, 'catalog', {
    version: '2.0.0',
    noSwitch: true,
    canary: { steps: [25, 100], intervalMs: 60_000 },
  });
  test.lines.length = 0;
});
afterEach(() => test.remove());

const stored = () => [test.store.layout.releasesFile, test.store.layout.registryFile].map((file) => readFileSync(file));

it('refuses a deploy that would switch before building, naming its own --rollout flags', async () => {
  const before = stored();
  test.builds.set('catalog', { kind: 'release', extra: { 'new.js': 'four' } });
  const failure = await failureOf(deployWith(test, 'catalog', {}));
  expect(failure.message).toBe(
    'catalog has a rollout of 2.0.0 at 25%: a deploy that switches now would change the release it is compared ' +
      'with. End it first (npm run deploy -- catalog --rollout promote, or npm run deploy -- catalog --rollout ' +
      'abort), or publish this release without switching (--no-switch).',
  );
  expect(test.lines.some((line) => /build/.test(line))).toBe(false);
  expect(stored()).toEqual(before);
});

it('still publishes with --no-switch, and deploys once the rollout ended', async () => {
  test.builds.set('catalog', { kind: 'release', extra: { 'new.js': 'four' } });
  expect(await deployWith(test, 'catalog', { version: '3.0.0', noSwitch: true })).toMatchObject({ kind: 'published' });
  await rolloutRelease({ kind: 'rollout', remote: 'catalog', action: 'abort', json: false }, test.context);
  expect(await deployWith(test, 'catalog', { version: '3.0.0' })).toMatchObject({ kind: 'switched' });
});

it('--rollback ends the rollout as aborted by the user, and says so', async () => {
  await switchRelease({ kind: 'rollback', remote: 'catalog', force: false }, test.context);
  const catalog = await releasesOf(test);
  expect(catalog).toMatchObject({ live: '1.0.0' });
  expect(catalog!.rollout).toBeUndefined();
  expect(catalog!.rollouts).toEqual([
    expect.objectContaining({
      version: '2.0.0',
      outcome: 'aborted',
      by: 'command',
      reason: 'the live release was rolled back to 1.0.0',
      actor: { user: 'ana', host: 'build-1' },
    }),
  ]);
  expect(registryEntry(test.store, 'catalog')).not.toHaveProperty('rollout');
  expect(test.lines).toContain(
    "  catalog's rollout of 2.0.0 at 25% was aborted: the live release was rolled back to 1.0.0",
  );
});
