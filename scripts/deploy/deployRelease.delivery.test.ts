import { previewKeyOf, readPreview } from '@mfp/host-server';
import { rolloutRelease } from './rolloutRelease';
import {
  deployWith,
  deployWorkspace,
  failureOf,
  registryEntry,
  releasesOf,
  TEST_FLEET_SECRET,
  type TestWorkspace,
} from './testing/testContext';

/* `npm run deploy -- <remote> --no-switch`, `--canary` and `--rollout` (decision 0077), over a real folder store. */

let test: TestWorkspace;
beforeEach(() => {
  test = deployWorkspace({ catalog: '1.0.0' });
});
afterEach(() => test.remove());

/** The signed value of the printed link, checked with the host's own reader. */
async function printedLink() {
  const line = test.lines.find((text) => text.startsWith('  https://'))!.trim();
  const url = new URL(line);
  return { url, check: readPreview(url.searchParams.get('mfp-preview')!, previewKeyOf(TEST_FLEET_SECRET), 0) };
}

it('publishes without switching, and prints a link signed with the fleet key at HOST_PUBLIC_URL and the route', async () => {
  await deployWith(test, 'catalog', { version: '1.0.0' });
  test.builds.set('catalog', { kind: 'release', extra: { 'new.js': 'new' } });
  const outcome = await deployWith(test, 'catalog', { version: '1.1.0', noSwitch: true, previewTtlMs: 3_600_000 });
  expect(outcome).toMatchObject({ kind: 'published', version: '1.1.0', live: '1.0.0' });
  expect(await releasesOf(test)).toMatchObject({ live: '1.0.0', published: [{ version: '1.1.0' }] });
  expect(registryEntry(test.store, 'catalog')).toMatchObject({ version: '1.0.0', previews: [{ version: '1.1.0' }] });
  expect(test.lines.some((line) => line.startsWith('✓ catalog 1.1.0 is published, not live: 1.0.0 stays live'))).toBe(
    true,
  );
  const { url, check } = await printedLink();
  expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.test/catalog');
  expect(check).toMatchObject({ status: 'valid', preview: { remote: 'catalog', version: '1.1.0' } });
});

it('refuses --no-switch for a remote with no live release before building', async () => {
  const failure = await failureOf(deployWith(test, 'catalog', { noSwitch: true }));
  expect(failure.message).toMatch(/catalog has no live release.*npm run deploy -- catalog/);
  expect(test.lines.some((line) => /build/.test(line))).toBe(false);
  expect(await releasesOf(test)).toBeUndefined();
});

it('--canary publishes, starts a rollout with its options, and --rollout commands it', async () => {
  await deployWith(test, 'catalog', { version: '1.0.0' });
  test.builds.set('catalog', { kind: 'release', extra: { 'new.js': 'new' } });
  await deployWith(test, 'catalog', {
    version: '1.1.0',
    noSwitch: true,
    canary: { steps: [20, 100], intervalMs: 60_000 },
  });
  expect(registryEntry(test.store, 'catalog')).toMatchObject({
    version: '1.0.0',
    rollout: { share: 20, release: { version: '1.1.0' } },
  });
  expect((await releasesOf(test))!.rollout).toMatchObject({ startedBy: { user: 'ana', host: 'build-1' } });
  expect(test.lines).toContain('✓ rollout of catalog 1.1.0 started');
  const run = (action: 'status' | 'pause' | 'promote' | 'abort', json = false) =>
    rolloutRelease({ kind: 'rollout', remote: 'catalog', action, json }, test.context);
  await run('pause');
  expect((await releasesOf(test))!.rollout!.state).toBe('paused');
  test.lines.length = 0;
  await run('status', true);
  expect(JSON.parse(test.lines.join('\n'))).toMatchObject({ rollout: { state: 'paused', share: 20 } });
  await run('promote');
  expect(await releasesOf(test)).toMatchObject({ live: '1.1.0', rollouts: [{ outcome: 'completed' }] });
  // In this command's own words (issue 41): not the kit's `mfp rollout start`.
  const refused = (await failureOf(run('abort'))).message;
  expect(refused).toMatch(/catalog has no rollout running: start one with npm run deploy -- catalog --canary/);
  expect(refused).not.toMatch(/mfp rollout/);
});
